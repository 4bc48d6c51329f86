import { groupThousands, pluralCategory, wholeDollars } from "../../../src/lib/number-format";

describe("number formatting", () => {
  it("groups thousands as en-US does", () => {
    for (const value of [0, 7, 999, 1000, 2000, 12345, 500000, 1234567, 100000000, -4200, 2799.6]) {
      expect(groupThousands(value, "en-US")).toBe(Math.round(value).toLocaleString("en-US"));
    }
  });

  it("writes whole dollars as Intl's en-US currency format does", () => {
    const intl = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });
    for (const amount of [0, 600, 2000, 2800, 10000, 160200, -1500]) {
      expect(wholeDollars(amount, "en-US")).toBe(intl.format(amount));
    }
  });
});

describe("number formatting by locale", () => {
  it("writes es-US numbers and dollars as Intl does (the same grouping as en-US)", () => {
    const intl = new Intl.NumberFormat("es-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });
    for (const amount of [0, 600, 2000, 2800, 10000, 160200, 1234567, -1500]) {
      expect(wholeDollars(amount, "es-US")).toBe(intl.format(amount));
      expect(groupThousands(amount, "es-US")).toBe(amount.toLocaleString("es-US"));
    }
  });

  it("goes through Intl for any other locale", () => {
    expect(groupThousands(1234567, "es-ES")).toBe((1234567).toLocaleString("es-ES"));
    expect(wholeDollars(2000, "de-DE")).toBe(
      new Intl.NumberFormat("de-DE", { style: "currency", currency: "USD", maximumFractionDigits: 0 }).format(2000),
    );
  });
});

describe("plural categories", () => {
  const counts = [...Array.from({ length: 2001 }, (_, n) => n - 1000), 1_000_000, 2_000_000, 10_500_000, 1.5, 0.5];

  it.each(["en-US", "es-US"])("matches Intl.PluralRules for %s, written out", (locale) => {
    const rules = new Intl.PluralRules(locale);
    expect(counts.map((count) => pluralCategory(count, locale))).toEqual(counts.map((count) => rules.select(count)));
  });

  it("asks Intl for any other locale", () => {
    expect(pluralCategory(0, "fr-CA")).toBe("one");
    expect(pluralCategory(3, "pl-PL")).toBe("few");
  });
});
