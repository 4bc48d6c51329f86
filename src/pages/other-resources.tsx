import { graphql, type PageProps } from "gatsby";
import { PageRecordHead } from "../components/layout/fixed-page-head";
import { deferredView } from "../hydration/deferred-view";

export default deferredView<PageProps<Queries.OtherResourcesPageQuery>>(
  () => import(/* webpackChunkName: "view---src-pages-other-resources-tsx" */ "../views/other-resources"),
);

export const Head = PageRecordHead;

export const query = graphql`
  query OtherResourcesPage($locale: String!) {
    edition(locale: $locale)
    pageContent(slug: { eq: "/other-resources" }) {
      ...PageWithSectionsFields
    }
    allChecklist(filter: { group: { eq: "other-resources" } }, sort: { order: ASC }) {
      nodes {
        key
        title
        description
        pdfPath
        sections {
          heading
        }
      }
    }
  }
`;
