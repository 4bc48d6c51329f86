import {
  formatLongDate,
  formatMonthYear,
  formatQuarterMonths,
  monthNames,
  weekdayNames,
} from "../../src/lib/tax-deadlines/date-format";
import { englishText } from "../helpers/english";

const intl = (locale: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(locale, { ...options, timeZone: "UTC" });

/** Every day from January 1, 2024 to December 31, 2028, as YYYY-MM-DD. */
const days = Array.from({ length: 5 * 366 }, (_, index) => new Date(Date.UTC(2024, 0, 1 + index, 12)))
  .filter((date) => date.getUTCFullYear() <= 2028)
  .map((date) => date.toISOString().slice(0, 10));

describe.each(["en-US", "es-US"])("dates in words for %s, written out", (locale) => {
  it("write every day of 2024–2028 as Intl.DateTimeFormat does, with and without the weekday", () => {
    const long = intl(locale, { year: "numeric", month: "long", day: "numeric" });
    const withWeekday = intl(locale, { weekday: "long", year: "numeric", month: "long", day: "numeric" });
    for (const day of days) {
      const noon = new Date(`${day}T12:00:00Z`);
      expect(formatLongDate(day, locale)).toBe(long.format(noon));
      expect(formatLongDate(day, locale, { weekday: true })).toBe(withWeekday.format(noon));
    }
  });

  it("name the months, the month of a year and the weekdays as Intl.DateTimeFormat does", () => {
    const monthYear = intl(locale, { year: "numeric", month: "long" });
    for (let month = 1; month <= 12; month += 1) {
      expect(formatMonthYear(2026, month, locale)).toBe(monthYear.format(new Date(Date.UTC(2026, month - 1, 1, 12))));
    }
    expect(monthNames(locale)).toEqual(
      Array.from({ length: 12 }, (_, index) => intl(locale, { month: "long" }).format(Date.UTC(2001, index, 1, 12))),
    );
    for (const width of ["long", "short"] as const) {
      // January 7, 2001 was a Sunday.
      expect(weekdayNames(locale, width)).toEqual(
        Array.from({ length: 7 }, (_, index) =>
          intl(locale, { weekday: width }).format(Date.UTC(2001, 0, 7 + index, 12)),
        ),
      );
    }
  });

  it("build no Intl.DateTimeFormat, whose locale set-up is the cost being avoided", () => {
    const spy = jest.spyOn(Intl, "DateTimeFormat");
    try {
      formatLongDate("2027-01-15", locale, { weekday: true });
      formatMonthYear(2027, 1, locale);
      formatQuarterMonths(2027, 2, locale, englishText);
      monthNames(locale);
      weekdayNames(locale, "short");
      expect(spy).not.toHaveBeenCalled();
    } finally {
      spy.mockRestore();
    }
  });
});

describe("dates in words for other locales", () => {
  it("go through Intl.DateTimeFormat", () => {
    expect(formatLongDate("2025-04-15", "es-ES", { weekday: true })).toBe(
      intl("es-ES", { weekday: "long", year: "numeric", month: "long", day: "numeric" }).format(
        Date.UTC(2025, 3, 15, 12),
      ),
    );
    expect(monthNames("de-DE")[2]).toBe("März");
  });
});
