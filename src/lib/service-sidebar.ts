import { servicePagePath, serviceCategoryPaths, type ServiceLayout } from "./routes";

export interface SidebarRecord {
  slug: string;
  navLabel: string;
}

/**
 * The sidebar of a service page, from the records of its layout (ordered by the page query), so a page
 * added to data/ appears in every sidebar of its group without a code change.
 */
export function serviceSidebar(layout: ServiceLayout, heading: string, records: readonly SidebarRecord[], currentSlug: string) {
  return {
    heading,
    headingTo: serviceCategoryPaths[layout],
    links: records.map((record) => ({ label: record.navLabel, to: servicePagePath(layout, record.slug) })),
    currentPath: servicePagePath(layout, currentSlug),
  };
}
