import { wholeDollars } from "../number-format";
import type { TaxDeadlineRule } from "./rules";

/** What a rule's {threshold} reads: its amounts by tax year and the words for a year without one. */
export type ThresholdSource = Pick<TaxDeadlineRule, "thresholds" | "thresholdFallback">;

/**
 * A rule's {threshold} for a tax year: its amount in the locale's dollars, else the rule's fallback words. On its own
 * so that a page which only shows an amount (the organizer) does not load the deadline engine.
 */
export function thresholdFor(rule: ThresholdSource, taxYear: number, locale: string): string {
  const known = rule.thresholds?.find((t) => t.taxYear === taxYear);
  if (known) return wholeDollars(known.amount, locale);
  return rule.thresholdFallback ?? "";
}
