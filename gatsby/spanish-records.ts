/**
 * The Spanish of records the build already read in English (from GraphQL): each record merged with its overlay
 * record in data/<collection>/es/ by file name, exactly as `spanishCollection` merges a whole file, so the PDFs and calendar
 * feeds of the Spanish edition print the same records as the Spanish pages.
 */
import { mergeCollection, readCollection, type Json } from "./translations";

/** `records` (of the collections named, e.g. both tax-deadline-rules files) with their Spanish text. */
export function inSpanish<T>(records: readonly T[], ...collections: string[]): T[] {
  const overlays = collections.flatMap((name) => {
    const { spanish } = readCollection(name);
    return Array.isArray(spanish) ? spanish : [];
  });
  return mergeCollection(collections[0], records as unknown as Json, overlays) as unknown as T[];
}
