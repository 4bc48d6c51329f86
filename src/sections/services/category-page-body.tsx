import type { ReactNode } from "react";
import { graphql } from "gatsby";
import { CircleCheck } from "lucide-react";
import { AskUs } from "./ask-us";
import * as styles from "./category-page-body.module.css";
import { TitledText } from "../../components/ui/titled-text";

interface CategoryPageBodyProps {
  category: Queries.ServiceCategoryCopyFragment;
  /** The cards of every page in the category. */
  children: ReactNode;
}

/** A category page below its banner: overview copy and highlights, every sub-page as a card, a call to action. */
export function CategoryPageBody({ category, children }: CategoryPageBodyProps) {
  return (
    <>
      <section className={styles.overview} aria-labelledby="category-overview-heading">
        <div className={styles.inner}>
          <div className={styles.copy}>
            <h2 id="category-overview-heading">{category.overviewHeading}</h2>
            {category.overview.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <ul className={styles.highlights}>
            {category.highlights.map((highlight) => (
              <li key={highlight.title}>
                <CircleCheck aria-hidden="true" size={24} className={styles.icon} />
                <div>
                  <TitledText item={highlight} />
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section className={styles.list} aria-labelledby="category-list-heading">
        <div className={styles.inner}>
          <h2 id="category-list-heading">{category.listHeading}</h2>
          <p className={styles.lead}>{category.listIntro}</p>
          {children}
          <AskUs heading={category.ctaHeading} text={category.ctaText} actionLabel={category.ctaLabel} />
        </div>
      </section>
    </>
  );
}

export const serviceCategoryCopy = graphql`
  fragment ServiceCategoryCopy on ServiceCategory {
    title
    overviewHeading
    overview
    highlights {
      title
      description
    }
    listHeading
    listIntro
    ctaHeading
    ctaText
    ctaLabel
  }
`;
