import { graphql } from "gatsby";

import type { IsoDate, TaxDeadlineRule } from "../../lib/tax-deadlines";
import { TaxCalendar } from "./tax-calendar";
import * as styles from "./tax-calendar.module.css";

interface TaxCalendarSectionProps {
  rules: readonly TaxDeadlineRule[];
  buildDate: IsoDate;
}

/** The Tax Deadline Calendar block of /resources. */
export function TaxCalendarSection({ rules, buildDate }: TaxCalendarSectionProps) {
  return (
    <section className={styles.section} aria-labelledby="tax-calendar-heading">
      <div className={styles.inner}>
        <h2 id="tax-calendar-heading">Tax Deadline Calendar</h2>
        <p className={styles.intro}>
          Federal filing, deposit and estimated-tax deadlines for individuals, businesses, employers and exempt
          organizations. Pick a day to see what is due, or download the year into your own calendar.
        </p>
        <TaxCalendar rules={rules} buildDate={buildDate} />
      </div>
    </section>
  );
}

export const taxDeadlineRuleFields = graphql`
  fragment TaxDeadlineRuleFields on TaxDeadlineRule {
    key
    title
    description
    audience
    schedule {
      kind
      day
      lastDayOfMonth
      month
      monthsAfterQuarterEnd
      taxYearOffset
      installments {
        month
        day
        yearOffset
        label
      }
    }
    thresholds {
      taxYear
      amount
    }
    thresholdFallback
  }
`;
