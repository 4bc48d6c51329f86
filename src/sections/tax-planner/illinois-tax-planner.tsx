import { useId, useMemo, useState, type FormEvent } from "react";

import { useLocale } from "../../hooks/use-locale";
import { useText } from "../../hooks/use-text";
import { ILLINOIS_PLANNER_RULE } from "../../lib/estimated-tax";
import { planIllinoisEstimatedTax, type IllinoisEstimatedTaxPlan } from "../../lib/illinois-estimated-tax";
import { localeTag } from "../../lib/locale";
import {
  applyPostponements,
  deadlinesBetween,
  type TaxDeadlineRule,
  type TaxPostponement,
} from "../../lib/tax-deadlines";
import { IllinoisPlannerResult } from "./illinois-planner-result";
import { MoneyField } from "./money-field";
import { PlannerFormHead } from "./plan-parts";
import { useAmountForm, usePlanYears } from "./use-amount-form";
import * as styles from "./tax-planner.module.css";

interface IllinoisTaxPlannerProps {
  rules: readonly TaxDeadlineRule[];
  postponements: readonly TaxPostponement[];
  /** The build's year, until the visitor's clock takes over. */
  buildYear: number;
}

type FieldName = "expectedTax" | "withholding" | "priorYearTax" | "paidSoFar";
const FIELDS: readonly FieldName[] = ["expectedTax", "withholding", "priorYearTax", "paidSoFar"];
const OPTIONAL: ReadonlySet<FieldName> = new Set(["paidSoFar"]);
const LABELS = {
  expectedTax: "planner.illinois.expectedTax",
  withholding: "planner.illinois.withholding",
  priorYearTax: "planner.illinois.priorYearTax",
  paidSoFar: "planner.illinois.paidSoFar",
} as const;
const HINTS = {
  expectedTax: "planner.illinois.expectedTaxHint",
  withholding: "planner.illinois.withholdingHint",
  priorYearTax: "planner.illinois.priorYearTaxHint",
  paidSoFar: "planner.paidSoFarHint",
} as const;

interface Submitted {
  plan: IllinoisEstimatedTaxPlan;
  taxYear: number;
  withholding: number;
  paidSoFar: number;
}

/**
 * The Illinois planner (Form IL-1040-ES): the same form, answers, calendar file and print as the federal one, by
 * Illinois's rules (src/lib/illinois-estimated-tax.ts) and on the dates of the Illinois rule. Nothing is sent or
 * stored.
 */
export function IllinoisTaxPlanner({ rules, postponements, buildYear }: IllinoisTaxPlannerProps) {
  const t = useText();
  const id = useId();
  const { years, taxYear, setTaxYear } = usePlanYears(buildYear);
  const form = useAmountForm(FIELDS, OPTIONAL);
  const [farmer, setFarmer] = useState(false);
  const [nursingHome, setNursingHome] = useState(false);
  const [submitted, setSubmitted] = useState<Submitted | null>(null);

  const planYear = submitted?.taxYear ?? taxYear;
  const locale = localeTag(useLocale());
  const dueDates = useMemo(() => {
    const illinoisRules = rules.filter((rule) => rule.key === ILLINOIS_PLANNER_RULE);
    const events = deadlinesBetween(`${planYear}-01-01`, `${planYear + 1}-12-31`, illinoisRules, locale, t).filter(
      (event) => event.taxYear === planYear,
    );
    return applyPostponements(events, postponements);
  }, [rules, postponements, planYear, locale, t]);

  function submit(event: FormEvent) {
    event.preventDefault();
    // An exception answers without the amounts: empty fields are then fine, though a malformed one is still marked.
    const amounts = form.read({ allOptional: farmer || nursingHome });
    if (!amounts) {
      setSubmitted(null);
      return;
    }
    setSubmitted({
      plan: planIllinoisEstimatedTax({ ...amounts, farmer, nursingHome }),
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
          heading={t("planner.illinois.formHeading")}
          intro={t("planner.illinois.formIntro")}
          hasErrors={form.hasErrors}
          years={years}
          taxYear={taxYear}
          onTaxYear={setTaxYear}
        />
        {FIELDS.map((name) => (
          <MoneyField
            key={name}
            id={`${id}-${name}`}
            label={t(LABELS[name])}
            hint={t(HINTS[name])}
            value={form.values[name]}
            error={form.errors[name] ? t(`planner.errors.${form.errors[name]}`) : undefined}
            inputRef={form.inputRef(name)}
            onChange={(value) => form.setValue(name, value)}
          />
        ))}
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
        <button type="submit" className={styles.button}>
          {t("planner.illinois.submit")}
        </button>
        <p className={styles.privacy}>{t("planner.privacy")}</p>
      </form>
      <section
        className={styles.output}
        aria-live="polite"
        aria-label={t("planner.illinois.resultHeading", { taxYear: planYear })}
      >
        {submitted ? (
          <IllinoisPlannerResult
            plan={submitted.plan}
            taxYear={submitted.taxYear}
            withholding={submitted.withholding}
            paidSoFar={submitted.paidSoFar}
            dueDates={dueDates}
          />
        ) : (
          <div className={styles.placeholder}>
            <h3 className={styles.resultHeading}>{t("planner.illinois.placeholderHeading", { taxYear: planYear })}</h3>
            <p>{t("planner.illinois.placeholderText")}</p>
          </div>
        )}
      </section>
    </div>
  );
}
