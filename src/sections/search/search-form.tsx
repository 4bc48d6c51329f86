import { Search } from "lucide-react";
import { withPrefix } from "gatsby";
import { useText } from "../../hooks/use-text";
import { useLocalizedPath } from "../../hooks/use-locale";
import { maxQueryLength } from "../../lib/search";
import * as styles from "./search.module.css";

interface SearchFormProps {
  value: string;
  onChange(value: string): void;
  onSubmit(): void;
}

/**
 * The search field. A plain GET form to /search?q=… (/es/search on Spanish pages), so without JavaScript it still leads to a shareable address;
 * with JavaScript the results follow the typing and Enter searches at once.
 */
export function SearchForm({ value, onChange, onSubmit }: SearchFormProps) {
  const t = useText();
  const localize = useLocalizedPath();
  return (
    <form
      role="search"
      action={withPrefix(localize("/search"))}
      method="get"
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <label htmlFor="site-search-query" className={styles.label}>
        {t("search.fieldLabel")}
      </label>
      <div className={styles.fieldRow}>
        <input
          id="site-search-query"
          className={styles.input}
          type="search"
          name="q"
          value={value}
          maxLength={maxQueryLength}
          autoComplete="off"
          enterKeyHint="search"
          aria-describedby="site-search-hint"
          onChange={(event) => onChange(event.target.value)}
        />
        <button type="submit" className={styles.submit}>
          <Search aria-hidden="true" size={20} />
          <span>{t("search.submit")}</span>
        </button>
      </div>
      <p id="site-search-hint" className={styles.hint}>
        {t("search.fieldHint")}
      </p>
    </form>
  );
}
