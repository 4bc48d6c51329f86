import { buildChecklistPdf } from "./checklist-pdf";
import { buildFormNoticePdf } from "./form-notice-pdf";
import type { BrandAssets, GeneratedPdf, PdfChecklist, PdfFirm, PdfFormNotice } from "./types";
import type { PdfWords } from "./words";

export { buildChecklistPdf } from "./checklist-pdf";
export { buildFormNoticePdf } from "./form-notice-pdf";
export type { BrandAssets, GeneratedPdf, PdfChecklist, PdfFirm, PdfFormNotice } from "./types";
export { pdfWords, type PdfWords } from "./words";

/**
 * Every PDF the site links to: one per checklist record with a pdfPath, and
 * one notice per new-employee form (data/new-employee-forms/). `skip` lists paths that already have a file (an
 * official form dropped into static/), which are not generated. `words` are the
 * fixed words of every document (from the edition's dictionary, data/interface/<locale>.json).
 */
export async function buildSitePdfs(
  checklists: readonly PdfChecklist[],
  forms: readonly PdfFormNotice[],
  firm: PdfFirm,
  assets: BrandAssets = {},
  skip: ReadonlySet<string> = new Set(),
  words: PdfWords,
): Promise<GeneratedPdf[]> {
  const out: GeneratedPdf[] = [];
  for (const checklist of checklists) {
    if (!checklist.pdfPath || skip.has(checklist.pdfPath)) continue;
    if (!/^\/[A-Za-z0-9_-]+\.pdf$/.test(checklist.pdfPath)) {
      throw new Error(`Checklist "${checklist.key}": pdfPath "${checklist.pdfPath}" must look like /name.pdf`);
    }
    out.push({
      path: checklist.pdfPath,
      title: checklist.title,
      bytes: await buildChecklistPdf(checklist, firm, assets, words),
    });
  }
  for (const form of forms) {
    if (skip.has(form.path)) continue;
    out.push({ path: form.path, title: form.title, bytes: await buildFormNoticePdf(form, firm, assets, words) });
  }
  return out;
}
