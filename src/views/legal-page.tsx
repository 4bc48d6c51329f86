import type { PageProps } from "gatsby";
import { FixedPage } from "../components/layout/fixed-page";
import { LegalDocument } from "../sections/legal/legal-document";

/**
 * A legal page (/terms-and-conditions, /privacy-policy): one per record of data/legal-documents/, at its slug
 * (gatsby/page-routes.ts), with the title, meta and banner of the data/pages/ record of the same slug.
 */
export default function LegalView({ data }: PageProps<Queries.LegalPageTemplateQuery>) {
  if (!data.legalDocument) throw new Error("Missing LegalDocument record");
  return (
    <FixedPage page={data.legalDocument.page}>
      <LegalDocument document={data.legalDocument} />
    </FixedPage>
  );
}
