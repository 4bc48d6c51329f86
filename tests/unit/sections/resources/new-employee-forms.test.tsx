/**
 * The new-employee form cards of /resources: each opens the site's notice and links the official form at its agency,
 * the Spanish form (Formulario W-4(SP)) on Spanish pages, with "(en inglés)" on a form published only in English.
 */
import { render, screen, within } from "../../../helpers/testing-library";
import { collectionIn } from "../../../../gatsby/translations";
import { NewEmployeeForms } from "../../../../src/sections/resources/new-employee-forms";
import { collection } from "../../../helpers/data";

type Form = Queries.NewEmployeeFormCardFieldsFragment;

const copy: Queries.PageSectionFieldsFragment = {
  key: "resources-new-employee-forms",
  eyebrow: null,
  heading: "New employee forms",
  body: [],
  ctaLabel: null,
  ctaLink: null,
  quote: null,
  quoteAuthor: null,
  imageAlt: null,
};

// As the page query gives them: the English records, or on Spanish pages the records merged with their Spanish in data/.
const english = collection<Form[]>("new-employee-forms");
const spanish = collectionIn("new-employee-forms", "es") as unknown as Form[];
const card = (title: string) =>
  screen.getByRole("heading", { level: 3, name: title }).closest("article") as HTMLElement;
/** The link of a card by its accessible name. */
const linkIn = (article: HTMLElement, name: string | RegExp) => within(article).getByRole("link", { name });

describe("the new-employee form cards", () => {
  it("link the official forms at their agencies on English pages", () => {
    render(<NewEmployeeForms copy={copy} forms={english} />);
    const w4 = card("Form W-4 Employee's Withholding Certificate");
    expect(linkIn(w4, "Official form from the Internal Revenue Service (opens in a new tab)")).toHaveAttribute(
      "href",
      "https://www.irs.gov/forms-pubs/about-form-w-4",
    );
    expect(linkIn(w4, /^Open/)).toHaveAttribute("href", "/fw4.pdf");
    const i9 = card("Form I-9 Employment Eligibility Verification");
    const official = linkIn(
      i9,
      "Official form from the U.S. Citizenship and Immigration Services (opens in a new tab)",
    );
    expect(official).toHaveAttribute("href", "https://www.uscis.gov/i-9");
    expect(official).toHaveAttribute("target", "_blank");
    expect(official).toHaveAttribute("rel", "noopener noreferrer");
  });

  it("link Formulario W-4(SP) on Spanish pages, and mark the I-9, published in English only", () => {
    render(<NewEmployeeForms copy={copy} forms={spanish} />, { locale: "es" });
    const w4 = card("Formulario W-4, Certificado de Retenciones del Empleado");
    expect(
      linkIn(w4, "Formulario oficial del Servicio de Impuestos Internos (IRS) (PDF, se abre en una pestaña nueva)"),
    ).toHaveAttribute("href", "https://www.irs.gov/pub/irs-pdf/fw4sp.pdf");
    expect(linkIn(w4, /^Abrir/)).toHaveAttribute("href", "/es/fw4.pdf");
    const i9 = card("Formulario I-9, Verificación de Elegibilidad de Empleo");
    expect(
      linkIn(
        i9,
        "Formulario oficial del Servicio de Ciudadanía e Inmigración de los Estados Unidos (USCIS) (en inglés) (se abre en una pestaña nueva)",
      ),
    ).toHaveAttribute("href", "https://www.uscis.gov/i-9");
    expect(within(w4).queryByText("(en inglés)")).not.toBeInTheDocument();
  });
});

describe("the Spanish W-4 record", () => {
  const w4 = spanish.find((form) => form.key === "w4") as Form & {
    steps: string[];
    notice: { publishedIntro: string };
  };

  it("names Formulario W-4(SP), its PDF address and the IRS's Spanish estimator, not the English pages", () => {
    const words = [...w4.steps, w4.notice.publishedIntro].join("\n");
    expect(words).toContain("Formulario W-4(SP), Certificado de Retenciones del Empleado");
    expect(words).toContain("irs.gov/pub/irs-pdf/fw4sp.pdf");
    expect(words).toContain("irs.gov/es/individuals/tax-withholding-estimator");
    expect(words).not.toMatch(/about-form-w-4|w4app/);
  });
});
