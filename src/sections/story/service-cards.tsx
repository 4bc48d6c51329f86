import { graphql } from "gatsby";
import { GatsbyImage } from "gatsby-plugin-image";
import { ButtonLink } from "../../components/ui/button-link";
import { imageOf } from "../../lib/image";
import * as styles from "./service-cards.module.css";

/** The three service areas, each with an illustration, a summary and a link to its category page. */
export function ServiceCards({ items }: { items: readonly Queries.ServiceCardFieldsFragment[] }) {
  return (
    <ul className={styles.grid}>
      {items.map((item) => {
        const image = imageOf(item.image);
        return (
          <li key={item.key} className={styles.card}>
            {image ? <GatsbyImage image={image} alt={item.imageAlt} className={styles.image} /> : null}
            <div className={styles.body}>
              <h3>{item.title}</h3>
              <p>{item.description}</p>
              <ButtonLink to={item.category.path} variant="outline" className={styles.button}>
                {item.buttonLabel ?? `About ${item.title}`}
              </ButtonLink>
            </div>
          </li>
        );
      })}
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
