import { ILLINOIS_PLANNER_ANCHOR } from "../../lib/estimated-tax";
import { EstimatedTaxPlanner } from "./estimated-tax-planner";
import { IllinoisPlannerExplanation } from "./illinois-planner-explanation";
import { IllinoisTaxPlanner } from "./illinois-tax-planner";
import type { PlannerProps } from "./plan-parts";
import { PlannerExplanation } from "./planner-explanation";
import * as styles from "./tax-planner.module.css";

/**
 * The federal planner and, below it, its rule explained with a worked example; then the same for Illinois (Form
 * IL-1040-ES). The explanations are in the HTML, so the page reads the same without JavaScript.
 */
export function TaxPlannerSection({ rules, postponements, buildYear }: PlannerProps) {
  return (
    <div className={styles.section}>
      <div className={styles.inner}>
        <EstimatedTaxPlanner rules={rules} postponements={postponements} buildYear={buildYear} />
        <PlannerExplanation />
        <div id={ILLINOIS_PLANNER_ANCHOR} className={styles.illinois}>
          <IllinoisTaxPlanner rules={rules} postponements={postponements} buildYear={buildYear} />
          <IllinoisPlannerExplanation />
        </div>
      </div>
    </div>
  );
}
