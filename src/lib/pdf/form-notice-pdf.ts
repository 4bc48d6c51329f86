import { BrandedDocument, MARGIN, palette } from "./branded-document";
import type { BrandAssets, PdfFirm, PdfFormNotice } from "./types";
import type { PdfWords } from "./words";

/** The notice's closing line with the firm's name, phone and email (data/site/en/firm.json) filled in. */
function fillFirm(text: string, firm: PdfFirm): string {
  const values: Record<string, string> = { firm: firm.name, phone: firm.phoneDisplay, email: firm.email };
  return text.replace(/\{(\w+)\}/g, (placeholder, name: string) => values[name] ?? placeholder);
}

/**
 * A one-page notice standing in for a federal form whose official revision
 * changes every year: names the form, says what the new hire does with it and
 * where the current revision is published. Every word comes from the form's
 * record in data/new-employee-forms/; the header, footer and document
 * information words from `words`.
 */
export async function buildFormNoticePdf(
  form: PdfFormNotice,
  firm: PdfFirm,
  assets: BrandAssets = {},
  words: PdfWords,
): Promise<Uint8Array> {
  const { notice } = form;
  const out = await BrandedDocument.create(
    firm,
    words,
    { title: form.title, subject: notice.subject, keywords: [form.shortName, form.agency] },
    assets,
  );
  out.title(form.title, form.summary);
  out.paragraph(notice.disclaimer, { font: out.bold, size: 10.5, color: palette.navy });
  out.cursor -= 8;

  out.sectionHeading(notice.stepsHeading);
  form.steps.forEach((step, index) => {
    const number = `${index + 1}.`;
    out.ensureSpace(30);
    out.text(number, MARGIN + 4, out.cursor - 10.5, 10.5, out.bold, palette.teal);
    out.paragraph(step, { indent: 22 });
    out.cursor -= 6;
  });

  out.sectionHeading(notice.publishedHeading);
  out.paragraph(notice.publishedIntro);
  out.cursor -= 4;
  const url = form.officialUrl;
  out.text(url, MARGIN, out.cursor - 12, 12, out.bold, palette.teal);
  const width = out.bold.widthOfTextAtSize(url, 12);
  out.page.drawLine({
    start: { x: MARGIN, y: out.cursor - 14 },
    end: { x: MARGIN + width, y: out.cursor - 14 },
    thickness: 0.75,
    color: palette.teal,
  });
  out.link(url, { x: MARGIN, y: out.cursor - 16, width, height: 18 });
  out.cursor -= 30;

  out.paragraph(fillFirm(notice.questions, firm), { size: 9.5, color: palette.muted });
  return out.save();
}
