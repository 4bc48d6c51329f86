import { useCallback, useEffect, useId, useMemo, useRef, useState } from "react";
import { useLocale } from "../../hooks/use-locale";
import { ChevronLeft, ChevronRight, Download } from "lucide-react";

import { monthOf, sameMonth, tabStopFor, type YearMonth } from "../../lib/calendar-month";
import { rulesIn, type FeedJurisdiction } from "../../lib/calendar-feeds";
import { localeTag } from "../../lib/locale";
import {
  applyPostponements,
  audienceName,
  audienceSuffix,
  audiencesOf,
  deadlinesFor,
  formatLongDate,
  formatMonthYear,
  monthNames,
  localToday,
  reliefNoticeText,
  reliefNotices,
  shiftMonth,
  type IsoDate,
  type TaxDeadlineEvent,
  type TaxDeadlineRule,
  type TaxPostponement,
} from "../../lib/tax-deadlines";
import { useFirm } from "../../hooks/use-firm";
import { useText } from "../../hooks/use-text";
import { NewTabLink } from "../../components/ui/new-tab-link";
import { visitorActedWithin } from "../../hydration/replay";
import { CalendarGrid } from "./calendar-grid";
import { CalendarSubscribe } from "./calendar-subscribe";
import { DeadlineList } from "./deadline-list";
import * as styles from "./tax-calendar.module.css";

interface TaxCalendarProps {
  rules: readonly TaxDeadlineRule[];
  postponements: readonly TaxPostponement[];
  /** The site's address, for the subscription links. */
  siteUrl: string;
  /** The day the site was built: the month the server-rendered HTML shows until the visitor's clock takes over. */
  buildDate: IsoDate;
}

const ALL = "";
const JURISDICTION_CHOICES: readonly FeedJurisdiction[] = ["federal", "illinois", "all"];

/**
 * The calendar: a displayed month (today's), a selected day (none at first),
 * a month dropdown that clears the selection, and a list of the selected day's
 * or the displayed month's deadlines; plus previous/next month, an audience
 * filter, APG date-grid keyboard navigation and .ics downloads.
 */
export function TaxCalendar({ rules, postponements, siteUrl, buildDate }: TaxCalendarProps) {
  const firm = useFirm();
  const t = useText();
  // The edition of the page: month names, ordinals and audience names in its language, links to its files.
  const locale = useLocale();
  const tag = localeTag(locale);
  const [jurisdiction, setJurisdiction] = useState<FeedJurisdiction>("federal");
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
  const jurisdictionId = useId();
  const listHeadingId = useId();

  const root = useRef<HTMLDivElement>(null);

  // The visitor's today, once hydrated; their month too, unless they were already choosing in the calendar (a day,
  // a month, an arrow) before it hydrated: what they chose is replayed on the month they saw.
  useEffect(() => {
    const now = localToday();
    setToday(now);
    if (visitorActedWithin(root.current)) return;
    setView(monthOf(now));
    setTabStop(now);
  }, []);

  const shownRules = useMemo(() => rulesIn(rules, jurisdiction), [rules, jurisdiction]);
  const audiences = useMemo(() => audiencesOf(rules), [rules]);
  const yearEvents = useMemo(() => {
    const all = applyPostponements(deadlinesFor(view.year, shownRules, tag, t), postponements);
    return audience === ALL ? all : all.filter((event) => event.audience.includes(audience));
  }, [view.year, shownRules, postponements, audience, tag, t]);
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
  // Regional relief touching the listed deadlines, announced once above them with every date of the year it moves
  // for the named areas; the deadlines keep everyone else's date (src/lib/tax-deadlines/postponements.ts).
  const listedRelief = new Set(listed.flatMap((event) => (event.regionalRelief ?? []).map((r) => r.notice)));
  const notices = reliefNotices(yearEvents).filter((notice) => listedRelief.has(notice.relief.notice));
  const monthLabel = formatMonthYear(view.year, view.month, tag);
  const listHeading = selected
    ? t("taxCalendar.deadlinesOn", { date: formatLongDate(selected, tag, { weekday: true }) })
    : t("taxCalendar.deadlinesIn", { month: monthLabel });
  const audienceLabel = audienceSuffix(audience === ALL ? null : audience, t);
  const jurisdictionName = t(`taxCalendar.jurisdictionNames.${jurisdiction}`);

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

  /** Writes and saves a calendar file; the iCalendar writer loads on the first download, not with the page. */
  async function saveCalendar(events: readonly TaxDeadlineEvent[], name: string, fileNameParts: string[]) {
    const [{ downloadableCalendar }, { calendarFileName }, { saveCalendarFile }] = await Promise.all([
      import("../../lib/calendar-download"),
      import("../../lib/ics"),
      import("./save-calendar-file"),
    ]);
    const origin = typeof window === "undefined" ? undefined : window.location.origin;
    saveCalendarFile(
      downloadableCalendar(events, name, { firm, locale, t, origin }),
      calendarFileName(...fileNameParts),
    );
  }

  function downloadYear() {
    const name = t("taxCalendar.calendarName", {
      firm: firm.name,
      jurisdiction: jurisdictionName,
      year: view.year,
      audience: audienceLabel,
    });
    const audiencePart = audience === ALL ? ALL : audienceName(audience, t);
    const parts = jurisdiction === "federal" ? [audiencePart] : [jurisdiction, audiencePart];
    void saveCalendar(yearEvents, name, [t("taxCalendar.fileName"), String(view.year), ...parts]);
  }

  function addEvent(event: TaxDeadlineEvent) {
    // The official source travels in the event's URL property (see buildCalendar).
    void saveCalendar([event], `${firm.name}: ${event.title}`, [event.ruleId, event.date]);
  }

  return (
    <div className={styles.calendar} ref={root}>
      <div className={styles.picker}>
        <div className={styles.toolbar}>
          <button
            type="button"
            className={styles.step}
            onClick={() => showMonth(shiftMonth(view.year, view.month, -1))}
            aria-label={t("taxCalendar.previousMonth")}
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
            aria-label={t("taxCalendar.nextMonth")}
          >
            <ChevronRight aria-hidden="true" size={22} />
          </button>
        </div>
        <div className={styles.filters}>
          <div className={styles.field}>
            <label htmlFor={monthId}>{t("taxCalendar.month")}</label>
            <select
              id={monthId}
              value={view.month}
              onChange={(event) => showMonth({ year: view.year, month: Number(event.target.value) })}
            >
              {monthNames(tag).map((name, index) => (
                <option key={name} value={index + 1}>
                  {name}
                </option>
              ))}
            </select>
          </div>
          <div className={styles.field}>
            <label htmlFor={jurisdictionId}>{t("taxCalendar.jurisdiction")}</label>
            <select
              id={jurisdictionId}
              value={jurisdiction}
              onChange={(event) => setJurisdiction(event.target.value as FeedJurisdiction)}
            >
              {JURISDICTION_CHOICES.map((choice) => (
                <option key={choice} value={choice}>
                  {t(`taxCalendar.jurisdictions.${choice}`)}
                </option>
              ))}
            </select>
          </div>
          <div className={styles.field}>
            <label htmlFor={audienceId}>{t("taxCalendar.audience")}</label>
            <select id={audienceId} value={audience} onChange={(event) => setAudience(event.target.value)}>
              <option value={ALL}>{t("taxCalendar.everyone")}</option>
              {audiences.map((name) => (
                <option key={name} value={name}>
                  {audienceName(name, t)}
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
        <p className={styles.hint}>{t("taxCalendar.hint")}</p>
      </div>

      <div className={styles.results}>
        <div className={styles.resultsHeader}>
          <h3 id={listHeadingId} className={styles.listHeading}>
            {listHeading}
          </h3>
          {selected && (
            <button type="button" className={styles.textButton} onClick={() => setSelected(null)}>
              {t("taxCalendar.showAllOf", { month: monthLabel })}
            </button>
          )}
        </div>
        {/* Scrolls inside a fixed height so the page never shifts when the month changes; focusable so keyboard users can scroll it. */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
        <section className={styles.scroller} aria-labelledby={listHeadingId} aria-live="polite" tabIndex={0}>
          {notices.map((notice) => (
            <p key={notice.relief.notice} className={styles.reliefNotice}>
              <NewTabLink href={notice.relief.url}>{reliefNoticeText(notice, tag, t)}</NewTabLink>
            </p>
          ))}
          <DeadlineList events={listed} onAddToCalendar={addEvent} />
        </section>
        <div className={styles.downloads}>
          <button type="button" className={styles.download} onClick={downloadYear}>
            <Download aria-hidden="true" size={18} />
            {jurisdiction === "federal"
              ? t("taxCalendar.downloadYear", { year: view.year, audience: audienceLabel })
              : t("taxCalendar.downloadYearIllinois", {
                  year: view.year,
                  jurisdiction: jurisdictionName,
                  audience: audienceLabel,
                })}
          </button>
          <p className={styles.note}>{t("taxCalendar.note")}</p>
          <CalendarSubscribe rules={rules} jurisdiction={jurisdiction} siteUrl={siteUrl} firmName={firm.name} />
        </div>
      </div>
    </div>
  );
}
