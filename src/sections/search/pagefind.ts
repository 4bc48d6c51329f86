import { withPrefix } from "gatsby";
import type { Locale } from "../../lib/locale";

/** The parts of Pagefind's browser API (pagefind.js 1.x) the search page uses. */
export interface PagefindResultData {
  url: string;
  /** Text around the best match, HTML-escaped, with <mark> around the matched words. */
  excerpt: string;
  meta: Record<string, string | undefined>;
  filters: Record<string, string[] | undefined>;
}
export interface PagefindResult {
  id: string;
  data(): Promise<PagefindResultData>;
}
export interface PagefindSearch {
  results: PagefindResult[];
  /** Results for the words alone, before any filter. */
  unfilteredResultCount: number;
  /** Results per filter value for the words alone, e.g. { type: { services: 4 } }. */
  totalFilters?: Record<string, Record<string, number>>;
}
export interface Pagefind {
  options(options: { excerptLength?: number; baseUrl?: string }): Promise<void>;
  search(term: string, options?: { filters?: Record<string, string> }): Promise<PagefindSearch | null>;
  /** Loads the filter index; until it has, searches report no counts per filter value. */
  filters(): Promise<Record<string, Record<string, number>>>;
  /** Unloads the index, so that the next call loads the one of the document's language again. */
  destroy(): Promise<void>;
}

let loading: Promise<Pagefind> | null = null;
let loadedLocale: Locale | null = null;

/**
 * Loads Pagefind's browser code and the index of `locale`'s edition from /pagefind/ (written after the build by
 * gatsby/search-index.ts). webpack must not bundle it: it is not part of the site's JavaScript and loads only here,
 * on /search and /es/search. Pagefind keeps one index per `<html lang>` and picks it by the document's `lang` when
 * it starts: the page's lang is set before it does, and a visitor who changed edition gets the other index.
 */
export function loadPagefind(locale: Locale): Promise<Pagefind> {
  let unloaded: Promise<unknown> = Promise.resolve();
  if (loading && loadedLocale !== locale) {
    unloaded = loading.then((pagefind) => pagefind.destroy()).catch(() => undefined);
    loading = null;
  }
  if (!loading) {
    const url = withPrefix("/pagefind/pagefind.js");
    loadedLocale = locale;
    loading = unloaded
      .then(() => import(/* webpackIgnore: true */ url) as Promise<Pagefind>)
      .then(async (pagefind) => {
        document.documentElement.lang = locale;
        await pagefind.options({ excerptLength: 26 });
        await pagefind.filters();
        return pagefind;
      });
    // A failed load (offline, index missing) may be retried by the next search.
    loading.catch(() => {
      loading = null;
    });
  }
  return loading;
}
