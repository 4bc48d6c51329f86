/**
 * Calendar files a visitor downloads, kept apart from src/lib/calendar-feeds.ts so that the iCalendar writer loads
 * only when a visitor asks for a file (the tax calendar imports this module on the click), not with the page.
 */
import { calendarUidSuffix } from "./calendar-feeds";
import { buildCalendar } from "./ics";
import { type Translate } from "./interface-text";
import { localizedPath, type Locale } from "./locale";
import type { TaxDeadlineEvent } from "./tax-deadlines";

/** The firm and the page's edition, for a calendar file a visitor downloads. */
export interface DownloadEdition {
  firm: { name: string; email: string };
  locale: Locale;
  /** The page's dictionary lookup (`useText()`). */
  t: Translate;
  /** The site's origin, for the link of events without an official source; none on the server. */
  origin?: string;
  generatedAt?: Date;
}

/**
 * A calendar file downloaded from the tax calendar (one deadline or a year) or the planner, in the page's edition:
 * audience names and product identifier in its language, and the UIDs of its feeds, so importing a deadline and
 * subscribing to the same edition's feed gives one event.
 */
export function downloadableCalendar(
  events: readonly TaxDeadlineEvent[],
  calendarName: string,
  { firm, locale, t, origin, generatedAt = new Date() }: DownloadEdition,
): string {
  return buildCalendar(events, {
    calendarName,
    uidDomain: firm.email.split("@")[1],
    uidSuffix: calendarUidSuffix(locale),
    productId: t("taxCalendar.productId", { firm: firm.name }),
    generatedAt,
    url: origin === undefined ? undefined : `${origin}${localizedPath("/resources", locale)}`,
    t,
  });
}
