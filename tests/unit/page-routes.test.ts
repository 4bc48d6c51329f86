import { careerPagePath, pageSpecs, servicePagePath, templateFiles } from "../../gatsby/page-routes";

const ref = (slug: string) => ({ id: `node-${slug}`, slug });

describe("page routes built from data records", () => {
  it("keeps the spec's exact, mixed-case paths", () => {
    expect(servicePagePath("tax", "IRS-representation")).toBe("/services/taxes/IRS-representation");
    expect(servicePagePath("accounting", "crypto")).toBe("/services/accounting-services/crypto");
    expect(servicePagePath("advisory", "CFO")).toBe("/services/advisory-consulting/CFO");
    expect(servicePagePath("advisory", "M&A-strategy")).toBe("/services/advisory-consulting/M&A-strategy");
    expect(careerPagePath("audit-associate")).toBe("/contact/careers/audit-associate");
  });

  it("uses one template per layout and passes the record id to the page query", () => {
    const specs = pageSpecs({
      tax: [ref("income-tax-preparation")],
      accounting: [ref("payroll")],
      advisory: [ref("M&A-strategy")],
      career: [ref("audit-associate")],
    });
    expect(specs.map((s) => [s.path, s.template])).toEqual([
      ["/services/taxes/income-tax-preparation", templateFiles.tax],
      ["/services/accounting-services/payroll", templateFiles.accounting],
      ["/services/advisory-consulting/M&A-strategy", templateFiles.advisory],
      ["/contact/careers/audit-associate", templateFiles.career],
    ]);
    expect(specs[2].context).toEqual({ id: "node-M&A-strategy", slug: "M&A-strategy" });
  });

  it("turns a seventh tax record into a seventh tax page with no code change", () => {
    const six = ["a", "b", "c", "d", "e", "f"].map(ref);
    const before = pageSpecs({ tax: six, accounting: [], advisory: [], career: [] });
    const after = pageSpecs({ tax: [...six, ref("payroll-tax-compliance")], accounting: [], advisory: [], career: [] });
    expect(before).toHaveLength(6);
    expect(after).toHaveLength(7);
    expect(after[6]).toEqual({
      path: "/services/taxes/payroll-tax-compliance",
      template: templateFiles.tax,
      context: { id: "node-payroll-tax-compliance", slug: "payroll-tax-compliance" },
    });
  });

  it("refuses slugs that would make broken or clashing URLs", () => {
    expect(() => pageSpecs({ tax: [ref("has space")], accounting: [], advisory: [], career: [] })).toThrow(/may only hold/);
    expect(() => pageSpecs({ tax: [ref("x"), ref("X")], accounting: [], advisory: [], career: [] })).toThrow(/Two records/);
  });
});
