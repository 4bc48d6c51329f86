/**
 * Where the pages built from data records live and which template renders each. Pure functions so the rules
 * (a category names one of the layouts the service template renders, exact mixed-case paths, no clashing routes) are unit-tested.
 */
import { careerPagePath, servicePagePath } from "../src/lib/routes";
import { SERVICE_LAYOUTS, type ServiceLayout } from "../src/lib/service-layouts";

export { careerPagePath, servicePagePath } from "../src/lib/routes";
export type { ServiceLayout } from "../src/lib/service-layouts";

/** The templates of the pages built from records; the service template renders the layout its category names. */
export const templateFiles: Record<"service" | "category" | "career" | "legal", string> = {
  service: "src/templates/service-page.tsx",
  category: "src/templates/service-category-page.tsx",
  career: "src/templates/career-page.tsx",
  legal: "src/templates/legal-page.tsx",
};

/** A ServiceCategory as the build query returns it; `layout` is checked against SERVICE_LAYOUTS (layoutOf). */
export interface CategoryRef {
  id: string;
  key: string;
  path: string;
  layout: string;
}

/** A ServicePage record: its category, and which layout sections (one field per SERVICE_LAYOUTS entry) it fills. */
export type ServiceRef = {
  id: string;
  slug: string;
  category: CategoryRef;
} & Partial<Record<ServiceLayout, unknown>>;

export interface RecordRef {
  id: string;
  slug: string;
}

export interface PageSpec {
  path: string;
  template: string;
  context: Record<string, string>;
}

function assertSlug(kind: string, slug: string): void {
  if (!/^[A-Za-z0-9&-]+$/.test(slug)) {
    throw new Error(`${kind} slug "${slug}" may only hold letters, digits, "-" and "&".`);
  }
}

function layoutOf(category: CategoryRef): ServiceLayout {
  const layout = SERVICE_LAYOUTS.find((name) => name === category.layout);
  if (!layout)
    throw new Error(
      `ServiceCategory "${category.key}" has layout "${category.layout}"; use one of ${SERVICE_LAYOUTS.join(", ")}.`,
    );
  if (!/^(\/[A-Za-z0-9-]+)+$/.test(category.path)) {
    throw new Error(`ServiceCategory "${category.key}" has path "${category.path}"; write it like /services/taxes.`);
  }
  return layout;
}

/** The sections of a service record must be those of its category's layout, and only those. */
function assertLayoutSections(service: ServiceRef, layout: ServiceLayout): void {
  if (service[layout] == null) {
    throw new Error(
      `ServicePage "${service.slug}" (data/services/) is in category "${service.category.key}", whose layout is ${layout}, ` +
        `but has no "${layout}" sections.`,
    );
  }
  const stray = SERVICE_LAYOUTS.filter((other) => other !== layout && service[other] != null);
  if (stray.length) {
    throw new Error(
      `ServicePage "${service.slug}" has "${stray.join(", ")}" sections, which its ${layout} layout does not show.`,
    );
  }
}

export function pageSpecs(records: {
  categories: CategoryRef[];
  services: ServiceRef[];
  careers: RecordRef[];
  /** LegalDocument records, whose slug is their route (e.g. /privacy-policy). */
  legal?: RecordRef[];
}): PageSpec[] {
  const specs: PageSpec[] = [];
  records.categories.forEach((category) => {
    layoutOf(category);
    specs.push({
      path: category.path,
      template: templateFiles.category,
      context: { id: category.id, key: category.key },
    });
  });
  records.services.forEach((service) => {
    assertSlug("ServicePage", service.slug);
    const layout = layoutOf(service.category);
    assertLayoutSections(service, layout);
    specs.push({
      path: servicePagePath(service.category, service.slug),
      template: templateFiles.service,
      context: { id: service.id, slug: service.slug },
    });
  });
  records.careers.forEach(({ id, slug }) => {
    assertSlug("Career", slug);
    specs.push({ path: careerPagePath(slug), template: templateFiles.career, context: { id, slug } });
  });
  (records.legal ?? []).forEach(({ id, slug }) => {
    if (!/^\/[a-z0-9-]+$/.test(slug)) {
      throw new Error(`LegalDocument slug "${slug}" is its route: write it like /privacy-policy.`);
    }
    specs.push({ path: slug, template: templateFiles.legal, context: { id, slug } });
  });
  const seen = new Set<string>();
  specs.forEach(({ path }) => {
    if (seen.has(path.toLowerCase())) throw new Error(`Two records produce the page ${path}.`);
    seen.add(path.toLowerCase());
  });
  return specs;
}
