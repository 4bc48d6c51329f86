import { localeOfPath, localeTag, localizedPath, openGraphLocale, pathWithoutLocale } from "../../src/lib/locale";

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
