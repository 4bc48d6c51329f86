/**
 * schema.org JSON-LD built from the content in data/ (one source of truth). Pure functions; the Seo component
 * writes their output into each page's head.
 */
import { localizedPath, type Locale } from "./locale";
import type { Translate } from "./interface-text";

type Json = Record<string, unknown>;

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

const context = "https://schema.org";

function absolute(siteUrl: string, path: string): string {
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

/** The firm as an AccountingService (a LocalBusiness), for the home page. */
/**
 * The dates of a seasonal group of hours ("01-15" to "04-15") as schema.org wants them, full dates: the season that is
 * under way or comes next on `today` (YYYY-MM-DD), so the page built on a day names the season a visitor can use.
 */
export function seasonDates(
  hours: { validFrom?: string | null; validThrough?: string | null },
  today: string,
): { validFrom?: string; validThrough?: string } {
  const { validFrom, validThrough } = hours;
  if (!validFrom || !validThrough) return {};
  const year = Number(today.slice(0, 4));
  const crossesNewYear = validFrom > validThrough;
  // The season that started last year may still be running (a season over New Year).
  const startYear = crossesNewYear && today.slice(5) <= validThrough ? year - 1 : year;
  const endYear = crossesNewYear ? startYear + 1 : startYear;
  const ended = today > `${endYear}-${validThrough}`;
  const shift = ended ? 1 : 0;
  return { validFrom: `${startYear + shift}-${validFrom}`, validThrough: `${endYear + shift}-${validThrough}` };
}

export function accountingService(
  firm: FirmForSchema,
  siteUrl: string,
  /** The edition's share card (`localizedPath(SHARE_IMAGE_PATH, locale)`). */
  shareImage: string,
  today: string = new Date().toISOString().slice(0, 10),
): Json {
  return {
    "@context": context,
    "@type": "AccountingService",
    "@id": `${absolute(siteUrl, "/")}#firm`,
    name: firm.name,
    legalName: firm.legalName,
    description: firm.description,
    url: absolute(siteUrl, "/"),
    logo: absolute(siteUrl, "/icons/icon-512x512.png"),
    image: absolute(siteUrl, shareImage),
    telephone: firm.phoneTel,
    email: firm.email,
    priceRange: "$$",
    foundingDate: String(firm.foundingYear),
    address: postalAddress(firm),
    geo: { "@type": "GeoCoordinates", latitude: firm.geo.latitude, longitude: firm.geo.longitude },
    openingHoursSpecification: firm.hours.map((h) => ({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: h.dayCodes.map((d) => `https://schema.org/${d}`),
      opens: h.opens,
      closes: h.closes,
      ...seasonDates(h, today),
      description: h.days,
    })),
    areaServed: [
      { "@type": "City", name: firm.address.city },
      ...firm.areaServed.map((area) => ({ "@type": area.kind, name: area.place })),
    ],
    sameAs: firm.socialProfiles.map((p) => p.url),
  };
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

export function faqPage(items: readonly { question: string; answer: string }[]): Json {
  return {
    "@context": context,
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}

export interface CareerForSchema {
  slug: string;
  title: string;
  description: string;
  intro: string;
  datePosted: string;
  employmentType: readonly string[];
  applyOnline: boolean;
  responsibilities?: readonly string[];
  qualifications?: readonly string[];
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/**
 * A JobPosting; the description is HTML, as Google's job search expects, with its list headings in the page's
 * language (`t`); `path` is the page's own path in its edition.
 */
export function jobPosting(
  career: CareerForSchema,
  firm: FirmForSchema,
  siteUrl: string,
  path: string,
  t: Translate,
): Json {
  const list = (items?: readonly string[]) =>
    items && items.length ? `<ul>${items.map((i) => `<li>${escapeHtml(i)}</li>`).join("")}</ul>` : "";
  const posted = new Date(`${career.datePosted}T00:00:00Z`);
  const validThrough = new Date(posted);
  validThrough.setUTCDate(validThrough.getUTCDate() + 90);
  return {
    "@context": context,
    "@type": "JobPosting",
    title: career.title,
    description: [
      `<p>${escapeHtml(career.intro)}</p>`,
      career.responsibilities?.length
        ? `<p>${escapeHtml(t("careers.responsibilities"))}:</p>${list(career.responsibilities)}`
        : "",
      career.qualifications?.length
        ? `<p>${escapeHtml(t("careers.qualifications"))}:</p>${list(career.qualifications)}`
        : "",
    ].join(""),
    identifier: { "@type": "PropertyValue", name: firm.name, value: career.slug },
    datePosted: career.datePosted,
    validThrough: validThrough.toISOString().slice(0, 10),
    employmentType: [...career.employmentType],
    directApply: career.applyOnline,
    url: absolute(siteUrl, path),
    hiringOrganization: {
      "@type": "Organization",
      name: firm.name,
      sameAs: absolute(siteUrl, "/"),
      logo: absolute(siteUrl, "/icons/icon-512x512.png"),
    },
    jobLocation: { "@type": "Place", address: postalAddress(firm) },
  };
}

export interface ArticleForSchema {
  title: string;
  description: string;
  /** YYYY-MM-DD */
  published: string;
  /** YYYY-MM-DD */
  updated: string;
  /** Route of the article, e.g. /insights/form-1099-k */
  path: string;
  /** Root-relative or absolute share image (1200×630). */
  image: string;
  author: { name: string; position: string; path: string };
  topics: readonly string[];
  sources: readonly { title: string; url: string }[];
  /** The listing the article belongs to: /insights, or /es/insights for a Spanish article */
  blogPath: string;
  /** BCP 47 tag of the article's language, e.g. "es-US" */
  inLanguage: string;
}

/**
 * A BlogPosting (Google's Article rich result): headline, dates, author as a Person with a profile URL, the firm
 * as publisher with its logo, the share image, and the cited sources.
 */
export function blogPosting(article: ArticleForSchema, firm: Pick<FirmForSchema, "name">, siteUrl: string): Json {
  const url = absolute(siteUrl, article.path);
  return {
    "@context": context,
    "@type": "BlogPosting",
    "@id": `${url}#article`,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    url,
    headline: article.title,
    description: article.description,
    datePublished: article.published,
    dateModified: article.updated,
    image: [article.image.startsWith("http") ? article.image : absolute(siteUrl, article.image)],
    author: {
      "@type": "Person",
      name: article.author.name,
      jobTitle: article.author.position,
      url: absolute(siteUrl, article.author.path),
      worksFor: { "@id": `${absolute(siteUrl, "/")}#firm` },
    },
    publisher: {
      "@type": "Organization",
      "@id": `${absolute(siteUrl, "/")}#firm`,
      name: firm.name,
      url: absolute(siteUrl, "/"),
      logo: { "@type": "ImageObject", url: absolute(siteUrl, "/icons/icon-512x512.png"), width: 512, height: 512 },
    },
    isPartOf: {
      "@type": "Blog",
      "@id": `${absolute(siteUrl, article.blogPath)}#blog`,
      url: absolute(siteUrl, article.blogPath),
    },
    about: article.topics.map((name) => ({ "@type": "Thing", name })),
    citation: article.sources.map((source) => ({ "@type": "CreativeWork", name: source.title, url: source.url })),
    inLanguage: article.inLanguage,
  };
}
