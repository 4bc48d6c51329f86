import { buildServiceIndex } from "../../src/lib/service-index";

const page = (slug: string, order: number) => ({ slug, order, cardTitle: slug.toUpperCase(), cardDescription: `About ${slug}` });

describe("buildServiceIndex", () => {
  it("orders categories and their pages and builds each page's route", () => {
    const index = buildServiceIndex(
      [
        { categoryId: "advisory", title: "Advisory & Consulting", path: "/services/advisory-consulting", order: 3, summary: "c" },
        { categoryId: "taxes", title: "Taxes", path: "/services/taxes", order: 1, summary: "a" },
        { categoryId: "accounting", title: "Accounting Services", path: "/services/accounting-services", order: 2, summary: "b" },
      ],
      { tax: [page("estate-trust-tax", 2), page("IRS-representation", 1)], accounting: [page("payroll", 1)], advisory: [page("M&A-strategy", 1)] },
    );
    expect(index.map((c) => c.title)).toEqual(["Taxes", "Accounting Services", "Advisory & Consulting"]);
    expect(index[0].pages.map((p) => p.path)).toEqual(["/services/taxes/IRS-representation", "/services/taxes/estate-trust-tax"]);
    expect(index[2].pages[0]).toEqual({ title: "M&A-STRATEGY", path: "/services/advisory-consulting/M&A-strategy", description: "About M&A-strategy" });
  });

  it("refuses a category without a page collection", () => {
    expect(() =>
      buildServiceIndex([{ categoryId: "legal", title: "Legal", path: "/services/legal", order: 1, summary: "" }], { tax: [], accounting: [], advisory: [] }),
    ).toThrow(/legal/);
  });
});
