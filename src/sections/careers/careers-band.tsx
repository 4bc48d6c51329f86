import type { ReactNode } from "react";
import * as styles from "./careers.module.css";

interface CareersBandProps {
  /** Id of the h2, which names the band. */
  headingId: string;
  heading: string;
  intro: string;
  /** The tinted background, to set a band apart from its neighbours. */
  tinted?: boolean;
  children: ReactNode;
}

/** A band of the careers page: its heading and lead paragraph, then its content. */
export function CareersBand({ headingId, heading, intro, tinted = false, children }: CareersBandProps) {
  return (
    <section className={tinted ? `${styles.band} ${styles.tinted}` : styles.band} aria-labelledby={headingId}>
      <div className={styles.inner}>
        <h2 id={headingId}>{heading}</h2>
        <p className={styles.lead}>{intro}</p>
        {children}
      </div>
    </section>
  );
}
