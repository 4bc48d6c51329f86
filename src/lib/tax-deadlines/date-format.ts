/**
 * Dates in words, for any locale: month and weekday names come from `Intl.DateTimeFormat(locale, …)`, never from
 * English lists, so a Spanish edition passes "es-US" and nothing else changes. Joining words ("January–March 2026",
 * "first") comes from the `dates` group of the interface dictionary, read through `t` (English unless given: pass
 * `useText()`'s lookup, or one bound to data/interface/es.json). Civil dates are formatted at noon UTC with
 * `timeZone: "UTC"`, so the visitor's offset never shifts the day.
 */
import { interfaceText, type TextKey, type Translate } from "../interface-text";
import { fromIso, type IsoDate } from "./dates";

/** The locale of the interface dictionary in use (data/interface/en.json → "en-US"). */
export const DEFAULT_LOCALE = interfaceText("dates.locale");

const formatters = new Map<string, Intl.DateTimeFormat>();

/** One formatter per locale and options: building one costs far more than using it. */
function formatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(locale, { ...options, timeZone: "UTC" });
    formatters.set(key, found);
  }
  return found;
}

function utcNoon(year: number, month: number, day: number): Date {
  const date = new Date(Date.UTC(2000, month - 1, day, 12));
  // Date.UTC maps years 0–99 to 1900–1999; setUTCFullYear does not.
  date.setUTCFullYear(year);
  return date;
}

/** "April 15, 2025", or with `weekday` "Tuesday, April 15, 2025" (en-US). */
export function formatLongDate(date: IsoDate, locale: string, { weekday = false }: { weekday?: boolean } = {}): string {
  const { year, month, day } = fromIso(date);
  const options: Intl.DateTimeFormatOptions = weekday
    ? { weekday: "long", year: "numeric", month: "long", day: "numeric" }
    : { year: "numeric", month: "long", day: "numeric" };
  return formatter(locale, options).format(utcNoon(year, month, day));
}

/** "April 2027" (en-US). */
export function formatMonthYear(year: number, month: number, locale: string): string {
  return formatter(locale, { year: "numeric", month: "long" }).format(utcNoon(year, month, 1));
}

/** The twelve month names, January first: "January" … (en-US). */
export function monthNames(locale: string): string[] {
  const format = formatter(locale, { month: "long" });
  return Array.from({ length: 12 }, (_, index) => format.format(utcNoon(2001, index + 1, 1)));
}

/** The seven weekday names, Sunday first: "Sunday" … with `long`, "Sun" … with `short` (en-US). */
export function weekdayNames(locale: string, width: "long" | "short"): string[] {
  const format = formatter(locale, { weekday: width });
  // January 7, 2001 was a Sunday.
  return Array.from({ length: 7 }, (_, index) => format.format(utcNoon(2001, 1, 7 + index)));
}

/**
 * Which set of `dates.ordinals` a placeholder takes: Spanish agrees the ordinal with its noun ("primer trimestre",
 * "primera cuota"). English has the same words in both sets.
 */
export type OrdinalGender = "masculine" | "feminine";

/** "first" … "fourth": `{quarter}` takes the masculine set, `{installment}` the feminine one. */
export function ordinalWord(n: number, gender: OrdinalGender = "masculine", t: Translate = interfaceText): string {
  return t(`dates.ordinals.${gender}.${n}` as TextKey);
}

/** "January–March 2026" (en-US): the months of a calendar quarter and its year. */
export function formatQuarterMonths(
  year: number,
  quarter: number,
  locale: string,
  t: Translate = interfaceText,
): string {
  const names = monthNames(locale);
  return t("dates.monthRange", {
    from: names[(quarter - 1) * 3],
    to: names[quarter * 3 - 1],
    year: formatter(locale, { year: "numeric" }).format(utcNoon(year, 1, 1)),
  });
}

/** A legal holiday's name from its code ("newYearsDay" → "New Year's Day"), from `dates.holidays`. */
export function holidayName(code: string, t: Translate = interfaceText): string {
  return t(`dates.holidays.${code}` as TextKey);
}
