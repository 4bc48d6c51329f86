import { graphql, type PageProps } from "gatsby";
import { PageRecordHead } from "../components/layout/fixed-page-head";
import { deferredView } from "../hydration/deferred-view";

export default deferredView<PageProps<Queries.CareersPageQuery>>(
  () => import(/* webpackChunkName: "view---src-pages-careers-tsx" */ "../views/careers"),
);

export const Head = PageRecordHead;

export const query = graphql`
  query CareersPage($locale: String!) {
    edition(locale: $locale)
    pageContent(slug: { eq: "/careers" }) {
      ...PageContentFields
    }
    careersPageContent {
      benefitsHeading
      benefitsIntro
      benefits {
        key
        icon
        title
        description
      }
      positionsHeading
      positionsIntro
      processHeading
      processIntro
      steps {
        key
        title
        description
      }
      contactHeading
      contactText
      contactLabel
    }
    allCareer(sort: { order: ASC }) {
      nodes {
        slug
        title
        description
        employmentSummary
      }
    }
  }
`;
