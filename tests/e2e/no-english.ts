/**
 * What "no English on a Spanish page" means for the browser tests: no sentence of the English edition —
 * a string of the English interface dictionary (data/interface/en.json), a visitor-text field of the English data
 * (data/*.json, by the build's own rule in gatsby/translations.ts) or a sentence of an English article
 * (data/insights/*.mdx) — may appear in what a Spanish page shows or says: its visible text, `title`, `alt`,
 * `aria-label` and `placeholder` attributes, document title, meta descriptions and JSON-LD.
 *
 * Each English string is cut into sentences and at its placeholders; a piece of three words or more is a phrase to
 * look for. The dictionary's short labels ("Responsibilities", "Close menu") are looked for too, as whole words.
 * Names stay as they are in both languages: the firm's name, people's and organisations' names (every `name` and
 * `legalName` field of data/), form numbers, the languages' own names (the language switch's "English") and the names
 * listed in english-exemptions.json are taken out of a phrase first, and a phrase the Spanish edition also uses word
 * for word is left alone.
 */
import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { SITE_LOCALES } from "../../src/lib/locale";
import { NON_TEXT_FIELDS, collectionIn, looksLikeText } from "../../gatsby/translations";
import { nameInText } from "../../src/lib/locale";
import linkLanguages from "../../data/interface/link-languages.json";
import { collectionsOnDisk, recordFiles } from "../../gatsby/data-layout";
import exemptions from "./english-exemptions.json";
import { escapeRegExp } from "../helpers/text";

const root = path.resolve(__dirname, "../..");
const read = (file: string) => fs.readFileSync(path.join(root, file), "utf8");
const readJson = (file: string): unknown => JSON.parse(read(file));

/** Every string of a JSON value; `visitorTextOnly` applies the build's rule of what is visitor text. */
function stringsOf(value: unknown, visitorTextOnly: boolean, out: string[] = [], field = ""): string[] {
  if (typeof value === "string") {
    if (!visitorTextOnly || looksLikeText(value)) out.push(value);
  } else if (Array.isArray(value)) {
    value.forEach((item) => stringsOf(item, visitorTextOnly, out, field));
  } else if (value && typeof value === "object") {
    Object.entries(value).forEach(([key, item]) => {
      if (!visitorTextOnly || !NON_TEXT_FIELDS.has(key)) stringsOf(item, visitorTextOnly, out, key);
    });
  }
  return out;
}

/** The values of every field called `name` or `legalName` in data/ (people, organisations, the firm). */
function namesOf(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((item) => namesOf(item, out));
  else if (value && typeof value === "object") {
    Object.entries(value).forEach(([key, item]) => {
      if ((key === "name" || key === "legalName") && typeof item === "string") out.push(item);
      else namesOf(item, out);
    });
  }
  return out;
}

/** An MDX article's words: front matter strings and the body as plain sentences (Markdown syntax left out). */
function articleStrings(file: string): string[] {
  const text = read(file);
  const [, frontmatter = "", body = ""] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text) ?? [];
  const fields = [...frontmatter.matchAll(/^\s*-?\s*(?:title|description|heroAlt):\s*"?(.*?)"?\s*$/gm)].map(
    (m) => m[1],
  );
  const plain = body
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/[*_`>#|]/g, " ")
    .split(/\n+/)
    .map((line) => line.replace(/^\s*(?:[-+]|\d+\.)\s+/, "").trim())
    .filter(Boolean);
  return [...fields, ...plain];
}

/** The record files of every collection of data/ in one edition (gatsby/data-layout.ts). */
const dataFiles = (locale: "en" | "es") =>
  collectionsOnDisk(path.join(root, "data")).flatMap((name) =>
    recordFiles(name, locale, path.join(root, "data")).map(({ file }) => file),
  );
const articleFiles = (dir: string) =>
  fs
    .readdirSync(path.join(root, dir))
    .filter((file) => file.endsWith(".mdx"))
    .map((file) => `${dir}/${file}`);

const normalize = (text: string) => text.replace(/\s+/g, " ").trim();
const words = (text: string) => text.match(/[A-Za-zÀ-ÿ][A-Za-zÀ-ÿ'’-]*/g) ?? [];

export interface EnglishPhrase {
  phrase: string;
  from: string;
  /** A short label, matched as whole words only. */
  label?: boolean;
}

/** The English phrases no Spanish page may contain, each with where it comes from. */
export function englishPhrases(): EnglishPhrase[] {
  const englishData = dataFiles("en").map((file) => ({ from: file, strings: stringsOf(readJson(file), true) }));
  const sources = [
    { from: "data/interface/en.json", strings: stringsOf(readJson("data/interface/en.json"), false) },
    ...englishData,
    ...articleFiles("data/insights/en").map((file) => ({ from: file, strings: articleStrings(file) })),
  ];
  const spanish = normalize(
    [
      ...stringsOf(readJson("data/interface/es.json"), false),
      ...dataFiles("es").flatMap((file) => stringsOf(readJson(file), false)),
      ...articleFiles("data/insights/es").flatMap(articleStrings),
    ].join("\n"),
  );
  // The language switch names each edition in its own language ("English" on Spanish pages, lang="en").
  const languageNames = SITE_LOCALES.map((locale) => locale.nativeName);
  const names = [
    ...new Set([...dataFiles("en").flatMap((file) => namesOf(readJson(file))), ...exemptions.names, ...languageNames]),
  ].sort((a, b) => b.length - a.length);
  const exempt = new RegExp(
    [...names.map(escape), ...exemptions.patterns].map((pattern) => `(?:${pattern})`).join("|"),
    "g",
  );
  const found = new Map<string, EnglishPhrase>();
  const spanishWords = new Set(words(spanish));
  for (const text of stringsOf(readJson("data/interface/en.json"), false)) {
    for (const piece of text.split(/\{\w+\}/)) {
      const label = normalize(piece).replace(/^[\s,;:–—(]+|[\s,;:–—).]+$/g, "");
      const labelWords = words(label.replace(exempt, " "));
      if (!labelWords.length || label.length < 6 || words(label).length > 2) continue;
      if (labelWords.every((word) => spanishWords.has(word))) continue;
      if (!found.has(label)) found.set(label, { phrase: label, from: "data/interface/en.json", label: true });
    }
  }
  for (const { from, strings } of sources) {
    for (const text of strings) {
      for (const piece of text.replace(/\{\w+\}/g, "\n").split(/\n|(?<=[.!?;:])\s+|\s+[–—]\s+/)) {
        const phrase = normalize(piece).replace(/^[\s,;:–—(]+|[\s,;:–—)]+$/g, "");
        if (words(phrase).length < 3 || phrase.length < 14) continue;
        if (words(phrase.replace(exempt, " ")).length < 3) continue;
        if (spanish.includes(phrase)) continue;
        if (!found.has(phrase)) found.set(phrase, { phrase, from });
      }
    }
  }
  return [...found.values()];
}

let cached: { entry: EnglishPhrase; test: (text: string) => boolean }[] | undefined;

/** What the page shows and says, as one text: visible text, attributes read aloud, title, meta, JSON-LD. */
export async function pageWords(page: Page): Promise<string> {
  return normalize(await pageLines(page));
}

/** The same, one line per block of the page (innerText's line breaks kept), spaces collapsed within a line. */
async function pageLines(page: Page): Promise<string> {
  const text = await page.evaluate(() => {
    const out: string[] = [document.body.innerText, document.title];
    for (const element of document.querySelectorAll("[title], [alt], [aria-label], [placeholder]")) {
      for (const attribute of ["title", "alt", "aria-label", "placeholder"]) {
        const value = element.getAttribute(attribute);
        if (value) out.push(value);
      }
    }
    for (const meta of document.querySelectorAll(
      'meta[name="description"], meta[property="og:title"], meta[property="og:description"], ' +
        'meta[property="og:image:alt"], meta[name="twitter:title"], meta[name="twitter:description"]',
    )) {
      out.push(meta.getAttribute("content") ?? "");
    }
    const strings = (value: unknown): string[] =>
      typeof value === "string"
        ? /^https?:/.test(value)
          ? []
          : [value]
        : Array.isArray(value)
          ? value.flatMap(strings)
          : value && typeof value === "object"
            ? Object.values(value).flatMap(strings)
            : [];
    for (const script of document.querySelectorAll('script[type="application/ld+json"]')) {
      out.push(...strings(JSON.parse(script.textContent ?? "null")));
    }
    return out.join("\n");
  });
  return text.replace(/[^\S\n]+/g, " ");
}

/**
 * Spanish as irs.gov/es writes it, beyond the English phrases: a service's or category's name inside a sentence in
 * lower case ("Artículos sobre nómina", not "sobre Nómina"), and no link to an English page the agency also publishes
 * in Spanish (link-languages.json, `spanishTwins`).
 */
function spanishUsageChecks(): { what: string; test: (text: string) => boolean }[] {
  const names = [
    ...(collectionIn("services", "es") as { navLabel: string }[]).map((service) => service.navLabel),
    ...(collectionIn("service-categories", "es") as { title: string }[]).map((category) => category.title),
  ].filter((name) => nameInText(name, "es") !== name);
  return names.map((name) => {
    // Not a longer proper name that starts the same way: "Servicio de Impuestos Internos", a form's title
    // "Declaración de Impuestos sobre el Ingreso…".
    const pattern = new RegExp(`(?:\\bsobre|\\bde|Explorar) ${escapeRegExp(name)}(?![\\p{L}]| \\p{Lu}| sobre )`, "u");
    return { what: `"${name}" capitalised inside a sentence`, test: (text: string) => pattern.test(text) };
  });
}

let usageChecks: ReturnType<typeof spanishUsageChecks> | undefined;

/** The English phrases found on the page as it is now, each with its source: `[]` when the page is all Spanish. */
export async function englishOn(page: Page): Promise<string[]> {
  cached ??= englishPhrases().map((entry) => {
    if (!entry.label) return { entry, test: (text: string) => text.includes(entry.phrase) };
    const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(entry.phrase)}(?![\\p{L}\\p{N}])`, "u");
    return { entry, test: (text: string) => pattern.test(text) };
  });
  usageChecks ??= spanishUsageChecks();
  const lines = await pageLines(page);
  const text = normalize(lines);
  const where = decodeURIComponent(new URL(page.url()).pathname);
  const hrefs = await page.evaluate(() => [...document.querySelectorAll("a[href]")].map((a) => a.getAttribute("href")));
  const twins = linkLanguages.spanishTwins.filter((twin) =>
    hrefs.some((href) => href?.replace(/\/$/, "") === twin.en.replace(/\/$/, "")),
  );
  return [
    ...cached.filter(({ test }) => test(text)).map(({ entry }) => `${where}: "${entry.phrase}" (${entry.from})`),
    ...(where.startsWith("/es") ? usageChecks : [])
      .filter(({ test }) => test(lines))
      .map(({ what }) => `${where}: ${what}`),
    ...twins.map((twin) => `${where}: links ${twin.en}, which irs.gov/es publishes as ${twin.es}`),
  ];
}
