/**
 * Legal holidays that move a federal tax deadline. Internal Revenue Code
 * § 7503 moves a deadline falling on a Saturday, Sunday or "legal holiday" to
 * the next day that is none of these, and a legal holiday there means one in
 * the District of Columbia: the federal holidays of 5 U.S.C. § 6103 plus DC
 * Emancipation Day (April 16), which is why the April filing date is sometimes
 * the 17th or 18th, and Inauguration Day (January 20 of every fourth year after
 * 1965; 5 U.S.C. § 6103(c), 26 CFR 301.7503-1(b)).
 */
import { addDays, compareIsoDates, dayOfWeek, nthWeekdayOfMonth, toIso, type IsoDate } from "./dates";
import { isIllinoisHoliday } from "./illinois-holidays";
import { everyValue } from "../schema-types";

/** A holiday's code (its name is `dates.holidays.<code>` in the interface dictionary; see holidayName). */
export interface Holiday {
  code: string;
  /** The calendar date the holiday falls on. */
  date: IsoDate;
  /** The day offices close: the date itself, or the nearest weekday when it falls on a weekend. */
  observed: IsoDate;
}

const MONDAY = 1;
const THURSDAY = 4;

/**
 * Federal rule (Executive Order 11582, 5 U.S.C. § 6103(b)): a fixed-date holiday
 * on a Saturday is observed the Friday before, on a Sunday the Monday after.
 * DC applies the same rule to Emancipation Day (D.C. Code § 32-1201).
 */
export function observedDate(date: IsoDate): IsoDate {
  const weekday = dayOfWeek(date);
  if (weekday === 6) return addDays(date, -1);
  if (weekday === 0) return addDays(date, 1);
  return date;
}

function fixed(code: string, year: number, month: number, day: number): Holiday {
  const date = toIso({ year, month, day });
  return { code, date, observed: observedDate(date) };
}

function floating(code: string, date: IsoDate): Holiday {
  return { code, date, observed: date };
}

/** The legal holidays of a calendar year in the District of Columbia, in date order. */
export function legalHolidays(year: number): Holiday[] {
  const holidays: Holiday[] = [
    fixed("newYearsDay", year, 1, 1),
    floating("martinLutherKingDay", nthWeekdayOfMonth(year, 1, MONDAY, 3)),
    floating("washingtonsBirthday", nthWeekdayOfMonth(year, 2, MONDAY, 3)),
    fixed("emancipationDay", year, 4, 16),
    floating("memorialDay", nthWeekdayOfMonth(year, 5, MONDAY, -1)),
    fixed("independenceDay", year, 7, 4),
    floating("laborDay", nthWeekdayOfMonth(year, 9, MONDAY, 1)),
    floating("columbusDay", nthWeekdayOfMonth(year, 10, MONDAY, 2)),
    fixed("veteransDay", year, 11, 11),
    floating("thanksgivingDay", nthWeekdayOfMonth(year, 11, THURSDAY, 4)),
    fixed("christmasDay", year, 12, 25),
  ];
  // Juneteenth National Independence Day became a federal holiday in June 2021.
  if (year >= 2021) holidays.push(fixed("juneteenth", year, 6, 19));
  // Inauguration Day, January 20 of each fourth year after 1965 (2025, 2029…): a legal holiday in the District of
  // Columbia; on a Sunday it is the Monday after, and a Saturday one has no Friday observance (5 U.S.C. § 6103(c)).
  if (year >= 1965 && (year - 1965) % 4 === 0) {
    const date = toIso({ year, month: 1, day: 20 });
    holidays.push({ code: "inaugurationDay", date, observed: dayOfWeek(date) === 0 ? addDays(date, 1) : date });
  }
  return holidays.sort((a, b) => compareIsoDates(a.date, b.date));
}

const observedCache = new Map<number, Set<IsoDate>>();

function observedDatesOf(year: number): Set<IsoDate> {
  let dates = observedCache.get(year);
  if (!dates) {
    dates = new Set(legalHolidays(year).map((h) => h.observed));
    observedCache.set(year, dates);
  }
  return dates;
}

/** True when offices are closed for a legal holiday on this date (including a Friday observance of next year's New Year's Day). */
export function isLegalHoliday(date: IsoDate): boolean {
  const year = Number(date.slice(0, 4));
  return observedDatesOf(year).has(date) || observedDatesOf(year + 1).has(date);
}

/**
 * Whose deadline it is, and which list shows it: the IRS's or Illinois's (IDOR, IDES). The TaxJurisdiction enum of
 * the schema (gatsby/schema.ts), as generated in src/gatsby-types.d.ts.
 */
export type Jurisdiction = Queries.TaxJurisdiction;

/**
 * The holidays that move a deadline, named per rule (a rule's `holidays`; see holidayCalendarOf in ./rules): the
 * TaxHolidayCalendar enum of the schema, whose values are
 *
 * - `federal`: IRC § 7503, the legal holidays of the District of Columbia as observed (legalHolidays);
 * - `illinois`: 5 ILCS 70/1.11 with the Illinois holidays (illinoisHolidays), what IDOR applies to most taxes
 *   ("a weekend or state recognized holiday") and the default of every Illinois rule;
 * - `illinois_and_federal`: both lists, for Illinois withholding: IDOR's withholding due dates "take into
 *   consideration state and federal holidays" (Publication 131-D); its 2022 table moved the March payment from
 *   Friday, April 15 to Monday, April 18, "Good Friday and Emancipation Day", so the federal list is the IRS's own.
 *
 * Each jurisdiction names a calendar of its own holidays, so a Jurisdiction is a HolidayCalendar.
 */
export type HolidayCalendar = Queries.TaxHolidayCalendar;

export const HOLIDAY_CALENDARS = everyValue<HolidayCalendar>()(["federal", "illinois", "illinois_and_federal"]);

export function isBusinessDay(date: IsoDate, calendar: HolidayCalendar = "federal"): boolean {
  const weekday = dayOfWeek(date);
  if (weekday === 0 || weekday === 6) return false;
  if (calendar === "illinois") return !isIllinoisHoliday(date);
  if (calendar === "illinois_and_federal") return !isIllinoisHoliday(date) && !isLegalHoliday(date);
  return !isLegalHoliday(date);
}

/**
 * The date itself when it is a business day, otherwise the next one: IRC § 7503 for federal deadlines,
 * 5 ILCS 70/1.11 with the Illinois holidays for Illinois ones, both lists for Illinois withholding.
 */
export function nextBusinessDay(date: IsoDate, calendar: HolidayCalendar = "federal"): IsoDate {
  let current = date;
  while (!isBusinessDay(current, calendar)) current = addDays(current, 1);
  return current;
}
