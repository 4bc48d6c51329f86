import { graphql, type PageProps } from "gatsby";
import { PageRecordHead } from "../components/layout/fixed-page-head";
import { deferredView } from "../hydration/deferred-view";

export default deferredView<PageProps<Queries.SearchPageQuery>>(
  () => import(/* webpackChunkName: "view---src-pages-search-tsx" */ "../views/search"),
);

export const Head = PageRecordHead;

export const query = graphql`
  query SearchPage($locale: String!) {
    edition(locale: $locale)
    pageContent(slug: { eq: "/search" }) {
      ...PageContentFields
    }
    allSearchSuggestion(sort: { order: ASC }) {
      nodes {
        to
        label
        description
      }
    }
  }
`;
