import { useEffect, useState } from "react";
import { Link } from "gatsby";
import { useLocation } from "@reach/router";
import { Globe } from "lucide-react";
import { useLocale } from "../../hooks/use-locale";
import { otherLocales, settingsOf, switchPath } from "../../lib/locale";
import { cx } from "../../lib/class-names";
import * as styles from "./language-switch.module.css";

/**
 * The links to the same page in the other editions (src/lib/locale.ts: "Español" on English pages, "English" on
 * Spanish ones), each named in its own language (`lang`, `hreflang`). It keeps the `#fragment` the visitor is at: the HTML has the plain
 * counterpart path, and the link follows the fragment after hydration, on `hashchange` and on navigation.
 * `className` is added to the link's own (the header's actions hide its globe on narrow desktops).
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const locale = useLocale();
  const { pathname } = useLocation();
  const [hash, setHash] = useState("");
  useEffect(() => {
    const update = () => setHash(window.location.hash);
    update();
    window.addEventListener("hashchange", update);
    return () => window.removeEventListener("hashchange", update);
  }, [pathname]);
  return (
    <>
      {otherLocales(locale).map((target) => (
        <Link
          key={target}
          to={`${switchPath(pathname, target)}${hash}`}
          lang={target}
          hrefLang={settingsOf(target).hreflang}
          className={cx(styles.language, className)}
        >
          <Globe aria-hidden="true" size={18} />
          {settingsOf(target).nativeName}
        </Link>
      ))}
    </>
  );
}
