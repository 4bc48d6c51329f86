import type { PDFForm } from "pdf-lib";
import { BrandedDocument, MARGIN, palette } from "./branded-document";
import { wrapText } from "./text";
import type { BrandAssets, PdfChecklist, PdfChecklistSection, PdfFirm } from "./types";
import type { PdfWords } from "./words";

const ITEM_SIZE = 10.5;
const LINE = ITEM_SIZE * 1.35;

function fieldName(checklist: PdfChecklist, section: number, item: number, suffix = ""): string {
  return `${checklist.key}.s${section + 1}.i${item + 1}${suffix}`;
}

/** An item with a tickable box, for document lists. */
function checkboxItem(out: BrandedDocument, form: PDFForm, name: string, item: string): void {
  const box = 11;
  const indent = 22;
  const lines = wrapText(item, out.regular, ITEM_SIZE, out.contentWidth - indent);
  const height = lines.length * LINE + 6;
  out.ensureSpace(height);
  const checkbox = form.createCheckBox(name);
  checkbox.addToPage(out.page, {
    x: MARGIN + 2,
    y: out.cursor - box - 1,
    width: box,
    height: box,
    borderColor: palette.teal,
    borderWidth: 1,
    backgroundColor: palette.white,
    textColor: palette.navy,
  });
  lines.forEach((line, index) => out.text(line, MARGIN + indent, out.cursor - ITEM_SIZE - index * LINE, ITEM_SIZE));
  out.cursor -= height;
}

/** A question with a Yes / No choice on the right (one radio group per question), labelled in `words`. */
function yesNoItem(out: BrandedDocument, form: PDFForm, name: string, item: string, words: PdfWords): void {
  const choiceWidth = 104;
  const lines = wrapText(item, out.regular, ITEM_SIZE, out.contentWidth - choiceWidth - 12);
  const height = lines.length * LINE + 8;
  out.ensureSpace(height);
  lines.forEach((line, index) => out.text(line, MARGIN, out.cursor - ITEM_SIZE - index * LINE, ITEM_SIZE));
  const group = form.createRadioGroup(name);
  const right = MARGIN + out.contentWidth;
  const choices: [string, number][] = [
    [words.yes, right - choiceWidth + 6],
    [words.no, right - choiceWidth / 2 + 6],
  ];
  choices.forEach(([label, left]) => {
    group.addOptionToPage(label, out.page, {
      x: left,
      y: out.cursor - 12,
      width: 11,
      height: 11,
      borderColor: palette.teal,
      borderWidth: 1,
      backgroundColor: palette.white,
      textColor: palette.navy,
    });
    out.text(label, left + 16, out.cursor - 10, 9.5, out.bold, palette.navy);
  });
  out.page.drawLine({
    start: { x: MARGIN, y: out.cursor - height + 3 },
    end: { x: right, y: out.cursor - height + 3 },
    thickness: 0.5,
    color: palette.line,
  });
  out.cursor -= height;
}

/** A label with a fillable text field beside it (or under it when the label is long). */
function fieldItem(out: BrandedDocument, form: PDFForm, name: string, item: string): void {
  const labelWidth = 170;
  const fieldHeight = 20;
  const lines = wrapText(item, out.bold, 9.5, labelWidth - 8);
  const height = Math.max(fieldHeight, lines.length * 12) + 8;
  out.ensureSpace(height);
  lines.forEach((line, index) => out.text(line, MARGIN, out.cursor - 13 - index * 12, 9.5, out.bold, palette.navy));
  const field = form.createTextField(name);
  field.addToPage(out.page, {
    x: MARGIN + labelWidth,
    y: out.cursor - fieldHeight,
    width: out.contentWidth - labelWidth,
    height: fieldHeight,
    borderColor: palette.line,
    borderWidth: 1,
    backgroundColor: palette.cream,
    textColor: palette.ink,
    font: out.regular,
  });
  field.setFontSize(10);
  out.cursor -= height;
}

function drawSection(
  out: BrandedDocument,
  form: PDFForm,
  checklist: PdfChecklist,
  section: PdfChecklistSection,
  index: number,
  words: PdfWords,
): void {
  out.sectionHeading(section.heading);
  if (section.note) {
    out.paragraph(section.note, { size: 9.5, color: palette.muted });
    out.cursor -= 6;
  }
  const format = section.format ?? "checkbox";
  section.items.forEach((item, itemIndex) => {
    const name = fieldName(checklist, index, itemIndex);
    if (format === "field") fieldItem(out, form, name, item);
    else if (format === "yesno") yesNoItem(out, form, name, item, words);
    else if (format === "checkbox") checkboxItem(out, form, name, item);
    else throw new Error(`Checklist "${checklist.key}", section "${section.heading}": unknown format "${format}"`);
  });
  out.cursor -= 10;
}

/**
 * A branded, fillable PDF of a checklist record (data/checklists/):
 * document lists get tick boxes, organizer questions Yes / No choices and
 * personal details text fields. Every word not in the record comes from
 * `words` (from the edition's dictionary, data/interface/<locale>.json). Returns the
 * file's bytes.
 */
export async function buildChecklistPdf(
  checklist: PdfChecklist,
  firm: PdfFirm,
  assets: BrandAssets = {},
  words: PdfWords,
): Promise<Uint8Array> {
  const out = await BrandedDocument.create(
    firm,
    words,
    {
      title: checklist.title,
      subject: checklist.description,
      keywords: [checklist.title, ...words.checklistKeywords, firm.name],
    },
    assets,
  );
  const form = out.doc.getForm();
  out.title(checklist.title, checklist.description);
  checklist.sections.forEach((section, index) => drawSection(out, form, checklist, section, index, words));
  out.ensureSpace(40);
  out.paragraph(words.checklistClosing, { size: 9.5, color: palette.muted });
  return out.save();
}
