import { useId, useMemo, useState, type FormEvent } from "react";

import { useLocale } from "../../hooks/use-locale";
import { useText } from "../../hooks/use-text";
import { localeTag } from "../../lib/locale";
import {
  FARMER_RETURN_RULE,
  FARMER_RULE,
  PLANNER_RULE,
  planEstimatedTax,
  type EstimatedTaxPlan,
} from "../../lib/estimated-tax";
import {
  applyPostponements,
  deadlinesBetween,
  type TaxDeadlineRule,
  type TaxPostponement,
} from "../../lib/tax-deadlines";
import { MoneyField } from "./money-field";
import { PlannerFormHead } from "./plan-parts";
import { PlannerResult } from "./planner-result";
import { useAmountForm, usePlanYears } from "./use-amount-form";
import * as styles from "./tax-planner.module.css";

interface EstimatedTaxPlannerProps {
  rules: readonly TaxDeadlineRule[];
  postponements: readonly TaxPostponement[];
  /** The build's year, until the visitor's clock takes over. */
  buildYear: number;
}

type FieldName = "expectedTax" | "withholding" | "priorYearTax" | "paidSoFar";
const FIELDS: readonly FieldName[] = ["expectedTax", "withholding", "priorYearTax", "paidSoFar"];
const OPTIONAL: ReadonlySet<FieldName> = new Set(["paidSoFar"]);
const HINTS = {
  expectedTax: "planner.expectedTaxHint",
  withholding: "planner.withholdingHint",
  priorYearTax: "planner.priorYearTaxHint",
  paidSoFar: "planner.paidSoFarHint",
} as const;

interface Submitted {
  plan: EstimatedTaxPlan;
  taxYear: number;
  withholding: number;
  paidSoFar: number;
}

/** The planner form: everything stays in this component's state; nothing is sent or stored. */
export function EstimatedTaxPlanner({ rules, postponements, buildYear }: EstimatedTaxPlannerProps) {
  const t = useText();
  const id = useId();
  const { years, taxYear, setTaxYear } = usePlanYears(buildYear);
  const form = useAmountForm(FIELDS, OPTIONAL);
  const [highIncome, setHighIncome] = useState(false);
  const [farmer, setFarmer] = useState(false);
  const [submitted, setSubmitted] = useState<Submitted | null>(null);

  const planYear = submitted?.taxYear ?? taxYear;
  const locale = localeTag(useLocale());
  const planEvents = useMemo(() => {
    const events = deadlinesBetween(`${planYear}-01-01`, `${planYear + 1}-12-31`, rules, locale, t).filter(
      (event) => event.taxYear === planYear,
    );
    return applyPostponements(events, postponements);
  }, [rules, postponements, planYear, locale, t]);
  const submittedFarmer = submitted?.plan.farmer ?? false;
  const dueDates = planEvents.filter((event) => event.ruleId === (submittedFarmer ? FARMER_RULE : PLANNER_RULE));
  const fileAndPayDate = planEvents.find((event) => event.ruleId === FARMER_RETURN_RULE)?.date;

  function submit(event: FormEvent) {
    event.preventDefault();
    const amounts = form.read();
    if (!amounts) {
      setSubmitted(null);
      return;
    }
    setSubmitted({
      plan: planEstimatedTax({ ...amounts, highIncome, farmer }),
      taxYear,
      withholding: amounts.withholding,
      paidSoFar: amounts.paidSoFar,
    });
  }

  return (
    <div className={styles.planner}>
      <form className={styles.form} onSubmit={submit} noValidate aria-labelledby={`${id}-heading`}>
        <PlannerFormHead
          id={id}
          heading={t("planner.formHeading")}
          intro={t("planner.formIntro")}
          hasErrors={form.hasErrors}
          years={years}
          taxYear={taxYear}
          onTaxYear={setTaxYear}
        />
        {FIELDS.map((name) => (
          <MoneyField
            key={name}
            id={`${id}-${name}`}
            label={t(`planner.${name}`)}
            hint={t(HINTS[name])}
            value={form.values[name]}
            error={form.errors[name] ? t(`planner.errors.${form.errors[name]}`) : undefined}
            inputRef={form.inputRef(name)}
            onChange={(value) => form.setValue(name, value)}
          />
        ))}
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
        <button type="submit" className={styles.button}>
          {t("planner.submit")}
        </button>
        <p className={styles.privacy}>{t("planner.privacy")}</p>
      </form>
      <section
        className={styles.output}
        aria-live="polite"
        aria-label={t("planner.resultHeading", { taxYear: planYear })}
      >
        {submitted ? (
          <PlannerResult
            plan={submitted.plan}
            taxYear={submitted.taxYear}
            withholding={submitted.withholding}
            paidSoFar={submitted.paidSoFar}
            dueDates={dueDates}
            fileAndPayDate={fileAndPayDate}
          />
        ) : (
          <div className={styles.placeholder}>
            <h3 className={styles.resultHeading}>{t("planner.placeholderHeading", { taxYear: planYear })}</h3>
            <p>{t("planner.placeholderText")}</p>
          </div>
        )}
      </section>
    </div>
  );
}
