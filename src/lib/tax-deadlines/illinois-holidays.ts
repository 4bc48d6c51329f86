/**
 * Illinois legal holidays, which move an Illinois tax deadline. The Statute on Statutes (5 ILCS 70/1.11) excludes
 * the last day of a period when it is a Saturday, a Sunday or "a holiday as defined or fixed in any statute", and the
 * Illinois Department of Revenue applies that to its due dates ("if a due date falls on a weekend or holiday, the
 * payment will be due on the next business day"). The holidays are those of the Promissory Note and Bank Holiday Act
 * (205 ILCS 630/17): unlike the District of Columbia list, they include Lincoln's Birthday, Casimir Pulaski Day,
 * Good Friday and the general election day of even years, and leave out DC Emancipation Day. The statute fixes the
 * calendar day and names no Friday observance. The State Commemorative Dates Act moves only Lincoln's Birthday to
 * Monday when February 12 is a Sunday (5 ILCS 490/60); for Juneteenth it says the opposite: when June 19 falls on
 * a Saturday or Sunday, neither the Friday before nor the Monday after is a holiday (5 ILCS 490/63, P.A. 102-0014).
 */
import { addDays, compareIsoDates, dayOfWeek, nthWeekdayOfMonth, toIso, type IsoDate } from "./dates";

/** A holiday's code (its name is `dates.holidays.<code>` in the interface dictionary) and the day offices close for it. */
export interface IllinoisHoliday {
  code: string;
  date: IsoDate;
}

const MONDAY = 1;
const THURSDAY = 4;

/** Easter Sunday (Gregorian calendar), by the anonymous algorithm of Meeus/Jones/Butcher. */
export function easterSunday(year: number): IsoDate {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return toIso({ year, month, day });
}

/** General election day: the Tuesday after the first Monday of November, in even-numbered years. */
function electionDay(year: number): IsoDate {
  return addDays(nthWeekdayOfMonth(year, 11, MONDAY, 1), 1);
}

/** Lincoln's Birthday: February 12, or the Monday after when it falls on a Sunday (5 ILCS 490/60). */
function lincolnsBirthday(year: number): IsoDate {
  const date = toIso({ year, month: 2, day: 12 });
  return dayOfWeek(date) === 0 ? addDays(date, 1) : date;
}

/** The Illinois legal holidays of a calendar year, in date order. */
export function illinoisHolidays(year: number): IllinoisHoliday[] {
  const day = (month: number, d: number) => toIso({ year, month, day: d });
  const holidays: IllinoisHoliday[] = [
    { code: "newYearsDay", date: day(1, 1) },
    { code: "martinLutherKingDay", date: nthWeekdayOfMonth(year, 1, MONDAY, 3) },
    { code: "lincolnsBirthday", date: lincolnsBirthday(year) },
    { code: "presidentsDay", date: nthWeekdayOfMonth(year, 2, MONDAY, 3) },
    { code: "casimirPulaskiDay", date: nthWeekdayOfMonth(year, 3, MONDAY, 1) },
    { code: "goodFriday", date: addDays(easterSunday(year), -2) },
    { code: "memorialDay", date: nthWeekdayOfMonth(year, 5, MONDAY, -1) },
    { code: "independenceDay", date: day(7, 4) },
    { code: "laborDay", date: nthWeekdayOfMonth(year, 9, MONDAY, 1) },
    { code: "columbusDay", date: nthWeekdayOfMonth(year, 10, MONDAY, 2) },
    { code: "veteransDay", date: day(11, 11) },
    { code: "thanksgivingDay", date: nthWeekdayOfMonth(year, 11, THURSDAY, 4) },
    { code: "christmasDay", date: day(12, 25) },
  ];
  // June 19 itself, never moved to a weekday (5 ILCS 490/63).
  if (year >= 2021) holidays.push({ code: "juneteenth", date: day(6, 19) });
  if (year % 2 === 0) holidays.push({ code: "generalElectionDay", date: electionDay(year) });
  return holidays.sort((a, b) => compareIsoDates(a.date, b.date));
}

const cache = new Map<number, Set<IsoDate>>();

export function isIllinoisHoliday(date: IsoDate): boolean {
  const year = Number(date.slice(0, 4));
  let dates = cache.get(year);
  if (!dates) {
    dates = new Set(illinoisHolidays(year).map((h) => h.date));
    cache.set(year, dates);
  }
  return dates.has(date);
}
