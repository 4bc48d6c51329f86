import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from "react";

import { useLocale } from "../../hooks/use-locale";
import { useText } from "../../hooks/use-text";
import { localeTag } from "../../lib/locale";
import {
  FARMER_RETURN_RULE,
  FARMER_RULE,
  PLANNER_RULE,
  parseAmount,
  planEstimatedTax,
  type AmountError,
  type EstimatedTaxPlan,
} from "../../lib/estimated-tax";
import {
  applyPostponements,
  deadlinesBetween,
  localToday,
  type TaxDeadlineRule,
  type TaxPostponement,
} from "../../lib/tax-deadlines";
import { MoneyField } from "./money-field";
import { PlannerResult } from "./planner-result";
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
  const [currentYear, setCurrentYear] = useState(buildYear);
  const [taxYear, setTaxYear] = useState(buildYear);
  const [values, setValues] = useState<Record<FieldName, string>>({
    expectedTax: "",
    withholding: "",
    priorYearTax: "",
    paidSoFar: "",
  });
  const [highIncome, setHighIncome] = useState(false);
  const [farmer, setFarmer] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<FieldName, AmountError>>>({});
  const [submitted, setSubmitted] = useState<Submitted | null>(null);
  const refs = useRef<Partial<Record<FieldName, HTMLInputElement | null>>>({});

  useEffect(() => {
    const year = Number(localToday().slice(0, 4));
    setCurrentYear(year);
    setTaxYear(year);
  }, []);

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
    const parsed = FIELDS.map((name) => [name, parseAmount(values[name], { optional: OPTIONAL.has(name) })] as const);
    const found: Partial<Record<FieldName, AmountError>> = {};
    const amounts: Partial<Record<FieldName, number>> = {};
    parsed.forEach(([name, result]) => {
      if (result.ok) amounts[name] = result.value;
      else found[name] = result.error;
    });
    setErrors(found);
    const firstInvalid = FIELDS.find((name) => found[name]);
    if (firstInvalid) {
      setSubmitted(null);
      refs.current[firstInvalid]?.focus();
      return;
    }
    const input = {
      expectedTax: amounts.expectedTax ?? 0,
      withholding: amounts.withholding ?? 0,
      priorYearTax: amounts.priorYearTax ?? 0,
      paidSoFar: amounts.paidSoFar ?? 0,
      highIncome,
      farmer,
    };
    setSubmitted({
      plan: planEstimatedTax(input),
      taxYear,
      withholding: input.withholding,
      paidSoFar: input.paidSoFar,
    });
  }

  const hasErrors = Object.keys(errors).length > 0;
  return (
    <div className={styles.planner}>
      <form className={styles.form} onSubmit={submit} noValidate aria-labelledby={`${id}-heading`}>
        <h2 id={`${id}-heading`} className={styles.formHeading}>
          {t("planner.formHeading")}
        </h2>
        <p className={styles.hint}>{t("planner.formIntro")}</p>
        {hasErrors && (
          <p className={styles.errorSummary} role="alert">
            {t("planner.errors.summary")}
          </p>
        )}
        <div className={styles.field}>
          <label htmlFor={`${id}-year`} className={styles.label}>
            {t("planner.taxYear")}
          </label>
          <select
            id={`${id}-year`}
            className={styles.select}
            value={taxYear}
            onChange={(e) => setTaxYear(Number(e.target.value))}
          >
            {[currentYear, currentYear + 1].map((year) => (
              <option key={year} value={year}>
                {year}
              </option>
            ))}
          </select>
        </div>
        {FIELDS.map((name) => (
          <MoneyField
            key={name}
            id={`${id}-${name}`}
            label={t(`planner.${name}`)}
            hint={t(HINTS[name])}
            value={values[name]}
            error={errors[name] ? t(`planner.errors.${errors[name]}`) : undefined}
            inputRef={(element) => {
              refs.current[name] = element;
            }}
            onChange={(value) => setValues((current) => ({ ...current, [name]: value }))}
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
        <button type="submit" className={styles.submit}>
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
