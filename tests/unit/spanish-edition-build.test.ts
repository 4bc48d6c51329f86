/**
 * The build's side of the Spanish edition: page contexts (gatsby/locale-pages.ts), sitemap entries
 * (gatsby/sitemap.ts) and the _redirects file (gatsby/post-build.ts).
 */
import { createPageInBothEditions, pageInLocale } from "../../gatsby/locale-pages";
import { sitemapEntry } from "../../gatsby/sitemap";
import { redirectsFile } from "../../gatsby/post-build";

describe("pages in both editions", () => {
  it("gives English pages their locale and Spanish pages theirs with the Spanish dictionary", () => {
    const page = { path: "/about", component: "about.tsx", context: { id: "x" } };
    expect(pageInLocale(page, "en")).toEqual({ ...page, context: { id: "x", locale: "en" } });
    const spanish = pageInLocale(page, "es");
    expect(spanish.path).toBe("/es/about");
    expect(spanish.context).toMatchObject({ id: "x", locale: "es", dictionary: { header: { openMenu: "Menú" } } });
  });

  it("creates the 404 page's Spanish twin for every unknown path under /es, and as /es/404.html", () => {
    const created: { path: string; matchPath?: string }[] = [];
    createPageInBothEditions((page) => created.push(page as { path: string }), { path: "/404", component: "404" });
    expect(created.map(({ path, matchPath }) => [path, matchPath])).toEqual([
      ["/404", undefined],
      ["/es/404", "/es/*"],
      ["/es/404.html", undefined],
    ]);
  });
});

describe("sitemap entries", () => {
  it("list the alternates of both editions, x-default the English", () => {
    expect(sitemapEntry({ path: "/es/services/taxes" }).links).toEqual([
      { lang: "en", url: "/services/taxes" },
      { lang: "es", url: "/es/services/taxes" },
      { lang: "x-default", url: "/services/taxes" },
    ]);
    expect(sitemapEntry({ path: "/" }).url).toBe("/");
  });

  it("give an Insights article and its Spanish version the same alternates", () => {
    const links = [
      { lang: "en", url: "/insights/what-to-do-first-irs-notice" },
      { lang: "es", url: "/es/insights/what-to-do-first-irs-notice" },
      { lang: "x-default", url: "/insights/what-to-do-first-irs-notice" },
    ];
    expect(sitemapEntry({ path: "/insights/what-to-do-first-irs-notice" }).links).toEqual(links);
    expect(sitemapEntry({ path: "/es/insights/what-to-do-first-irs-notice" }).links).toEqual(links);
  });
});

describe("_redirects", () => {
  it("answers unknown paths under /es with the Spanish 404 page, before the English catch-all", () => {
    // scripts/static-server.mjs follows the same rules (tests/e2e/spanish.spec.ts, the 404 test).
    expect(redirectsFile()).toBe("/es/*  /es/404.html  404\n/*  /404.html  404\n");
  });
});
