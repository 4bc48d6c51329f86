import { appointmentPath, servicePagePath } from "./routes";
import { servicesOf, type CategoryWithServices } from "./service-index";

export interface SidebarCategory extends CategoryWithServices<{ slug: string; order: number; navLabel: string }> {
  title: string;
}

/**
 * The sidebar of a service page, from its category and the category's linked service records, so a page added
 * to data/services/ appears in every sidebar of its category without a code change.
 */
export function serviceSidebar(category: SidebarCategory, currentSlug: string) {
  const current = category.services.find((service) => service.slug === currentSlug);
  return {
    heading: category.title,
    headingTo: category.path,
    links: servicesOf(category).map((service) => ({ label: service.navLabel, to: service.path })),
    currentPath: servicePagePath(category, currentSlug),
    appointment: { to: appointmentPath(currentSlug), service: current?.navLabel ?? category.title },
  };
}
