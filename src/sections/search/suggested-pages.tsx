import { Link } from "../../components/ui/link";
import { ArrowRight } from "lucide-react";
import * as styles from "./search.module.css";

export interface SuggestedPage {
  to: string;
  label: string;
  description: string;
}

/** Pages worth a look when there is nothing to show yet, or nothing matched (data/search-suggestions/). */
export function SuggestedPages({
  heading,
  headingId,
  pages,
}: {
  heading: string;
  headingId: string;
  pages: readonly SuggestedPage[];
}) {
  return (
    <div className={styles.suggestions}>
      <h3 id={headingId} className={styles.suggestionsHeading}>
        {heading}
      </h3>
      <ul className={styles.suggestionList} aria-labelledby={headingId}>
        {pages.map((page) => (
          <li key={page.to}>
            <Link to={page.to} className={styles.suggestion}>
              <span className={styles.suggestionLabel}>
                {page.label}
                <ArrowRight aria-hidden="true" size={18} />
              </span>
              <span className={styles.suggestionText}>{page.description}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
