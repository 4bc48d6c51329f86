import { useLocale } from "../../hooks/use-locale";
import { useText } from "../../hooks/use-text";
import * as styles from "./article-list.module.css";

/** On Spanish pages that list articles: the articles are published in English (and their links lead there). */
export function EnglishOnlyNote() {
  const locale = useLocale();
  const t = useText();
  return locale === "es" ? <p className={styles.englishOnly}>{t("insights.articlesInEnglish")}</p> : null;
}

/** The `lang` of an article's title and summary on a page of `locale`: set on Spanish pages, where they stay English. */
export function useArticleLang(): { lang?: "en" } {
  return useLocale() === "es" ? { lang: "en" } : {};
}
