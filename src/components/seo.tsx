import type { ReactNode } from "react";

import { graphql, useStaticQuery } from "gatsby";
import { useFirm } from "../hooks/use-firm";
import { canonicalUrl, pageTitle } from "../lib/urls";
import { breadcrumbList, breadcrumbTrail, localizedTrail, webPage } from "../lib/structured-data/page";
import { insightsFeedPath, SHARE_IMAGE_PATH } from "../lib/routes";
import { useText } from "../hooks/use-text";
import { useLocale } from "../hooks/use-locale";
import {
  alternates,
  editionOf,
  localeTag,
  localizedPath,
  openGraphLocale,
  otherLocales,
  pathWithoutLocale,
} from "../lib/locale";

/** What a page's own schema.org objects may need from the site. */
export interface SiteForSchema {
  siteUrl: string;
  /** The edition's share card, root-relative. */
  shareImage: string;
}

interface SeoProps {
  /** Page name; the firm name is appended. */
  title: string;
  description: string;
  /** Route of the page in English, e.g. /about (the Spanish page's is /es/about: the edition is the page's). */
  pathname: string;
  /** Absolute or root-relative share image; defaults to the edition's branded card. */
  image?: string;
  /** Text alternative of `image`; defaults to the branded card's words (`shareCard.alt`). */
  imageAlt?: string;
  /** Open Graph type: an Insights article is an `article`. */
  ogType?: "website" | "article";
  noindex?: boolean;
  /**
   * Extra schema.org objects for this page (FAQPage, JobPosting…), or a function that makes them from the site's
   * address and the edition's share card (the home page's AccountingService). The page and its breadcrumbs are
   * added here.
   */
  structuredData?: object[] | ((site: SiteForSchema) => object[]);
  children?: ReactNode;
}

export function Seo({
  title,
  description,
  pathname,
  image,
  imageAlt,
  ogType = "website",
  noindex = false,
  structuredData = [],
  children,
}: SeoProps) {
  const firm = useFirm();
  const t = useText();
  const locale = useLocale();
  const data = useStaticQuery<Queries.SeoSiteQuery>(graphql`
    query SeoSite {
      site {
        siteMetadata {
          siteUrl
        }
      }
      editions {
        locale
        content {
          allPageContent {
            nodes {
              slug
              title
            }
          }
        }
      }
    }
  `);
  const { site } = data;
  const { allPageContent } = editionOf(data.editions, locale).content;
  const siteUrl = site?.siteMetadata?.siteUrl ?? "";
  const fullTitle = pageTitle(title, firm.name);
  const route = pathWithoutLocale(pathname);
  const url = canonicalUrl(siteUrl, localizedPath(route, locale));
  const shareCard = localizedPath(SHARE_IMAGE_PATH, locale);
  const shownImage = image ?? shareCard;
  const imageUrl = shownImage.startsWith("http") ? shownImage : `${siteUrl}${shownImage}`;
  const cardAlt = t("shareCard.alt", { firm: firm.name, city: firm.address.city, year: firm.foundingYear });
  const pageNames = Object.fromEntries(allPageContent.nodes.map((node) => [node.slug, node.title]));
  const jsonLd: object[] =
    typeof structuredData === "function" ? structuredData({ siteUrl, shareImage: shareCard }) : [...structuredData];
  if (!noindex) jsonLd.push(webPage({ name: fullTitle, description, url, inLanguage: localeTag(locale) }));
  if (route !== "/" && !noindex) {
    const trail = breadcrumbTrail(route, pageNames, title, t("header.breadcrumbHome"));
    jsonLd.push(breadcrumbList(localizedTrail(trail, locale), siteUrl));
  }
  return (
    <>
      <html lang={locale} />
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {noindex ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={url} />}
      {noindex
        ? null
        : alternates(route).map((alternate) => (
            <link
              key={alternate.hreflang}
              rel="alternate"
              hrefLang={alternate.hreflang}
              href={canonicalUrl(siteUrl, alternate.path)}
            />
          ))}
      <meta property="og:type" content={ogType} />
      <meta property="og:site_name" content={firm.name} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={imageUrl} />
      <meta property="og:image:width" content="1200" />
      <meta property="og:image:height" content="630" />
      <meta property="og:image:alt" content={imageAlt ?? cardAlt} />
      <meta property="og:locale" content={openGraphLocale(locale)} />
      {otherLocales(locale).map((edition) => (
        <meta key={edition} property="og:locale:alternate" content={openGraphLocale(edition)} />
      ))}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={imageUrl} />
      <link
        rel="alternate"
        type="application/rss+xml"
        title={t("insights.feedTitle", { firm: firm.name })}
        href={localizedPath(insightsFeedPath, locale)}
      />
      {jsonLd.map((data, index) => (
        <script
          key={index}
          type="application/ld+json"
          // JSON-LD is data, not script; "<" is escaped so no string in it can close the element.
          dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, "\\u003c") }}
        />
      ))}
      {children}
    </>
  );
}
