import fs from "node:fs";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { buildSitePdfs, pdfWords, type PdfChecklist, type PdfFirm, type PdfFormNotice } from "../src/lib/pdf";

interface PdfSources {
  allChecklist: { nodes: PdfChecklist[] };
  allNewEmployeeForm: { nodes: PdfFormNotice[] };
  siteIdentity: PdfFirm | null;
}

export type PostBuildArgs = Parameters<NonNullable<GatsbyNode["onPostBuild"]>>[0];

/**
 * Writes the downloadable PDFs (organizer, checklists, W-4 and I-9 notices)
 * into public/ from the same records the pages show. A file of the same name
 * in static/ (an official form) wins and is left as Gatsby copied it.
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
  const forms = result.data.allNewEmployeeForm.nodes;
  const official = new Set(forms.map((form) => form.path).filter((file) => fs.existsSync(path.join(staticDir, file))));
  const logoPng = new Uint8Array(fs.readFileSync(path.join(directory, "data/images/brand/logo-mark-512.png")));
  const firm = result.data.siteIdentity;
  // The documents' fixed words (header, page numbers, Yes / No, closing line) from data/interface/en.json.
  const words = pdfWords(firm);
  const pdfs = await buildSitePdfs(result.data.allChecklist.nodes, forms, firm, { logoPng }, official, words);
  await Promise.all(pdfs.map((pdf) => fs.promises.writeFile(path.join(publicDir, pdf.path), pdf.bytes)));
  reporter.info(
    `Wrote ${pdfs.length} PDFs: ${pdfs.map((pdf) => pdf.path).join(", ")}` +
      (official.size ? ` (kept official ${[...official].join(", ")} from static/)` : ""),
  );
}
