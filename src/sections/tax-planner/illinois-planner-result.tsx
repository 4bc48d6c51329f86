import { useLocale } from "../../hooks/use-locale";
import { useFirm } from "../../hooks/use-firm";
import { useText } from "../../hooks/use-text";
import { downloadableCalendar } from "../../lib/calendar-feeds";
import { installmentKey, plannedPaymentEvents } from "../../lib/estimated-tax";
import { isIllinoisException, type IllinoisEstimatedTaxPlan } from "../../lib/illinois-estimated-tax";
import { calendarFileName } from "../../lib/ics";
import { localeTag } from "../../lib/locale";
import { wholeDollars } from "../../lib/number-format";
import type { TaxDeadlineEvent } from "../../lib/tax-deadlines";
import { saveCalendarFile } from "../tax-calendar/save-calendar-file";
import { InstallmentTable, PlanActions } from "./plan-parts";
import * as styles from "./tax-planner.module.css";

interface IllinoisPlannerResultProps {
  plan: IllinoisEstimatedTaxPlan;
  taxYear: number;
  withholding: number;
  paidSoFar: number;
  /** The four installment deadlines of the tax year, from the deadline engine's Illinois rule. */
  dueDates: readonly TaxDeadlineEvent[];
}

/**
 * The Illinois answer in words (required or not, and why), the required annual payment behind it, and, when payments
 * are due, the four installments with a calendar file and the print button.
 */
export function IllinoisPlannerResult({ plan, taxYear, withholding, paidSoFar, dueDates }: IllinoisPlannerResultProps) {
  const t = useText();
  const firm = useFirm();
  const locale = useLocale();
  const money = (amount: number) => wholeDollars(amount, localeTag(locale));
  const outcome = t(`planner.illinois.outcomes.${plan.outcome}`, {
    owed: money(plan.owedAfterWithholding),
    withholding: money(withholding),
    required: money(plan.requiredAnnualPayment),
    expected: money(withholding + plan.owedAfterWithholding),
    refund: money(-plan.owedAfterWithholding),
    paid: money(paidSoFar),
  });

  function download() {
    const events = plannedPaymentEvents(plan, dueDates, {
      taxYear,
      firmName: firm.name,
      locale,
      t,
      jurisdiction: "illinois",
    });
    const name = t("planner.illinois.calendarName", { firm: firm.name, taxYear });
    const text = downloadableCalendar(events, name, { firm, locale, t });
    saveCalendarFile(text, calendarFileName(t("planner.illinois.fileName"), String(taxYear)));
  }

  return (
    <div className={styles.result}>
      <h3 className={styles.resultHeading}>{t("planner.illinois.resultHeading", { taxYear })}</h3>
      <p className={styles.outcome}>{outcome}</p>
      {isIllinoisException(plan.outcome) ? null : (
        <p className={styles.detail}>
          {plan.priorYearSafeHarbor === null
            ? t("planner.illinois.safeHarborCurrentOnly", { current: money(plan.currentYearSafeHarbor) })
            : t("planner.illinois.safeHarbors", {
                current: money(plan.currentYearSafeHarbor),
                prior: money(plan.priorYearSafeHarbor),
              })}
        </p>
      )}
      {plan.outcome === "required" && (
        <>
          <InstallmentTable
            caption={t("planner.illinois.tableCaption", { taxYear })}
            installments={plan.installments.map((amount, index) => ({ name: t(installmentKey({}, index)), amount }))}
            dueDates={dueDates}
          />
          {paidSoFar > 0 && (
            <p className={styles.detail}>{t("planner.illinois.paidNote", { paid: money(paidSoFar) })}</p>
          )}
          <PlanActions downloadLabel={t("planner.illinois.download")} onDownload={download} />
        </>
      )}
    </div>
  );
}
