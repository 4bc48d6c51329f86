import { formatClock, formatOpeningHours } from "../../../src/lib/hours";
import { englishText } from "../../helpers/english";

describe("office hours", () => {
  it("reads 24-hour times the way people say them", () => {
    expect(formatClock("08:30", englishText)).toBe("8:30 a.m.");
    expect(formatClock("17:00", englishText)).toBe("5 p.m.");
    expect(formatClock("12:00", englishText)).toBe("noon");
    expect(formatClock("00:15", englishText)).toBe("12:15 a.m.");
    expect(formatOpeningHours("09:00", "13:00", englishText)).toBe("9 a.m. – 1 p.m.");
  });

  it("rejects what is not a time", () => {
    expect(() => formatClock("25:00", englishText)).toThrow(/24-hour/);
    expect(() => formatClock("9am", englishText)).toThrow(/24-hour/);
  });
});
