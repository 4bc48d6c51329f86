import { GatsbyImage, type IGatsbyImageData } from "gatsby-plugin-image";
import { SectionCta } from "./section-cta";
import * as styles from "./feature-section.module.css";

interface FeatureSectionProps {
  copy: Queries.PageSectionFieldsFragment;
  image: IGatsbyImageData | undefined;
  /** Image on the right instead of the left on wide screens. */
  reverse?: boolean;
  tone?: "white" | "cream";
}

/** An illustration beside a heading, paragraphs and a call to action (About us, community work). */
export function FeatureSection({ copy, image, reverse = false, tone = "white" }: FeatureSectionProps) {
  const headingId = `${copy.key}-heading`;
  return (
    <section className={`${styles.section} ${styles[tone]}`} aria-labelledby={headingId}>
      <div className={reverse ? `${styles.inner} ${styles.reverse}` : styles.inner}>
        {image ? <GatsbyImage image={image} alt={copy.imageAlt ?? ""} className={styles.image} /> : null}
        <div>
          {copy.eyebrow ? <p className={styles.eyebrow}>{copy.eyebrow}</p> : null}
          <h2 id={headingId}>{copy.heading}</h2>
          {copy.body.map((paragraph) => (
            <p key={paragraph} className={styles.text}>
              {paragraph}
            </p>
          ))}
          <SectionCta copy={copy} />
        </div>
      </div>
    </section>
  );
}
