import { useLocale } from "../../hooks/use-locale";
import { useFirm } from "../../hooks/use-firm";
import { useText } from "../../hooks/use-text";
import { installmentKey, plannedPaymentEvents, type EstimatedTaxPlan } from "../../lib/estimated-tax";
import { downloadableCalendar } from "../../lib/calendar-feeds";
import { calendarFileName } from "../../lib/ics";
import { localeTag } from "../../lib/locale";
import { wholeDollars } from "../../lib/number-format";
import { formatLongDate, type TaxDeadlineEvent } from "../../lib/tax-deadlines";
import { saveCalendarFile } from "../tax-calendar/save-calendar-file";
import { InstallmentTable, PlanActions } from "./plan-parts";
import * as styles from "./tax-planner.module.css";

interface PlannerResultProps {
  plan: EstimatedTaxPlan;
  taxYear: number;
  withholding: number;
  paidSoFar: number;
  /** The installment deadlines of the tax year, from the deadline engine: four, or a farmer's single one. */
  dueDates: readonly TaxDeadlineEvent[];
  /** A farmer's date to file and pay instead of the single installment (the engine's rolled March 1). */
  fileAndPayDate?: string;
}

/**
 * Whether payments are required, the safe harbors behind the answer, and the four installments with a calendar file
 * and the print button.
 */
export function PlannerResult({ plan, taxYear, withholding, paidSoFar, dueDates, fileAndPayDate }: PlannerResultProps) {
  const t = useText();
  const firm = useFirm();
  // The page's edition: amounts, dates and the calendar file in its language.
  const locale = useLocale();
  const tag = localeTag(locale);
  const money = (amount: number) => wholeDollars(amount, tag);
  const outcome = t(`planner.outcomes.${plan.outcome}`, {
    owed: money(plan.owedAfterWithholding),
    withholding: money(withholding),
    required: money(plan.requiredAnnualPayment),
    expected: money(withholding + plan.owedAfterWithholding),
    refund: money(-plan.owedAfterWithholding),
    paid: money(paidSoFar),
  });

  function download() {
    const events = plannedPaymentEvents(plan, dueDates, { taxYear, firmName: firm.name, locale, t });
    const name = t("planner.calendarName", { firm: firm.name, taxYear });
    const text = downloadableCalendar(events, name, { firm, locale, t });
    saveCalendarFile(text, calendarFileName(t("planner.fileName"), String(taxYear)));
  }

  return (
    <div className={styles.result}>
      <h3 className={styles.resultHeading}>{t("planner.resultHeading", { taxYear })}</h3>
      <p className={styles.outcome}>{outcome}</p>
      <p className={styles.detail}>
        {t("planner.safeHarbors", {
          currentPercent: plan.currentYearPercent,
          current: money(plan.currentYearSafeHarbor),
          priorPercent: plan.priorYearPercent,
          prior: money(plan.priorYearSafeHarbor),
        })}
      </p>
      {plan.outcome === "required" && (
        <>
          <InstallmentTable
            caption={t("planner.tableCaption", { taxYear })}
            installments={plan.installments.map((amount, index) => ({ name: t(installmentKey(plan, index)), amount }))}
            dueDates={dueDates}
          />
          {paidSoFar > 0 && <p className={styles.detail}>{t("planner.paidNote", { paid: money(paidSoFar) })}</p>}
          {plan.farmer && fileAndPayDate ? (
            <p className={styles.detail}>
              {t("planner.farmerNote", { taxYear, date: formatLongDate(fileAndPayDate, tag) })}
            </p>
          ) : null}
          <PlanActions downloadLabel={t("planner.download")} onDownload={download} />
        </>
      )}
    </div>
  );
}
