/**
 * The sitemap's entries (gatsby-plugin-sitemap's `serialize`): every edition, each page with its language
 * alternates as `<xhtml:link rel="alternate" hreflang>` — one per edition (en, es) and x-default (the English) — the
 * same alternates as the page's own head (`alternates`, src/lib/locale.ts; src/components/seo.tsx).
 */
import { alternates, LOCALES, localizedPath, pathWithoutLocale } from "../src/lib/locale";

/** Pages left out of the sitemap: the not-found pages of every edition. */
export const sitemapExcludes = [
  ...LOCALES.flatMap((locale) => [localizedPath("/404", locale), localizedPath("/404.html", locale)]),
  "/dev-404-page",
];

export interface SitemapEntry {
  url: string;
  changefreq: string;
  priority: number;
  links: { lang: string; url: string }[];
}

export function sitemapEntry(page: { path: string }): SitemapEntry {
  return {
    url: page.path,
    changefreq: "daily",
    priority: 0.7,
    links: alternates(pathWithoutLocale(page.path)).map(({ hreflang, path }) => ({ lang: hreflang, url: path })),
  };
}
