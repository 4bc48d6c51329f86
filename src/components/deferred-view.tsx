import { Suspense, lazy, useEffect, type ComponentType } from "react";
import { viewHydrated, viewLoadedBefore, whenViewWanted } from "../lib/hydration";

/** A view module (src/views/): the page's body as its default export. */
type ViewModule<Props> = { default: ComponentType<Props> };

/** Reports the view's first commit (src/lib/hydration.ts): it renders after the view, inside the same boundary. */
function ViewCommitted() {
  useEffect(viewHydrated, []);
  return null;
}

/**
 * A page's default export: its view, loaded apart from the page's own module so that a first visit downloads only
 * what the page needs before the visitor does anything (React, Gatsby's runtime, the page's Head). The server
 * renders the view in full, so the HTML is complete; in the browser the view's code is fetched on the visitor's
 * first intent and hydrates the markup already there (src/lib/hydration.ts says what happens to what they did
 * meanwhile). After the first view, a page reached by a client-side navigation fetches its view as soon as Gatsby
 * loads the page's module (on hovering a link), and renders it at once.
 *
 * `load` must be a literal `() => import("../views/…")` so webpack splits the view into its own chunk. With
 * `atOnce`, the view loads as soon as the page does: for a page whose first job needs no visitor (the search page
 * runs the search its URL asks for).
 */
export function deferredView<Props extends object>(
  load: () => Promise<ViewModule<Props>>,
  { atOnce = false }: { atOnce?: boolean } = {},
): ComponentType<Props> {
  const inBrowser = typeof window !== "undefined";
  if (inBrowser && (atOnce || viewLoadedBefore())) void load();
  // The server renders every view at once; the browser waits for the visitor (or a navigation).
  const View = lazy(!inBrowser || atOnce ? load : () => whenViewWanted().then(load)) as unknown as ComponentType<Props>;
  function DeferredView(props: Props) {
    return (
      <Suspense fallback={null}>
        <View {...props} />
        <ViewCommitted />
      </Suspense>
    );
  }
  return DeferredView;
}

/**
 * Content a view renders that webpack would otherwise put in the page component's own chunk: an article's compiled
 * MDX, which gatsby-plugin-mdx imports there (gatsby/loaders/deferred-mdx-loader.js writes the call). It loads with
 * the view, on the visitor's first intent, and the view's boundary keeps the server's markup until both are in.
 */
export function deferredContent<Props extends object>(load: () => Promise<ViewModule<Props>>): ComponentType<Props> {
  if (viewLoadedBefore()) void load();
  return lazy(() => whenViewWanted().then(load)) as unknown as ComponentType<Props>;
}
