import { graphql, type PageProps } from "gatsby";
import { PageRecordHead } from "../components/layout/fixed-page-head";
import { deferredView } from "../hydration/deferred-view";

export default deferredView<PageProps<Queries.NotFoundPageQuery>>(
  () => import(/* webpackChunkName: "view---src-pages-404-tsx" */ "../views/404"),
);

export const Head = PageRecordHead;

export const query = graphql`
  query NotFoundPage($locale: String!) {
    edition(locale: $locale)
    pageContent(slug: { eq: "/404" }) {
      ...PageContentFields
    }
  }
`;
