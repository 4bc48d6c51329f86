import { render, screen, within } from "../../../helpers/testing-library";
import { useStaticQuery } from "gatsby";
import { staticEditions } from "../../../helpers/forms";
import { ServiceSidebar } from "../../../../src/sections/services/service-sidebar";
import { serviceSidebar } from "../../../../src/lib/service-sidebar";

const firm = staticEditions(() => ({ siteIdentity: { phoneDisplay: "(630) 555-0142", phoneTel: "+16305550142" } }));

// As the page query returns them: the category with its linked services, not necessarily in order.
const taxes = {
  title: "Taxes",
  path: "/services/taxes",
  order: 1,
  services: [
    { slug: "estate-trust-tax", order: 3, navLabel: "Estate & Trust Tax" },
    { slug: "income-tax-preparation", order: 1, navLabel: "Income Tax Preparation" },
    { slug: "IRS-representation", order: 2, navLabel: "IRS Representation" },
  ],
};

describe("ServiceSidebar", () => {
  beforeEach(() => {
    (useStaticQuery as jest.Mock).mockReturnValue(firm);
  });

  it("links every page of the category in order and marks only the current one", () => {
    render(<ServiceSidebar {...serviceSidebar(taxes, "IRS-representation")} />);
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
    render(<ServiceSidebar {...serviceSidebar(taxes, "estate-trust-tax")} />);
    expect(screen.getByRole("heading", { name: "Connect with us" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact");
  });

  it("asks for an appointment about the page's own service", () => {
    render(<ServiceSidebar {...serviceSidebar(taxes, "IRS-representation")} />);
    expect(screen.getByRole("link", { name: "Request an appointment for IRS Representation" })).toHaveAttribute(
      "href",
      "/contact/appointment?service=IRS-representation",
    );
  });
});
