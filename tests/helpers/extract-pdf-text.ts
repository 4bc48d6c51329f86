import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { toWinAnsi } from "../../src/lib/pdf/text";

/** What tests/helpers/pdf-text.mjs reads from one PDF with pdfjs-dist. */
export interface ExtractedPdf {
  file: string;
  title: string | null;
  author: string | null;
  pages: number;
  fieldCount: number;
  /** The text of every page, white space collapsed. */
  text: string;
}

/**
 * The text and document information of each PDF, by the name it is given. pdfjs-dist runs in a separate process
 * (tests/helpers/pdf-text.mjs) because it ships as ESM only, which Jest's CommonJS runtime cannot import.
 */
export function extractPdfText(files: Record<string, Uint8Array>): Record<string, ExtractedPdf> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pdf-text-"));
  try {
    const names = Object.keys(files);
    const paths = names.map((name, index) => {
      const file = path.join(dir, `${index}.pdf`);
      fs.writeFileSync(file, files[name]);
      return file;
    });
    const output = execFileSync(process.execPath, [path.join(__dirname, "pdf-text.mjs"), ...paths], {
      encoding: "utf8",
    });
    const results = JSON.parse(output) as ExtractedPdf[];
    return Object.fromEntries(results.map((result, index) => [names[index], result]));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** A record's text as the extracted text shows it: WinAnsi, white space collapsed. */
export const collapse = (value: string) => toWinAnsi(value).replace(/\s+/g, " ").trim();
