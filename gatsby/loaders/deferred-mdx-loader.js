/**
 * A webpack loader for the browser bundle (gatsby/build-hooks.ts), run on an article's page component after
 * gatsby-plugin-mdx's layout loader and Babel. That layout loader imports the article's compiled MDX into the page
 * component's own chunk, so an article's whole text would be JavaScript on first load. This turns the import into
 * `deferredContent(() => import(…))` (src/hydration/deferred-view.tsx): the text loads with the page's view, while the server-rendered HTML already holds it. The chunk is named `view---` plus the page
 * component's chunk name, as gatsby/post-build.ts expects when it inlines the view's stylesheets. The layout loader
 * rewrites the template without its comments, so the view's import loses its `webpackChunkName`; it is named again
 * here (`view---src-templates-article-page-tsx`).
 */
const path = require("node:path");
// The function Gatsby names page component chunks with (gatsby's generateComponentChunkName), from its lodash.
const kebabCase = require("lodash/kebabCase");

const compiledMdxImport = /import GATSBY_COMPILED_MDX from (["'])([^"']+)\1;/;
const viewImport = /import\((["'])(\.\.\/views\/[^"']+)\1\)/;

module.exports = function deferredMdxLoader(source) {
  const match = compiledMdxImport.exec(source);
  if (!match) {
    throw new Error(
      `deferred-mdx-loader: ${this.resourcePath}: gatsby-plugin-mdx's import of the compiled MDX (GATSBY_COMPILED_MDX) is missing; see docs/upgrading.md`,
    );
  }
  const root = this.rootContext;
  const contentFile = new URLSearchParams(this.resourceQuery.slice(1)).get("__contentFilePath") ?? match[2];
  const component = `${path.relative(root, this.resourcePath)}?__contentFilePath=${path.relative(root, contentFile)}`;
  const chunkName = `view---${kebabCase(component)}`;
  const helper = JSON.stringify(path.join(root, "src/hydration/deferred-view"));
  const view = viewImport.exec(source);
  if (!view) {
    throw new Error(
      `deferred-mdx-loader: ${this.resourcePath}: the import of the template's view (../views/…) is missing`,
    );
  }
  const viewChunkName = `view---${kebabCase(path.relative(root, this.resourcePath))}`;
  return source
    .replace(view[0], `import(/* webpackChunkName: ${JSON.stringify(viewChunkName)} */ ${JSON.stringify(view[2])})`)
    .replace(
      match[0],
      `import { deferredContent as GATSBY_DEFERRED_CONTENT } from ${helper};\n` +
        `const GATSBY_COMPILED_MDX = GATSBY_DEFERRED_CONTENT(() => import(/* webpackChunkName: ${JSON.stringify(chunkName)} */ ${JSON.stringify(match[2])}));`,
    );
};
