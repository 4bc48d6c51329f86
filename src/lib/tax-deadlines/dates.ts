/**
 * Calendar dates as plain `YYYY-MM-DD` strings. Deadlines are civil dates with
 * no time zone, so the arithmetic runs on UTC to keep daylight-saving changes
 * and the visitor's offset out of it. Dates in words (month and weekday names) are in ./date-format, by locale.
 */
export type IsoDate = string;

export interface DateParts {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
}

/**
 * Orders ISO dates ("2026-04-15"), which sort as plain text. Not localeCompare: its first call makes Chrome set
 * up a collator, tens of milliseconds on the main thread while the page loads.
 */
export const compareIsoDates = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

export function toIso({ year, month, day }: DateParts): IsoDate {
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

export function fromIso(date: IsoDate): DateParts {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) throw new Error(`Not a YYYY-MM-DD date: ${date}`);
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}

function toUtc({ year, month, day }: DateParts): Date {
  const date = new Date(Date.UTC(2000, month - 1, day));
  // Date.UTC maps years 0–99 to 1900–1999; setUTCFullYear does not.
  date.setUTCFullYear(year);
  return date;
}

function fromUtc(date: Date): DateParts {
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** 0 = Sunday … 6 = Saturday */
export function dayOfWeek(date: IsoDate | DateParts): number {
  return toUtc(typeof date === "string" ? fromIso(date) : date).getUTCDay();
}

export function addDays(date: IsoDate, days: number): IsoDate {
  const utc = toUtc(fromIso(date));
  utc.setUTCDate(utc.getUTCDate() + days);
  return toIso(fromUtc(utc));
}

/** Moves by whole months, keeping the day where the target month has it and clamping otherwise (Jan 31 + 1 → Feb 28/29). */
export function addMonths(date: IsoDate, months: number): IsoDate {
  const { year, month, day } = fromIso(date);
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = (index % 12) + 1;
  return toIso({ year: targetYear, month: targetMonth, day: Math.min(day, daysInMonth(targetYear, targetMonth)) });
}

/** The month `offset` months after (year, month), as { year, month }. */
export function shiftMonth(year: number, month: number, offset: number): { year: number; month: number } {
  const index = year * 12 + (month - 1) + offset;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** The n-th (1-based) given weekday of a month, or the last one when n is -1. */
export function nthWeekdayOfMonth(year: number, month: number, weekday: number, n: number): IsoDate {
  if (n === -1) {
    const last = daysInMonth(year, month);
    const offset = (dayOfWeek({ year, month, day: last }) - weekday + 7) % 7;
    return toIso({ year, month, day: last - offset });
  }
  const offset = (weekday - dayOfWeek({ year, month, day: 1 }) + 7) % 7;
  return toIso({ year, month, day: 1 + offset + (n - 1) * 7 });
}

/** Today's date where the visitor is (their local calendar day). */
export function localToday(now: Date = new Date()): IsoDate {
  return toIso({ year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() });
}
