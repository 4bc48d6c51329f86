import fs from "node:fs";
import path from "node:path";
import {
  FARMER_RETURN_RULE,
  FARMER_RULE,
  ILLINOIS_PLANNER_RULE,
  MAX_AMOUNT,
  PLANNER_RULE,
  WORKED_EXAMPLE,
  parseAmount,
  planEstimatedTax,
  plannedPaymentEvents,
} from "../../../src/lib/estimated-tax";
import { deadlinesBetween, type TaxDeadlineRule } from "../../../src/lib/tax-deadlines";
import { repoRoot, collection } from "../../helpers/data";
import { englishDates, englishText } from "../../helpers/english";
import en from "../../../data/interface/en.json";
import es from "../../../data/interface/es.json";
import { textIn } from "../../../src/lib/interface-text";

const base = { highIncome: false, paidSoFar: 0 };

describe("planEstimatedTax (Form 2210 Part I, Publication 505 chapter 2)", () => {
  // Form 2210 lines 5, 8, 9: required annual payment = smaller of 90% of this year's tax and 100% of last year's.
  it("case 1: equal safe harbors, four equal installments", () => {
    const plan = planEstimatedTax({ ...base, expectedTax: 20_000, withholding: 8_000, priorYearTax: 18_000 });
    expect(plan.outcome).toBe("required");
    expect(plan.currentYearSafeHarbor).toBe(18_000);
    expect(plan.priorYearSafeHarbor).toBe(18_000);
    expect(plan.requiredAnnualPayment).toBe(18_000);
    expect(plan.installments).toEqual([2_500, 2_500, 2_500, 2_500]);
  });
  // Pub. 505: 110% of last year's tax when last year's AGI was over $150,000 ($75,000 married filing separately).
  it("case 2 (the page's worked example): 110% of last year's tax is the smaller safe harbor", () => {
    const plan = planEstimatedTax(WORKED_EXAMPLE);
    expect(plan.priorYearPercent).toBe(110);
    expect(plan.priorYearSafeHarbor).toBe(44_000);
    expect(plan.currentYearSafeHarbor).toBe(54_000);
    expect(plan.requiredAnnualPayment).toBe(44_000);
    expect(plan.estimatedPaymentsNeeded).toBe(24_000);
    expect(plan.installments).toEqual([6_000, 6_000, 6_000, 6_000]);
  });
  // Form 2210 instructions: payments are applied to the earliest installment still unpaid.
  it("case 3: payments already made go to the earliest installments", () => {
    const plan = planEstimatedTax({ ...WORKED_EXAMPLE, paidSoFar: 7_000 });
    expect(plan.installments).toEqual([0, 5_000, 6_000, 6_000]);
  });
  it("case 4: 90% of this year's tax is the smaller safe harbor", () => {
    const plan = planEstimatedTax({ ...base, expectedTax: 30_000, withholding: 3_000, priorYearTax: 40_000 });
    expect(plan.requiredAnnualPayment).toBe(27_000);
    expect(plan.installments).toEqual([6_000, 6_000, 6_000, 6_000]);
  });
  it("rounds installments up to whole dollars without overshooting the total", () => {
    const plan = planEstimatedTax({ ...base, expectedTax: 10_001, withholding: 0, priorYearTax: 10_001 });
    expect(plan.requiredAnnualPayment).toBe(9_001);
    expect(plan.installments).toEqual([2_251, 2_250, 2_250, 2_250]);
    expect(plan.installments.reduce((a, b) => a + b, 0)).toBe(9_001);
  });
  // Form 2210 line 7 / Pub. 505: no estimated tax when less than $1,000 is owed after withholding and credits.
  it("requires nothing below $1,000 owed after withholding", () => {
    const plan = planEstimatedTax({ ...base, expectedTax: 10_000, withholding: 9_001, priorYearTax: 12_000 });
    expect(plan.outcome).toBe("belowThreshold");
    expect(plan.installments).toEqual([0, 0, 0, 0]);
    // Exactly $1,000 owed is not "less than $1,000": 90% of $9,500 is $8,550, $50 more than withholding.
    expect(
      planEstimatedTax({ ...base, expectedTax: 9_500, withholding: 8_500, priorYearTax: 12_000 }).installments,
    ).toEqual([13, 12, 13, 12]);
  });
  // Pub. 505 and https://www.irs.gov/faqs/estimated-tax/penalty-questions: no estimated tax is required when last
  // year's total tax was zero, the prior year covered 12 months and you were a U.S. citizen or resident throughout it.
  it("requires nothing when last year's tax was zero, with its own outcome", () => {
    const plan = planEstimatedTax({ ...base, expectedTax: 20_000, withholding: 2_000, priorYearTax: 0 });
    expect(plan.outcome).toBe("noPriorYearTax");
    expect(plan.requiredAnnualPayment).toBe(0);
    expect(plan.installments).toEqual([0, 0, 0, 0]);
    // Below $1,000 owed keeps its own, earlier answer.
    expect(planEstimatedTax({ ...base, expectedTax: 900, withholding: 0, priorYearTax: 0 }).outcome).toBe(
      "belowThreshold",
    );
  });
  // Pub. 505: no penalty when withholding alone reaches the required annual payment.
  it("requires nothing when withholding covers the required annual payment", () => {
    const plan = planEstimatedTax({ ...base, expectedTax: 50_000, withholding: 42_000, priorYearTax: 40_000 });
    expect(plan.outcome).toBe("withholdingCovers");
    expect(plan.requiredAnnualPayment).toBe(40_000);
  });
  // Withholding above the tax: a refund of the difference, never "owe -$2,000".
  it("answers a refund when withholding is more than this year's tax", () => {
    const plan = planEstimatedTax({ ...base, expectedTax: 8_000, withholding: 10_000, priorYearTax: 9_000 });
    expect(plan.outcome).toBe("refund");
    expect(plan.owedAfterWithholding).toBe(-2_000);
    expect(plan.installments).toEqual([0, 0, 0, 0]);
    // Withholding equal to the tax owes nothing and is not a refund.
    expect(planEstimatedTax({ ...base, expectedTax: 8_000, withholding: 8_000, priorYearTax: 9_000 }).outcome).toBe(
      "belowThreshold",
    );
  });
  // Form 2210: payments already made count toward the required annual payment.
  it("leaves nothing to pay, and says so, when payments already made and withholding meet the requirement", () => {
    // Worked example: $24,000 of estimated payments needed after $20,000 of withholding.
    const paidInFull = planEstimatedTax({ ...WORKED_EXAMPLE, paidSoFar: 24_000 });
    expect(paidInFull.outcome).toBe("alreadyPaid");
    expect(paidInFull.installments).toEqual([0, 0, 0, 0]);
    expect(planEstimatedTax({ ...WORKED_EXAMPLE, paidSoFar: 30_000 }).outcome).toBe("alreadyPaid");
    // A dollar short still asks for that dollar, in the last installment.
    const short = planEstimatedTax({ ...WORKED_EXAMPLE, paidSoFar: 23_999 });
    expect(short.outcome).toBe("required");
    expect(short.installments).toEqual([0, 0, 0, 1]);
  });
});

// Pub. 505 "Farmers and Fishermen", Form 2210-F and Tax Topic 416: 66⅔% of this year's tax instead of 90%, 100% of
// last year's (no 110% rule), one installment due January 15 (or file and pay all by March 1).
describe("planEstimatedTax for farmers and fishermen", () => {
  const farmer = { highIncome: false, paidSoFar: 0, farmer: true };
  it("requires the smaller of 66⅔% of this year's tax and 100% of last year's, in one installment", () => {
    // 66⅔% of $30,000 is $20,000, less than last year's $24,000; withholding $2,000 leaves $18,000.
    const plan = planEstimatedTax({ ...farmer, expectedTax: 30_000, withholding: 2_000, priorYearTax: 24_000 });
    expect(plan.outcome).toBe("required");
    expect(plan.farmer).toBe(true);
    expect(plan.currentYearPercent).toBe("66⅔");
    expect(plan.currentYearSafeHarbor).toBe(20_000);
    expect(plan.requiredAnnualPayment).toBe(20_000);
    expect(plan.installments).toEqual([18_000]);
  });
  it("uses 100% of last year's tax even with last year's AGI over $150,000", () => {
    const plan = planEstimatedTax({
      ...farmer,
      highIncome: true,
      expectedTax: 60_000,
      withholding: 0,
      priorYearTax: 30_000,
    });
    expect(plan.priorYearPercent).toBe(100);
    expect(plan.requiredAnnualPayment).toBe(30_000);
    expect(plan.installments).toEqual([30_000]);
  });
  it("takes payments already made off the single installment, and needs none once they cover it", () => {
    const base = { ...farmer, expectedTax: 30_000, withholding: 2_000, priorYearTax: 24_000 };
    expect(planEstimatedTax({ ...base, paidSoFar: 5_000 }).installments).toEqual([13_000]);
    expect(planEstimatedTax({ ...base, paidSoFar: 18_000 }).outcome).toBe("alreadyPaid");
  });
  it("keeps the $1,000 test and the other answers", () => {
    expect(planEstimatedTax({ ...farmer, expectedTax: 5_000, withholding: 4_500, priorYearTax: 6_000 }).outcome).toBe(
      "belowThreshold",
    );
  });
});

describe("parseAmount", () => {
  it("reads amounts as people type them and rounds cents", () => {
    expect(parseAmount("12500")).toEqual({ ok: true, value: 12_500 });
    expect(parseAmount(" $12,500.49 ")).toEqual({ ok: true, value: 12_500 });
    expect(parseAmount("0")).toEqual({ ok: true, value: 0 });
    expect(parseAmount("", { optional: true })).toEqual({ ok: true, value: 0 });
  });
  it("returns an error code for empty, negative, non-numeric and absurd input", () => {
    expect(parseAmount("")).toEqual({ ok: false, error: "required" });
    expect(parseAmount("-5")).toEqual({ ok: false, error: "negative" });
    expect(parseAmount("(500)")).toEqual({ ok: false, error: "negative" });
    expect(parseAmount("12k")).toEqual({ ok: false, error: "notNumber" });
    expect(parseAmount("1,2,3")).toEqual({ ok: false, error: "notNumber" });
    expect(parseAmount("abc")).toEqual({ ok: false, error: "notNumber" });
    expect(parseAmount(String(MAX_AMOUNT + 1))).toEqual({ ok: false, error: "tooLarge" });
    expect(parseAmount("9".repeat(400))).toEqual({ ok: false, error: "tooLarge" });
  });
});

describe("plannedPaymentEvents (the planner's calendar file)", () => {
  const rules = collection<TaxDeadlineRule[]>("tax-deadline-rules");
  const dueDates = (ruleId: string) =>
    deadlinesBetween("2026-01-01", "2027-12-31", rules, englishDates, englishText).filter(
      (event) => event.ruleId === ruleId && event.taxYear === 2026,
    );
  const options = { taxYear: 2026, firmName: "Riverwalk CPA Group", locale: "en" as const, t: englishText };

  it("has no event for an installment already paid in full", () => {
    const plan = planEstimatedTax({ ...WORKED_EXAMPLE, paidSoFar: 7_000 });
    const events = plannedPaymentEvents(plan, dueDates(PLANNER_RULE), options);
    expect(events.map((event) => event.title)).toEqual([
      "Federal estimated tax: pay $5,000 (second installment for 2026)",
      "Federal estimated tax: pay $6,000 (third installment for 2026)",
      "Federal estimated tax: pay $6,000 (fourth installment for 2026)",
    ]);
  });

  it("gives a farmer one payment on the January date", () => {
    const plan = planEstimatedTax({
      expectedTax: 30_000,
      withholding: 2_000,
      priorYearTax: 24_000,
      highIncome: false,
      paidSoFar: 0,
      farmer: true,
    });
    const events = plannedPaymentEvents(plan, dueDates(FARMER_RULE), options);
    expect(events).toHaveLength(1);
    expect(events[0].date).toBe("2027-01-15");
    expect(events[0].title).toBe("Federal estimated tax: pay $18,000 (single installment for 2026)");
  });

  // EFTPS has taken no new individual enrollments since October 2025 and the IRS payments page prefers the Online
  // Account: the calendar file says how to pay in the one sentence the pay-and-track page shows, in each language.
  it("says how to pay in the pay-and-track page's sentence, and names no payment system of its own", () => {
    for (const [dictionary, locale] of [
      [en, "en"],
      [es, "es"],
    ] as const) {
      const t = textIn(dictionary);
      expect(dictionary.planner.eventDescription).not.toMatch(/EFTPS|Direct Pay|Pago Directo|1040-ES/);
      const plan = planEstimatedTax(WORKED_EXAMPLE);
      const [event] = plannedPaymentEvents(plan, dueDates(PLANNER_RULE), { ...options, locale, t });
      expect(event.description).toContain(dictionary.payments.federalIndividuals);
    }
  });
});

describe("the planner page's query", () => {
  it("selects the rules whose dates the planner uses, by the keys the code names", () => {
    const page = fs.readFileSync(path.join(repoRoot, "src/pages/resources/estimated-tax-planner.tsx"), "utf8");
    const keys = /key: \{\s*in: \[([^\]]*)\]/
      .exec(page)?.[1]
      .match(/"[^"]+"/g)
      ?.map((key) => JSON.parse(key));
    expect(keys).toEqual([PLANNER_RULE, FARMER_RULE, FARMER_RETURN_RULE, ILLINOIS_PLANNER_RULE]);
    const rules = [
      ...collection<TaxDeadlineRule[]>("tax-deadline-rules"),
      ...collection<TaxDeadlineRule[]>("tax-deadline-rules-illinois"),
    ].map((rule) => rule.key);
    keys?.forEach((key) => expect(rules).toContain(key));
  });
});
