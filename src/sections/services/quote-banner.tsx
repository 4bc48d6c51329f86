import { graphql } from "gatsby";
import { ButtonLink } from "../../components/ui/button-link";
import * as styles from "./quote-banner.module.css";

/** A full-width call-to-action band from a page record's `cta` (data/pages/). */
export function QuoteBanner({ cta }: { cta: Queries.PageCtaFieldsFragment }) {
  return (
    <section className={styles.band} aria-labelledby="quote-banner-heading">
      <div className={styles.inner}>
        <div>
          <h2 id="quote-banner-heading" className={styles.heading}>
            {cta.heading}
          </h2>
          <p className={styles.text}>{cta.text}</p>
        </div>
        <ButtonLink to={cta.to}>{cta.label}</ButtonLink>
      </div>
    </section>
  );
}

export const pageCtaFields = graphql`
  fragment PageCtaFields on PageCta {
    heading
    text
    label
    to
  }
`;
