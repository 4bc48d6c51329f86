/**
 * The interface dictionary: every label, message and aria-label the site shows, one key per string, grouped by
 * area in data/interface/en.json and, for each other edition, data/interface/<locale>.json (es.json). Pure lookup with
 * placeholders (`{count}`) and plural forms chosen by `Intl.PluralRules`, so components, src/lib and the build (gatsby/) all read words the same way. Keys are checked by
 * TypeScript. Every lookup is given its dictionary: nothing here falls back to English, so a Spanish page cannot
 * show an English string by omission (components get theirs from the page, `useText()`).
 */
import { pluralCategory } from "./number-format";
import type en from "../../data/interface/en.json";

/**
 * A string with plural forms, one per plural category of the dictionary's language (`Intl.PluralRules` of its
 * `dates.locale` tag: `one` and `other` in English and Spanish; `zero`, `two`, `few` and `many` where a language has
 * them). `other` is required; a category the entry lacks falls back to it.
 */
export type PluralText = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

export type Dictionary = typeof en;

type KeysOf<T, Prefix extends string = ""> = {
  [K in keyof T & string]: T[K] extends string | PluralText ? `${Prefix}${K}` : KeysOf<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Every key of the dictionary, e.g. `"header.openMenu"`. */
export type TextKey = KeysOf<Dictionary>;

export type TextValues = Record<string, string | number>;

const PLURAL_CATEGORIES: ReadonlySet<string> = new Set(["zero", "one", "two", "few", "many", "other"]);

/** Whether a dictionary value is a plural entry: an object of plural categories, `other` among them. */
function isPlural(value: unknown): value is PluralText {
  return (
    typeof value === "object" &&
    value !== null &&
    "other" in value &&
    Object.entries(value).every(([category, text]) => PLURAL_CATEGORIES.has(category) && typeof text === "string")
  );
}

/** The form of a plural entry for `count`, by the plural rules of the dictionary's language (`dates.locale`). */
function pluralForm(dictionary: Dictionary, entry: PluralText, count: number): string {
  const category = pluralCategory(count, dictionary.dates.locale);
  return entry[category] ?? entry.other;
}

function lookup(dictionary: Dictionary, key: string): string | PluralText {
  const value = key
    .split(".")
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], dictionary);
  if (typeof value === "string" || isPlural(value)) return value;
  throw new Error(`The interface dictionary has no text for "${key}".`);
}

/**
 * The text for `key`, with `{name}` placeholders filled from `values`. A plural entry picks its form by
 * `values.count`. A placeholder without a value is an error, so a missing number never reaches a visitor.
 */
export function interfaceText(dictionary: Dictionary, key: TextKey, values: TextValues = {}): string {
  const entry = lookup(dictionary, key);
  const template = isPlural(entry) ? pluralForm(dictionary, entry, Number(values.count)) : entry;
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (!(name in values)) throw new Error(`"${key}" needs a value for {${name}}.`);
    return String(values[name]);
  });
}

/** A bound lookup, as components receive it from `useText()`. */
export type Translate = (key: TextKey, values?: TextValues) => string;

/** A piece of a text: words, or the name of a placeholder whose value is not plain text (a link, say). */
export type TextPart = string | { slot: string };

/**
 * The text for `key` cut at its placeholders, for messages that hold elements: string and number values are
 * filled in, every other placeholder comes back as a `{ slot }` for the caller to render.
 */
export function interfaceTextParts(
  dictionary: Dictionary,
  key: TextKey,
  values: Record<string, unknown> = {},
): TextPart[] {
  const entry = lookup(dictionary, key);
  const template = isPlural(entry) ? pluralForm(dictionary, entry, Number(values.count)) : entry;
  return template.split(/(\{\w+\})/).flatMap((piece): TextPart[] => {
    const name = /^\{(\w+)\}$/.exec(piece)?.[1];
    if (!name) return piece ? [piece] : [];
    if (!(name in values)) throw new Error(`"${key}" needs a value for {${name}}.`);
    const value = values[name];
    return typeof value === "string" || typeof value === "number" ? [String(value)] : [{ slot: name }];
  });
}

/**
 * A lookup bound to one dictionary, e.g. the Spanish one a Spanish page receives in its page context:
 * `textIn(dictionary)("header.openMenu")`. There is no default dictionary: every lookup names its language.
 */
export function textIn(dictionary: Dictionary): Translate {
  return (key, values = {}) => interfaceText(dictionary, key, values);
}
