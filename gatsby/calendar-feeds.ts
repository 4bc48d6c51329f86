/**
 * Writes the iCalendar subscription feeds into public/calendar/ after the build (see src/lib/calendar-feeds.ts for
 * which feeds exist). UIDs come from the rule and due date, so they stay the same from build to build; DTSTAMP is
 * the build time. docs/deployment.md asks for a scheduled rebuild at least monthly so the three-year window rolls forward.
 */
import fs from "node:fs";
import path from "node:path";
import {
  FEED_REFRESH,
  calendarFeeds,
  calendarUidSuffix,
  feedEvents,
  feedName,
  feedPath,
} from "../src/lib/calendar-feeds";
import { buildCalendar } from "../src/lib/ics";
import type { Translate } from "../src/lib/interface-text";
import { textOf } from "./dictionaries";
import { DEFAULT_LOCALE, LOCALES, localeTag, localizedPath, type Locale } from "../src/lib/locale";
import {
  formatLongDate,
  reliefAreasText,
  type TaxDeadlineEvent,
  type TaxDeadlineRule,
  type TaxPostponement,
} from "../src/lib/tax-deadlines";
import { inEdition } from "./edition-records";

export interface FeedInput {
  publicDir: string;
  siteUrl: string;
  firmName: string;
  uidDomain: string;
  rules: readonly TaxDeadlineRule[];
  postponements: readonly TaxPostponement[];
  buildDate: Date;
}

/** One edition's feeds: the rules and postponements in its language, its locale and its dictionary. */
export interface FeedEdition {
  locale: Locale;
  rules: readonly TaxDeadlineRule[];
  postponements: readonly TaxPostponement[];
  t: Translate;
}

/**
 * The source and any postponement notes, appended to a feed event's description, in the language of `t` with dates
 * in `locale`.
 */
export function feedDescriptionSuffix(event: TaxDeadlineEvent, locale: Locale, t: Translate): string {
  const tag = localeTag(locale);
  const lines: string[] = [];
  if (event.postponedFrom && event.postponement) {
    lines.push(
      t("taxCalendar.postponedFrom", {
        date: formatLongDate(event.postponedFrom, tag),
        notice: event.postponement.notice,
        reason: event.postponement.reason,
      }),
      event.postponement.url,
    );
  }
  for (const relief of event.regionalRelief ?? []) {
    lines.push(
      t("taxCalendar.regionalRelief", {
        notice: relief.notice,
        areas: reliefAreasText(relief, t),
        date: formatLongDate(relief.newDate, tag),
      }),
      relief.url,
    );
  }
  if (event.source)
    lines.push(t("taxCalendar.subscribe.sourceLine", { label: event.source.label, url: event.source.url }));
  return lines.join("\n");
}

/** Writes one edition's feeds; returns their paths (e.g. /calendar/federal.ics, /es/calendar/federal.ics). */
export function writeEditionFeeds(input: FeedInput, edition: FeedEdition): string[] {
  const { locale, t } = edition;
  fs.mkdirSync(path.join(input.publicDir, localizedPath("/calendar", locale)), { recursive: true });
  const buildYear = input.buildDate.getUTCFullYear();
  return calendarFeeds(edition.rules).map((feed) => {
    const events = feedEvents(feed, edition.rules, edition.postponements, buildYear, locale, t);
    const text = buildCalendar(events, {
      calendarName: feedName(feed, input.firmName, t),
      uidDomain: input.uidDomain,
      uidSuffix: calendarUidSuffix(locale),
      productId: t("taxCalendar.productId", { firm: input.firmName }),
      generatedAt: input.buildDate,
      url: `${input.siteUrl}${localizedPath("/resources", locale)}`,
      refreshInterval: FEED_REFRESH,
      feedUrl: `${input.siteUrl}${feedPath(feed, locale)}`,
      descriptionSuffix: (event) => feedDescriptionSuffix(event, locale, t),
      // English feeds keep the audiences as stored (which are the English names).
      t: locale === DEFAULT_LOCALE ? undefined : t,
    });
    fs.writeFileSync(path.join(input.publicDir, feedPath(feed, locale)), text);
    return feedPath(feed, locale);
  });
}

/**
 * Writes every feed in every edition: English in public/calendar/, Spanish in public/es/calendar/ (from the rules and
 * postponements of data/<collection>/es/ and data/interface/es.json); returns their paths.
 */
export function writeCalendarFeeds(input: FeedInput): string[] {
  return LOCALES.flatMap((locale) =>
    writeEditionFeeds(input, {
      locale,
      rules: inEdition(input.rules, locale, "tax-deadline-rules", "tax-deadline-rules-illinois"),
      postponements: inEdition(input.postponements, locale, "tax-postponements"),
      t: textOf(locale),
    }),
  );
}
