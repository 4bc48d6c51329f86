/**
 * The deadline rules (src/lib/tax-deadlines/rules.ts) with the records of data/: how each kind of schedule expands,
 * what a rule must hold to be valid, the official page each rule cites, and the dates of the federal and Illinois
 * rules, worked out by hand from each rule's source and the calendar (weekday, holidays).
 */
import {
  deadlinesBetween,
  deadlinesFor,
  easterSunday,
  holidayName,
  illinoisHolidays,
  isBusinessDay,
  nextBusinessDay,
  rulesWithoutSource,
  validateRule,
  type TaxDeadlineRule,
} from "../../../../src/lib/tax-deadlines";
import { englishDates, englishText } from "../../../helpers/english";
import { federalRules as federal, illinoisRules as illinois, rule } from "../../../helpers/tax-rules";

const allRules = [...federal, ...illinois];
const datesOf = (rules: readonly TaxDeadlineRule[], year: number, ruleId: string) =>
  deadlinesFor(year, rules, englishDates, englishText)
    .filter((e) => e.ruleId === ruleId)
    .map((e) => e.date);
const first = (rules: readonly TaxDeadlineRule[], year: number, ruleId: string) =>
  deadlinesFor(year, rules, englishDates, englishText).find((e) => e.ruleId === ruleId);
const on = (year: number, ruleId: string) =>
  deadlinesFor(year, federal, englishDates, englishText).filter((e) => e.ruleId === ruleId);

describe("deadlinesFor with the rules in data/", () => {
  it("every rule in data/ is valid", () => {
    expect(() => federal.forEach(validateRule)).not.toThrow();
    expect(new Set(federal.map((r) => r.key)).size).toBe(federal.length);
  });

  it("April 15, 2025 is a normal Tuesday deadline", () => {
    expect(datesOf(federal, 2025, "individual-return")).toEqual(["2025-04-15"]);
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
    expect(datesOf(federal, 2028, "individual-return")).toEqual(["2028-04-18"]); // Sat 15, Sun 16, observed Mon 17
    expect(datesOf(federal, 2029, "individual-return")).toEqual(["2029-04-17"]); // Sun 15, Emancipation Day Mon 16
    expect(datesOf(federal, 2022, "individual-return")).toEqual(["2022-04-18"]); // Fri 15 is the observed holiday
    expect(datesOf(federal, 2023, "individual-return")).toEqual(["2023-04-18"]); // Sat 15, Sun 16, observed Mon 17
    expect(datesOf(federal, 2027, "individual-return")).toEqual(["2027-04-15"]); // Thursday, no move
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
    expect(datesOf(federal, 2025, "form-941")).toEqual(["2025-01-31", "2025-04-30", "2025-07-31", "2025-10-31"]);
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
    expect(datesOf(federal, 2025, "exempt-organization-return-extended")).toEqual(["2025-11-17"]); // Saturday
    expect(on(2025, "exempt-organization-e-postcard")[0].description).toContain("$50,000 or less");
  });

  it("expands installments, the individual fourth in the next January", () => {
    expect(on(2025, "individual-estimated-tax").map((e) => [e.date, e.title])).toEqual([
      ["2025-01-15", "Individual estimated tax: fourth installment for 2024"],
      ["2025-04-15", "Individual estimated tax: first installment for 2025"],
      ["2025-06-16", "Individual estimated tax: second installment for 2025"],
      ["2025-09-15", "Individual estimated tax: third installment for 2025"],
    ]);
    expect(datesOf(federal, 2025, "corporate-estimated-tax")).toEqual([
      "2025-04-15",
      "2025-06-16",
      "2025-09-15",
      "2025-12-15",
    ]);
  });

  it("shows the household-employer threshold of the tax year, and says so when none is listed", () => {
    expect(on(2025, "household-employer")[0].description).toContain("cash wages of $2,700 or more in 2024");
    expect(on(2026, "household-employer")[0].description).toContain("cash wages of $2,800 or more in 2025");
    expect(on(2030, "household-employer")[0].description).toContain(
      "cash wages of the Social Security threshold for that year or more in 2029",
    );
    expect(on(2027, "form-1099-nec")[0].description).toContain("$2,000 or more for services in 2026");
  });

  it("covers the federal deadlines from April 1 to December 15, 2025, each on a business day", () => {
    const events = deadlinesBetween("2025-04-01", "2025-12-15", federal, englishDates, englishText);
    // Some 60 deadlines, more as rules are added (the later Form 941 dates, Form 730): no exact count, which would
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
    const events = deadlinesBetween("2025-12-01", "2026-01-31", federal, englishDates, englishText);
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
    // @ts-expect-error: a kind outside the schema's TaxScheduleKind, as a file read without GraphQL may hold
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

describe("every rule names its official source", () => {
  // Each rule carries the irs.gov, tax.illinois.gov or (unemployment insurance) ides.illinois.gov page it comes from.
  it("has an https source on irs.gov, tax.illinois.gov or ides.illinois.gov and expands without error", () => {
    expect(rulesWithoutSource(allRules)).toEqual([]);
    allRules.forEach((rule) => {
      expect(rule.source?.url).toMatch(/^https:\/\/(www\.irs\.gov|tax\.illinois\.gov|ides\.illinois\.gov)\//);
      expect(() => validateRule(rule)).not.toThrow();
    });
  });
  it("names the rule that lacks a source", () => {
    const sourceless = { ...federal[0], key: "no-source", source: null };
    expect(rulesWithoutSource([sourceless])).toEqual(["no-source"]);
    expect(() => validateRule(sourceless)).toThrow('Tax deadline rule "no-source": has no source');
  });
});

describe("Publication 509 deadlines", () => {
  // Source: IRS Publication 509 (2025, 2026), employer's tax calendar — Form 941 by the 10th day of the second month
  // after the quarter when every deposit was made on time; IRC § 7503 rolls weekends and DC holidays.
  it("gives the later Form 941 dates for timely depositors", () => {
    expect(datesOf(federal, 2025, "form-941-timely-deposits")).toEqual([
      "2025-02-10",
      "2025-05-12",
      "2025-08-11",
      "2025-11-10",
    ]);
    expect(datesOf(federal, 2026, "form-941-timely-deposits")).toEqual([
      "2026-02-10",
      "2026-05-11",
      "2026-08-10",
      "2026-11-10",
    ]);
    expect(datesOf(federal, 2027, "form-941-timely-deposits")).toEqual([
      "2027-02-10",
      "2027-05-10",
      "2027-08-10",
      "2027-11-10",
    ]);
  });
  it("names the real later date in Form 941's text when the due date itself moved (Q4 2026: Feb 1 → Feb 10, 2027)", () => {
    const q4 = deadlinesFor(2027, federal, englishDates, englishText).find(
      (e) => e.ruleId === "form-941" && e.date === "2027-02-01",
    );
    expect(q4?.description).toContain("may file by February 10, 2027 instead");
    expect(q4?.description).not.toContain("10th of the following month");
  });
  it("gives Forms 940, 943, 944 and 945 a February 10 date for timely depositors", () => {
    [2025, 2026, 2027].forEach((year) =>
      expect(datesOf(federal, year, "annual-employment-returns-timely-deposits")).toEqual([`${year}-02-10`]),
    );
    expect(first(federal, 2026, "form-940")?.description).toContain("may file by February 10, 2026 instead");
  });
  // Source: IRS Tax Topic 416 and Publication 505 — farmers and fishermen pay once by January 15 or file and pay by March 1.
  it("has the farmers' and fishermen's January payment and March filing dates", () => {
    expect(
      ["2025", "2026", "2027"].map((y) => datesOf(federal, Number(y), "farmers-fishermen-estimated-tax")[0]),
    ).toEqual(["2025-01-15", "2026-01-15", "2027-01-15"]);
    // March 1, 2025 is a Saturday and March 1, 2026 a Sunday.
    expect(["2025", "2026", "2027"].map((y) => datesOf(federal, Number(y), "farmers-fishermen-return")[0])).toEqual([
      "2025-03-03",
      "2026-03-02",
      "2027-03-01",
    ]);
  });
  // Source: Publication 509, February 15 — employees who claimed exemption from withholding give a new Form W-4.
  it("rolls the W-4 exemption date past Presidents Day", () => {
    expect(datesOf(federal, 2025, "w4-exemption-renewal")).toEqual(["2025-02-18"]);
    expect(datesOf(federal, 2026, "w4-exemption-renewal")).toEqual(["2026-02-17"]);
    expect(datesOf(federal, 2027, "w4-exemption-renewal")).toEqual(["2027-02-16"]);
  });
  // Source: Publication 509 — 1095-B/C to individuals March 2; Forms 1094/1095 and 8027 to the IRS Feb 28 (paper), Mar 31 (electronic).
  it("has the health coverage and Form 8027 dates", () => {
    expect([2025, 2026, 2027].map((y) => datesOf(federal, y, "aca-statements")[0])).toEqual([
      "2025-03-03",
      "2026-03-02",
      "2027-03-02",
    ]);
    expect([2025, 2026, 2027].map((y) => datesOf(federal, y, "aca-irs-paper")[0])).toEqual([
      "2025-02-28",
      "2026-03-02",
      "2027-03-01",
    ]);
    expect([2025, 2026, 2027].map((y) => datesOf(federal, y, "form-8027-electronic")[0])).toEqual([
      "2025-03-31",
      "2026-03-31",
      "2027-03-31",
    ]);
  });
  // Source: Publication 505 — filing the return by January 31 replaces the fourth installment.
  it("offers filing by January 31 instead of the fourth installment", () => {
    expect([2025, 2026, 2027].map((y) => datesOf(federal, y, "file-instead-of-fourth-installment")[0])).toEqual([
      "2025-01-31",
      "2026-02-02",
      "2027-02-01",
    ]);
  });
  // Source: Publication 926 (2026) — Social Security and Medicare apply to household wages of $3,000 or more in 2026.
  // The amount follows SSA's domestic employee coverage threshold (https://www.ssa.gov/OACT/COLA/covthreshdet.html:
  // $1,000 times the ratio of the national average wage index two years earlier to 1993's, rounded down to $100).
  it("names the 2026 household wage threshold in April 2027", () => {
    expect(first(federal, 2027, "household-employer")?.description).toContain("cash wages of $3,000 or more in 2026");
  });
  // Source: IRS IRIS / FIRE notices — FIRE is retired after the 2026 filing season; IRIS alone takes tax year 2026 returns.
  it("words electronic information returns by year", () => {
    expect(first(federal, 2026, "form-1099-electronic")?.description).toContain("FIRE");
    expect(first(federal, 2026, "form-1099-electronic-iris")).toBeUndefined();
    expect(first(federal, 2027, "form-1099-electronic")).toBeUndefined();
    expect(first(federal, 2027, "form-1099-electronic-iris")?.description).not.toContain("FIRE");
  });
  // Sources: General Instructions for Certain Information Returns (consolidated statements on February 15); Publication
  // 926 (Schedule H when income tax was withheld; FUTA $1,000 in any quarter of this or last year; W-2 when income tax
  // was withheld); Publication 15 (W-4 exemption not renewed); https://www.irs.gov/charities-non-profits/return-due-dates-for-exempt-organizations-form-990-t-trusts
  // (401(a) and 408(a) trusts: April 15); Form IL-505-I ("Do not file Form IL-505-I if ... you make your extension
  // payment electronically"); Notice 2025-15 (1095-B/1095-C website notice, the alternative manner of furnishing).
  it("words the statements, household, W-4, 990-T and IL-505-I rules precisely", () => {
    expect(first(federal, 2027, "form-1099-statements")?.description).toContain(
      "consolidated statement, including Forms 1099-INT and 1099-DIV",
    );
    expect(first(federal, 2027, "form-1099-b-s-statements")?.description).toContain("consolidated statement");
    expect(first(federal, 2027, "household-employer")?.description).toContain("withheld federal income tax");
    expect(first(federal, 2027, "household-employer")?.description).toContain(
      "calendar quarter of 2026 or the year before",
    );
    expect(first(federal, 2027, "form-w2")?.description).toContain("withheld federal income tax");
    expect(first(federal, 2027, "w4-exemption-renewal")?.description).toContain("single or married filing separately");
    expect(first(federal, 2027, "exempt-organization-return")?.description).toContain("by April 15");
    expect(first(federal, 2027, "aca-statements")?.description).toContain("available on request");
    expect(first(illinois, 2027, "il-individual-return")?.description).toContain(
      "electronically or by check or money order with Form IL-505-I",
    );
  });
  it("explains the semiweekly schedule beside the monthly deposit dates", () => {
    expect(first(federal, 2026, "payroll-deposit-monthly")?.description).toContain("following Wednesday");
  });
});

describe("2025, 2026 and 2027 dates of the information-return and Illinois rules", () => {
  const years = [2025, 2026, 2027];
  const each = (rules: readonly TaxDeadlineRule[], ruleId: string) => years.map((y) => datesOf(rules, y, ruleId));
  // Source: IRS Publication 509 (2025 and 2026), January and February calendars: Forms 1099 and W-2G to recipients
  // January 31; broker and barter statements (1099-B, 1099-S, substitute payments in box 8 or 14 of 1099-MISC)
  // February 15; paper Forms 1099/1096 and Form 8027 February 28; electronic Forms 1099, 1094/1095 and 8027 March 31.
  // IRC § 7503 rolls a weekend or a District of Columbia holiday (Washington's Birthday: February 17, 2025,
  // February 16, 2026 and February 15, 2027) to the next business day.
  it("rolls the recipient statements and the paper and electronic filing dates", () => {
    expect(each(federal, "form-1099-statements")).toEqual([["2025-01-31"], ["2026-02-02"], ["2027-02-01"]]);
    expect(each(federal, "form-1099-b-s-statements")).toEqual([["2025-02-18"], ["2026-02-17"], ["2027-02-16"]]);
    expect(each(federal, "form-1099-paper")).toEqual([["2025-02-28"], ["2026-03-02"], ["2027-03-01"]]);
    expect(each(federal, "form-8027-paper")).toEqual([["2025-02-28"], ["2026-03-02"], ["2027-03-01"]]);
    expect(each(federal, "aca-irs-electronic")).toEqual([["2025-03-31"], ["2026-03-31"], ["2027-03-31"]]);
    // Tax year 2025 returns (due 2026) are the last the FIRE system takes; 2027 is IRIS alone.
    expect(each(federal, "form-1099-electronic")).toEqual([["2025-03-31"], ["2026-03-31"], []]);
    expect(each(federal, "form-1099-electronic-iris")).toEqual([[], [], ["2027-03-31"]]);
  });
  // Source: each rule's own official page (rule.source); each rule listed yields a dated, filled-in event with that
  // page attached in each of the three years.
  it("gives each of these rules its event, wording and source in each year", () => {
    const added = [
      "form-941-timely-deposits",
      "annual-employment-returns-timely-deposits",
      "farmers-fishermen-estimated-tax",
      "farmers-fishermen-return",
      "w4-exemption-renewal",
      "aca-statements",
      "aca-irs-paper",
      "aca-irs-electronic",
      "form-8027-paper",
      "form-8027-electronic",
      "form-1099-statements",
      "form-1099-b-s-statements",
      "file-instead-of-fourth-installment",
    ];
    for (const year of years) {
      for (const ruleId of added) {
        const event = first(federal, year, ruleId);
        const rule = federal.find((r) => r.key === ruleId);
        expect(event?.source).toEqual({ label: rule?.source?.label, url: rule?.source?.url });
        expect(`${event?.title} ${event?.description}`).not.toMatch(/[{}]/);
      }
    }
    // The year in the words is the tax year the deadline concerns.
    expect(first(federal, 2025, "aca-statements")?.description).toContain("reporting 2024 health coverage");
    expect(first(federal, 2026, "aca-statements")?.description).toContain("reporting 2025 health coverage");
    expect(first(federal, 2027, "aca-statements")?.description).toContain("reporting 2026 health coverage");
    // Form 941 for the fourth quarter of 2024 (due Friday, January 31, 2025): the later date is Monday, February 10.
    expect(first(federal, 2025, "form-941")?.description).toContain("may file by February 10, 2025 instead");
  });
  // Source: IRS Notice 2025-15 (https://www.irs.gov/pub/irs-drop/n-25-15.pdf) — the alternative manner of furnishing
  // Forms 1095-B and 1095-C: a clear, conspicuous and accessible website notice, posted by the furnishing due date
  // and kept in the same place through October 15 of the following year.
  it("words the 1095-B/1095-C alternative manner of furnishing after Notice 2025-15", () => {
    const rule = federal.find((r) => r.key === "aca-statements");
    expect(rule?.source?.url).toBe("https://www.irs.gov/pub/irs-drop/n-25-15.pdf");
    const text = first(federal, 2027, "aca-statements")?.description;
    expect(text).toContain("clear, conspicuous and accessible notice");
    expect(text).toContain("through October 15 of the following year");
  });
  // Sources: Publication 131 (Form IL-941 by the last day of the month after the quarter); Publication 110 (Forms
  // W-2 to IDOR by January 31); Form ST-1 instructions (by the 20th of the following month); Publication 131 and
  // 5 ILCS 70/1.11 (weekends and Illinois holidays roll to the next business day).
  it("dates the Illinois withholding, W-2 and ST-1 returns in 2025 and 2027", () => {
    expect(datesOf(illinois, 2025, "il-941")).toEqual(["2025-01-31", "2025-04-30", "2025-07-31", "2025-10-31"]);
    expect(datesOf(illinois, 2027, "il-941")).toEqual(["2027-02-01", "2027-04-30", "2027-08-02", "2027-11-01"]);
    expect(each(illinois, "il-w-2")).toEqual([["2025-01-31"], ["2026-02-02"], ["2027-02-01"]]);
    // January 20, 2025 is Martin Luther King Jr. Day, an Illinois holiday; February 20, 2027 a Saturday.
    expect(datesOf(illinois, 2025, "il-sales-tax-st-1").slice(0, 2)).toEqual(["2025-01-21", "2025-02-20"]);
    expect(datesOf(illinois, 2027, "il-sales-tax-st-1").slice(0, 3)).toEqual([
      "2027-01-20",
      "2027-02-22",
      "2027-03-22",
    ]);
    expect(each(illinois, "il-individual-return")).toEqual([["2025-04-15"], ["2026-04-15"], ["2027-04-15"]]);
    expect(each(illinois, "il-s-corporation-return")).toEqual([["2025-03-17"], ["2026-03-16"], ["2027-03-15"]]);
    expect(datesOf(illinois, 2027, "il-individual-estimated-tax")).toEqual([
      "2027-01-15",
      "2027-04-15",
      "2027-06-15",
      "2027-09-15",
    ]);
    expect(first(illinois, 2027, "il-w-2")?.source?.url).toMatch(/^https:\/\/tax\.illinois\.gov\//);
  });
  // Source: 205 ILCS 630/17 with 5 ILCS 490/60 and 490/63 — the Illinois holidays of 2027, an odd year (no general
  // election), on their calendar days.
  it("lists the Illinois holidays of 2027", () => {
    expect(illinoisHolidays(2027).map((h) => `${h.code} ${h.date}`)).toEqual([
      "newYearsDay 2027-01-01",
      "martinLutherKingDay 2027-01-18",
      "lincolnsBirthday 2027-02-12",
      "presidentsDay 2027-02-15",
      "casimirPulaskiDay 2027-03-01",
      "goodFriday 2027-03-26",
      "memorialDay 2027-05-31",
      "juneteenth 2027-06-19",
      "independenceDay 2027-07-04",
      "laborDay 2027-09-06",
      "columbusDay 2027-10-11",
      "veteransDay 2027-11-11",
      "thanksgivingDay 2027-11-25",
      "christmasDay 2027-12-25",
    ]);
    illinoisHolidays(2027).forEach((h) => expect(holidayName(h.code, englishText)).not.toMatch(/^dates\./));
  });
});

describe("Illinois holidays and rolls", () => {
  // Source: 205 ILCS 630/17 (Promissory Note and Bank Holiday Act) and 5 ILCS 490/63 (Juneteenth on a Sunday).
  it("models the statute's holidays, including Lincoln's Birthday, Pulaski Day, Good Friday and election day", () => {
    const codes2026 = illinoisHolidays(2026).map((h) => `${h.code} ${h.date}`);
    expect(codes2026).toEqual(
      expect.arrayContaining([
        "lincolnsBirthday 2026-02-12",
        "casimirPulaskiDay 2026-03-02",
        "goodFriday 2026-04-03",
        "juneteenth 2026-06-19",
        "generalElectionDay 2026-11-03",
      ]),
    );
    expect(illinoisHolidays(2027).some((h) => h.code === "generalElectionDay")).toBe(false);
    expect(illinoisHolidays(2027).find((h) => h.code === "juneteenth")?.date).toBe("2027-06-19");
    // June 19, 2033 is a Sunday: no Monday observance (5 ILCS 490/63 as amended by P.A. 102-0014).
    expect(illinoisHolidays(2033).find((h) => h.code === "juneteenth")?.date).toBe("2033-06-19");
    expect(illinoisHolidays(2026).some((h) => h.code.toLowerCase().includes("emancipation"))).toBe(false);
    expect([2025, 2026, 2027].map(easterSunday)).toEqual(["2025-04-20", "2026-04-05", "2027-03-28"]);
  });
  // Sources: 5 ILCS 490/63 as codified (P.A. 102-0014): "when June nineteenth shall fall on a Saturday or Sunday, neither
  // the preceding Friday nor the following Monday shall be held or considered as a paid holiday"
  // (https://witnessslips.ilga.gov/legislation/publicacts/fulltext.asp?Name=102-0014); 5 ILCS 490/60: "When February
  // twelfth shall fall on a Sunday, the following Monday shall be held and considered the holiday"
  // (https://www.ilga.gov/legislation/ilcs/documents/000504900K60.htm).
  it("keeps a weekend Juneteenth on June 19 and moves a Sunday Lincoln's Birthday to Monday", () => {
    for (const year of [2022, 2027, 2033]) {
      expect(
        illinoisHolidays(year)
          .filter((h) => h.code === "juneteenth")
          .map((h) => h.date),
      ).toEqual([`${year}-06-19`]);
    }
    expect(nextBusinessDay("2022-06-20", "illinois")).toBe("2022-06-20"); // June 19, 2022 was a Sunday
    expect(nextBusinessDay("2033-06-20", "illinois")).toBe("2033-06-20"); // June 19, 2033 is a Sunday
    expect(nextBusinessDay("2027-06-18", "illinois")).toBe("2027-06-18"); // June 19, 2027 is a Saturday
    // ST-1 due Sunday, June 20, 2027 moves to Monday, June 21 (the weekend only).
    expect(datesOf(illinois, 2027, "il-sales-tax-st-1")[5]).toBe("2027-06-21");
    // February 12, 2034 is a Sunday: Lincoln's Birthday is Monday, February 13.
    expect(illinoisHolidays(2034).find((h) => h.code === "lincolnsBirthday")?.date).toBe("2034-02-13");
    expect(nextBusinessDay("2034-02-13", "illinois")).toBe("2034-02-14");
    expect(illinoisHolidays(2033).find((h) => h.code === "lincolnsBirthday")?.date).toBe("2033-02-12"); // a Saturday: not moved
  });
  // Source: 5 ILCS 70/1.11; IDOR: "If a due date falls on a weekend or holiday, the payment will be due on the next business day."
  it("rolls Illinois dates past Illinois holidays, not DC ones", () => {
    expect(nextBusinessDay("2026-02-12", "illinois")).toBe("2026-02-13");
    expect(nextBusinessDay("2026-02-12", "federal")).toBe("2026-02-12");
    expect(nextBusinessDay("2026-04-03", "illinois")).toBe("2026-04-06");
    expect(nextBusinessDay("2027-04-16", "federal")).toBe("2027-04-19"); // DC Emancipation Day
    expect(nextBusinessDay("2027-04-16", "illinois")).toBe("2027-04-16");
  });
  // Sources: tax.illinois.gov answers 4, 74, 93 and 69; Publication 131; the W-2 program page; Form ST-1 instructions.
  it("dates the Illinois returns and extensions", () => {
    expect(datesOf(illinois, 2026, "il-individual-return")).toEqual(["2026-04-15"]);
    expect(datesOf(illinois, 2026, "il-partnership-return")).toEqual(["2026-04-15"]);
    expect(datesOf(illinois, 2026, "il-s-corporation-return")).toEqual(["2026-03-16"]); // March 15 is a Sunday
    expect(datesOf(illinois, 2026, "il-s-corporation-return-extended")).toEqual(["2026-10-15"]);
    expect(datesOf(illinois, 2026, "il-corporate-return-extended")).toEqual(["2026-11-16"]); // seven months; Nov 15 is a Sunday
    expect(datesOf(illinois, 2027, "il-corporate-return-extended")).toEqual(["2027-11-15"]);
    expect(datesOf(illinois, 2025, "il-individual-estimated-tax")).toEqual([
      "2025-01-15",
      "2025-04-15",
      "2025-06-16",
      "2025-09-15",
    ]);
    expect(datesOf(illinois, 2026, "il-941")).toEqual(["2026-02-02", "2026-04-30", "2026-07-31", "2026-11-02"]);
    expect(datesOf(illinois, 2027, "il-w-2")).toEqual(["2027-02-01"]);
    expect(datesOf(illinois, 2026, "il-sales-tax-st-1").slice(0, 3)).toEqual([
      "2026-01-20",
      "2026-02-20",
      "2026-03-20",
    ]);
    expect(first(illinois, 2026, "il-sales-tax-st-1")?.title).toBe(
      "Illinois sales and use tax return for December 2025 (Form ST-1)",
    );
    deadlinesFor(2026, illinois, englishDates, englishText).forEach((e) => expect(e.jurisdiction).toBe("illinois"));
  });
  // Source: 86 Ill. Adm. Code 100.6000(b) (IITA Section 601(a)): when the federal due date is later — "for example, as
  // the result of a holiday, including a holiday not observed in this State such as the Emancipation Day holiday
  // observed in Washington, D.C." — Illinois income tax paid by the federal date is timely
  // (https://regulations.justia.com/states/illinois/title-86/part-100/subpart-r/section-100-6000). IDOR gave April 18 for 2023.
  it("takes the federal April date for Illinois income tax when it is later", () => {
    // 2028: Saturday 15, Sunday 16; Illinois alone would give Monday 17, the federal date is Tuesday 18.
    expect(datesOf(illinois, 2028, "il-individual-return")).toEqual(["2028-04-18"]);
    expect(datesOf(illinois, 2028, "il-corporate-return")).toEqual(["2028-04-18"]);
    expect(datesOf(illinois, 2028, "il-individual-estimated-tax")).toContain("2028-04-18");
    expect(first(illinois, 2028, "il-individual-return")?.movedFrom).toBe("2028-04-15");
    expect(datesOf(illinois, 2023, "il-individual-return")).toEqual(["2023-04-18"]);
    // A normal year: both dates are April 15.
    expect(datesOf(illinois, 2026, "il-individual-return")).toEqual(["2026-04-15"]);
    expect(datesOf(illinois, 2026, "il-corporate-return")).toEqual(["2026-04-15"]);
    // Rules without the flag keep the Illinois roll: IL-1065 (federal Form 1065 is due in March).
    expect(datesOf(illinois, 2028, "il-partnership-return")).toEqual(["2028-04-17"]);
    const flagged = illinois.filter((r) => r.federalDateIfLater).map((r) => r.key);
    expect(flagged).toEqual([
      "il-individual-estimated-tax",
      "il-individual-return",
      "il-corporate-return",
      "il-corporate-estimated-tax",
    ]);
    expect(() => validateRule({ ...federal[0], federalDateIfLater: true })).toThrow(/Illinois rules only/);
  });
});
