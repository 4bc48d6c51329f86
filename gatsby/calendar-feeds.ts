/**
 * Writes the iCalendar subscription feeds into public/calendar/ after the build (see src/lib/calendar-feeds.ts for
 * which feeds exist). UIDs come from the rule and due date, so they stay the same from build to build; DTSTAMP is
 * the build time. The README asks for a scheduled rebuild at least monthly so the three-year window rolls forward.
 */
import fs from "node:fs";
import path from "node:path";
import { FEED_REFRESH, calendarFeeds, feedEvents, feedPath, type CalendarFeed } from "../src/lib/calendar-feeds";
import { buildCalendar } from "../src/lib/ics";
import { interfaceText } from "../src/lib/interface-text";
import {
  DEFAULT_LOCALE,
  formatLongDate,
  type TaxDeadlineEvent,
  type TaxDeadlineRule,
  type TaxPostponement,
} from "../src/lib/tax-deadlines";

export interface FeedInput {
  publicDir: string;
  siteUrl: string;
  firmName: string;
  uidDomain: string;
  rules: readonly TaxDeadlineRule[];
  postponements: readonly TaxPostponement[];
  buildDate: Date;
}

function feedName(feed: CalendarFeed, firm: string): string {
  return interfaceText("taxCalendar.feedName", {
    firm,
    jurisdiction: interfaceText(`taxCalendar.jurisdictionNames.${feed.jurisdiction}`),
    audience: feed.audience
      ? interfaceText("taxCalendar.audienceSuffix", { audience: feed.audience.toLowerCase() })
      : "",
  });
}

/** The source and any postponement notes, appended to a feed event's description. */
export function feedDescriptionSuffix(event: TaxDeadlineEvent): string {
  const lines: string[] = [];
  if (event.postponedFrom && event.postponement) {
    lines.push(
      interfaceText("taxCalendar.postponedFrom", {
        date: formatLongDate(event.postponedFrom, DEFAULT_LOCALE),
        notice: event.postponement.notice,
        reason: event.postponement.reason,
      }),
      event.postponement.url,
    );
  }
  for (const relief of event.regionalRelief ?? []) {
    const areas = relief.areas
      .map((a) =>
        a.counties.length
          ? interfaceText("taxCalendar.areaCounties", { counties: a.counties.join(", "), state: a.state })
          : a.state,
      )
      .join("; ");
    lines.push(
      interfaceText("taxCalendar.regionalRelief", {
        notice: relief.notice,
        areas,
        date: formatLongDate(relief.newDate, DEFAULT_LOCALE),
      }),
      relief.url,
    );
  }
  if (event.source)
    lines.push(interfaceText("taxCalendar.subscribe.sourceLine", { label: event.source.label, url: event.source.url }));
  return lines.join("\n");
}

/** Writes every feed; returns their paths (e.g. /calendar/federal.ics). */
export function writeCalendarFeeds(input: FeedInput): string[] {
  const dir = path.join(input.publicDir, "calendar");
  fs.mkdirSync(dir, { recursive: true });
  const buildYear = input.buildDate.getUTCFullYear();
  return calendarFeeds(input.rules).map((feed) => {
    const events = feedEvents(feed, input.rules, input.postponements, buildYear);
    const text = buildCalendar(events, {
      calendarName: feedName(feed, input.firmName),
      uidDomain: input.uidDomain,
      productId: interfaceText("taxCalendar.productId", { firm: input.firmName }),
      generatedAt: input.buildDate,
      url: `${input.siteUrl}/resources`,
      refreshInterval: FEED_REFRESH,
      feedUrl: `${input.siteUrl}${feedPath(feed)}`,
      descriptionSuffix: feedDescriptionSuffix,
    });
    fs.writeFileSync(path.join(input.publicDir, feedPath(feed)), text);
    return feedPath(feed);
  });
}
