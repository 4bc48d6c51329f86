import { sitemapEntry } from "../../../gatsby/sitemap";

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
