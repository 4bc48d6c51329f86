import { useLocale } from "../../hooks/use-locale";
import { spanishLongDate } from "../../lib/locale";

/**
 * A `<time>` in the page's language: on English pages the text the query formatted (`english`), on Spanish pages
 * the same date written out in Spanish (es-US) from `iso`.
 */
export function LocalDate({ iso, english }: { iso: string; english: string }) {
  const locale = useLocale();
  return <time dateTime={iso}>{locale === "es" ? spanishLongDate(iso) : english}</time>;
}
