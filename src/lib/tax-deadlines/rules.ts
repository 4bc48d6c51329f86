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
import { thresholdFor } from "./thresholds";
import { type Translate } from "../interface-text";
import { everyValue, type DataRecord } from "../schema-types";

/**
 * A rule as the engine reads it: the fields of the TaxDeadlineRuleFields fragment, which the pages query
 * (src/sections/tax-calendar/tax-calendar-section.tsx) and the build queries too (gatsby/tax-deadline-query.ts, kept
 * equal by a test), as src/gatsby-types.d.ts generates it from gatsby/schema.ts; with the two fields only the source
 * checks read, from data/ itself: `forms` (see ./form-pages, rulesCitingGenericPages) and the reviewers'
 * `sourceNote`. A field the record leaves out may be null or absent (DataRecord). The schema describes each field.
 */
export type TaxDeadlineRule = DataRecord<
  Queries.TaxDeadlineRuleFieldsFragment & Pick<Queries.TaxDeadlineRule, "forms" | "sourceNote">
>;

/** When a rule's deadline falls (TaxDeadlineSchedule in the schema). */
export type TaxDeadlineSchedule = TaxDeadlineRule["schedule"];

/**
 * One payment of an installments schedule. Its `label` ("first", "second"…) names the installment in error
 * messages; the {installment} placeholder takes the word for the installment's position from the dictionary
 * (`dates.ordinals.feminine`), so it follows the language.
 */
export type TaxDeadlineInstallment = NonNullable<TaxDeadlineSchedule["installments"]>[number];

/** A dollar amount of one tax year, shown through {threshold}. */
export type TaxYearThreshold = NonNullable<TaxDeadlineRule["thresholds"]>[number];

/** The official page a rule comes from (irs.gov, tax.illinois.gov). */
export type TaxDeadlineSource = NonNullable<TaxDeadlineRule["source"]>;

/** How a schedule repeats: the TaxScheduleKind enum of the schema. */
export type ScheduleKind = Queries.TaxScheduleKind;

const SCHEDULE_KINDS = everyValue<ScheduleKind>()(["monthly", "quarterly", "annual", "installments", "quarterMonthly"]);

/** The days of a quarter-monthly schedule: the 7th, 15th, 22nd and last day of the month (35 ILCS 120/3). */
const QUARTER_MONTHLY_DAYS = [7, 15, 22, 31] as const;

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

function occurrencesInCycle(rule: TaxDeadlineRule, cycle: number, locale: string, t: Translate): Occurrence[] {
  const { schedule } = rule;
  switch (schedule.kind) {
    case "monthly":
      // Due in month m for the month before it: January's deposit covers December of the previous year. A rule
      // with `periodMonths` covers only those months (IDES's monthly wage reports: the first two of each quarter).
      return Array.from({ length: 12 }, (_, index) => index + 1).flatMap((month) => {
        const period = shiftMonth(cycle, month, -1);
        if (schedule.periodMonths && !schedule.periodMonths.includes(period.month)) return [];
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
      // A record read from data/ itself may hold any text here (validateRule names it first).
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

export const JURISDICTIONS = everyValue<Jurisdiction>()(["federal", "illinois"]);

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
  rule.holidays && HOLIDAY_CALENDARS.includes(rule.holidays) ? rule.holidays : jurisdictionOf(rule);

/** The later filing date for filers who deposited on time: the 10th of the month after the nominal due month. */
function timelyDepositDate(nominal: IsoDate, calendar: HolidayCalendar, locale: string): string {
  const [year, month] = nominal.split("-").map(Number);
  const next = shiftMonth(year, month, 1);
  return formatLongDate(nextBusinessDay(toIso({ year: next.year, month: next.month, day: 10 }), calendar), locale);
}

const isMonth = (n: unknown) => Number.isInteger(n) && (n as number) >= 1 && (n as number) <= 12;
const isDay = (n: unknown) => Number.isInteger(n) && (n as number) >= 1 && (n as number) <= 31;

/**
 * Throws with the rule named when a rule cannot be expanded, so a typo in data/ fails the build. The enum fields are
 * checked too: GraphQL refuses a value outside the schema's enums, but a rule read from data/ itself is not checked
 * by anything else.
 */
export function validateRule(rule: TaxDeadlineRule): void {
  const fail = (problem: string) => {
    throw new Error(`Tax deadline rule "${rule.key}": ${problem}`);
  };
  const { schedule } = rule;
  const needsDay = ["monthly", "quarterly", "annual"].includes(schedule.kind);
  if (!SCHEDULE_KINDS.includes(schedule.kind)) fail(`unknown schedule kind "${schedule.kind}"`);
  if (needsDay && !schedule.lastDayOfMonth && !isDay(schedule.day))
    fail("schedule needs a day (1–31) or lastDayOfMonth");
  if (schedule.kind === "annual" && !isMonth(schedule.month)) fail("an annual schedule needs a month (1–12)");
  if (schedule.periodMonths) {
    if (schedule.kind !== "monthly") fail("periodMonths applies to a monthly schedule only");
    if (!schedule.periodMonths.length || !schedule.periodMonths.every(isMonth))
      fail("periodMonths needs at least one month, each 1–12");
  }
  if (schedule.kind === "installments") {
    if (!schedule.installments?.length) fail("an installments schedule needs at least one installment");
    schedule.installments?.forEach((i) => {
      if (!isMonth(i.month) || !isDay(i.day)) fail(`installment "${i.label}" has an invalid month or day`);
    });
  }
  if (rule.audience.length === 0) fail("audience is empty");
  if (rule.jurisdiction && !JURISDICTIONS.includes(rule.jurisdiction))
    fail(`unknown jurisdiction "${rule.jurisdiction}"`);
  if (rule.federalDateIfLater && jurisdictionOf(rule) !== "illinois")
    fail("federalDateIfLater applies to Illinois rules only");
  if (rule.holidays) {
    if (!HOLIDAY_CALENDARS.includes(rule.holidays)) fail(`unknown holidays "${rule.holidays}"`);
    if (jurisdictionOf(rule) === "federal" && rule.holidays !== "federal")
      fail(`a federal rule rolls by the federal holidays (IRC § 7503), not "${rule.holidays}"`);
    if (jurisdictionOf(rule) === "illinois" && rule.holidays === "federal")
      fail('an Illinois rule rolls by "illinois" or "illinois_and_federal" holidays');
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
 * (a BCP 47 tag from `localeTag`, e.g. es-US) chooses the month names and date formats filled into the rules'
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
  // Checked where rules enter the site (the build, the editor, the tests), not again in a visitor's browser, whose
  // rules are the build's: Gatsby writes BUILD_STAGE into its bundles, so the browser's drops the check and its
  // messages (about 0.9 KB gzip with validatePostponement's); unset elsewhere (Node, Jest), it always runs.
  if (process.env.BUILD_STAGE !== "build-javascript") rules.forEach(validateRule);
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
