/**
 * The deadline records of data/ as the deadline tests read them, and a made-up rule for tests of one schedule.
 */
import type { TaxDeadlineRule, TaxPostponement } from "../../src/lib/tax-deadlines";
import { collection } from "./data";

/** The federal deadline rules of data/. */
export const federalRules = collection<TaxDeadlineRule[]>("tax-deadline-rules");
/** The Illinois deadline rules of data/. */
export const illinoisRules = collection<TaxDeadlineRule[]>("tax-deadline-rules-illinois");
/** Every postponement record of data/, nationwide and regional. */
export const postponementRecords = collection<TaxPostponement[]>("tax-postponements");

/** A federal rule for individuals with `schedule`, citing Publication 509; `extra` overrides any field. */
export function rule(schedule: TaxDeadlineRule["schedule"], extra: Partial<TaxDeadlineRule> = {}): TaxDeadlineRule {
  return {
    key: "test-rule",
    jurisdiction: "federal",
    title: "Test {taxYear}",
    description: "Due for {taxYear}",
    audience: ["Individuals"],
    source: { label: "IRS Publication 509", url: "https://www.irs.gov/publications/p509" },
    schedule,
    ...extra,
  };
}
