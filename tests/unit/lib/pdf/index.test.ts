import fs from "node:fs";
import path from "node:path";
import { PDFDocument } from "pdf-lib";
import { buildSitePdfs, pdfWords, type GeneratedPdf, type PdfChecklist } from "../../../../src/lib/pdf";
import { collapse, type ExtractedPdf } from "../../../helpers/extract-pdf-text";
import { repoRoot as root } from "../../../helpers/data";
import { buildAndReadSitePdfs, checklists, firm, newEmployeeForms } from "../../../helpers/site-pdfs";
import { englishDictionary } from "../../../helpers/english";

const logoPng = new Uint8Array(fs.readFileSync(path.join(root, "data/images/brand/logo-mark-512.png")));

let pdfs: GeneratedPdf[];
let parsed: Map<string, ExtractedPdf>;

beforeAll(async () => {
  ({ pdfs, parsed } = await buildAndReadSitePdfs(
    checklists,
    newEmployeeForms,
    firm,
    {
      logoPng,
      date: new Date("2025-01-02T00:00:00Z"),
    },
    new Set(),
    pdfWords(firm, englishDictionary),
  ));
}, 60000);

describe("site PDFs", () => {
  it("generates the organizer, the four checklists and the W-4 and I-9 notices", () => {
    expect(pdfs.map((pdf) => pdf.path).sort()).toEqual(
      [
        "/business-expenses-list.pdf",
        "/corporate-document-checklist.pdf",
        "/fw4.pdf",
        "/foreign-transactions-checklist.pdf",
        "/i9.pdf",
        "/personal-tax-document-checklist.pdf",
        "/tax_organizer.pdf",
      ].sort(),
    );
  });

  const withPdf = checklists.filter((checklist) => checklist.pdfPath);

  it.each(withPdf.map((c) => [c.pdfPath as string, c] as const))(
    "%s has the checklist's title and every item",
    (pdfPath, checklist) => {
      const result = parsed.get(pdfPath);
      expect(result?.title).toBe(checklist.title);
      expect(result?.author).toBe(firm.legalName);
      const text = result?.text ?? "";
      expect(text).toContain(collapse(checklist.title));
      for (const section of checklist.sections) {
        expect(text).toContain(collapse(section.heading));
        for (const item of section.items) expect(text).toContain(collapse(item));
      }
      // Branded: the firm's name, address and phone, and page numbers.
      expect(text).toContain(firm.name);
      expect(text).toContain(firm.address.street);
      expect(text).toContain(firm.phoneDisplay);
      expect(text).toMatch(/Page 1 of \d/);
    },
  );

  it("makes every organizer item a form field", () => {
    const organizer = checklists.find((c) => c.pdfPath === "/tax_organizer.pdf") as PdfChecklist;
    const items = organizer.sections.reduce((sum, section) => sum + section.items.length, 0);
    expect(parsed.get("/tax_organizer.pdf")?.fieldCount).toBeGreaterThanOrEqual(items);
  });

  it.each(newEmployeeForms.map((form) => [form.path, form] as const))(
    "%s names the form and where the official revision is",
    (pdfPath, form) => {
      const result = parsed.get(pdfPath);
      expect(result?.title).toBe(form.title);
      expect(result?.pages).toBe(1);
      expect(result?.text).toContain(collapse(form.title));
      expect(result?.text).toContain(form.officialUrl);
      // The notice's wording is the record's, with the firm's contact details filled in (data/site/en/firm.json).
      expect(result?.text).toContain(collapse(form.notice.disclaimer));
      expect(result?.text).toContain(collapse(firm.phoneDisplay));
      expect(result?.text).not.toMatch(/\{\w+\}/);
    },
  );

  it("sets the title, author and subject in the document information", async () => {
    const doc = await PDFDocument.load(pdfs[0].bytes, { updateMetadata: false });
    expect(doc.getTitle()).toBe(pdfs[0].title);
    expect(doc.getAuthor()).toBe(firm.legalName);
    expect(doc.getSubject()).toBeTruthy();
  });

  it("skips paths that already have an official file", async () => {
    const result = await buildSitePdfs(
      checklists,
      newEmployeeForms,
      firm,
      {},
      new Set(["/fw4.pdf", "/i9.pdf"]),
      pdfWords(firm, englishDictionary),
    );
    expect(result.map((pdf) => pdf.path)).not.toContain("/fw4.pdf");
  });
});
