import type { ReactNode } from "react";
import * as styles from "./section.module.css";

export type SectionTone = "white" | "cream" | "sky" | "navy";

interface SectionProps {
  /** id of the h2, so the section is a named landmark region. */
  headingId: string;
  heading: ReactNode;
  eyebrow?: ReactNode;
  /** One lead paragraph, or several. */
  lead?: ReactNode | readonly ReactNode[];
  tone?: SectionTone;
  centered?: boolean;
  /** Anchor id of the section, e.g. "members". */
  id?: string;
  /** A call to action under the content, centred. */
  cta?: ReactNode;
  children?: ReactNode;
}

/** A page section: full-width band, centred container, optional eyebrow, the h2, lead paragraphs, content and CTA. */
export function Section({
  headingId,
  heading,
  eyebrow,
  lead,
  tone = "white",
  centered = false,
  id,
  cta,
  children,
}: SectionProps) {
  const leads = lead === undefined || lead === null ? [] : Array.isArray(lead) ? lead : [lead];
  return (
    <section id={id} className={`${styles.section} ${styles[tone]}`} aria-labelledby={headingId}>
      <div className={styles.inner}>
        <header className={centered ? `${styles.header} ${styles.centered}` : styles.header}>
          {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
          <h2 id={headingId}>{heading}</h2>
          {leads.map((paragraph, index) => (
            <p key={index} className={styles.lead}>
              {paragraph}
            </p>
          ))}
        </header>
        {children}
        {cta ? <p className={styles.cta}>{cta}</p> : null}
      </div>
    </section>
  );
}
