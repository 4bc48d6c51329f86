import type { ReactNode } from "react";
import { useEffect } from "react";
import { SiteHeader } from "./site-header";
import { SiteFooter } from "./site-footer";
import * as styles from "./layout.module.css";
import { useText } from "../../hooks/use-text";

export function Layout({ children }: { children: ReactNode }) {
  const t = useText();
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
      <main id="main-content" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <SiteFooter />
    </>
  );
}
