/**
 * The service catalogue (ServiceCategory records, each with its linked ServicePage records) turned into what
 * the menus, lists and sidebars show: categories in order, each with its pages in order and their routes. Every
 * place that lists services goes through here, so a record added to data/services.json appears everywhere.
 */
import { servicePagePath } from "./routes";

export interface CatalogueService {
  slug: string;
  order: number;
}
export interface CatalogueCategory<S extends CatalogueService> {
  path: string;
  order: number;
  services: readonly S[];
}
export type WithPath<S> = S & { path: string };
export type IndexedCategory<C, S> = Omit<C, "services"> & { services: WithPath<S>[] };

const byOrder = (a: { order: number }, b: { order: number }) => a.order - b.order;

/** A category's services in order, each with its route. */
export function servicesOf<S extends CatalogueService>(category: CatalogueCategory<S>): WithPath<S>[] {
  return [...category.services].sort(byOrder).map((service) => ({ ...service, path: servicePagePath(category, service.slug) }));
}

/** Every category in order, each with its services in order and their routes. */
export function buildServiceIndex<S extends CatalogueService, C extends CatalogueCategory<S>>(
  categories: readonly C[],
): IndexedCategory<C, S>[] {
  return [...categories].sort(byOrder).map((category) => ({ ...category, services: servicesOf(category) }));
}
