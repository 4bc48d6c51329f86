import fs from "node:fs";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import type { Dictionary } from "../src/lib/interface-text";
import { LOCALES, localizedPath, type Locale } from "../src/lib/locale";
import {
  buildSitePdfs,
  pdfWords,
  type GeneratedPdf,
  type PdfChecklist,
  type PdfFirm,
  type PdfFormNotice,
} from "../src/lib/pdf";
import { inEdition } from "./edition-records";
import { dictionaries } from "./dictionaries";

interface PdfSources {
  allChecklist: { nodes: PdfChecklist[] };
  allNewEmployeeForm: { nodes: PdfFormNotice[] };
  siteIdentity: PdfFirm | null;
}

export type PostBuildArgs = Parameters<NonNullable<GatsbyNode["onPostBuild"]>>[0];

/** The PDFs of one edition: its records and dictionary, written at the edition's paths. */
interface PdfEdition {
  locale: Locale;
  checklists: readonly PdfChecklist[];
  forms: readonly PdfFormNotice[];
  dictionary: Dictionary;
}

/**
 * Writes the downloadable PDFs (organizer, checklists, W-4 and I-9 notices)
 * into public/ from the same records the pages show, in English and again in
 * Spanish under public/es/ (the Spanish records of data/<collection>/es/ and the words of
 * data/interface/es.json). A file of the same name in static/ (an official
 * form; static/es/ for the Spanish edition) wins and is left as Gatsby copied it.
 */
export async function writePdfs({ graphql, reporter, store }: PostBuildArgs): Promise<void> {
  const result = await graphql<PdfSources>(`
    query PdfSources {
      allChecklist(sort: { order: ASC }) {
        nodes {
          key
          title
          description
          pdfPath
          sections {
            heading
            format
            note
            items
          }
        }
      }
      allNewEmployeeForm(sort: { order: ASC }) {
        nodes {
          key
          shortName
          title
          path
          agency
          officialUrl
          summary
          steps
          notice {
            subject
            disclaimer
            stepsHeading
            publishedHeading
            publishedIntro
            questions
          }
        }
      }
      siteIdentity {
        name
        legalName
        phoneDisplay
        email
        address {
          street
          city
          region
          postalCode
        }
      }
    }
  `);
  if (result.errors || !result.data?.siteIdentity) {
    reporter.panicOnBuild(
      "Could not load the checklists, new-employee forms and firm identity for the PDFs",
      result.errors,
    );
    return;
  }
  const { directory } = store.getState().program as { directory: string };
  const staticDir = path.join(directory, "static");
  const publicDir = path.join(directory, "public");
  const logoPng = new Uint8Array(fs.readFileSync(path.join(directory, "data/images/brand/logo-mark-512.png")));
  const firm = result.data.siteIdentity;
  const { allChecklist, allNewEmployeeForm } = result.data;
  const editions: PdfEdition[] = LOCALES.map((locale) => ({
    locale,
    checklists: inEdition(allChecklist.nodes, locale, "checklists"),
    forms: inEdition(allNewEmployeeForm.nodes, locale, "new-employee-forms"),
    dictionary: dictionaries[locale],
  }));
  for (const edition of editions) {
    const at = (file: string) => localizedPath(file, edition.locale);
    const official = new Set(
      edition.forms.map((form) => form.path).filter((file) => fs.existsSync(path.join(staticDir, at(file)))),
    );
    // The documents' fixed words (header, page numbers, Yes / No, closing line) from the edition's dictionary.
    const words = pdfWords(firm, edition.dictionary);
    const pdfs: GeneratedPdf[] = await buildSitePdfs(
      edition.checklists,
      edition.forms,
      firm,
      { logoPng },
      official,
      words,
    );
    fs.mkdirSync(path.join(publicDir, at("/")), { recursive: true });
    await Promise.all(pdfs.map((pdf) => fs.promises.writeFile(path.join(publicDir, at(pdf.path)), pdf.bytes)));
    reporter.info(
      `Wrote ${pdfs.length} PDFs: ${pdfs.map((pdf) => at(pdf.path)).join(", ")}` +
        (official.size ? ` (kept official ${[...official].map(at).join(", ")} from static/)` : ""),
    );
  }
}
