import { interfaceText, type Dictionary } from "../../../src/lib/interface-text";
import { englishDictionary } from "../../helpers/english";

const dictionary = {
  common: { opensInNewTab: "(opens in a new tab)" },
  sample: { results: { one: "{count} result", other: "{count} results" }, greeting: "Hello, {name}" },
  // The language whose plural rules (Intl.PluralRules) choose a plural entry's form.
  dates: { locale: "en-US" },
} as unknown as Dictionary;

type AnyKey = Parameters<typeof interfaceText>[1];

describe("interfaceText", () => {
  it("returns the text for a key", () => {
    expect(interfaceText(englishDictionary, "common.opensInNewTab")).toBe("(opens in a new tab)");
  });

  it("fills placeholders", () => {
    expect(interfaceText(dictionary, "sample.greeting" as AnyKey, { name: "Ana" })).toBe("Hello, Ana");
  });

  it("picks the plural form by count", () => {
    expect(interfaceText(dictionary, "sample.results" as AnyKey, { count: 1 })).toBe("1 result");
    expect(interfaceText(dictionary, "sample.results" as AnyKey, { count: 0 })).toBe("0 results");
    expect(interfaceText(dictionary, "sample.results" as AnyKey, { count: 12 })).toBe("12 results");
  });

  it("refuses an unknown key and a missing placeholder value", () => {
    expect(() => interfaceText(dictionary, "sample.missing" as AnyKey, {})).toThrow('no text for "sample.missing"');
    expect(() => interfaceText(dictionary, "sample.greeting" as AnyKey, {})).toThrow("{name}");
  });
});
