import { withPrefix } from "gatsby";

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
}

let loading: Promise<Pagefind> | null = null;

/**
 * Loads Pagefind's browser code and index from /pagefind/ (written after the build by gatsby/search-index.ts).
 * webpack must not bundle it: it is not part of the site's JavaScript and loads only here, on /search.
 */
export function loadPagefind(): Promise<Pagefind> {
  if (!loading) {
    const url = withPrefix("/pagefind/pagefind.js");
    loading = (import(/* webpackIgnore: true */ url) as Promise<Pagefind>).then(async (pagefind) => {
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
