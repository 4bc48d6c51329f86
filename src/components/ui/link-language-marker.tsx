import { useLocale } from "../../hooks/use-locale";
import { useText } from "../../hooks/use-text";
import { isEnglishPage } from "../../lib/link-language";
import { DEFAULT_LOCALE } from "../../lib/locale";
import * as styles from "./link-language-marker.module.css";

interface LinkLanguageMarkerProps {
  /** The link's address: the marker shows when it is a page of another site in English (src/lib/link-language.ts). */
  href: string;
  /** The link's own text is visually hidden (a logo link): the marker is too, and stays in its accessible name. */
  hidden?: boolean;
}

/**
 * "(en inglés)", placed inside a link after its text, on the pages of a non-English edition when the link leads to a
 * page in English. English pages never show it. Where the page's language is Spanish the marker is too,
 * so it needs no `lang` of its own.
 */
export function LinkLanguageMarker({ href, hidden = false }: LinkLanguageMarkerProps) {
  const locale = useLocale();
  const t = useText();
  if (locale === DEFAULT_LOCALE || !isEnglishPage(href)) return null;
  return (
    <>
      {" "}
      <span className={hidden ? "visually-hidden" : styles.marker}>{t("common.inEnglish")}</span>
    </>
  );
}
