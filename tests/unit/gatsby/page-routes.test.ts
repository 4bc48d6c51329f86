import { collection } from "../../helpers/data";
import {
  careerPagePath,
  pageSpecs,
  servicePagePath,
  templateFiles,
  type CategoryRef,
  type ServiceRef,
} from "../../../gatsby/page-routes";

const taxes: CategoryRef = { id: "cat-taxes", key: "taxes", path: "/services/taxes", layout: "tax" };
const accounting: CategoryRef = {
  id: "cat-accounting",
  key: "accounting",
  path: "/services/accounting-services",
  layout: "accounting",
};
const advisory: CategoryRef = {
  id: "cat-advisory",
  key: "advisory",
  path: "/services/advisory-consulting",
  layout: "advisory",
};
const categories = [taxes, accounting, advisory];

/** A ServicePage record as the build query returns it: its category and its layout's sections. */
const service = (category: CategoryRef, slug: string): ServiceRef => ({
  id: `node-${slug}`,
  slug,
  category,
  [category.layout]: { __typename: "Sections" },
});
const ref = (slug: string) => ({ id: `node-${slug}`, slug });

describe("page routes built from data records", () => {
  it("keeps the records' slugs exactly, mixed case included, in the paths", () => {
    expect(servicePagePath(taxes, "IRS-representation")).toBe("/services/taxes/IRS-representation");
    expect(servicePagePath(accounting, "crypto")).toBe("/services/accounting-services/crypto");
    expect(servicePagePath(advisory, "CFO")).toBe("/services/advisory-consulting/CFO");
    expect(servicePagePath(advisory, "M&A-strategy")).toBe("/services/advisory-consulting/M&A-strategy");
    expect(careerPagePath("audit-associate")).toBe("/contact/careers/audit-associate");
  });

  it("renders every service page, whatever its category's layout, with the service template and passes the record id to the page query", () => {
    const specs = pageSpecs({
      categories,
      services: [
        service(taxes, "income-tax-preparation"),
        service(accounting, "payroll"),
        service(advisory, "M&A-strategy"),
      ],
      careers: [ref("audit-associate")],
    });
    expect(specs.map((s) => [s.path, s.template])).toEqual([
      ["/services/taxes", templateFiles.category],
      ["/services/accounting-services", templateFiles.category],
      ["/services/advisory-consulting", templateFiles.category],
      ["/services/taxes/income-tax-preparation", templateFiles.service],
      ["/services/accounting-services/payroll", templateFiles.service],
      ["/services/advisory-consulting/M&A-strategy", templateFiles.service],
      ["/contact/careers/audit-associate", templateFiles.career],
    ]);
    expect(specs[0].context).toEqual({ id: "cat-taxes", key: "taxes" });
    expect(specs[5].context).toEqual({ id: "node-M&A-strategy", slug: "M&A-strategy" });
  });

  it("turns a seventh tax record into a seventh tax page with no code change", () => {
    const six = ["a", "b", "c", "d", "e", "f"].map((slug) => service(taxes, slug));
    const before = pageSpecs({ categories: [], services: six, careers: [] });
    const after = pageSpecs({
      categories: [],
      services: [...six, service(taxes, "payroll-tax-compliance")],
      careers: [],
    });
    expect(before).toHaveLength(6);
    expect(after).toHaveLength(7);
    expect(after[6]).toEqual({
      path: "/services/taxes/payroll-tax-compliance",
      template: templateFiles.service,
      context: { id: "node-payroll-tax-compliance", slug: "payroll-tax-compliance" },
    });
  });

  it("gives a new category its page, and its services their routes and its layout's template, from data alone", () => {
    const estates: CategoryRef = {
      id: "cat-estates",
      key: "estates",
      path: "/services/estate-planning",
      layout: "advisory",
    };
    const specs = pageSpecs({ categories: [estates], services: [service(estates, "trusts")], careers: [] });
    expect(specs.map((s) => [s.path, s.template])).toEqual([
      ["/services/estate-planning", templateFiles.category],
      ["/services/estate-planning/trusts", templateFiles.service],
    ]);
  });

  it("refuses slugs that would make broken or clashing URLs", () => {
    expect(() => pageSpecs({ categories: [], services: [service(taxes, "has space")], careers: [] })).toThrow(
      /may only hold/,
    );
    expect(() =>
      pageSpecs({ categories: [], services: [service(taxes, "x"), service(taxes, "X")], careers: [] }),
    ).toThrow(/Two records/);
  });

  it("refuses a service whose sections are not those of its category's layout", () => {
    const wrong: ServiceRef = { id: "n", slug: "payroll", category: taxes, accounting: {} };
    expect(() => pageSpecs({ categories: [], services: [wrong], careers: [] })).toThrow(
      /payroll.*layout is tax.*no "tax" sections/,
    );
    const both: ServiceRef = { ...service(taxes, "payroll"), advisory: {} };
    expect(() => pageSpecs({ categories: [], services: [both], careers: [] })).toThrow(/"advisory" sections/);
  });

  it("gives each legal document its page at its slug, with the legal template, from data alone", () => {
    const specs = pageSpecs({
      categories: [],
      services: [],
      careers: [],
      legal: [ref("/terms-and-conditions"), ref("/privacy-policy"), ref("/accessibility")],
    });
    expect(specs).toEqual([
      {
        path: "/terms-and-conditions",
        template: templateFiles.legal,
        context: { id: "node-/terms-and-conditions", slug: "/terms-and-conditions" },
      },
      {
        path: "/privacy-policy",
        template: templateFiles.legal,
        context: { id: "node-/privacy-policy", slug: "/privacy-policy" },
      },
      {
        path: "/accessibility",
        template: templateFiles.legal,
        context: { id: "node-/accessibility", slug: "/accessibility" },
      },
    ]);
  });

  it("refuses a legal document whose slug is not a route of one segment", () => {
    for (const slug of ["privacy-policy", "/Privacy Policy", "/legal/privacy"]) {
      expect(() => pageSpecs({ categories: [], services: [], careers: [], legal: [ref(slug)] })).toThrow(
        /LegalDocument slug .* write it like \/privacy-policy/,
      );
    }
    expect(() =>
      pageSpecs({ categories: [], services: [], careers: [], legal: [ref("/privacy-policy"), ref("/privacy-policy")] }),
    ).toThrow(/Two records produce the page \/privacy-policy/);
  });

  it("refuses a category with an unknown layout or a malformed path", () => {
    expect(() => pageSpecs({ categories: [{ ...taxes, layout: "legal" }], services: [], careers: [] })).toThrow(
      /layout "legal"/,
    );
    expect(() => pageSpecs({ categories: [{ ...taxes, path: "services/taxes/" }], services: [], careers: [] })).toThrow(
      /path/,
    );
  });
});

describe("the service catalogue in data/", () => {
  const categoryRecords = collection<{ key: string; path: string; layout: string }[]>("service-categories");
  const serviceRecords = collection<({ slug: string; category: string } & Record<string, unknown>)[]>("services");
  // What the build's query returns for these records: each service with its category resolved by key.
  const categoriesFrom = (records: typeof categoryRecords) => records.map((c) => ({ id: c.key, ...c }));
  const servicesFrom = (records: typeof serviceRecords, categories: CategoryRef[]): ServiceRef[] =>
    records.map((record) => {
      const category = categories.find((c) => c.key === record.category);
      if (!category) throw new Error(`${record.slug}: no category ${record.category}`);
      return { ...record, id: record.slug, category };
    });

  it("produces a page for every service in data/services/ at its exact path, plus each category page", () => {
    const categories = categoriesFrom(categoryRecords);
    const paths = pageSpecs({ categories, services: servicesFrom(serviceRecords, categories), careers: [] }).map(
      (s) => s.path,
    );
    expect(paths).toHaveLength(serviceRecords.length + categoryRecords.length);
    // Each at <category path>/<slug>, the slug kept exactly (mixed case and & included, e.g. IRS-representation).
    const pathOf = (record: (typeof serviceRecords)[number]) =>
      `${categoryRecords.find((c) => c.key === record.category)?.path}/${record.slug}`;
    expect(paths).toEqual(
      expect.arrayContaining([...categoryRecords.map((c) => c.path), ...serviceRecords.map(pathOf)]),
    );
  });

  it("adds a page for one more record in data/services/, with no code change", () => {
    const categories = categoriesFrom(categoryRecords);
    const template = serviceRecords.find((r) => r.category === "taxes") as (typeof serviceRecords)[number];
    const added = {
      ...template,
      slug: "payroll-tax-compliance",
      order: 7,
      image: "images/services/payroll-tax-compliance.jpg",
    };
    const before = pageSpecs({ categories, services: servicesFrom(serviceRecords, categories), careers: [] });
    const after = pageSpecs({
      categories,
      services: servicesFrom([...serviceRecords, added], categories),
      careers: [],
    });
    expect(after).toHaveLength(before.length + 1);
    expect(after.at(-1)).toEqual({
      path: "/services/taxes/payroll-tax-compliance",
      template: templateFiles.service,
      context: { id: "payroll-tax-compliance", slug: "payroll-tax-compliance" },
    });
  });
});
