import { groupThousands, wholeDollars } from "../../src/lib/number-format";

describe("number formatting", () => {
  it("groups thousands as en-US does", () => {
    for (const value of [0, 7, 999, 1000, 2000, 12345, 500000, 1234567, 100000000, -4200, 2799.6]) {
      expect(groupThousands(value)).toBe(Math.round(value).toLocaleString("en-US"));
    }
  });

  it("writes whole dollars as Intl's en-US currency format does", () => {
    const intl = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });
    for (const amount of [0, 600, 2000, 2800, 10000, 160200, -1500]) {
      expect(wholeDollars(amount)).toBe(intl.format(amount));
    }
  });
});
