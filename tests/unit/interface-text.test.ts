import { interfaceText, type Dictionary } from "../../src/lib/interface-text";

const dictionary = {
  common: { opensInNewTab: "(opens in a new tab)" },
  sample: { results: { one: "{count} result", other: "{count} results" }, greeting: "Hello, {name}" },
} as unknown as Dictionary;

type AnyKey = Parameters<typeof interfaceText>[0];

describe("interfaceText", () => {
  it("returns the text for a key", () => {
    expect(interfaceText("common.opensInNewTab")).toBe("(opens in a new tab)");
  });

  it("fills placeholders", () => {
    expect(interfaceText("sample.greeting" as AnyKey, { name: "Ana" }, dictionary)).toBe("Hello, Ana");
  });

  it("picks the plural form by count", () => {
    expect(interfaceText("sample.results" as AnyKey, { count: 1 }, dictionary)).toBe("1 result");
    expect(interfaceText("sample.results" as AnyKey, { count: 0 }, dictionary)).toBe("0 results");
    expect(interfaceText("sample.results" as AnyKey, { count: 12 }, dictionary)).toBe("12 results");
  });

  it("refuses an unknown key and a missing placeholder value", () => {
    expect(() => interfaceText("sample.missing" as AnyKey, {}, dictionary)).toThrow('no text for "sample.missing"');
    expect(() => interfaceText("sample.greeting" as AnyKey, {}, dictionary)).toThrow("{name}");
  });
});
