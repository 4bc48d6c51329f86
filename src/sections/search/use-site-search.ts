import { useCallback, useEffect, useRef, useState } from "react";
import {
  isSearchType,
  normalizeQuery,
  resultPath,
  searchStateFromUrl,
  searchUrl,
  typeCounts,
  type SearchState,
  type SearchType,
} from "../../lib/search";
import { loadPagefind, type PagefindResultData } from "./pagefind";
import { useLocale } from "../../hooks/use-locale";

/** Results shown at first and added by each "Show more results". */
export const pageSize = 10;
/** Pause after the last key press before searching while the visitor types. */
const typingDelayMs = 250;

export interface SearchHit {
  id: string;
  path: string;
  title: string;
  type: SearchType | null;
  excerpt: string;
}

export type SearchPhase =
  /** Before hydration: the server-rendered page, which says searching needs JavaScript. */
  | "static"
  /** No words typed yet. */
  | "idle"
  | "searching"
  | "done"
  /** Pagefind could not load. */
  | "unavailable";

export interface SiteSearch {
  phase: SearchPhase;
  /** What the field shows (may run ahead of the last search while typing). */
  input: string;
  /** The words and type of the results shown. */
  searched: SearchState;
  hits: SearchHit[];
  /** Results for the words in the chosen type (or all types). */
  total: number;
  /** Results for the words in all types, and per type. */
  allTotal: number;
  counts: Record<SearchType, number>;
  setInput(value: string): void;
  submit(): void;
  setType(type: SearchType | null): void;
  /** The type filter as the visitor last set it (the results may still be those of the type before). */
  chosenType: SearchType | null;
  showMore(): Promise<void>;
}

function hitFrom(id: string, data: PagefindResultData): SearchHit {
  const type = data.filters.type?.[0];
  return {
    id,
    path: resultPath(data.url),
    title: data.meta.title ?? "",
    type: isSearchType(type) ? type : null,
    excerpt: data.excerpt,
  };
}

/**
 * The search page's state: the words and type live in the URL (`?q=…&type=…`, replaced as the visitor types, so a
 * reload or a shared link shows the same results); Pagefind loads on first use.
 */
export function useSiteSearch(): SiteSearch {
  const locale = useLocale();
  const [phase, setPhase] = useState<SearchPhase>("static");
  const [input, setInputState] = useState("");
  const [searched, setSearched] = useState<SearchState>({ query: "", type: null });
  // The type the visitor chose, shown at once; `searched.type` follows only when that search has finished.
  const [chosenType, setChosenType] = useState<SearchType | null>(null);
  const [hits, setHits] = useState<SearchHit[]>([]);
  const [total, setTotal] = useState(0);
  const [allTotal, setAllTotal] = useState(0);
  const [counts, setCounts] = useState(typeCounts(undefined));
  const latest = useRef(0);
  const pending = useRef<ReturnType<typeof setTimeout>>();
  const results = useRef<{ id: string; data(): Promise<PagefindResultData> }[]>([]);
  const typeRef = useRef<SearchType | null>(null);

  const run = useCallback(
    async (state: SearchState) => {
      const request = ++latest.current;
      typeRef.current = state.type;
      setChosenType(state.type);
      window.history.replaceState(window.history.state, "", searchUrl(state, window.location.pathname));
      if (!state.query) {
        results.current = [];
        setSearched(state);
        setHits([]);
        setTotal(0);
        setAllTotal(0);
        setCounts(typeCounts(undefined));
        setPhase("idle");
        return;
      }
      setPhase("searching");
      try {
        const pagefind = await loadPagefind(locale);
        const search = await pagefind.search(state.query, state.type ? { filters: { type: state.type } } : {});
        if (!search || request !== latest.current) return;
        const first = await Promise.all(
          search.results.slice(0, pageSize).map(async (r) => hitFrom(r.id, await r.data())),
        );
        if (request !== latest.current) return;
        results.current = search.results;
        setSearched(state);
        setHits(first);
        setTotal(search.results.length);
        setAllTotal(search.unfilteredResultCount);
        setCounts(typeCounts(search.totalFilters?.type));
        setPhase("done");
      } catch {
        if (request === latest.current) setPhase("unavailable");
      }
    },
    [locale],
  );

  // The first search comes from the URL, once the page has hydrated, unless the visitor has already typed one
  // (text typed before hydration reaches the box first, src/hydration/replay.ts, and its search is under way).
  useEffect(() => {
    const state = searchStateFromUrl(window.location.search);
    const typedFirst = pending.current !== undefined && !state.query;
    if (!typedFirst) {
      setInputState(state.query);
      void run(state);
    }
    return () => clearTimeout(pending.current);
  }, [run]);

  const setInput = useCallback(
    (value: string) => {
      setInputState(value);
      clearTimeout(pending.current);
      pending.current = setTimeout(
        () => void run({ query: normalizeQuery(value), type: typeRef.current }),
        typingDelayMs,
      );
    },
    [run],
  );

  const submit = useCallback(() => {
    clearTimeout(pending.current);
    void run({ query: normalizeQuery(input), type: typeRef.current });
  }, [input, run]);

  const setType = useCallback(
    (type: SearchType | null) => {
      clearTimeout(pending.current);
      void run({ query: normalizeQuery(input), type });
    },
    [input, run],
  );

  const showMore = useCallback(async () => {
    const next = results.current.slice(hits.length, hits.length + pageSize);
    const request = latest.current;
    const more = await Promise.all(next.map(async (r) => hitFrom(r.id, await r.data())));
    if (request === latest.current) setHits((current) => [...current, ...more]);
  }, [hits.length]);

  return { phase, input, searched, chosenType, hits, total, allTotal, counts, setInput, submit, setType, showMore };
}
