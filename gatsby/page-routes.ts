/**
 * Where the pages built from data records live. Pure functions so the rules
 * (one template per layout, exact mixed-case paths) are unit-tested.
 */
import { careerPagePath, servicePagePath, type ServiceLayout } from "../src/lib/routes";

export { careerPagePath, serviceCategoryPaths, servicePagePath, type ServiceLayout } from "../src/lib/routes";

export const templateFiles: Record<ServiceLayout | "career", string> = {
  tax: "src/templates/tax-service-page.tsx",
  accounting: "src/templates/accounting-service-page.tsx",
  advisory: "src/templates/advisory-service-page.tsx",
  career: "src/templates/career-page.tsx",
};

export interface RecordRef {
  id: string;
  slug: string;
}

export interface PageSpec {
  path: string;
  template: string;
  context: { id: string; slug: string };
}

function assertSlug(kind: string, slug: string): void {
  if (!/^[A-Za-z0-9&-]+$/.test(slug)) {
    throw new Error(`${kind} slug "${slug}" may only hold letters, digits, "-" and "&".`);
  }
}

export function pageSpecs(records: {
  tax: RecordRef[];
  accounting: RecordRef[];
  advisory: RecordRef[];
  career: RecordRef[];
}): PageSpec[] {
  const specs: PageSpec[] = [];
  (["tax", "accounting", "advisory"] as const).forEach((layout) => {
    records[layout].forEach(({ id, slug }) => {
      assertSlug(layout, slug);
      specs.push({ path: servicePagePath(layout, slug), template: templateFiles[layout], context: { id, slug } });
    });
  });
  records.career.forEach(({ id, slug }) => {
    assertSlug("career", slug);
    specs.push({ path: careerPagePath(slug), template: templateFiles.career, context: { id, slug } });
  });
  const seen = new Set<string>();
  specs.forEach(({ path }) => {
    if (seen.has(path.toLowerCase())) throw new Error(`Two records produce the page ${path}.`);
    seen.add(path.toLowerCase());
  });
  return specs;
}
