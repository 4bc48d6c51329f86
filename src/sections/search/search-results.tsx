import { useEffect, useRef, useState } from "react";
import { Link } from "../../components/ui/link";
import { useText } from "../../hooks/use-text";
import { excerptSegments } from "../../lib/search";
import type { SearchHit } from "./use-site-search";
import * as styles from "./search.module.css";

function Excerpt({ html }: { html: string }) {
  // Pagefind's excerpt becomes text runs; only the matched words get a <mark>, nothing else is taken as markup.
  return (
    <p className={styles.excerpt}>
      {excerptSegments(html).map((segment, index) =>
        segment.marked ? <mark key={index}>{segment.text}</mark> : segment.text,
      )}
    </p>
  );
}

interface SearchResultsProps {
  hits: SearchHit[];
  total: number;
  busy: boolean;
  onShowMore(): Promise<void>;
}

/** The results: title link, type and excerpt; "Show more results" adds the next ones and moves focus to the first. */
export function SearchResults({ hits, total, busy, onShowMore }: SearchResultsProps) {
  const t = useText();
  const list = useRef<HTMLOListElement>(null);
  const [focusIndex, setFocusIndex] = useState<number | null>(null);

  useEffect(() => {
    if (focusIndex !== null && focusIndex < hits.length) {
      list.current?.querySelectorAll<HTMLAnchorElement>(":scope > li h3 a")[focusIndex]?.focus();
      setFocusIndex(null);
    }
  }, [focusIndex, hits.length]);

  return (
    <>
      <ol ref={list} className={styles.results} aria-busy={busy}>
        {hits.map((hit) => (
          <li key={hit.id} className={styles.result}>
            <h3 className={styles.resultTitle}>
              <Link to={hit.path}>{hit.title}</Link>
            </h3>
            {hit.type ? <p className={styles.resultType}>{t(`search.types.${hit.type}`)}</p> : null}
            <Excerpt html={hit.excerpt} />
          </li>
        ))}
      </ol>
      {hits.length < total ? (
        <div className={styles.more}>
          <p className={styles.moreCount}>{t("search.showing", { shown: hits.length, count: total })}</p>
          <button
            type="button"
            className={styles.moreButton}
            onClick={() => {
              const next = hits.length;
              void onShowMore().then(() => setFocusIndex(next));
            }}
          >
            {t("search.showMore")}
          </button>
        </div>
      ) : null}
    </>
  );
}
