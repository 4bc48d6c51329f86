/**
 * The service catalogue (ServiceCategory records, each with its linked ServicePage records) turned into what
 * the menus, lists and sidebars show: categories in order, each with its pages in order and their routes. Every
 * place that lists services goes through here, so a record added to data/services/ appears everywhere.
 */
import { servicePagePath } from "./routes";

export interface CatalogueService {
  slug: string;
  order: number;
}
/** What a service's route needs of its category: the path, and the services to list. */
export interface CategoryWithServices<S extends CatalogueService> {
  path: string;
  services: readonly S[];
}
export type WithPath<S> = S & { path: string };
type ServiceOf<C> = C extends { services: readonly (infer S)[] } ? S : never;
export type IndexedCategory<C> = Omit<C, "services"> & { services: WithPath<ServiceOf<C>>[] };

const byOrder = (a: { order: number }, b: { order: number }) => a.order - b.order;

/** A category's services in order, each with its route. */
export function servicesOf<S extends CatalogueService>(category: CategoryWithServices<S>): WithPath<S>[] {
  return [...category.services]
    .sort(byOrder)
    .map((service) => ({ ...service, path: servicePagePath(category, service.slug) }));
}

/** Every category in order, each with its services in order and their routes. */
export function buildServiceIndex<C extends CategoryWithServices<CatalogueService> & { order: number }>(
  categories: readonly C[],
): IndexedCategory<C>[] {
  return [...categories]
    .sort(byOrder)
    .map((category) => ({ ...category, services: servicesOf(category) as WithPath<ServiceOf<C>>[] }));
}
