import { formatClock, formatOpeningHours } from "../../src/lib/hours";

describe("office hours", () => {
  it("reads 24-hour times the way people say them", () => {
    expect(formatClock("08:30")).toBe("8:30 a.m.");
    expect(formatClock("17:00")).toBe("5 p.m.");
    expect(formatClock("12:00")).toBe("noon");
    expect(formatClock("00:15")).toBe("12:15 a.m.");
    expect(formatOpeningHours("09:00", "13:00")).toBe("9 a.m. – 1 p.m.");
  });

  it("rejects what is not a time", () => {
    expect(() => formatClock("25:00")).toThrow(/24-hour/);
    expect(() => formatClock("9am")).toThrow(/24-hour/);
  });
});
