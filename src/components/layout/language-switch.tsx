import { useEffect, useState } from "react";
import { Link } from "gatsby";
import { useLocation } from "@reach/router";
import { Globe } from "lucide-react";
import { useLocale } from "../../hooks/use-locale";
import { useText } from "../../hooks/use-text";
import { otherLocale, switchPath } from "../../lib/locale";
import { cx } from "../../lib/class-names";
import * as styles from "./language-switch.module.css";

/**
 * The link to the same page in the other language ("Español" on English pages, "English" on Spanish ones), named
 * in its own language (`lang`, `hreflang`). It keeps the `#fragment` the visitor is at: the HTML has the plain
 * counterpart path, and the link follows the fragment after hydration, on `hashchange` and on navigation.
 * `className` is added to the link's own (the header's actions hide its globe on narrow desktops).
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const locale = useLocale();
  const t = useText();
  const { pathname } = useLocation();
  const target = otherLocale(locale);
  const [hash, setHash] = useState("");
  useEffect(() => {
    const update = () => setHash(window.location.hash);
    update();
    window.addEventListener("hashchange", update);
    return () => window.removeEventListener("hashchange", update);
  }, [pathname]);
  return (
    <Link
      to={`${switchPath(pathname, target)}${hash}`}
      lang={target}
      hrefLang={target}
      className={cx(styles.language, className)}
    >
      <Globe aria-hidden="true" size={18} />
      {t("header.languageSwitch")}
    </Link>
  );
}
