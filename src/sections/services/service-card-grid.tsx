import { graphql, Link } from "gatsby";
import { GatsbyImage, getImage } from "gatsby-plugin-image";
import { ArrowRight } from "lucide-react";
import type { ServiceLayout } from "../../lib/routes";
import { servicePagePath } from "../../lib/routes";
import * as styles from "./service-card-grid.module.css";
import { useText } from "../../hooks/use-text";

interface ServiceCardGridProps {
  layout: ServiceLayout;
  /** The service records of one layout, in order. */
  services: readonly Queries.ServicePageCardFieldsFragment[];
  /** Accessible name of the list, e.g. "Tax services". */
  label: string;
}

/** One card per service page (image, title, description), each linking to its page. */
export function ServiceCardGrid({ layout, services, label }: ServiceCardGridProps) {
  const t = useText();
  return (
    <ul className={styles.grid} aria-label={label}>
      {services.map((service) => {
        const image = getImage(service.cardImage.childImageSharp?.gatsbyImageData ?? null);
        const to = servicePagePath(layout, service.slug);
        return (
          <li key={service.slug} className={styles.card}>
            {image ? <GatsbyImage image={image} alt={service.imgAlt} className={styles.image} /> : null}
            <div className={styles.body}>
              <h3 className={styles.title}>
                <Link to={to} className={styles.link}>
                  {service.cardTitle}
                </Link>
              </h3>
              <p className={styles.description}>{service.cardDescription}</p>
              <span className={styles.more} aria-hidden="true">
                {t("common.learnMore")} <ArrowRight size={16} />
              </span>
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
    cardTitle
    cardDescription
    imgAlt
    cardImage: img {
      childImageSharp {
        gatsbyImageData(width: 400, aspectRatio: 1.5, formats: [AUTO, WEBP], quality: 65)
      }
    }
  }
`;
