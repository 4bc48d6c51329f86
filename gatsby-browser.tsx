import type { GatsbyBrowser } from "gatsby";
import { startTransition, type ReactElement } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import "./src/styles/global.css";

export { wrapPageElement, wrapRootElement } from "./src/components/layout/locale-provider";

/**
 * Hydrates the server-rendered page inside a transition, so React hydrates in small slices and yields to the
 * browser between them instead of blocking the main thread for one long task (React's default for a first
 * hydration). A click or key that arrives while React hydrates is held back by the page's inline script and replayed
 * once the view has hydrated (src/hydration/replay.ts), which then sets `html[data-hydrated]`.
 * Pages without server-rendered markup are rendered from scratch, as Gatsby does by default.
 */
export const replaceHydrateFunction: GatsbyBrowser["replaceHydrateFunction"] = () =>
  ((element: ReactElement, container: Element) => {
    if (document.getElementById("gatsby-focus-wrapper")?.children.length) {
      startTransition(() => {
        hydrateRoot(container, element);
      });
    } else {
      createRoot(container).render(element);
    }
  }) as unknown as ReturnType<NonNullable<GatsbyBrowser["replaceHydrateFunction"]>>;

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
