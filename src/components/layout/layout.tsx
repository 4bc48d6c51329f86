import type { ReactNode } from "react";
import { useEffect } from "react";
import { useLocation } from "@reach/router";
import { searchTypeOf } from "../../lib/search-type";
import { SiteHeader } from "./site-header";
import { SiteFooter } from "./site-footer";
import * as styles from "./layout.module.css";
import { useText } from "../../hooks/use-text";

/**
 * What Pagefind indexes of a page (gatsby/search-index.ts): the main content, under the page's result type. Pages
 * without a type (/search, 404) carry no data-pagefind-body and stay out of the index.
 */
function searchIndexAttributes(pathname: string) {
  const type = searchTypeOf(pathname);
  return type ? { "data-pagefind-body": "", "data-pagefind-filter": `type:${type}` } : {};
}

export function Layout({ children }: { children: ReactNode }) {
  const t = useText();
  const { pathname } = useLocation();
  // Opening a page with a hash (e.g. /about#members) glides to that element.
  useEffect(() => {
    const hash = window.location.hash.slice(1);
    if (!hash) return;
    const target = document.getElementById(decodeURIComponent(hash));
    if (target) {
      const reduceMotion = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
      target.scrollIntoView({ behavior: reduceMotion ? "auto" : "smooth", block: "start" });
    }
  }, []);

  return (
    <>
      <a href="#main-content" className={styles.skipLink}>
        {t("common.skipToContent")}
      </a>
      <SiteHeader />
      <main id="main-content" tabIndex={-1} className={styles.main} {...searchIndexAttributes(pathname)}>
        {children}
      </main>
      <SiteFooter />
    </>
  );
}
