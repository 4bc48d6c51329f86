import { CalendarPlus } from "lucide-react";

import { useLocale } from "../../hooks/use-locale";
import { useText } from "../../hooks/use-text";
import { calendarFeeds, feedName, feedPath, webcalUrl, type FeedJurisdiction } from "../../lib/calendar-feeds";

import type { TaxDeadlineRule } from "../../lib/tax-deadlines";
import * as styles from "./calendar-subscribe.module.css";

interface CalendarSubscribeProps {
  rules: readonly TaxDeadlineRule[];
  jurisdiction: FeedJurisdiction;
  siteUrl: string;
  firmName: string;
}

/** The subscription feeds of the chosen jurisdiction, as webcal:// links, with how to add them in each calendar app. */
export function CalendarSubscribe({ rules, jurisdiction, siteUrl, firmName }: CalendarSubscribeProps) {
  const t = useText();
  // On /es pages, the Spanish feeds (/es/calendar/…).
  const locale = useLocale();
  const feeds = calendarFeeds(rules).filter((feed) => feed.jurisdiction === jurisdiction);
  return (
    <details className={styles.subscribe}>
      <summary className={styles.summary}>
        <CalendarPlus aria-hidden="true" size={18} />
        {t("taxCalendar.subscribe.heading")}
      </summary>
      <p className={styles.text}>{t("taxCalendar.subscribe.intro")}</p>
      <ul className={styles.feeds}>
        {feeds.map((feed) => (
          <li key={feed.slug}>
            <a href={webcalUrl(siteUrl, feed, locale)} className={styles.feed}>
              {t("taxCalendar.subscribe.linkLabel", { name: feedName(feed, firmName, t) })}
            </a>
            <span className={styles.address}>
              {t("taxCalendar.subscribe.copyHint")} <code>{siteUrl + feedPath(feed, locale)}</code>
            </span>
          </li>
        ))}
      </ul>
      <ul className={styles.steps}>
        <li>{t("taxCalendar.subscribe.google")}</li>
        <li>{t("taxCalendar.subscribe.apple")}</li>
        <li>{t("taxCalendar.subscribe.outlook")}</li>
      </ul>
    </details>
  );
}
