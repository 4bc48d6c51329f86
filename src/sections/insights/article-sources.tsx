import { Info } from "lucide-react";
import { useText } from "../../hooks/use-text";
import { ExternalLink } from "../../components/ui/external-link";
import * as styles from "./article-sources.module.css";

interface ArticleSourcesProps {
  sources: readonly { title: string; url: string }[];
}

/**
 * How every article ends: the sources it relies on, then the note that it is general information, not advice. On
 * Spanish pages a source in English says so, "(en inglés)".
 */
export function ArticleSources({ sources }: ArticleSourcesProps) {
  const t = useText();
  return (
    <footer className={styles.footer}>
      <section aria-labelledby="sources-heading">
        <h2 id="sources-heading" className={styles.heading}>
          {t("insights.sources")}
        </h2>
        <ol className={styles.sources}>
          {sources.map((source) => (
            <li key={source.url}>
              <ExternalLink href={source.url}>{source.title}</ExternalLink>
              <span className={styles.host}>{new URL(source.url).hostname.replace(/^www\./, "")}</span>
            </li>
          ))}
        </ol>
      </section>
      <aside className={styles.disclaimer} aria-labelledby="disclaimer-heading">
        <Info aria-hidden="true" size={20} className={styles.icon} />
        <div>
          <h2 id="disclaimer-heading" className={styles.disclaimerHeading}>
            {t("insights.disclaimerHeading")}
          </h2>
          <p>{t("insights.disclaimer")}</p>
        </div>
      </aside>
    </footer>
  );
}
