import path from "node:path";
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS webpack loader
const loader = require("../../../gatsby/loaders/deferred-mdx-loader.js") as (this: object, source: string) => string;

const root = "/site";
const context = {
  rootContext: root,
  resourcePath: path.join(root, "src/templates/article-page.tsx"),
  resourceQuery: `?__contentFilePath=${root}/data/insights/en/form-1099-nec-2000-threshold-2026.mdx`,
};

describe("deferred-mdx-loader", () => {
  it("turns gatsby-plugin-mdx's import of an article's text into a deferred import named after the page's chunk", () => {
    const source =
      `import GATSBY_COMPILED_MDX from "${root}/data/insights/en/form-1099-nec-2000-threshold-2026.mdx";\n` +
      'const ArticlePage = deferredView(() => import("../views/article-page"));\n' +
      "export default function GatsbyMDXWrapper(props) { return _jsx(ArticlePage, { children: _jsx(GATSBY_COMPILED_MDX, props) }); }";
    const output = loader.call(context, source);
    expect(output).not.toMatch(/^import GATSBY_COMPILED_MDX/m);
    expect(output).toContain(
      `import { deferredContent as GATSBY_DEFERRED_CONTENT } from "${root}/src/hydration/deferred-view";`,
    );
    expect(output).toContain(
      'const GATSBY_COMPILED_MDX = GATSBY_DEFERRED_CONTENT(() => import(/* webpackChunkName: "view---src-templates-article-page-tsx-content-file-path-data-insights-en-form-1099-nec-2000-threshold-2026-mdx" */ ' +
        `"${root}/data/insights/en/form-1099-nec-2000-threshold-2026.mdx"));`,
    );
    expect(output).toContain("_jsx(GATSBY_COMPILED_MDX, props)");
    // The layout loader drops the template's comments: the view's chunk is named again.
    expect(output).toContain(
      'import(/* webpackChunkName: "view---src-templates-article-page-tsx" */ "../views/article-page")',
    );
  });

  it("fails the build when the plugin's output no longer has the import it rewrites", () => {
    expect(() => loader.call(context, "export default function Wrapper() {}")).toThrow(
      /^deferred-mdx-loader: .*GATSBY_COMPILED_MDX/,
    );
    expect(() => loader.call(context, `import GATSBY_COMPILED_MDX from "${root}/a.mdx";`)).toThrow(
      /^deferred-mdx-loader: .*view/,
    );
  });
});
