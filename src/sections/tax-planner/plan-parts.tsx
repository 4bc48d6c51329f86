import { Download, Printer } from "lucide-react";
import { useId, useState, type FormEvent, type ReactNode } from "react";

import { useFirm } from "../../hooks/use-firm";
import { useLocale } from "../../hooks/use-locale";
import { useText } from "../../hooks/use-text";
import { downloadableCalendar } from "../../lib/calendar-download";
import { installmentKey, plannedPaymentEvents } from "../../lib/estimated-tax";
import { calendarFileName } from "../../lib/ics";
import type { TextKey } from "../../lib/interface-text";
import { localeTag } from "../../lib/locale";
import { wholeDollars } from "../../lib/number-format";
import {
  formatLongDate,
  type TaxDeadlineEvent,
  type TaxDeadlineRule,
  type TaxPostponement,
} from "../../lib/tax-deadlines";
import { saveCalendarFile } from "../tax-calendar/save-calendar-file";
import { MoneyField } from "./money-field";
import { useAmountForm, usePlanYears } from "./use-amount-form";
import * as styles from "./tax-planner.module.css";

/** What a planner needs from its page: the deadline rules and postponements behind its due dates, and the year. */
export interface PlannerProps {
  rules: readonly TaxDeadlineRule[];
  postponements: readonly TaxPostponement[];
  /** The build's year, until the visitor's clock takes over. */
  buildYear: number;
}

/** Whose estimated tax a planner plans: federal (Form 1040-ES) or Illinois (Form IL-1040-ES). */
type Jurisdiction = "federal" | "illinois";

/** Where each planner's own words are in the dictionary. */
const TEXT = { federal: "planner", illinois: "planner.illinois" } as const;

/** The dollar fields of both planners, in order; only the payments already made may be left empty. */
type PlanField = "expectedTax" | "withholding" | "priorYearTax" | "paidSoFar";
const PLAN_FIELDS: readonly PlanField[] = ["expectedTax", "withholding", "priorYearTax", "paidSoFar"];
const OPTIONAL: ReadonlySet<PlanField> = new Set(["paidSoFar"]);

/** What a planner keeps of an accepted submit: the plan, its tax year and the amounts its answer quotes. */
export interface SubmittedPlan<Plan> {
  plan: Plan;
  taxYear: number;
  withholding: number;
  paidSoFar: number;
}

/**
 * A planner form's state: its id, the tax years, the dollar fields and the last accepted submit. `submit` reads the
 * amounts (with `allOptional`, empty fields count as 0) and keeps the plan `makePlan` makes of them; when one is
 * missing or malformed, it is marked, focus goes to it and the last plan is forgotten.
 */
export function usePlannerSubmit<Plan>(
  buildYear: number,
  makePlan: (amounts: Record<PlanField, number>) => Plan,
  { allOptional = false } = {},
) {
  const id = useId();
  const { years, taxYear, setTaxYear } = usePlanYears(buildYear);
  const form = useAmountForm(PLAN_FIELDS, OPTIONAL);
  const [submitted, setSubmitted] = useState<SubmittedPlan<Plan> | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const amounts = form.read({ allOptional });
    if (!amounts) {
      setSubmitted(null);
      return;
    }
    setSubmitted({ plan: makePlan(amounts), taxYear, withholding: amounts.withholding, paidSoFar: amounts.paidSoFar });
  }

  return { id, years, taxYear, setTaxYear, form, submitted, planYear: submitted?.taxYear ?? taxYear, submit };
}

interface PlannerFormProps<Plan> {
  jurisdiction: Jurisdiction;
  planner: ReturnType<typeof usePlannerSubmit<Plan>>;
  /** The planner's own questions, after the dollar fields. */
  children: ReactNode;
  /** The answer to the last accepted submit; until there is one, a placeholder stands in the answer's place. */
  renderResult: (submitted: SubmittedPlan<Plan>) => ReactNode;
}

/**
 * A planner: the form (heading, tax year, dollar fields, the planner's own questions, submit and the privacy note)
 * and beside it the answer, announced politely as it changes.
 */
export function PlannerForm<Plan>({ jurisdiction, planner, children, renderResult }: PlannerFormProps<Plan>) {
  const t = useText();
  const text = TEXT[jurisdiction];
  const { id, form, planYear, submitted } = planner;
  return (
    <div className={styles.planner}>
      <form className={styles.form} onSubmit={planner.submit} noValidate aria-labelledby={`${id}-heading`}>
        <PlannerFormHead
          id={id}
          heading={t(`${text}.formHeading`)}
          intro={t(`${text}.formIntro`)}
          hasErrors={form.hasErrors}
          years={planner.years}
          taxYear={planner.taxYear}
          onTaxYear={planner.setTaxYear}
        />
        {PLAN_FIELDS.map((name) => (
          <MoneyField
            key={name}
            id={`${id}-${name}`}
            label={t(`${text}.${name}`)}
            // The payments already made are the same question in both planners, with one hint.
            hint={t(name === "paidSoFar" ? "planner.paidSoFarHint" : `${text}.${name}Hint`)}
            value={form.values[name]}
            error={form.errors[name] ? t(`planner.errors.${form.errors[name]}`) : undefined}
            inputRef={form.inputRef(name)}
            onChange={(value) => form.setValue(name, value)}
          />
        ))}
        {children}
        <button type="submit" className={styles.button}>
          {t(`${text}.submit`)}
        </button>
        <p className={styles.privacy}>{t("planner.privacy")}</p>
      </form>
      <section
        className={styles.output}
        aria-live="polite"
        aria-label={t(`${text}.resultHeading`, { taxYear: planYear })}
      >
        {submitted ? (
          renderResult(submitted)
        ) : (
          <div className={styles.placeholder}>
            <h3 className={styles.resultHeading}>{t(`${text}.placeholderHeading`, { taxYear: planYear })}</h3>
            <p>{t(`${text}.placeholderText`)}</p>
          </div>
        )}
      </section>
    </div>
  );
}

interface PlanAnswerProps {
  jurisdiction: Jurisdiction;
  plan: {
    outcome: string;
    owedAfterWithholding: number;
    requiredAnnualPayment: number;
    installments: readonly number[];
    farmer?: boolean;
  };
  /** The dictionary key of the plan's outcome in words. */
  outcomeKey: TextKey;
  taxYear: number;
  withholding: number;
  paidSoFar: number;
  /** The installment deadlines of the tax year, from the deadline engine. */
  dueDates: readonly TaxDeadlineEvent[];
  /** The safe harbors behind the answer, in words (amounts written with `money`), or null for none. */
  safeHarbors: (money: (amount: number) => string) => string | null;
  /** A last word under the installments, or null for none. */
  note?: string | null;
}

/**
 * A planner's answer: its heading, the answer in words and the safe harbors behind it; when payments are required,
 * the installments, the payments already made, `note`, and the calendar file of the payments still due and print.
 * Amounts, dates and the calendar file are in the page's language.
 */
export function PlanAnswer(props: PlanAnswerProps) {
  const { jurisdiction, plan, taxYear, withholding, paidSoFar, dueDates, note } = props;
  const t = useText();
  const firm = useFirm();
  const locale = useLocale();
  const text = TEXT[jurisdiction];
  const money = (amount: number) => wholeDollars(amount, localeTag(locale));
  const safeHarbors = props.safeHarbors(money);

  function download() {
    const events = plannedPaymentEvents(plan, dueDates, { taxYear, firmName: firm.name, locale, t, jurisdiction });
    const name = t(`${text}.calendarName`, { firm: firm.name, taxYear });
    const calendar = downloadableCalendar(events, name, { firm, locale, t });
    saveCalendarFile(calendar, calendarFileName(t(`${text}.fileName`), String(taxYear)));
  }

  return (
    <div className={styles.result}>
      <h3 className={styles.resultHeading}>{t(`${text}.resultHeading`, { taxYear })}</h3>
      <p className={styles.outcome}>
        {t(props.outcomeKey, {
          owed: money(plan.owedAfterWithholding),
          withholding: money(withholding),
          required: money(plan.requiredAnnualPayment),
          expected: money(withholding + plan.owedAfterWithholding),
          refund: money(-plan.owedAfterWithholding),
          paid: money(paidSoFar),
        })}
      </p>
      {safeHarbors === null ? null : <p className={styles.detail}>{safeHarbors}</p>}
      {plan.outcome === "required" && (
        <>
          <InstallmentTable
            caption={t(`${text}.tableCaption`, { taxYear })}
            installments={plan.installments.map((amount, index) => ({ name: t(installmentKey(plan, index)), amount }))}
            dueDates={dueDates}
          />
          {paidSoFar > 0 && <p className={styles.detail}>{t(`${text}.paidNote`, { paid: money(paidSoFar) })}</p>}
          {note ? <p className={styles.detail}>{note}</p> : null}
          <PlanActions downloadLabel={t(`${text}.download`)} onDownload={download} />
        </>
      )}
    </div>
  );
}

interface InstallmentTableProps {
  caption: string;
  /** Each installment's name ("First") and what is still to pay at it. */
  installments: readonly { name: string; amount: number }[];
  /** The installments' due dates from the deadline engine, in order. */
  dueDates: readonly TaxDeadlineEvent[];
}

/** The installments of a plan: name, due date (written for the page's language) and amount to pay. */
function InstallmentTable({ caption, installments, dueDates }: InstallmentTableProps) {
  const t = useText();
  const tag = localeTag(useLocale());
  return (
    <table className={styles.table}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t("planner.installmentColumn")}</th>
          <th scope="col">{t("planner.dueColumn")}</th>
          <th scope="col" className={styles.amount}>
            {t("planner.amountColumn")}
          </th>
        </tr>
      </thead>
      <tbody>
        {installments.map(({ name, amount }, index) => (
          <tr key={index}>
            <th scope="row">{name}</th>
            <td>
              {dueDates[index] ? (
                <time dateTime={dueDates[index].date}>{formatLongDate(dueDates[index].date, tag)}</time>
              ) : (
                ""
              )}
            </td>
            <td className={styles.amount}>{wholeDollars(amount, tag)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A plan's calendar file of the payments still due, and the browser's print dialog for the page's plans. */
function PlanActions({ downloadLabel, onDownload }: { downloadLabel: string; onDownload: () => void }) {
  const t = useText();
  return (
    <div className={styles.actions}>
      <button type="button" className={styles.button} onClick={onDownload}>
        <Download aria-hidden="true" size={18} />
        {downloadLabel}
      </button>
      <button type="button" className={styles.print} onClick={() => window.print()}>
        <Printer aria-hidden="true" size={18} />
        {t("planner.print")}
      </button>
    </div>
  );
}

interface PlannerFormHeadProps {
  /** The form's id prefix: the heading is `${id}-heading`, the year select `${id}-year`. */
  id: string;
  heading: string;
  intro: string;
  hasErrors: boolean;
  years: readonly number[];
  taxYear: number;
  onTaxYear: (year: number) => void;
}

/** The top of a planner form: its heading and intro, the error summary after a refused submit, and the tax year. */
function PlannerFormHead({ id, heading, intro, hasErrors, years, taxYear, onTaxYear }: PlannerFormHeadProps) {
  const t = useText();
  return (
    <>
      <h2 id={`${id}-heading`} className={styles.formHeading}>
        {heading}
      </h2>
      <p className={styles.hint}>{intro}</p>
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
          onChange={(e) => onTaxYear(Number(e.target.value))}
        >
          {years.map((year) => (
            <option key={year} value={year}>
              {year}
            </option>
          ))}
        </select>
      </div>
    </>
  );
}
