import { addDays, addMonths, dayOfWeek, nthWeekdayOfMonth } from "../../../../src/lib/tax-deadlines";

describe("date helpers", () => {
  it("knows weekdays, month ends and leap years", () => {
    expect(dayOfWeek("2025-06-15")).toBe(0);
    expect(dayOfWeek("2028-04-15")).toBe(6);
    expect(addDays("2024-02-28", 1)).toBe("2024-02-29");
    expect(addDays("2025-02-28", 1)).toBe("2025-03-01");
    expect(addDays("2025-12-31", 1)).toBe("2026-01-01");
    expect(addMonths("2025-01-31", 1)).toBe("2025-02-28");
    expect(addMonths("2025-12-15", 1)).toBe("2026-01-15");
    expect(addMonths("2026-01-10", -1)).toBe("2025-12-10");
  });
  it("finds the n-th and the last weekday of a month", () => {
    expect(nthWeekdayOfMonth(2025, 1, 1, 3)).toBe("2025-01-20");
    expect(nthWeekdayOfMonth(2025, 5, 1, -1)).toBe("2025-05-26");
    expect(nthWeekdayOfMonth(2025, 11, 4, 4)).toBe("2025-11-27");
  });
});
