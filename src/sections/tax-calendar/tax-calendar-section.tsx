import { graphql } from "gatsby";

import { AlertSignup } from "../../components/ui/alert-signup";
import { Link } from "../../components/ui/link";
import { RichText } from "../../components/ui/rich-text";
import { useText } from "../../hooks/use-text";
import { PAY_AND_TRACK_PATH } from "../../lib/routes";
import type { IsoDate, TaxDeadlineRule, TaxPostponement } from "../../lib/tax-deadlines";
import { TaxCalendar } from "./tax-calendar";
import * as styles from "./tax-calendar.module.css";

interface TaxCalendarSectionProps {
  rules: readonly TaxDeadlineRule[];
  postponements: readonly TaxPostponement[];
  siteUrl: string;
  buildDate: IsoDate;
}

/** The Tax Deadline Calendar block of /resources. */
export function TaxCalendarSection({ rules, postponements, siteUrl, buildDate }: TaxCalendarSectionProps) {
  const t = useText();
  return (
    <section className={styles.section} aria-labelledby="tax-calendar-heading">
      <div className={styles.inner}>
        <h2 id="tax-calendar-heading">{t("taxCalendar.heading")}</h2>
        <p className={styles.intro}>{t("taxCalendar.intro")}</p>
        <p className={styles.intro}>
          <RichText
            id="taxCalendar.payAndTrack"
            values={{ link: <Link to={PAY_AND_TRACK_PATH}>{t("taxCalendar.payAndTrackLink")}</Link> }}
          />
        </p>
        <TaxCalendar rules={rules} postponements={postponements} siteUrl={siteUrl} buildDate={buildDate} />
        <AlertSignup headingLevel={3} calendarLink={false} />
      </div>
    </section>
  );
}

export const taxDeadlineRuleFields = graphql`
  fragment TaxDeadlineRuleFields on TaxDeadlineRule {
    key
    jurisdiction
    holidays
    title
    description
    audience
    source {
      label
      url
    }
    fromTaxYear
    untilTaxYear
    schedule {
      kind
      day
      lastDayOfMonth
      month
      periodMonths
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
    federalDateIfLater
  }
`;

export const taxPostponementFields = graphql`
  fragment TaxPostponementFields on TaxPostponement {
    key
    notice
    url
    jurisdiction
    scope
    areas {
      state
      counties
    }
    firstOriginalDate
    lastOriginalDate
    newDate
    reason
  }
`;
