import { graphql, type PageProps } from "gatsby";
import { PageRecordHead } from "../../components/layout/fixed-page-head";
import { deferredView } from "../../hydration/deferred-view";

export default deferredView<PageProps<Queries.ServicesPageQuery>>(
  () => import(/* webpackChunkName: "view---src-pages-services-index-tsx" */ "../../views/services"),
);

export const Head = PageRecordHead;

export const query = graphql`
  query ServicesPage($locale: String!) {
    edition(locale: $locale)
    pageContent(slug: { eq: "/services" }) {
      ...PageContentFields
      cta {
        ...PageCtaFields
      }
    }
    allServiceCategory(sort: { order: ASC }) {
      nodes {
        ...ServiceCategoryCards
        summary
        listHeading
      }
    }
  }
`;
