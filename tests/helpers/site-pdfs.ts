import {
  buildSitePdfs,
  type GeneratedPdf,
  type PdfChecklist,
  type PdfFirm,
  type PdfFormNotice,
} from "../../src/lib/pdf";
import { collection } from "./data";
import { extractPdfText, type ExtractedPdf } from "./extract-pdf-text";

/** The firm of data/ whose name, address and phone the PDFs print. */
export const firm = collection<PdfFirm>("firm");
/** The English checklists of data/, the organizer among them. */
export const checklists = collection<PdfChecklist[]>("checklists");
/** The English new-employee form notices of data/ (W-4, I-9). */
export const newEmployeeForms = collection<PdfFormNotice[]>("new-employee-forms");

/** The site's PDFs as `buildSitePdfs` writes them, and the text pdfjs reads from each, by path. */
export async function buildAndReadSitePdfs(
  ...args: Parameters<typeof buildSitePdfs>
): Promise<{ pdfs: GeneratedPdf[]; parsed: Map<string, ExtractedPdf> }> {
  const pdfs = await buildSitePdfs(...args);
  const parsed = new Map(Object.entries(extractPdfText(Object.fromEntries(pdfs.map((pdf) => [pdf.path, pdf.bytes])))));
  return { pdfs, parsed };
}
