import { graphql } from "gatsby";
import { getImage } from "gatsby-plugin-image";
import { PageBanner } from "../../components/layout/page-banner";
import { ButtonLink } from "../../components/ui/button-link";
import { useText } from "../../hooks/use-text";

/** The banner of a service page: title as h1, sub-heading, intro and the page's illustration. */
export function ServicePageBanner({ page }: { page: Queries.ServicePageFieldsFragment }) {
  const t = useText();
  return (
    <PageBanner
      heading={page.banner.title}
      subheading={page.banner.subhead}
      intro={page.banner.subtitle}
      image={getImage(page.bannerImage.childImageSharp?.gatsbyImageData ?? null)}
      imageAlt=""
    >
      <ButtonLink to="/contact">{t("common.getFreeQuote")}</ButtonLink>
    </PageBanner>
  );
}

export const servicePageFields = graphql`
  fragment ServicePageFields on ServicePage {
    id
    mainId
    slug
    navLabel
    metaTitle
    metaDescription
    imgAlt
    banner {
      title
      subhead
      subtitle
    }
    mainImage: img {
      childImageSharp {
        gatsbyImageData(width: 880, formats: [AUTO, WEBP], quality: 70, breakpoints: [375, 600, 880])
      }
    }
    bannerImage: img {
      childImageSharp {
        gatsbyImageData(layout: FULL_WIDTH, formats: [AUTO, WEBP, AVIF], quality: 65, breakpoints: [480, 960, 1440])
      }
    }
  }
`;
