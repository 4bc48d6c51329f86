/** A career posting as a schema.org JobPosting. */
import type { Translate } from "../interface-text";
import { absolute, context, postalAddress, type FirmForSchema, type Json } from "./page";

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
