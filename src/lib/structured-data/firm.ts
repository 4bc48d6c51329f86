/** The firm as schema.org sees it: an AccountingService (a LocalBusiness), written on the home page only. */
import { absolute, context, postalAddress, type FirmForSchema, type Json } from "./page";

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
