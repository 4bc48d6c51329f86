import { Link } from "../../components/ui/link";
import { useText } from "../../hooks/use-text";
import { insightsPath, topicPath } from "../../lib/insights";
import * as styles from "./topic-filter.module.css";

export interface TopicOption {
  slug: string;
  label: string;
  count: number;
}

interface TopicFilterProps {
  topics: readonly TopicOption[];
  /** Slug of the topic shown, or null on /insights. */
  active: string | null;
  /** Whether this is the first page of the listing (the filter link then names this very page). */
  firstPage: boolean;
}

/** The topic filter: a list of links, one per topic that has articles, the active one marked. */
export function TopicFilter({ topics, active, firstPage }: TopicFilterProps) {
  const t = useText();
  const current = (isActive: boolean) => (isActive ? (firstPage ? ("page" as const) : ("true" as const)) : undefined);
  return (
    <nav className={styles.filter} aria-label={t("insights.filterLabel")}>
      <ul className={styles.list}>
        <li>
          <Link to={insightsPath} className={styles.link} aria-current={current(active === null)}>
            {t("insights.allTopics")}
          </Link>
        </li>
        {topics.map((topic) => (
          <li key={topic.slug}>
            <Link to={topicPath(topic.slug)} className={styles.link} aria-current={current(active === topic.slug)}>
              {topic.label}
              <span className={styles.count}>
                <span aria-hidden="true">{topic.count}</span>
                <span className="visually-hidden">({t("insights.articleCount", { count: topic.count })})</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
