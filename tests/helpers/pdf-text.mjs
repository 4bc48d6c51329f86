#!/usr/bin/env node
/**
 * Prints {file, title, pages, text} as JSON for each PDF named on the command
 * line, parsed by pdfjs-dist. A separate process because pdfjs ships as ESM
 * only, which Jest's CommonJS runtime cannot import.
 */
import fs from "node:fs";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

const results = [];
for (const file of process.argv.slice(2)) {
  const data = new Uint8Array(fs.readFileSync(file));
  const pdf = await getDocument({ data, disableFontFace: true, verbosity: 0 }).promise;
  const { info } = await pdf.getMetadata();
  const parts = [];
  for (let n = 1; n <= pdf.numPages; n += 1) {
    const page = await pdf.getPage(n);
    const content = await page.getTextContent();
    parts.push(content.items.map((item) => ("str" in item ? item.str : "")).join(" "));
  }
  const fields = await pdf.getFieldObjects();
  results.push({
    file,
    title: info.Title ?? null,
    author: info.Author ?? null,
    pages: pdf.numPages,
    fieldCount: fields ? Object.keys(fields).length : 0,
    text: parts.join(" ").replace(/\s+/g, " "),
  });
  await pdf.destroy();
}
process.stdout.write(JSON.stringify(results));
