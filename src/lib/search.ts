/**
 * Rules of the site search (Pagefind, loaded only on /search): which result type a page belongs to, how the query
 * lives in the URL, how a result's URL becomes a site route, and how Pagefind's excerpt (text with <mark> around
 * the matched words) becomes plain text segments that React renders safely. Pure functions; the words for the
 * type codes are in data/interface/en.json (`search.types.*`).
 */

import { isSearchType, searchTypes, type SearchType } from "./search-type";

export * from "./search-type";

/** Longest query kept; Pagefind gains nothing from more, and the URL stays shareable. */
export const maxQueryLength = 100;

/** The query as searched: whitespace collapsed, trimmed, at most `maxQueryLength` characters. */
export function normalizeQuery(raw: string): string {
  return raw.replace(/\s+/g, " ").trim().slice(0, maxQueryLength);
}

export interface SearchState {
  query: string;
  /** The chosen result type, or null for all types. */
  type: SearchType | null;
}

/** Reads `?q=…&type=…` from a location's search string; an unknown type means all types. */
export function searchStateFromUrl(search: string): SearchState {
  const params = new URLSearchParams(search);
  const type = params.get("type");
  return { query: normalizeQuery(params.get("q") ?? ""), type: isSearchType(type) ? type : null };
}

/** The shareable address of a search, e.g. `/search?q=payroll&type=services`; `/search` for an empty one. */
export function searchUrl({ query, type }: SearchState, path = "/search"): string {
  const params = new URLSearchParams();
  const q = normalizeQuery(query);
  if (q) params.set("q", q);
  if (type) params.set("type", type);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/**
 * A Pagefind result URL as a site route. Pagefind writes folder URLs (`/services/taxes/` from
 * services/taxes/index.html) and percent-encodes characters such as `&`; the site's routes have no trailing slash
 * and keep the literal `&` (docs/architecture.md, routes).
 */
export function resultPath(url: string): string {
  const [pathAndQuery, hash = ""] = url.split("#");
  const [pathname] = pathAndQuery.split("?");
  let path = pathname.replace(/\/index\.html$/, "/").replace(/\/+$/, "") || "/";
  try {
    path = decodeURI(path).replace(/%26/gi, "&");
  } catch {
    // A malformed escape stays as Pagefind wrote it; the static host decodes it the same way.
  }
  return hash ? `${path}#${hash}` : path;
}

/** A run of excerpt text, marked when it is one of the matched words. */
export interface ExcerptSegment {
  text: string;
  marked: boolean;
}

const namedEntities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, code: string) => {
    if (code[0] === "#") {
      const point = code[1] === "x" || code[1] === "X" ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
      return Number.isFinite(point) && point > 0 && point <= 0x10ffff ? String.fromCodePoint(point) : entity;
    }
    return namedEntities[code.toLowerCase()] ?? entity;
  });
}

/**
 * Pagefind's excerpt HTML as text segments: `<mark>` and `</mark>` toggle highlighting, every other tag is dropped,
 * entities are decoded. The result is plain text for React to render (escaped by React), so no markup from the
 * index ever reaches the page as HTML. Adjacent segments of the same kind are merged.
 */
export function excerptSegments(html: string): ExcerptSegment[] {
  const segments: ExcerptSegment[] = [];
  let marked = false;
  const push = (raw: string) => {
    const text = decodeEntities(raw.replace(/<[^>]*>?/g, ""));
    if (!text) return;
    const last = segments[segments.length - 1];
    if (last && last.marked === marked) last.text += text;
    else segments.push({ text, marked });
  };
  const tag = /<(\/?)mark\b[^>]*>/gi;
  let cursor = 0;
  let match: RegExpExecArray | null;
  while ((match = tag.exec(html))) {
    push(html.slice(cursor, match.index));
    marked = match[1] !== "/";
    cursor = match.index + match[0].length;
  }
  push(html.slice(cursor));
  return segments;
}

/** Counts of results per type, as the filter shows them; types without a count are 0. */
export function typeCounts(counts: Record<string, number> | undefined): Record<SearchType, number> {
  return Object.fromEntries(searchTypes.map((type) => [type, counts?.[type] ?? 0])) as Record<SearchType, number>;
}
