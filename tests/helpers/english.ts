/**
 * The English dictionary for tests that call src/lib directly: every lookup in the site names its language, so a
 * test of the English wording passes it too.
 */
import en from "../../data/interface/en.json";
import { textIn, type Dictionary } from "../../src/lib/interface-text";

export const englishDictionary: Dictionary = en;
/** `t` as an English page's components get it from `useText()`. */
export const englishText = textIn(en);
/** The BCP 47 tag of English dates, as `localeTag("en")` gives it. */
export const englishDates = "en-US";
