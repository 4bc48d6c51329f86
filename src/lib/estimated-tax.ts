/**
 * Federal estimated tax for individuals, by the IRS's own rules: Form 2210, Part I (required annual payment) and
 * Publication 505, chapter 2. Pure arithmetic on whole dollars; the planner page shows the result and words it.
 *
 * - No estimated tax is required when the tax owed after withholding is less than $1,000 (Form 2210, line 7
 *   "If less than $1,000, stop"; Pub. 505, "Who Must Pay Estimated Tax").
 * - Nor when last year's total tax was zero, for a 12-month prior year as a U.S. citizen or resident for the whole
 *   year (Pub. 505, "No Tax Liability Last Year"; the planner's form assumes a full 12-month year).
 * - The required annual payment is the smaller of 90% of this year's tax and 100% of last year's tax, or 110% of it
 *   when last year's AGI was over $150,000 ($75,000 married filing separately) (Form 2210, lines 5, 8 and 9).
 * - Withholding above this year's tax means a refund, not a negative amount owed; payments already made that, with
 *   withholding, reach the required annual payment leave nothing further to pay (no installments, no calendar file).
 * - Farmers and fishermen (at least two-thirds of gross income from farming or fishing this year or last): the
 *   required annual payment is the smaller of 66⅔% of this year's tax and 100% of last year's (the 110% rule does
 *   not apply to them), paid in a single installment due January 15; or none at all when the return is filed and
 *   all tax paid by March 1 (Pub. 505, "Farmers and Fishermen"; Form 2210-F; Tax Topic 416).
 * - Under the regular method each of the four installments is 25% of the required annual payment (Form 2210,
 *   line 18), and withholding counts as paid in equal parts on the four due dates; a payment is applied to the
 *   earliest installment still unpaid.
 *
 * The words of the planner's calendar file come from the dictionary lookup passed in. Illinois estimated tax (Form
 * IL-1040-ES) has its own rules in ./illinois-estimated-tax.ts, which shares the installments and calendar file here.
 */
import { type Translate } from "./interface-text";
import { localeTag, type Locale } from "./locale";
import { wholeDollars } from "./number-format";
import type { TaxDeadlineEvent } from "./tax-deadlines";

// Where the planner lives and which deadlines link to it: in ./planner-links.ts, which the tax calendar imports
// without the planner's arithmetic.
export {
  FARMER_RETURN_RULE,
  FARMER_RULE,
  ILLINOIS_PLANNER_ANCHOR,
  ILLINOIS_PLANNER_RULE,
  PLANNER_PATH,
  PLANNER_RULE,
  PLANNER_RULES,
  plannerLinkFor,
} from "./planner-links";

export const PAYMENT_THRESHOLD = 1000;
export const CURRENT_YEAR_PERCENT = 90;
/** Farmers and fishermen: 66⅔% of this year's tax instead of 90%, figured as two thirds in whole dollars. */
export const FARMER_CURRENT_YEAR_PERCENT = "66⅔";
export const HIGH_INCOME_PRIOR_YEAR_PERCENT = 110;
/** Largest amount the planner accepts, in dollars: anything above is a typing slip. */
export const MAX_AMOUNT = 10_000_000_000;

export interface EstimatedTaxInput {
  /** This year's expected total tax after credits (Form 2210, line 4). */
  expectedTax: number;
  /** Federal income tax expected to be withheld this year (line 6). */
  withholding: number;
  /** Last year's total tax (line 8 before the 110% rule). */
  priorYearTax: number;
  /** Last year's AGI was over $150,000 ($75,000 if this year's filing status is married filing separately). */
  highIncome: boolean;
  /** At least two-thirds of gross income this year or last is from farming or fishing. */
  farmer?: boolean;
  /** Estimated tax already paid for this year. */
  paidSoFar: number;
}

/**
 * The answer: payments required; or none, because withholding exceeds the tax (a refund), less than $1,000 is owed
 * after withholding, last year's tax was zero, withholding alone meets the required annual payment, or payments
 * already made and withholding together meet it (nothing further to pay).
 */
export type PlanOutcome =
  "required" | "refund" | "belowThreshold" | "noPriorYearTax" | "withholdingCovers" | "alreadyPaid";

export interface EstimatedTaxPlan {
  outcome: PlanOutcome;
  /** Tax after withholding (line 7). */
  owedAfterWithholding: number;
  /** 90% of this year's tax (line 5); 66⅔% for farmers and fishermen. */
  currentYearSafeHarbor: number;
  /** The percentage behind it, as the page writes it: "90" or "66⅔". */
  currentYearPercent: string;
  /** A farmer's or fisherman's plan: one installment, due January 15. */
  farmer: boolean;
  /** 100% or 110% of last year's tax (line 8). */
  priorYearSafeHarbor: number;
  priorYearPercent: number;
  /** The smaller of the two (line 9). */
  requiredAnnualPayment: number;
  /** Required annual payment less withholding: what estimated payments must cover. */
  estimatedPaymentsNeeded: number;
  /** What is still to pay at each installment, after payments already made: four, or one for a farmer. */
  installments: number[];
}

/** 90% or 110% of an amount in whole dollars, computed in integers so 0.9 × 30,000 is exactly 27,000. */
export const percentOf = (amount: number, percent: number) => Math.round((amount * percent) / 100);

/**
 * What is still to pay at each of four installments of `needed` (a quarter each), after `paidSoFar`: cumulative
 * targets are rounded up to whole dollars, so no installment falls short by rounding, and payments already made go
 * to the earliest installment still unpaid (Form 2210's instructions; IDOR applies them the same way).
 */
export function quarterlyInstallments(needed: number, paidSoFar: number): number[] {
  const cumulative = [1, 2, 3, 4].map((n) => Math.ceil((needed * n) / 4));
  let credit = paidSoFar;
  return cumulative.map((target, index) => {
    const due = target - (index === 0 ? 0 : cumulative[index - 1]);
    const covered = Math.min(due, credit);
    credit -= covered;
    return due - covered;
  });
}

export function planEstimatedTax(input: EstimatedTaxInput): EstimatedTaxPlan {
  const farmer = input.farmer === true;
  const owedAfterWithholding = input.expectedTax - input.withholding;
  const currentYearSafeHarbor = farmer
    ? Math.round((input.expectedTax * 2) / 3)
    : percentOf(input.expectedTax, CURRENT_YEAR_PERCENT);
  const priorYearPercent = input.highIncome && !farmer ? HIGH_INCOME_PRIOR_YEAR_PERCENT : 100;
  const priorYearSafeHarbor = percentOf(input.priorYearTax, priorYearPercent);
  const requiredAnnualPayment = Math.min(currentYearSafeHarbor, priorYearSafeHarbor);
  const estimatedPaymentsNeeded = Math.max(0, requiredAnnualPayment - input.withholding);
  let outcome: PlanOutcome = "required";
  if (owedAfterWithholding < 0) outcome = "refund";
  else if (owedAfterWithholding < PAYMENT_THRESHOLD) outcome = "belowThreshold";
  else if (input.priorYearTax === 0) outcome = "noPriorYearTax";
  else if (estimatedPaymentsNeeded === 0) outcome = "withholdingCovers";
  else if (input.paidSoFar >= estimatedPaymentsNeeded) outcome = "alreadyPaid";

  let installments = farmer ? [0] : [0, 0, 0, 0];
  if (outcome === "required" && farmer) installments = [estimatedPaymentsNeeded - input.paidSoFar];
  else if (outcome === "required") installments = quarterlyInstallments(estimatedPaymentsNeeded, input.paidSoFar);
  return {
    outcome,
    owedAfterWithholding,
    currentYearSafeHarbor,
    currentYearPercent: farmer ? FARMER_CURRENT_YEAR_PERCENT : String(CURRENT_YEAR_PERCENT),
    farmer,
    priorYearSafeHarbor,
    priorYearPercent,
    requiredAnnualPayment,
    estimatedPaymentsNeeded,
    installments,
  };
}

export type AmountError = "required" | "notNumber" | "negative" | "tooLarge";
export type ParsedAmount = { ok: true; value: number } | { ok: false; error: AmountError };

/**
 * A dollar amount as a person types it: "12500", "12,500", "$12,500.50". Cents are rounded to whole dollars,
 * as tax forms do. Returns an error code for empty, negative, non-numeric and absurdly large input.
 */
export function parseAmount(raw: string, { optional = false } = {}): ParsedAmount {
  const text = raw.trim();
  if (text === "") return optional ? { ok: true, value: 0 } : { ok: false, error: "required" };
  if (/^\(.*\)$|^-|^\$\s*-/.test(text)) return { ok: false, error: "negative" };
  const cleaned = text.replace(/^\$\s*/, "");
  if (!/^(\d{1,3}(,\d{3})+|\d+)(\.\d{0,2})?$|^\.\d{1,2}$/.test(cleaned)) return { ok: false, error: "notNumber" };
  const value = Math.round(Number(cleaned.replace(/,/g, "")));
  if (!Number.isFinite(value) || value > MAX_AMOUNT) return { ok: false, error: "tooLarge" };
  return { ok: true, value };
}

/**
 * The worked example the planner page prints for visitors without JavaScript (and a unit-test case): a higher-income
 * taxpayer whose 110% prior-year safe harbor is smaller than 90% of this year's tax.
 */
export const WORKED_EXAMPLE: EstimatedTaxInput & { taxYear: number } = {
  taxYear: 2026,
  expectedTax: 60_000,
  withholding: 20_000,
  priorYearTax: 40_000,
  highIncome: true,
  paidSoFar: 0,
};

const INSTALLMENTS = ["1", "2", "3", "4"] as const;

/** The dictionary key naming installment `index` of a plan: first … fourth, or a farmer's single one. */
export const installmentKey = (plan: { farmer?: boolean }, index: number) =>
  plan.farmer ? ("planner.installments.single" as const) : (`planner.installments.${INSTALLMENTS[index]}` as const);

/** Whose estimated tax a plan's calendar events are for: their words and the prefix of their UIDs. */
const EVENT_WORDS = {
  federal: {
    title: "planner.eventTitle",
    description: "planner.eventDescription",
    rulePrefix: "estimated-tax-plan",
    // How individuals pay: one sentence of data/interface, which the pay-and-track page shows too.
    howToPay: "payments.federalIndividuals",
  },
  illinois: {
    title: "planner.illinois.eventTitle",
    description: "planner.illinois.eventDescription",
    rulePrefix: "il-estimated-tax-plan",
  },
} as const;

/**
 * The plan's payments as calendar events on the engine's due dates ("Federal estimated tax: pay $6,000 (first
 * installment for 2026)", or "Illinois estimated tax: …" for `jurisdiction: "illinois"`), worded with `t` and amounts
 * written for `locale`. An installment already paid in full has nothing to pay and no event. Federal and Illinois
 * events have UIDs of their own, so a calendar that imports both files keeps both payments of a day.
 */
export function plannedPaymentEvents(
  plan: { installments: readonly number[]; farmer?: boolean },
  dueDates: readonly TaxDeadlineEvent[],
  {
    taxYear,
    firmName,
    locale,
    t,
    jurisdiction = "federal",
  }: { taxYear: number; firmName: string; locale: Locale; t: Translate; jurisdiction?: keyof typeof EVENT_WORDS },
): TaxDeadlineEvent[] {
  const words = EVENT_WORDS[jurisdiction];
  return dueDates.slice(0, plan.installments.length).flatMap((due, index) => {
    if (plan.installments[index] <= 0) return [];
    const values = {
      amount: wholeDollars(plan.installments[index], localeTag(locale)),
      installment: t(installmentKey(plan, index)).toLowerCase(),
      taxYear,
      firm: firmName,
      howToPay: "howToPay" in words ? t(words.howToPay) : "",
    };
    return [
      {
        date: due.date,
        title: t(words.title, values),
        description: t(words.description, values),
        audience: due.audience,
        ruleId: `${words.rulePrefix}-${taxYear}-${index + 1}`,
        source: due.source,
      },
    ];
  });
}
