import { Download, Printer } from "lucide-react";

import { useLocale } from "../../hooks/use-locale";
import { useText } from "../../hooks/use-text";
import { localeTag } from "../../lib/locale";
import { wholeDollars } from "../../lib/number-format";
import { formatLongDate, type TaxDeadlineEvent } from "../../lib/tax-deadlines";
import * as styles from "./tax-planner.module.css";

interface InstallmentTableProps {
  caption: string;
  /** Each installment's name ("First") and what is still to pay at it. */
  installments: readonly { name: string; amount: number }[];
  /** The installments' due dates from the deadline engine, in order. */
  dueDates: readonly TaxDeadlineEvent[];
}

/** The installments of a plan: name, due date (written for the page's language) and amount to pay. */
export function InstallmentTable({ caption, installments, dueDates }: InstallmentTableProps) {
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
export function PlanActions({ downloadLabel, onDownload }: { downloadLabel: string; onDownload: () => void }) {
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
export function PlannerFormHead({ id, heading, intro, hasErrors, years, taxYear, onTaxYear }: PlannerFormHeadProps) {
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
