/**
 * The interface dictionaries the build writes with (feeds, PDFs, share images), one per locale. Build code names
 * the language of every lookup, as components do through `useText()`: `textOf("es")("insights.feedTitle", …)`.
 */
import en from "../data/interface/en.json";
import es from "../data/interface/es.json";
import { textIn, type Dictionary, type Translate } from "../src/lib/interface-text";
import type { Locale } from "../src/lib/locale";

export const dictionaries: Record<Locale, Dictionary> = { en, es };

/** The lookup in `locale`'s dictionary. */
export const textOf = (locale: Locale): Translate => textIn(dictionaries[locale]);
