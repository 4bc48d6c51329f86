import { useText } from "../../hooks/use-text";
import { ArticleList } from "./article-list";
import * as styles from "./related-articles.module.css";

/** Two or three further articles (shared topics first, then the newest), after the article. */
export function RelatedArticles({ articles }: { articles: readonly Queries.ArticleCardFieldsFragment[] }) {
  const t = useText();
  if (!articles.length) return null;
  return (
    <section className={styles.related} aria-labelledby="related-articles-heading">
      <div className={styles.inner}>
        <h2 id="related-articles-heading">{t("insights.relatedArticles")}</h2>
        <ArticleList articles={articles} headingLevel={3} />
      </div>
    </section>
  );
}
