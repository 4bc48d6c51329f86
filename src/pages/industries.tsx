import { graphql, type PageProps } from "gatsby";
import { PageRecordHead } from "../components/layout/fixed-page-head";
import { deferredView } from "../hydration/deferred-view";

export default deferredView<PageProps<Queries.IndustriesPageQuery>>(
  () => import(/* webpackChunkName: "view---src-pages-industries-tsx" */ "../views/industries"),
);

export const Head = PageRecordHead;

export const query = graphql`
  query IndustriesPage($locale: String!) {
    edition(locale: $locale)
    pageContent(slug: { eq: "/industries" }) {
      ...PageWithSectionsFields
    }
    industries: allIndustry(sort: { order: ASC }) {
      nodes {
        ...IndustryCardFields
      }
    }
    whyChooseUs: allValueCard(filter: { group: { eq: why_choose_us } }, sort: { order: ASC }) {
      nodes {
        ...ValueCardFields
      }
    }
    testimonials: allTestimonial(filter: { kind: { eq: long } }, sort: { order: ASC }) {
      nodes {
        ...TestimonialFields
      }
    }
  }
`;
