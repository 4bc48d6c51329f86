/**
 * Paths of the pages built from data records, shared by the build (gatsby/) and the site (src/).
 * Pure functions so the rules (exact mixed-case paths) are unit-tested.
 */
export type ServiceLayout = "tax" | "accounting" | "advisory";

export const serviceCategoryPaths: Record<ServiceLayout, string> = {
  tax: "/services/taxes",
  accounting: "/services/accounting-services",
  advisory: "/services/advisory-consulting",
};

export function servicePagePath(layout: ServiceLayout, slug: string): string {
  return `${serviceCategoryPaths[layout]}/${slug}`;
}

export function careerPagePath(slug: string): string {
  return `/contact/careers/${slug}`;
}
