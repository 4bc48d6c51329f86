import { useLocale } from "../../hooks/use-locale";
import { useText } from "../../hooks/use-text";
import type { EstimatedTaxPlan } from "../../lib/estimated-tax";
import { localeTag } from "../../lib/locale";
import { formatLongDate, type TaxDeadlineEvent } from "../../lib/tax-deadlines";
import { PlanAnswer } from "./plan-parts";

interface PlannerResultProps {
  plan: EstimatedTaxPlan;
  taxYear: number;
  withholding: number;
  paidSoFar: number;
  /** The installment deadlines of the tax year, from the deadline engine: four, or a farmer's single one. */
  dueDates: readonly TaxDeadlineEvent[];
  /** A farmer's date to file and pay instead of the single installment (the engine's rolled March 1). */
  fileAndPayDate?: string;
}

/**
 * Whether payments are required, the safe harbors behind the answer, and the four installments with a calendar file
 * and the print button.
 */
export function PlannerResult({ fileAndPayDate, ...answer }: PlannerResultProps) {
  const t = useText();
  const { plan, taxYear } = answer;
  const tag = localeTag(useLocale());
  return (
    <PlanAnswer
      {...answer}
      jurisdiction="federal"
      outcomeKey={`planner.outcomes.${plan.outcome}`}
      safeHarbors={(money) =>
        t("planner.safeHarbors", {
          currentPercent: plan.currentYearPercent,
          current: money(plan.currentYearSafeHarbor),
          priorPercent: plan.priorYearPercent,
          prior: money(plan.priorYearSafeHarbor),
        })
      }
      // A farmer files and pays by the engine's March 1 instead of the single installment; then how to pay, in the
      // words of the pay-and-track page and the calendar file.
      note={[
        plan.farmer && fileAndPayDate
          ? t("planner.farmerNote", { taxYear, date: formatLongDate(fileAndPayDate, tag) })
          : "",
        t("payments.federalIndividuals"),
      ]
        .filter(Boolean)
        .join(" ")}
    />
  );
}
