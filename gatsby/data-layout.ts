/**
 * Where each record of data/ lives (docs/content.md). The layout is the one the editor at /admin/ writes (Decap
 * CMS's `multiple_folders` i18n structure), one file per record so that a change is one file in git:
 *
 * - a collection: data/<collection>/en/<file>.json holds one English record, and data/<collection>/es/<file>.json
 *   (same file name) its Spanish text only;
 * - a singleton (the firm, the navigation, the careers page): data/site/en/<name>.json and data/site/es/<name>.json.
 *
 * A collection's records come in the site's order: by `order` where the record has one, then by file name.
 * Build-time and test code only: src/ never imports it.
 */
import fs from "node:fs";
import path from "node:path";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "../src/lib/locale";

export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** The editions' folders, one per locale of src/lib/locale.ts, the default (English) first. */
export const EDITION_FOLDERS: readonly Locale[] = LOCALES;
export type EditionFolder = Locale;

/** The folder of data/ that holds the singletons (one object per file, not a list of records). */
export const SINGLETON_FOLDER = "site";

/** Collections that are one object rather than a list of records: data/site/<locale>/<name>.json. */
export const SINGLETONS: ReadonlySet<string> = new Set(["firm", "navigation", "careers-page"]);

/** One record file: its collection, its file name without extension, and its path relative to the repository. */
export interface RecordFile {
  collection: string;
  name: string;
  file: string;
  record: Json;
}

/** The path, relative to the repository, of a record's file (`data/services/es/payroll.json`). */
export function recordPath(collection: string, locale: string, name: string): string {
  return SINGLETONS.has(collection)
    ? `data/${SINGLETON_FOLDER}/${locale}/${collection}.json`
    : `data/${collection}/${locale}/${name}.json`;
}

/** The collection a JSON file of data/ belongs to, from its path relative to data/ (`services/en/payroll.json`). */
export function collectionOfFile(relativePath: string): string | undefined {
  const [folder, locale, file] = relativePath.split(/[\\/]/);
  if (!file || !(EDITION_FOLDERS as readonly string[]).includes(locale) || !file.endsWith(".json")) return undefined;
  return folder === SINGLETON_FOLDER ? file.replace(/\.json$/, "") : folder;
}

const orderOf = (record: Json): number =>
  typeof record === "object" && record !== null && !Array.isArray(record) && typeof record.order === "number"
    ? record.order
    : Number.POSITIVE_INFINITY;

/** The record files of one collection and edition, in the site's order (`order`, then file name). */
export function recordFiles(collection: string, locale: EditionFolder, dataDir = "data"): RecordFile[] {
  if (SINGLETONS.has(collection)) {
    const file = path.join(dataDir, SINGLETON_FOLDER, locale, `${collection}.json`);
    if (!fs.existsSync(file)) return [];
    const record = JSON.parse(fs.readFileSync(file, "utf8")) as Json;
    return [{ collection, name: collection, file: recordPath(collection, locale, collection), record }];
  }
  const folder = path.join(dataDir, collection, locale);
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder)
    .filter((file) => file.endsWith(".json"))
    .sort()
    .map((file) => {
      const name = file.replace(/\.json$/, "");
      const record = JSON.parse(fs.readFileSync(path.join(folder, file), "utf8")) as Json;
      return { collection, name, file: recordPath(collection, locale, name), record };
    })
    .sort((a, b) => orderOf(a.record) - orderOf(b.record));
}

/** A collection's English content as one value: the list of its records, or the object of a singleton. */
export function englishContent(collection: string, dataDir = "data"): Json | undefined {
  const files = recordFiles(collection, DEFAULT_LOCALE, dataDir);
  if (SINGLETONS.has(collection)) return files[0]?.record;
  return files.length ? files.map(({ record }) => record) : undefined;
}

/** The collections found in data/: every folder with a folder of English records (data/<collection>/en/), and the singletons. */
export function collectionsOnDisk(dataDir = "data"): string[] {
  const folders = fs
    .readdirSync(dataDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== SINGLETON_FOLDER)
    .filter((entry) => fs.existsSync(path.join(dataDir, entry.name, DEFAULT_LOCALE)))
    .filter((entry) => fs.readdirSync(path.join(dataDir, entry.name, DEFAULT_LOCALE)).some((f) => f.endsWith(".json")))
    .map((entry) => entry.name);
  const singletons = fs.existsSync(path.join(dataDir, SINGLETON_FOLDER, DEFAULT_LOCALE))
    ? fs
        .readdirSync(path.join(dataDir, SINGLETON_FOLDER, DEFAULT_LOCALE))
        .filter((file) => file.endsWith(".json"))
        .map((file) => file.replace(/\.json$/, ""))
    : [];
  return [...folders, ...singletons].sort();
}
