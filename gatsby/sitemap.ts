/**
 * The sitemap's entries (gatsby-plugin-sitemap's `serialize`): both editions, each page with its language
 * alternates as `<xhtml:link rel="alternate" hreflang>` — en, es and x-default (the English) — the same alternates
 * as the page's own head (src/components/seo.tsx).
 */
import { localizedPath, pathWithoutLocale, LOCALES } from "../src/lib/locale";

/** Pages left out of the sitemap: the not-found pages of both editions. */
export const sitemapExcludes = ["/404", "/404.html", "/es/404", "/es/404.html", "/dev-404-page"];

export interface SitemapEntry {
  url: string;
  changefreq: string;
  priority: number;
  links: { lang: string; url: string }[];
}

export function sitemapEntry(page: { path: string }): SitemapEntry {
  const route = pathWithoutLocale(page.path);
  const editions = LOCALES;
  return {
    url: page.path,
    changefreq: "daily",
    priority: 0.7,
    links: [...editions.map((lang) => ({ lang, url: localizedPath(route, lang) })), { lang: "x-default", url: route }],
  };
}
