/**
 * The organizer's dates, from the tax deadline rules (data/tax-deadline-rules/) through the calendar's own engine, so
 * the organizer and the calendar never disagree: the tax year it prepares for, and the day each document's sender
 * must furnish it. The build works them out (gatsby/organizer-dates.ts); the page receives them as data and does not
 * load the engine.
 */
import { addDays, deadlinesBetween, type IsoDate, type TaxDeadlineRule } from "../tax-deadlines";
import type { Translate } from "../interface-text";

/** More than a year: an annual rule's next date, however weekends and holidays moved it, falls within it. */
const YEAR_AND_A_MONTH = 400;

/**
 * The tax year the organizer prepares for on `date` (the build's day): the year of the next individual return due
 * on or after it (the rule `individualReturn`, as the tax calendar computes it). In November 2026 that is 2026 (due
 * April 2027); on April 1, 2026 it is 2025.
 */
export function organizerTaxYear(date: IsoDate, individualReturn: TaxDeadlineRule, t: Translate): number {
  const next = deadlinesBetween(date, addDays(date, YEAR_AND_A_MONTH), [individualReturn], "en-US", t)[0];
  if (next?.taxYear === undefined) throw new Error(`organizerTaxYear: rule ${individualReturn.key} has no date`);
  return next.taxYear;
}

/**
 * The day a document's sender must furnish it for `taxYear`: its `dueBy` rule's due date for that tax year, rolled
 * past weekends and holidays as the tax calendar rolls it; null when the rule has no date for that year.
 */
export function furnishDate(rule: TaxDeadlineRule, taxYear: number, t: Translate): IsoDate | null {
  const from = `${taxYear}-01-01`;
  const to = `${taxYear + 2}-12-31`;
  const event = deadlinesBetween(from, to, [rule], "en-US", t).find((candidate) => candidate.taxYear === taxYear);
  return event?.date ?? null;
}
