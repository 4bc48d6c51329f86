/**
 * Which search result type a page belongs to, and whether it is the search page: what every page needs of the site
 * search (its main content carries the type for Pagefind, src/components/layout/layout.tsx), kept apart from the
 * rest of src/lib/search.ts, which only the search page uses, so that no other page bundles it.
 */
import { pathWithoutLocale } from "./locale";

/** The result types visitors filter by, in the order the filter shows them. */
export const searchTypes = ["services", "insights", "resources", "careers", "firm"] as const;
export type SearchType = (typeof searchTypes)[number];

export function isSearchType(value: unknown): value is SearchType {
  return typeof value === "string" && (searchTypes as readonly string[]).includes(value);
}

/** Route prefixes and the type of every page under them; the first match wins, so longer prefixes come first. */
const typeByPrefix: [string, SearchType][] = [
  ["/contact/careers", "careers"],
  ["/careers", "careers"],
  ["/services", "services"],
  ["/categories", "services"],
  ["/industries", "services"],
  ["/insights", "insights"],
  ["/resources", "resources"],
  ["/other-resources", "resources"],
  ["/tax-center", "resources"],
  ["/about", "firm"],
  ["/community", "firm"],
  ["/contact", "firm"],
  ["/privacy-policy", "firm"],
  ["/terms-and-conditions", "firm"],
];

/** Pages that are never search results: the search page itself and the not-found pages. */
const unsearchable = ["/search", "/404", "/404.html", "/dev-404-page"];

/** A path without its edition's prefix (src/lib/locale.ts) and without a trailing slash. */
function sitePath(pathname: string): string {
  const clean = `/${pathname.replace(/^\/+/, "")}`.replace(/\/+$/, "") || "/";
  return pathWithoutLocale(clean);
}

function underPrefix(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

/**
 * The result type of the page at `pathname`, or null for a page that must not be indexed (the search page, 404).
 * Every other page has a type: an unknown top-level route counts as a page about the firm.
 */
export function searchTypeOf(pathname: string): SearchType | null {
  const path = sitePath(pathname);
  if (unsearchable.some((prefix) => underPrefix(path, prefix))) return null;
  if (path === "/") return "firm";
  return typeByPrefix.find(([prefix]) => underPrefix(path, prefix))?.[1] ?? "firm";
}

/** True for the search page (in any language edition): the one page that loads Pagefind. */
export function isSearchPage(pathname: string): boolean {
  return sitePath(pathname) === "/search";
}
