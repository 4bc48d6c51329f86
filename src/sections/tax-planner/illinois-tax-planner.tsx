import { useMemo, useState } from "react";

import { useLocale } from "../../hooks/use-locale";
import { useText } from "../../hooks/use-text";
import { ILLINOIS_PLANNER_RULE } from "../../lib/estimated-tax";
import { planIllinoisEstimatedTax } from "../../lib/illinois-estimated-tax";
import { localeTag } from "../../lib/locale";
import { applyPostponements, deadlinesBetween } from "../../lib/tax-deadlines";
import { IllinoisPlannerResult } from "./illinois-planner-result";
import { PlannerForm, usePlannerSubmit, type PlannerProps } from "./plan-parts";
import * as styles from "./tax-planner.module.css";

/**
 * The Illinois planner (Form IL-1040-ES): the same form, answers, calendar file and print as the federal one, by
 * Illinois's rules (src/lib/illinois-estimated-tax.ts) and on the dates of the Illinois rule. Nothing is sent or
 * stored.
 */
export function IllinoisTaxPlanner({ rules, postponements, buildYear }: PlannerProps) {
  const t = useText();
  const [farmer, setFarmer] = useState(false);
  const [nursingHome, setNursingHome] = useState(false);
  // An exception answers without the amounts: empty fields are then fine, though a malformed one is still marked.
  const planner = usePlannerSubmit(
    buildYear,
    (amounts) => planIllinoisEstimatedTax({ ...amounts, farmer, nursingHome }),
    { allOptional: farmer || nursingHome },
  );
  const { id, planYear } = planner;

  const locale = localeTag(useLocale());
  const dueDates = useMemo(() => {
    const illinoisRules = rules.filter((rule) => rule.key === ILLINOIS_PLANNER_RULE);
    const events = deadlinesBetween(`${planYear}-01-01`, `${planYear + 1}-12-31`, illinoisRules, locale, t).filter(
      (event) => event.taxYear === planYear,
    );
    return applyPostponements(events, postponements);
  }, [rules, postponements, planYear, locale, t]);

  return (
    <PlannerForm
      jurisdiction="illinois"
      planner={planner}
      renderResult={(submitted) => <IllinoisPlannerResult {...submitted} dueDates={dueDates} />}
    >
      <fieldset className={styles.exceptions} aria-describedby={`${id}-exceptions-hint`}>
        <legend className={styles.label}>{t("planner.illinois.exceptionsLegend")}</legend>
        <p id={`${id}-exceptions-hint`} className={styles.hint}>
          {t("planner.illinois.exceptionsHint")}
        </p>
        <div className={styles.check}>
          <input id={`${id}-farmer`} type="checkbox" checked={farmer} onChange={(e) => setFarmer(e.target.checked)} />
          <label htmlFor={`${id}-farmer`}>{t("planner.illinois.farmer")}</label>
        </div>
        <div className={styles.check}>
          <input
            id={`${id}-nursing-home`}
            type="checkbox"
            checked={nursingHome}
            onChange={(e) => setNursingHome(e.target.checked)}
          />
          <label htmlFor={`${id}-nursing-home`}>{t("planner.illinois.nursingHome")}</label>
        </div>
      </fieldset>
    </PlannerForm>
  );
}
