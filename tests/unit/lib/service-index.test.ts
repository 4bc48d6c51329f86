import { buildServiceIndex, servicesOf } from "../../../src/lib/service-index";

const service = (slug: string, order: number) => ({
  slug,
  order,
  cardTitle: slug.toUpperCase(),
  cardDescription: `About ${slug}`,
});

describe("buildServiceIndex", () => {
  it("orders categories and their services and builds each service's route from its category's path", () => {
    const index = buildServiceIndex([
      {
        key: "advisory",
        title: "Advisory & Consulting",
        path: "/services/advisory-consulting",
        order: 3,
        services: [service("M&A-strategy", 1)],
      },
      {
        key: "taxes",
        title: "Taxes",
        path: "/services/taxes",
        order: 1,
        services: [service("estate-trust-tax", 2), service("IRS-representation", 1)],
      },
      {
        key: "accounting",
        title: "Accounting Services",
        path: "/services/accounting-services",
        order: 2,
        services: [service("payroll", 1)],
      },
    ]);
    expect(index.map((c) => c.title)).toEqual(["Taxes", "Accounting Services", "Advisory & Consulting"]);
    expect(index[0].services.map((p) => p.path)).toEqual([
      "/services/taxes/IRS-representation",
      "/services/taxes/estate-trust-tax",
    ]);
    expect(index[2].services[0]).toEqual({
      slug: "M&A-strategy",
      order: 1,
      cardTitle: "M&A-STRATEGY",
      cardDescription: "About M&A-strategy",
      path: "/services/advisory-consulting/M&A-strategy",
    });
  });

  it("lists a service added to a category's records, with no code change", () => {
    const taxes = { path: "/services/taxes", order: 1, services: [service("income-tax-preparation", 1)] };
    const grown = { ...taxes, services: [...taxes.services, service("payroll-tax-compliance", 7)] };
    expect(servicesOf(taxes).map((s) => s.path)).toEqual(["/services/taxes/income-tax-preparation"]);
    expect(servicesOf(grown).map((s) => s.path)).toEqual([
      "/services/taxes/income-tax-preparation",
      "/services/taxes/payroll-tax-compliance",
    ]);
  });
});
