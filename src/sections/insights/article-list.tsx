import { ArticleCard } from "./article-card";
import * as styles from "./article-list.module.css";
import { EnglishOnlyNote } from "./english-only-note";

interface ArticleListProps {
  articles: readonly Queries.ArticleCardFieldsFragment[];
  headingLevel?: 2 | 3;
}

/**
 * Article cards in a grid: one column on phones, two from 640 px, three from 1024 px. On Spanish pages, a note that
 * the articles are in English (each card marks its title and summary `lang="en"` there).
 */
export function ArticleList({ articles, headingLevel }: ArticleListProps) {
  return (
    <>
      <EnglishOnlyNote />
      <ul className={styles.list}>
        {articles.map((article) => (
          <li key={article.id}>
            <ArticleCard article={article} headingLevel={headingLevel} />
          </li>
        ))}
      </ul>
    </>
  );
}
