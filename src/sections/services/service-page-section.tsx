import type { ReactNode } from "react";
import * as styles from "./service-page.module.css";
import { TitledText } from "../../components/ui/titled-text";

interface ServicePageSectionProps {
  /** Id of the heading, which names the section. */
  id: string;
  heading: string;
  /** Sentence under the heading. */
  lead?: string;
  /** Paragraphs of copy under the heading. */
  paragraphs?: readonly string[];
  children?: ReactNode;
}

/** One section of a service layout: its heading names it, then its lead or paragraphs, then what it holds. */
export function ServicePageSection({ id, heading, lead, paragraphs = [], children }: ServicePageSectionProps) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      {lead ? <p className={styles.lead}>{lead}</p> : null}
      {paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {children}
    </section>
  );
}

interface ServiceCardListProps {
  items: readonly { title: string; description: string; key?: string }[];
  /** Numbered steps (an ordered list) rather than a set of cards. */
  numbered?: boolean;
}

/** Cards of a title and a description, as a list or, for steps, a numbered list. */
export function ServiceCardList({ items, numbered = false }: ServiceCardListProps) {
  const cards = items.map((item) => (
    <li key={item.key ?? item.title} className={styles.card}>
      <TitledText item={item} />
    </li>
  ));
  return numbered ? (
    <ol className={`${styles.cardGrid} ${styles.numbered}`}>{cards}</ol>
  ) : (
    <ul className={styles.cardGrid}>{cards}</ul>
  );
}
