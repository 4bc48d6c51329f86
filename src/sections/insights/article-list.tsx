import { ArticleCard } from "./article-card";
import * as styles from "./article-list.module.css";

interface ArticleListProps {
  articles: readonly Queries.ArticleCardFieldsFragment[];
  headingLevel?: 2 | 3;
}

/** Article cards in a grid: one column on phones, two from 640 px, three from 1024 px. */
export function ArticleList({ articles, headingLevel }: ArticleListProps) {
  return (
    <ul className={styles.list}>
      {articles.map((article) => (
        <li key={article.id}>
          <ArticleCard article={article} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
