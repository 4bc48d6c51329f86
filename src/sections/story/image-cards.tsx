import { graphql } from "gatsby";
import { Link } from "../../components/ui/link";
import { imageOf } from "../../lib/image";
import { FileImage } from "../../components/ui/file-image";
import * as styles from "./image-cards.module.css";

export interface ImageCard {
  key: string;
  title: string;
  description: string;
  imageAlt: string;
  image: Parameters<typeof imageOf>[0];
}

interface ImageCardsProps {
  items: readonly ImageCard[];
  /** Every card's title links here, e.g. "/industries" for the home page's sectors. */
  linkTo?: string;
  /** Four columns on wide screens instead of three. */
  compact?: boolean;
}

/** A grid of illustrated cards: the industries of /industries and the sectors of the home page. */
export function ImageCards({ items, linkTo, compact = false }: ImageCardsProps) {
  return (
    <ul className={compact ? `${styles.grid} ${styles.compact}` : styles.grid}>
      {items.map((item) => (
        <li key={item.key} className={styles.card}>
          <FileImage file={item.image} alt={item.imageAlt} className={styles.image} />
          <div className={styles.body}>
            <h3 className={styles.title}>
              {linkTo ? (
                <Link to={linkTo} className={styles.link}>
                  {item.title}
                </Link>
              ) : (
                item.title
              )}
            </h3>
            <p className={styles.description}>{item.description}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}

export const imageCardFields = graphql`
  fragment IndustryCardFields on Industry {
    key
    title
    description
    imageAlt
    image {
      childImageSharp {
        gatsbyImageData(layout: CONSTRAINED, width: 400, aspectRatio: 1.43, formats: [AUTO, WEBP])
      }
    }
  }
  fragment SectorCardFields on Sector {
    key
    title
    description
    imageAlt
    image {
      childImageSharp {
        gatsbyImageData(layout: CONSTRAINED, width: 320, aspectRatio: 1.43, formats: [AUTO, WEBP])
      }
    }
  }
`;
