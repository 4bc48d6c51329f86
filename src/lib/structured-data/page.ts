/**
 * schema.org JSON-LD built from the content in data/ (one source of truth): pure functions whose output the Seo
 * component writes into each page's head. This module holds what every page uses (the page, its breadcrumbs) and
 * the pieces the others share; each other kind of object has a module of its own beside it (firm.ts, faq-page.ts,
 * job-posting.ts, blog-posting.ts), imported by the one page that writes it, so no page's script carries the others.
 */
import { localizedPath, type Locale } from "../locale";

export type Json = Record<string, unknown>;

export interface FirmForSchema {
  name: string;
  legalName: string;
  description: string;
  phoneTel: string;
  email: string;
  address: { street: string; city: string; region: string; postalCode: string; country: string };
  geo: { latitude: number; longitude: number };
  hours: readonly {
    opens: string;
    closes: string;
    dayCodes: readonly string[];
    days: string;
    validFrom?: string | null;
    validThrough?: string | null;
  }[];
  socialProfiles: readonly { url: string }[];
  foundingYear: number;
  /** The areas served beyond the city, in the page's language (data/site/<locale>/firm.json). */
  areaServed: readonly { kind: string; place: string }[];
}

export const context = "https://schema.org";

export function absolute(siteUrl: string, path: string): string {
  const base = siteUrl.replace(/\/+$/, "");
  return path === "/" ? `${base}/` : `${base}${path}`;
}

export function postalAddress(firm: FirmForSchema): Json {
  return {
    "@type": "PostalAddress",
    streetAddress: firm.address.street,
    addressLocality: firm.address.city,
    addressRegion: firm.address.region,
    postalCode: firm.address.postalCode,
    addressCountry: firm.address.country,
  };
}

/** The page itself with its language (`inLanguage`, "en-US" or "es-US"), on every indexed page. */
export function webPage(page: { name: string; description: string; url: string; inLanguage: string }): Json {
  return { "@context": context, "@type": "WebPage", "@id": page.url, ...page };
}

/** A trail of English routes as the Spanish edition's (`/about` → `/es/about`); unchanged in English. */
export function localizedTrail(trail: Crumb[], locale: Locale): Crumb[] {
  return trail.map((crumb) => ({ ...crumb, path: localizedPath(crumb.path, locale) }));
}

export interface Crumb {
  name: string;
  path: string;
}

export function breadcrumbList(trail: Crumb[], siteUrl: string): Json {
  return {
    "@context": context,
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absolute(siteUrl, crumb.path),
    })),
  };
}

/**
 * The trail from Home to the page: each ancestor path that is a page of its own, by its page name. Career
 * postings live under /contact/careers, whose list page is /careers.
 */
export function breadcrumbTrail(
  pathname: string,
  pageNames: Record<string, string>,
  currentName: string,
  homeName = "Home",
): Crumb[] {
  const segments = pathname.split("/").filter(Boolean);
  const trail: Crumb[] = [{ name: homeName, path: "/" }];
  for (let i = 1; i < segments.length; i += 1) {
    let ancestor = `/${segments.slice(0, i).join("/")}`;
    if (ancestor === "/contact/careers") ancestor = "/careers";
    const name = pageNames[ancestor];
    if (name) trail.push({ name, path: ancestor });
  }
  if (segments.length) trail.push({ name: currentName, path: pathname });
  return trail;
}
