/**
 * The planner's Illinois part on the page: each answer in words in both languages, no table or
 * calendar file of $0 payments, the installments on the Illinois rule's dates with the calendar file and print, the
 * form's validation (bad input is marked and kept, focus goes to it) and the explanation that reads without
 * JavaScript, with its sources.
 */
import userEvent from "@testing-library/user-event";
import en from "../../../../data/interface/en.json";
import es from "../../../../data/interface/es.json";
import { ILLINOIS_PLANNER_ANCHOR, ILLINOIS_PLANNER_RULE } from "../../../../src/lib/estimated-tax";
import { planIllinoisEstimatedTax, type IllinoisEstimatedTaxInput } from "../../../../src/lib/illinois-estimated-tax";
import { deadlinesBetween, type TaxDeadlineRule } from "../../../../src/lib/tax-deadlines";
import { IllinoisPlannerExplanation } from "../../../../src/sections/tax-planner/illinois-planner-explanation";
import { IllinoisPlannerResult } from "../../../../src/sections/tax-planner/illinois-planner-result";
import { IllinoisTaxPlanner } from "../../../../src/sections/tax-planner/illinois-tax-planner";
import { TaxPlannerSection } from "../../../../src/sections/tax-planner/tax-planner-section";
import { collection } from "../../../helpers/data";
import { englishDates, englishText } from "../../../helpers/english";
import { render, screen, within } from "../../../helpers/testing-library";
import { mockFirm } from "../../../helpers/forms";

beforeEach(mockFirm);

const illinoisRules = collection<TaxDeadlineRule[]>("tax-deadline-rules-illinois");
const dueDates2026 = deadlinesBetween("2026-01-01", "2027-12-31", illinoisRules, englishDates, englishText).filter(
  (event) => event.ruleId === ILLINOIS_PLANNER_RULE && event.taxYear === 2026,
);

const input = (values: Partial<IllinoisEstimatedTaxInput>): IllinoisEstimatedTaxInput => ({
  expectedTax: 0,
  withholding: 0,
  priorYearTax: 0,
  paidSoFar: 0,
  ...values,
});

const show = (values: Partial<IllinoisEstimatedTaxInput>, locale: "en" | "es" = "en") => {
  const entry = input(values);
  return render(
    <IllinoisPlannerResult
      plan={planIllinoisEstimatedTax(entry)}
      taxYear={2026}
      withholding={entry.withholding}
      paidSoFar={entry.paidSoFar}
      dueDates={dueDates2026}
    />,
    { locale },
  );
};

/** The words of a dictionary sentence before its first placeholder, as a pattern. */
const opening = (text: string) => new RegExp(`^${text.split("{")[0].replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`);

describe("the Illinois answer", () => {
  it("shows the four installments on the Illinois dates, with the calendar file and print", () => {
    // 90% of $20,000 ($18,000) is less than last year's $25,000; less $2,000 withheld, $4,000 a quarter.
    show({ expectedTax: 20_000, withholding: 2_000, priorYearTax: 25_000 });
    const answer = screen.getByText(opening(en.planner.illinois.outcomes.required));
    expect(answer).toHaveTextContent("you expect to owe $18,000, more than $1,000");
    expect(answer).toHaveTextContent("required annual payment is $18,000");
    expect(
      screen.getByText(/the lesser of 90% of this year's Illinois tax \(\$18,000\) and 100% of last year's/),
    ).toHaveTextContent("($25,000)");
    const table = screen.getByRole("table", { name: "Payments of Illinois estimated tax for 2026" });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      "FirstApril 15, 2026$4,000",
      "SecondJune 15, 2026$4,000",
      "ThirdSeptember 15, 2026$4,000",
      "FourthJanuary 15, 2027$4,000",
    ]);
    expect(screen.getByRole("button", { name: en.planner.illinois.download })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: en.planner.print })).toBeInTheDocument();
  });

  it("says when 100% of last year's tax is the lesser, and applies payments to the earliest installments", () => {
    show({ expectedTax: 30_000, withholding: 6_000, priorYearTax: 20_000, paidSoFar: 5_000 });
    expect(screen.getByText(opening(en.planner.illinois.safeHarbors))).toHaveTextContent(
      "90% of this year's Illinois tax ($27,000) and 100% of last year's Illinois tax ($20,000)",
    );
    const amounts = within(screen.getByRole("table"))
      .getAllByRole("row")
      .slice(1)
      .map((row) => row.lastChild?.textContent);
    expect(amounts).toEqual(["$0", "$2,000", "$3,500", "$3,500"]);
    expect(screen.getByText(opening(en.planner.illinois.paidNote))).toHaveTextContent("($5,000)");
  });

  it("says that nothing is required at $1,000 or less owed, in words, with no table", () => {
    show({ expectedTax: 6_000, withholding: 5_000, priorYearTax: 8_000 });
    expect(screen.getByText(opening(en.planner.illinois.outcomes.belowThreshold))).toHaveTextContent(
      "you expect to owe $1,000, which is not more than $1,000",
    );
    expect(screen.queryByRole("table")).toBeNull();
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("says payments already made cover the requirement, with no table and no calendar file of $0 payments", () => {
    show({ expectedTax: 30_000, withholding: 6_000, priorYearTax: 20_000, paidSoFar: 14_000 });
    expect(screen.getByText(opening(en.planner.illinois.outcomes.alreadyPaid))).toHaveTextContent(
      "already paid ($14,000) and your Illinois withholding ($6,000) together meet the required annual payment of $20,000",
    );
    expect(screen.queryByRole("table")).toBeNull();
    expect(screen.queryByRole("button", { name: en.planner.illinois.download })).toBeNull();
  });

  it("shows a refund as a refund, never a negative amount owed", () => {
    show({ expectedTax: 4_000, withholding: 5_200, priorYearTax: 3_000 });
    const answer = screen.getByText(opening(en.planner.illinois.outcomes.refund));
    expect(answer).toHaveTextContent("an Illinois refund of about $1,200");
    expect(answer.textContent).not.toMatch(/[−-]\$/);
    expect(screen.queryByRole("table")).toBeNull();
  });

  it("answers the farmer and nursing-home exceptions in words, without figures", () => {
    const { unmount } = show({ farmer: true });
    expect(screen.getByText(en.planner.illinois.outcomes.farmer)).toBeInTheDocument();
    expect(screen.queryByText(/Required annual payment/)).toBeNull();
    expect(screen.queryByRole("table")).toBeNull();
    unmount();
    show({ nursingHome: true, expectedTax: 20_000 });
    expect(screen.getByText(en.planner.illinois.outcomes.nursingHome)).toBeInTheDocument();
    expect(screen.queryByRole("table")).toBeNull();
  });

  it("says when last year's return showed no Illinois tax that only the 90% applies", () => {
    show({ expectedTax: 10_000, priorYearTax: 0 });
    expect(screen.getByText(opening(en.planner.illinois.safeHarborCurrentOnly))).toHaveTextContent("($9,000)");
  });

  it("answers in Spanish, with Spanish dates", () => {
    const { unmount } = show({ expectedTax: 20_000, withholding: 2_000, priorYearTax: 25_000 }, "es");
    expect(screen.getByText(opening(es.planner.illinois.outcomes.required))).toHaveTextContent("$18,000");
    const table = screen.getByRole("table", { name: "Pagos de impuesto estimado de Illinois de 2026" });
    expect(within(table).getAllByRole("row")[1]).toHaveTextContent("Primera");
    expect(screen.getByRole("button", { name: es.planner.illinois.download })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: es.planner.print })).toBeInTheDocument();
    unmount();
    show({ expectedTax: 4_000, withholding: 5_200, priorYearTax: 3_000 }, "es");
    expect(screen.getByText(opening(es.planner.illinois.outcomes.refund))).toHaveTextContent(
      "un reembolso de Illinois de unos $1,200",
    );
  });

  it("opens the print dialog from the print button", async () => {
    const print = jest.spyOn(window, "print").mockImplementation(() => undefined);
    show({ expectedTax: 20_000, withholding: 2_000, priorYearTax: 25_000 });
    await userEvent.click(screen.getByRole("button", { name: en.planner.print }));
    expect(print).toHaveBeenCalledTimes(1);
    print.mockRestore();
  });
});

describe("the Illinois form", () => {
  const planner = (locale: "en" | "es" = "en") =>
    render(<IllinoisTaxPlanner rules={illinoisRules} postponements={[]} buildYear={2026} />, { locale });

  it("marks bad input beside the field, keeps what was typed and moves focus to it", async () => {
    planner();
    const tax = screen.getByLabelText(en.planner.illinois.expectedTax);
    await userEvent.type(tax, "12k");
    await userEvent.type(screen.getByLabelText(en.planner.illinois.withholding), "-5");
    await userEvent.click(screen.getByRole("button", { name: en.planner.illinois.submit }));
    expect(screen.getByRole("alert")).toHaveTextContent(en.planner.errors.summary);
    expect(tax).toHaveValue("12k");
    expect(tax).toHaveAttribute("aria-invalid", "true");
    expect(tax).toHaveAccessibleDescription(new RegExp(en.planner.errors.notNumber.replace(/[.,]/g, ".")));
    expect(screen.getByLabelText(en.planner.illinois.withholding)).toHaveAccessibleDescription(/zero or more/);
    expect(screen.getByLabelText(en.planner.illinois.priorYearTax)).toHaveAccessibleDescription(
      /Enter an amount in dollars/,
    );
    expect(tax).toHaveFocus();
    expect(screen.queryByRole("table")).toBeNull();
  });

  it("answers in the live region, with the installments on the Illinois dates of the visitor's year", async () => {
    jest.useFakeTimers({ now: new Date("2026-03-01T09:00:00"), advanceTimers: true });
    try {
      planner();
      await userEvent.type(screen.getByLabelText(en.planner.illinois.expectedTax), "20,000");
      await userEvent.type(screen.getByLabelText(en.planner.illinois.withholding), "2000");
      await userEvent.type(screen.getByLabelText(en.planner.illinois.priorYearTax), "$25,000");
      await userEvent.click(screen.getByRole("button", { name: en.planner.illinois.submit }));
      const region = screen.getByRole("region", { name: "Your Illinois estimated tax plan for 2026" });
      expect(region).toHaveAttribute("aria-live", "polite");
      const rows = within(within(region).getByRole("table")).getAllByRole("row");
      expect(rows[1]).toHaveTextContent("April 15, 2026$4,000");
      expect(rows[4]).toHaveTextContent("January 15, 2027$4,000");
    } finally {
      jest.useRealTimers();
    }
  });

  it("answers an exception without the amounts", async () => {
    planner("es");
    await userEvent.click(screen.getByLabelText(es.planner.illinois.nursingHome));
    await userEvent.click(screen.getByRole("button", { name: es.planner.illinois.submit }));
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.getByText(es.planner.illinois.outcomes.nursingHome)).toBeInTheDocument();
  });

  it("groups the exceptions under their legend", () => {
    planner();
    const group = screen.getByRole("group", { name: en.planner.illinois.exceptionsLegend });
    expect(within(group).getAllByRole("checkbox")).toHaveLength(2);
    expect(within(group).getByLabelText(en.planner.illinois.farmer)).not.toBeChecked();
  });
});

describe("the Illinois explanation (in the HTML, before JavaScript)", () => {
  it("works the example and cites IDOR and the Illinois Income Tax Act", () => {
    render(<IllinoisPlannerExplanation />);
    expect(screen.getByRole("heading", { name: en.planner.illinois.howHeading })).toBeInTheDocument();
    expect(screen.getByText(/Illinois has no 110% rule/)).toBeInTheDocument();
    const example = screen.getByText(opening(en.planner.illinois.example));
    expect(example).toHaveTextContent("The required annual payment is the lesser, $10,000");
    expect(example).toHaveTextContent("$1,750 at each of the four due dates");
    const links = screen.getAllByRole("link").map((link) => link.getAttribute("href"));
    expect(links).toEqual([
      "https://tax.illinois.gov/individuals/filingrequirements/estimatedpayments.html",
      "https://www.ilga.gov/legislation/ilcs/documents/003500050K803.htm",
      "https://www.ilga.gov/legislation/ilcs/documents/003500050K804.htm",
      "https://www.ilga.gov/legislation/ilcs/documents/003500050K806.htm",
    ]);
  });

  it("reads in Spanish, its English-language sources marked as such", () => {
    render(<IllinoisPlannerExplanation />, { locale: "es" });
    expect(screen.getByRole("heading", { name: es.planner.illinois.howHeading })).toBeInTheDocument();
    expect(screen.getByText(opening(es.planner.illinois.example))).toHaveTextContent("$1,750");
    expect(screen.getAllByRole("link")[0]).toHaveTextContent(es.common.inEnglish);
  });
});

describe("the page's two planners side by side", () => {
  const federalRules = collection<TaxDeadlineRule[]>("tax-deadline-rules");
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  /** As Playwright's getByLabel and getByRole name a string: any element whose name contains it, in any case. */
  const containing = (text: string) => new RegExp(escape(text), "i");

  it.each(["en", "es"] as const)(
    "keeps every label, button and heading of one apart from the other's (%s)",
    (locale) => {
      const words = locale === "en" ? en : es;
      render(<TaxPlannerSection rules={[...federalRules, ...illinoisRules]} postponements={[]} buildYear={2026} />, {
        locale,
      });
      const labels = ["expectedTax", "withholding", "priorYearTax", "paidSoFar"] as const;
      for (const name of labels) {
        expect(screen.getAllByLabelText(containing(words.planner[name]))).toHaveLength(1);
        expect(screen.getAllByLabelText(containing(words.planner.illinois[name]))).toHaveLength(1);
      }
      for (const name of [words.planner.submit, words.planner.illinois.submit])
        expect(screen.getAllByRole("button", { name: containing(name) })).toHaveLength(1);
      for (const name of [words.planner.resultHeading, words.planner.illinois.resultHeading])
        expect(screen.getAllByRole("region", { name: containing(name.replace(/\{\w+\}.*$/, "")) })).toHaveLength(1);
      for (const name of [words.planner.exampleHeading, words.planner.illinois.exampleHeading])
        expect(screen.getAllByRole("heading", { name: containing(name) })).toHaveLength(1);
      expect(document.getElementById(ILLINOIS_PLANNER_ANCHOR)).toContainElement(
        screen.getByRole("heading", { name: words.planner.illinois.formHeading }),
      );
    },
  );
});
