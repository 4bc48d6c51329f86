import { graphql } from "gatsby";
import { GatsbyImage } from "gatsby-plugin-image";
import { Slider } from "../../components/ui/slider";
import { imageOf } from "../../lib/image";
import type { PerView } from "../../lib/slider-breakpoints";
import * as styles from "./logo-carousel.module.css";
import { useText } from "../../hooks/use-text";
import { NewTabLink } from "../../components/ui/new-tab-link";

/** 2, 4 and 5 logos from 320, 768 and 1024 px. */
const logoPerView: PerView = [
  [0, 2],
  [768, 4],
  [1024, 5],
];

interface LogoCarouselProps {
  items: readonly Queries.LogoItemFieldsFragment[];
  /** Accessible name of the carousel, e.g. "Software we work with". */
  label: string;
  /** Make each logo a link to its `url`, opening in a new tab. */
  linked?: boolean;
}

/** A rotating row of logos (4 s per step) — tools on the home page, clients on /resources, partners on /community. */
export function LogoCarousel({ items, label, linked = false }: LogoCarouselProps) {
  const t = useText();
  return (
    <Slider label={label} itemName={t("slider.items.logo")} perView={logoPerView} gap={16} autoplaySpeed={4000}>
      {items.map((item) => {
        const image = imageOf(item.image);
        const logo = image ? (
          <GatsbyImage image={image} alt={linked ? "" : item.imageAlt} className={styles.image} />
        ) : null;
        return (
          <div key={item.image?.id ?? item.imageAlt} className={styles.logo}>
            {linked && item.url ? (
              <NewTabLink href={item.url} className={styles.link} textHidden>
                {logo}
                <span className="visually-hidden">{item.title ?? item.imageAlt}</span>
              </NewTabLink>
            ) : (
              logo
            )}
          </div>
        );
      })}
    </Slider>
  );
}

export const logoItemFields = graphql`
  fragment LogoItemFields on CarouselItem {
    group
    order
    imageAlt
    title
    url
    description
    image {
      id
      childImageSharp {
        gatsbyImageData(layout: CONSTRAINED, width: 240, formats: [AUTO, WEBP], placeholder: NONE)
      }
    }
  }
`;
