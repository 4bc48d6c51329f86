import { FixedPage } from "../../components/layout/fixed-page";
import { useText } from "../../hooks/use-text";
import { SearchForm } from "./search-form";
import { SearchResults } from "./search-results";
import { SectionLinks } from "./section-links";
import { SuggestedPages, type SuggestedPage } from "./suggested-pages";
import { TypeFilter } from "./type-filter";
import { useSiteSearch, type SiteSearch } from "./use-site-search";
import * as styles from "./search.module.css";

interface SearchPageBodyProps {
  page: Queries.PageContentFieldsFragment | null;
  suggestions: readonly SuggestedPage[];
}

/** The words the polite live region announces after each search. */
function statusText(search: SiteSearch, t: ReturnType<typeof useText>): string {
  if (search.phase !== "done") return "";
  const { query, type } = search.searched;
  return type
    ? t("search.statusInType", { count: search.total, query, type: t(`search.types.${type}`) })
    : t("search.status", { count: search.total, query });
}

/**
 * /search: the field in the banner, then the results region. The server renders the page without results and with
 * a note that searching needs JavaScript; once the page has hydrated the note gives way to the search itself.
 */
export function SearchPageBody({ page, suggestions }: SearchPageBodyProps) {
  const t = useText();
  const search = useSiteSearch();
  const { phase, searched } = search;
  const showResults = (phase === "done" || phase === "searching") && search.hits.length > 0;
  const nothingFound = phase === "done" && search.total === 0;

  return (
    <FixedPage
      page={page}
      bannerActions={<SearchForm value={search.input} onChange={search.setInput} onSubmit={search.submit} />}
    >
      <section className={styles.resultsSection} aria-labelledby="search-results-heading">
        <div className={styles.resultsInner}>
          <h2 id="search-results-heading" className="visually-hidden">
            {t("search.resultsHeading")}
          </h2>
          <p role="status" className={styles.status}>
            {statusText(search, t)}
          </p>
          {phase === "static" ? <p className={styles.notice}>{t("search.needsJavaScript")}</p> : null}
          {phase === "unavailable" ? <p className={styles.notice}>{t("search.unavailable")}</p> : null}
          {phase === "searching" && search.hits.length === 0 ? (
            <p className={styles.prompt}>{t("search.searching")}</p>
          ) : null}
          {phase === "idle" ? (
            <>
              <p className={styles.prompt}>{t("search.prompt")}</p>
              <SuggestedPages
                heading={t("search.suggestionsHeading")}
                headingId="search-suggestions-heading"
                pages={suggestions}
              />
            </>
          ) : null}
          {(phase === "done" || phase === "searching") && search.allTotal > 0 ? (
            <TypeFilter
              selected={search.chosenType}
              allCount={search.allTotal}
              counts={search.counts}
              onChange={search.setType}
            />
          ) : null}
          {showResults ? (
            <SearchResults
              hits={search.hits}
              total={search.total}
              busy={phase === "searching"}
              onShowMore={search.showMore}
            />
          ) : null}
          {nothingFound && searched.type && search.allTotal > 0 ? (
            <p className={styles.prompt}>
              {t("search.noResultsInType", { type: t(`search.types.${searched.type}`), query: searched.query })}
            </p>
          ) : null}
          {nothingFound && search.allTotal === 0 ? (
            <div className={styles.empty}>
              <h3 className={styles.emptyHeading}>{t("search.noResultsHeading", { query: searched.query })}</h3>
              <p>{t("search.noResultsText")}</p>
              <SuggestedPages
                heading={t("search.suggestionsHeading")}
                headingId="search-suggestions-heading"
                pages={suggestions}
              />
            </div>
          ) : null}
        </div>
      </section>
      <SectionLinks />
    </FixedPage>
  );
}
