import type { ReactNode } from "react";

import { graphql, useStaticQuery } from "gatsby";
import { useFirm } from "../hooks/use-firm";
import { canonicalUrl, pageTitle } from "../lib/urls";

interface SeoProps {
  /** Page name; the firm name is appended. */
  title: string;
  description: string;
  /** Route of the page, e.g. /about */
  pathname: string;
  /** Absolute or root-relative share image; defaults to the branded card. */
  image?: string;
  noindex?: boolean;
  children?: ReactNode;
}

export function Seo({ title, description, pathname, image = "/og/share-default.jpg", noindex = false, children }: SeoProps) {
  const firm = useFirm();
  const { site } = useStaticQuery<Queries.SeoSiteQuery>(graphql`
    query SeoSite {
      site {
        siteMetadata {
          siteUrl
        }
      }
    }
  `);
  const siteUrl = site?.siteMetadata?.siteUrl ?? "";
  const fullTitle = pageTitle(title, firm.name);
  const url = canonicalUrl(siteUrl, pathname);
  const imageUrl = image.startsWith("http") ? image : `${siteUrl}${image}`;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {noindex ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={url} />}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={firm.name} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={imageUrl} />
      <meta property="og:image:width" content="1200" />
      <meta property="og:image:height" content="630" />
      <meta property="og:image:alt" content={`${firm.name} — ${firm.tagline}`} />
      <meta property="og:locale" content="en_US" />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={imageUrl} />
      <meta name="theme-color" content="#14324a" />
      {children}
    </>
  );
}
