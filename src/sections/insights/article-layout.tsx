import type { ReactNode } from "react";
import { AlertSignup } from "../../components/ui/alert-signup";
import { showsTableOfContents } from "../../lib/insights";
import { ArticleBody } from "./article-body";
import { ArticleHeader } from "./article-header";
import { ArticleSources } from "./article-sources";
import { RelatedArticles } from "./related-articles";
import { RelatedServices } from "./related-services";
import { TableOfContents, type TocItem } from "./table-of-contents";
import * as styles from "./article-layout.module.css";

interface ArticleLayoutProps {
  article: NonNullable<Queries.ArticlePageQuery["mdx"]>;
  related: readonly Queries.ArticleCardFieldsFragment[];
  /** The compiled MDX content. */
  children: ReactNode;
}

/** An article page: header with byline and hero, contents (from four sections), body, sources, services, related. */
export function ArticleLayout({ article, related, children }: ArticleLayoutProps) {
  const toc = ((article.tableOfContents as { items?: TocItem[] } | null)?.items ?? []).filter((item) => item.url);
  return (
    <>
      <article className={styles.article}>
        <ArticleHeader article={article} />
        <div className={styles.columns}>
          {showsTableOfContents(toc.length) ? (
            <div className={styles.aside}>
              <TableOfContents items={toc} />
            </div>
          ) : null}
          <div className={styles.main}>
            <ArticleBody>{children}</ArticleBody>
            <ArticleSources sources={article.frontmatter.sources} />
            <RelatedServices topics={article.frontmatter.topics} />
            <AlertSignup />
          </div>
        </div>
      </article>
      <RelatedArticles articles={related} />
    </>
  );
}
