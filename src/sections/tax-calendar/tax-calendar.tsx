import { useCallback, useEffect, useId, useMemo, useState } from "react";
import { ChevronLeft, ChevronRight, Download } from "lucide-react";

import { monthOf, sameMonth, tabStopFor, type YearMonth } from "../../lib/calendar-month";
import { buildCalendar, calendarFileName, type CalendarOptions } from "../../lib/ics";
import {
  MONTH_NAMES,
  audiencesOf,
  deadlinesFor,
  formatLongDate,
  localToday,
  shiftMonth,
  type IsoDate,
  type TaxDeadlineEvent,
  type TaxDeadlineRule,
} from "../../lib/tax-deadlines";
import { useFirm } from "../../hooks/use-firm";
import { CalendarGrid } from "./calendar-grid";
import { DeadlineList } from "./deadline-list";
import { saveCalendarFile } from "./save-calendar-file";
import * as styles from "./tax-calendar.module.css";

interface TaxCalendarProps {
  rules: readonly TaxDeadlineRule[];
  /** The day the site was built: the month the server-rendered HTML shows until the visitor's clock takes over. */
  buildDate: IsoDate;
}

const ALL = "";

/**
 * Spec section 4: a displayed month (today's), a selected day (none at first),
 * a month dropdown that clears the selection, and a list of the selected day's
 * or the displayed month's deadlines; plus previous/next month, an audience
 * filter, APG date-grid keyboard navigation and .ics downloads.
 */
export function TaxCalendar({ rules, buildDate }: TaxCalendarProps) {
  const firm = useFirm();
  const [view, setView] = useState<YearMonth>(() => monthOf(buildDate));
  // Unknown on the server; set after hydration so the HTML and the first client render match.
  const [today, setToday] = useState<IsoDate | null>(null);
  const [selected, setSelected] = useState<IsoDate | null>(null);
  const [audience, setAudience] = useState(ALL);
  const [tabStop, setTabStop] = useState<IsoDate>(() => tabStopFor(monthOf(buildDate), null, null));
  const [focusRequested, setFocusRequested] = useState(false);
  const headingId = useId();
  const monthId = useId();
  const audienceId = useId();
  const listHeadingId = useId();

  useEffect(() => {
    const now = localToday();
    setToday(now);
    setView(monthOf(now));
    setTabStop(now);
  }, []);

  const audiences = useMemo(() => audiencesOf(rules), [rules]);
  const yearEvents = useMemo(() => {
    const all = deadlinesFor(view.year, rules);
    return audience === ALL ? all : all.filter((event) => event.audience.includes(audience));
  }, [view.year, rules, audience]);
  const countByDate = useMemo(() => {
    const counts = new Map<IsoDate, number>();
    yearEvents.forEach((event) => counts.set(event.date, (counts.get(event.date) ?? 0) + 1));
    return counts;
  }, [yearEvents]);
  const countFor = useCallback((date: IsoDate) => countByDate.get(date) ?? 0, [countByDate]);
  const onFocusHandled = useCallback(() => setFocusRequested(false), []);

  const listed = selected
    ? yearEvents.filter((event) => event.date === selected)
    : yearEvents.filter((event) => sameMonth(event.date, view));
  const monthLabel = `${MONTH_NAMES[view.month - 1]} ${view.year}`;
  const listHeading = selected ? `Deadlines on ${formatLongDate(selected, true)}` : `Deadlines in ${monthLabel}`;
  const audienceLabel = audience === ALL ? "" : ` for ${audience.toLowerCase()}`;

  function showMonth(next: YearMonth) {
    setView(next);
    setSelected(null);
    setTabStop(tabStopFor(next, null, today));
  }

  function select(date: IsoDate) {
    setSelected(date);
    setTabStop(date);
  }

  function moveTo(date: IsoDate) {
    if (!sameMonth(date, view)) {
      setView(monthOf(date));
      setSelected(null);
    }
    setTabStop(date);
    setFocusRequested(true);
  }

  function calendarOptions(name: string): CalendarOptions {
    return {
      calendarName: name,
      uidDomain: firm.email.split("@")[1],
      productId: `-//${firm.name}//Tax Deadline Calendar//EN`,
      generatedAt: new Date(),
      url: typeof window === "undefined" ? undefined : `${window.location.origin}/resources`,
    };
  }

  function downloadYear() {
    const name = `${firm.name}: federal tax deadlines ${view.year}${audienceLabel}`;
    const fileName = calendarFileName("tax-deadlines", String(view.year), audience);
    saveCalendarFile(buildCalendar(yearEvents, calendarOptions(name)), fileName);
  }

  function addEvent(event: TaxDeadlineEvent) {
    const fileName = calendarFileName(event.ruleId, event.date);
    saveCalendarFile(buildCalendar([event], calendarOptions(`${firm.name}: ${event.title}`)), fileName);
  }

  return (
    <div className={styles.calendar}>
      <div className={styles.picker}>
        <div className={styles.toolbar}>
          <button
            type="button"
            className={styles.step}
            onClick={() => showMonth(shiftMonth(view.year, view.month, -1))}
            aria-label="Previous month"
          >
            <ChevronLeft aria-hidden="true" size={22} />
          </button>
          <h3 id={headingId} className={styles.monthHeading} aria-live="polite">
            {monthLabel}
          </h3>
          <button
            type="button"
            className={styles.step}
            onClick={() => showMonth(shiftMonth(view.year, view.month, 1))}
            aria-label="Next month"
          >
            <ChevronRight aria-hidden="true" size={22} />
          </button>
        </div>
        <div className={styles.filters}>
          <div className={styles.field}>
            <label htmlFor={monthId}>Month</label>
            <select
              id={monthId}
              value={view.month}
              onChange={(event) => showMonth({ year: view.year, month: Number(event.target.value) })}
            >
              {MONTH_NAMES.map((name, index) => (
                <option key={name} value={index + 1}>
                  {name}
                </option>
              ))}
            </select>
          </div>
          <div className={styles.field}>
            <label htmlFor={audienceId}>Show deadlines for</label>
            <select id={audienceId} value={audience} onChange={(event) => setAudience(event.target.value)}>
              <option value={ALL}>Everyone</option>
              {audiences.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          </div>
        </div>
        <CalendarGrid
          view={view}
          labelledBy={headingId}
          today={today}
          selected={selected}
          tabStop={tabStop}
          focusRequested={focusRequested}
          onFocusHandled={onFocusHandled}
          countFor={countFor}
          onSelect={select}
          onMove={moveTo}
        />
        <p className={styles.hint}>
          Shaded days have deadlines; the badge shows how many. Use the arrow keys to move between days and Enter to select one.
        </p>
      </div>

      <div className={styles.results}>
        <div className={styles.resultsHeader}>
          <h3 id={listHeadingId} className={styles.listHeading}>
            {listHeading}
          </h3>
          {selected && (
            <button type="button" className={styles.textButton} onClick={() => setSelected(null)}>
              Show all of {monthLabel}
            </button>
          )}
        </div>
        {/* Scrolls inside a fixed height so the page never shifts when the month changes; focusable so keyboard users can scroll it. */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
        <section className={styles.scroller} aria-labelledby={listHeadingId} aria-live="polite" tabIndex={0}>
          <DeadlineList events={listed} onAddToCalendar={addEvent} />
        </section>
        <div className={styles.downloads}>
          <button type="button" className={styles.download} onClick={downloadYear}>
            <Download aria-hidden="true" size={18} />
            Download {view.year} deadlines{audienceLabel} (.ics)
          </button>
          <p className={styles.note}>
            Federal deadlines for calendar-year filers, already moved past weekends and legal holidays. State and
            fiscal-year deadlines differ.
          </p>
        </div>
      </div>
    </div>
  );
}
