/**
 * When a visitor may ask to meet: the start times the appointment form offers, from the firm's opening hours
 * (data/site/en/firm.json `hours`), the holidays of the tax engine and the time in Naperville.
 *
 * The rules, all in the firm's time zone (America/Chicago), whatever the visitor's:
 * - A time is offered on a day the hours cover (its weekday among `dayCodes`, its date within the entry's season
 *   when it has `validFrom`/`validThrough`), every SLOT_STEP_MINUTES from `opens` to the last start whose
 *   APPOINTMENT_MINUTES end by `closes`.
 * - Never on a Sunday, nor on a firm holiday (firmHoliday): the federal legal holidays of the tax engine
 *   (legalHolidays, 5 U.S.C. § 6103) on the day they fall and on the day they are observed, without the two that
 *   only the District of Columbia keeps (Emancipation Day, Inauguration Day). The Illinois-only holidays (Lincoln's
 *   Birthday, Casimir Pulaski Day, Good Friday, General Election Day) fall in tax season or are not office closures:
 *   the office is open on them.
 * - At least one business day ahead: a full business day (Monday to Friday, not a firm holiday) must lie between the
 *   day of the request and the appointment, the day the firm has to confirm it. The earliest date is the day after
 *   the first business day after today (earliestDate): Monday → Wednesday, Friday evening → Tuesday, the
 *   Wednesday before Thanksgiving → the Saturday after when Saturday hours apply, else the Monday. It depends on
 *   the date in Naperville only, so a request is never for a time already past.
 * - At most BOOKING_WINDOW_DAYS ahead.
 *
 * Pure functions with `now` passed in; dates are `YYYY-MM-DD` and times 24-hour `HH:MM`, both in Naperville.
 */
import { addDays, dayOfWeek, fromIso, type IsoDate } from "./tax-deadlines/dates";
import { legalHolidays } from "./tax-deadlines/holidays";

export const FIRM_TIME_ZONE = "America/Chicago";

/** How long an appointment is held for: the last start ends by closing time. */
export const APPOINTMENT_MINUTES = 60;

/** The interval between the start times offered. */
export const SLOT_STEP_MINUTES = 30;

/** How far ahead a request may ask, counted from today in Naperville. */
export const BOOKING_WINDOW_DAYS = 90;

/** The numbers of the preferred times a request holds; the first is required. The request's fields and types
 * follow from this list (./appointment-request). */
export const PREFERRED_TIME_CHOICES = [1, 2, 3] as const;

/** How many preferred times a request holds. */
export const PREFERRED_TIME_COUNT = PREFERRED_TIME_CHOICES.length;

/** The opening hours of one group of days, as in data/site/en/firm.json (`validFrom`/`validThrough` "MM-DD"). */
export interface FirmHours {
  opens: string;
  closes: string;
  dayCodes: readonly string[];
  validFrom?: string | null;
  validThrough?: string | null;
}

/** Why a date has no times: the codes behind the messages of `forms.errors.date`. */
export type ClosedReason = "invalid" | "past" | "sunday" | "holiday" | "closed" | "too-soon" | "too-far";

export type DayAvailability =
  | { open: true; starts: string[] }
  | { open: false; reason: ClosedReason; /** The holiday's code, for `holiday`. */ holiday?: string };

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

/** Holidays of the tax engine's list that only the District of Columbia keeps: the office is open. */
const DISTRICT_ONLY_HOLIDAYS: ReadonlySet<string> = new Set(["emancipationDay", "inaugurationDay"]);

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar date written YYYY-MM-DD (not 2026-02-30). */
export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const { year, month, day } = fromIso(value);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const minutesOf = (time: string): number => {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match) throw new Error(`Not a 24-hour HH:MM time: "${time}"`);
  return Number(match[1]) * 60 + Number(match[2]);
};

const clockOf = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

/** The code of the firm holiday on `date` (the day itself or its observed weekday), if any. */
export function firmHoliday(date: IsoDate): string | undefined {
  const year = Number(date.slice(0, 4));
  // Next year's New Year's Day, on a Saturday, is observed on December 31.
  const holidays = [...legalHolidays(year), ...legalHolidays(year + 1)];
  return holidays.find(
    (holiday) => !DISTRICT_ONLY_HOLIDAYS.has(holiday.code) && (holiday.date === date || holiday.observed === date),
  )?.code;
}

/** A firm business day: Monday to Friday, not a firm holiday. */
export function isFirmBusinessDay(date: IsoDate): boolean {
  const weekday = dayOfWeek(date);
  return weekday >= 1 && weekday <= 5 && firmHoliday(date) === undefined;
}

/** Whether "MM-DD" of `date` lies in the season from `validFrom` through `validThrough` (either may be absent). */
function inSeason(date: IsoDate, entry: FirmHours): boolean {
  const monthDay = date.slice(5);
  const from = entry.validFrom ?? "01-01";
  const through = entry.validThrough ?? "12-31";
  // A season may run over New Year (11-15 to 02-15).
  return from <= through ? monthDay >= from && monthDay <= through : monthDay >= from || monthDay <= through;
}

/** The opening hours that apply on `date`, if the office is open that weekday and season. */
export function hoursOn(date: IsoDate, hours: readonly FirmHours[]): FirmHours | undefined {
  const weekday = WEEKDAYS[dayOfWeek(date)];
  return hours.find((entry) => entry.dayCodes.includes(weekday) && inSeason(date, entry));
}

/** The start times of one day's hours: every step from opening to the last start that ends by closing. */
export function startTimes(entry: Pick<FirmHours, "opens" | "closes">): string[] {
  const starts: string[] = [];
  const closes = minutesOf(entry.closes);
  for (let start = minutesOf(entry.opens); start + APPOINTMENT_MINUTES <= closes; start += SLOT_STEP_MINUTES) {
    starts.push(clockOf(start));
  }
  return starts;
}

/** The date and time of day of an instant in a time zone. */
export function wallClockIn(timeZone: string, instant: Date): { date: IsoDate; time: string } {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return { date: `${part("year")}-${part("month")}-${part("day")}`, time: `${part("hour")}:${part("minute")}` };
}

/** Today's date in Naperville. */
export function firmToday(now: Date): IsoDate {
  return wallClockIn(FIRM_TIME_ZONE, now).date;
}

/** Minutes the zone is ahead of UTC at that instant (Chicago: -360 in winter, -300 in summer). */
export function zoneOffsetMinutes(timeZone: string, instant: Date): number {
  const { date, time } = wallClockIn(timeZone, instant);
  const { year, month, day } = fromIso(date);
  const asUtc = Date.UTC(year, month - 1, day) + minutesOf(time) * 60_000;
  return Math.round((asUtc - Math.floor(instant.getTime() / 60_000) * 60_000) / 60_000);
}

/** The instant of a date and time on the office's clock (daylight saving time included). */
export function firmInstant(date: IsoDate, time: string): Date {
  const { year, month, day } = fromIso(date);
  const wall = Date.UTC(year, month - 1, day) + minutesOf(time) * 60_000;
  // The offset at the wall time read as UTC is right except within hours of a change; check it once more there.
  const first = wall - zoneOffsetMinutes(FIRM_TIME_ZONE, new Date(wall)) * 60_000;
  return new Date(wall - zoneOffsetMinutes(FIRM_TIME_ZONE, new Date(first)) * 60_000);
}

/** The earliest date a request may ask for: the day after the first business day after today (Naperville). */
export function earliestDate(now: Date): IsoDate {
  let confirmationDay = addDays(firmToday(now), 1);
  while (!isFirmBusinessDay(confirmationDay)) confirmationDay = addDays(confirmationDay, 1);
  return addDays(confirmationDay, 1);
}

/** The last date a request may ask for. */
export function latestDate(now: Date): IsoDate {
  return addDays(firmToday(now), BOOKING_WINDOW_DAYS);
}

/** The times offered on `date`, or why there are none: what the date's time list shows. */
export function availabilityOn(date: string, now: Date, hours: readonly FirmHours[]): DayAvailability {
  if (!isIsoDate(date)) return { open: false, reason: "invalid" };
  if (date < firmToday(now)) return { open: false, reason: "past" };
  if (dayOfWeek(date) === 0) return { open: false, reason: "sunday" };
  const holiday = firmHoliday(date);
  if (holiday) return { open: false, reason: "holiday", holiday };
  const entry = hoursOn(date, hours);
  if (!entry) return { open: false, reason: "closed" };
  if (date < earliestDate(now)) return { open: false, reason: "too-soon" };
  if (date > latestDate(now)) return { open: false, reason: "too-far" };
  return { open: true, starts: startTimes(entry) };
}

/** The first date from the earliest on that has times: where the date fields' hint points. */
export function firstOpenDate(now: Date, hours: readonly FirmHours[]): IsoDate | undefined {
  const last = latestDate(now);
  for (let date = earliestDate(now); date <= last; date = addDays(date, 1)) {
    if (availabilityOn(date, now, hours).open) return date;
  }
  return undefined;
}

/**
 * The same instant on the visitor's clock, when their zone's offset differs from the office's at that time (the
 * visitor's note); undefined when they read the same time.
 */
export function visitorClock(
  date: IsoDate,
  time: string,
  visitorZone: string | undefined,
): { date: IsoDate; time: string } | undefined {
  if (!visitorZone) return undefined;
  const instant = firmInstant(date, time);
  if (zoneOffsetMinutes(visitorZone, instant) === zoneOffsetMinutes(FIRM_TIME_ZONE, instant)) return undefined;
  return wallClockIn(visitorZone, instant);
}
