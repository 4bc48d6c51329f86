/**
 * The site's two editions: English at the root, Spanish under /es (issue 16). Every English route has exactly one
 * Spanish counterpart at the same path under /es, and so does every file the build writes for visitors
 * (PDFs, calendar feeds): `/tax_organizer.pdf` ↔ `/es/tax_organizer.pdf`.
 */
export const LOCALES = ["en", "es"] as const;

export type Locale = (typeof LOCALES)[number];

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
