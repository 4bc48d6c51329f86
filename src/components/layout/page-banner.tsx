import type { ReactNode } from "react";

import { graphql } from "gatsby";
import { GatsbyImage, getImage, type IGatsbyImageData } from "gatsby-plugin-image";
import * as styles from "./page-banner.module.css";

interface PageBannerProps {
  heading: string;
  subheading?: string | null;
  /** The introductory paragraph shown under the heading. */
  intro?: string | null;
  image: IGatsbyImageData | undefined;
  imageAlt: string;
  /** Calls to action under the intro. */
  children?: ReactNode;
}

/** The banner every page opens with: illustration, the page's h1, its sub-heading and intro. */
export function PageBanner({ heading, subheading, intro, image, imageAlt, children }: PageBannerProps) {
  return (
    <section className={styles.banner} aria-labelledby="page-heading">
      {image ? (
        <GatsbyImage
          image={image}
          alt={imageAlt}
          className={styles.image}
          loading="eager"
          fetchPriority="high"
          objectFit="cover"
        />
      ) : null}
      <div className={styles.shade} />
      <div className={styles.content}>
        {subheading ? <p className={styles.eyebrow}>{subheading}</p> : null}
        <h1 id="page-heading" className={styles.heading}>
          {heading}
        </h1>
        {intro ? <p className={styles.intro}>{intro}</p> : null}
        {children ? <div className={styles.actions}>{children}</div> : null}
      </div>
    </section>
  );
}

/** PageBanner props from a PageContent record (data/pages/). */
export function bannerProps(page: Queries.PageContentFieldsFragment) {
  return {
    heading: page.banner.heading,
    subheading: page.banner.subheading,
    intro: page.intro,
    image: getImage(page.banner.image.childImageSharp?.gatsbyImageData ?? null),
    imageAlt: page.banner.imageAlt,
  };
}

export const pageContentFields = graphql`
  fragment PageContentFields on PageContent {
    slug
    title
    metaDescription
    intro
    bannerCta {
      label
      to
    }
    banner {
      heading
      subheading
      imageAlt
      image {
        ...FullWidthBannerImage
      }
    }
  }
`;

/** The photograph of a full-width banner: the page banners and the home page's slides. */
export const fullWidthBannerImage = graphql`
  fragment FullWidthBannerImage on File {
    childImageSharp {
      gatsbyImageData(layout: FULL_WIDTH, formats: [AUTO, WEBP], quality: 70, breakpoints: [480, 960, 1440, 1920])
    }
  }
`;
