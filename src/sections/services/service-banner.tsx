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
      heading={page.banner.heading}
      subheading={page.banner.subheading}
      intro={page.banner.intro}
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
    slug
    navLabel
    metaTitle
    metaDescription
    category {
      title
      path
      services {
        slug
        order
        navLabel
      }
    }
    imageAlt
    banner {
      heading
      subheading
      intro
    }
    checklists {
      ...ServiceChecklistFields
    }
    askUs {
      heading
      text
    }
    mainImage: image {
      childImageSharp {
        gatsbyImageData(width: 880, formats: [AUTO, WEBP], quality: 70, breakpoints: [375, 600, 880])
      }
    }
    bannerImage: image {
      childImageSharp {
        gatsbyImageData(layout: FULL_WIDTH, formats: [AUTO, WEBP], quality: 65, breakpoints: [480, 960, 1440])
      }
    }
  }
`;
