/**
 * The translated editions' content (docs/translating.md). Each edition's text of a record lives beside its English
 * (gatsby/data-layout.ts): data/<collection>/<locale>/<file>.json (Spanish: data/<collection>/es/) has the shape of
 * data/<collection>/en/<file>.json with only the visitor text; the record it translates is the English file of the
 * same name. Each edition's interface dictionary (data/interface/es.json) has every key of data/interface/en.json.
 * The editions are those of src/lib/locale.ts. Build-time code: src/ never imports it.
 *
 * Which values are visitor text, and so need Spanish, is decided by one rule (`isTranslatable`): every string
 * except those under a field in `NON_TEXT_FIELDS` and those that look like a path, URL, date, code or bare figure
 * (`looksLikeText`). Every string of the interface dictionary is visitor text. Links stay English, except the few
 * link fields a Spanish record may point elsewhere (`LOCALIZED_LINK_FIELDS`: the Spanish version of an official form).
 */
import fs from "node:fs";
import path from "node:path";
import { DEFAULT_LOCALE, settingsOf, TRANSLATED_LOCALES, type Locale, type LocaleSettings } from "../src/lib/locale";
import { contentTypeNames } from "./content-types";
import { collectionsOnDisk, recordFiles, recordPath, SINGLETONS, type Json } from "./data-layout";
import { dictionaryPath } from "./dictionaries";

export type { Json };
type JsonObject = { [key: string]: Json };

/** Fields that never hold visitor text (links, images, enums, dates, contact details, names): the overlay leaves
 * them out, and the Spanish record keeps the English value. */
export const NON_TEXT_FIELDS: ReadonlySet<string> = new Set([
  ...["image", "to", "link", "ctaLink", "path", "url", "href", "pdfPath", "icon", "format", "menu", "layout"],
  ...["key", "slug", "id", "year", "order", "group", "category", "column", "kind", "audience", "jurisdiction"],
  ...["schedule", "scope", "areas", "topics", "author", "employmentType", "applyOnline", "holidays", "forms"],
  // A reviewer's note on a tax deadline rule's sources, never shown to visitors.
  "sourceNote",
  ...["datePosted", "effectiveDate", "publishedDate", "updatedDate", "firstOriginalDate", "lastOriginalDate"],
  ...["newDate", "opens", "closes", "dayCodes", "email", "careersEmail", "phoneDisplay", "phoneTel", "geo"],
  ...["address", "network", "clientPortalUrl", "socialProfiles", "name", "legalName", "team"],
  // The season of a group of opening hours, MM-DD.
  ...["validFrom", "validThrough"],
  // The organizer's links to its questions and to the deadline rules, by key.
  ...["calledForBy", "dueBy", "thresholdsFrom"],
]);

/**
 * Link fields a Spanish record may localize: where the agency publishes the same document in Spanish, the overlay
 * gives that address (data/new-employee-forms/es/: the W-4 record's `officialUrl` is Form W-4(SP)). Optional:
 * without it the Spanish record keeps the English link. When given, it must be a link (a URL or path, not text)
 * and differ from the English one. The GraphQL field is `@translatable`, so Spanish pages get it.
 */
export const LOCALIZED_LINK_FIELDS: ReadonlySet<string> = new Set(["officialUrl"]);

/**
 * Fields that identify a record or a list item and may stay in the overlay unchanged (`group` + `order` where there
 * is no key); the editor keeps them in the Spanish files it writes (gatsby/cms-setup.ts).
 */
export const IDENTIFYING_FIELDS: ReadonlySet<string> = new Set(["key", "slug", "year", "to", "group", "order"]);

/**
 * Where the Spanish has more items than the English, at the start of a list: the notice, first in each legal page,
 * that the English version governs. Collection → field path → number of added items.
 */
export const ADDED_LEADING_ITEMS: Readonly<Record<string, Readonly<Record<string, number>>>> = {
  "legal-documents": { "sections.0.paragraphs": 1 },
};

const PLACEHOLDER = /\{(\w+)\}/g;

/**
 * False for a path, URL, ISO date, code (CONSTANT_CODE, IR-2025-05) or a value without letters ("98%", "$2,000"). A
 * figure with a plus ("4,000+") is words: "more than 4,000", which Spanish writes "Más de 4,000".
 */
export function looksLikeText(value: string): boolean {
  if (/^\$?[\d,.]+\+$/.test(value)) return true;
  if (/^(\/|http|images\/|mailto:|tel:|webcal:)/.test(value)) return false;
  if (/^\d{4}-\d\d-\d\d$/.test(value) || /^[A-Z0-9_-]+$/.test(value)) return false;
  return /[A-Za-z]/.test(value);
}

/** The identifier an overlay record is matched by: `key`, `slug`, `year` or `to`; else `group#order`. */
export function recordId(record: Json): string | undefined {
  if (!isObject(record)) return undefined;
  const { group, order } = record;
  if (group !== undefined && order !== undefined && record.key === undefined && record.slug === undefined) {
    return `${group}#${order}`;
  }
  const field = ["key", "slug", "year", "to"].find((name) => record[name] !== undefined);
  return field === undefined ? undefined : String(record[field]);
}

function isObject(value: Json | undefined): value is JsonObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

const join = (at: string, part: string | number) => (at ? `${at}.${part}` : String(part));

/**
 * One English value with its Spanish laid over it: text from the Spanish where it has a non-empty string, every
 * other value (and any text the Spanish lacks) from the English. Objects merge field by field, lists by position.
 */
export function mergeTranslation(english: Json, spanish: Json | undefined, added: Record<string, number> = {}): Json {
  const merge = (en: Json, es: Json | undefined, at: string): Json => {
    if (typeof en === "string") return typeof es === "string" && es.trim() && looksLikeText(en) ? es : en;
    if (Array.isArray(en)) {
      const list = Array.isArray(es) ? es : [];
      const extra = Math.min(added[at] ?? 0, Math.max(0, list.length - en.length));
      return [...list.slice(0, extra), ...en.map((item, i) => merge(item, list[i + extra], join(at, i)))];
    }
    if (!isObject(en)) return en;
    const overlay = isObject(es) ? es : {};
    return Object.fromEntries(
      Object.entries(en).map(([field, value]) => [
        field,
        LOCALIZED_LINK_FIELDS.has(field)
          ? localizedLink(value, overlay[field])
          : NON_TEXT_FIELDS.has(field)
            ? value
            : merge(value, overlay[field], join(at, field)),
      ]),
    );
  };
  return merge(english, spanish, "");
}

/** A localized link field (`LOCALIZED_LINK_FIELDS`): the Spanish record's own link when it gives one. */
function localizedLink(english: Json, spanish: Json | undefined): Json {
  return typeof english === "string" && typeof spanish === "string" && spanish.trim() ? spanish.trim() : english;
}

/** A collection's records in Spanish: each English record merged with the overlay record of the same identifier. */
export function mergeCollection(name: string, english: Json, spanish: Json | undefined): Json {
  const added = ADDED_LEADING_ITEMS[name] ?? {};
  if (!Array.isArray(english)) return mergeTranslation(english, spanish, added);
  const byId = new Map((Array.isArray(spanish) ? spanish : []).map((record) => [recordId(record), record]));
  return english.map((record) => mergeTranslation(record, byId.get(recordId(record)), added));
}

function readJson(file: string): Json | undefined {
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, "utf8")) as Json) : undefined;
}

/** The identifying fields of an English record, which its Spanish file leaves out (the file name says which). */
const identity = (record: Json): JsonObject =>
  isObject(record) ? Object.fromEntries(Object.entries(record).filter(([field]) => IDENTIFYING_FIELDS.has(field))) : {};

export interface CollectionContent {
  /** The English records in the site's order (or the singleton's object). */
  english: Json;
  /** The edition's records, each with its English record's identifying fields (or the singleton's object). */
  translation: Json | undefined;
  /** Each record's file name (without extension), by record identifier. */
  files: Map<string, string>;
  /** The edition's files that translate no English file. */
  orphans: string[];
}

/** A collection of data/ with one edition's text: `english`, `translation` (matched by file name), the file names. */
export function readCollection(name: string, locale: Locale, dataDir = "data"): CollectionContent {
  const english = recordFiles(name, DEFAULT_LOCALE, dataDir);
  if (!english.length) throw new Error(`${recordPath(name, DEFAULT_LOCALE, "*")} does not exist`);
  const edition = recordFiles(name, locale, dataDir);
  if (SINGLETONS.has(name)) {
    return { english: english[0].record, translation: edition[0]?.record, files: new Map([["", name]]), orphans: [] };
  }
  const byName = new Map(english.map((file) => [file.name, file.record]));
  const files = new Map(english.map((file) => [recordId(file.record) ?? file.name, file.name]));
  const translated = edition.filter((file) => byName.has(file.name));
  return {
    english: english.map((file) => file.record),
    translation: translated.length
      ? translated.map((file) => ({
          // The English file's identifiers win: the file name, not a field, says which record is translated.
          ...(isObject(file.record) ? file.record : {}),
          ...identity(byName.get(file.name) as Json),
        }))
      : undefined,
    files,
    orphans: edition.filter((file) => !byName.has(file.name)).map((file) => file.file),
  };
}

/** The records of a collection in `locale`'s edition, e.g. the Spanish services: the English merged
 * with the edition's text. */
export function collectionIn(name: string, locale: Locale, dataDir = "data"): Json {
  const { english, translation } = readCollection(name, locale, dataDir);
  return mergeCollection(name, english, translation);
}

/** Paths of the visitor text inside a value (relative to `at`). */
function textPaths(value: Json, at: string, everyString = false): string[] {
  if (typeof value === "string") return everyString || looksLikeText(value) ? [at] : [];
  if (Array.isArray(value)) return value.flatMap((item, i) => textPaths(item, join(at, i), everyString));
  if (!isObject(value)) return [];
  return Object.entries(value)
    .filter(([field]) => everyString || !NON_TEXT_FIELDS.has(field))
    .flatMap(([field, item]) => textPaths(item, join(at, field), everyString));
}

/**
 * An edition to check: one of the site's (its code) or any other's settings (a test's made-up edition).
 */
export type EditionToCheck = Locale | LocaleSettings;
const editionSettings = (edition: EditionToCheck): LocaleSettings =>
  typeof edition === "string" ? settingsOf(edition) : edition;

const placeholders = (text: string) => [...new Set([...text.matchAll(PLACEHOLDER)].map((m) => `{${m[1]}}`))].sort();

/**
 * Compares an English value with its translation into `locale` and describes what the translation lacks or has
 * wrong, one message per field ("field banner.heading has no Spanish"). `everyString`: the interface dictionary,
 * where every string is text and every key is required both ways.
 */
function compare(
  en: Json,
  es: Json | undefined,
  at: string,
  added: Record<string, number>,
  edition: EditionToCheck,
  everyString = false,
) {
  const problems: string[] = [];
  const word = everyString ? "key" : "field";
  const language = editionSettings(edition).englishName;
  const missing = (value: Json, where: string) =>
    textPaths(value, where, everyString).forEach((p) => problems.push(`${word} ${p} has no ${language}`));
  const walk = (a: Json, b: Json | undefined, where: string): void => {
    if (typeof a === "string") {
      if (!(everyString ? a !== "" : looksLikeText(a))) return;
      if (typeof b !== "string" || !b.trim()) return missing(a, where);
      const [inEnglish, inSpanish] = [placeholders(a), placeholders(b)];
      if (inEnglish.join() !== inSpanish.join()) {
        problems.push(
          `${word} ${where} has placeholders ${inSpanish.join(", ") || "(none)"}; the English has ${inEnglish.join(", ") || "(none)"}`,
        );
      }
    } else if (Array.isArray(a)) {
      if (!Array.isArray(b)) return missing(a, where);
      const extra = added[where] ?? 0;
      if (b.length !== a.length + extra) {
        problems.push(`${word} ${where} has ${b.length} items in ${language}; ${a.length + extra} expected`);
      }
      const offset = Math.max(0, Math.min(extra, b.length - a.length));
      a.forEach((item, i) => walk(item, b[i + offset], join(where, i)));
    } else if (isObject(a)) {
      if (!isObject(b)) return missing(a, where);
      Object.entries(a).forEach(([field, value]) => {
        if (everyString || !NON_TEXT_FIELDS.has(field)) walk(value, b[field], join(where, field));
      });
      Object.keys(b).forEach((field) => {
        const link = b[field];
        if (!everyString && LOCALIZED_LINK_FIELDS.has(field) && field in a) {
          if (typeof link !== "string" || !link.trim() || looksLikeText(link)) {
            problems.push(
              `field ${join(where, field)} must be a link (a URL or path), or be left out of the ${language}`,
            );
          } else if (link.trim() === a[field]) {
            problems.push(`field ${join(where, field)} repeats the English link: leave it out of the ${language}`);
          }
        } else if (!(field in a)) {
          problems.push(
            `${word} ${join(where, field)} is not in ${everyString ? dictionaryPath(DEFAULT_LOCALE) : "the English"}`,
          );
        } else if (!everyString && NON_TEXT_FIELDS.has(field) && !IDENTIFYING_FIELDS.has(field)) {
          // Even empty (`[]`): the editor writes a Spanish file without such fields (gatsby/cms-format.ts).
          problems.push(`field ${join(where, field)} is not visitor text: leave it out of the ${language}`);
        }
      });
    }
  };
  walk(en, es, at);
  return problems;
}

/** The file name of a record of a collection read in memory: its identifier, made fit for a file name. */
const defaultFileName = (id: string) =>
  id
    .replace(/#/g, "-")
    .replace(/^\/+|\/+$/g, "")
    .replace(/\//g, "-") || "home";

/**
 * What is missing or wrong in one collection's translation into `locale`, each message naming the file, record and
 * field. `files` gives each record's file name by identifier (readCollection); without it, the identifier is the name.
 */
export function collectionProblems(
  name: string,
  english: Json,
  translation: Json | undefined,
  edition: EditionToCheck,
  files: ReadonlyMap<string, string> = new Map(),
): string[] {
  const added = ADDED_LEADING_ITEMS[name] ?? {};
  const { code: locale, englishName: language } = editionSettings(edition);
  if (!Array.isArray(english)) {
    const file = recordPath(name, locale, name);
    if (translation === undefined)
      return textPaths(english, "").length
        ? [`${file} is missing: ${recordPath(name, DEFAULT_LOCALE, name)} has visitor text`]
        : [];
    return compare(english, translation, "", added, edition).map((p) => `${file}: record ${name}: ${p}`);
  }
  const fileOf = (id: string, folder: string) => recordPath(name, folder, files.get(id) ?? defaultFileName(id));
  const problems: string[] = [];
  const byId = new Map<string, Json>();
  (Array.isArray(translation) ? translation : []).forEach((record, index) => {
    const id = recordId(record);
    if (id === undefined)
      problems.push(`${recordPath(name, locale, "*")}: record ${index + 1} has no identifying field`);
    else if (byId.has(id)) problems.push(`${fileOf(id, locale)}: record ${id} appears twice`);
    else byId.set(id, record);
  });
  const englishIds = new Set(english.map(recordId));
  byId.forEach((_, id) => {
    if (!englishIds.has(id))
      problems.push(`${fileOf(id, locale)}: record ${id} has no English record in ${fileOf(id, DEFAULT_LOCALE)}`);
  });
  english.forEach((record) => {
    const id = recordId(record) ?? "?";
    if (!byId.has(id)) {
      if (textPaths(record, "").length) problems.push(`${fileOf(id, locale)}: record ${id} has no ${language} record`);
      return;
    }
    problems.push(
      ...compare(record, byId.get(id), "", added, edition).map((p) => `${fileOf(id, locale)}: record ${id}: ${p}`),
    );
  });
  return problems;
}

/**
 * An edition's interface dictionary (data/interface/es.json) against the English one: the same keys both ways, every
 * value translated, the same placeholders, and `dates.locale` the edition's BCP 47 tag (src/lib/locale.ts).
 */
export function interfaceProblems(english: Json, translation: Json | undefined, edition: EditionToCheck): string[] {
  const { code, intlTag } = editionSettings(edition);
  const file = dictionaryPath(code);
  if (translation === undefined) return [`${file} is missing`];
  const problems = compare(english, translation, "", {}, edition, true);
  const tag = isObject(translation) && isObject(translation.dates) ? translation.dates.locale : undefined;
  if (typeof tag === "string" && tag !== intlTag) {
    problems.push(`key dates.locale is ${tag}; the edition's tag is ${intlTag} (src/lib/locale.ts)`);
  }
  return problems.map((p) => `${file}: ${p}`);
}

/**
 * Every problem of the translated editions' text, edition by edition: all collections of gatsby/content-types.ts
 * and the interface dictionary.
 */
export function translationProblems(dataDir = "data", locales: readonly Locale[] = TRANSLATED_LOCALES): string[] {
  const collections = Object.keys(contentTypeNames);
  const dictionary = (locale: Locale) => readJson(path.join(dataDir, "interface", `${locale}.json`));
  const english = dictionary(DEFAULT_LOCALE);
  const problems = locales.flatMap((locale) => [
    ...collections.flatMap((name) => {
      const { english: records, translation, files, orphans } = readCollection(name, locale, dataDir);
      return [
        ...orphans.map(
          (file) =>
            `${file} translates no English record (${file.replace(`/${locale}/`, `/${DEFAULT_LOCALE}/`)} is missing)`,
        ),
        ...collectionProblems(name, records, translation, locale, files),
      ];
    }),
    ...(english === undefined ? [] : interfaceProblems(english, dictionary(locale), locale)),
  ]);
  collectionsOnDisk(dataDir)
    .filter((name) => !collections.includes(name))
    .forEach((name) =>
      problems.push(`${recordPath(name, DEFAULT_LOCALE, "*")}: ${name} has no GraphQL type (gatsby/content-types.ts)`),
    );
  return problems;
}
