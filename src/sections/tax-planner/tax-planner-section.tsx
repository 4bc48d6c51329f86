import type { TaxDeadlineRule, TaxPostponement } from "../../lib/tax-deadlines";
import { EstimatedTaxPlanner } from "./estimated-tax-planner";
import { PlannerExplanation } from "./planner-explanation";
import * as styles from "./tax-planner.module.css";

interface TaxPlannerSectionProps {
  rules: readonly TaxDeadlineRule[];
  postponements: readonly TaxPostponement[];
  buildYear: number;
}

/** The planner and, below it, the rule explained with a worked example (readable without JavaScript). */
export function TaxPlannerSection({ rules, postponements, buildYear }: TaxPlannerSectionProps) {
  return (
    <div className={styles.section}>
      <div className={styles.inner}>
        <EstimatedTaxPlanner rules={rules} postponements={postponements} buildYear={buildYear} />
        <PlannerExplanation />
      </div>
    </div>
  );
}
