import { graphql, type PageProps } from "gatsby";
import { PageRecordHead } from "../components/layout/fixed-page-head";
import { deferredView } from "../hydration/deferred-view";

export default deferredView<PageProps<Queries.AboutPageQuery>>(
  () => import(/* webpackChunkName: "view---src-pages-about-tsx" */ "../views/about"),
);

export const Head = PageRecordHead;

export const query = graphql`
  query AboutPage($locale: String!) {
    edition(locale: $locale)
    pageContent(slug: { eq: "/about" }) {
      ...PageWithSectionsFields
    }
    values: allValueCard(filter: { group: { in: [about_values, core_values] } }, sort: { order: ASC }) {
      nodes {
        ...ValueCardFields
      }
    }
    timeline: allTimelineItem(sort: { order: ASC }) {
      nodes {
        ...TimelineItemFields
      }
    }
    statistics: allStatistic(filter: { group: { eq: highlights } }, sort: { order: ASC }) {
      nodes {
        ...StatisticFields
      }
    }
    team: allTeamMember(sort: { order: ASC }) {
      nodes {
        ...TeamMemberFields
      }
    }
    testimonials: allTestimonial(filter: { kind: { eq: short } }, sort: { order: ASC }) {
      nodes {
        ...TestimonialFields
      }
    }
  }
`;
