import { graphql, type HeadProps, type PageProps } from "gatsby";
import { FixedPageHead } from "../components/layout/fixed-page-head";
import { useFirm } from "../hooks/use-firm";
import { accountingService } from "../lib/structured-data/firm";
import { deferredView } from "../hydration/deferred-view";

export default deferredView<PageProps<Queries.HomePageQuery>>(
  () => import(/* webpackChunkName: "view---src-pages-index-tsx" */ "../views/home"),
);

/** The home page's head: the page, and the firm as an AccountingService (no breadcrumbs at the root). */
export function Head({ data }: HeadProps<Queries.HomePageQuery>) {
  const firm = useFirm();
  return (
    <FixedPageHead
      page={data.pageContent}
      structuredData={({ siteUrl, shareImage }) => [accountingService(firm, siteUrl, shareImage)]}
    />
  );
}

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
