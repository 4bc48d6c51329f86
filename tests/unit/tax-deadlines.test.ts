import { collection } from "../helpers/data";
import {
  addDays,
  addMonths,
  dayOfWeek,
  deadlinesBetween,
  deadlinesFor,
  formatLongDate,
  formatMonthYear,
  formatQuarterMonths,
  holidayName,
  isBusinessDay,
  isLegalHoliday,
  legalHolidays,
  nextBusinessDay,
  monthNames,
  nthWeekdayOfMonth,
  validateRule,
  weekdayNames,
  type TaxDeadlineRule,
} from "../../src/lib/tax-deadlines";
import { englishDates, englishText } from "../helpers/english";

const rules = collection<TaxDeadlineRule[]>("tax-deadline-rules");

const on = (year: number, ruleId: string) =>
  deadlinesFor(year, rules, englishDates, englishText).filter((e) => e.ruleId === ruleId);
const datesOf = (year: number, ruleId: string) => on(year, ruleId).map((e) => e.date);

function rule(schedule: TaxDeadlineRule["schedule"], extra: Partial<TaxDeadlineRule> = {}): TaxDeadlineRule {
  return {
    key: "test-rule",
    title: "Test {taxYear}",
    description: "Due for {taxYear}",
    audience: ["Individuals"],
    source: { label: "IRS Publication 509", url: "https://www.irs.gov/publications/p509" },
    schedule,
    ...extra,
  };
}

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

describe("dates in words, by locale (Intl.DateTimeFormat; joining words from data/interface/en.json)", () => {
  it("writes en-US dates exactly as the calendar always has", () => {
    expect(formatLongDate("2025-04-15", "en-US")).toBe("April 15, 2025");
    expect(formatLongDate("2025-04-15", "en-US", { weekday: true })).toBe("Tuesday, April 15, 2025");
    expect(formatLongDate("2027-01-01", "en-US", { weekday: true })).toBe("Friday, January 1, 2027");
    expect(formatMonthYear(2027, 4, "en-US")).toBe("April 2027");
    expect(formatQuarterMonths(2025, 1, "en-US", englishText)).toBe("January–March 2025");
    expect(formatQuarterMonths(2025, 4, "en-US", englishText)).toBe("October–December 2025");
    expect(monthNames("en-US")).toEqual([
      "January",
      "February",
      "March",
      "April",
      "May",
      "June",
      "July",
      "August",
      "September",
      "October",
      "November",
      "December",
    ]);
    expect(weekdayNames("en-US", "long")).toEqual([
      "Sunday",
      "Monday",
      "Tuesday",
      "Wednesday",
      "Thursday",
      "Friday",
      "Saturday",
    ]);
    expect(weekdayNames("en-US", "short")).toEqual(["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]);
  });
  it("keeps the civil date whatever the time zone, and uses the locale it is given", () => {
    expect(formatLongDate("2025-12-31", "en-US")).toBe("December 31, 2025");
    expect(formatLongDate("0099-01-01", "en-US")).toBe("January 1, 99");
    expect(monthNames("es-US")[0].toLowerCase()).toBe("enero");
    expect(formatLongDate("2025-04-15", "es-US")).toBe("15 de abril de 2025");
    const monthly = rule({ kind: "monthly", day: 10 }, { title: "For {period}" });
    expect(deadlinesFor(2025, [monthly], "es-US", englishText)[0].title).toBe("For diciembre de 2024");
    expect(deadlinesFor(2025, [monthly], englishDates, englishText)[0].title).toBe("For December 2024");
  });
});

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

describe("deadlinesFor with the rules in data/", () => {
  it("every rule in data/ is valid", () => {
    expect(() => rules.forEach(validateRule)).not.toThrow();
    expect(new Set(rules.map((r) => r.key)).size).toBe(rules.length);
  });

  it("April 15, 2025 is a normal Tuesday deadline", () => {
    expect(datesOf(2025, "individual-return")).toEqual(["2025-04-15"]);
    expect(on(2025, "individual-return")[0]).toMatchObject({
      title: "Individual income tax returns for 2024 (Form 1040)",
      audience: ["Individuals"],
    });
    expect(on(2025, "individual-return")[0].movedFrom).toBeUndefined();
  });

  it("moves the second 2025 installment from Sunday, June 15 to Monday, June 16", () => {
    const second = on(2025, "individual-estimated-tax").find((e) => e.title.includes("second"));
    expect(second).toMatchObject({ date: "2025-06-16", movedFrom: "2025-06-15" });
    expect(second?.title).toBe("Individual estimated tax: second installment for 2025");
  });

  it("moves the April deadline past DC Emancipation Day", () => {
    expect(datesOf(2028, "individual-return")).toEqual(["2028-04-18"]); // Sat 15, Sun 16, observed Mon 17
    expect(datesOf(2029, "individual-return")).toEqual(["2029-04-17"]); // Sun 15, Emancipation Day Mon 16
    expect(datesOf(2022, "individual-return")).toEqual(["2022-04-18"]); // Fri 15 is the observed holiday
    expect(datesOf(2023, "individual-return")).toEqual(["2023-04-18"]); // Sat 15, Sun 16, observed Mon 17
    expect(datesOf(2027, "individual-return")).toEqual(["2027-04-15"]); // Thursday, no move
  });

  it("expands a monthly rule to twelve dates covering the month before", () => {
    const tips = on(2025, "tip-report");
    expect(tips).toHaveLength(12);
    expect(tips[0]).toMatchObject({
      date: "2025-01-10",
      title: "Employees: report December 2024 tips to your employer",
    });
    expect(tips.map((t) => t.date)).toContain("2025-05-12"); // May 10 is a Saturday
    expect(tips.find((t) => t.date === "2025-05-12")?.description).toContain("$20 or more in tips during April 2025");
  });

  it("expands a quarterly rule to the last day of the month after each quarter, Q4 in the next January", () => {
    expect(datesOf(2025, "form-941")).toEqual(["2025-01-31", "2025-04-30", "2025-07-31", "2025-10-31"]);
    expect(on(2025, "form-941")[0].title).toBe("Form 941 for the fourth quarter of 2024");
    // Q4 2025 is due Saturday, January 31, 2026, so Monday, February 2.
    expect(on(2026, "form-941")[0]).toMatchObject({
      date: "2026-02-02",
      title: "Form 941 for the fourth quarter of 2025",
    });
    expect(on(2025, "futa-deposit")[1].description).toContain("through March 31, 2025");
  });

  it("expands annual rules with the tax year they concern", () => {
    expect(on(2025, "exempt-organization-return")[0]).toMatchObject({
      date: "2025-05-15",
      title: "Exempt organization returns for 2024 (Forms 990, 990-EZ, 990-PF)",
    });
    expect(on(2025, "form-2290")[0]).toMatchObject({ date: "2025-09-02", movedFrom: "2025-08-31" }); // Sunday, then Labor Day
    expect(on(2025, "form-2290")[0].description).toContain("July 1, 2025");
    expect(datesOf(2025, "exempt-organization-return-extended")).toEqual(["2025-11-17"]); // Saturday
    expect(on(2025, "exempt-organization-e-postcard")[0].description).toContain("$50,000 or less");
  });

  it("expands installments, the individual fourth in the next January", () => {
    expect(on(2025, "individual-estimated-tax").map((e) => [e.date, e.title])).toEqual([
      ["2025-01-15", "Individual estimated tax: fourth installment for 2024"],
      ["2025-04-15", "Individual estimated tax: first installment for 2025"],
      ["2025-06-16", "Individual estimated tax: second installment for 2025"],
      ["2025-09-15", "Individual estimated tax: third installment for 2025"],
    ]);
    expect(datesOf(2025, "corporate-estimated-tax")).toEqual(["2025-04-15", "2025-06-16", "2025-09-15", "2025-12-15"]);
  });

  it("shows the household-employer threshold of the tax year, and says so when none is listed", () => {
    expect(on(2025, "household-employer")[0].description).toContain("cash wages of $2,700 or more in 2024");
    expect(on(2026, "household-employer")[0].description).toContain("cash wages of $2,800 or more in 2025");
    expect(on(2030, "household-employer")[0].description).toContain(
      "cash wages of the Social Security threshold for that year or more in 2029",
    );
    expect(on(2027, "form-1099-nec")[0].description).toContain("$2,000 or more for services in 2026");
  });

  it("covers the spec's events from April 1 to December 15, 2025, each on a business day", () => {
    const events = deadlinesBetween("2025-04-01", "2025-12-15", rules, englishDates, englishText);
    // The spec's 63, and the rules added since (the later Form 941 dates, Form 730): no exact count, which would
    // change with every rule added.
    expect(events.length).toBeGreaterThanOrEqual(60);
    expect(events.length).toBeLessThanOrEqual(120);
    expect(events[0].date).toBe("2025-04-10");
    expect(events.at(-1)?.date).toBe("2025-12-15");
    expect(events.map((e) => e.date)).toEqual([...events.map((e) => e.date)].sort());
    events.forEach((e) => {
      expect(isBusinessDay(e.date)).toBe(true);
      expect(e.title).not.toMatch(/[{}]/);
      expect(e.description).not.toMatch(/[{}]/);
    });
  });

  it("takes events across a year boundary, including a roll-forward into January", () => {
    const events = deadlinesBetween("2025-12-01", "2026-01-31", rules, englishDates, englishText);
    expect(events.map((e) => e.date)).toEqual(
      expect.arrayContaining(["2025-12-10", "2025-12-15", "2026-01-12", "2026-01-15"]),
    );
    expect(events.every((e) => e.date >= "2025-12-01" && e.date <= "2026-01-31")).toBe(true);
    // Q4 2025 Form 941 moves from Saturday, January 31 to February 2, outside the range.
    expect(events.some((e) => e.ruleId === "form-941")).toBe(false);
    const december = rule({ kind: "annual", month: 12, day: 31, taxYearOffset: 0 });
    // December 31, 2027 is the Friday observance of New Year's Day 2028, and December 31, 2028 a
    // Sunday before New Year's Day: both deadlines move into the next calendar year.
    expect(deadlinesFor(2028, [december], englishDates, englishText)).toEqual([
      expect.objectContaining({ date: "2028-01-03", movedFrom: "2027-12-31", title: "Test 2027" }),
    ]);
    expect(deadlinesFor(2029, [december], englishDates, englishText)).toEqual([
      expect.objectContaining({ date: "2029-01-02", movedFrom: "2028-12-31", title: "Test 2028" }),
      expect.objectContaining({ date: "2029-12-31", title: "Test 2029" }),
    ]);
  });
});

describe("validateRule", () => {
  it.each([
    ["an unknown kind", rule({ kind: "weekly", day: 1 }), /unknown schedule kind/],
    ["a monthly rule without a day", rule({ kind: "monthly" }), /needs a day/],
    ["an annual rule without a month", rule({ kind: "annual", day: 15 }), /needs a month/],
    ["installments without dates", rule({ kind: "installments", installments: [] }), /at least one installment/],
    [
      "an unknown placeholder",
      rule({ kind: "monthly", day: 1 }, { title: "For {quater}" }),
      /unknown placeholder \{quater\}/,
    ],
    [
      "{threshold} without thresholds",
      rule({ kind: "monthly", day: 1 }, { description: "{threshold}" }),
      /lists no thresholds/,
    ],
    ["no audience", rule({ kind: "monthly", day: 1 }, { audience: [] }), /audience is empty/],
  ])("rejects %s", (_label, bad, message) => {
    expect(() => validateRule(bad)).toThrow(message);
    expect(() => deadlinesFor(2025, [bad], englishDates, englishText)).toThrow(/test-rule/);
  });

  it("rejects a placeholder the schedule does not provide", () => {
    expect(() =>
      deadlinesFor(
        2025,
        [rule({ kind: "annual", month: 1, day: 1 }, { title: "{quarter}" })],
        englishDates,
        englishText,
      ),
    ).toThrow(/uses \{quarter\}/);
  });

  it("clamps a day beyond the month's end", () => {
    const monthly = rule({ kind: "monthly", day: 31 });
    expect(
      deadlinesFor(2025, [monthly], englishDates, englishText)
        .map((e) => e.date)
        .slice(1, 3),
    ).toEqual(["2025-02-28", "2025-03-31"]);
  });
});
