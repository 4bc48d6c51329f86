import { graphql, type PageProps } from "gatsby";
import { PageRecordHead } from "../components/layout/fixed-page-head";
import { deferredView } from "../hydration/deferred-view";

export default deferredView<PageProps<Queries.CategoriesPageQuery>>(
  () => import(/* webpackChunkName: "view---src-pages-categories-tsx" */ "../views/categories"),
);

export const Head = PageRecordHead;

export const query = graphql`
  query CategoriesPage($locale: String!) {
    edition(locale: $locale)
    pageContent(slug: { eq: "/categories" }) {
      ...PageContentFields
    }
    allServiceCategory(sort: { order: ASC }) {
      nodes {
        title
        path
        order
        summary
        services {
          slug
          order
          cardTitle
          cardDescription
        }
      }
    }
  }
`;
