/**
 * The site's routes as the spec names them, written out on purpose: the browser tests check the built site
 * against this list, so they import nothing from src/ or data/ (a change to the service model cannot change
 * what the tests expect).
 */

/** The fixed routes of the spec (the 404 page excluded). */
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

export const taxServiceRoutes = [
  "/services/taxes/income-tax-preparation",
  "/services/taxes/business-tax-preparation",
  "/services/taxes/state-local-tax",
  "/services/taxes/IRS-representation",
  "/services/taxes/international-tax",
  "/services/taxes/estate-trust-tax",
];

export const accountingServiceRoutes = [
  "/services/accounting-services/bookkeeping-services",
  "/services/accounting-services/financial-statements",
  "/services/accounting-services/payroll",
  "/services/accounting-services/audit-assurance",
  "/services/accounting-services/crypto",
];

export const advisoryServiceRoutes = [
  "/services/advisory-consulting/business-advisory",
  "/services/advisory-consulting/CFO",
  "/services/advisory-consulting/controllership-services",
  "/services/advisory-consulting/succession-planning",
  "/services/advisory-consulting/tax-financial-planning",
  "/services/advisory-consulting/M&A-strategy",
];

/** The 17 service pages, in the order of the Services menu. */
export const serviceRoutes = [...taxServiceRoutes, ...accountingServiceRoutes, ...advisoryServiceRoutes];

/** The four job postings. */
export const careerRoutes = [
  "/contact/careers/senior-tax-accountant",
  "/contact/careers/audit-associate",
  "/contact/careers/bookkeeping-specialist",
  "/contact/careers/administrative-assistant",
];

/** Pages beyond the spec's list: tools added by later issues (issue 14: the estimated-tax planner). */
export const toolRoutes = ["/resources/estimated-tax-planner"];

export const allRoutes = [...fixedRoutes, ...serviceRoutes, ...careerRoutes, ...toolRoutes];

/** Insights (issue 15): the listing and its second page (nine articles a page), one page per article and one per
 * topic with articles; their own spec checks them. */
export const insightsRoutes = [
  "/insights",
  "/insights/deductions-for-tips-and-overtime",
  "/insights/estimated-tax-safe-harbors-2026",
  "/insights/first-employee-payroll-illinois",
  "/insights/form-1099-da-crypto-broker-reporting",
  "/insights/form-1099-nec-2000-threshold-2026",
  "/insights/household-employer-taxes-2026",
  "/insights/illinois-income-tax-basics-small-business",
  "/insights/page/2",
  "/insights/succession-planning-family-business",
  "/insights/topic/IRS-representation",
  "/insights/topic/bookkeeping-services",
  "/insights/topic/business-advisory",
  "/insights/topic/business-tax-preparation",
  "/insights/topic/crypto",
  "/insights/topic/estate-trust-tax",
  "/insights/topic/income-tax-preparation",
  "/insights/topic/payroll",
  "/insights/topic/state-local-tax",
  "/insights/topic/succession-planning",
  "/insights/topic/tax-financial-planning",
  "/insights/what-to-do-first-irs-notice",
  "/insights/year-end-2026-checklist-small-business",
];

/** Every page the sitemap lists: the routes above, Insights and the search page. */
export const sitemapRoutes = [...allRoutes, ...insightsRoutes, "/search"];

/** The Insights articles among the routes above; each has its Spanish version at /es/insights/<slug> (issue 26). */
export const articleRoutes = insightsRoutes.filter(
  (route) => route !== "/insights" && !/^\/insights\/(page|topic)\//.test(route),
);

/** The same route in the Spanish edition (issue 16): "/" → "/es", "/about" → "/es/about". */
export const spanishRoute = (route: string): string => (route === "/" ? "/es" : `/es${route}`);

/** Every route has its Spanish counterpart (the articles too, since issue 26); and those counterparts. */
export const translatedRoutes = sitemapRoutes;
export const spanishRoutes = translatedRoutes.map(spanishRoute);
