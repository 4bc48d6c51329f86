import { graphql, type HeadProps, type PageProps } from "gatsby";
import { FixedPage, FixedPageHead } from "../components/layout/fixed-page";
import { LegalDocument } from "../sections/legal/legal-document";

export default function PrivacyPolicyPage({ data }: PageProps<Queries.PrivacyPolicyPageQuery>) {
  if (!data.legalDocument) throw new Error("data/legal-documents.json has no /privacy-policy record");
  return (
    <FixedPage page={data.pageContent}>
      <LegalDocument document={data.legalDocument} />
    </FixedPage>
  );
}

export function Head({ data }: HeadProps<Queries.PrivacyPolicyPageQuery>) {
  return <FixedPageHead page={data.pageContent} />;
}

export const query = graphql`
  query PrivacyPolicyPage {
    pageContent(slug: { eq: "/privacy-policy" }) {
      ...PageContentFields
    }
    legalDocument(slug: { eq: "/privacy-policy" }) {
      ...LegalDocumentFields
    }
  }
`;
