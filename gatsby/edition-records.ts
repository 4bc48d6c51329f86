/**
 * Records the build already read in English (from GraphQL) in another edition: each record merged with its
 * overlay record in data/<collection>/<locale>/ by file name, exactly as `collectionIn` merges a whole collection,
 * so the PDFs and calendar feeds of each edition print the same records as its pages.
 */
import { DEFAULT_LOCALE, type Locale } from "../src/lib/locale";
import { mergeCollection, readCollection, type Json } from "./translations";

/**
 * `records` (of the collections named, e.g. both tax-deadline-rules files) with their text in `locale`; the records
 * themselves in the default edition.
 */
export function inEdition<T>(records: readonly T[], locale: Locale, ...collections: string[]): T[] {
  if (locale === DEFAULT_LOCALE) return [...records];
  const overlays = collections.flatMap((name) => {
    const { translation } = readCollection(name, locale);
    return Array.isArray(translation) ? translation : [];
  });
  return mergeCollection(collections[0], records as unknown as Json, overlays) as unknown as T[];
}
