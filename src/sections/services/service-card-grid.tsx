import { graphql } from "gatsby";
import { Link } from "../../components/ui/link";
import { GatsbyImage, getImage } from "gatsby-plugin-image";
import { MoreCue } from "../../components/ui/more-cue";
import type { WithPath } from "../../lib/service-index";
import * as styles from "./service-card-grid.module.css";
import { useText } from "../../hooks/use-text";

interface ServiceCardGridProps {
  /** The services of one category, in order, with their routes (from `buildServiceIndex`). */
  services: readonly WithPath<Queries.ServicePageCardFieldsFragment>[];
  /** Accessible name of the list, e.g. "Tax services". */
  label: string;
}

/** One card per service page (image, title, description), each linking to its page. */
export function ServiceCardGrid({ services, label }: ServiceCardGridProps) {
  const t = useText();
  return (
    <ul className={styles.grid} aria-label={label}>
      {services.map((service) => {
        const image = getImage(service.cardImage.childImageSharp?.gatsbyImageData ?? null);
        return (
          <li key={service.slug} className={styles.card}>
            {image ? <GatsbyImage image={image} alt={service.imageAlt} className={styles.image} /> : null}
            <div className={styles.body}>
              <h3 className={styles.title}>
                <Link to={service.path} className={styles.link}>
                  {service.cardTitle}
                </Link>
              </h3>
              <p className={styles.description}>{service.cardDescription}</p>
              <MoreCue label={t("common.learnMore")} className={styles.more} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}

export const serviceCardFields = graphql`
  fragment ServicePageCardFields on ServicePage {
    slug
    order
    cardTitle
    cardDescription
    imageAlt
    cardImage: image {
      childImageSharp {
        gatsbyImageData(width: 400, aspectRatio: 1.5, formats: [AUTO, WEBP], quality: 65)
      }
    }
  }
`;

/** A category with its services as cards: what /services and the category pages ask for. */
export const serviceCategoryCardsFields = graphql`
  fragment ServiceCategoryCards on ServiceCategory {
    key
    title
    path
    order
    services {
      ...ServicePageCardFields
    }
  }
`;
