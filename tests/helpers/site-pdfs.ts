import { buildSitePdfs, type GeneratedPdf } from "../../src/lib/pdf";
import { extractPdfText, type ExtractedPdf } from "./extract-pdf-text";

/** The site's PDFs as `buildSitePdfs` writes them, and the text pdfjs reads from each, by path. */
export async function buildAndReadSitePdfs(
  ...args: Parameters<typeof buildSitePdfs>
): Promise<{ pdfs: GeneratedPdf[]; parsed: Map<string, ExtractedPdf> }> {
  const pdfs = await buildSitePdfs(...args);
  const parsed = new Map(Object.entries(extractPdfText(Object.fromEntries(pdfs.map((pdf) => [pdf.path, pdf.bytes])))));
  return { pdfs, parsed };
}
