import {
  holidayName,
  isBusinessDay,
  isLegalHoliday,
  legalHolidays,
  nextBusinessDay,
} from "../../../../src/lib/tax-deadlines";
import { englishText } from "../../../helpers/english";

describe("legal holidays", () => {
  it("lists every federal holiday and DC Emancipation Day for 2025 on its real date", () => {
    expect(legalHolidays(2025).map((h) => [holidayName(h.code, englishText), h.observed])).toEqual([
      ["New Year's Day", "2025-01-01"],
      ["Birthday of Martin Luther King, Jr.", "2025-01-20"],
      ["Inauguration Day", "2025-01-20"],
      ["Washington's Birthday", "2025-02-17"],
      ["District of Columbia Emancipation Day", "2025-04-16"],
      ["Memorial Day", "2025-05-26"],
      ["Juneteenth National Independence Day", "2025-06-19"],
      ["Independence Day", "2025-07-04"],
      ["Labor Day", "2025-09-01"],
      ["Columbus Day", "2025-10-13"],
      ["Veterans Day", "2025-11-11"],
      ["Thanksgiving Day", "2025-11-27"],
      ["Christmas Day", "2025-12-25"],
    ]);
  });

  it("observes a Saturday holiday on the Friday before and a Sunday holiday on the Monday after", () => {
    const observed = (year: number, name: string) =>
      legalHolidays(year).find((h) => holidayName(h.code, englishText) === name)?.observed;
    expect(observed(2026, "Independence Day")).toBe("2026-07-03"); // Saturday
    expect(observed(2027, "Independence Day")).toBe("2027-07-05"); // Sunday
    expect(observed(2027, "Christmas Day")).toBe("2027-12-24"); // Saturday
    expect(observed(2028, "Veterans Day")).toBe("2028-11-10"); // Saturday
    expect(observed(2029, "Veterans Day")).toBe("2029-11-12"); // Sunday
    expect(observed(2027, "Juneteenth National Independence Day")).toBe("2027-06-18"); // Saturday
    expect(observed(2022, "District of Columbia Emancipation Day")).toBe("2022-04-15"); // Saturday
    expect(observed(2028, "District of Columbia Emancipation Day")).toBe("2028-04-17"); // Sunday
  });

  it("closes offices on Friday, December 31 when New Year's Day falls on a Saturday", () => {
    expect(legalHolidays(2028)[0]).toEqual({ code: "newYearsDay", date: "2028-01-01", observed: "2027-12-31" });
    expect(holidayName(legalHolidays(2028)[0].code, englishText)).toBe("New Year's Day");
    expect(isLegalHoliday("2027-12-31")).toBe(true);
    expect(isBusinessDay("2027-12-31")).toBe(false);
    expect(nextBusinessDay("2027-12-31")).toBe("2028-01-03");
  });

  // Source: 5 U.S.C. 6103(c) — "January 20 of each fourth year after 1965, Inauguration Day, is a legal public holiday";
  // when it falls on a Sunday, the next day is — and 26 CFR 301.7503-1(b): IRC § 7503's legal holidays are those of
  // the District of Columbia (https://www.irs.gov/pub/irs-regs/td8681.txt).
  it("adds Inauguration Day every fourth year, on Monday when January 20 is a Sunday", () => {
    const inauguration = (year: number) =>
      legalHolidays(year).find((h) => holidayName(h.code, englishText) === "Inauguration Day")?.observed;
    expect(inauguration(2029)).toBe("2029-01-20"); // a Saturday: no Friday observance
    expect(isLegalHoliday("2029-01-19")).toBe(false);
    expect(inauguration(2033)).toBe("2033-01-20"); // a Thursday
    expect(isLegalHoliday("2033-01-20")).toBe(true);
    expect(nextBusinessDay("2033-01-20")).toBe("2033-01-21");
    expect(inauguration(2041)).toBe("2041-01-21"); // January 20, 2041 is a Sunday
    expect([2026, 2027, 2028, 2030, 2032].map(inauguration)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect(nextBusinessDay("2033-01-20", "illinois")).toBe("2033-01-20"); // not an Illinois holiday
  });

  it("has no Juneteenth before 2021", () => {
    expect(legalHolidays(2020).some((h) => holidayName(h.code, englishText).startsWith("Juneteenth"))).toBe(false);
    expect(legalHolidays(2021).some((h) => holidayName(h.code, englishText).startsWith("Juneteenth"))).toBe(true);
  });

  it("rolls weekends and holidays forward to the next business day", () => {
    expect(nextBusinessDay("2025-04-15")).toBe("2025-04-15"); // Tuesday
    expect(nextBusinessDay("2025-06-15")).toBe("2025-06-16"); // Sunday
    expect(nextBusinessDay("2025-08-30")).toBe("2025-09-02"); // Saturday, Sunday, Labor Day
    expect(nextBusinessDay("2026-07-03")).toBe("2026-07-06"); // observed Independence Day, then the weekend
    expect(nextBusinessDay("2028-04-15")).toBe("2028-04-18"); // Saturday, Sunday, Emancipation Day observed Monday
  });
});
