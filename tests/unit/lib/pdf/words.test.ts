import { PDFDocument, PDFName } from "pdf-lib";
import en from "../../../../data/interface/en.json";
import es from "../../../../data/interface/es.json";
import type { Dictionary } from "../../../../src/lib/interface-text";
import {
  buildChecklistPdf,
  buildFormNoticePdf,
  pdfWords,
  type PdfChecklist,
  type PdfWords,
} from "../../../../src/lib/pdf";
import { extractPdfText as extract } from "../../../helpers/extract-pdf-text";
import { englishDictionary } from "../../../helpers/english";
import { checklists, firm, newEmployeeForms } from "../../../helpers/site-pdfs";

const organizer = checklists.find((checklist) => checklist.pdfPath === "/tax_organizer.pdf") as PdfChecklist;
const w4 = newEmployeeForms[0];
const spanish: Dictionary = es;

/** The keys of a dictionary group with the placeholders of each entry, to compare two languages. */
function shape(group: object, prefix = ""): string[] {
  return Object.entries(group).flatMap(([key, value]) =>
    typeof value === "string"
      ? [
          `${prefix}${key}:${[...value.matchAll(/\{(\w+)\}/g)]
            .map((match) => match[1])
            .sort()
            .join(",")}`,
        ]
      : shape(value as object, `${prefix}${key}.`),
  );
}

describe("PDF words", () => {
  it("builds the English words from data/interface/en.json", () => {
    const words = pdfWords(firm, englishDictionary);
    expect(words.profession).toBe(en.pdf.profession);
    expect(words.pageNumber(1, 2)).toBe("Page 1 of 2");
    expect(words.creator).toBe(`${firm.name} website`);
    expect([words.yes, words.no]).toEqual(["Yes", "No"]);
    expect(words.language).toBe("en-US");
    expect(words.checklistClosing).toContain(firm.phoneDisplay);
    expect(words.checklistClosing).toContain(firm.email);
  });

  it("has the same pdf keys and placeholders in Spanish as in English", () => {
    expect(shape(es.pdf)).toEqual(shape(en.pdf));
  });

  it("builds the Spanish words from data/interface/es.json", () => {
    const words = pdfWords(firm, spanish);
    expect(words.pageNumber(1, 2)).toBe("Página 1 de 2");
    expect(words.creator).toBe(`Sitio web de ${firm.name}`);
    expect(words.profession).toBe(es.pdf.profession);
    expect([words.yes, words.no]).toEqual(["Sí", "No"]);
    expect(words.language).toBe("es-US");
  });

  it("prints the words it is given, not English ones", async () => {
    const words = pdfWords(firm, spanish);
    const organizerBytes = await buildChecklistPdf(organizer, firm, {}, words);
    const noticeBytes = await buildFormNoticePdf(w4, firm, {}, words);
    const parsed = extract({ organizer: organizerBytes, notice: noticeBytes });
    for (const result of Object.values(parsed)) {
      expect(result.text).toContain(es.pdf.profession);
      expect(result.text).toContain(`Página 1 de ${result.pages}`);
      expect(result.text).not.toContain("Certified Public Accountants");
      expect(result.text).not.toMatch(/Page \d+ of/);
    }
    const organizerText = parsed.organizer.text;
    expect(organizerText).toContain("Sí");
    expect(organizerText).not.toMatch(/\bYes\b/);
    expect(organizerText).toContain(words.checklistClosing.split(" ").slice(0, 4).join(" "));
    expect(organizerText).not.toContain("Questions about this document?");

    const doc = await PDFDocument.load(organizerBytes, { updateMetadata: false });
    expect(doc.getCreator()).toBe(`Sitio web de ${firm.name}`);
    expect(doc.getKeywords()).toContain("impuestos");
    expect(doc.catalog.get(PDFName.of("Lang"))?.toString()).toContain("es-US");
  }, 60000);

  it("uses a custom PdfWords object as given", async () => {
    const words: PdfWords = {
      ...pdfWords(firm, englishDictionary),
      profession: "Profession line",
      pageNumber: (page, pages) => `Sheet ${page} / ${pages}`,
      yes: "Oui",
      no: "Non",
    };
    const parsed = extract({ organizer: await buildChecklistPdf(organizer, firm, {}, words) });
    expect(parsed.organizer.text).toContain("Profession line");
    expect(parsed.organizer.text).toContain(`Sheet 1 / ${parsed.organizer.pages}`);
    expect(parsed.organizer.text).toContain("Oui");
    expect(parsed.organizer.text).toContain("Non");
  }, 60000);
});
