import { CalendarPlus } from "lucide-react";

import { formatLongDate, type TaxDeadlineEvent } from "../../lib/tax-deadlines";
import * as styles from "./deadline-list.module.css";

interface DeadlineListProps {
  events: readonly TaxDeadlineEvent[];
  onAddToCalendar: (event: TaxDeadlineEvent) => void;
}

/** The deadlines of the selected day or the displayed month, each with its own calendar file. */
export function DeadlineList({ events, onAddToCalendar }: DeadlineListProps) {
  if (events.length === 0) return <p className={styles.empty}>No events found.</p>;
  return (
    <ul className={styles.list}>
      {events.map((event) => (
        <li key={`${event.ruleId}-${event.date}`} className={styles.item}>
          <p className={styles.date}>
            <time dateTime={event.date}>{formatLongDate(event.date, true)}</time>
          </p>
          <h4 className={styles.title}>{event.title}</h4>
          <p className={styles.description}>{event.description}</p>
          {event.movedFrom && (
            <p className={styles.moved}>
              Moved from {formatLongDate(event.movedFrom, true)}, a weekend or legal holiday.
            </p>
          )}
          <div className={styles.footer}>
            <ul className={styles.audience} aria-label="Applies to">
              {event.audience.map((audience) => (
                <li key={audience}>{audience}</li>
              ))}
            </ul>
            <button
              type="button"
              className={styles.add}
              onClick={() => onAddToCalendar(event)}
              aria-label={`Add to calendar: ${event.title}, ${formatLongDate(event.date)}`}
            >
              <CalendarPlus aria-hidden="true" size={16} />
              Add to calendar
            </button>
          </div>
        </li>
      ))}
    </ul>
  );
}
