import { formatCounterValue, parseCounterValue } from "../../../src/lib/counter-value";

describe("counter values", () => {
  it("splits a figure around its number and rebuilds it with commas", () => {
    const donated = parseCounterValue("$500,000+");
    expect(donated).toEqual({ prefix: "$", number: 500000, suffix: "+" });
    expect(formatCounterValue(donated, 1234.4)).toBe("$1,234+");
    expect(formatCounterValue(parseCounterValue("$100M+"), 100)).toBe("$100M+");
    expect(formatCounterValue(parseCounterValue("98%"), 98)).toBe("98%");
  });
});
