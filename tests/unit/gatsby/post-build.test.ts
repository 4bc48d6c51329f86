import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { TextEncoder } from "node:util";
import { createElement, type ReactElement } from "react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import {
  redirectsFile,
  staleInlinedStylesheets,
  withNativeImages,
  withoutNulBytes,
  withoutRepeatedModuleScripts,
  withViewStylesheets,
  withPageChunkMapping,
  pageModuleFiles,
  withDeferredScripts,
  viewFiles,
  type ChunkGroups,
} from "../../../gatsby/post-build";

// esbuild refuses to load under jsdom (its Buffer is not jsdom's Uint8Array); these tests never bundle the editor's
// script (gatsby/cms-setup.ts, which tests/unit/gatsby/admin.test.ts runs under Node).
jest.mock("esbuild", () => ({}));

// React's server renderer for browsers needs TextEncoder, which jsdom lacks.
Object.assign(globalThis, { TextEncoder });
// eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded after the TextEncoder it needs
const { renderToStaticMarkup } = require("react-dom/server") as typeof import("react-dom/server");
const realImage = jest.requireActual<typeof import("gatsby-plugin-image")>("gatsby-plugin-image");
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the plugin's own SSR hook, which writes its head
const imageSsr = require("gatsby-plugin-image/gatsby-ssr") as {
  onRenderBody: (args: { setHeadComponents: (components: ReactElement[]) => void }) => void;
};
Object.assign(globalThis, { GATSBY___IMAGE: true });

const reveal = '<script type="module">document.querySelectorAll("img[data-main-image]").forEach(reveal)</script>';
const listener = '<script type="module">document.body.addEventListener("load",onLoad,true)</script>';

describe("withoutNulBytes", () => {
  it("removes the NUL bytes React 18's stream leaves before a multi-byte character, and nothing else", () => {
    const leaked = '<h2 id="las-reglas-de-protecci\0ón">Las reglas de protecci\0\0ón</h2>';
    expect(withoutNulBytes(leaked)).toBe('<h2 id="las-reglas-de-protección">Las reglas de protección</h2>');
    const clean = "<p>Sin cambios: ó, —, ñ</p>";
    expect(withoutNulBytes(clean)).toBe(clean);
  });
});

describe("withNativeImages", () => {
  const images: IGatsbyImageData["images"] = {
    fallback: { src: "/static/a/1/x.jpg", srcSet: "/static/a/1/x.jpg 480w,\n/static/a/2/x.jpg 960w", sizes: "100vw" },
    sources: [{ type: "image/webp", srcSet: "/static/a/1/x.webp 480w,\n/static/a/2/x.webp 960w", sizes: "100vw" }],
  };
  const cases: [string, IGatsbyImageData, Record<string, string>][] = [
    ["a lazy photo", { layout: "constrained", width: 880, height: 587, backgroundColor: "#d8e8e8", images }, {}],
    [
      "the banner, eager and high priority",
      { layout: "fullWidth", width: 1200, height: 800, backgroundColor: "#d8e8e8", images },
      { loading: "eager", fetchPriority: "high", objectFit: "cover" },
    ],
    ["a transparent logo", { layout: "constrained", width: 160, height: 80, images }, {}],
  ];
  const page = (body: string) => {
    const head: ReactElement[] = [];
    imageSsr.onRenderBody({ setHeadComponents: (components) => head.push(...components) });
    return `<html><head>${renderToStaticMarkup(createElement("div", null, ...head))}</head><body>${body}</body></html>`;
  };
  const parse = (html: string) => new DOMParser().parseFromString(html, "text/html");

  it.each(cases)("gives %s its sources and shows it without a script or a <noscript> copy", (_name, image, props) => {
    const server = renderToStaticMarkup(createElement(realImage.GatsbyImage, { image, alt: "A photo", ...props }));
    const before = parse(page(server));
    const after = parse(withNativeImages(page(server)));

    expect(after.querySelectorAll("noscript picture, noscript img")).toHaveLength(0);
    const main = after.querySelector("img[data-main-image]") as HTMLImageElement;
    expect(main.getAttribute("src")).toBe(images.fallback?.src);
    expect(main.getAttribute("srcset")).toBe(images.fallback?.srcSet?.replace(/\n/g, ""));
    expect(main.getAttribute("alt")).toBe("A photo");
    expect(main.getAttribute("loading")).toBe(
      (before.querySelector("img[data-main-image]") as Element).getAttribute("loading"),
    );
    expect(main.style.opacity).toBe("");
    expect(after.querySelector("source")?.getAttribute("srcset")).toBe(images.sources?.[0]?.srcSet.replace(/\n/g, ""));
    expect(after.querySelectorAll("[data-src], [data-srcset]")).toHaveLength(0);
    // The plugin's stylesheet no longer hides main images; its scripts (placeholder fade-out) stay.
    const css = [...after.querySelectorAll("style")].map((style) => style.textContent).join("");
    expect(css).toContain(".gatsby-image-wrapper [data-main-image]{");
    expect(css).not.toMatch(/\[data-main-image\]\{opacity:0/);
    expect(after.querySelectorAll("script")).toHaveLength(before.querySelectorAll("script").length);
  });

  it("leaves a page without images unchanged", () => {
    const html = "<html><head></head><body><img src=/a.png alt=''><noscript><p>x</p></noscript></body></html>";
    expect(withNativeImages(html)).toBe(html);
  });

  it.each([
    ["a renamed main-image marker", (html: string) => html.replace(/data-main-image/g, "data-gatsby-main")],
    ["a renamed lazy source", (html: string) => html.replace(/ data-src=/g, " data-lazy-src=")],
    ["another way of hiding the image", (html: string) => html.replace(/opacity:0/g, "opacity: 0")],
  ])("fails the build, naming itself, when the plugin's markup changes shape: %s", (_name, change) => {
    const server = renderToStaticMarkup(createElement(realImage.GatsbyImage, { image: cases[0][1], alt: "A photo" }));
    expect(() => withNativeImages(change(page(server)))).toThrow(/^withNativeImages: /);
  });
});

describe("withoutRepeatedModuleScripts", () => {
  it("fails the build, naming itself, when gatsby-plugin-image's module scripts change shape", () => {
    const html = `<body><img data-gatsby-image-ssr="" data-main-image="" src="/a.jpg" alt="">${reveal.replace('type="module"', 'type="module" async')}</body>`;
    expect(() => withoutRepeatedModuleScripts(html)).toThrow(/^withoutRepeatedModuleScripts: /);
  });

  it("keeps the first copy of a repeated inline module script and every different script", () => {
    const html = `<head>${listener}</head><body><div>a</div>${reveal}<div>b</div>${reveal}<div>c</div>${reveal}<script>window.x=1</script></body>`;
    expect(withoutRepeatedModuleScripts(html)).toBe(
      `<head>${listener}</head><body><div>a</div>${reveal}<div>b</div><div>c</div><script>window.x=1</script></body>`,
    );
  });

  it("leaves a page without repeats unchanged", () => {
    const html = `<body>${listener}${reveal}<script type="application/ld+json">{}</script></body>`;
    expect(withoutRepeatedModuleScripts(html)).toBe(html);
  });
});

describe("withViewStylesheets", () => {
  /** The page's view files (viewFiles) inlined (withViewStylesheets), as the post-build pass does. */
  const inlineView = (html: string, component: string, groups: ChunkGroups, read: (file: string) => string) =>
    withViewStylesheets(html, viewFiles(component, groups), read);

  const groups = {
    "component---src-templates-article-page-tsx-content-file-path-data-insights-en-a-mdx": {
      assets: [{ name: "commons.css" }, { name: "component-a.js" }],
    },
    "view---src-templates-article-page-tsx": { assets: [{ name: "commons.css" }, { name: "article.css" }] },
    "view---src-templates-article-page-tsx-content-file-path-data-insights-en-a-mdx": {
      assets: [{ name: "a-content.css" }, { name: "a-content.js" }],
    },
    "view---src-templates-article-page-tsx-content-file-path-data-insights-en-b-mdx": {
      assets: [{ name: "b-content.css" }],
    },
    "view---src-pages-contact-appointment-tsx": { assets: [{ name: "appointment.css" }] },
  };
  const html = '<html><head><style data-href="/commons.css">.c{}</style></head><body></body></html>';
  const read = (file: string) => `/* ${file} */`;

  it("inlines the stylesheets of the page's view and its article content, once each, as Gatsby inlines its own", () => {
    const page = inlineView(
      html,
      "component---src-templates-article-page-tsx-content-file-path-data-insights-en-a-mdx",
      groups,
      read,
    );
    expect(page).toBe(
      '<html><head><style data-href="/commons.css">.c{}</style>' +
        '<style data-view="" data-href="/article.css">/* article.css */</style>' +
        '<style data-view="" data-href="/a-content.css">/* a-content.css */</style></head><body></body></html>',
    );
  });

  it("replaces the view's styles of an earlier build when Gatsby reuses a page's HTML", () => {
    const groupsNow = { "view---src-pages-contact-tsx": { assets: [{ name: "new.css" }] } };
    const once = inlineView(
      html,
      "component---src-pages-contact-tsx",
      { "view---src-pages-contact-tsx": { assets: [{ name: "old.css" }] } },
      read,
    );
    expect(inlineView(once, "component---src-pages-contact-tsx", groupsNow, read)).toBe(
      inlineView(html, "component---src-pages-contact-tsx", groupsNow, read),
    );
    expect(inlineView(once, "component---src-pages-contact-tsx", groupsNow, read)).not.toContain("old.css");
  });

  it("takes no other page's view whose name starts the same way", () => {
    expect(
      inlineView(
        html,
        "component---src-pages-contact-tsx",
        { ...groups, "view---src-pages-contact-tsx": { assets: [] } },
        read,
      ),
    ).toBe(html);
  });

  it("fails the build for an article whose template's view or content chunk is not named after its page", () => {
    const { "view---src-templates-article-page-tsx": _view, ...contentOnly } = groups;
    const article = "component---src-templates-article-page-tsx-content-file-path-data-insights-en-a-mdx";
    expect(() => inlineView(html, article, contentOnly, read)).toThrow(/has no view chunk/);
    expect(() => inlineView(html, article.replace("-a-mdx", "-c-mdx"), groups, read)).toThrow(/has no view chunk/);
  });

  it("fails the build for a page component without a view chunk", () => {
    expect(() => inlineView(html, "component---src-pages-contact-tsx", groups, read)).toThrow(
      /component---src-pages-contact-tsx has no view chunk/,
    );
    expect(() => viewFiles("component---src-pages-contact-tsx", groups)).toThrow(/^viewFiles: /);
  });
});

describe("pageModuleFiles", () => {
  const groups = {
    "component---src-pages-index-tsx": {
      assets: [{ name: "4223-aa.js" }, { name: "9245-dc.js" }, { name: "9245.ab.css" }],
    },
  };

  it("lists the scripts of the page component's chunk group, whatever their names", () => {
    expect(pageModuleFiles("component---src-pages-index-tsx", groups)).toEqual(["4223-aa.js", "9245-dc.js"]);
  });

  it("fails the build, naming itself, when the page component has no chunk group with a script", () => {
    expect(() => pageModuleFiles("component---src-pages-about-tsx", groups)).toThrow(
      /^pageModuleFiles: the page component component---src-pages-about-tsx has no script/,
    );
  });
});

describe("withPageChunkMapping", () => {
  const groups = {
    "component---src-pages-index-tsx": { assets: [{ name: "4223-aa.js" }, { name: "9245-dc.js" }] },
  };
  const script = (map: object) =>
    `<script id="gatsby-chunk-mapping">/*<![CDATA[*/window.___chunkMapping=${JSON.stringify(JSON.stringify(map))};/*]]>*/</script>`;

  it("gives each page component its files, drops the views and keeps the app, in the form Gatsby wrote it", () => {
    const mapping = {
      app: ["/app.css", "/app-1.js"],
      "component---src-pages-index-tsx": [],
      "view---src-pages-index-tsx": ["/375-3.js", "/375.4.css"],
    };
    expect(withPageChunkMapping(`<body>${script(mapping)}</body>`, groups)).toBe(
      `<body>${script({ app: ["/app.css", "/app-1.js"], "component---src-pages-index-tsx": ["/4223-aa.js", "/9245-dc.js"] })}</body>`,
    );
  });

  it("fails the build, naming itself, when Gatsby's chunk map changes shape", () => {
    expect(() => withPageChunkMapping("<body><script>window.___chunkMap={}</script></body>", groups)).toThrow(
      /^withPageChunkMapping: /,
    );
  });
});

describe("staleInlinedStylesheets", () => {
  const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "stale-css-"));
  fs.writeFileSync(
    path.join(publicDir, "webpack.stats.json"),
    JSON.stringify({ assetsByChunkName: { app: ["app.1111.css", "app-2222.js"], "component---x": ["x.3333.css"] } }),
  );
  const page = (route: string, ...names: string[]) => ({
    route,
    html: `<head>${names.map((n) => `<style data-href="/${n}" data-identity="gatsby-global-css">a{}</style>`).join("")}</head>`,
  });

  it("accepts pages whose inlined stylesheets are this build's", () => {
    expect(staleInlinedStylesheets(publicDir, [page("/", "x.3333.css", "app.1111.css")])).toEqual([]);
  });

  it("names each page and stylesheet left over from an earlier build", () => {
    expect(
      staleInlinedStylesheets(publicDir, [page("/", "x.3333.css"), page("/about", "x.0000.css", "app.1111.css")]),
    ).toEqual(["/about: x.0000.css"]);
  });
});

describe("_redirects", () => {
  it("answers unknown paths under /es with the Spanish 404 page, before the English catch-all", () => {
    // scripts/static-server.mjs follows the same rules (tests/e2e/spanish.spec.ts, the 404 test).
    expect(redirectsFile()).toBe("/es/*  /es/404.html  404\n/*  /404.html  404\n");
  });
});

describe("withDeferredScripts", () => {
  const gatsbyScripts = '<script src="/webpack-runtime-1.js" async></script><script src="/app-2.js" async></script>';
  const page = (scripts: string) =>
    `<html><head><title>t</title></head><body><div id="___gatsby"></div><!-- slice-start id="_gatsby-scripts-1" -->${scripts}<!-- slice-end id="_gatsby-scripts-1" --></body></html>`;

  it("replaces Gatsby's async script tags with the inline early-capture script, which loads them", () => {
    const html = withDeferredScripts(page(gatsbyScripts));
    expect(html).not.toMatch(/<script src=/);
    const inline = /<script id="early-capture">([\s\S]*?)<\/script><\/head>/.exec(html)?.[1];
    expect(inline).toContain("captureEarlyEvents");
    expect(inline).toMatch(/\(window, \["\/webpack-runtime-1\.js","\/app-2\.js"\]\);$/);
  });

  it("keeps one inline script, with this build's files, when Gatsby writes its scripts into a reused page again", () => {
    const again = withDeferredScripts(
      withDeferredScripts(page(gatsbyScripts)).replace(
        /(slice-start id="_gatsby-scripts-1" -->)/,
        `$1<script src="/app-3.js" async></script>`,
      ),
    );
    expect(again.match(/id="early-capture"/g)).toHaveLength(1);
    expect(again).toContain('(window, ["/app-3.js"]);');
  });

  it("keeps the earlier build's Gatsby scripts, with this build's page files, when Gatsby reused the page as it was", () => {
    const earlier = withDeferredScripts(page(gatsbyScripts), ["12-aa.js"]);
    const again = withDeferredScripts(earlier, ["34-bb.js"]);
    expect(again.match(/id="early-capture"/g)).toHaveLength(1);
    expect(again).toContain('(window, ["/webpack-runtime-1.js","/app-2.js","/34-bb.js"]);');
  });

  it("loads the page module's and the view's files beside Gatsby's, each once", () => {
    const html = withDeferredScripts(page(gatsbyScripts), ["view-4.js", "app-2.js"]);
    expect(html).toContain('(window, ["/webpack-runtime-1.js","/app-2.js","/view-4.js"]);');
  });

  it("fails the build, naming itself, for a page without Gatsby's script tags (their shape changed)", () => {
    expect(() => withDeferredScripts(page(""))).toThrow(/^withDeferredScripts: /);
    expect(() => withDeferredScripts(page('<script src="/app-2.js" defer></script>'))).toThrow(/withDeferredScripts/);
  });
});
