import type { ReactNode } from "react";
import * as styles from "./section.module.css";

interface SectionProps {
  /** id of the h2, so the section is a named landmark region. */
  headingId: string;
  heading: ReactNode;
  eyebrow?: ReactNode;
  lead?: ReactNode;
  tone?: "white" | "cream" | "sky";
  centered?: boolean;
  children?: ReactNode;
}

/** A page section: full-width band, centred container, optional eyebrow, the h2 and a lead paragraph. */
export function Section({ headingId, heading, eyebrow, lead, tone = "white", centered = false, children }: SectionProps) {
  const toneClass = tone === "white" ? "" : styles[tone];
  return (
    <section className={[styles.section, toneClass].filter(Boolean).join(" ")} aria-labelledby={headingId}>
      <div className={styles.inner}>
        <header className={centered ? `${styles.header} ${styles.centered}` : styles.header}>
          {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
          <h2 id={headingId}>{heading}</h2>
          {lead ? <p className={styles.lead}>{lead}</p> : null}
        </header>
        {children}
      </div>
    </section>
  );
}
