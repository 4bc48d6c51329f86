import { graphql, type HeadProps, type PageProps } from "gatsby";
import { FixedPage, FixedPageHead } from "../components/layout/fixed-page";
import { LegalDocument } from "../sections/legal/legal-document";

/**
 * A legal page (/terms-and-conditions, /privacy-policy): one per record of data/legal-documents/, at its slug
 * (gatsby/page-routes.ts), with the title, meta and banner of the data/pages/ record of the same slug.
 */
export default function LegalPageTemplate({ data }: PageProps<Queries.LegalPageTemplateQuery>) {
  if (!data.legalDocument) throw new Error("Missing LegalDocument record");
  return (
    <FixedPage page={data.legalDocument.page}>
      <LegalDocument document={data.legalDocument} />
    </FixedPage>
  );
}

export function Head({ data }: HeadProps<Queries.LegalPageTemplateQuery>) {
  return <FixedPageHead page={data.legalDocument?.page ?? null} />;
}

export const query = graphql`
  query LegalPageTemplate($id: String!, $locale: String!) {
    edition(locale: $locale)
    legalDocument(id: { eq: $id }) {
      page {
        ...PageContentFields
      }
      ...LegalDocumentFields
    }
  }
`;
