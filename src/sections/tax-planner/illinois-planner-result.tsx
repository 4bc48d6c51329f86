import { useText } from "../../hooks/use-text";
import { isIllinoisException, type IllinoisEstimatedTaxPlan } from "../../lib/illinois-estimated-tax";
import type { TaxDeadlineEvent } from "../../lib/tax-deadlines";
import { PlanAnswer } from "./plan-parts";

interface IllinoisPlannerResultProps {
  plan: IllinoisEstimatedTaxPlan;
  taxYear: number;
  withholding: number;
  paidSoFar: number;
  /** The four installment deadlines of the tax year, from the deadline engine's Illinois rule. */
  dueDates: readonly TaxDeadlineEvent[];
}

/**
 * The Illinois answer in words (required or not, and why), the required annual payment behind it, and, when payments
 * are due, the four installments with a calendar file and the print button.
 */
export function IllinoisPlannerResult(props: IllinoisPlannerResultProps) {
  const t = useText();
  const { plan } = props;
  return (
    <PlanAnswer
      {...props}
      jurisdiction="illinois"
      outcomeKey={`planner.illinois.outcomes.${plan.outcome}`}
      safeHarbors={(money) => {
        if (isIllinoisException(plan.outcome)) return null;
        return plan.priorYearSafeHarbor === null
          ? t("planner.illinois.safeHarborCurrentOnly", { current: money(plan.currentYearSafeHarbor) })
          : t("planner.illinois.safeHarbors", {
              current: money(plan.currentYearSafeHarbor),
              prior: money(plan.priorYearSafeHarbor),
            });
      }}
    />
  );
}
