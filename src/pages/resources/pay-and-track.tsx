import { graphql, type PageProps } from "gatsby";
import { PageRecordHead } from "../../components/layout/fixed-page-head";
import { deferredView } from "../../hydration/deferred-view";

/**
 * /resources/pay-and-track: the official tools clients look for (paying tax, tracking a refund, signing in to an
 * account), from data/client-tools/, grouped, each linking to the agency's own site; then who to call.
 */
export default deferredView<PageProps<Queries.PayAndTrackPageQuery>>(
  () =>
    import(
      /* webpackChunkName: "view---src-pages-resources-pay-and-track-tsx" */ "../../views/resources-pay-and-track"
    ),
);

export const Head = PageRecordHead;

export const query = graphql`
  query PayAndTrackPage($locale: String!) {
    edition(locale: $locale)
    pageContent(slug: { eq: "/resources/pay-and-track" }) {
      ...PageWithSectionsFields
    }
    allClientTool(sort: [{ group: ASC }, { order: ASC }]) {
      nodes {
        ...ClientToolFields
      }
    }
  }
`;
