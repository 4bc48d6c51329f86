/**
 * The site's routes. The fixed routes are written out; the pages made from records — service pages,
 * job postings, Insights — come from data/ through tests/helpers/catalogue.ts, so adding a record
 * needs no test edit and the tests still check every page the data makes.
 */
import { careerCatalogue, insightsCatalogue, serviceCatalogue } from "../helpers/catalogue";

/** The site's fixed routes (the 404 page excluded). */
export const fixedRoutes = [
  "/",
  "/about",
  "/services",
  "/services/taxes",
  "/services/accounting-services",
  "/services/advisory-consulting",
  "/industries",
  "/resources",
  "/other-resources",
  "/contact",
  "/careers",
  "/community",
  "/categories",
  "/terms-and-conditions",
  "/privacy-policy",
];

/** Every service page, category by category, in the order of the Services menu (data/). */
export const serviceRoutes = serviceCatalogue().flatMap((group) => group.pages.map((page) => page.path));

/** The job postings (data/). */
export const careerRoutes = careerCatalogue().map((career) => career.path);

/** Tool pages beyond the fixed routes: the estimated-tax planner, the agencies' payment and refund tools, the
 * tax-season organizer and the appointment request. */
export const toolRoutes = [
  "/resources/estimated-tax-planner",
  "/resources/pay-and-track",
  "/resources/organizer",
  "/contact/appointment",
];

export const allRoutes = [...fixedRoutes, ...serviceRoutes, ...careerRoutes, ...toolRoutes];

/** Insights: the listing and its further pages, one page per article and one listing per topic with
 * articles (data/insights/); tests/e2e/insights.spec.ts checks them. */
export const insightsRoutes = insightsCatalogue();

/** Every page the sitemap lists: the routes above, Insights and the search page. */
export const sitemapRoutes = [...allRoutes, ...insightsRoutes, "/search"];

/** The Insights articles among the routes above; each has its Spanish version at /es/insights/<slug>. */
export const articleRoutes = insightsRoutes.filter(
  (route) => route !== "/insights" && !/^\/insights\/(page|topic)\//.test(route),
);

/** The same route in the Spanish edition: "/" → "/es", "/about" → "/es/about". */
export const spanishRoute = (route: string): string => (route === "/" ? "/es" : `/es${route}`);

/** Every route has its Spanish counterpart (the articles too); and those counterparts. */
export const translatedRoutes = sitemapRoutes;
export const spanishRoutes = translatedRoutes.map(spanishRoute);
