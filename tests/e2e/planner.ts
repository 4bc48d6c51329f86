/**
 * The estimated-tax planner's form in each edition: its field labels, written out here (not read from data/) so a
 * wrong or missing label fails the test, and one way to fill it in.
 */
import type { Page } from "@playwright/test";

export interface PlannerEntry {
  expectedTax: string;
  withholding: string;
  priorYearTax: string;
  /** Last year's adjusted gross income was over $150,000 (the 110% safe harbor). */
  high: boolean;
  /** Two-thirds of gross income from farming or fishing (a single January installment). */
  farmer?: boolean;
  paid: string;
}

const plannerLabels = {
  en: {
    expectedTax: "This year's expected total tax",
    withholding: "Expected federal income tax withholding",
    priorYearTax: "Last year's total tax",
    high: /adjusted gross income was over \$150,000/,
    farmer: /two-thirds of my gross income .* farming or fishing/,
    paid: "Estimated tax already paid for this year",
  },
  es: {
    expectedTax: "Impuesto total previsto para este año",
    withholding: "Retención prevista del impuesto federal sobre el ingreso",
    priorYearTax: "Impuesto total del año pasado",
    high: /ingreso bruto ajustado del año pasado fue de más de \$150,000/,
    farmer: /dos tercios de mi ingreso bruto .* agricultura o la pesca/,
    paid: "Impuesto estimado ya pagado este año",
  },
} as const;

/** Types the entry into the planner on `page`, found by the labels of the page's language. */
export async function fillPlanner(page: Page, language: keyof typeof plannerLabels, entry: PlannerEntry) {
  const labels = plannerLabels[language];
  await page.getByLabel(labels.expectedTax).fill(entry.expectedTax);
  await page.getByLabel(labels.withholding).fill(entry.withholding);
  await page.getByLabel(labels.priorYearTax).fill(entry.priorYearTax);
  if (entry.high) await page.getByLabel(labels.high).check();
  if (entry.farmer) await page.getByLabel(labels.farmer).check();
  await page.getByLabel(labels.paid).fill(entry.paid);
}
