import * as styles from "./founder-quote.module.css";

/** The founder's words on why the firm gives back. */
export function FounderQuote({ copy }: { copy: Queries.PageSectionFieldsFragment }) {
  const headingId = `${copy.key}-heading`;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <figure className={styles.figure}>
        {copy.eyebrow ? <p className={styles.eyebrow}>{copy.eyebrow}</p> : null}
        <h2 id={headingId}>{copy.heading}</h2>
        <blockquote className={styles.quote}>
          <p>{copy.quote}</p>
        </blockquote>
        {copy.quoteAuthor ? <figcaption className={styles.author}>{copy.quoteAuthor}</figcaption> : null}
      </figure>
    </section>
  );
}
