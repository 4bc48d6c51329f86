/**
 * The estimated-tax planner's forms in each edition, federal and Illinois: their field labels, written out here (not
 * read from data/) so a wrong or missing label fails the test, and one way to fill each in.
 */
import { expect, type Locator, type Page } from "@playwright/test";

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

/** Checks the amount, the last cell, of each of the four installment rows of a plan's table (`rows`: its rows). */
export async function expectInstallmentAmounts(rows: Locator, amounts: readonly string[]) {
  for (let i = 0; i < 4; i += 1)
    await expect(
      rows
        .nth(i + 1)
        .getByRole("cell")
        .last(),
    ).toHaveText(amounts[i]);
}

export interface IllinoisPlannerEntry {
  expectedTax: string;
  withholding: string;
  priorYearTax: string;
  paid: string;
  /** At least two-thirds of total federal gross income from farming (IDOR's farmer exception). */
  farmer?: boolean;
  /** 65 or older and living permanently in a nursing home (IITA § 806). */
  nursingHome?: boolean;
}

/** The Illinois part of the planner (Form IL-1040-ES): its form's name, field labels and button, written out. */
export const illinoisPlannerLabels = {
  en: {
    form: "Plan your Illinois estimated payments (Form IL-1040-ES)",
    expectedTax: "This year's expected Illinois income tax, after credits",
    withholding: "Expected Illinois withholding",
    priorYearTax: "Last year's Illinois tax, after credits",
    paid: "Illinois estimated payments already made this year",
    farmer: /I am a farmer: at least two-thirds of my total federal gross income/,
    nursingHome: /65 or older and live permanently in a nursing home/,
    submit: "Show my Illinois installments",
  },
  es: {
    form: "Planifique sus pagos de impuesto estimado de Illinois (Formulario IL-1040-ES)",
    expectedTax: "Impuesto de Illinois sobre el ingreso previsto para este año, después de los créditos",
    withholding: "Retención de Illinois prevista",
    priorYearTax: "Impuesto de Illinois del año pasado, después de los créditos",
    paid: "Pagos de impuesto estimado de Illinois ya hechos este año",
    farmer: /Soy agricultor: al menos dos tercios de mi ingreso bruto federal total/,
    nursingHome: /65 años o más y vivo de forma permanente en un hogar de ancianos/,
    submit: "Calcular mis cuotas de Illinois",
  },
} as const;

/** The Illinois planner's form on `page`, found by its name in the page's language. */
export const illinoisPlannerForm = (page: Page, language: keyof typeof illinoisPlannerLabels) =>
  page.getByRole("form", { name: illinoisPlannerLabels[language].form, exact: true });

/** Types the entry into the Illinois planner on `page` and submits it. */
export async function fillIllinoisPlanner(
  page: Page,
  language: keyof typeof illinoisPlannerLabels,
  entry: IllinoisPlannerEntry,
) {
  const labels = illinoisPlannerLabels[language];
  const form = illinoisPlannerForm(page, language);
  await form.getByLabel(labels.expectedTax, { exact: true }).fill(entry.expectedTax);
  await form.getByLabel(labels.withholding, { exact: true }).fill(entry.withholding);
  await form.getByLabel(labels.priorYearTax, { exact: true }).fill(entry.priorYearTax);
  await form.getByLabel(labels.paid, { exact: true }).fill(entry.paid);
  if (entry.farmer) await form.getByLabel(labels.farmer).check();
  if (entry.nursingHome) await form.getByLabel(labels.nursingHome).check();
  await form.getByRole("button", { name: labels.submit, exact: true }).click();
}
