import type { DataRecord } from "../schema-types";

/*
 * The records a PDF prints, typed from the schema as typegen generates it (src/gatsby-types.d.ts): the fields the
 * PDFs read (gatsby/pdfs.ts queries them), as GraphQL returns them or as data/ holds them (DataRecord).
 */

/** The parts of the firm identity (data/site/en/firm.json, SiteIdentity) a PDF prints. */
export type PdfFirm = Pick<Queries.SiteIdentity, "name" | "legalName" | "phoneDisplay" | "email"> & {
  readonly address: Pick<Queries.PostalAddress, "street" | "city" | "region" | "postalCode">;
};

/** A Checklist record (data/checklists/). */
export type PdfChecklist = DataRecord<
  Pick<Queries.Checklist, "key" | "title" | "description" | "pdfPath" | "sections">
>;

/** A section of a checklist; its `format` (ChecklistItemFormat) is checkbox when absent. */
export type PdfChecklistSection = PdfChecklist["sections"][number];

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
export type PdfFormNotice = DataRecord<
  Pick<
    Queries.NewEmployeeForm,
    "key" | "shortName" | "title" | "path" | "agency" | "officialUrl" | "summary" | "steps" | "notice"
  >
>;
