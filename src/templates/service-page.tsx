import { graphql, type HeadProps, type PageProps } from "gatsby";
import { deferredView } from "../hydration/deferred-view";
import { Seo } from "../components/seo";
import { servicePagePath } from "../lib/routes";

/** Every ServicePage (see templateFiles in gatsby/page-routes.ts); its view is src/views/service-page.tsx. */
export default deferredView<PageProps<Queries.ServicePageTemplateQuery>>(
  () => import(/* webpackChunkName: "view---src-templates-service-page-tsx" */ "../views/service-page"),
);

export function Head({ data }: HeadProps<Queries.ServicePageTemplateQuery>) {
  const page = data.servicePage;
  if (!page) return null;
  return (
    <Seo
      title={page.metaTitle}
      description={page.metaDescription}
      pathname={servicePagePath(page.category, page.slug)}
    />
  );
}

export const query = graphql`
  query ServicePageTemplate($id: String!, $locale: String!) {
    edition(locale: $locale)
    servicePage(id: { eq: $id }) {
      ...ServicePageFields
      category {
        layout
      }
      tax {
        ...TaxServiceContentFields
      }
      accounting {
        ...AccountingServiceContentFields
      }
      advisory {
        ...AdvisoryServiceContentFields
      }
    }
  }
`;
