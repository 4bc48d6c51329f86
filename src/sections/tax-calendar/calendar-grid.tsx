import { useEffect, useRef, type KeyboardEvent } from "react";

import { useLocale } from "../../hooks/use-locale";
import { dateForKey, monthCells, type YearMonth } from "../../lib/calendar-month";
import { localeTag } from "../../lib/locale";
import { formatLongDate, fromIso, weekdayNames, type IsoDate } from "../../lib/tax-deadlines";
import { useText } from "../../hooks/use-text";
import * as styles from "./calendar-grid.module.css";

interface CalendarGridProps {
  view: YearMonth;
  labelledBy: string;
  today: IsoDate | null;
  selected: IsoDate | null;
  /** The day holding the grid's single tab stop (roving tabindex). */
  tabStop: IsoDate;
  /** Set when a key moved the tab stop, so the grid moves DOM focus after rendering. */
  focusRequested: boolean;
  onFocusHandled: () => void;
  countFor: (date: IsoDate) => number;
  onSelect: (date: IsoDate) => void;
  onMove: (date: IsoDate) => void;
}

/** A Sunday-first month grid following the WAI-ARIA date picker grid pattern. */
export function CalendarGrid({
  view,
  labelledBy,
  today,
  selected,
  tabStop,
  focusRequested,
  onFocusHandled,
  countFor,
  onSelect,
  onMove,
}: CalendarGridProps) {
  const t = useText();
  // The page's edition gives the weekday and month names (es-US on /es pages).
  const locale = localeTag(useLocale());
  const shortWeekdays = weekdayNames(locale, "short");
  const tableRef = useRef<HTMLTableElement>(null);
  const cells = monthCells(view);
  const weeks = Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));

  useEffect(() => {
    if (!focusRequested) return;
    tableRef.current?.querySelector<HTMLElement>(`[data-date="${tabStop}"]`)?.focus();
    onFocusHandled();
  }, [focusRequested, tabStop, onFocusHandled]);

  function handleKeyDown(event: KeyboardEvent<HTMLTableCellElement>, date: IsoDate) {
    if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      onSelect(date);
      return;
    }
    const next = dateForKey(date, event.key, event.shiftKey);
    if (!next) return;
    event.preventDefault();
    onMove(next);
  }

  return (
    <table role="grid" aria-labelledby={labelledBy} className={styles.grid} ref={tableRef}>
      <thead>
        <tr>
          {weekdayNames(locale, "long").map((name, index) => (
            <th key={name} scope="col" abbr={name} className={styles.weekday}>
              {shortWeekdays[index]}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week, w) => (
          <tr key={w}>
            {week.map((date, d) => {
              if (!date) return <td key={`empty-${d}`} role="gridcell" className={styles.empty} />;
              const count = countFor(date);
              const isSelected = date === selected;
              const classes = [
                styles.day,
                count > 0 ? styles.hasEvents : "",
                date === today ? styles.today : "",
                isSelected ? styles.selected : "",
              ]
                .filter(Boolean)
                .join(" ");
              return (
                <td
                  key={date}
                  role="gridcell"
                  data-date={date}
                  className={classes}
                  tabIndex={date === tabStop ? 0 : -1}
                  aria-selected={isSelected}
                  aria-current={date === today ? "date" : undefined}
                  onClick={() => onSelect(date)}
                  onKeyDown={(event) => handleKeyDown(event, date)}
                >
                  <span className={styles.number} aria-hidden="true">
                    {fromIso(date).day}
                  </span>
                  {count > 0 && (
                    <span className={styles.count} aria-hidden="true">
                      {count}
                    </span>
                  )}
                  <span className="visually-hidden">
                    {formatLongDate(date, locale)}
                    {count > 0 ? `, ${t("taxCalendar.dayCount", { count })}` : ""}
                  </span>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
