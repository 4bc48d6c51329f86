/**
 * Paths of the pages built from data records, shared by the build (gatsby/) and the site (src/).
 * A service page lives below its category's page, whose path is data (ServiceCategory.path in
 * data/service-categories/); nothing here knows the categories, nor the layouts that render the pages
 * (./service-layouts). Pure functions so the rules (exact mixed-case paths) are unit-tested.
 */

/** What a route needs to know about a service category. */
export interface CategoryRoute {
  path: string;
}

/** Route of a service page: its category's path, then its slug exactly as written (mixed case and & kept). */
export function servicePagePath(category: CategoryRoute, slug: string): string {
  return `${category.path}/${slug}`;
}

export function careerPagePath(slug: string): string {
  return `/contact/careers/${slug}`;
}

/** The page of the official tools clients look for: paying tax, tracking a refund, signing in to an account. */
export const PAY_AND_TRACK_PATH = "/resources/pay-and-track";

/** The tax-season organizer: the client's own list of documents to gather. */
export const ORGANIZER_PATH = "/resources/organizer";

/** The English Insights RSS feed (each edition's is its localized path); every page's head links it. */
export const insightsFeedPath = "/insights/rss.xml";

/** The appointment request page. */
export const APPOINTMENT_PATH = "/contact/appointment";

/** The appointment request with a service chosen: a service page's link (`?service=<slug>`, read after hydration). */
export function appointmentPath(serviceSlug?: string): string {
  return serviceSlug ? `${APPOINTMENT_PATH}?service=${encodeURIComponent(serviceSlug)}` : APPOINTMENT_PATH;
}

/**
 * The branded share card of every page but an article (og:image), one per edition: /og/share-default.jpg and, for
 * Spanish pages, /es/og/share-default.jpg (`localizedPath`). Its words are the `shareCard` group of each dictionary.
 */
export const SHARE_IMAGE_PATH = "/og/share-default.jpg";
