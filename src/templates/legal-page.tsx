import { graphql, type HeadProps, type PageProps } from "gatsby";
import { FixedPageHead } from "../components/layout/fixed-page-head";
import { deferredView } from "../hydration/deferred-view";

/**
 * A legal page (/terms-and-conditions, /privacy-policy): one per record of data/legal-documents/, at its slug
 * (gatsby/page-routes.ts), with the title, meta and banner of the data/pages/ record of the same slug.
 */
export default deferredView<PageProps<Queries.LegalPageTemplateQuery>>(
  () => import(/* webpackChunkName: "view---src-templates-legal-page-tsx" */ "../views/legal-page"),
);

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
