/**
 * Official postponements as data (data/tax-postponements/). A record changes the deadlines whose due date falls
 * in its window without touching the rules: nationwide relief moves the date and says why; regional relief (an IRS
 * disaster declaration for named states or counties) keeps the date for everyone else and adds a note naming the
 * areas and the later date, because most visitors are outside the area.
 */
import type { PostponementRef, TaxDeadlineEvent } from "./rules";
import { compareIsoDates, type IsoDate } from "./dates";
import { formatLongDate } from "./date-format";
import type { Translate } from "../interface-text";
import type { DataRecord } from "../schema-types";

/**
 * A postponement as the engine reads it: the fields of the TaxPostponementFields fragment (the pages' and the
 * build's selection, src/sections/tax-calendar/tax-calendar-section.tsx and gatsby/tax-deadline-query.ts), as
 * src/gatsby-types.d.ts generates it from gatsby/schema.ts. The window of original due dates it covers
 * (firstOriginalDate to lastOriginalDate) includes both ends.
 */
export type TaxPostponement = DataRecord<Queries.TaxPostponementFieldsFragment>;

/**
 * Throws with the record named when a postponement cannot be applied, so a typo in data/ fails the build (the
 * scope and jurisdiction too: GraphQL refuses values outside its enums, a record read from data/ itself is not).
 */
export function validatePostponement(record: TaxPostponement): void {
  const fail = (problem: string) => {
    throw new Error(`Tax postponement "${record.key}": ${problem}`);
  };
  const iso = /^\d{4}-\d{2}-\d{2}$/;
  if (!["nationwide", "regional"].includes(record.scope)) fail(`unknown scope "${record.scope}"`);
  if (!["federal", "illinois"].includes(record.jurisdiction)) fail(`unknown jurisdiction "${record.jurisdiction}"`);
  if (![record.firstOriginalDate, record.lastOriginalDate, record.newDate].every((d) => iso.test(d)))
    fail("dates must be YYYY-MM-DD");
  if (record.firstOriginalDate > record.lastOriginalDate) fail("the window ends before it starts");
  if (record.newDate <= record.firstOriginalDate) fail("the new date must be after the first original due date");
  if (!/^https:\/\/\S+$/.test(record.url)) fail("needs the notice's https:// address");
  if (record.scope === "regional" && !record.areas?.length) fail("regional relief must name its areas");
}

function refOf(record: TaxPostponement): PostponementRef {
  return {
    notice: record.notice,
    url: record.url,
    newDate: record.newDate,
    reason: record.reason,
    areas: (record.areas ?? []).map((a) => ({ state: a.state, counties: [...(a.counties ?? [])] })),
  };
}

/** The areas of regional relief in words: "Cook, DuPage counties, Illinois; Indiana" (`taxCalendar.areaCounties`). */
export function reliefAreasText(relief: Pick<PostponementRef, "areas">, t: Translate): string {
  return relief.areas
    .map((area) =>
      area.counties.length
        ? t("taxCalendar.areaCounties", { counties: area.counties.join(", "), state: area.state })
        : area.state,
    )
    .join("; ");
}

/**
 * A regional postponement announced in words (`taxCalendar.reliefNotice`): who has until when, for which of the
 * deadlines' own dates, and that everyone else keeps them. `locale` is a BCP 47 tag ("en-US").
 */
export function reliefNoticeText(notice: ReliefNotice, locale: string, t: Translate): string {
  return t("taxCalendar.reliefNotice", {
    notice: notice.relief.notice,
    areas: reliefAreasText(notice.relief, t),
    date: formatLongDate(notice.relief.newDate, locale),
    dates: notice.dates.map((date) => formatLongDate(date, locale)).join("; "),
  });
}

/** A regional postponement as the calendar announces it: the relief, and the due dates it covers there. */
export interface ReliefNotice {
  relief: PostponementRef;
  /** The (original) due dates of the given events that the relief postpones in its areas, in date order. */
  dates: IsoDate[];
}

/**
 * The regional relief among `events` (after applyPostponements), one notice per notice and address, each with the
 * due dates it postpones for the named areas: the calendar shows these above its list, because the events
 * themselves keep everyone else's date.
 */
export function reliefNotices(events: readonly TaxDeadlineEvent[]): ReliefNotice[] {
  const notices = new Map<string, ReliefNotice>();
  for (const event of events) {
    for (const relief of event.regionalRelief ?? []) {
      const id = `${relief.notice} ${relief.url}`;
      const notice = notices.get(id) ?? { relief, dates: [] };
      if (!notice.dates.includes(event.date)) notice.dates.push(event.date);
      notices.set(id, notice);
    }
  }
  return [...notices.values()].map((notice) => ({ ...notice, dates: notice.dates.sort(compareIsoDates) }));
}

/**
 * The events with every postponement applied. Nationwide relief moves an event to the new date (keeping
 * `postponedFrom`); regional relief attaches a note. The result is sorted by date again.
 */
export function applyPostponements(
  events: readonly TaxDeadlineEvent[],
  postponements: readonly TaxPostponement[],
): TaxDeadlineEvent[] {
  // As deadlinesBetween does for the rules: checked at build and in tests, not again in a visitor's browser.
  if (process.env.BUILD_STAGE !== "build-javascript") postponements.forEach(validatePostponement);
  const result = events.map((event) => {
    let current: TaxDeadlineEvent = event;
    for (const record of postponements) {
      if (record.jurisdiction !== event.jurisdiction) continue;
      if (event.date < record.firstOriginalDate || event.date > record.lastOriginalDate) continue;
      if (record.scope === "nationwide") {
        current = { ...current, date: record.newDate, postponedFrom: event.date, postponement: refOf(record) };
      } else {
        current = { ...current, regionalRelief: [...(current.regionalRelief ?? []), refOf(record)] };
      }
    }
    return current;
  });
  return result.sort((a, b) => compareIsoDates(a.date, b.date));
}
