import { useText } from "../../hooks/use-text";
import { AlertSignup } from "../../components/ui/alert-signup";
import { ArticleList } from "./article-list";
import { Pagination } from "./pagination";
import { TopicFilter, type TopicOption } from "./topic-filter";
import * as styles from "./insights-listing.module.css";

interface InsightsListingProps {
  articles: readonly Queries.ArticleCardFieldsFragment[];
  topics: readonly TopicOption[];
  /** The topic shown, or null for all articles. */
  activeTopic: string | null;
  basePath: string;
  currentPage: number;
  pageCount: number;
}

/** The body of /insights and its topic pages: topic filter, the articles newest first, pagination. */
export function InsightsListing({
  articles,
  topics,
  activeTopic,
  basePath,
  currentPage,
  pageCount,
}: InsightsListingProps) {
  const t = useText();
  return (
    <div className={styles.listing}>
      <TopicFilter topics={topics} active={activeTopic} firstPage={currentPage === 1} />
      {articles.length ? (
        <ArticleList articles={articles} />
      ) : (
        <p className={styles.empty}>{t("insights.noArticles")}</p>
      )}
      <Pagination basePath={basePath} currentPage={currentPage} pageCount={pageCount} />
      <AlertSignup />
    </div>
  );
}
