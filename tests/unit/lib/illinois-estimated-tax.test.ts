/**
 * The planner's Illinois part: Form IL-1040-ES by the Illinois Income Tax Act and IDOR, each case
 * with its worked figures.
 *
 * - IDOR, https://tax.illinois.gov/individuals/filingrequirements/estimatedpayments.html: payments are required "if
 *   you reasonably expect your tax liability for the year to exceed $1,000 after subtracting your Illinois
 *   withholding, pass-through withholding payments, and tax credits"; "You do not have to make estimated payments if
 *   you are 65 years or older and permanently living in a nursing home or a farmer. We consider you a farmer if at
 *   least two-thirds of your total federal gross income is from farming."
 * - 35 ILCS 5/804(c)(1): each required installment is 25% of the required annual payment, "the lesser of (i) 90% of
 *   the tax shown on the return for the taxable year … (ii) … 100% of the tax shown on the return of the taxpayer for
 *   the preceding taxable year if a return showing a liability for tax was filed … and such preceding year was a
 *   taxable year of 12 months". No 110% rule for higher incomes.
 */
import {
  ILLINOIS_PLANNER_RULE,
  PLANNER_PATH,
  plannedPaymentEvents,
  plannerLinkFor,
} from "../../../src/lib/estimated-tax";
import {
  ILLINOIS_WORKED_EXAMPLE,
  planIllinoisEstimatedTax,
  type IllinoisEstimatedTaxInput,
} from "../../../src/lib/illinois-estimated-tax";
import { deadlinesBetween, type TaxDeadlineRule } from "../../../src/lib/tax-deadlines";
import { collection } from "../../helpers/data";
import { englishDates, englishText } from "../../helpers/english";

const plan = (input: Partial<IllinoisEstimatedTaxInput>) =>
  planIllinoisEstimatedTax({ expectedTax: 0, withholding: 0, priorYearTax: 0, paidSoFar: 0, ...input });

describe("planIllinoisEstimatedTax (IITA §§ 803, 804 and 806; IDOR; Form IL-2210)", () => {
  it("requires nothing when $1,000 or less is owed after withholding and credits, and something from $1,001", () => {
    // $6,000 of tax after credits less $5,000 withheld leaves $1,000: not more than $1,000.
    const exactly = plan({ expectedTax: 6_000, withholding: 5_000, priorYearTax: 8_000 });
    expect(exactly.outcome).toBe("belowThreshold");
    expect(exactly.owedAfterWithholding).toBe(1_000);
    expect(exactly.installments).toEqual([0, 0, 0, 0]);
    // One dollar more is more than $1,000: 90% of $6,001 is $5,401 (less than last year's $8,000), $401 after the
    // $5,000 withheld, a quarter of it at each date, rounded up so the total is never short.
    const over = plan({ expectedTax: 6_001, withholding: 5_000, priorYearTax: 8_000 });
    expect(over.outcome).toBe("required");
    expect(over.requiredAnnualPayment).toBe(5_401);
    expect(over.estimatedPaymentsNeeded).toBe(401);
    expect(over.installments).toEqual([101, 100, 100, 100]);
  });

  it("requires 90% of this year's tax when that is the lesser", () => {
    // 90% of $20,000 = $18,000 < 100% of $25,000; less $2,000 withheld = $16,000, $4,000 a quarter.
    const result = plan({ expectedTax: 20_000, withholding: 2_000, priorYearTax: 25_000 });
    expect(result.outcome).toBe("required");
    expect(result.owedAfterWithholding).toBe(18_000);
    expect(result.currentYearSafeHarbor).toBe(18_000);
    expect(result.priorYearSafeHarbor).toBe(25_000);
    expect(result.requiredAnnualPayment).toBe(18_000);
    expect(result.estimatedPaymentsNeeded).toBe(16_000);
    expect(result.installments).toEqual([4_000, 4_000, 4_000, 4_000]);
  });

  it("requires 100% of last year's tax when that is the lesser", () => {
    // 90% of $30,000 = $27,000 > 100% of $20,000; less $6,000 withheld = $14,000, $3,500 a quarter.
    const result = plan({ expectedTax: 30_000, withholding: 6_000, priorYearTax: 20_000 });
    expect(result.outcome).toBe("required");
    expect(result.currentYearSafeHarbor).toBe(27_000);
    expect(result.priorYearSafeHarbor).toBe(20_000);
    expect(result.requiredAnnualPayment).toBe(20_000);
    expect(result.installments).toEqual([3_500, 3_500, 3_500, 3_500]);
  });

  it("has no 110% rule: 100% of last year's tax whatever the income", () => {
    const result = plan({ expectedTax: 500_000, withholding: 0, priorYearTax: 300_000 });
    expect(result.priorYearSafeHarbor).toBe(300_000);
    expect(result.requiredAnnualPayment).toBe(300_000);
    expect(result.installments).toEqual([75_000, 75_000, 75_000, 75_000]);
  });

  it("uses 90% of this year's tax alone when last year's return showed no Illinois tax", () => {
    // § 804(c)(1)(B)(ii) needs "a return showing a liability for tax": with none, 90% of $10,000 = $9,000.
    const result = plan({ expectedTax: 10_000, withholding: 0, priorYearTax: 0 });
    expect(result.outcome).toBe("required");
    expect(result.priorYearSafeHarbor).toBeNull();
    expect(result.requiredAnnualPayment).toBe(9_000);
    expect(result.installments).toEqual([2_250, 2_250, 2_250, 2_250]);
  });

  it("applies payments already made to the earliest installments, and needs nothing more once they cover it", () => {
    const base = { expectedTax: 30_000, withholding: 6_000, priorYearTax: 20_000 };
    // $14,000 to pay in estimates: $5,000 paid covers the first $3,500 and $1,500 of the second.
    expect(plan({ ...base, paidSoFar: 5_000 }).installments).toEqual([0, 2_000, 3_500, 3_500]);
    const covered = plan({ ...base, paidSoFar: 14_000 });
    expect(covered.outcome).toBe("alreadyPaid");
    expect(covered.installments).toEqual([0, 0, 0, 0]);
    expect(plan({ ...base, paidSoFar: 20_000 }).outcome).toBe("alreadyPaid");
    // A dollar short still asks for that dollar, in the last installment.
    expect(plan({ ...base, paidSoFar: 13_999 }).installments).toEqual([0, 0, 0, 1]);
  });

  it("requires nothing when withholding alone meets the required annual payment", () => {
    // $1,500 owed after withholding (more than $1,000), but $18,500 withheld is more than last year's $15,000.
    const result = plan({ expectedTax: 20_000, withholding: 18_500, priorYearTax: 15_000 });
    expect(result.outcome).toBe("withholdingCovers");
    expect(result.requiredAnnualPayment).toBe(15_000);
    expect(result.installments).toEqual([0, 0, 0, 0]);
  });

  it("answers a refund when Illinois withholding is more than this year's Illinois tax", () => {
    const result = plan({ expectedTax: 4_000, withholding: 5_200, priorYearTax: 3_000 });
    expect(result.outcome).toBe("refund");
    expect(result.owedAfterWithholding).toBe(-1_200);
    expect(result.installments).toEqual([0, 0, 0, 0]);
    // Withholding equal to the tax owes nothing and is no refund.
    expect(plan({ expectedTax: 4_000, withholding: 4_000, priorYearTax: 3_000 }).outcome).toBe("belowThreshold");
  });

  it("exempts farmers, whatever the amounts", () => {
    // The same figures that otherwise require $4,000 a quarter.
    const result = plan({ expectedTax: 20_000, withholding: 2_000, priorYearTax: 25_000, farmer: true });
    expect(result.outcome).toBe("farmer");
    expect(result.installments).toEqual([0, 0, 0, 0]);
    expect(plan({ farmer: true }).outcome).toBe("farmer");
  });

  it("exempts people 65 or older who live permanently in a nursing home, whatever the amounts", () => {
    const result = plan({ expectedTax: 20_000, withholding: 2_000, priorYearTax: 25_000, nursingHome: true });
    expect(result.outcome).toBe("nursingHome");
    expect(result.installments).toEqual([0, 0, 0, 0]);
    expect(plan({ nursingHome: true }).outcome).toBe("nursingHome");
  });

  it("works the page's example: 100% of last year's $10,000 is less than 90% of this year's $12,000", () => {
    const result = planIllinoisEstimatedTax(ILLINOIS_WORKED_EXAMPLE);
    expect(result.outcome).toBe("required");
    expect(result.owedAfterWithholding).toBe(9_000);
    expect(result.currentYearSafeHarbor).toBe(10_800);
    expect(result.priorYearSafeHarbor).toBe(10_000);
    expect(result.requiredAnnualPayment).toBe(10_000);
    expect(result.estimatedPaymentsNeeded).toBe(7_000);
    expect(result.installments).toEqual([1_750, 1_750, 1_750, 1_750]);
  });
});

describe("the Illinois plan's due dates and calendar file", () => {
  const illinois = collection<TaxDeadlineRule[]>("tax-deadline-rules-illinois");
  const dueDates = (taxYear: number) =>
    deadlinesBetween(
      `${taxYear}-01-01`,
      `${taxYear + 1}-12-31`,
      illinois.filter((rule) => rule.key === ILLINOIS_PLANNER_RULE),
      englishDates,
      englishText,
    ).filter((event) => event.taxYear === taxYear);

  it("takes the four dates of the Illinois rule from the engine, rolled", () => {
    expect(dueDates(2026).map((event) => event.date)).toEqual(["2026-04-15", "2026-06-15", "2026-09-15", "2027-01-15"]);
    // For 2027 the fourth falls on Saturday, January 15, 2028, and Monday the 17th is Martin Luther King Jr. Day.
    expect(dueDates(2027).map((event) => event.date)).toEqual(["2027-04-15", "2027-06-15", "2027-09-15", "2028-01-18"]);
  });

  it("words the payments as Illinois estimated tax, with UIDs apart from the federal plan's", () => {
    const result = plan({ expectedTax: 30_000, withholding: 6_000, priorYearTax: 20_000, paidSoFar: 5_000 });
    const events = plannedPaymentEvents(result, dueDates(2026), {
      taxYear: 2026,
      firmName: "Riverwalk CPA Group",
      locale: "en",
      t: englishText,
      jurisdiction: "illinois",
    });
    expect(events.map((event) => [event.date, event.title])).toEqual([
      ["2026-06-15", "Illinois estimated tax: pay $2,000 (second installment for 2026)"],
      ["2026-09-15", "Illinois estimated tax: pay $3,500 (third installment for 2026)"],
      ["2027-01-15", "Illinois estimated tax: pay $3,500 (fourth installment for 2026)"],
    ]);
    expect(events[0].ruleId).toBe("il-estimated-tax-plan-2026-2");
    expect(events[0].description).toContain("Form IL-1040-ES");
    // Each payment links the Illinois rule's own source.
    const rule = illinois.find((candidate) => candidate.key === ILLINOIS_PLANNER_RULE);
    expect(events[0].source?.url).toBe(rule?.source?.url);
    expect(events[0].source?.url).toMatch(/^https:\/\/tax\.illinois\.gov\//);
  });

  it("leads the calendar's Illinois estimated-tax deadlines to the planner's Illinois part", () => {
    expect(plannerLinkFor(ILLINOIS_PLANNER_RULE)).toBe(`${PLANNER_PATH}#illinois-estimated-tax`);
    expect(plannerLinkFor("individual-estimated-tax")).toBe(PLANNER_PATH);
    expect(plannerLinkFor("il-941")).toBeNull();
  });
});
