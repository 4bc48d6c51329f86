import { graphql, type HeadProps, type PageProps } from "gatsby";
import { FixedPageHead } from "../components/layout/fixed-page-head";
import { deferredView } from "../hydration/deferred-view";

/**
 * The page of a service category, at its path (e.g. /services/taxes): banner and meta from its linked
 * data/pages/ record (ServiceCategory.page), the rest from the ServiceCategory record and its services.
 */
export default deferredView<PageProps<Queries.ServiceCategoryPageQuery>>(
  () =>
    import(/* webpackChunkName: "view---src-templates-service-category-page-tsx" */ "../views/service-category-page"),
);

export function Head({ data }: HeadProps<Queries.ServiceCategoryPageQuery>) {
  return <FixedPageHead page={data.serviceCategory?.page ?? null} />;
}

export const query = graphql`
  query ServiceCategoryPage($id: String!, $locale: String!) {
    edition(locale: $locale)
    serviceCategory(id: { eq: $id }) {
      page {
        ...PageContentFields
      }
      ...ServiceCategoryCopy
      ...ServiceCategoryCards
      listLabel
    }
  }
`;
