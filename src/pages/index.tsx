import { graphql, type PageProps } from "gatsby";
import { PageRecordHead } from "../components/layout/fixed-page-head";
import { deferredView } from "../hydration/deferred-view";

export default deferredView<PageProps<Queries.HomePageQuery>>(
  () => import(/* webpackChunkName: "view---src-pages-index-tsx" */ "../views/home"),
);

export const Head = PageRecordHead;

export const query = graphql`
  query HomePage($locale: String!) {
    edition(locale: $locale)
    pageContent(slug: { eq: "/" }) {
      ...PageWithSectionsFields
    }
    slides: allPageSection(filter: { key: { in: ["home-slide-2", "home-slide-3"] } }, sort: { key: ASC }) {
      nodes {
        ...PageSectionFields
        image {
          ...FullWidthBannerImage
        }
      }
    }
    features: allPageSection(filter: { key: { in: ["home-about", "home-community"] } }, sort: { order: ASC }) {
      nodes {
        ...PageSectionFields
        image {
          childImageSharp {
            gatsbyImageData(layout: CONSTRAINED, width: 600, aspectRatio: 1.333, formats: [AUTO, WEBP])
          }
        }
      }
    }
    tools: allCarouselItem(filter: { group: { eq: tools } }, sort: { order: ASC }) {
      nodes {
        ...LogoItemFields
      }
    }
    statistics: allStatistic(filter: { group: { eq: highlights } }, sort: { order: ASC }) {
      nodes {
        ...StatisticFields
      }
    }
    serviceCards: allServiceCard(filter: { group: { eq: home } }, sort: { order: ASC }) {
      nodes {
        ...ServiceCardFields
      }
    }
    sectors: allSector(sort: { order: ASC }) {
      nodes {
        ...SectorCardFields
      }
    }
    team: allTeamMember(sort: { order: ASC }, limit: 4) {
      nodes {
        ...TeamMemberFields
      }
    }
    values: allValueCard(filter: { group: { eq: core_values } }, sort: { order: ASC }) {
      nodes {
        ...ValueCardFields
      }
    }
    testimonials: allTestimonial(filter: { kind: { eq: short } }, sort: { order: ASC }) {
      nodes {
        ...TestimonialFields
      }
    }
  }
`;
