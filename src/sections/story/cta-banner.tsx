import type { ReactNode } from "react";
import * as styles from "./cta-banner.module.css";

interface CtaBannerProps {
  heading: string;
  text?: string | null;
  /** The call to action: a ButtonLink or a tel: link. */
  action: ReactNode;
  id: string;
}

/** A full-width call to action: Book a Consultation, call now, get in touch. */
export function CtaBanner({ heading, text, action, id }: CtaBannerProps) {
  return (
    <section className={styles.banner} aria-labelledby={`${id}-heading`}>
      <div className={styles.inner}>
        <div>
          <h2 id={`${id}-heading`} className={styles.heading}>
            {heading}
          </h2>
          {text ? <p className={styles.text}>{text}</p> : null}
        </div>
        <div className={styles.action}>{action}</div>
      </div>
    </section>
  );
}
