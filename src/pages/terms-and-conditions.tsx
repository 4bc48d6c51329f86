import { graphql, type PageProps } from "gatsby";
import { FixedPage, PageRecordHead } from "../components/layout/fixed-page";
import { LegalDocument } from "../sections/legal/legal-document";

export default function TermsPage({ data }: PageProps<Queries.TermsPageQuery>) {
  if (!data.legalDocument) throw new Error("data/legal-documents.json has no /terms-and-conditions record");
  return (
    <FixedPage page={data.pageContent}>
      <LegalDocument document={data.legalDocument} />
    </FixedPage>
  );
}

export const Head = PageRecordHead;

export const query = graphql`
  query TermsPage($locale: String = "en") {
    edition(locale: $locale)
    pageContent(slug: { eq: "/terms-and-conditions" }) {
      ...PageContentFields
    }
    legalDocument(slug: { eq: "/terms-and-conditions" }) {
      ...LegalDocumentFields
    }
  }
`;
