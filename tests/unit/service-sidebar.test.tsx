import { render, screen, within } from "@testing-library/react";
import { useStaticQuery } from "gatsby";
import { ServiceSidebar } from "../../src/sections/services/service-sidebar";
import { serviceSidebar } from "../../src/lib/service-sidebar";

const firm = { siteIdentity: { phoneDisplay: "(630) 555-0142", phoneTel: "+16305550142" } };

const records = [
  { slug: "income-tax-preparation", navLabel: "Income Tax Preparation" },
  { slug: "IRS-representation", navLabel: "IRS Representation" },
  { slug: "estate-trust-tax", navLabel: "Estate & Trust Tax" },
];

describe("ServiceSidebar", () => {
  beforeEach(() => {
    (useStaticQuery as jest.Mock).mockReturnValue(firm);
  });

  it("links every page of the layout and marks only the current one", () => {
    render(<ServiceSidebar {...serviceSidebar("tax", "Taxes", records, "IRS-representation")} />);
    const nav = screen.getByRole("navigation", { name: "Taxes" });
    const links = within(nav).getAllByRole("link");
    expect(links.map((link) => link.getAttribute("href"))).toEqual([
      "/services/taxes",
      "/services/taxes/income-tax-preparation",
      "/services/taxes/IRS-representation",
      "/services/taxes/estate-trust-tax",
    ]);
    const current = within(nav).getByRole("link", { name: "IRS Representation" });
    expect(current).toHaveAttribute("aria-current", "page");
    expect(within(nav).getByRole("link", { name: "Income Tax Preparation" })).not.toHaveAttribute("aria-current");
    expect(within(nav).getByRole("link", { name: "Estate & Trust Tax" })).not.toHaveAttribute("aria-current");
  });

  it("offers a Connect with us card linking to the contact page", () => {
    render(<ServiceSidebar {...serviceSidebar("tax", "Taxes", records, "estate-trust-tax")} />);
    expect(screen.getByRole("heading", { name: "Connect with us" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact");
  });
});
