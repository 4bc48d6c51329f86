/**
 * The fields of the tax deadline rules and postponements that the build reads (the content check and the calendar
 * feeds), written once so both expand the same records the same way.
 */
export const taxDeadlineSelection = `
  allTaxDeadlineRule(sort: { order: ASC }) {
    nodes {
      key
      jurisdiction
      holidays
      title
      description
      audience
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
      source {
        label
        url
      }
      fromTaxYear
      untilTaxYear
      thresholds {
        taxYear
        amount
      }
      thresholdFallback
      federalDateIfLater
    }
  }
  allTaxPostponement {
    nodes {
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
  }
`;
