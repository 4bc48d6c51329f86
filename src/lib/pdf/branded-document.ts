import {
  PDFDocument,
  PDFString,
  StandardFonts,
  rgb,
  type PDFFont,
  type PDFImage,
  type PDFPage,
  type RGB,
} from "pdf-lib";
import { brandColors, hexToRgb, type ColorToken } from "../brand";
import { toWinAnsi, wrapText } from "./text";
import type { BrandAssets, PdfFirm } from "./types";
import type { PdfWords } from "./words";

function brandRgb(token: ColorToken): RGB {
  const [red, green, blue] = hexToRgb(brandColors[token]);
  return rgb(red / 255, green / 255, blue / 255);
}

/** The brand colours of data/brand.json (the website's tokens), so the documents look like the website. */
export const palette = {
  navy: brandRgb("navy"),
  teal: brandRgb("teal"),
  tealLight: brandRgb("teal-50"),
  gold: brandRgb("gold"),
  goldLight: brandRgb("gold-300"),
  cream: brandRgb("cream"),
  ink: brandRgb("ink"),
  muted: brandRgb("muted"),
  line: brandRgb("line"),
  white: brandRgb("white"),
};

/** US Letter, the paper clients print on. */
const PAGE_WIDTH = 612;
const PAGE_HEIGHT = 792;
export const MARGIN = 54;
const FOOTER_HEIGHT = 46;
const FIRST_HEADER = 96;
const NEXT_HEADER = 44;

export interface DocumentMeta {
  title: string;
  subject: string;
  keywords: string[];
}

/**
 * A Letter-size document with the firm's header band, logo mark, footer with
 * address and contact details, and page numbers (every fixed word from `PdfWords`); content is laid out
 * top to bottom with `cursor`, and `ensureSpace` starts a new page when needed.
 */
export class BrandedDocument {
  readonly doc: PDFDocument;
  readonly regular: PDFFont;
  readonly bold: PDFFont;
  readonly serif: PDFFont;
  private logo: PDFImage | null;
  page!: PDFPage;
  cursor = 0;

  private constructor(
    doc: PDFDocument,
    fonts: { regular: PDFFont; bold: PDFFont; serif: PDFFont },
    logo: PDFImage | null,
    private readonly firm: PdfFirm,
    private readonly words: PdfWords,
    private readonly meta: DocumentMeta,
  ) {
    this.doc = doc;
    this.regular = fonts.regular;
    this.bold = fonts.bold;
    this.serif = fonts.serif;
    this.logo = logo;
  }

  static async create(
    firm: PdfFirm,
    words: PdfWords,
    meta: DocumentMeta,
    assets: BrandAssets = {},
  ): Promise<BrandedDocument> {
    const doc = await PDFDocument.create();
    const date = assets.date ?? new Date();
    doc.setTitle(meta.title, { showInWindowTitleBar: true });
    doc.setAuthor(firm.legalName);
    doc.setSubject(meta.subject);
    doc.setKeywords(meta.keywords);
    doc.setCreator(words.creator);
    doc.setProducer("pdf-lib");
    doc.setLanguage(words.language);
    doc.setCreationDate(date);
    doc.setModificationDate(date);
    const fonts = {
      regular: await doc.embedFont(StandardFonts.Helvetica),
      bold: await doc.embedFont(StandardFonts.HelveticaBold),
      serif: await doc.embedFont(StandardFonts.TimesRomanBold),
    };
    const logo = assets.logoPng ? await doc.embedPng(assets.logoPng) : null;
    const branded = new BrandedDocument(doc, fonts, logo, firm, words, meta);
    branded.addPage();
    return branded;
  }

  get contentWidth(): number {
    return PAGE_WIDTH - 2 * MARGIN;
  }

  addPage(): void {
    const first = this.doc.getPageCount() === 0;
    this.page = this.doc.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
    if (first) this.drawFirstHeader();
    else this.drawContinuationHeader();
    this.cursor = PAGE_HEIGHT - (first ? FIRST_HEADER : NEXT_HEADER) - 28;
  }

  /** Starts a new page unless `height` points still fit above the footer. */
  ensureSpace(height: number): void {
    if (this.cursor - height < MARGIN + FOOTER_HEIGHT) this.addPage();
  }

  text(
    value: string,
    x: number,
    y: number,
    size: number,
    font: PDFFont = this.regular,
    color: RGB = palette.ink,
  ): void {
    this.page.drawText(toWinAnsi(value), { x, y, size, font, color });
  }

  /** Writes wrapped text at the cursor and moves the cursor below it. */
  paragraph(
    value: string,
    options: { size?: number; font?: PDFFont; color?: RGB; indent?: number; width?: number; lineGap?: number } = {},
  ): void {
    const size = options.size ?? 10.5;
    const font = options.font ?? this.regular;
    const indent = options.indent ?? 0;
    const lineHeight = size * (options.lineGap ?? 1.4);
    const lines = wrapText(value, font, size, options.width ?? this.contentWidth - indent);
    for (const line of lines) {
      this.ensureSpace(lineHeight);
      this.text(line, MARGIN + indent, this.cursor - size, size, font, options.color ?? palette.ink);
      this.cursor -= lineHeight;
    }
  }

  /** Makes a rectangle of the current page a clickable link to `url`. */
  link(url: string, rect: { x: number; y: number; width: number; height: number }): void {
    const { context } = this.doc;
    const annotation = context.register(
      context.obj({
        Type: "Annot",
        Subtype: "Link",
        Rect: [rect.x, rect.y, rect.x + rect.width, rect.y + rect.height],
        Border: [0, 0, 0],
        A: { Type: "Action", S: "URI", URI: PDFString.of(url) },
      }),
    );
    this.page.node.addAnnot(annotation);
  }

  /** The document title with a gold rule under it. */
  title(value: string, lead?: string): void {
    const size = 24;
    for (const line of wrapText(value, this.serif, size, this.contentWidth)) {
      this.text(line, MARGIN, this.cursor - size, size, this.serif, palette.navy);
      this.cursor -= size * 1.2;
    }
    this.page.drawRectangle({ x: MARGIN, y: this.cursor - 10, width: 64, height: 3, color: palette.gold });
    this.cursor -= 26;
    if (lead) {
      this.paragraph(lead, { size: 11, color: palette.muted, lineGap: 1.45 });
      this.cursor -= 8;
    }
  }

  /** A section heading on a tinted band; keeps at least `keepWith` points of content on the same page. */
  sectionHeading(value: string, keepWith = 40): void {
    const height = 24;
    this.ensureSpace(height + keepWith + 10);
    this.cursor -= 6;
    this.page.drawRectangle({
      x: MARGIN,
      y: this.cursor - height,
      width: this.contentWidth,
      height,
      color: palette.tealLight,
    });
    this.page.drawRectangle({ x: MARGIN, y: this.cursor - height, width: 4, height, color: palette.teal });
    this.text(value, MARGIN + 14, this.cursor - height + 8, 12, this.bold, palette.teal);
    this.cursor -= height + 10;
  }

  private drawMark(x: number, y: number, size: number): void {
    if (this.logo) {
      this.page.drawImage(this.logo, { x, y, width: size, height: size });
      return;
    }
    this.page.drawRectangle({
      x,
      y,
      width: size,
      height: size,
      color: palette.navy,
      borderColor: palette.gold,
      borderWidth: 1,
    });
    this.page.drawCircle({
      x: x + size / 2,
      y: y + size * 0.4,
      size: size * 0.3,
      borderColor: palette.gold,
      borderWidth: 2,
    });
  }

  private contactLines(): [string, string] {
    const { address } = this.firm;
    return [
      `${address.street}, ${address.city}, ${address.region} ${address.postalCode}`,
      `${this.firm.phoneDisplay}  |  ${this.firm.email}`,
    ];
  }

  /** The navy band across the top of a page, `height` points deep, over a gold rule `rule` points thick. */
  private drawHeaderBand(height: number, rule: number): void {
    const top = PAGE_HEIGHT;
    this.page.drawRectangle({ x: 0, y: top - height, width: PAGE_WIDTH, height, color: palette.navy });
    this.page.drawRectangle({ x: 0, y: top - height - rule, width: PAGE_WIDTH, height: rule, color: palette.gold });
  }

  /** A line of 9-point regular text in a header, ending at the right margin. */
  private rightAlignedHeaderText(value: string, y: number, color: RGB): void {
    const width = this.regular.widthOfTextAtSize(toWinAnsi(value), 9);
    this.text(value, PAGE_WIDTH - MARGIN - width, y, 9, this.regular, color);
  }

  private drawFirstHeader(): void {
    const top = PAGE_HEIGHT;
    this.drawHeaderBand(FIRST_HEADER, 4);
    this.drawMark(MARGIN, top - 74, 52);
    this.text(this.firm.name, MARGIN + 66, top - 44, 17, this.serif, palette.white);
    this.text(this.words.profession, MARGIN + 66, top - 62, 9.5, this.bold, palette.goldLight);
    const [addressLine, contactLine] = this.contactLines();
    this.rightAlignedHeaderText(addressLine, top - 44, palette.white);
    this.rightAlignedHeaderText(contactLine, top - 58, palette.white);
  }

  private drawContinuationHeader(): void {
    const top = PAGE_HEIGHT;
    this.drawHeaderBand(NEXT_HEADER, 3);
    this.drawMark(MARGIN, top - 36, 28);
    this.text(this.firm.name, MARGIN + 38, top - 27, 11, this.serif, palette.white);
    this.rightAlignedHeaderText(this.meta.title, top - 26, palette.goldLight);
  }

  /** Footers go on last, once the page count is known. */
  private drawFooters(): void {
    const pages = this.doc.getPages();
    const [addressLine, contactLine] = this.contactLines();
    const footer = `${this.firm.legalName}  |  ${addressLine}  |  ${contactLine}`;
    pages.forEach((page, index) => {
      page.drawLine({
        start: { x: MARGIN, y: MARGIN + 14 },
        end: { x: PAGE_WIDTH - MARGIN, y: MARGIN + 14 },
        thickness: 0.75,
        color: palette.line,
      });
      page.drawText(toWinAnsi(footer), { x: MARGIN, y: MARGIN, size: 7.5, font: this.regular, color: palette.muted });
      const label = toWinAnsi(this.words.pageNumber(index + 1, pages.length));
      page.drawText(label, {
        x: PAGE_WIDTH - MARGIN - this.bold.widthOfTextAtSize(label, 8),
        y: MARGIN,
        size: 8,
        font: this.bold,
        color: palette.navy,
      });
    });
  }

  async save(): Promise<Uint8Array> {
    this.drawFooters();
    return this.doc.save({ updateFieldAppearances: true });
  }
}
