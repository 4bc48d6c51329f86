import type { NewEmployeeForm } from "../new-employee-forms";
import { BrandedDocument, MARGIN, palette } from "./branded-document";
import type { BrandAssets, PdfFirm } from "./types";

/**
 * A one-page notice standing in for a federal form whose official revision
 * changes every year: names the form, says what the new hire does with it and
 * where the current revision is published.
 */
export async function buildFormNoticePdf(
  form: NewEmployeeForm,
  firm: PdfFirm,
  assets: BrandAssets = {},
): Promise<Uint8Array> {
  const out = await BrandedDocument.create(
    firm,
    {
      title: form.title,
      subject: `Where to get the current ${form.shortName} and what a new employee does with it`,
      keywords: [form.shortName, "new employee", form.agency],
    },
    assets,
  );
  out.title(form.title, form.summary);
  out.paragraph(
    `This page is a notice, not the form itself: complete the official ${form.shortName} published by the ${form.agency}.`,
    {
      font: out.bold,
      size: 10.5,
      color: palette.navy,
    },
  );
  out.cursor -= 8;

  out.sectionHeading("What to do");
  form.steps.forEach((step, index) => {
    const number = `${index + 1}.`;
    out.ensureSpace(30);
    out.text(number, MARGIN + 4, out.cursor - 10.5, 10.5, out.bold, palette.teal);
    out.paragraph(step, { indent: 22 });
    out.cursor -= 6;
  });

  out.sectionHeading("Where the current form is published");
  out.paragraph(
    `The ${form.agency} revises ${form.shortName} regularly. Always use the current revision, published at:`,
  );
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

  out.paragraph(
    `Questions about completing ${form.shortName}? Call ${firm.name} at ${firm.phoneDisplay} or email ${firm.email}. We cannot complete this form on your behalf, but we are glad to explain it.`,
    { size: 9.5, color: palette.muted },
  );
  return out.save();
}
