import firm from "../../../data/site/en/firm.json";
import {
  APPOINTMENT_MINUTES,
  BOOKING_WINDOW_DAYS,
  SLOT_STEP_MINUTES,
  availabilityOn,
  earliestDate,
  firmHoliday,
  firmInstant,
  firmToday,
  firstOpenDate,
  hoursOn,
  isFirmBusinessDay,
  isIsoDate,
  latestDate,
  startTimes,
  visitorClock,
  zoneOffsetMinutes,
} from "../../../src/lib/appointment-slots";
import { addDays } from "../../../src/lib/tax-deadlines/dates";

const hours = firm.hours;
const weekdayHours = hours.find((entry) => entry.dayCodes.includes("Monday"));
const saturdayHours = hours.find((entry) => entry.dayCodes.includes("Saturday"));
if (!weekdayHours || !saturdayHours) throw new Error("data/site/en/firm.json lacks weekday or Saturday hours");

/** An instant given as Naperville wall time, e.g. at("2026-11-27", "18:45"). */
const at = (date: string, time: string) => firmInstant(date, time);

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));

describe("start times", () => {
  it("runs from opening every step to the last start that ends by closing", () => {
    const starts = startTimes(weekdayHours);
    expect(starts[0]).toBe(weekdayHours.opens);
    const last = starts[starts.length - 1];
    expect(minutes(last) + APPOINTMENT_MINUTES).toBeLessThanOrEqual(minutes(weekdayHours.closes));
    expect(minutes(last) + SLOT_STEP_MINUTES + APPOINTMENT_MINUTES).toBeGreaterThan(minutes(weekdayHours.closes));
    for (let i = 1; i < starts.length; i++) expect(minutes(starts[i]) - minutes(starts[i - 1])).toBe(SLOT_STEP_MINUTES);
  });

  it("works out the exact list for known hours", () => {
    expect(startTimes({ opens: "09:00", closes: "13:00" })).toEqual([
      "09:00",
      "09:30",
      "10:00",
      "10:30",
      "11:00",
      "11:30",
      "12:00",
    ]);
    expect(startTimes({ opens: "09:00", closes: "09:30" })).toEqual([]);
  });
});

describe("the office's days", () => {
  it("applies the Saturday hours only within their season", () => {
    expect(hoursOn("2026-01-17", hours)).toBe(saturdayHours);
    expect(hoursOn("2026-11-28", hours)).toBeUndefined();
    expect(hoursOn("2026-01-10", hours)).toBeUndefined();
    expect(hoursOn("2026-04-18", hours)).toBeUndefined();
    expect(hoursOn("2026-12-01", hours)).toBe(weekdayHours);
    expect(hoursOn("2026-11-29", hours)).toBeUndefined();
  });

  it("takes a season that runs over New Year", () => {
    const winter = [
      { opens: "09:00", closes: "12:00", dayCodes: ["Saturday"], validFrom: "12-01", validThrough: "01-31" },
    ];
    expect(hoursOn("2026-12-05", winter)).toBeDefined();
    expect(hoursOn("2027-01-30", winter)).toBeDefined();
    expect(hoursOn("2027-02-06", winter)).toBeUndefined();
  });

  it("closes on the federal holidays, observed, but not on those only Washington, D.C. keeps", () => {
    expect(firmHoliday("2026-11-26")).toBe("thanksgivingDay");
    // July 4, 2026 is a Saturday: observed on Friday the 3rd, and the day itself stays a holiday.
    expect(firmHoliday("2026-07-03")).toBe("independenceDay");
    expect(firmHoliday("2026-07-04")).toBe("independenceDay");
    // January 1, 2028 is a Saturday: observed on Friday, December 31, 2027.
    expect(firmHoliday("2027-12-31")).toBe("newYearsDay");
    expect(firmHoliday("2026-04-16")).toBeUndefined();
    expect(firmHoliday("2029-01-22")).toBeUndefined();
    // Illinois-only holidays are working days: Lincoln's Birthday and Good Friday in tax season.
    expect(firmHoliday("2026-02-12")).toBeUndefined();
    expect(firmHoliday("2026-04-03")).toBeUndefined();
    expect(isFirmBusinessDay("2026-02-12")).toBe(true);
    expect(isFirmBusinessDay("2026-11-27")).toBe(true);
    expect(isFirmBusinessDay("2026-11-26")).toBe(false);
    expect(isFirmBusinessDay("2026-11-28")).toBe(false);
  });
});

describe("at least one business day ahead", () => {
  it("leaves a whole business day between the request and the appointment", () => {
    // Monday → Tuesday is the business day in between → Wednesday.
    expect(earliestDate(at("2026-11-30", "08:00"))).toBe("2026-12-02");
    expect(earliestDate(at("2026-11-30", "23:59"))).toBe("2026-12-02");
  });

  it("on a Friday evening, skips the weekend: Monday is the business day, Tuesday the first date", () => {
    expect(earliestDate(at("2026-12-04", "18:45"))).toBe("2026-12-08");
    // A Saturday in season opens the Saturday only when a business day lies before it.
    expect(earliestDate(at("2026-02-12", "10:00"))).toBe("2026-02-14");
    expect(availabilityOn("2026-02-14", at("2026-02-12", "10:00"), hours).open).toBe(true);
    expect(availabilityOn("2026-02-14", at("2026-02-13", "10:00"), hours)).toEqual({ open: false, reason: "too-soon" });
  });

  it("on the eve of a holiday, counts the holiday out", () => {
    // Wednesday before Thanksgiving: Thursday is a holiday, Friday the business day; the Saturday is out of season.
    const eve = at("2026-11-25", "16:00");
    expect(earliestDate(eve)).toBe("2026-11-28");
    expect(availabilityOn("2026-11-27", eve, hours)).toEqual({ open: false, reason: "too-soon" });
    expect(availabilityOn("2026-11-28", eve, hours)).toEqual({ open: false, reason: "closed" });
    expect(availabilityOn("2026-11-30", eve, hours)).toEqual({ open: true, starts: startTimes(weekdayHours) });
    expect(firstOpenDate(eve, hours)).toBe("2026-11-30");
    // Before Presidents Day (Monday, February 16, 2026): Friday's request waits for Tuesday, the first date Wednesday.
    expect(earliestDate(at("2026-02-13", "17:00"))).toBe("2026-02-18");
  });

  it("reads today in Naperville, not on the visitor's clock or in UTC", () => {
    // 11:30 p.m. Monday in Naperville is already Tuesday in UTC.
    const lateMonday = at("2026-11-30", "23:30");
    expect(lateMonday.toISOString().slice(0, 10)).toBe("2026-12-01");
    expect(firmToday(lateMonday)).toBe("2026-11-30");
    expect(earliestDate(lateMonday)).toBe("2026-12-02");
  });
});

describe("daylight saving time", () => {
  it("places the same office time an hour apart in UTC across the change", () => {
    // Daylight saving time starts on Sunday, March 8, 2026.
    expect(firmInstant("2026-03-06", "08:30").toISOString()).toBe("2026-03-06T14:30:00.000Z");
    expect(firmInstant("2026-03-09", "08:30").toISOString()).toBe("2026-03-09T13:30:00.000Z");
    // And ends on Sunday, November 1, 2026.
    expect(firmInstant("2026-10-30", "08:30").toISOString()).toBe("2026-10-30T13:30:00.000Z");
    expect(firmInstant("2026-11-02", "08:30").toISOString()).toBe("2026-11-02T14:30:00.000Z");
  });

  it("offers the same times and lead days across the weekend of the change", () => {
    const friday = at("2026-03-06", "17:00");
    expect(earliestDate(friday)).toBe("2026-03-10");
    expect(availabilityOn("2026-03-10", friday, hours)).toEqual({ open: true, starts: startTimes(weekdayHours) });
    expect(earliestDate(at("2026-10-30", "17:00"))).toBe("2026-11-03");
  });

  it("tells a visitor elsewhere their own time only when their offset differs at that time", () => {
    expect(visitorClock("2026-12-01", "10:00", "America/Chicago")).toBeUndefined();
    // Winnipeg keeps Central time too.
    expect(visitorClock("2026-12-01", "10:00", "America/Winnipeg")).toBeUndefined();
    expect(visitorClock("2026-12-01", "10:00", "America/Los_Angeles")).toEqual({ date: "2026-12-01", time: "08:00" });
    expect(visitorClock("2026-12-01", "16:30", "Europe/Madrid")).toEqual({ date: "2026-12-01", time: "23:30" });
    expect(visitorClock("2026-12-01", "08:30", "Asia/Tokyo")).toEqual({ date: "2026-12-01", time: "23:30" });
    // Mexico City matches Central in winter and no longer observes daylight saving time: an hour apart in summer.
    expect(visitorClock("2026-12-01", "10:00", "America/Mexico_City")).toBeUndefined();
    expect(visitorClock("2026-07-01", "10:00", "America/Mexico_City")).toEqual({ date: "2026-07-01", time: "09:00" });
    expect(visitorClock("2026-12-01", "10:00", undefined)).toBeUndefined();
    expect(zoneOffsetMinutes("America/Chicago", firmInstant("2026-07-01", "10:00"))).toBe(-300);
  });
});

describe("a date's availability", () => {
  const now = at("2026-11-30", "09:15");

  it("names why a date has no times", () => {
    expect(availabilityOn("2026-11-29", now, hours)).toEqual({ open: false, reason: "past" });
    expect(availabilityOn("2026-11-30", now, hours)).toEqual({ open: false, reason: "too-soon" });
    expect(availabilityOn("2026-12-01", now, hours)).toEqual({ open: false, reason: "too-soon" });
    expect(availabilityOn("2026-12-06", now, hours)).toEqual({ open: false, reason: "sunday" });
    expect(availabilityOn("2026-12-25", now, hours)).toEqual({
      open: false,
      reason: "holiday",
      holiday: "christmasDay",
    });
    expect(availabilityOn("2026-12-05", now, hours)).toEqual({ open: false, reason: "closed" });
    expect(availabilityOn(addDays("2026-11-30", BOOKING_WINDOW_DAYS + 1), now, hours)).toMatchObject({
      reason: "too-far",
    });
    expect(availabilityOn("2026-02-30", now, hours)).toEqual({ open: false, reason: "invalid" });
    expect(availabilityOn("", now, hours)).toEqual({ open: false, reason: "invalid" });
  });

  it("offers the day's start times from the earliest date to the last", () => {
    expect(availabilityOn("2026-12-02", now, hours)).toEqual({ open: true, starts: startTimes(weekdayHours) });
    expect(latestDate(now)).toBe(addDays("2026-11-30", BOOKING_WINDOW_DAYS));
    expect(firstOpenDate(now, hours)).toBe("2026-12-02");
    expect(availabilityOn("2027-01-16", at("2027-01-13", "09:00"), hours)).toEqual({
      open: true,
      starts: startTimes(saturdayHours),
    });
  });

  it("checks the date's form", () => {
    expect(isIsoDate("2026-12-01")).toBe(true);
    expect(isIsoDate("2026-13-01")).toBe(false);
    expect(isIsoDate("12/01/2026")).toBe(false);
  });
});
