/**
 * The iCalendar subscription feeds written at build time (gatsby/calendar-feeds.ts) and offered on /resources:
 * one per jurisdiction, one per audience within it, and one with everything. Paths are stable, so a subscribed
 * calendar keeps working from build to build; each feed covers the previous, current and next calendar year of
 * the build, so a monthly rebuild rolls it forward.
 */
import {
  applyPostponements,
  audiencesOf,
  deadlinesBetween,
  jurisdictionOf,
  type Jurisdiction,
  type TaxDeadlineEvent,
  type TaxDeadlineRule,
  type TaxPostponement,
} from "./tax-deadlines";

export type FeedJurisdiction = Jurisdiction | "all";

export interface CalendarFeed {
  /** File name without extension, e.g. "federal-employers". */
  slug: string;
  jurisdiction: FeedJurisdiction;
  /** The audience filter, or null for every audience. */
  audience: string | null;
}

export const FEED_DIRECTORY = "calendar";
/** How often calendar apps should fetch a feed again. */
export const FEED_REFRESH = "P1D";

export const slugOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");

export const feedPath = (feed: Pick<CalendarFeed, "slug">) => `/${FEED_DIRECTORY}/${feed.slug}.ics`;

/** webcal:// address of a feed, which opens the visitor's calendar app on a subscribe prompt. */
export const webcalUrl = (siteUrl: string, feed: Pick<CalendarFeed, "slug">) =>
  `${siteUrl.replace(/^https?:\/\//, "webcal://").replace(/\/$/, "")}${feedPath(feed)}`;

export const rulesIn = (rules: readonly TaxDeadlineRule[], jurisdiction: FeedJurisdiction) =>
  jurisdiction === "all" ? rules : rules.filter((rule) => jurisdictionOf(rule) === jurisdiction);

/** Every feed the rules call for, in a stable order. */
export function calendarFeeds(rules: readonly TaxDeadlineRule[]): CalendarFeed[] {
  const feeds: CalendarFeed[] = [];
  for (const jurisdiction of ["federal", "illinois", "all"] as const) {
    const own = rulesIn(rules, jurisdiction);
    if (own.length === 0) continue;
    feeds.push({ slug: jurisdiction, jurisdiction, audience: null });
    for (const audience of audiencesOf(own)) {
      feeds.push({ slug: `${jurisdiction}-${slugOf(audience)}`, jurisdiction, audience });
    }
  }
  return feeds;
}

/** The calendar years a feed built in `buildYear` covers: the previous, current and next. */
export const feedYears = (buildYear: number) => [buildYear - 1, buildYear, buildYear + 1];

/** The deadlines of a feed, postponements applied. */
export function feedEvents(
  feed: CalendarFeed,
  rules: readonly TaxDeadlineRule[],
  postponements: readonly TaxPostponement[],
  buildYear: number,
): TaxDeadlineEvent[] {
  const events = deadlinesBetween(
    `${buildYear - 1}-01-01`,
    `${buildYear + 1}-12-31`,
    rulesIn(rules, feed.jurisdiction),
  );
  const filtered = feed.audience ? events.filter((event) => event.audience.includes(feed.audience as string)) : events;
  return applyPostponements(filtered, postponements);
}
