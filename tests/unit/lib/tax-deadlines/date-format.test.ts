import {
  formatLongDate,
  formatMonthYear,
  formatQuarterMonths,
  monthNames,
  weekdayNames,
} from "../../../../src/lib/tax-deadlines/date-format";
import { deadlinesFor } from "../../../../src/lib/tax-deadlines";
import { englishDates, englishText } from "../../../helpers/english";
import { rule } from "../../../helpers/tax-rules";

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
