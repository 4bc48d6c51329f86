/**
 * The interface dictionaries the build writes with (feeds, PDFs, share images), one per edition
 * (data/interface/<locale>.json). Build code names the language of every lookup, as components do through
 * `useText()`: `textOf(locale)("insights.feedTitle", …)`.
 */
import fs from "node:fs";
import path from "node:path";
import { textIn, type Dictionary, type Translate } from "../src/lib/interface-text";
import { LOCALES, type Locale } from "../src/lib/locale";

/** The path of an edition's dictionary, relative to the repository. */
export const dictionaryPath = (locale: string): string => `data/interface/${locale}.json`;

/** An edition's dictionary, read from data/interface/<locale>.json. */
export function readDictionary(locale: string, root = "."): Dictionary {
  return JSON.parse(fs.readFileSync(path.join(root, dictionaryPath(locale)), "utf8")) as Dictionary;
}

export const dictionaries = Object.fromEntries(LOCALES.map((locale) => [locale, readDictionary(locale)])) as Record<
  Locale,
  Dictionary
>;

/** The lookup in `locale`'s dictionary. */
export const textOf = (locale: Locale): Translate => textIn(dictionaries[locale]);
