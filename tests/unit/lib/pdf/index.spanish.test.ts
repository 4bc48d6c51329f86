import { PDFDocument, PDFName, PDFRadioGroup } from "pdf-lib";
import en from "../../../../data/interface/en.json";
import es from "../../../../data/interface/es.json";
import { inEdition } from "../../../../gatsby/edition-records";
import { collectionIn } from "../../../../gatsby/translations";
import type { Dictionary } from "../../../../src/lib/interface-text";
import { localizedPath } from "../../../../src/lib/locale";
import { pdfWords, type GeneratedPdf, type PdfChecklist, type PdfFormNotice } from "../../../../src/lib/pdf";
import { collapse, type ExtractedPdf } from "../../../helpers/extract-pdf-text";
import {
  buildAndReadSitePdfs,
  checklists as englishChecklists,
  firm,
  newEmployeeForms as englishForms,
} from "../../../helpers/site-pdfs";

// What gatsby/pdfs.ts prints for /es/: the English records (as GraphQL returns them) with their Spanish overlay.
const checklists = inEdition(englishChecklists, "es", "checklists");
const forms = inEdition(englishForms, "es", "new-employee-forms");
const spanish: Dictionary = es;

let pdfs: GeneratedPdf[];
let parsed: Map<string, ExtractedPdf>;

beforeAll(async () => {
  const date = new Date("2025-01-02T00:00:00Z");
  ({ pdfs, parsed } = await buildAndReadSitePdfs(
    checklists,
    forms,
    firm,
    { date },
    new Set(),
    pdfWords(firm, spanish),
  ));
}, 60000);

describe("Spanish PDFs", () => {
  it("are the Spanish records of data/ (the same merge as collectionIn)", () => {
    const merged = collectionIn("checklists", "es") as unknown as PdfChecklist[];
    expect(checklists.map((c) => c.title)).toEqual(merged.map((c) => c.title));
    expect(checklists.find((c) => c.pdfPath === "/tax_organizer.pdf")?.title).toBe(
      "Organizador tributario para clientes",
    );
  });

  it("are written for every English PDF, at the same path under /es", () => {
    expect(pdfs.map((pdf) => localizedPath(pdf.path, "es")).sort()).toEqual(
      [
        "/es/business-expenses-list.pdf",
        "/es/corporate-document-checklist.pdf",
        "/es/foreign-transactions-checklist.pdf",
        "/es/fw4.pdf",
        "/es/i9.pdf",
        "/es/personal-tax-document-checklist.pdf",
        "/es/tax_organizer.pdf",
      ].sort(),
    );
  });

  it.each(checklists.filter((c) => c.pdfPath).map((c) => [c.pdfPath as string, c] as const))(
    "%s has the Spanish title, headings and items, and no English interface words",
    (pdfPath, checklist) => {
      const result = parsed.get(pdfPath) as ExtractedPdf;
      const english = englishChecklists.find((c) => c.key === checklist.key) as PdfChecklist;
      expect(result.title).toBe(checklist.title);
      expect(result.title).not.toBe(english.title);
      const { text } = result;
      expect(text).toContain(collapse(checklist.title));
      checklist.sections.forEach((section, index) => {
        expect(text).toContain(collapse(section.heading));
        for (const item of section.items) expect(text).toContain(collapse(item));
        const englishHeading = english.sections[index].heading;
        if (englishHeading !== section.heading) expect(text).not.toContain(collapse(englishHeading));
      });
      expect(text).toContain(es.pdf.profession);
      expect(text).toMatch(/Página 1 de \d/);
      expect(text).toContain("¿Tiene preguntas sobre este documento?");
      for (const word of [en.pdf.profession, "Page 1 of", "Questions about this document", english.title]) {
        expect(text).not.toContain(word);
      }
    },
  );

  it("labels and stores the organizer's choices Sí / No", async () => {
    const organizer = pdfs.find((pdf) => pdf.path === "/tax_organizer.pdf") as GeneratedPdf;
    expect(parsed.get("/tax_organizer.pdf")?.text).toContain("Sí");
    expect(parsed.get("/tax_organizer.pdf")?.text).not.toMatch(/\bYes\b/);
    const doc = await PDFDocument.load(organizer.bytes, { updateMetadata: false });
    const radios = doc
      .getForm()
      .getFields()
      .filter((field): field is PDFRadioGroup => field instanceof PDFRadioGroup);
    expect(radios.length).toBeGreaterThan(0);
    for (const radio of radios) expect(radio.getOptions()).toEqual(["Sí", "No"]);
  });

  it("carries Spanish document information and the language es-US", async () => {
    for (const pdf of pdfs) {
      const doc = await PDFDocument.load(pdf.bytes, { updateMetadata: false });
      expect(doc.getTitle()).toBe(pdf.title);
      expect(doc.getCreator()).toBe(`Sitio web de ${firm.name}`);
      expect(doc.catalog.get(PDFName.of("Lang"))?.toString()).toContain("es-US");
    }
  });

  it.each(forms.map((form) => [form.path, form] as const))("%s is the Spanish notice", (pdfPath, form) => {
    const result = parsed.get(pdfPath) as ExtractedPdf;
    const english = englishForms.find((f) => f.key === form.key) as PdfFormNotice;
    expect(result.pages).toBe(1);
    expect(result.title).toBe(form.title);
    expect(result.text).toContain(collapse(form.notice.disclaimer));
    expect(result.text).toContain(collapse(form.notice.stepsHeading));
    expect(result.text).not.toContain(collapse(english.notice.stepsHeading));
    expect(result.text).toContain(form.officialUrl);
    expect(result.text).toContain("Página 1 de 1");
  });

  it("/es/fw4.pdf points to Formulario W-4(SP) and the IRS's Spanish withholding estimator", () => {
    const { text } = parsed.get("/fw4.pdf") as ExtractedPdf;
    expect(text).toContain("https://www.irs.gov/pub/irs-pdf/fw4sp.pdf");
    expect(text).toContain("Formulario W-4(SP)");
    expect(text).toContain("irs.gov/es/individuals/tax-withholding-estimator");
    expect(text).not.toMatch(/about-form-w-4|w4app/);
  });
});
