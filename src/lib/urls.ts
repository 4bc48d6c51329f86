/** Canonical absolute URL for a route: no trailing slash except the root. */
export function canonicalUrl(siteUrl: string, pathname: string): string {
  const base = siteUrl.replace(/\/+$/, "");
  const clean = `/${pathname.replace(/^\/+/, "")}`.replace(/\/+$/, "");
  return clean ? `${base}${clean}` : `${base}/`;
}

/** "Page name | Firm name", or the firm name alone for an empty page name. */
export function pageTitle(page: string, firmName: string): string {
  return page ? `${page} | ${firmName}` : firmName;
}
