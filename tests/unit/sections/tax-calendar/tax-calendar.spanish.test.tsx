/**
 * The calendar, planner and document sections on a Spanish page (/es/...): the locale and the Spanish dictionary
 * come from the page's LocaleContext, as src/components/layout/locale-provider.tsx sets them on /es pages.
 */
import { render, screen, within } from "@testing-library/react";
import type { ReactElement } from "react";
import { useStaticQuery } from "gatsby";
import es from "../../../../data/interface/es.json";
import firm from "../../../../data/site/en/firm.json";
import { collectionIn } from "../../../../gatsby/translations";
import { englishDictionary } from "../../../helpers/english";
import { firmInEveryEdition } from "../../../helpers/forms";
import { textIn, type Dictionary } from "../../../../src/lib/interface-text";
import { localeOfPath } from "../../../../src/lib/locale";
import { LocaleContext } from "../../../../src/hooks/use-locale";
import { WORKED_EXAMPLE, planEstimatedTax, PLANNER_RULE } from "../../../../src/lib/estimated-tax";
import { deadlinesBetween, type TaxDeadlineRule } from "../../../../src/lib/tax-deadlines";
import { TaxCalendar } from "../../../../src/sections/tax-calendar/tax-calendar";
import { PlannerResult } from "../../../../src/sections/tax-planner/planner-result";
import { DocumentCard } from "../../../../src/sections/resources/document-card";

const spanish: Dictionary = es;
const spanishText = textIn(spanish);

const rules = [
  ...(collectionIn("tax-deadline-rules", "es") as unknown as TaxDeadlineRule[]),
  ...(collectionIn("tax-deadline-rules-illinois", "es") as unknown as TaxDeadlineRule[]),
];

/** Renders `element` as part of the page at `pathname`: Spanish words and locale on /es pages (LocaleContext). */
function renderAt(pathname: string, element: ReactElement) {
  const locale = localeOfPath(pathname);
  const value = { locale, dictionary: locale === "es" ? spanish : englishDictionary };
  return render(<LocaleContext.Provider value={value}>{element}</LocaleContext.Provider>);
}

beforeEach(() => {
  (useStaticQuery as jest.Mock).mockReturnValue(firmInEveryEdition());
});

describe("the tax calendar on a Spanish page", () => {
  it("names months, audiences and feeds in Spanish and links the Spanish feeds", async () => {
    renderAt(
      "/es/resources",
      <TaxCalendar rules={rules} postponements={[]} siteUrl="https://www.example.com" buildDate="2026-04-05" />,
    );
    expect(await screen.findByRole("heading", { level: 3, name: /^[a-z]+ de \d{4}$/ })).toBeInTheDocument();
    const month = screen.getByLabelText("Mes");
    expect(within(month).getByRole("option", { name: "enero" })).toBeInTheDocument();
    const audience = screen.getByLabelText("Mostrar fechas límite para");
    for (const name of ["Todos", "Personas físicas", "Empresas", "Empleadores", "Organizaciones exentas"]) {
      expect(within(audience).getByRole("option", { name })).toBeInTheDocument();
    }
    const feed = screen.getByRole("link", { name: `Suscribirse a ${firm.name}: fechas límite tributarias federales` });
    expect(feed).toHaveAttribute("href", "webcal://www.example.com/es/calendar/federal.ics");
    expect(
      screen.getByRole("link", {
        name: `Suscribirse a ${firm.name}: fechas límite tributarias federales para organizaciones exentas`,
      }),
    ).toHaveAttribute("href", "webcal://www.example.com/es/calendar/federal-exempt-organizations.ics");
    expect(screen.getByText("https://www.example.com/es/calendar/federal.ics")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /^Descargar fechas límite de \d{4} \(\.ics\)$/ })).toBeInTheDocument();
    // The month's deadlines (monthly deposits fall in every month): Spanish titles and audience names.
    const appliesTo = screen.getAllByRole("list", { name: "Se aplica a" });
    expect(appliesTo.length).toBeGreaterThan(0);
    const names = new Set(
      appliesTo.flatMap((list) =>
        within(list)
          .getAllByRole("listitem")
          .map((li) => li.textContent),
      ),
    );
    expect(
      [...names].every((name) =>
        ["Personas físicas", "Empresas", "Empleadores", "Organizaciones exentas"].includes(name ?? ""),
      ),
    ).toBe(true);
    expect(
      screen
        .getAllByRole("heading", { level: 4 })
        .map((h) => h.textContent)
        .join(" "),
    ).not.toMatch(/\b(Form|quarter|installment)\b/);
  });
});

describe("the planner's result on a Spanish page", () => {
  it("writes the due dates and amounts for es-US", () => {
    const dueDates = deadlinesBetween("2026-01-01", "2027-12-31", rules, "es-US", spanishText).filter(
      (event) => event.ruleId === PLANNER_RULE && event.taxYear === 2026,
    );
    renderAt(
      "/es/resources/estimated-tax-planner",
      <PlannerResult
        plan={planEstimatedTax(WORKED_EXAMPLE)}
        taxYear={2026}
        withholding={WORKED_EXAMPLE.withholding}
        paidSoFar={0}
        dueDates={dueDates}
      />,
    );
    const table = screen.getByRole("table", { name: "Pagos de impuesto estimado de 2026" });
    const first = within(table).getAllByRole("row")[1];
    expect(within(first).getByRole("rowheader")).toHaveTextContent("Primera");
    expect(first).toHaveTextContent("15 de abril de 2026");
    expect(first).toHaveTextContent("$6,000");
    expect(screen.getByRole("button", { name: "Descargar estos pagos (.ics)" })).toBeInTheDocument();
  });
});

describe("documents on a Spanish page", () => {
  it("links the Spanish PDF, and the English one on English pages", () => {
    const card = <DocumentCard title="Formulario W-4" description="Aviso" href="/fw4.pdf" />;
    const { unmount } = renderAt("/es/other-resources", card);
    expect(screen.getByRole("link")).toHaveAttribute("href", "/es/fw4.pdf");
    unmount();
    renderAt("/other-resources", card);
    expect(screen.getByRole("link")).toHaveAttribute("href", "/fw4.pdf");
  });
});
