import { graphql, type PageProps } from "gatsby";
import { PageRecordHead } from "../components/layout/fixed-page-head";
import { deferredView } from "../hydration/deferred-view";

export default deferredView<PageProps<Queries.ContactPageQuery>>(
  () => import(/* webpackChunkName: "view---src-pages-contact-tsx" */ "../views/contact"),
);

export const Head = PageRecordHead;

export const query = graphql`
  query ContactPage($locale: String!) {
    edition(locale: $locale)
    pageContent(slug: { eq: "/contact" }) {
      ...PageWithSectionsFields
    }
  }
`;
