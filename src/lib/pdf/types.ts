/** The parts of the firm identity (data/site/en/firm.json) a PDF prints. */
export interface PdfFirm {
  name: string;
  legalName: string;
  phoneDisplay: string;
  email: string;
  address: { street: string; city: string; region: string; postalCode: string };
}

export interface PdfChecklistSection {
  heading: string;
  /** checkbox (default), field (fillable text field) or yesno (Yes / No choice). */
  format?: string | null;
  note?: string | null;
  items: readonly string[];
}

/** A Checklist record (data/checklists/). */
export interface PdfChecklist {
  key: string;
  title: string;
  description: string;
  pdfPath?: string | null;
  sections: readonly PdfChecklistSection[];
}

export interface BrandAssets {
  /** PNG bytes of the logo mark (data/images/brand/logo-mark-512.png); a drawn mark is used without it. */
  logoPng?: Uint8Array;
  /** Fixed creation date, so a rebuild of unchanged data yields the same document date. */
  date?: Date;
}

export interface GeneratedPdf {
  path: string;
  title: string;
  bytes: Uint8Array;
}

/** A NewEmployeeForm record (data/new-employee-forms/): the W-4 or I-9 notice. */
export interface PdfFormNotice {
  key: string;
  shortName: string;
  title: string;
  path: string;
  agency: string;
  officialUrl: string;
  summary: string;
  steps: readonly string[];
  notice: {
    subject: string;
    disclaimer: string;
    stepsHeading: string;
    publishedHeading: string;
    publishedIntro: string;
    questions: string;
  };
}
