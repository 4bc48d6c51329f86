/**
 * The site's editions, as configuration: `SITE_LOCALES` lists each language once (code, path prefix, `hreflang`,
 * `og:locale`, the BCP 47 tag of its dates, numbers and plural rules, its names), and everything that differs by
 * language reads it from here: page creation, queries, feeds, search, the sitemap, hreflang links and the language
 * switch. The first locale is the default edition: English at the root, the language the content is written in
 * (data/<collection>/en/). Every other edition lives under its prefix (Spanish under /es) and translates it
 * (data/<collection>/es/); every English route, Insights articles and feeds included, has exactly one counterpart
 * at the same path under each prefix, and so does every file the build writes for visitors (PDFs, calendar feeds):
 * `/tax_organizer.pdf` ↔ `/es/tax_organizer.pdf`.
 *
 * `localeSet(settings)` makes the path functions for any list of locales, so tests can build the site's pages,
 * routes and checks for a made-up third edition in memory; the functions exported below are the site's own.
 */

/** One edition's settings. */
export interface LocaleSettings {
  /** Language code: the page context's `locale`, `<html lang>`, data/<collection>/<code>/, data/interface/<code>.json. */
  readonly code: string;
  /** Where the edition's routes live: "" for the default edition, "/es" for Spanish. */
  readonly prefix: string;
  /** The `hreflang` of the edition's pages in alternate links and the sitemap. */
  readonly hreflang: string;
  /** Open Graph locale (`og:locale`). */
  readonly openGraph: string;
  /** BCP 47 tag for `Intl`: dates, numbers and plural rules (`Intl.PluralRules`). */
  readonly intlTag: string;
  /** The language's name in English, for messages to developers and staff ("field title has no Spanish"). */
  readonly englishName: string;
  /** The language's name in itself: the language switch's link to the edition ("Español"). */
  readonly nativeName: string;
  /**
   * How a name (a service's menu label, a category's title) reads inside a sentence: "lowercase" writes its first
   * word in lower case, as Spanish does ("Artículos sobre nómina"); left out, as written ("Articles on Payroll").
   */
  readonly namesInText?: "lowercase";
}

/** The site's editions, the default first. */
export const SITE_LOCALES = [
  {
    code: "en",
    prefix: "",
    hreflang: "en",
    openGraph: "en_US",
    intlTag: "en-US",
    englishName: "English",
    nativeName: "English",
  },
  {
    code: "es",
    prefix: "/es",
    hreflang: "es",
    openGraph: "es_US",
    intlTag: "es-US",
    englishName: "Spanish",
    nativeName: "Español",
    namesInText: "lowercase",
  },
] as const satisfies readonly LocaleSettings[];

export type Locale = (typeof SITE_LOCALES)[number]["code"];

/** The path functions of a list of editions (the first is the default, at the root). */
export function localeSet<Code extends string>(settings: readonly (LocaleSettings & { code: Code })[]) {
  const [defaultSettings] = settings;
  if (!defaultSettings || defaultSettings.prefix !== "") throw new Error("The first locale is the default, at /");
  const locales = settings.map((entry) => entry.code);
  const byCode = new Map(settings.map((entry) => [entry.code as string, entry]));
  const prefixed = settings.filter((entry) => entry.prefix !== "");
  const prefixPattern = (prefix: string) => new RegExp(`^${prefix.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?=/|$|[?#])`);
  const patterns = prefixed.map((entry) => ({ entry, pattern: prefixPattern(entry.prefix) }));

  /** The settings of an edition. */
  const settingsOf = (locale: Code): LocaleSettings & { code: Code } => {
    const found = byCode.get(locale);
    if (!found) throw new Error(`Unknown locale "${locale}"`);
    return found as LocaleSettings & { code: Code };
  };

  /** The edition a path belongs to: "/es", "/es/about" and "/es/tax_organizer.pdf" are Spanish. */
  const localeOfPath = (pathname: string): Code =>
    patterns.find(({ pattern }) => pattern.test(pathname))?.entry.code ?? defaultSettings.code;

  /** The path without its edition prefix: "/es/about" → "/about", "/es" → "/". */
  const pathWithoutLocale = (pathname: string): string => {
    const match = patterns.find(({ pattern }) => pattern.test(pathname));
    if (!match) return pathname;
    const rest = pathname.replace(match.pattern, "");
    return rest === "" || rest.startsWith("?") || rest.startsWith("#") ? `/${rest}` : rest;
  };

  /**
   * The same path in `locale`'s edition: localizedPath("/about", "es") → "/es/about", localizedPath("/", "es") →
   * "/es", localizedPath("/es/about", "en") → "/about". External links, mailto: and tel: are returned unchanged.
   */
  const localizedPath = (pathname: string, locale: Code): string => {
    if (!pathname.startsWith("/") || pathname.startsWith("//")) return pathname;
    const base = pathWithoutLocale(pathname);
    const { prefix } = settingsOf(locale);
    if (prefix === "") return base;
    if (base === "/") return prefix;
    if (base.startsWith("/?") || base.startsWith("/#")) return `${prefix}${base.slice(1)}`;
    return `${prefix}${base}`;
  };

  return {
    settings,
    locales,
    defaultLocale: defaultSettings.code,
    /** The editions that translate the default one. */
    translations: prefixed.map((entry) => entry.code),
    settingsOf,
    isLocale: (value: unknown): value is Code => typeof value === "string" && byCode.has(value),
    localeOfPath,
    pathWithoutLocale,
    localizedPath,
    /** The editions a page of `locale` links to from its language switch: every other one. */
    otherLocales: (locale: Code): Code[] => locales.filter((code) => code !== locale),
    /** A page's alternate links (hreflang → path): every edition, and `x-default`, the default edition's. */
    alternates: (pathname: string): { hreflang: string; path: string }[] => [
      ...settings.map((entry) => ({ hreflang: entry.hreflang, path: localizedPath(pathname, entry.code) })),
      { hreflang: "x-default", path: localizedPath(pathname, defaultSettings.code) },
    ],
  };
}

const site = localeSet<Locale>(SITE_LOCALES);

/** Every edition's code, the default first. */
export const LOCALES: readonly Locale[] = site.locales;

/** The default edition (English): the language data/ is written in, at the root of the site. */
export const DEFAULT_LOCALE: Locale = site.defaultLocale;

/** The editions that translate the default one (Spanish). */
export const TRANSLATED_LOCALES: readonly Locale[] = site.translations;

export const { isLocale, localeOfPath, pathWithoutLocale, localizedPath, otherLocales, alternates, settingsOf } = site;

/** BCP 47 tag for dates and numbers: `Intl.DateTimeFormat(localeTag(locale))`. */
export const localeTag = (locale: Locale): string => settingsOf(locale).intlTag;

/** Open Graph locale (`og:locale`). */
export const openGraphLocale = (locale: Locale): string => settingsOf(locale).openGraph;

/**
 * Where a link on a page of `locale`'s edition leads: the same edition's path. External, mailto: and tel: links
 * are returned unchanged. Every route exists in every edition, Insights articles included.
 */
export function editionPath(pathname: string, locale: Locale): string {
  return localizedPath(pathname, locale);
}

/** Where the language switch of the page at `pathname` leads in `locale`'s edition: the same page. */
export function switchPath(pathname: string, locale: Locale): string {
  return localizedPath(pathname, locale);
}

/**
 * A date (YYYY-MM-DD) written out in `locale`'s language, e.g. "23 de noviembre de 2026" (es-US). Pages of the
 * default edition keep the wording their GraphQL `formatString` gives ("November 23, 2026").
 */
export function longDate(isoDate: string, locale: Locale): string {
  return new Intl.DateTimeFormat(localeTag(locale), { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}

/**
 * The entry of `locale` in a static query's `editions` (gatsby/translatable.ts): static queries take no variables,
 * so they ask for every edition and the component keeps its page's.
 */
export function editionOf<Entry extends { readonly locale: string }>(
  editions: readonly Entry[],
  locale: Locale,
): Entry {
  const entry = editions.find((edition) => edition.locale === locale);
  if (!entry) throw new Error(`The query has no "${locale}" edition`);
  return entry;
}

/**
 * A name (a service's menu label, a category's title) as it reads inside a sentence of the edition (`namesInText`):
 * "Nómina" → "nómina" in Spanish. A first word with a capital after its first letter (IRS, CFO, M&A) keeps its case;
 * a name that starts with a proper noun would not, so none of the names it is given should.
 */
export function nameInText(name: string, locale: Locale): string {
  const settings: LocaleSettings = settingsOf(locale);
  if (settings.namesInText !== "lowercase") return name;
  const first = name.split(" ")[0] ?? "";
  if (first.length < 2 || first.slice(1) !== first.slice(1).toLocaleLowerCase(settings.intlTag)) return name;
  return first.charAt(0).toLocaleLowerCase(settings.intlTag) + name.slice(1);
}
