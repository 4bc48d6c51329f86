import { wholeDollars } from "../../lib/number-format";

/** What a planner's worked example enters, and for which tax year. */
interface WorkedExample {
  taxYear: number;
  expectedTax: number;
  withholding: number;
  priorYearTax: number;
}

/** What either planner's plan says of the worked example. */
interface ExamplePlan {
  currentYearSafeHarbor: number;
  priorYearSafeHarbor: number | null;
  requiredAnnualPayment: number;
  estimatedPaymentsNeeded: number;
  installments: readonly number[];
}

/**
 * The figures a planner's worked-example sentence names, the amounts in whole dollars as the page's language writes
 * them (`tag`: its BCP 47 tag); no prior-year safe harbor counts as $0.
 */
export function exampleFigures(example: WorkedExample, plan: ExamplePlan, tag: string) {
  const money = (amount: number) => wholeDollars(amount, tag);
  return {
    taxYear: example.taxYear,
    expectedTax: money(example.expectedTax),
    withholding: money(example.withholding),
    priorYearTax: money(example.priorYearTax),
    current: money(plan.currentYearSafeHarbor),
    prior: money(plan.priorYearSafeHarbor ?? 0),
    required: money(plan.requiredAnnualPayment),
    needed: money(plan.estimatedPaymentsNeeded),
    installment: money(plan.installments[0]),
  };
}
