/**
 * Dates in words, for any locale. Joining words ("January–March 2026", "first") come from the `dates` group of the
 * interface dictionary, read through `t` (pass `useText()`'s lookup, or one bound to
 * data/interface/es.json). Civil dates are formatted at noon UTC with `timeZone: "UTC"`, so the visitor's offset
 * never shifts the day.
 *
 * Month and weekday names and the order of a long date are the locale's own (Unicode CLDR). For the two editions'
 * locales, en-US and es-US, they are written out below, exactly as `Intl.DateTimeFormat` gives them
 * (tests/unit/lib/tax-deadlines/date-format.test.ts compares every day of 2024–2028 in both locales, and the browser tests read the
 * calendar Chromium renders): the first `Intl.DateTimeFormat` a page builds costs Chrome 20 ms or more of locale
 * set-up, a main-thread task of about 80 ms on Lighthouse's throttled phone while /resources hydrates its calendar.
 * Any other locale goes through Intl, as src/lib/number-format.ts does for numbers. (The Spanish edition's article
 * dates use Intl through `longDate` in src/lib/locale.ts, which every page bundles: these tables would add
 * 1.5 KB gzip to every page to spare only Spanish pages that show a date.)
 */
import { type TextKey, type Translate } from "../interface-text";
import { dayOfWeek, fromIso, type IsoDate } from "./dates";

interface LocaleDates {
  /** January first. */
  months: readonly string[];
  /** Sunday first. */
  weekdays: { long: readonly string[]; short: readonly string[] };
  longDate: (parts: { day: number; month: string; year: number }) => string;
  monthYear: (month: string, year: number) => string;
}

const WRITTEN_OUT: Readonly<Record<string, LocaleDates>> = {
  "en-US": {
    months: [
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
    ],
    weekdays: {
      long: ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
      short: ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"],
    },
    longDate: ({ day, month, year }) => `${month} ${day}, ${year}`,
    monthYear: (month, year) => `${month} ${year}`,
  },
  "es-US": {
    months: [
      "enero",
      "febrero",
      "marzo",
      "abril",
      "mayo",
      "junio",
      "julio",
      "agosto",
      "septiembre",
      "octubre",
      "noviembre",
      "diciembre",
    ],
    weekdays: {
      long: ["domingo", "lunes", "martes", "miércoles", "jueves", "viernes", "sábado"],
      short: ["dom", "lun", "mar", "mié", "jue", "vie", "sáb"],
    },
    longDate: ({ day, month, year }) => `${day} de ${month} de ${year}`,
    monthYear: (month, year) => `${month} de ${year}`,
  },
};

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
  const known = WRITTEN_OUT[locale];
  if (known) {
    const words = known.longDate({ day, month: known.months[month - 1], year });
    return weekday ? `${known.weekdays.long[dayOfWeek(date)]}, ${words}` : words;
  }
  const options: Intl.DateTimeFormatOptions = weekday
    ? { weekday: "long", year: "numeric", month: "long", day: "numeric" }
    : { year: "numeric", month: "long", day: "numeric" };
  return formatter(locale, options).format(utcNoon(year, month, day));
}

/** "April 2027" (en-US). */
export function formatMonthYear(year: number, month: number, locale: string): string {
  const known = WRITTEN_OUT[locale];
  if (known) return known.monthYear(known.months[month - 1], year);
  return formatter(locale, { year: "numeric", month: "long" }).format(utcNoon(year, month, 1));
}

/** The twelve month names, January first: "January" … (en-US). */
export function monthNames(locale: string): string[] {
  const known = WRITTEN_OUT[locale];
  if (known) return [...known.months];
  const format = formatter(locale, { month: "long" });
  return Array.from({ length: 12 }, (_, index) => format.format(utcNoon(2001, index + 1, 1)));
}

/** The seven weekday names, Sunday first: "Sunday" … with `long`, "Sun" … with `short` (en-US). */
export function weekdayNames(locale: string, width: "long" | "short"): string[] {
  const known = WRITTEN_OUT[locale];
  if (known) return [...known.weekdays[width]];
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
export function ordinalWord(n: number, gender: OrdinalGender = "masculine", t: Translate): string {
  return t(`dates.ordinals.${gender}.${n}` as TextKey);
}

/** "January–March 2026" (en-US): the months of a calendar quarter and its year. */
export function formatQuarterMonths(year: number, quarter: number, locale: string, t: Translate): string {
  const names = monthNames(locale);
  return t("dates.monthRange", {
    from: names[(quarter - 1) * 3],
    to: names[quarter * 3 - 1],
    year: WRITTEN_OUT[locale] ? String(year) : formatter(locale, { year: "numeric" }).format(utcNoon(year, 1, 1)),
  });
}

/** A legal holiday's name from its code ("newYearsDay" → "New Year's Day"), from `dates.holidays`. */
export function holidayName(code: string, t: Translate): string {
  return t(`dates.holidays.${code}` as TextKey);
}
