import { useMemo, useState } from "react";

import { useLocale } from "../../hooks/use-locale";
import { useText } from "../../hooks/use-text";
import { localeTag } from "../../lib/locale";
import { FARMER_RETURN_RULE, FARMER_RULE, PLANNER_RULE, planEstimatedTax } from "../../lib/estimated-tax";
import { applyPostponements, deadlinesBetween } from "../../lib/tax-deadlines";
import { PlannerForm, usePlannerSubmit, type PlannerProps } from "./plan-parts";
import { PlannerResult } from "./planner-result";
import * as styles from "./tax-planner.module.css";

/** The planner form: everything stays in this component's state; nothing is sent or stored. */
export function EstimatedTaxPlanner({ rules, postponements, buildYear }: PlannerProps) {
  const t = useText();
  const [highIncome, setHighIncome] = useState(false);
  const [farmer, setFarmer] = useState(false);
  const planner = usePlannerSubmit(buildYear, (amounts) => planEstimatedTax({ ...amounts, highIncome, farmer }));
  const { id, planYear } = planner;

  const locale = localeTag(useLocale());
  const planEvents = useMemo(() => {
    const events = deadlinesBetween(`${planYear}-01-01`, `${planYear + 1}-12-31`, rules, locale, t).filter(
      (event) => event.taxYear === planYear,
    );
    return applyPostponements(events, postponements);
  }, [rules, postponements, planYear, locale, t]);
  const submittedFarmer = planner.submitted?.plan.farmer ?? false;
  const dueDates = planEvents.filter((event) => event.ruleId === (submittedFarmer ? FARMER_RULE : PLANNER_RULE));
  const fileAndPayDate = planEvents.find((event) => event.ruleId === FARMER_RETURN_RULE)?.date;

  return (
    <PlannerForm
      jurisdiction="federal"
      planner={planner}
      renderResult={(submitted) => <PlannerResult {...submitted} dueDates={dueDates} fileAndPayDate={fileAndPayDate} />}
    >
      <div className={styles.check}>
        <input
          id={`${id}-high`}
          type="checkbox"
          checked={highIncome}
          onChange={(e) => setHighIncome(e.target.checked)}
        />
        <label htmlFor={`${id}-high`}>{t("planner.highIncome")}</label>
      </div>
      <div className={styles.check}>
        <input id={`${id}-farmer`} type="checkbox" checked={farmer} onChange={(e) => setFarmer(e.target.checked)} />
        <label htmlFor={`${id}-farmer`}>{t("planner.farmer")}</label>
      </div>
    </PlannerForm>
  );
}
