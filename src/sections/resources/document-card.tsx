import type { ReactNode } from "react";
import { useLocale } from "../../hooks/use-locale";
import { FileDown } from "lucide-react";
import { NewTabLink } from "../../components/ui/new-tab-link";
import * as styles from "./document-card.module.css";
import { useText } from "../../hooks/use-text";
import { localizedPath } from "../../lib/locale";

interface DocumentCardProps {
  title: string;
  description: string;
  href: string;
  /** Heading level of the title, to fit the page outline. */
  headingLevel?: 2 | 3;
  /** Extra detail under the description, e.g. what the document covers. */
  children?: ReactNode;
  /** Further links after the document's own, e.g. the official form at its agency. */
  moreLinks?: ReactNode;
}

/**
 * A downloadable document: title, description and a link that opens the PDF in a new tab (on /es pages the Spanish
 * PDF at the same path under /es).
 */
export function DocumentCard({ title, description, href, headingLevel = 3, children, moreLinks }: DocumentCardProps) {
  const t = useText();
  const Heading = `h${headingLevel}` as const;
  const locale = useLocale();
  return (
    <article className={styles.card}>
      <span className={styles.badge} aria-hidden="true">
        {t("resources.pdf")}
      </span>
      <Heading className={styles.title}>{title}</Heading>
      <p className={styles.description}>{description}</p>
      {children}
      <NewTabLink href={localizedPath(href, locale)} fileType={t("resources.pdf")} className={styles.link}>
        <FileDown aria-hidden="true" size={20} />
        <span>
          {t("resources.open")}
          <span className="visually-hidden"> {title}</span>
        </span>
      </NewTabLink>
      {moreLinks ? <div className={styles.more}>{moreLinks}</div> : null}
    </article>
  );
}
