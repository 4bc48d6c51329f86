/**
 * The planner's answer in words: a refund is shown as a refund, and payments already made that
 * meet the requirement leave no table of $0 installments and no calendar file of $0 payments.
 */
import en from "../../../../data/interface/en.json";
import es from "../../../../data/interface/es.json";
import { WORKED_EXAMPLE, planEstimatedTax } from "../../../../src/lib/estimated-tax";
import { PlannerResult } from "../../../../src/sections/tax-planner/planner-result";
import { render, screen } from "../../../helpers/testing-library";
import { mockFirm } from "../../../helpers/forms";

beforeEach(mockFirm);

const show = (input: Parameters<typeof planEstimatedTax>[0], locale: "en" | "es" = "en") =>
  render(
    <PlannerResult
      plan={planEstimatedTax(input)}
      taxYear={2026}
      withholding={input.withholding}
      paidSoFar={input.paidSoFar}
      dueDates={[]}
    />,
    { locale },
  );

/** The words of a dictionary sentence before its first placeholder. */
const opening = (text: string) => text.split("{")[0].replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

describe("the planner's answer", () => {
  it("says a refund is expected when withholding is more than the tax, with no negative amount", () => {
    show({ expectedTax: 8_000, withholding: 10_000, priorYearTax: 9_000, highIncome: false, paidSoFar: 0 });
    const answer = screen.getByText(new RegExp(`^${opening(en.planner.outcomes.refund)}`));
    expect(answer).toHaveTextContent("a refund of about $2,000");
    expect(answer.textContent).not.toMatch(/[−-]\$/);
    expect(screen.queryByRole("table")).toBeNull();
  });

  it("says in Spanish that a refund is expected", () => {
    show({ expectedTax: 8_000, withholding: 10_000, priorYearTax: 9_000, highIncome: false, paidSoFar: 0 }, "es");
    expect(screen.getByText(new RegExp(`^${opening(es.planner.outcomes.refund)}`))).toHaveTextContent("$2,000");
  });

  it("shows no installments and no calendar file when payments already made meet the requirement", () => {
    show({ ...WORKED_EXAMPLE, paidSoFar: 24_000 });
    expect(screen.getByText(new RegExp(`^${opening(en.planner.outcomes.alreadyPaid)}`))).toHaveTextContent("($24,000)");
    expect(screen.queryByRole("table")).toBeNull();
    expect(screen.queryByRole("button", { name: en.planner.download })).toBeNull();
    expect(screen.queryByRole("button", { name: en.planner.print })).toBeNull();
  });

  it("still shows the installments, the calendar file and print while something is left to pay", () => {
    show({ ...WORKED_EXAMPLE, paidSoFar: 7_000 });
    expect(screen.getByRole("table")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: en.planner.download })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: en.planner.print })).toBeInTheDocument();
  });
});
