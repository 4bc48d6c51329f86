/**
 * The site's two editions: English at the root, Spanish under /es. Every English route, Insights
 * articles and feeds included, has exactly one Spanish counterpart at the same path under /es, and so does every file the build writes for visitors
 * (PDFs, calendar feeds): `/tax_organizer.pdf` ↔ `/es/tax_organizer.pdf`.
 */
export const LOCALES = ["en", "es"] as const;

export type Locale = (typeof LOCALES)[number];

/** Whether a value from outside the code (a page context, a URL) names one of the site's editions. */
export function isLocale(value: unknown): value is Locale {
  return (LOCALES as readonly unknown[]).includes(value);
}

/** BCP 47 tag for dates and numbers: `Intl.DateTimeFormat(localeTag(locale))`. */
export function localeTag(locale: Locale): string {
  return locale === "es" ? "es-US" : "en-US";
}

/** Open Graph locale (`og:locale`). */
export function openGraphLocale(locale: Locale): string {
  return locale === "es" ? "es_US" : "en_US";
}

const SPANISH_PREFIX = /^\/es(?=\/|$|[?#])/;

/** The edition a path belongs to: "/es", "/es/about" and "/es/tax_organizer.pdf" are Spanish. */
export function localeOfPath(pathname: string): Locale {
  return SPANISH_PREFIX.test(pathname) ? "es" : "en";
}

/** The path without its edition prefix: "/es/about" → "/about", "/es" → "/". */
export function pathWithoutLocale(pathname: string): string {
  if (!SPANISH_PREFIX.test(pathname)) return pathname;
  const rest = pathname.replace(SPANISH_PREFIX, "");
  return rest === "" || rest.startsWith("?") || rest.startsWith("#") ? `/${rest}` : rest;
}

/**
 * The same path in `locale`'s edition: localizedPath("/about", "es") → "/es/about", localizedPath("/", "es") → "/es",
 * localizedPath("/es/about", "en") → "/about". External links, mailto: and tel: are returned unchanged.
 */
export function localizedPath(pathname: string, locale: Locale): string {
  if (!pathname.startsWith("/") || pathname.startsWith("//")) return pathname;
  const base = pathWithoutLocale(pathname);
  if (locale === "en") return base;
  if (base === "/") return "/es";
  if (base.startsWith("/?") || base.startsWith("/#")) return `/es${base.slice(1)}`;
  return `/es${base}`;
}

/**
 * Where a link on a page of `locale`'s edition leads: the same edition's path. External, mailto: and tel: links
 * are returned unchanged. Every route exists in both editions, Insights articles included.
 */
export function editionPath(pathname: string, locale: Locale): string {
  return localizedPath(pathname, locale);
}

/** The other edition: "es" for "en" and the other way round. */
export function otherLocale(locale: Locale): Locale {
  return locale === "es" ? "en" : "es";
}

/** Where the language switch of the page at `pathname` leads in `locale`'s edition: the same page. */
export function switchPath(pathname: string, locale: Locale): string {
  return localizedPath(pathname, locale);
}

/**
 * A date (YYYY-MM-DD) written out for the Spanish edition, e.g. "23 de noviembre de 2026" (es-US). English pages
 * keep the wording their GraphQL `formatString` gives ("November 23, 2026"), so they need no Intl at all.
 */
export function spanishLongDate(isoDate: string): string {
  return new Intl.DateTimeFormat(localeTag("es"), { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}
