import { graphql } from "gatsby";
import { ButtonLink } from "../../components/ui/button-link";
import { FileImage } from "../../components/ui/file-image";
import * as styles from "./service-cards.module.css";
import { TitledText } from "../../components/ui/titled-text";

/** The three service areas, each with an illustration, a summary and a link to its category page. */
export function ServiceCards({ items }: { items: readonly Queries.ServiceCardFieldsFragment[] }) {
  return (
    <ul className={styles.grid}>
      {items.map((item) => (
        <li key={item.key} className={styles.card}>
          <FileImage file={item.image} alt={item.imageAlt} className={styles.image} />
          <div className={styles.body}>
            <TitledText item={item} />
            <ButtonLink to={item.category.path} variant="outline" className={styles.button}>
              {item.buttonLabel}
            </ButtonLink>
          </div>
        </li>
      ))}
    </ul>
  );
}

export const serviceCardFields = graphql`
  fragment ServiceCardFields on ServiceCard {
    key
    group
    order
    title
    description
    category {
      path
    }
    buttonLabel
    imageAlt
    image {
      childImageSharp {
        gatsbyImageData(layout: CONSTRAINED, width: 420, aspectRatio: 1.5, formats: [AUTO, WEBP])
      }
    }
  }
`;
