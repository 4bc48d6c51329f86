import fs from "node:fs";
import { newsletterFormOrigins } from "../src/lib/newsletter";
import { LOCALES, localizedPath, settingsOf, SITE_LOCALES, TRANSLATED_LOCALES } from "../src/lib/locale";
import { SHARE_IMAGE_PATH } from "../src/lib/routes";
import path from "node:path";
import { headersFile, type HtmlPage } from "./security-headers";
import { searchPageScriptSources } from "./search-index";
import { ADMIN_DIR, writeAdmin } from "./admin";
import { captureEarlyEvents } from "../src/hydration/early-capture";

/**
 * Drops inline module scripts that repeat one earlier in the page. gatsby-plugin-image writes the same script
 * after every image (it reveals the images that finished loading); module scripts run only once the whole page
 * is parsed, and this one handles every image on the page, so the first copy does all the work and the other
 * copies (41 on the home page) only add bytes and main-thread time.
 */
export function withoutRepeatedModuleScripts(html: string): string {
  if (html.includes("data-gatsby-image-ssr") && !html.includes('<script type="module">')) {
    throw new Error(
      "withoutRepeatedModuleScripts: the page has gatsby-plugin-image's images but none of its " +
        '<script type="module"> tags; their shape changed. See docs/upgrading.md.',
    );
  }
  const seen = new Set<string>();
  return html.replace(/<script type="module">([\s\S]*?)<\/script>/g, (script, body: string) => {
    if (seen.has(body)) return "";
    seen.add(body);
    return script;
  });
}

/**
 * Makes gatsby-plugin-image's server markup load and show without its scripts. The plugin writes each lazy image
 * with `data-src`/`data-srcset` and every main image at opacity 0 (inline and in its head stylesheet), and an inline
 * script swaps the sources and a load listener fades the image in after decoding it; for visitors without
 * JavaScript it repeats every image in a `<noscript>`. Here each image gets its sources and native lazy loading
 * from the start and is visible as soon as it paints: the banner, the largest paint of most pages, no longer waits
 * for a module script that runs only once the whole page is parsed, and the `<noscript>` copies (3 KB compressed on
 * the home page) go. The plugin's scripts stay: once an image has loaded they still fade its placeholder out, which
 * matters under a transparent image. The browser's stand-in (gatsby/browser-shims/gatsby-plugin-image.tsx) keeps
 * this markup when it hydrates and writes the same for images mounted later.
 */
export function withNativeImages(html: string): string {
  const rewritten = nativeImages(html);
  const imageTags = rewritten.match(/<img\b[^>]*\bdata-gatsby-image-ssr\b[^>]*>/g) ?? [];
  const broken =
    (html.includes("data-gatsby-image-ssr") && !/<img\b[^>]*\bdata-main-image\b/.test(html)) ||
    imageTags.some((tag) => / data-src(set)?=|opacity:\s*0(?![.\d])/.test(tag) || !/ src="/.test(tag)) ||
    /<noscript>[^<]*<(picture|img)\b/.test(rewritten) ||
    /\[data-main-image\]\s*\{\s*opacity:\s*0(?![.\d])/.test(rewritten);
  if (broken) {
    throw new Error(
      "withNativeImages: gatsby-plugin-image's server markup (data-main-image, data-src, opacity:0, <noscript>) " +
        "changed shape; an image would stay hidden or unloaded. See docs/upgrading.md.",
    );
  }
  return rewritten;
}

function nativeImages(html: string): string {
  const visible = (tag: string) =>
    tag.replace(/ style="([^"]*)"/, (_attribute, css: string) => {
      const declarations = css.split(";").filter((declaration) => declaration && declaration !== "opacity:0");
      return declarations.length ? ` style="${declarations.join(";")}"` : "";
    });
  return html
    .replace(/<noscript>(?:<picture>[\s\S]*?<\/picture>|<img data-gatsby-image-ssr[^>]*>)<\/noscript>/g, "")
    .replace(/<source\b[^>]*>/g, (tag) => tag.replace(/ data-srcset=/, " srcSet="))
    .replace(/<img\b[^>]*\bdata-main-image\b[^>]*>/g, (tag) =>
      visible(tag.replace(/ data-src=/, " src=").replace(/ data-srcset=/, " srcSet=")),
    )
    .replace(".gatsby-image-wrapper [data-main-image]{opacity:0;", ".gatsby-image-wrapper [data-main-image]{");
}

/**
 * Drops the NUL bytes React 18's streaming renderer leaks into pages: it encodes HTML into a 2 KB buffer and, when
 * a multi-byte character (é, ó, —) would straddle the buffer's end, flushes the whole buffer, unwritten bytes
 * included (https://github.com/facebook/react/issues/31134,
 * https://github.com/gatsbyjs/gatsby/issues/38747). The bytes are extra, so removing them restores the text;
 * left in, they break heading anchors ("protecci\0ón") and some parsers stop at them.
 */
export function withoutNulBytes(html: string): string {
  return html.includes("\0") ? html.replace(/\0/g, "") : html;
}

/** webpack's chunk groups of the build (public/webpack.stats.json): the page components' and the views'. */
export type ChunkGroups = Record<string, { assets: Array<{ name: string }> }>;

/**
 * The files of the page's view: its chunk groups' assets. A page's view (src/hydration/deferred-view.tsx) is a chunk
 * of its own, named after its page component (`view---src-templates-service-page-tsx` for
 * `component---src-templates-service-page-tsx`; an article's content is `view---` plus its page's whole name), and
 * every view group whose name starts the page's belongs to it. Throws, naming itself, when the page has none: the
 * naming convention no longer holds.
 */
export function viewFiles(componentChunkName: string, groups: ChunkGroups): string[] {
  const view = componentChunkName.replace(/^component---/, "view---");
  const names = Object.keys(groups).filter((name) => name.startsWith("view---") && view.startsWith(name));
  // The view of the page's module (named after it: `…-tsx`) and, for an article, its content (named after the page).
  const missing =
    !names.some((name) => name.endsWith("-tsx")) || (view.includes("-content-file-path-") && !names.includes(view));
  if (missing) throw new Error(`viewFiles: the page component ${componentChunkName} has no view chunk (${view}).`);
  return [...new Set(names.flatMap((name) => groups[name].assets.map((asset) => asset.name)))];
}

/**
 * Inlines the stylesheets of the page's view. Gatsby inlines the CSS of the page component's chunks only, so it
 * leaves the view's styles out; they are inlined as Gatsby does its own: `<style data-href>`, which
 * mini-css-extract-plugin finds when the view loads, so it does not fetch the stylesheets again.
 */
export function withViewStylesheets(
  html: string,
  files: readonly string[],
  readStylesheet: (file: string) => string,
): string {
  // Gatsby reuses a page's HTML when neither its data nor its server bundle changed, post-build changes included:
  // the view's styles from an earlier build (marked `data-view`) go before this build's are inlined.
  const page = html.replace(/<style data-view="" data-href="[^"]*">[\s\S]*?<\/style>/g, "");
  const inlined = new Set([...page.matchAll(/<style[^>]*\sdata-href="\/([^"]+\.css)"/g)].map((match) => match[1]));
  const styles = files
    .filter((file) => file.endsWith(".css") && !inlined.has(file))
    .map((file) => `<style data-view="" data-href="/${file}">${readStylesheet(file)}</style>`)
    .join("");
  if (styles && !page.includes("</head>")) throw new Error("withViewStylesheets: the page has no </head>.");
  return page.replace("</head>", `${styles}</head>`);
}

/**
 * The JavaScript files of the page's module: its component chunk group's assets (public/webpack.stats.json). Every
 * on-demand chunk is named `[id]-[contenthash]` (gatsby/build-hooks.ts, for a smaller webpack runtime), and Gatsby
 * lists a group's files in its chunk map and its script tags only when their names start with the group's name, so
 * it leaves the page module out of both; they are added here. Throws, naming itself, when the page component has no
 * chunk group with a script.
 */
export function pageModuleFiles(componentChunkName: string, groups: ChunkGroups): string[] {
  const files = (groups[componentChunkName]?.assets ?? [])
    .map((asset) => asset.name)
    .filter((name) => name.endsWith(".js"));
  if (!files.length) {
    throw new Error(`pageModuleFiles: the page component ${componentChunkName} has no script in webpack.stats.json.`);
  }
  return files;
}

/**
 * Gatsby's chunk map (`window.___chunkMapping`, inline in every page), which its loader reads to prefetch the next
 * page's component files when a link is hovered or seen: each page component gets its files (Gatsby left them out,
 * see `pageModuleFiles`), and the views are dropped, since webpack loads a view by its own runtime and the views
 * (one per page module and one per article) would add about 4 KB to every page's HTML. Throws, naming itself, when
 * the map is not there in the form Gatsby wrote it.
 */
export function withPageChunkMapping(html: string, groups: ChunkGroups): string {
  const mapping = /(window\.___chunkMapping=)("(?:[^"\\]|\\.)*")/;
  if (!mapping.test(html)) {
    throw new Error(
      'withPageChunkMapping: no window.___chunkMapping="…" in the page; Gatsby\'s chunk map changed shape. ' +
        "See docs/upgrading.md.",
    );
  }
  return html.replace(mapping, (_match, assignment: string, literal: string) => {
    const mapping = JSON.parse(JSON.parse(literal) as string) as Record<string, string[]>;
    const kept = Object.fromEntries(
      Object.entries(mapping)
        .filter(([name]) => !name.startsWith("view---"))
        .map(([name, files]) =>
          name.startsWith("component---")
            ? [name, pageModuleFiles(name, groups).map((file) => `/${file}`)]
            : [name, files],
        ),
    );
    return assignment + JSON.stringify(JSON.stringify(kept));
  });
}

/**
 * Gatsby's `<script async>` tags (its runtime, React, the app), the page module's files and the page's view files
 * give way to one inline script in the head, src/hydration/early-capture.ts, which loads them all at once, at low
 * priority, once the page's banner (or, without one, the document) has painted or at the visitor's first intent,
 * and holds back what the visitor does until the view has hydrated. With the async tags the browser fetched about
 * 70 KB of JavaScript while the document itself was still coming, and no first paint needs it: the server-rendered
 * page is complete. The page module's and the view's files load beside Gatsby's rather than after the app and then
 * the page module ask for them (webpack takes a chunk file that arrives before its runtime), so the page hydrates
 * two round trips sooner. Gatsby writes its tags after its own `onPreRenderHTML` (from its `_gatsby-scripts` slice),
 * so they are rewritten here, in the final HTML the pages' Content-Security-Policy hashes are computed from. Throws,
 * naming itself, when a page has none of Gatsby's script tags.
 */
export function withDeferredScripts(html: string, pageScripts: readonly string[] = []): string {
  const tag = /<script src="(\/[^"]+\.js)" async(?:="")?><\/script>/g;
  const earlier = /<script id="early-capture">\([\s\S]*?\)\(window, (\[[^\]]*\])\);<\/script>/;
  const scripts = [...html.matchAll(tag)].map((match) => match[1]);
  // A page whose HTML Gatsby reused keeps the earlier build's inline script. When Gatsby's own scripts changed, it
  // writes its scripts slice into the page again, and they are taken from there; when they did not, it leaves the
  // page as it was, and Gatsby's scripts (the named files, not the numbered chunks of a page) are the earlier ones.
  const earlierList = earlier.exec(html)?.[1];
  const gatsbyScripts = scripts.length
    ? scripts
    : earlierList
      ? (JSON.parse(earlierList) as string[]).filter((file) => !/^\/\d+-[0-9a-f]+\.js$/.test(file))
      : [];
  if (!gatsbyScripts.length) {
    throw new Error(
      'withDeferredScripts: no <script src="/….js" async> tag of Gatsby\'s in the page; its script tags changed shape.',
    );
  }
  const all = [...new Set([...gatsbyScripts, ...pageScripts.map((file) => `/${file}`)])];
  const inline = `<script id="early-capture">(${captureEarlyEvents.toString()})(window, ${JSON.stringify(all)});</script>`;
  return html
    .replace(/<script id="early-capture">[\s\S]*?<\/script>/, "")
    .replace(tag, "")
    .replace("</head>", `${inline}</head>`);
}

/**
 * The page component's chunk name of a page Gatsby rendered (its page-data.json, found by its `window.pagePath`).
 * Throws, naming itself, when the page no longer says its path in that form.
 */
function componentChunkNameOf(publicDir: string, html: string): string {
  const pagePath = /window\.pagePath="([^"]*)"/.exec(html)?.[1];
  if (pagePath === undefined) {
    throw new Error('componentChunkNameOf: a page Gatsby rendered has no window.pagePath="…"; its shape changed.');
  }
  const file = path.join(publicDir, "page-data", pagePath === "/" ? "index" : pagePath, "page-data.json");
  return (JSON.parse(fs.readFileSync(file, "utf8")) as { componentChunkName: string }).componentChunkName;
}

/** Whether Gatsby rendered the page (its root element is there): the rewrites below are for those pages only. */
const isGatsbyPage = (html: string) => html.includes('<div id="___gatsby">');

/** Every rewrite of a page Gatsby rendered, in order: each throws, naming itself, when its pattern stops matching. */
export function rewrittenPage(
  html: string,
  files: { pageModule: readonly string[]; view: readonly string[]; groups: ChunkGroups },
  readStylesheet: (file: string) => string,
) {
  return withDeferredScripts(
    withPageChunkMapping(
      withViewStylesheets(
        withNativeImages(withoutRepeatedModuleScripts(withoutNulBytes(html))),
        files.view,
        readStylesheet,
      ),
      files.groups,
    ),
    [...files.pageModule, ...files.view.filter((file) => file.endsWith(".js"))],
  );
}

function htmlPages(publicDir: string): HtmlPage[] {
  const pages: HtmlPage[] = [];
  const { namedChunkGroups } = JSON.parse(fs.readFileSync(path.join(publicDir, "webpack.stats.json"), "utf8")) as {
    namedChunkGroups: ChunkGroups;
  };
  const readStylesheet = (file: string) => fs.readFileSync(path.join(publicDir, file), "utf8");
  const filesOf = (html: string) => {
    const component = componentChunkNameOf(publicDir, html);
    return {
      pageModule: pageModuleFiles(component, namedChunkGroups),
      view: viewFiles(component, namedChunkGroups),
      groups: namedChunkGroups,
    };
  };
  // The 404 pages static hosts serve: /404.html, and each edition's, e.g. /es/404.html for unknown paths under /es
  // (`_redirects`).
  const notFoundDirs = LOCALES.map((locale) => path.join(publicDir, settingsOf(locale).prefix));
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (["page-data", "static", "_gatsby", "~partytown", ADMIN_DIR].includes(entry.name) && dir === publicDir)
          continue;
        walk(full);
      } else if (entry.name === "index.html" || (entry.name === "404.html" && notFoundDirs.includes(dir))) {
        const rel = path.relative(publicDir, full).split(path.sep).join("/");
        const route = rel === "index.html" ? "/" : `/${rel.replace(/\/index\.html$/, "")}`;
        const original = fs.readFileSync(full, "utf8");
        let html = original;
        try {
          if (isGatsbyPage(original)) html = rewrittenPage(original, filesOf(original), readStylesheet);
        } catch (error) {
          throw new Error(`${(error as Error).message} (page ${route})`);
        }
        if (html !== original) fs.writeFileSync(full, html);
        pages.push({ route, html });
      }
    }
  };
  walk(publicDir);
  return pages;
}

/**
 * Pages whose inlined stylesheets are not the ones this build compiled. Gatsby inlines each page's CSS into its
 * HTML (`<style data-href="/name.css">`); after an incremental build in which only CSS changed, it can write the
 * previous build's CSS into the pages (seen with Gatsby 5.16, with or without per-page stylesheets). Returns
 * "route: stylesheet" for each stale one; `npm run clean` before building cures it.
 */
export function staleInlinedStylesheets(publicDir: string, pages: HtmlPage[]): string[] {
  const stats = JSON.parse(fs.readFileSync(path.join(publicDir, "webpack.stats.json"), "utf8")) as {
    assetsByChunkName: Record<string, string[]>;
  };
  const current = new Set(Object.values(stats.assetsByChunkName).flat());
  return pages.flatMap(({ route, html }) =>
    [...html.matchAll(/<style[^>]*\sdata-href="\/([^"]+\.css)"/g)]
      .map((match) => match[1])
      .filter((name) => !current.has(name))
      .map((name) => `${route}: ${name}`),
  );
}

function originOf(url: string | undefined): string[] {
  if (!url) return [];
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
}

/**
 * `_redirects` (Netlify and Cloudflare Pages format): an unknown path under an edition's prefix answers with that
 * edition's 404 page (/es/* with the Spanish one), any other unknown path with the English one, all with status 404.
 * A 404 rule never hides an existing file.
 */
export function redirectsFile(): string {
  const prefixes = [...TRANSLATED_LOCALES.map((locale) => settingsOf(locale).prefix), ""];
  return prefixes.map((prefix) => `${prefix}/*  ${prefix}/404.html  404\n`).join("");
}

/**
 * Everything written into public/ after Gatsby's own build: robots.txt, _headers, _redirects, the share image and the
 * content editor at /admin/ (gatsby/admin.ts, kept out of the pages' CSP walk); pages lose
 * their repeated inline module scripts first, so the CSP hashes describe the final HTML. Returns the pages that
 * inlined a stylesheet of an earlier build (see `staleInlinedStylesheets`).
 */
export function writePostBuildFiles({
  publicDir,
  siteUrl,
  mapEmbedUrl,
}: {
  publicDir: string;
  siteUrl: string;
  mapEmbedUrl: string;
}) {
  fs.writeFileSync(
    path.join(publicDir, "robots.txt"),
    `User-agent: *\nAllow: /\nDisallow: /404\nDisallow: /es/404\nDisallow: /${ADMIN_DIR}/\n\nSitemap: ${siteUrl}/sitemap-index.xml\n`,
  );
  fs.writeFileSync(path.join(publicDir, "_redirects"), redirectsFile());

  // Each edition's share card (scripts/images/families/brand.mjs) at its own /og/share-default.jpg.
  for (const { code } of SITE_LOCALES) {
    const output = path.join(publicDir, localizedPath(SHARE_IMAGE_PATH, code));
    fs.mkdirSync(path.dirname(output), { recursive: true });
    fs.copyFileSync(path.resolve(`data/images/og/share-default-${code}.jpg`), output);
  }

  const pages = htmlPages(publicDir);
  const headers = headersFile(
    pages,
    {
      connect: ["https://api.emailjs.com"],
      frame: originOf(mapEmbedUrl),
      script: originOf(process.env.GATSBY_REVIEWS_WIDGET_SRC),
      form: newsletterFormOrigins(),
    },
    searchPageScriptSources,
  );
  fs.writeFileSync(path.join(publicDir, "_headers"), headers);
  writeAdmin({ publicDir, siteUrl });
  return { staleStylesheets: staleInlinedStylesheets(publicDir, pages) };
}
