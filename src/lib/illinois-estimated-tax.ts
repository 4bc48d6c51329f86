/**
 * Illinois estimated income tax for individuals (Form IL-1040-ES), by the Illinois Income Tax Act (IITA) and the
 * Illinois Department of Revenue's own words. Pure arithmetic on whole dollars; the planner page's Illinois part
 * shows the result and words it (docs/tax-engine.md, "The estimated-tax planner", lists the sources).
 *
 * - Estimated payments are required when the Illinois tax after Illinois withholding, pass-through withholding and
 *   credits can reasonably be expected to be more than $1,000 (IITA § 803(a), 35 ILCS 5/803; IDOR, "Individual
 *   Income Tax Estimated Payments"). Exactly $1,000 is not more than $1,000.
 * - Not of farmers: "We consider you a farmer if at least two-thirds of your total federal gross income is from
 *   farming" (IDOR; § 803(a) and (e)); nor of an individual 65 or older who permanently lives in a nursing home
 *   (§ 806). Illinois has no single January installment for farmers: they are simply outside the requirement.
 * - The required annual payment is the lesser of 90% of this year's tax and 100% of last year's tax, the latter only
 *   when last year's return showed a liability and covered 12 months (§ 804(c)(1)(B); Form IL-2210, Step 2).
 *   Illinois has no 110% rule for higher incomes: § 804 names none, and IL-2210 takes 100% of last year's tax
 *   whatever the income.
 * - Each of the four installments is 25% of the required annual payment (§ 804(c)(1)(A)); withholding counts as
 *   paid evenly over the year (IL-2210's instructions), and IDOR applies each payment to the earliest due date
 *   (IL-1040-ES), as `quarterlyInstallments` does.
 * - Withholding above this year's tax is a refund, never a negative amount owed; payments already made that, with
 *   withholding, reach the required annual payment leave nothing further to pay.
 */
import { percentOf, quarterlyInstallments } from "./estimated-tax";

export const ILLINOIS_PAYMENT_THRESHOLD = 1000;
export const ILLINOIS_CURRENT_YEAR_PERCENT = 90;
export const ILLINOIS_PRIOR_YEAR_PERCENT = 100;

export interface IllinoisEstimatedTaxInput {
  /** This year's expected Illinois income tax after Illinois credits (IL-2210, Step 2, Line 3, Column A). */
  expectedTax: number;
  /** Illinois income tax expected to be withheld, plus pass-through withholding paid for the taxpayer (Line 4c). */
  withholding: number;
  /** Last year's Illinois tax after credits (Line 3, Column B); 0 when last year's return showed none. */
  priorYearTax: number;
  /** Illinois estimated tax already paid for this year. */
  paidSoFar: number;
  /** At least two-thirds of total federal gross income this year is from farming. */
  farmer?: boolean;
  /** 65 or older and permanently living in a nursing home. */
  nursingHome?: boolean;
}

/**
 * The answer: not required of farmers or of people 65 or older living in a nursing home; not required because
 * withholding exceeds the tax (a refund), $1,000 or less is owed after withholding and credits, withholding alone
 * meets the required annual payment, or payments already made and withholding together meet it; or required.
 */
export type IllinoisPlanOutcome =
  "farmer" | "nursingHome" | "refund" | "belowThreshold" | "withholdingCovers" | "alreadyPaid" | "required";

export interface IllinoisEstimatedTaxPlan {
  outcome: IllinoisPlanOutcome;
  /** Tax after withholding and credits (IL-2210, Line 5): the amount the $1,000 test looks at. */
  owedAfterWithholding: number;
  /** 90% of this year's tax (Line 6). */
  currentYearSafeHarbor: number;
  /** 100% of last year's tax; null when last year's return showed no Illinois tax, so only the 90% applies. */
  priorYearSafeHarbor: number | null;
  /** The lesser of the two (Line 7). */
  requiredAnnualPayment: number;
  /** Required annual payment less withholding: what estimated payments must cover. */
  estimatedPaymentsNeeded: number;
  /** What is still to pay at each of the four installments, after payments already made. */
  installments: number[];
}

export function planIllinoisEstimatedTax(input: IllinoisEstimatedTaxInput): IllinoisEstimatedTaxPlan {
  const owedAfterWithholding = input.expectedTax - input.withholding;
  const currentYearSafeHarbor = percentOf(input.expectedTax, ILLINOIS_CURRENT_YEAR_PERCENT);
  const priorYearSafeHarbor =
    input.priorYearTax > 0 ? percentOf(input.priorYearTax, ILLINOIS_PRIOR_YEAR_PERCENT) : null;
  const requiredAnnualPayment = Math.min(currentYearSafeHarbor, priorYearSafeHarbor ?? currentYearSafeHarbor);
  const estimatedPaymentsNeeded = Math.max(0, requiredAnnualPayment - input.withholding);
  let outcome: IllinoisPlanOutcome = "required";
  if (input.farmer) outcome = "farmer";
  else if (input.nursingHome) outcome = "nursingHome";
  else if (owedAfterWithholding < 0) outcome = "refund";
  else if (owedAfterWithholding <= ILLINOIS_PAYMENT_THRESHOLD) outcome = "belowThreshold";
  else if (estimatedPaymentsNeeded === 0) outcome = "withholdingCovers";
  else if (input.paidSoFar >= estimatedPaymentsNeeded) outcome = "alreadyPaid";
  return {
    outcome,
    owedAfterWithholding,
    currentYearSafeHarbor,
    priorYearSafeHarbor,
    requiredAnnualPayment,
    estimatedPaymentsNeeded,
    installments:
      outcome === "required" ? quarterlyInstallments(estimatedPaymentsNeeded, input.paidSoFar) : [0, 0, 0, 0],
  };
}

/** Whether a plan is an exception's answer, which needs none of the amounts. */
export const isIllinoisException = (outcome: IllinoisPlanOutcome) => outcome === "farmer" || outcome === "nursingHome";

/**
 * The Illinois worked example the planner page prints for visitors without JavaScript (and a unit-test case): 100%
 * of last year's tax is less than 90% of this year's.
 */
export const ILLINOIS_WORKED_EXAMPLE: IllinoisEstimatedTaxInput & { taxYear: number } = {
  taxYear: 2026,
  expectedTax: 12_000,
  withholding: 3_000,
  priorYearTax: 10_000,
  paidSoFar: 0,
};
