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
