/**
 * Expands the deadline rules of data/tax-deadline-rules/ into dated
 * events. Rules describe a schedule, never a date, so the calendar is right
 * for any year; every nominal date then moves to the next business day when
 * it falls on a weekend or a legal holiday (see ./holidays). The words the
 * engine fills into a rule's placeholders (month names, "first quarter",
 * dates) follow the locale and the dictionary lookup passed in, through
 * ./date-format: the caller names the language.
 */
import { compareIsoDates, daysInMonth, shiftMonth, toIso, type IsoDate } from "./dates";
import { formatLongDate, formatMonthYear, formatQuarterMonths, ordinalWord } from "./date-format";
import { HOLIDAY_CALENDARS, nextBusinessDay, type HolidayCalendar, type Jurisdiction } from "./holidays";
import { wholeDollars } from "../number-format";
import { type Translate } from "../interface-text";

export type ScheduleKind = "monthly" | "quarterly" | "annual" | "installments" | "quarterMonthly";

const SCHEDULE_KINDS: readonly ScheduleKind[] = ["monthly", "quarterly", "annual", "installments", "quarterMonthly"];

/** The days of a quarter-monthly schedule: the 7th, 15th, 22nd and last day of the month (35 ILCS 120/3). */
const QUARTER_MONTHLY_DAYS = [7, 15, 22, 31] as const;

export interface TaxDeadlineInstallment {
  readonly month: number;
  readonly day: number;
  /** Calendar year of the due date relative to the tax year (1 = the January after). */
  readonly yearOffset: number;
  /**
   * "first", "second"…: names the installment in error messages. The {installment} placeholder takes the word for
   * the installment's position from the dictionary (`dates.ordinals.feminine`), so it follows the language.
   */
  readonly label: string;
}

export interface TaxDeadlineSchedule {
  readonly kind: string;
  readonly day?: number | null;
  readonly lastDayOfMonth?: boolean | null;
  readonly month?: number | null;
  readonly monthsAfterQuarterEnd?: number | null;
  readonly taxYearOffset?: number | null;
  readonly installments?: readonly TaxDeadlineInstallment[] | null;
}

export interface TaxYearThreshold {
  readonly taxYear: number;
  readonly amount: number;
}

/** The official page a rule comes from (irs.gov, tax.illinois.gov). */
export interface TaxDeadlineSource {
  readonly label: string;
  readonly url: string;
}

/** A rule as stored in data/ (and as the page query returns it). */
export interface TaxDeadlineRule {
  readonly key: string;
  /** "federal" (the default) or "illinois": which list shows it, and by default whose holidays move the date. */
  readonly jurisdiction?: string | null;
  /**
   * The holidays that move the date (a HolidayCalendar): by default the jurisdiction's (`federal`, `illinois`);
   * `illinois-and-federal` for Illinois withholding, whose due dates consider state and federal holidays.
   */
  readonly holidays?: string | null;
  /** Required: the build fails, naming the rule, when it is missing (see rulesWithoutSource). */
  readonly source?: TaxDeadlineSource | null;
  /**
   * The forms the deadline concerns ("941", "IL-941", "UI-3/40"). Where ./form-pages lists a form's own page, the
   * source must not be a generic one such as Publication 509 (rulesCitingGenericPages). Not read by the pages.
   */
  readonly forms?: readonly string[] | null;
  /** For reviewers, not shown: what only a secondary source confirms, and what to check on the official page. */
  readonly sourceNote?: string | null;
  /** The first and last tax years the rule applies to, when its wording or existence changes with the year. */
  readonly fromTaxYear?: number | null;
  readonly untilTaxYear?: number | null;
  readonly title: string;
  readonly description: string;
  readonly audience: readonly string[];
  readonly schedule: TaxDeadlineSchedule;
  readonly thresholds?: readonly TaxYearThreshold[] | null;
  readonly thresholdFallback?: string | null;
  /**
   * Illinois income tax only: when the federal due date for the same date is later (DC Emancipation Day, for
   * instance), the Illinois payment is due on the federal date too (86 Ill. Adm. Code 100.6000(b), IITA § 601(a)).
   */
  readonly federalDateIfLater?: boolean | null;
}

export interface TaxDeadlineEvent {
  /** The due date after weekend and holiday roll-forward. */
  date: IsoDate;
  title: string;
  description: string;
  audience: string[];
  ruleId: string;
  /** Always set by the engine; optional so hand-made events (tests, one-off files) stay short. */
  jurisdiction?: Jurisdiction;
  /** The tax year the deadline concerns. */
  taxYear?: number;
  source?: TaxDeadlineSource | null;
  /** The date the rule names, when a weekend or holiday moved the deadline. */
  movedFrom?: IsoDate;
  /** Set by applyPostponements when nationwide relief moved the date: the due date before the relief. */
  postponedFrom?: IsoDate;
  /** The nationwide postponement that moved the date. */
  postponement?: PostponementRef;
  /** Regional relief that leaves the date but lets taxpayers in the named areas file or pay later. */
  regionalRelief?: PostponementRef[];
}

/** What a deadline shows about a postponement: the notice, its link, the areas, the new date and the reason. */
export interface PostponementRef {
  notice: string;
  url: string;
  newDate: IsoDate;
  reason: string;
  areas: readonly { state: string; counties: readonly string[] }[];
}

interface Occurrence {
  nominal: IsoDate;
  values: Record<string, string>;
}

const PLACEHOLDERS = [
  "taxYear",
  "dueYear",
  "period",
  "quarter",
  "quarterMonths",
  "quarterEnd",
  "installment",
  "threshold",
  "timelyDepositDate",
];

function dayIn(year: number, month: number, schedule: TaxDeadlineSchedule): number {
  const last = daysInMonth(year, month);
  if (schedule.lastDayOfMonth) return last;
  return Math.min(schedule.day ?? 1, last);
}

function thresholdFor(rule: TaxDeadlineRule, taxYear: number, locale: string): string {
  const known = rule.thresholds?.find((t) => t.taxYear === taxYear);
  if (known) return wholeDollars(known.amount, locale);
  return rule.thresholdFallback ?? "";
}

function occurrencesInCycle(rule: TaxDeadlineRule, cycle: number, locale: string, t: Translate): Occurrence[] {
  const { schedule } = rule;
  switch (schedule.kind as ScheduleKind) {
    case "monthly":
      // Due in month m for the month before it: January's deposit covers December of the previous year.
      return Array.from({ length: 12 }, (_, index) => {
        const month = index + 1;
        const period = shiftMonth(cycle, month, -1);
        return {
          nominal: toIso({ year: cycle, month, day: dayIn(cycle, month, schedule) }),
          values: {
            taxYear: String(period.year),
            period: formatMonthYear(period.year, period.month, locale),
          },
        };
      });
    case "quarterly":
      return [1, 2, 3, 4].map((quarter) => {
        const endMonth = quarter * 3;
        const due = shiftMonth(cycle, endMonth, schedule.monthsAfterQuarterEnd ?? 1);
        return {
          nominal: toIso({ year: due.year, month: due.month, day: dayIn(due.year, due.month, schedule) }),
          values: {
            taxYear: String(cycle),
            quarter: ordinalWord(quarter, "masculine", t),
            quarterMonths: formatQuarterMonths(cycle, quarter, locale, t),
            quarterEnd: formatLongDate(
              toIso({ year: cycle, month: endMonth, day: daysInMonth(cycle, endMonth) }),
              locale,
            ),
          },
        };
      });
    case "annual": {
      const month = schedule.month as number;
      return [
        {
          nominal: toIso({ year: cycle, month, day: dayIn(cycle, month, schedule) }),
          values: { taxYear: String(cycle + (schedule.taxYearOffset ?? 0)) },
        },
      ];
    }
    case "installments":
      return (schedule.installments ?? []).map((installment, index) => {
        const year = cycle + installment.yearOffset;
        return {
          nominal: toIso({
            year,
            month: installment.month,
            day: Math.min(installment.day, daysInMonth(year, installment.month)),
          }),
          values: { taxYear: String(cycle), installment: ordinalWord(index + 1, "feminine", t) },
        };
      });
    case "quarterMonthly":
      // Four payments within the month whose liability they cover: the 7th, 15th, 22nd and last day.
      return Array.from({ length: 12 }, (_, index) => index + 1).flatMap((month) =>
        QUARTER_MONTHLY_DAYS.map((day, position) => ({
          nominal: toIso({ year: cycle, month, day: Math.min(day, daysInMonth(cycle, month)) }),
          values: {
            taxYear: String(cycle),
            period: formatMonthYear(cycle, month, locale),
            installment: ordinalWord(position + 1, "feminine", t),
          },
        })),
      );
    default:
      throw new Error(`Tax deadline rule "${rule.key}" has an unknown schedule kind "${schedule.kind}"`);
  }
}

function fill(template: string, values: Record<string, string>, rule: TaxDeadlineRule): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) {
      throw new Error(`Tax deadline rule "${rule.key}" uses {${name}}, which its schedule does not provide`);
    }
    return value;
  });
}

export const JURISDICTIONS: readonly Jurisdiction[] = ["federal", "illinois"];

const hasSource = (rule: TaxDeadlineRule) =>
  Boolean(rule.source?.label && /^https:\/\/\S+$/.test(rule.source.url ?? ""));

/** The keys of the rules that name no official source; the build fails when this is not empty. */
export function rulesWithoutSource(rules: readonly TaxDeadlineRule[]): string[] {
  return rules.filter((rule) => !hasSource(rule)).map((rule) => rule.key);
}

export const jurisdictionOf = (rule: Pick<TaxDeadlineRule, "jurisdiction">): Jurisdiction =>
  rule.jurisdiction === "illinois" ? "illinois" : "federal";

/** The holidays that move a rule's dates: its `holidays`, else its jurisdiction's. */
export const holidayCalendarOf = (rule: Pick<TaxDeadlineRule, "jurisdiction" | "holidays">): HolidayCalendar =>
  HOLIDAY_CALENDARS.includes(rule.holidays as HolidayCalendar)
    ? (rule.holidays as HolidayCalendar)
    : jurisdictionOf(rule);

/** The later filing date for filers who deposited on time: the 10th of the month after the nominal due month. */
function timelyDepositDate(nominal: IsoDate, calendar: HolidayCalendar, locale: string): string {
  const [year, month] = nominal.split("-").map(Number);
  const next = shiftMonth(year, month, 1);
  return formatLongDate(nextBusinessDay(toIso({ year: next.year, month: next.month, day: 10 }), calendar), locale);
}

const isMonth = (n: unknown) => Number.isInteger(n) && (n as number) >= 1 && (n as number) <= 12;
const isDay = (n: unknown) => Number.isInteger(n) && (n as number) >= 1 && (n as number) <= 31;

/** Throws with the rule named when a rule cannot be expanded, so a typo in data/ fails the build. */
export function validateRule(rule: TaxDeadlineRule): void {
  const fail = (problem: string) => {
    throw new Error(`Tax deadline rule "${rule.key}": ${problem}`);
  };
  const { schedule } = rule;
  const needsDay = ["monthly", "quarterly", "annual"].includes(schedule.kind);
  if (!(SCHEDULE_KINDS as readonly string[]).includes(schedule.kind)) fail(`unknown schedule kind "${schedule.kind}"`);
  if (needsDay && !schedule.lastDayOfMonth && !isDay(schedule.day))
    fail("schedule needs a day (1–31) or lastDayOfMonth");
  if (schedule.kind === "annual" && !isMonth(schedule.month)) fail("an annual schedule needs a month (1–12)");
  if (schedule.kind === "installments") {
    if (!schedule.installments?.length) fail("an installments schedule needs at least one installment");
    schedule.installments?.forEach((i) => {
      if (!isMonth(i.month) || !isDay(i.day)) fail(`installment "${i.label}" has an invalid month or day`);
    });
  }
  if (rule.audience.length === 0) fail("audience is empty");
  if (rule.jurisdiction && !JURISDICTIONS.includes(rule.jurisdiction as Jurisdiction))
    fail(`unknown jurisdiction "${rule.jurisdiction}"`);
  if (rule.federalDateIfLater && jurisdictionOf(rule) !== "illinois")
    fail("federalDateIfLater applies to Illinois rules only");
  if (rule.holidays) {
    if (!HOLIDAY_CALENDARS.includes(rule.holidays as HolidayCalendar)) fail(`unknown holidays "${rule.holidays}"`);
    if (jurisdictionOf(rule) === "federal" && rule.holidays !== "federal")
      fail(`a federal rule rolls by the federal holidays (IRC § 7503), not "${rule.holidays}"`);
    if (jurisdictionOf(rule) === "illinois" && rule.holidays === "federal")
      fail('an Illinois rule rolls by "illinois" or "illinois-and-federal" holidays');
  }
  if (!hasSource(rule)) fail("has no source (the official page it comes from, with an https:// address)");
  const usesThreshold = `${rule.title} ${rule.description}`.includes("{threshold}");
  if (usesThreshold && !rule.thresholds?.length) fail("uses {threshold} but lists no thresholds");
  if (usesThreshold && !rule.thresholdFallback)
    fail("uses {threshold} but has no thresholdFallback for other tax years");
  for (const [, name] of `${rule.title} ${rule.description}`.matchAll(/\{(\w+)\}/g)) {
    if (!PLACEHOLDERS.includes(name)) fail(`unknown placeholder {${name}}`);
  }
}

/**
 * The nominal date rolled to the next business day of the rule's holiday calendar; for an Illinois rule marked
 * `federalDateIfLater`, the later of that and the federal roll (86 Ill. Adm. Code 100.6000(b)).
 */
function dueDate(nominal: IsoDate, rule: TaxDeadlineRule, jurisdiction: Jurisdiction): IsoDate {
  const rolled = nextBusinessDay(nominal, holidayCalendarOf(rule));
  if (!rule.federalDateIfLater || jurisdiction === "federal") return rolled;
  const federal = nextBusinessDay(nominal, "federal");
  return federal > rolled ? federal : rolled;
}

/**
 * Deadlines whose (rolled-forward) due date lies between `from` and `to`, both inclusive, in date order. `locale`
 * (a BCP 47 tag: `localeTag("es")` is "es-US") chooses the month names and date formats filled into the rules'
 * placeholders, and `t` the dictionary of the joining words and ordinals ("primer trimestre", "primera cuota").
 * Pass the Spanish rules (their titles and descriptions) with the Spanish locale and dictionary.
 */
export function deadlinesBetween(
  from: IsoDate,
  to: IsoDate,
  rules: readonly TaxDeadlineRule[],
  locale: string,
  t: Translate,
): TaxDeadlineEvent[] {
  rules.forEach(validateRule);
  const firstYear = Number(from.slice(0, 4));
  const lastYear = Number(to.slice(0, 4));
  const events: { event: TaxDeadlineEvent; order: number }[] = [];
  rules.forEach((rule, order) => {
    const jurisdiction = jurisdictionOf(rule);
    // A cycle's dates can spill into the next calendar year (January installments, Q4 returns) and
    // a roll-forward can cross New Year, so the cycles either side of the range are expanded too.
    for (let cycle = firstYear - 2; cycle <= lastYear + 1; cycle += 1) {
      for (const { nominal, values } of occurrencesInCycle(rule, cycle, locale, t)) {
        const taxYear = Number(values.taxYear);
        if ((rule.fromTaxYear && taxYear < rule.fromTaxYear) || (rule.untilTaxYear && taxYear > rule.untilTaxYear))
          continue;
        const date = dueDate(nominal, rule, jurisdiction);
        if (date < from || date > to) continue;
        const all = {
          ...values,
          dueYear: date.slice(0, 4),
          threshold: thresholdFor(rule, taxYear, locale),
          timelyDepositDate: timelyDepositDate(nominal, holidayCalendarOf(rule), locale),
        };
        const event: TaxDeadlineEvent = {
          date,
          title: fill(rule.title, all, rule),
          description: fill(rule.description, all, rule),
          audience: [...rule.audience],
          ruleId: rule.key,
          jurisdiction,
          taxYear,
          source: rule.source ? { label: rule.source.label, url: rule.source.url } : null,
        };
        if (date !== nominal) event.movedFrom = nominal;
        events.push({ event, order });
      }
    }
  });
  return events
    .sort((a, b) => compareIsoDates(a.event.date, b.event.date) || a.order - b.order)
    .map(({ event }) => event);
}

/** Every deadline due in a calendar year (`locale` and `t` as for deadlinesBetween). */
export function deadlinesFor(
  year: number,
  rules: readonly TaxDeadlineRule[],
  locale: string,
  t: Translate,
): TaxDeadlineEvent[] {
  return deadlinesBetween(toIso({ year, month: 1, day: 1 }), toIso({ year, month: 12, day: 31 }), rules, locale, t);
}

/** The audiences named by the rules, in the order they first appear. */
export function audiencesOf(rules: readonly TaxDeadlineRule[]): string[] {
  return [...new Set(rules.flatMap((r) => r.audience))];
}
