import { Suspense, lazy, useEffect, useLayoutEffect, useState, type ComponentType } from "react";
import { viewCommitted, viewHydrated } from "./replay";

/** A view module (src/views/): the page's body as its default export. */
type ViewModule<Props> = { default: ComponentType<Props> };

/** A layout effect in the browser; the server renders no effect, and React would warn about a layout effect there. */
const useCommitEffect = typeof window === "undefined" ? useEffect : useLayoutEffect;

/**
 * Hands the fields what the visitor typed or chose in the commit that hydrated the view, then reports the view as
 * hydrated (src/hydration/replay.ts) one commit after its first: the effects of the view's first
 * commit (the visitor's month in the calendar, the year in the footer) have rendered by then, so what the visitor
 * did before hydration is replayed on what they will see, not on the build's month. It renders after the view,
 * inside the same boundary.
 */
function ViewCommitted() {
  const [settled, setSettled] = useState(false);
  // Fields first, in the commit that hydrated the view, before the page's own effects run.
  useCommitEffect(viewCommitted, []);
  useEffect(() => {
    if (settled) void viewHydrated();
    else setSettled(true);
  }, [settled]);
  return null;
}

/**
 * A page's default export: its view, in a chunk of its own apart from the page's module, so that the JavaScript a
 * page needs for its first paint (React, Gatsby's runtime, the page's Head) is counted and cached apart from its
 * body. The server renders the view in full, so the HTML is complete. In the browser the view's files load with the
 * page's other scripts (gatsby/post-build.ts adds them to the page's inline loader) and the view hydrates as soon as
 * they are in, with no wait for the visitor; src/hydration/replay.ts replays what the visitor did before.
 *
 * `load` must be a literal `() => import(/* webpackChunkName: "view---…" *\/ "../views/…")` so webpack splits the
 * view into its own chunk, named after the page's component chunk (gatsby/post-build.ts finds it by that name).
 */
export function deferredView<Props extends object>(load: () => Promise<ViewModule<Props>>): ComponentType<Props> {
  const View = deferredContent(load);
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
 * the view, and the view's boundary keeps the server's markup until both are in.
 */
export function deferredContent<Props extends object>(load: () => Promise<ViewModule<Props>>): ComponentType<Props> {
  if (typeof window !== "undefined") void load();
  return lazy(load) as unknown as ComponentType<Props>;
}
