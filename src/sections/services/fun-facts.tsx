import { graphql } from "gatsby";
import { GatsbyImage, getImage } from "gatsby-plugin-image";
import * as styles from "./fun-facts.module.css";
import { useText } from "../../hooks/use-text";

/** The three figure boxes of a service page (figures from the firm's own marketing claims only). */
export function FunFacts({ facts }: { facts: readonly Queries.FunFactFieldsFragment[] }) {
  const t = useText();
  return (
    <ul className={styles.facts} aria-label={t("services.facts")}>
      {facts.map((fact) => {
        const icon = getImage(fact.image.childImageSharp?.gatsbyImageData ?? null);
        return (
          <li key={fact.value} className={styles.fact}>
            {icon ? <GatsbyImage image={icon} alt="" className={styles.icon} /> : null}
            <p className={styles.head}>{fact.value}</p>
            <p className={styles.text}>{fact.label}</p>
          </li>
        );
      })}
    </ul>
  );
}

export const funFactFields = graphql`
  fragment FunFactFields on FunFact {
    value
    label
    image {
      childImageSharp {
        gatsbyImageData(width: 56, height: 56, formats: [AUTO, WEBP], placeholder: NONE)
      }
    }
  }
`;
