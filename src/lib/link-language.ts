/**
 * Which links lead to a page in English: on Spanish pages such a link says so, "(en inglés)"
 * (`common.inEnglish`, shown by src/components/ui/link-language-marker.tsx). Decided from data, never typed into a
 * sentence: data/interface/link-languages.json lists the prefixes of official pages published in Spanish
 * (`spanishPages`) and of links that are no document in a language (`languageNeutral`: the client portal, the social
 * profiles, Google Maps, tel:, mailto:, webcal:). Every other link to another site is taken to be in English.
 */
// Named imports: the file's `about` (its explanation for the editor) stays out of the pages' script.
import { languageNeutral, spanishPages, spanishTwins } from "../../data/interface/link-languages.json";

export interface LinkLanguageLists {
  /** Address prefixes of pages in Spanish, e.g. "https://www.irs.gov/es/". */
  spanishPages: readonly string[];
  /** Address prefixes of links that are not documents in a language, e.g. "tel:". */
  languageNeutral: readonly string[];
  /** English pages with a Spanish edition at another address: { en, es }. */
  spanishTwins?: readonly { en: string; es: string }[];
}

/** An address of another site: http(s):// or protocol-relative //. */
const WEB_ADDRESS = /^(https?:)?\/\//i;

/**
 * An address in a form prefixes can be compared with: for web addresses the host in lower case without the scheme
 * ("www.irs.gov/es/…", so http and https match alike); anything else (tel:, mailto:) in lower case.
 */
function comparable(address: string): string {
  const trimmed = address.trim();
  if (!WEB_ADDRESS.test(trimmed)) return trimmed.toLowerCase();
  const rest = trimmed.replace(WEB_ADDRESS, "");
  const slash = rest.search(/[/?#]/);
  const host = slash === -1 ? rest : rest.slice(0, slash);
  return host.toLowerCase() + (slash === -1 ? "" : rest.slice(slash));
}

/** `href` starts with `prefix`; a prefix ending in "/" also matches its own address without it ("…/es"). */
function startsWith(href: string, prefix: string): boolean {
  const [address, start] = [comparable(href), comparable(prefix)];
  return address.startsWith(start) || (start.endsWith("/") && address === start.slice(0, -1));
}

/**
 * True when `href` is a page of another site in English: an http(s) address that is neither a Spanish page nor a
 * language-neutral link. Routes and files of this site (`/about`, `/fw4.pdf`, `#top`), tel:, mailto: and webcal:
 * links are false.
 */
const linkLanguages: LinkLanguageLists = { spanishPages, languageNeutral, spanishTwins };

export function isEnglishPage(href: string, lists: LinkLanguageLists = linkLanguages): boolean {
  if (!WEB_ADDRESS.test(href.trim())) return false;
  const matches = (prefixes: readonly string[]) => prefixes.some((prefix) => startsWith(href, prefix));
  return !matches(lists.languageNeutral) && !matches(lists.spanishPages);
}

/** An address without its scheme and trailing slash, for comparing two addresses of one page. */
const samePage = (a: string, b: string) => comparable(a).replace(/\/$/, "") === comparable(b).replace(/\/$/, "");

/**
 * The Spanish edition of the page at `href` when link-languages.json lists one (`spanishTwins`: Tema 306 at
 * irs.gov/es/taxtopics/tc306), else `href`: a Spanish page links it, and so has no "(en inglés)" to show.
 */
export function spanishTwinOf(href: string, lists: LinkLanguageLists = linkLanguages): string {
  return lists.spanishTwins?.find((twin) => samePage(href, twin.en))?.es ?? href;
}
