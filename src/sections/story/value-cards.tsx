import { graphql } from "gatsby";
import { FileImage } from "../../components/ui/file-image";
import { TitledText } from "../../components/ui/titled-text";
import * as styles from "./value-cards.module.css";

/** Value, core value and why-choose-us boxes: an icon, a title and a short description. */
export function ValueCards({ items }: { items: readonly Queries.ValueCardFieldsFragment[] }) {
  return (
    <ul className={styles.grid}>
      {items.map((item) => (
        <li key={item.key} className={styles.card}>
          <FileImage file={item.image} alt={item.imageAlt} className={styles.icon} />
          <TitledText item={item} titleClassName={styles.title} descriptionClassName={styles.description} />
        </li>
      ))}
    </ul>
  );
}

export const valueCardFields = graphql`
  fragment ValueCardFields on ValueCard {
    key
    group
    order
    title
    description
    imageAlt
    image {
      childImageSharp {
        gatsbyImageData(layout: FIXED, width: 72, height: 72, formats: [AUTO, WEBP], placeholder: NONE)
      }
    }
  }
`;
