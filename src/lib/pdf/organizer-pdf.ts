import { BrandedDocument, MARGIN, palette } from "./branded-document";
import { wrapText } from "./text";
import type { BrandAssets, PdfFirm } from "./types";
import type { PdfWords } from "./words";

/** A document of the client's list, as the PDF prints it. */
export interface OrganizerPdfItem {
  title: string;
  /** Who sends it and when, in one line. */
  detail: string;
  ticked: boolean;
}

/** The client's list for the PDF: its title and lead (date, count missing), and the documents by topic. */
export interface OrganizerPdfList {
  title: string;
  subject: string;
  lead: string;
  topics: readonly { title: string; items: readonly OrganizerPdfItem[] }[];
}

const ITEM_SIZE = 10.5;
const DETAIL_SIZE = 9;
const BOX = 11;
const INDENT = 22;

/** A drawn tick box, with a tick in it when the client has the document (printed, not a form field). */
function tickBox(out: BrandedDocument, x: number, y: number, ticked: boolean): void {
  out.page.drawRectangle({ x, y, width: BOX, height: BOX, borderColor: palette.teal, borderWidth: 1 });
  if (!ticked) return;
  out.page.drawLine({
    start: { x: x + 2, y: y + 5.5 },
    end: { x: x + 4.5, y: y + 2.5 },
    thickness: 1.6,
    color: palette.navy,
  });
  out.page.drawLine({
    start: { x: x + 4.5, y: y + 2.5 },
    end: { x: x + 9.5, y: y + 9 },
    thickness: 1.6,
    color: palette.navy,
  });
}

function item(out: BrandedDocument, entry: OrganizerPdfItem): void {
  const width = out.contentWidth - INDENT;
  const titleLines = wrapText(entry.title, out.bold, ITEM_SIZE, width);
  const detailLines = wrapText(entry.detail, out.regular, DETAIL_SIZE, width);
  const height = titleLines.length * ITEM_SIZE * 1.3 + detailLines.length * DETAIL_SIZE * 1.35 + 10;
  out.ensureSpace(height);
  tickBox(out, MARGIN + 2, out.cursor - BOX - 1, entry.ticked);
  let y = out.cursor - ITEM_SIZE;
  titleLines.forEach((line) => {
    out.text(line, MARGIN + INDENT, y, ITEM_SIZE, out.bold, palette.navy);
    y -= ITEM_SIZE * 1.3;
  });
  detailLines.forEach((line) => {
    out.text(line, MARGIN + INDENT, y, DETAIL_SIZE, out.regular, palette.muted);
    y -= DETAIL_SIZE * 1.35;
  });
  out.cursor -= height;
}

/**
 * The client's own document list as a branded PDF (the firm's header and footer, page numbers), in the edition's
 * words: the date and count of documents still missing under the title, then each topic with its documents, a tick
 * in the box of each one the client has. Built in the visitor's browser from what the page shows.
 */
export async function buildOrganizerPdf(
  list: OrganizerPdfList,
  firm: PdfFirm,
  words: PdfWords,
  assets: BrandAssets = {},
): Promise<Uint8Array> {
  const out = await BrandedDocument.create(
    firm,
    words,
    { title: list.title, subject: list.subject, keywords: [list.title, ...words.checklistKeywords, firm.name] },
    assets,
  );
  out.title(list.title, list.lead);
  for (const topic of list.topics) {
    if (!topic.items.length) continue;
    out.sectionHeading(topic.title);
    topic.items.forEach((entry) => item(out, entry));
    out.cursor -= 6;
  }
  out.ensureSpace(40);
  out.paragraph(words.checklistClosing, { size: 9.5, color: palette.muted });
  return out.save();
}
