import { graphql, type PageProps } from "gatsby";
import { FixedPage, PageRecordHead } from "../components/layout/fixed-page";
import { LegalDocument } from "../sections/legal/legal-document";

export default function PrivacyPolicyPage({ data }: PageProps<Queries.PrivacyPolicyPageQuery>) {
  if (!data.legalDocument) throw new Error("data/legal-documents.json has no /privacy-policy record");
  return (
    <FixedPage page={data.pageContent}>
      <LegalDocument document={data.legalDocument} />
    </FixedPage>
  );
}

export const Head = PageRecordHead;

export const query = graphql`
  query PrivacyPolicyPage($locale: String = "en") {
    edition(locale: $locale)
    pageContent(slug: { eq: "/privacy-policy" }) {
      ...PageContentFields
    }
    legalDocument(slug: { eq: "/privacy-policy" }) {
      ...LegalDocumentFields
    }
  }
`;
