import { useLocale } from "../../hooks/use-locale";
import { DEFAULT_LOCALE, longDate } from "../../lib/locale";

/**
 * A `<time>` in the page's language: on English pages the text the query formatted (`english`), on the pages of
 * another edition the same date written out in its language (Spanish: es-US) from `iso`.
 */
export function LocalDate({ iso, english }: { iso: string; english: string }) {
  const locale = useLocale();
  return <time dateTime={iso}>{locale === DEFAULT_LOCALE ? english : longDate(iso, locale)}</time>;
}
