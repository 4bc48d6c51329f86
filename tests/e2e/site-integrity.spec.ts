import http from "node:http";
import fs from "node:fs";
import path from "node:path";
import { HtmlValidate } from "html-validate";
import { expect, siteUrl, test } from "./fixtures";
import { allRoutes, careerRoutes, sitemapRoutes, spanishRoutes } from "./routes";
import { SHARE_IMAGE_PATH } from "../../src/lib/routes";
import { localeOfPath, localizedPath } from "../../src/lib/locale";
import { recordCount } from "../helpers/catalogue";
import { escapeRegExp } from "../helpers/text";

interface Fetched {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A plain GET without the browser (no redirects followed, no compression asked for). */
function fetchUrl(url: string): Promise<Fetched> {
  return new Promise((resolve, reject) => {
    http
      .get(url, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString("utf8") }),
        );
      })
      .on("error", reject);
  });
}

const htmlValidate = new HtmlValidate(
  JSON.parse(fs.readFileSync(path.resolve(__dirname, "../../.htmlvalidate.json"), "utf8")),
);

/** The served HTML of `routes`, fetched once per worker for each list (a page that is not 200 fails the test). */
const served = new Map<string, Promise<Map<string, string>>>();
function servedPages(routes: string[]): Promise<Map<string, string>> {
  const key = routes.join("\n");
  if (!served.has(key)) {
    served.set(
      key,
      (async () => {
        const pages = new Map<string, string>();
        for (const route of routes) {
          const page = await fetchUrl(siteUrl(route));
          if (page.status !== 200) throw new Error(`${route} answered ${page.status}`);
          pages.set(route, page.body);
        }
        return pages;
      })(),
    );
  }
  return served.get(key)!;
}

/** Every English route and the 404 page. */
const builtPages = () => servedPages([...allRoutes, "/404.html"]);

/** Every Spanish route and the Spanish 404 page. */
const builtSpanishPages = () => servedPages([...spanishRoutes, "/es/404.html"]);

async function pageHtml(route: string): Promise<string> {
  return (route.startsWith("/es") ? await builtSpanishPages() : await builtPages()).get(route) ?? "";
}

/** Internal links, assets and same-page fragments of `pages` that do not resolve, and how many URLs were checked. */
async function brokenLinks(pages: Map<string, string>): Promise<{ broken: string[]; checked: number }> {
  const checked = new Map<string, number>();
  const broken: string[] = [];
  for (const [route, html] of pages) {
    const base = new URL(siteUrl(route.endsWith("404.html") ? route.replace(/404\.html$/, "") : route));
    for (const raw of attributeUrls(html)) {
      if (/^(mailto:|tel:|data:|javascript:)/.test(raw)) continue;
      const url = new URL(raw, base);
      if (url.origin !== base.origin) continue;
      if (url.hash && url.pathname === base.pathname) {
        const id = decodeURIComponent(url.hash.slice(1));
        if (!html.includes(`id="${id}"`)) broken.push(`${route}: #${id} has no target`);
        continue;
      }
      const key = url.pathname;
      if (!checked.has(key)) checked.set(key, (await fetchUrl(`${url.origin}${url.pathname}`)).status);
      if (checked.get(key) !== 200) broken.push(`${route}: ${raw} → ${checked.get(key)}`);
    }
  }
  return { broken, checked: checked.size };
}

function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) =>
    JSON.parse(m[1]),
  );
}

function attributeUrls(html: string): string[] {
  const urls: string[] = [];
  for (const m of html.matchAll(/\s(?:href|src)="([^"]*)"/g)) urls.push(m[1]);
  for (const m of html.matchAll(/\ssrcset="([^"]*)"/g))
    urls.push(...m[1].split(",").map((part) => part.trim().split(/\s+/)[0]));
  return urls.map((u) => u.replace(/&amp;/g, "&")).filter(Boolean);
}

test.describe("search visibility", () => {
  test("every page is served with status 200", async () => {
    const pages = await builtPages();
    expect([...pages.keys()].sort()).toEqual([...allRoutes, "/404.html"].sort());
  });

  test("publishes a sitemap of every page of both editions but the 404s, and robots.txt pointing to it", async () => {
    const robots = await fetchUrl(siteUrl("/robots.txt"));
    expect(robots.status).toBe(200);
    expect(robots.body).toMatch(/^Sitemap: https?:\/\/.+\/sitemap-index\.xml$/m);
    const index = await fetchUrl(siteUrl("/sitemap-index.xml"));
    expect(index.status).toBe(200);
    const sitemapPaths = [...index.body.matchAll(/<loc>[^<]*?(\/sitemap-\d+\.xml)<\/loc>/g)].map((m) => m[1]);
    expect(sitemapPaths.length).toBeGreaterThan(0);
    const listed = new Set<string>();
    for (const sitemapPath of sitemapPaths) {
      const sitemap = await fetchUrl(siteUrl(sitemapPath));
      for (const m of sitemap.body.matchAll(/<loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g))
        listed.add(m[1].replace(/&amp;/g, "&") || "/");
    }
    // Both editions: the Spanish counterpart of every route, the Insights articles included.
    expect([...listed].sort()).toEqual([...sitemapRoutes, ...spanishRoutes].sort());
  });

  test("serves a favicon, touch icons and a web manifest", async () => {
    expect((await fetchUrl(siteUrl("/favicon.ico"))).status).toBe(200);
    const manifest = await fetchUrl(siteUrl("/manifest.webmanifest"));
    expect(manifest.status).toBe(200);
    const icons = (JSON.parse(manifest.body) as { icons: { src: string }[] }).icons;
    expect(icons.length).toBeGreaterThanOrEqual(4);
    for (const icon of icons) expect((await fetchUrl(siteUrl(`/${icon.src.replace(/^\//, "")}`))).status).toBe(200);
    const home = await pageHtml("/");
    expect(home).toMatch(/<link rel="apple-touch-icon"/);
    expect(home).toMatch(/<link rel="manifest" href="\/manifest.webmanifest"/);
  });

  for (const route of allRoutes) {
    test(`${route} has Open Graph and Twitter cards with the branded share image`, async () => {
      const html = await pageHtml(route);
      for (const property of ["og:title", "og:description", "og:url", "og:image"])
        expect(html).toContain(`property="${property}"`);
      expect(html).toContain('name="twitter:card" content="summary_large_image"');
      const image = /property="og:image" content="https?:\/\/[^/"]+([^"]+)"/.exec(html)?.[1];
      expect(image).toBe(SHARE_IMAGE_PATH);
      expect((await fetchUrl(siteUrl(image ?? "/missing"))).status).toBe(200);
    });
  }

  test("every page's share image is its own edition's: the Spanish card (or article card) on every /es page", async () => {
    const problems: string[] = [];
    const served = new Map<string, number>();
    for (const route of [...sitemapRoutes, ...spanishRoutes]) {
      const html = (await fetchUrl(siteUrl(route))).body;
      const image = /property="og:image" content="https?:\/\/[^/"]+([^"]+)"/.exec(html)?.[1] ?? "";
      const twitter = /name="twitter:image" content="https?:\/\/[^/"]+([^"]+)"/.exec(html)?.[1] ?? "";
      const locale = localeOfPath(route);
      if (localeOfPath(image) !== locale || !image.includes("/og/")) problems.push(`${route}: og:image ${image}`);
      if (twitter !== image) problems.push(`${route}: twitter:image ${twitter}`);
      if (!served.has(image)) served.set(image, (await fetchUrl(siteUrl(image))).status);
      if (served.get(image) !== 200) problems.push(`${route}: ${image} answers ${served.get(image)}`);
    }
    expect(problems).toEqual([]);
    expect(served.has(localizedPath(SHARE_IMAGE_PATH, "es"))).toBe(true);
  });

  test("describes the firm on the home page and breadcrumbs on every nested page", async () => {
    const home = jsonLd(await pageHtml("/"));
    expect(home.find((d) => d["@type"] === "AccountingService")).toMatchObject({ foundingDate: "1997" });
    for (const route of allRoutes.filter((r) => r !== "/")) {
      const crumbs = jsonLd(await pageHtml(route)).find((d) => d["@type"] === "BreadcrumbList");
      expect(crumbs).toBeDefined();
      const items = (crumbs?.itemListElement ?? []) as { item: string }[];
      expect(items[0].item).toMatch(/\/$/);
      expect(decodeURI(items[items.length - 1].item)).toMatch(new RegExp(`${escapeRegExp(route)}$`));
    }
  });

  test("marks up every FAQ on /resources and each career page as a JobPosting", async () => {
    const faq = jsonLd(await pageHtml("/resources")).find((d) => d["@type"] === "FAQPage");
    expect((faq?.mainEntity as unknown[] | undefined)?.length).toBe(recordCount("faqs"));
    for (const route of careerRoutes) {
      const posting = jsonLd(await pageHtml(route)).find((d) => d["@type"] === "JobPosting");
      expect(posting).toMatchObject({
        jobLocation: { address: { addressLocality: "Naperville", addressRegion: "IL" } },
      });
      expect(posting?.directApply).toBe(!route.endsWith("senior-tax-accountant"));
    }
  });
});

test.describe("integrity of the built site", () => {
  test("resolves every internal link and asset", async () => {
    const { broken, checked } = await brokenLinks(await builtPages());
    expect(broken).toEqual([]);
    expect(checked).toBeGreaterThan(allRoutes.length);
  });

  test("resolves every internal link and asset of the Spanish edition", async () => {
    const { broken, checked } = await brokenLinks(await builtSpanishPages());
    expect(broken).toEqual([]);
    expect(checked).toBeGreaterThan(spanishRoutes.length);
  });

  test("opens every new-tab link with rel=noopener noreferrer", async () => {
    const unsafe: string[] = [];
    for (const [route, html] of [...(await builtPages()), ...(await builtSpanishPages())]) {
      for (const m of html.matchAll(/<a\b[^>]*target="_blank"[^>]*>/g)) {
        const rel = /rel="([^"]*)"/.exec(m[0])?.[1].split(/\s+/) ?? [];
        if (!rel.includes("noopener") || !rel.includes("noreferrer")) unsafe.push(`${route}: ${m[0]}`);
      }
    }
    expect(unsafe).toEqual([]);
  });

  for (const route of [...allRoutes, "/404.html", ...spanishRoutes, "/es/404.html"]) {
    test(`${route} is valid HTML`, async () => {
      const report = await htmlValidate.validateString(await pageHtml(route), route);
      const errors = report.results.flatMap((r) =>
        r.messages.map((m) => `${m.ruleId} (${m.line}:${m.column}): ${m.message}`),
      );
      expect(errors).toEqual([]);
    });
  }
});

test("the test browser reaches no host but the site: plain HTTP gets a stub page, HTTPS is refused", async ({
  page,
}) => {
  const site = await page.goto("/");
  expect(site?.status()).toBe(200);
  await expect(page.locator("h1")).toBeVisible();
  const stub = await page.goto("http://www.example.com/any/path");
  expect(stub?.status()).toBe(200);
  expect(await page.title()).toBe("stub");
  // Last: a refused navigation goes on to commit Chromium's error page, which would interrupt a later goto.
  await expect(page.goto("https://www.google.com/maps/embed")).rejects.toThrow(/ERR_TUNNEL_CONNECTION_FAILED/);
});

test.describe("the post-build rewrites on the pages the build produced (gatsby/post-build.ts)", () => {
  test("every page loads its scripts through the inline early-capture loader, with its module's and view's files", async () => {
    const { namedChunkGroups } = JSON.parse(
      fs.readFileSync(path.join(__dirname, "../../public/webpack.stats.json"), "utf8"),
    ) as { namedChunkGroups: Record<string, { assets: Array<{ name: string }> }> };
    const wrong: string[] = [];
    for (const [route, html] of await builtPages()) {
      const loader =
        /<script id="early-capture">\(function[\s\S]*?\}\)\(window, (\[[^\]]*\])\);<\/script><\/head>/.exec(html);
      const scripts = loader ? (JSON.parse(loader[1]) as string[]) : [];
      if (/<script src="[^"]+\.js" async/.test(html)) wrong.push(`${route}: Gatsby's async script tags left in`);
      if (!scripts.some((file) => /^\/app-[0-9a-f]+\.js$/.test(file)))
        wrong.push(`${route}: no app bundle in the loader`);
      // A page's view files are the numbered chunks beside Gatsby's named ones.
      if (!scripts.some((file) => /^\/\d+-[0-9a-f]+\.js$/.test(file)))
        wrong.push(`${route}: no view file in the loader`);
      // The page module's files, which Gatsby leaves out of its own tags since they are numbered, load at once too.
      const pagePath = /window\.pagePath="([^"]*)"/.exec(html)?.[1] ?? "";
      const pageData = path.join(
        __dirname,
        "../../public/page-data",
        pagePath === "/" ? "index" : pagePath,
        "page-data.json",
      );
      const { componentChunkName } = JSON.parse(fs.readFileSync(pageData, "utf8")) as { componentChunkName: string };
      const moduleFiles = namedChunkGroups[componentChunkName].assets
        .map(({ name }) => `/${name}`)
        .filter((name) => name.endsWith(".js"));
      const missing = moduleFiles.filter((file) => !scripts.includes(file));
      if (!moduleFiles.length || missing.length) wrong.push(`${route}: page module files not loaded: ${missing}`);
      const mapping = /window\.___chunkMapping=("(?:[^"\\]|\\.)*")/.exec(html)?.[1];
      const listed = mapping ? (JSON.parse(JSON.parse(mapping) as string) as Record<string, string[]>) : {};
      if (String(listed[componentChunkName]) !== String(moduleFiles))
        wrong.push(`${route}: Gatsby's chunk map lists ${listed[componentChunkName]} for its page module`);
    }
    expect(wrong).toEqual([]);
  });

  test("every page inlines its view's styles once and leaves the views out of Gatsby's chunk map", async () => {
    const wrong: string[] = [];
    for (const [route, html] of await builtPages()) {
      const hrefs = [...html.matchAll(/<style[^>]*\sdata-href="([^"]+)"/g)].map((match) => match[1]);
      if (!/<style data-view="" data-href="\/[^"]+\.css">/.test(html)) wrong.push(`${route}: no view stylesheet`);
      if (new Set(hrefs).size !== hrefs.length) wrong.push(`${route}: a stylesheet inlined twice`);
      const mapping = /window\.___chunkMapping=("(?:[^"\\]|\\.)*")/.exec(html)?.[1];
      const names = mapping ? Object.keys(JSON.parse(JSON.parse(mapping) as string) as object) : [];
      if (!names.includes("app") || names.some((name) => name.startsWith("view---"))) {
        wrong.push(`${route}: chunk map ${names.filter((name) => !name.startsWith("component---")).join(", ")}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  test("every image has its own sources and shows without a script, and each module script is there once", async () => {
    const wrong: string[] = [];
    for (const [route, html] of await builtPages()) {
      for (const tag of html.match(/<img\b[^>]*\bdata-main-image\b[^>]*>/g) ?? []) {
        if (!/ src="\//.test(tag) || / data-src=|opacity:0/.test(tag)) wrong.push(`${route}: ${tag.slice(0, 80)}`);
      }
      if (/<noscript><(picture|img)\b/.test(html)) wrong.push(`${route}: <noscript> image copy left in`);
      const modules = [...html.matchAll(/<script type="module">([\s\S]*?)<\/script>/g)].map((match) => match[1]);
      if (new Set(modules).size !== modules.length) wrong.push(`${route}: a module script repeated`);
    }
    expect(wrong).toEqual([]);
  });
});

test.describe("the webpack settings on the files the build produced (gatsby/css-class-names.ts, modern-output.ts)", () => {
  test("every page names its CSS Modules classes with six letters, in its markup and in its stylesheet alike", async () => {
    const wrong: string[] = [];
    for (const [route, html] of await builtPages()) {
      if (/-module--/.test(html)) wrong.push(`${route}: a CSS Modules class keeps Gatsby's long name`);
      const styles = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]).join("");
      const body = html.slice(html.indexOf("<body"));
      // Every class the markup uses that is not one of the global ones is defined in the page's stylesheets.
      const classes = new Set([...body.matchAll(/ class="([^"]+)"/g)].flatMap((match) => match[1].split(/\s+/)));
      const short = [...classes].filter((name) => /^[a-zA-Z]{6}$/.test(name));
      if (short.length < 10) wrong.push(`${route}: only ${short.length} short class names`);
      const undefinedNames = short.filter((name) => !styles.includes(`.${name}`));
      if (undefinedNames.length > short.length / 4)
        wrong.push(`${route}: classes not in its styles: ${undefinedNames}`);
    }
    expect(wrong).toEqual([]);
  });

  test("the app script's module wrappers and export getters are written without the `function` keyword", () => {
    const publicDir = path.join(__dirname, "../../public");
    const { assetsByChunkName } = JSON.parse(fs.readFileSync(path.join(publicDir, "webpack.stats.json"), "utf8")) as {
      assetsByChunkName: Record<string, string[]>;
    };
    const app = assetsByChunkName.app.find((file) => /^app-[0-9a-f]+\.js$/.test(file)) as string;
    const code = fs.readFileSync(path.join(publicDir, app), "utf8");
    // Methods (`20(e,t,n){`) or arrows (`20:(e,t,n)=>{`), never Gatsby's ES5 `20:function(e,t,n){`.
    expect(code).toMatch(/[{,]\d+(\(\w(,\w)*\)\{|:\(\w(,\w)*\)=>)/);
    expect(code).not.toMatch(/[{,]\d+:function\(\w(,\w)*\)\{/);
    expect(code).not.toMatch(/\.d\(\w,\{\w+:function\(\)\{return/);
  });
});

test.describe("security headers and a clean console", () => {
  test("sends the hardening headers with every page", async () => {
    const { headers } = await fetchUrl(siteUrl("/about"));
    expect(headers["content-security-policy"]).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+/);
    expect(headers["content-security-policy"]).not.toMatch(
      /unsafe-inline[^;]*;.*script-src|script-src[^;]*unsafe-(inline|eval)/,
    );
    expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(headers["content-security-policy"]).toMatch(/connect-src 'self' https:\/\/api\.emailjs\.com/);
    expect(headers["strict-transport-security"]).toMatch(/max-age=\d+/);
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBeDefined();
    expect(headers["permissions-policy"]).toBeDefined();
    expect(headers["cache-control"]).toMatch(/max-age=0/);
    // Gatsby's app bundle, which the page's inline loader names (src/hydration/early-capture.ts).
    const js = /"(\/app-[0-9a-f]+\.js)"/.exec(await pageHtml("/"))?.[1];
    expect((await fetchUrl(siteUrl(js ?? "/missing.js"))).headers["cache-control"]).toMatch(/immutable/);
  });
});
