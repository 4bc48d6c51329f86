import type { ComponentPropsWithoutRef, ReactNode } from "react";
import { MDXProvider } from "@mdx-js/react";
import { useText } from "../../hooks/use-text";
import { ArticleLink } from "./article-link";
import * as styles from "./article-body.module.css";

/** A table scrolls sideways on its own on narrow screens; keyboard users can focus it to scroll. */
function ScrollableTable(props: ComponentPropsWithoutRef<"table">) {
  const t = useText();
  return (
    // The region is focusable so keyboard users can scroll a table wider than the screen (WCAG 2.1.1).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className={styles.tableScroll} role="region" aria-label={t("insights.scrollableTable")} tabIndex={0}>
      <table {...props} />
    </div>
  );
}

/** How the article's Markdown renders: tables that scroll, links in the page's edition that say "(en inglés)". */
export const articleComponents = { table: ScrollableTable, a: ArticleLink };

/** The article's MDX content, set for long-form reading (measure, heading rhythm, lists, tables, quotes). */
export function ArticleBody({ children }: { children: ReactNode }) {
  return (
    <div className={styles.prose}>
      <MDXProvider components={articleComponents}>{children}</MDXProvider>
    </div>
  );
}
