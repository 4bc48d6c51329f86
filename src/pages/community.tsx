import { graphql, type PageProps } from "gatsby";
import { PageRecordHead } from "../components/layout/fixed-page-head";
import { deferredView } from "../hydration/deferred-view";

export default deferredView<PageProps<Queries.CommunityPageQuery>>(
  () => import(/* webpackChunkName: "view---src-pages-community-tsx" */ "../views/community"),
);

export const Head = PageRecordHead;

export const query = graphql`
  query CommunityPage($locale: String!) {
    edition(locale: $locale)
    pageContent(slug: { eq: "/community" }) {
      ...PageWithSectionsFields
    }
    partners: allCarouselItem(filter: { group: { eq: partners } }, sort: { order: ASC }) {
      nodes {
        ...LogoItemFields
      }
    }
    causes: allCause(sort: { order: ASC }) {
      nodes {
        ...CauseFields
      }
    }
    counters: allStatistic(filter: { group: { eq: community } }, sort: { order: ASC }) {
      nodes {
        ...StatisticFields
      }
    }
    awards: allCarouselItem(filter: { group: { eq: awards } }, sort: { order: ASC }) {
      nodes {
        ...AwardItemFields
      }
    }
    gallery: allCarouselItem(filter: { group: { eq: gallery } }, sort: { order: ASC }) {
      nodes {
        ...GalleryItemFields
      }
    }
  }
`;
