/**
 * The iCalendar subscription feeds written at build time (gatsby/calendar-feeds.ts) and offered on /resources:
 * one per jurisdiction, one per audience within it, and one with everything. Paths are stable, so a subscribed
 * calendar keeps working from build to build; each feed covers the previous, current and next calendar year of
 * the build, so a monthly rebuild rolls it forward. The Spanish edition has the same feeds under /es/calendar/, in
 * Spanish and with UIDs of their own (`calendarUidSuffix`).
 */
import { type Translate } from "./interface-text";
import { DEFAULT_LOCALE, localeTag, localizedPath, type Locale } from "./locale";
import {
  applyPostponements,
  audienceSuffix,
  audiencesOf,
  deadlinesBetween,
  jurisdictionOf,
  type Jurisdiction,
  type TaxDeadlineEvent,
  type TaxDeadlineRule,
  type TaxPostponement,
  slugOf,
} from "./tax-deadlines";

export { slugOf };

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

/** "/calendar/federal.ics"; in Spanish "/es/calendar/federal.ics". */
export const feedPath = (feed: Pick<CalendarFeed, "slug">, locale: Locale) =>
  localizedPath(`/${FEED_DIRECTORY}/${feed.slug}.ics`, locale);

/** webcal:// address of a feed, which opens the visitor's calendar app on a subscribe prompt. */
export const webcalUrl = (siteUrl: string, feed: Pick<CalendarFeed, "slug">, locale: Locale) =>
  `${siteUrl.replace(/^https?:\/\//, "webcal://").replace(/\/$/, "")}${feedPath(feed, locale)}`;

/**
 * What a language's calendar files add to every UID: nothing in English, "-es" in Spanish. A deadline in the English
 * and the Spanish feed is then two events, so a calendar subscribed to both shows both instead of letting one
 * overwrite the other; within a language the UID stays the same from build to build.
 */
export const calendarUidSuffix = (locale: Locale) => (locale === DEFAULT_LOCALE ? "" : `-${locale}`);

/** The feed's name in calendar apps, e.g. "Riverwalk CPA Group: federal tax deadlines for employers". */
export function feedName(feed: Omit<CalendarFeed, "slug">, firm: string, t: Translate): string {
  return t("taxCalendar.feedName", {
    firm,
    jurisdiction: t(`taxCalendar.jurisdictionNames.${feed.jurisdiction}`),
    audience: audienceSuffix(feed.audience, t),
  });
}

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

/**
 * The deadlines of a feed, postponements applied, worded in `locale` with the dictionary lookup `t` (for Spanish,
 * pass the Spanish rules and postponements too).
 */
export function feedEvents(
  feed: CalendarFeed,
  rules: readonly TaxDeadlineRule[],
  postponements: readonly TaxPostponement[],
  buildYear: number,
  locale: Locale,
  t: Translate,
): TaxDeadlineEvent[] {
  const events = deadlinesBetween(
    `${buildYear - 1}-01-01`,
    `${buildYear + 1}-12-31`,
    rulesIn(rules, feed.jurisdiction),
    localeTag(locale),
    t,
  );
  const filtered = feed.audience ? events.filter((event) => event.audience.includes(feed.audience as string)) : events;
  return applyPostponements(filtered, postponements);
}
