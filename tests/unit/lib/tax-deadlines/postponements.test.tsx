/**
 * Postponements as the agencies grant them: regional relief (IRS disaster relief for named
 * states or counties) keeps everyone else's dates, notes the later date on each deadline it covers, and the calendar
 * announces it once, for the affected area, with the dates it moves; the nationwide record IR-2025-05 keeps moving
 * the date for everyone.
 */
import { render, screen, within } from "@testing-library/react";
import { useStaticQuery } from "gatsby";
import es from "../../../../data/interface/es.json";
import { collectionIn } from "../../../../gatsby/translations";
import { feedDescriptionSuffix } from "../../../../gatsby/calendar-feeds";
import { textIn, type Dictionary } from "../../../../src/lib/interface-text";
import { LocaleContext } from "../../../../src/hooks/use-locale";
import {
  applyPostponements,
  deadlinesBetween,
  deadlinesFor,
  reliefNoticeText,
  reliefNotices,
  validatePostponement,
  type TaxDeadlineRule,
  type TaxPostponement,
} from "../../../../src/lib/tax-deadlines";
import { TaxCalendar } from "../../../../src/sections/tax-calendar/tax-calendar";
import { collection } from "../../../helpers/data";
import { firmInEveryEdition } from "../../../helpers/forms";
import { englishDates, englishDictionary, englishText } from "../../../helpers/english";
import { federalRules as federal, illinoisRules as illinois, postponementRecords } from "../../../helpers/tax-rules";

// The nationwide records of data/ (they must keep working beside regional relief); regional records staff add would
// announce relief of their own, which the tests below do not expect.
const postponements = postponementRecords.filter((p) => p.scope === "nationwide");
const spanishText = textIn(es as Dictionary);

/** A disaster declaration of the IRS's usual form, for two Illinois counties (the window and date are examples). */
const stormRelief = (key: string): TaxPostponement => ({
  key,
  notice: "IL-2026-01",
  url: "https://www.irs.gov/newsroom/tax-relief-in-disaster-situations",
  jurisdiction: "federal",
  scope: "regional",
  areas: [{ state: "Illinois", counties: ["Cook", "DuPage"] }],
  firstOriginalDate: "2026-04-01",
  lastOriginalDate: "2026-06-30",
  newDate: "2026-10-15",
  reason: "Severe storms",
});
const storms = stormRelief("test-il-storms");

describe("regional relief", () => {
  const events = applyPostponements(deadlinesFor(2026, federal, englishDates, englishText), [...postponements, storms]);

  it("keeps every date and notes the later date on the deadlines in its window only", () => {
    const unchanged = deadlinesFor(2026, federal, englishDates, englishText);
    expect(events.map((e) => `${e.ruleId} ${e.date}`)).toEqual(unchanged.map((e) => `${e.ruleId} ${e.date}`));
    events.forEach((event) => {
      const inWindow = event.date >= "2026-04-01" && event.date <= "2026-06-30";
      expect(event.regionalRelief?.[0]?.newDate).toBe(inWindow ? "2026-10-15" : undefined);
      expect(event.postponedFrom).toBeUndefined();
    });
  });

  it("is announced once, with each date it moves for the named counties", () => {
    const [notice, ...others] = reliefNotices(events);
    expect(others).toEqual([]);
    expect(notice.relief.notice).toBe("IL-2026-01");
    const expected = [...new Set(events.filter((e) => e.regionalRelief).map((e) => e.date))].sort();
    expect(notice.dates).toEqual(expected);
    expect(notice.dates[0]).toBe("2026-04-10");
    expect(notice.dates).toContain("2026-04-15");
    expect(notice.dates.at(-1)).toBe("2026-06-30");
    const one = { ...notice, dates: ["2026-04-15", "2026-06-15"] };
    expect(reliefNoticeText(one, "en-US", englishText)).toBe(
      "IL-2026-01: taxpayers in Cook, DuPage counties, Illinois have until October 15, 2026 for the deadlines due " +
        "April 15, 2026; June 15, 2026. The calendar shows everyone else's dates.",
    );
    // A whole state, as IRS relief for a statewide declaration names it, beside counties of another.
    const statewide = {
      ...one,
      relief: { ...one.relief, areas: [...one.relief.areas, { state: "Indiana", counties: [] }] },
    };
    expect(reliefNoticeText(statewide, "en-US", englishText)).toContain(
      "taxpayers in Cook, DuPage counties, Illinois; Indiana have until October 15, 2026",
    );
    expect(reliefNoticeText(one, "es-US", spanishText)).toBe(
      "IL-2026-01: los contribuyentes de condados de Cook, DuPage, Illinois tienen hasta el 15 de octubre de 2026 " +
        "para las fechas límite que vencen el 15 de abril de 2026; 15 de junio de 2026. El calendario muestra las " +
        "fechas de los demás contribuyentes.",
    );
  });

  it("leaves another jurisdiction's deadlines alone, and goes into the feed descriptions", () => {
    const illinoisEvents = applyPostponements(
      deadlinesBetween("2026-04-15", "2026-04-15", illinois, englishDates, englishText),
      [storms],
    );
    expect(illinoisEvents.length).toBeGreaterThan(0);
    expect(reliefNotices(illinoisEvents)).toEqual([]);
    const april15 = events.find((e) => e.date === "2026-04-15");
    if (!april15) throw new Error("no April 15 deadline");
    expect(feedDescriptionSuffix(april15, "en", englishText)).toContain(
      "IL-2026-01: taxpayers in Cook, DuPage counties, Illinois have until October 15, 2026.",
    );
  });

  // Source: IR-2025-05 (January 8, 2025): returns, payments and deposits due Thursday, January 9, 2025 are due Friday,
  // January 10 for everyone.
  it("keeps the nationwide record moving everyone's date beside a regional one", () => {
    const january = applyPostponements(deadlinesFor(2025, federal, englishDates, englishText), [
      ...postponements,
      storms,
    ]).filter((e) => e.postponedFrom);
    january.forEach((event) => {
      expect(event).toMatchObject({ date: "2025-01-10", postponedFrom: "2025-01-09" });
      expect(event.postponement?.notice).toBe("IR-2025-05");
    });
  });
});

describe("the calendar's relief notice", () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: new Date("2026-04-05T12:00:00"), doNotFake: ["queueMicrotask"] });
    (useStaticQuery as jest.Mock).mockReturnValue(firmInEveryEdition());
  });
  afterEach(() => jest.useRealTimers());

  const renderCalendar = (locale: "en" | "es", rules: readonly TaxDeadlineRule[]) =>
    render(
      <LocaleContext.Provider value={{ locale, dictionary: locale === "es" ? (es as Dictionary) : englishDictionary }}>
        <TaxCalendar
          rules={rules}
          postponements={[...postponements, storms]}
          siteUrl="https://www.example.com"
          buildDate="2026-04-05"
        />
      </LocaleContext.Provider>,
    );

  it("shows the affected area and the moved dates above the month's deadlines, linking the notice", () => {
    renderCalendar("en", [...federal, ...illinois]);
    const region = screen.getByRole("region", { name: "Deadlines in April 2026" });
    const notice = within(region).getByRole("link", { name: /^IL-2026-01: taxpayers in .* for the deadlines due / });
    expect(notice).toHaveAttribute("href", storms.url);
    expect(notice.textContent).toContain("have until October 15, 2026 for the deadlines due April 10, 2026; ");
    expect(notice.textContent).toContain("June 30, 2026. The calendar shows everyone else's dates.");
    // The deadlines themselves keep their date (April 15 is listed under April 15).
    expect(within(region).getAllByText("Wednesday, April 15, 2026").length).toBeGreaterThan(1);
  });

  it("says it in Spanish on the Spanish page", () => {
    const rules = [
      ...(collectionIn("tax-deadline-rules", "es") as unknown as TaxDeadlineRule[]),
      ...(collectionIn("tax-deadline-rules-illinois", "es") as unknown as TaxDeadlineRule[]),
    ];
    renderCalendar("es", rules);
    expect(
      screen.getByRole("link", {
        name: /^IL-2026-01: los contribuyentes de condados de Cook, DuPage, Illinois .* que vencen el 10 de abril/,
      }),
    ).toHaveAttribute("href", storms.url);
  });
});

describe("postponements", () => {
  const records = collection<TaxPostponement[]>("tax-postponements");
  const dueJan9: TaxDeadlineRule = {
    key: "test-jan-9",
    jurisdiction: "federal",
    title: "Test deposit",
    description: "Due",
    audience: ["Employers"],
    source: { label: "IRS Publication 509", url: "https://www.irs.gov/publications/p509" },
    schedule: { kind: "annual", month: 1, day: 9, taxYearOffset: 0 },
  };
  // Source: IR-2025-05, Jan. 8, 2025 (data/tax-postponements/ has its irs.gov address) — returns, payments and
  // deposits due Thursday, January 9, 2025 (National Day of Mourning for President Carter) are due Friday, January 10.
  it("moves a deadline by nationwide relief and says why", () => {
    const [event] = applyPostponements(deadlinesFor(2025, [dueJan9], englishDates, englishText), records);
    expect(event.date).toBe("2025-01-10");
    expect(event.postponedFrom).toBe("2025-01-09");
    expect(event.postponement?.notice).toBe("IR-2025-05");
    expect(event.postponement?.reason).toContain("National Day of Mourning");
    const [other] = applyPostponements(deadlinesFor(2026, [dueJan9], englishDates, englishText), records);
    expect(other.date).toBe("2026-01-09");
  });
  // Source: IRS disaster relief pattern (e.g. IR-2025-10): relief applies only to taxpayers in the declared counties.
  it("keeps the date for regional relief and adds a note naming the counties and the later date", () => {
    const regional = stormRelief("test-il");
    const events = applyPostponements(
      deadlinesBetween("2026-04-15", "2026-04-15", federal, englishDates, englishText),
      [regional],
    );
    expect(events.length).toBeGreaterThan(3);
    events.forEach((e) => {
      expect(e.date).toBe("2026-04-15");
      expect(e.regionalRelief?.[0]).toMatchObject({
        notice: "IL-2026-01",
        newDate: "2026-10-15",
        areas: [{ state: "Illinois", counties: ["Cook", "DuPage"] }],
      });
    });
    expect(() => validatePostponement({ ...regional, areas: [] })).toThrow("regional relief must name its areas");
    expect(
      applyPostponements(deadlinesBetween("2026-04-15", "2026-04-15", illinois, englishDates, englishText), [
        regional,
      ])[0].regionalRelief,
    ).toBeUndefined();
  });
});
