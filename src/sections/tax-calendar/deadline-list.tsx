import { Link } from "../../components/ui/link";
import { useLocale } from "../../hooks/use-locale";
import { CalendarPlus } from "lucide-react";

import { NewTabLink } from "../../components/ui/new-tab-link";
import { useText } from "../../hooks/use-text";
import { localeTag, localizedPath } from "../../lib/locale";
import { audienceName, formatLongDate, reliefAreasText, type TaxDeadlineEvent } from "../../lib/tax-deadlines";
import { plannerLinkFor } from "../../lib/planner-links";
import * as styles from "./deadline-list.module.css";

interface DeadlineListProps {
  events: readonly TaxDeadlineEvent[];
  onAddToCalendar: (event: TaxDeadlineEvent) => void;
}

/** The deadlines of the selected day or the displayed month, each with its source, notes and its own calendar file. */
export function DeadlineList({ events, onAddToCalendar }: DeadlineListProps) {
  const t = useText();
  const edition = useLocale();
  const locale = localeTag(edition);
  if (events.length === 0) return <p className={styles.empty}>{t("taxCalendar.noEvents")}</p>;
  return (
    <ul className={styles.list}>
      {events.map((event) => (
        <li key={`${event.ruleId}-${event.postponedFrom ?? event.date}`} className={styles.item}>
          <p className={styles.date}>
            <time dateTime={event.date}>{formatLongDate(event.date, locale, { weekday: true })}</time>
          </p>
          <h4 className={styles.title}>{event.title}</h4>
          <p className={styles.description}>{event.description}</p>
          {event.movedFrom && !event.postponedFrom && (
            <p className={styles.moved}>
              {t("taxCalendar.movedFrom", { date: formatLongDate(event.movedFrom, locale, { weekday: true }) })}
            </p>
          )}
          {event.postponedFrom && event.postponement && (
            <p className={styles.moved}>
              <NewTabLink href={event.postponement.url}>
                {t("taxCalendar.postponedFrom", {
                  date: formatLongDate(event.postponedFrom, locale, { weekday: true }),
                  notice: event.postponement.notice,
                  reason: event.postponement.reason,
                })}
              </NewTabLink>
            </p>
          )}
          {event.regionalRelief?.map((relief) => (
            <p key={relief.notice} className={styles.relief}>
              <NewTabLink href={relief.url}>
                {t("taxCalendar.regionalRelief", {
                  notice: relief.notice,
                  areas: reliefAreasText(relief, t),
                  date: formatLongDate(relief.newDate, locale, { weekday: true }),
                })}
              </NewTabLink>
            </p>
          ))}
          {event.source && (
            <p className={styles.source}>
              {t("taxCalendar.sourcePrefix")} <NewTabLink href={event.source.url}>{event.source.label}</NewTabLink>
            </p>
          )}
          <PlannerLink ruleId={event.ruleId} />
          <div className={styles.footer}>
            <ul className={styles.audience} aria-label={t("taxCalendar.appliesTo")}>
              {event.audience.map((audience) => (
                <li key={audience}>{audienceName(audience, t)}</li>
              ))}
            </ul>
            <button
              type="button"
              className={styles.add}
              onClick={() => onAddToCalendar(event)}
              aria-label={t("taxCalendar.addToCalendarLabel", {
                title: event.title,
                date: formatLongDate(event.date, locale),
              })}
            >
              <CalendarPlus aria-hidden="true" size={16} />
              {t("taxCalendar.addToCalendar")}
            </button>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The link under a deadline whose payments the planner plans: to the planner, or to its Illinois part. */
function PlannerLink({ ruleId }: { ruleId: string }) {
  const t = useText();
  const edition = useLocale();
  const to = plannerLinkFor(ruleId);
  if (!to) return null;
  return (
    <p className={styles.source}>
      <Link to={localizedPath(to, edition)}>{t("taxCalendar.plannerLink")}</Link>
    </p>
  );
}
