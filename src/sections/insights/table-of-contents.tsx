import { useText } from "../../hooks/use-text";
import * as styles from "./table-of-contents.module.css";

export interface TocItem {
  url?: string;
  title?: string;
  items?: TocItem[];
}

/** The article's sections as in-page links (the ## headings, whose ids rehype-slug writes). */
export function TableOfContents({ items }: { items: readonly TocItem[] }) {
  const t = useText();
  const links = items.filter((item): item is Required<Pick<TocItem, "url" | "title">> =>
    Boolean(item.url && item.title),
  );
  return (
    <nav className={styles.toc} aria-labelledby="toc-heading">
      <h2 id="toc-heading" className={styles.heading}>
        {t("insights.contents")}
      </h2>
      <ol className={styles.list}>
        {links.map((item) => (
          <li key={item.url}>
            <a href={item.url}>{item.title}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
