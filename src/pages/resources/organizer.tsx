import { graphql, type PageProps } from "gatsby";
import { PageRecordHead } from "../../components/layout/fixed-page-head";
import { deferredView } from "../../hydration/deferred-view";

/**
 * /resources/organizer: the tax-season organizer. A client answers questions about their year
 * (data/organizer-questions/) and keeps their own list of documents to gather (data/organizer-documents/), grouped by
 * topic (data/organizer-topics/), dated by the tax deadline rules the calendar uses.
 */
export default deferredView<PageProps<Queries.OrganizerPageQuery>>(
  () => import(/* webpackChunkName: "view---src-pages-resources-organizer-tsx" */ "../../views/resources-organizer"),
);

export const Head = PageRecordHead;

export const query = graphql`
  query OrganizerPage($locale: String!) {
    edition(locale: $locale)
    pageContent(slug: { eq: "/resources/organizer" }) {
      ...PageWithSectionsFields
    }
    organizerTaxYear
    allOrganizerTopic(sort: { order: ASC }) {
      nodes {
        key
        title
      }
    }
    allOrganizerQuestion(sort: { order: ASC }) {
      nodes {
        ...OrganizerQuestionFields
      }
    }
    allOrganizerDocument(sort: { order: ASC }) {
      nodes {
        ...OrganizerDocumentFields
      }
    }
  }
`;
