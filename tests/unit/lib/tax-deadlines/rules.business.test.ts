/**
 * The deadline rules of businesses and employers: IDES unemployment insurance reports, Illinois withholding payments,
 * Illinois business estimated payments, sales tax quarter-monthly payments, federal excise returns and the
 * information-return rules, each checked for 2025, 2026 and 2027 against dates worked out by hand from the rule its
 * source states and the calendar (weekday, holidays); the holidays each rule rolls by; and the feeds that carry them
 * (federal, Illinois, per audience, both languages) with their source links.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import ICAL from "ical.js";
import { writeCalendarFeeds } from "../../../../gatsby/calendar-feeds";
import { calendarFeeds, feedEvents } from "../../../../src/lib/calendar-feeds";
import { deadlinesFor, holidayCalendarOf, nextBusinessDay, validateRule } from "../../../../src/lib/tax-deadlines";
import { englishDates, englishText } from "../../../helpers/english";
import {
  federalRules as federal,
  illinoisRules as illinois,
  postponementRecords as postponements,
} from "../../../helpers/tax-rules";

const allRules = [...federal, ...illinois];
const ruleOf = (key: string) => {
  const rule = allRules.find((r) => r.key === key);
  if (!rule) throw new Error(`no rule ${key}`);
  return rule;
};
const datesOf = (year: number, key: string) =>
  deadlinesFor(year, allRules, englishDates, englishText)
    .filter((event) => event.ruleId === key)
    .map((event) => event.date);
const eventsOf = (year: number, key: string) =>
  deadlinesFor(year, allRules, englishDates, englishText).filter((event) => event.ruleId === key);
const years = [2025, 2026, 2027] as const;
const byYear = (key: string) => Object.fromEntries(years.map((year) => [year, datesOf(year, key)]));

describe("IDES unemployment insurance (Forms UI-3/40 and UI-HA)", () => {
  // Source: IDES, quarterly filing requirements ("on or before April 30, July 31, October 31, and January 31") and
  // 820 ILCS 405/1400; rolled by 5 ILCS 70/1.11 with the Illinois holidays (IDES states no weekend rule: see the
  // rule's sourceNote). January 31, 2026 is a Saturday, October 31, 2026 a Saturday, January 31, 2027 a Sunday,
  // July 31 and October 31, 2027 a Saturday and a Sunday.
  it("dates the quarterly UI-3/40 on the last day of the month after each quarter", () => {
    expect(byYear("il-ui-3-40")).toEqual({
      2025: ["2025-01-31", "2025-04-30", "2025-07-31", "2025-10-31"],
      2026: ["2026-02-02", "2026-04-30", "2026-07-31", "2026-11-02"],
      2027: ["2027-02-01", "2027-04-30", "2027-08-02", "2027-11-01"],
    });
    expect(eventsOf(2026, "il-ui-3-40")[0].title).toBe(
      "Illinois unemployment insurance contribution and wage report for the fourth quarter of 2025 (Form UI-3/40)",
    );
  });
  // Source: IDES, household workers ("UI-HA forms are due by April 15 of the following year"); 820 ILCS 405/1400.2.
  // April 15 is a Tuesday in 2025, a Wednesday in 2026 and a Thursday in 2027.
  it("dates the household employer's annual UI-HA on April 15", () => {
    expect(byYear("il-ui-ha")).toEqual({ 2025: ["2025-04-15"], 2026: ["2026-04-15"], 2027: ["2027-04-15"] });
    expect(eventsOf(2027, "il-ui-ha")[0].description).toContain("2026 Illinois unemployment insurance contributions");
  });
});

describe("IDES monthly wage reports", () => {
  // Source: 56 Ill. Adm. Code 2760.125(a)(1) and IDES's monthly wage reporting page: employers with 25 or more
  // employees report each of the first two months of a quarter "on or before the last day of the calendar month next
  // following the close of the month"; rolled like the UI-3/40 by the Illinois holidays (5 ILCS 70/1.11), which
  // include Casimir Pulaski Day (first Monday of March) and have no Friday observance. 2025: May 31 Sat → Jun 2,
  // Aug 31 Sun (Sep 1 Labor Day) → Sep 2, Nov 30 Sun → Dec 1; 2026: Feb 28 Sat, Mar 2 Pulaski Day → Mar 3, May 31
  // Sun → Jun 1; 2027: Feb 28 Sun, Mar 1 Pulaski Day → Mar 2, May 31 Memorial Day → Jun 1, and Friday, December 31
  // stays (a federal rule moves it to January 3, 2028 for New Year's Day observed).
  it("dates eight reports a year, for January, February, April, May, July, August, October and November", () => {
    expect(byYear("il-ides-monthly-wage-report")).toEqual({
      2025: [
        "2025-02-28",
        "2025-03-31",
        "2025-06-02",
        "2025-06-30",
        "2025-09-02",
        "2025-09-30",
        "2025-12-01",
        "2025-12-31",
      ],
      2026: [
        "2026-03-03",
        "2026-03-31",
        "2026-06-01",
        "2026-06-30",
        "2026-08-31",
        "2026-09-30",
        "2026-11-30",
        "2026-12-31",
      ],
      2027: [
        "2027-03-02",
        "2027-03-31",
        "2027-06-01",
        "2027-06-30",
        "2027-08-31",
        "2027-09-30",
        "2027-11-30",
        "2027-12-31",
      ],
    });
    expect(eventsOf(2027, "il-ides-monthly-wage-report").map((event) => event.title)).toEqual(
      ["January", "February", "April", "May", "July", "August", "October", "November"].map(
        (month) => `Illinois monthly wage report for ${month} 2027 (IDES)`,
      ),
    );
    expect(ruleOf("il-ides-monthly-wage-report")).toMatchObject({ jurisdiction: "illinois", audience: ["Employers"] });
    expect(holidayCalendarOf(ruleOf("il-ides-monthly-wage-report"))).toBe("illinois");
  });
  it("refuses periodMonths outside a monthly schedule or outside 1–12", () => {
    const rule = ruleOf("il-ides-monthly-wage-report");
    expect(() => validateRule({ ...rule, schedule: { ...rule.schedule, periodMonths: [0, 13] } })).toThrow(
      "periodMonths needs at least one month, each 1–12",
    );
    expect(() =>
      validateRule({ ...ruleOf("il-ui-3-40"), schedule: { ...ruleOf("il-ui-3-40").schedule, periodMonths: [1] } }),
    ).toThrow("periodMonths applies to a monthly schedule only");
  });
});

describe("Illinois withholding payments (Form IL-501)", () => {
  // Source: Publication 131 and 86 Ill. Adm. Code 100.7325(b): monthly payers pay by the 15th of the month after
  // the month of withholding; Publication 131-D: due dates consider state and federal holidays. Rolled by hand:
  // 2025: Feb 15 Sat (17 Presidents Day) → 18, Mar 15 Sat → 17, Jun 15 Sun → 16, Nov 15 Sat → 17;
  // 2026: Feb 15 Sun (16 Presidents Day) → 17, Mar 15 Sun → 16, Aug 15 Sat → 17, Nov 15 Sun → 16;
  // 2027: Feb 15 Presidents Day → 16, May 15 Sat → 17, Aug 15 Sun → 16.
  it("dates the monthly payer's payment on the 15th of the following month", () => {
    expect(byYear("il-withholding-monthly")).toEqual({
      2025: [
        "2025-01-15",
        "2025-02-18",
        "2025-03-17",
        "2025-04-15",
        "2025-05-15",
        "2025-06-16",
        "2025-07-15",
        "2025-08-15",
        "2025-09-15",
        "2025-10-15",
        "2025-11-17",
        "2025-12-15",
      ],
      2026: [
        "2026-01-15",
        "2026-02-17",
        "2026-03-16",
        "2026-04-15",
        "2026-05-15",
        "2026-06-15",
        "2026-07-15",
        "2026-08-17",
        "2026-09-15",
        "2026-10-15",
        "2026-11-16",
        "2026-12-15",
      ],
      2027: [
        "2027-01-15",
        "2027-02-16",
        "2027-03-15",
        "2027-04-15",
        "2027-05-17",
        "2027-06-15",
        "2027-07-15",
        "2027-08-16",
        "2027-09-15",
        "2027-10-15",
        "2027-11-15",
        "2027-12-15",
      ],
    });
    expect(eventsOf(2026, "il-withholding-monthly")[0].title).toBe(
      "Illinois withholding payment for December 2025 (monthly payers, Form IL-501)",
    );
  });
  // Source: IDOR's withholding page (semi-weekly days) and 35 ILCS 5/704A(c)(1) (the $12,000 look-back threshold).
  it("states the semi-weekly rule in words", () => {
    const text = eventsOf(2026, "il-withholding-monthly")[0].description;
    expect(text).toContain("more than $12,000 during the one-year look-back period ending June 30");
    expect(text).toContain("Wednesday, Thursday or Friday is due by the following Wednesday");
    expect(text).toContain("Saturday, Sunday, Monday or Tuesday by the following Friday");
    expect(text).toContain("at least three banking days");
  });
});

describe("Illinois business estimated payments", () => {
  // Source: IDOR, business income tax estimated payments: "the 15th day of the 4th, 6th, 9th, and 12th months" and
  // "If a due date falls on a weekend or holiday, the payment will be due on the next business day". June 15, 2025
  // is a Sunday; the other dates of 2025–2027 are weekdays and no holiday.
  it("dates the corporate installments on the 15th of April, June, September and December", () => {
    expect(byYear("il-corporate-estimated-tax")).toEqual({
      2025: ["2025-04-15", "2025-06-16", "2025-09-15", "2025-12-15"],
      2026: ["2026-04-15", "2026-06-15", "2026-09-15", "2026-12-15"],
      2027: ["2027-04-15", "2027-06-15", "2027-09-15", "2027-12-15"],
    });
    expect(eventsOf(2027, "il-corporate-estimated-tax")[3].title).toBe(
      "Illinois corporate estimated tax: fourth installment for 2027",
    );
    expect(eventsOf(2027, "il-corporate-estimated-tax")[0].description).toContain("more than $400");
  });
  // Source: IDOR answer 689 (quarterly estimates when PTE tax plus replacement tax exceeds $500; the election for tax
  // years beginning before January 1, 2026) and, for 2026 on, SB 1911 as secondary sources report it (sourceNote).
  it("dates the PTE installments for the years the election applies, 2026 on flagged as unconfirmed", () => {
    expect(byYear("il-pte-estimated-tax")).toEqual({
      2025: ["2025-04-15", "2025-06-16", "2025-09-15", "2025-12-15"],
      2026: [],
      2027: [],
    });
    expect(byYear("il-pte-estimated-tax-from-2026")).toEqual({
      2025: [],
      2026: ["2026-04-15", "2026-06-15", "2026-09-15", "2026-12-15"],
      2027: ["2027-04-15", "2027-06-15", "2027-09-15", "2027-12-15"],
    });
    expect(ruleOf("il-pte-estimated-tax")).toMatchObject({ fromTaxYear: 2022, untilTaxYear: 2025 });
    expect(ruleOf("il-pte-estimated-tax-from-2026")).toMatchObject({ fromTaxYear: 2026 });
    expect(ruleOf("il-pte-estimated-tax-from-2026").sourceNote).toMatch(/^SECONDARY ONLY/);
    expect(eventsOf(2026, "il-pte-estimated-tax-from-2026")[0].description).toContain("confirm before paying");
    expect(eventsOf(2025, "il-pte-estimated-tax")[0].description).toContain("more than $500");
  });
});

describe("Illinois sales tax quarter-monthly payments (Form ST-1 filers)", () => {
  // Source: 86 Ill. Adm. Code 130.535 and 35 ILCS 120/3: "on or before the 7th, 15th, 22nd and last day of the month
  // during which such liability is incurred", for an average monthly liability of $20,000 or more (threshold:
  // secondary, see the rule's sourceNote); rolled past weekends and Illinois holidays (IDOR: "a weekend or state
  // recognized holiday"). Worked by hand, e.g. 2025: Feb 15 Sat (17 Presidents Day) → 18; 2026: Feb 28 Sat (Mar 2
  // Casimir Pulaski Day) → Mar 3; 2027: May 31 Memorial Day → Jun 1. Cross-checked with an independent
  // computation of the Illinois holidays of 205 ILCS 630/17.
  const expected: Record<number, string[]> = {
    2025: [
      "2025-01-07 2025-01-15 2025-01-22 2025-01-31",
      "2025-02-07 2025-02-18 2025-02-24 2025-02-28",
      "2025-03-07 2025-03-17 2025-03-24 2025-03-31",
      "2025-04-07 2025-04-15 2025-04-22 2025-04-30",
      "2025-05-07 2025-05-15 2025-05-22 2025-06-02",
      "2025-06-09 2025-06-16 2025-06-23 2025-06-30",
      "2025-07-07 2025-07-15 2025-07-22 2025-07-31",
      "2025-08-07 2025-08-15 2025-08-22 2025-09-02",
      "2025-09-08 2025-09-15 2025-09-22 2025-09-30",
      "2025-10-07 2025-10-15 2025-10-22 2025-10-31",
      "2025-11-07 2025-11-17 2025-11-24 2025-12-01",
      "2025-12-08 2025-12-15 2025-12-22 2025-12-31",
    ],
    2026: [
      "2026-01-07 2026-01-15 2026-01-22 2026-02-02",
      "2026-02-09 2026-02-17 2026-02-23 2026-03-03",
      "2026-03-09 2026-03-16 2026-03-23 2026-03-31",
      "2026-04-07 2026-04-15 2026-04-22 2026-04-30",
      "2026-05-07 2026-05-15 2026-05-22 2026-06-01",
      "2026-06-08 2026-06-15 2026-06-22 2026-06-30",
      "2026-07-07 2026-07-15 2026-07-22 2026-07-31",
      "2026-08-07 2026-08-17 2026-08-24 2026-08-31",
      "2026-09-08 2026-09-15 2026-09-22 2026-09-30",
      "2026-10-07 2026-10-15 2026-10-22 2026-11-02",
      "2026-11-09 2026-11-16 2026-11-23 2026-11-30",
      "2026-12-07 2026-12-15 2026-12-22 2026-12-31",
    ],
    2027: [
      "2027-01-07 2027-01-15 2027-01-22 2027-02-01",
      "2027-02-08 2027-02-16 2027-02-22 2027-03-02",
      "2027-03-08 2027-03-15 2027-03-22 2027-03-31",
      "2027-04-07 2027-04-15 2027-04-22 2027-04-30",
      "2027-05-07 2027-05-17 2027-05-24 2027-06-01",
      "2027-06-07 2027-06-15 2027-06-22 2027-06-30",
      "2027-07-07 2027-07-15 2027-07-22 2027-08-02",
      "2027-08-09 2027-08-16 2027-08-23 2027-08-31",
      "2027-09-07 2027-09-15 2027-09-22 2027-09-30",
      "2027-10-07 2027-10-15 2027-10-22 2027-11-01",
      "2027-11-08 2027-11-15 2027-11-22 2027-11-30",
      "2027-12-07 2027-12-15 2027-12-22 2027-12-31",
    ],
  };
  it.each(years)("gives the four payments of each month of %i, rolled", (year) => {
    expect(datesOf(year, "il-sales-tax-quarter-monthly")).toEqual(expected[year].flatMap((month) => month.split(" ")));
  });
  it("names the payment and the month of the liability, which the payments fall in", () => {
    const march = eventsOf(2026, "il-sales-tax-quarter-monthly").filter((e) => e.title.includes("March 2026"));
    expect(march.map((e) => [e.date, e.title])).toEqual([
      ["2026-03-09", "Illinois sales tax: first quarter-monthly payment for March 2026 (Form ST-1 filers)"],
      ["2026-03-16", "Illinois sales tax: second quarter-monthly payment for March 2026 (Form ST-1 filers)"],
      ["2026-03-23", "Illinois sales tax: third quarter-monthly payment for March 2026 (Form ST-1 filers)"],
      ["2026-03-31", "Illinois sales tax: fourth quarter-monthly payment for March 2026 (Form ST-1 filers)"],
    ]);
    expect(march[0].description).toContain("$20,000 or more");
    expect(march[0].description).toContain("22.5%");
  });
  it("is a schedule kind of its own, needing no day", () => {
    expect(() => validateRule(ruleOf("il-sales-tax-quarter-monthly"))).not.toThrow();
    expect(ruleOf("il-sales-tax-quarter-monthly").schedule).toEqual({ kind: "quarterMonthly" });
  });
});

describe("federal excise returns (Forms 720, 2290 and 730)", () => {
  // Source: Form 730 (instructions on the form) and Publication 509's excise calendar: each month's return by the
  // last day of the following month; IRC § 7503 with the District of Columbia holidays. 2025: May 31 Sat → Jun 2,
  // Aug 31 Sun (Sep 1 Labor Day) → Sep 2, Nov 30 Sun → Dec 1; 2026: Jan 31 Sat → Feb 2, Feb 28 Sat → Mar 2, May 31
  // Sun → Jun 1, Oct 31 Sat → Nov 2; 2027: Jan 31 Sun → Feb 1, Feb 28 Sun → Mar 1, May 31 Memorial Day → Jun 1,
  // Jul 31 Sat → Aug 2, Oct 31 Sun → Nov 1, and Dec 31 (Friday observance of New Year's Day 2028) → Jan 3, 2028.
  it("dates Form 730 on the last day of each month for the month before", () => {
    expect(byYear("form-730")).toEqual({
      2025: [
        "2025-01-31",
        "2025-02-28",
        "2025-03-31",
        "2025-04-30",
        "2025-06-02",
        "2025-06-30",
        "2025-07-31",
        "2025-09-02",
        "2025-09-30",
        "2025-10-31",
        "2025-12-01",
        "2025-12-31",
      ],
      2026: [
        "2026-02-02",
        "2026-03-02",
        "2026-03-31",
        "2026-04-30",
        "2026-06-01",
        "2026-06-30",
        "2026-07-31",
        "2026-08-31",
        "2026-09-30",
        "2026-11-02",
        "2026-11-30",
        "2026-12-31",
      ],
      2027: [
        "2027-02-01",
        "2027-03-01",
        "2027-03-31",
        "2027-04-30",
        "2027-06-01",
        "2027-06-30",
        "2027-08-02",
        "2027-08-31",
        "2027-09-30",
        "2027-11-01",
        "2027-11-30",
      ],
    });
    expect(datesOf(2028, "form-730")[0]).toBe("2028-01-03");
    expect(eventsOf(2028, "form-730")[0].title).toBe("Form 730 tax on wagers for November 2027");
  });
  // Source: Instructions for Form 2290 and the IRS topic "When Form 2290 taxes are due": August 31 for vehicles used
  // in July, otherwise the last day of the month after the month of first use. August 31, 2025 is a Sunday and
  // September 1 Labor Day.
  // Source: Publication 509's excise calendar (Form 2290 at the end of every month, for vehicles first used in the
  // month before) and the IRS's "When Form 2290 taxes are due" table; the same roll as Form 730 above, without the
  // August date, which is the July vehicles' (form-2290).
  it("dates Form 2290 for vehicles first used after July at the end of each month after their first use", () => {
    expect(byYear("form-2290-first-used-later")).toEqual({
      2025: [
        "2025-01-31",
        "2025-02-28",
        "2025-03-31",
        "2025-04-30",
        "2025-06-02",
        "2025-06-30",
        "2025-07-31",
        "2025-09-30",
        "2025-10-31",
        "2025-12-01",
        "2025-12-31",
      ],
      2026: [
        "2026-02-02",
        "2026-03-02",
        "2026-03-31",
        "2026-04-30",
        "2026-06-01",
        "2026-06-30",
        "2026-07-31",
        "2026-09-30",
        "2026-11-02",
        "2026-11-30",
        "2026-12-31",
      ],
      2027: [
        "2027-02-01",
        "2027-03-01",
        "2027-03-31",
        "2027-04-30",
        "2027-06-01",
        "2027-06-30",
        "2027-08-02",
        "2027-09-30",
        "2027-11-01",
        "2027-11-30",
      ],
    });
    expect(datesOf(2028, "form-2290-first-used-later")[0]).toBe("2028-01-03");
    expect(eventsOf(2026, "form-2290-first-used-later")[1].title).toBe(
      "Heavy highway vehicle use tax for vehicles first used in January 2026 (Form 2290)",
    );
    expect(
      eventsOf(2026, "form-2290-first-used-later")
        .map((event) => event.title)
        .join(),
    ).not.toContain("July");
  });
  it("dates Form 2290 on August 31 and points to the later vehicles' own deadlines", () => {
    expect(byYear("form-2290")).toEqual({ 2025: ["2025-09-02"], 2026: ["2026-08-31"], 2027: ["2027-08-31"] });
    expect(eventsOf(2026, "form-2290")[0].description).toContain(
      "A vehicle first used in a later month has a deadline of its own",
    );
  });
  // Source: Instructions for Form 720: "Jan., Feb., Mar. April 30 ... Oct., Nov., Dec. January 31".
  it("keeps Form 720 on the last day of the month after each quarter, citing its instructions", () => {
    expect(datesOf(2026, "form-720")).toEqual(["2026-02-02", "2026-04-30", "2026-07-31", "2026-11-02"]);
    expect(ruleOf("form-720").source?.url).toBe("https://www.irs.gov/instructions/i720");
  });
});

describe("information returns: Forms 1097, 1098, 3921, 3922 and W-2G with the 1099s", () => {
  // Source: Publication 509 (recipient statements by January 31; "Paper filing of Forms 1097, 1098, 1099, 3921, 3922
  // and W-2G" February 28; "Electronic filing ..." March 31) and the General Instructions for Certain Information
  // Returns. Rolled: Jan 31, 2026 Sat → Feb 2; Jan 31, 2027 Sun → Feb 1; Feb 28, 2026 Sat → Mar 2; Feb 28, 2027 Sun
  // → Mar 1; March 31 is a weekday in all three years.
  it("names every form in the recipient, paper and electronic rules, on their dates", () => {
    expect(byYear("form-1099-statements")).toEqual({
      2025: ["2025-01-31"],
      2026: ["2026-02-02"],
      2027: ["2027-02-01"],
    });
    expect(byYear("form-1099-paper")).toEqual({ 2025: ["2025-02-28"], 2026: ["2026-03-02"], 2027: ["2027-03-01"] });
    expect([...datesOf(2027, "form-1099-electronic"), ...datesOf(2027, "form-1099-electronic-iris")]).toEqual([
      "2027-03-31",
    ]);
    const text = (year: number, key: string) => {
      const [event] = eventsOf(year, key);
      return `${event.title} ${event.description}`;
    };
    for (const form of ["1098", "3921", "3922", "W-2G"]) expect(text(2026, "form-1099-statements")).toContain(form);
    for (const key of ["form-1099-paper", "form-1099-electronic"]) {
      for (const form of ["1097", "1098", "1099", "3921", "3922", "W-2G"]) expect(text(2026, key)).toContain(form);
    }
    for (const form of ["1097", "1098", "3921", "3922", "W-2G"])
      expect(text(2027, "form-1099-electronic-iris")).toContain(form);
  });
});

describe("holidays per rule", () => {
  it("defaults to the jurisdiction's holidays and takes both lists for Illinois withholding", () => {
    expect(holidayCalendarOf(ruleOf("form-730"))).toBe("federal");
    expect(holidayCalendarOf(ruleOf("il-sales-tax-quarter-monthly"))).toBe("illinois");
    expect(holidayCalendarOf(ruleOf("il-ui-3-40"))).toBe("illinois");
    expect(holidayCalendarOf(ruleOf("il-withholding-monthly"))).toBe("illinois_and_federal");
    expect(holidayCalendarOf(ruleOf("il-941"))).toBe("illinois_and_federal");
    expect(allRules.filter((rule) => rule.holidays).map((rule) => rule.key)).toEqual(
      expect.arrayContaining(["il-941", "il-withholding-monthly"]),
    );
    federal.forEach((rule) => expect(holidayCalendarOf(rule)).toBe("federal"));
  });

  // Publication 131-D (2022): the March 2022 payment moved from Friday, April 15 to Monday, April 18 for "Good Friday
  // and Emancipation Day". In 2028, April 15 is a Saturday and DC Emancipation Day is observed Monday, April 17.
  it("moves Illinois withholding for a federal holiday that Illinois does not keep", () => {
    expect(datesOf(2028, "il-withholding-monthly")[3]).toBe("2028-04-18");
    expect(datesOf(2022, "il-withholding-monthly")[3]).toBe("2022-04-18");
    // Sunday, January 15, 2023, then Martin Luther King Jr. Day (both lists): Tuesday, January 17. The 2022 table of
    // Publication 131-D printed Monday, January 16 here, a slip the rule does not copy.
    expect(datesOf(2023, "il-withholding-monthly")[0]).toBe("2023-01-17");
    // The same Saturday, April 15, 2028 rolls only to Monday, April 17 for the Illinois rules that keep the Illinois
    // holidays alone, and to Tuesday, April 18 for the federal ones.
    expect(datesOf(2028, "il-ui-ha")).toEqual(["2028-04-17"]);
    expect(datesOf(2028, "il-pte-estimated-tax-from-2026")[0]).toBe("2028-04-17");
    expect(datesOf(2028, "household-employer")).toEqual(["2028-04-18"]);
    // A federal Friday observance: Independence Day 2026 (Saturday) is observed Friday, July 3.
    expect(nextBusinessDay("2026-07-03", "illinois_and_federal")).toBe("2026-07-06");
    expect(nextBusinessDay("2026-07-03", "illinois")).toBe("2026-07-03");
    expect(nextBusinessDay("2026-07-03", "federal")).toBe("2026-07-06");
    // An Illinois holiday the IRS does not keep: Lincoln's Birthday, Thursday, February 12, 2026.
    expect(nextBusinessDay("2026-02-12", "illinois_and_federal")).toBe("2026-02-13");
    expect(nextBusinessDay("2026-02-12", "federal")).toBe("2026-02-12");
  });

  it("rolls an Illinois rule past Illinois holidays and a federal rule past DC's, on the same day", () => {
    // Saturday, February 28, 2026: Monday, March 2 is Casimir Pulaski Day in Illinois only.
    expect(datesOf(2026, "form-730")[1]).toBe("2026-03-02");
    expect(datesOf(2026, "il-sales-tax-quarter-monthly")[7]).toBe("2026-03-03");
    // Friday, December 31, 2027 closes federal offices (New Year's Day 2028 on a Saturday), not Illinois ones.
    expect(datesOf(2027, "il-sales-tax-quarter-monthly").at(-1)).toBe("2027-12-31");
    expect(datesOf(2027, "form-730")).not.toContain("2027-12-31");
  });

  it("refuses a holiday list that does not fit the rule", () => {
    const base = ruleOf("il-ui-ha");
    // @ts-expect-error: a value outside the schema's TaxHolidayCalendar, as a file read without GraphQL may hold
    expect(() => validateRule({ ...base, holidays: "christmas" })).toThrow(/unknown holidays "christmas"/);
    expect(() => validateRule({ ...base, holidays: "federal" })).toThrow(/an Illinois rule rolls by/);
    expect(() => validateRule({ ...ruleOf("form-730"), holidays: "illinois" })).toThrow(
      /a federal rule rolls by the federal holidays/,
    );
    expect(() => validateRule({ ...base, holidays: "illinois_and_federal" })).not.toThrow();
  });
});

describe("the feeds carry these families with their sources", () => {
  const feed = (slug: string) => {
    const found = calendarFeeds(allRules).find((f) => f.slug === slug);
    if (!found) throw new Error(`no feed ${slug}`);
    return feedEvents(found, allRules, postponements, 2026, "en", englishText);
  };
  const keysIn = (slug: string) => new Set(feed(slug).map((event) => event.ruleId));

  it("puts each family in its jurisdiction's feed and its audiences' feeds, for 2025–2027", () => {
    expect([...keysIn("illinois-employers")]).toEqual(
      expect.arrayContaining(["il-ui-3-40", "il-ui-ha", "il-withholding-monthly", "il-941"]),
    );
    expect([...keysIn("illinois-individuals")]).toContain("il-ui-ha");
    expect([...keysIn("illinois-businesses")]).toEqual(
      expect.arrayContaining([
        "il-corporate-estimated-tax",
        "il-pte-estimated-tax",
        "il-pte-estimated-tax-from-2026",
        "il-sales-tax-quarter-monthly",
      ]),
    );
    expect([...keysIn("federal-businesses")]).toEqual(
      expect.arrayContaining(["form-720", "form-730", "form-2290", "form-1099-paper"]),
    );
    expect(keysIn("federal").has("il-ui-3-40")).toBe(false);
    expect(keysIn("illinois").has("form-730")).toBe(false);
    for (const key of ["il-ui-3-40", "il-withholding-monthly", "il-sales-tax-quarter-monthly"]) {
      const yearsCovered = new Set(
        feed("illinois")
          .filter((event) => event.ruleId === key)
          .map((event) => event.date.slice(0, 4)),
      );
      expect([...yearsCovered].sort()).toEqual(["2025", "2026", "2027"]);
    }
  });

  it("writes the source link of each family into the English and Spanish feed files", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "business-feeds-"));
    try {
      writeCalendarFeeds({
        publicDir: dir,
        siteUrl: "https://www.example.com",
        firmName: "Riverwalk CPA Group",
        uidDomain: "example.com",
        rules: allRules,
        postponements,
        buildDate: new Date("2026-03-01T12:00:00Z"),
      });
      const eventsIn = (file: string) =>
        new ICAL.Component(ICAL.parse(fs.readFileSync(path.join(dir, file), "utf8")))
          .getAllSubcomponents("vevent")
          .map((vevent) => ({
            uid: String(vevent.getFirstPropertyValue("uid")),
            url: String(vevent.getFirstPropertyValue("url")),
            description: String(vevent.getFirstPropertyValue("description")),
          }));
      const cases: [string, string][] = [
        ["calendar/illinois-employers.ics", "il-ui-3-40"],
        ["calendar/illinois-employers.ics", "il-withholding-monthly"],
        ["calendar/illinois-businesses.ics", "il-sales-tax-quarter-monthly"],
        ["calendar/illinois-businesses.ics", "il-corporate-estimated-tax"],
        ["calendar/federal-businesses.ics", "form-730"],
        ["es/calendar/illinois-employers.ics", "il-ui-ha"],
        ["es/calendar/federal.ics", "form-730"],
      ];
      for (const [file, key] of cases) {
        const url = ruleOf(key).source?.url as string;
        const events = eventsIn(file).filter((event) => event.uid.startsWith(`${key}-2026`));
        expect(events.length).toBeGreaterThan(0);
        events.forEach((event) => {
          expect(event.url).toBe(url);
          expect(event.description.replace(/\s+/g, "")).toContain(url);
        });
      }
      expect(eventsIn("es/calendar/illinois-employers.ics").find((e) => e.uid.startsWith("il-ui-ha-"))?.uid).toMatch(
        /-es@example\.com$/,
      );
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
