import {
  editionPath,
  localeOfPath,
  localeTag,
  localizedPath,
  openGraphLocale,
  otherLocales,
  pathWithoutLocale,
  longDate,
  switchPath,
} from "../../../src/lib/locale";

describe("locale of a path", () => {
  it.each([
    ["/", "en"],
    ["/about", "en"],
    ["/estimated", "en"],
    ["/es", "es"],
    ["/es/", "es"],
    ["/es/about", "es"],
    ["/es/tax_organizer.pdf", "es"],
    ["/es?q=nómina", "es"],
  ])("%s is %s", (path, locale) => {
    expect(localeOfPath(path)).toBe(locale);
  });
});

describe("localizedPath", () => {
  it.each([
    ["/", "es", "/es"],
    ["/about", "es", "/es/about"],
    ["/services/taxes/IRS-representation", "es", "/es/services/taxes/IRS-representation"],
    ["/search?q=payroll", "es", "/es/search?q=payroll"],
    ["/#faq", "es", "/es#faq"],
    ["/es/about", "en", "/about"],
    ["/es", "en", "/"],
    ["/es#faq", "en", "/#faq"],
    ["/es/about", "es", "/es/about"],
    ["https://www.irs.gov/", "es", "https://www.irs.gov/"],
    ["mailto:info@example.com", "es", "mailto:info@example.com"],
  ] as const)("%s in %s is %s", (path, locale, expected) => {
    expect(localizedPath(path, locale)).toBe(expected);
  });

  it("strips only the edition prefix", () => {
    expect(pathWithoutLocale("/estimated-tax")).toBe("/estimated-tax");
    expect(pathWithoutLocale("/es/es")).toBe("/es");
  });
});

describe("locale tags", () => {
  it("formats for US English and US Spanish", () => {
    expect([localeTag("en"), localeTag("es")]).toEqual(["en-US", "es-US"]);
    expect([openGraphLocale("en"), openGraphLocale("es")]).toEqual(["en_US", "es_US"]);
  });
});

describe("routes of the Spanish edition", () => {
  it("keeps links in the page's edition, articles and feeds included, except to other sites", () => {
    expect(editionPath("/about#members", "es")).toBe("/es/about#members");
    expect(editionPath("/tax_organizer.pdf", "es")).toBe("/es/tax_organizer.pdf");
    expect(editionPath("/insights/what-to-do-first-irs-notice", "es")).toBe("/es/insights/what-to-do-first-irs-notice");
    expect(editionPath("/insights/what-to-do-first-irs-notice#sources", "es")).toBe(
      "/es/insights/what-to-do-first-irs-notice#sources",
    );
    expect(editionPath("/insights/rss.xml", "es")).toBe("/es/insights/rss.xml");
    expect(editionPath("https://www.irs.gov/", "es")).toBe("https://www.irs.gov/");
    expect(editionPath("tel:+16305550147", "es")).toBe("tel:+16305550147");
    expect(editionPath("/es/about", "en")).toBe("/about");
    expect(editionPath("/about", "en")).toBe("/about");
  });

  it("switches to the same page in the other language, an article to its translation", () => {
    expect(otherLocales("en")).toEqual(["es"]);
    expect(otherLocales("es")).toEqual(["en"]);
    expect(switchPath("/", "es")).toBe("/es");
    expect(switchPath("/es/services/taxes", "en")).toBe("/services/taxes");
    expect(switchPath("/insights/what-to-do-first-irs-notice", "es")).toBe("/es/insights/what-to-do-first-irs-notice");
    expect(switchPath("/es/insights/what-to-do-first-irs-notice", "en")).toBe("/insights/what-to-do-first-irs-notice");
  });

  it("writes dates out in Spanish (es-US)", () => {
    expect(longDate("2026-11-23", "es")).toBe("23 de noviembre de 2026");
    expect(longDate("2026-01-01", "es")).toBe("1 de enero de 2026");
  });
});
