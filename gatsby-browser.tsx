import type { GatsbyBrowser } from "gatsby";
import "./src/styles/global.css";

/** Every navigation starts at the top; a link with a hash glides to its target instead. */
export const shouldUpdateScroll: GatsbyBrowser["shouldUpdateScroll"] = ({ routerProps }) => {
  const hash = routerProps.location.hash.slice(1);
  if (hash) {
    const target = document.getElementById(decodeURIComponent(hash));
    if (target) {
      const reduceMotion = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
      window.setTimeout(() => target.scrollIntoView({ behavior: reduceMotion ? "auto" : "smooth", block: "start" }), 0);
      return false;
    }
  }
  window.scrollTo(0, 0);
  return false;
};
