import type { ReactNode } from "react";
import { graphql } from "gatsby";
import { ButtonLink } from "./ui/button-link";
import * as styles from "./content-section.module.css";

export type SectionTone = "white" | "cream" | "sky" | "navy";

interface ContentSectionProps {
  copy: Queries.PageSectionFieldsFragment;
  tone?: SectionTone;
  /** Anchor id of the section, e.g. "members". */
  id?: string;
  /** Show the record's call to action under the content. */
  showCta?: boolean;
  /** Centre the heading block. */
  centered?: boolean;
  children?: ReactNode;
}

/** A page section: eyebrow, h2 and paragraphs from data/page-sections.json, then its content and call to action. */
export function ContentSection({ copy, tone = "white", id, showCta = false, centered = true, children }: ContentSectionProps) {
  const headingId = `${copy.key}-heading`;
  return (
    <section id={id} className={`${styles.section} ${styles[tone]}`} aria-labelledby={headingId}>
      <div className={styles.inner}>
        <header className={centered ? `${styles.header} ${styles.centered}` : styles.header}>
          {copy.eyebrow ? <p className={styles.eyebrow}>{copy.eyebrow}</p> : null}
          <h2 id={headingId}>{copy.heading}</h2>
          {copy.body.map((paragraph) => (
            <p key={paragraph} className={styles.lead}>
              {paragraph}
            </p>
          ))}
        </header>
        {children}
        {showCta && copy.ctaLabel && copy.ctaLink ? (
          <p className={styles.cta}>
            <ButtonLink to={copy.ctaLink} variant={tone === "navy" ? "primary" : "secondary"}>
              {copy.ctaLabel}
            </ButtonLink>
          </p>
        ) : null}
      </div>
    </section>
  );
}

export const pageSectionFields = graphql`
  fragment PageSectionFields on PageSection {
    key
    eyebrow
    heading
    body
    ctaLabel
    ctaLink
    quote
    quoteAuthor
    imageAlt
  }
`;
