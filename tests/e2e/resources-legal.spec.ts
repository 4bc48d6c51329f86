import type { Locator, Page } from "@playwright/test";
import { appointmentChecklist, faqColumns, firm, legalPages, otherResources } from "./expected-content";
import { expect, siteUrl, test } from "./fixtures";
import { serviceRoutes } from "./routes";
import { recordCount } from "../helpers/catalogue";

const pdfPaths = [
  "/tax_organizer.pdf",
  "/fw4.pdf",
  "/i9.pdf",
  "/business-expenses-list.pdf",
  "/corporate-document-checklist.pdf",
  "/foreign-transactions-checklist.pdf",
  "/personal-tax-document-checklist.pdf",
];

const faqButton = (page: Page, question: string): Locator => page.getByRole("button", { name: question, exact: true });

/** Waits until exactly `open` of the column's questions are expanded. */
async function expectOpen(page: Page, questions: string[], open: string[]) {
  for (const question of questions) {
    await expect(faqButton(page, question)).toHaveAttribute(
      "aria-expanded",
      open.includes(question) ? "true" : "false",
    );
  }
}

async function expectNewTab(link: Locator): Promise<void> {
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  await expect(link).toHaveText(/opens in a new tab/);
}

test.describe("/resources", () => {
  test.beforeEach(async ({ gotoHydrated }) => {
    await gotoHydrated("/resources");
  });

  test("has every FAQ in two columns with the first of each open", async ({ page }) => {
    expect(faqColumns.flat()).toHaveLength(recordCount("faqs"));
    const region = page.getByRole("region", { name: "Frequently Asked Questions" });
    await expect(region.getByRole("button")).toHaveCount(recordCount("faqs"));
    for (const questions of faqColumns) await expectOpen(page, questions, [questions[0]]);
    await expect(page.getByRole("region", { name: faqColumns[0][0] })).toBeVisible();
  });

  test("keeps one answer open per column and the columns independent", async ({ page }) => {
    const [left, right] = faqColumns;
    await faqButton(page, left[2]).click();
    await expectOpen(page, left, [left[2]]);
    await expectOpen(page, right, [right[0]]);
    await expect(page.getByText(/within 48 business hours/i)).toBeHidden();

    await faqButton(page, right[3]).click();
    await expectOpen(page, right, [right[3]]);
    await expectOpen(page, left, [left[2]]);

    await faqButton(page, left[2]).click();
    await expectOpen(page, left, []);
    await expectOpen(page, right, [right[3]]);
  });

  test("moves between questions of a column with the arrow keys and opens with Enter", async ({ page }) => {
    const [left] = faqColumns;
    await faqButton(page, left[0]).focus();
    await page.keyboard.press("ArrowDown");
    await expect(faqButton(page, left[1])).toBeFocused();
    await page.keyboard.press("Enter");
    await expectOpen(page, left, [left[1]]);
    await expect(page.getByText(/within 48 business hours after your organizer arrives/i)).toBeVisible();
  });

  test("carries the firm's timelines and due dates in the answers", async ({ page }) => {
    const text = await page.locator("main").textContent();
    for (const fact of [
      /within 48 business hours/i,
      /1–2 weeks after the IRS processes/,
      /2–3 weeks after we receive all of your documents/,
      /six more months/,
      /individual and corporate returns are due April 15/,
      /partnership and S corporation returns are due March 15/,
      /offer within a week/,
    ]) {
      expect(text).toMatch(fact);
    }
  });

  test("lists what to bring to an appointment", async ({ page }) => {
    const region = page.getByRole("region", { name: appointmentChecklist.title });
    for (const item of appointmentChecklist.items) await expect(region.getByText(item, { exact: true })).toBeVisible();
  });

  test("opens the organizer and the W-4 and I-9 in a new tab and links to other resources and contact", async ({
    page,
  }) => {
    await expectNewTab(page.getByRole("link", { name: /Open the organizer \(PDF, opens in a new tab\)/ }));
    await expect(page.getByRole("link", { name: /organizer/ })).toHaveAttribute("href", "/tax_organizer.pdf");
    const forms = page.getByRole("region", { name: "New Employee Forms" });
    for (const [name, href] of [
      [/Form W-4/, "/fw4.pdf"],
      [/Form I-9/, "/i9.pdf"],
    ] as const) {
      const link = forms.getByRole("link", { name });
      await expect(link).toHaveAttribute("href", href);
      await expectNewTab(link);
    }
    await expect(page.getByRole("link", { name: /Browse other resources/ })).toHaveAttribute(
      "href",
      "/other-resources",
    );
    await expect(
      page.getByRole("region", { name: /Connect/ }).getByRole("link", { name: "Contact Us" }),
    ).toHaveAttribute("href", "/contact");
    await expect(page.getByRole("link", { name: "Talk to Your CPA" })).toHaveAttribute("href", "/contact");
  });
});

test("/other-resources has four document cards opening their PDFs in a new tab", async ({ page, gotoHydrated }) => {
  await gotoHydrated("/other-resources");
  expect(otherResources.map((c) => c.title)).toEqual([
    "Business Expenses List",
    "Corporate Document Checklist",
    "Foreign Transactions Checklist",
    "Personal Tax Document Checklist",
  ]);
  for (const checklist of otherResources) {
    await expect(page.getByRole("heading", { name: checklist.title, level: 3 })).toBeVisible();
    const link = page.getByRole("link", {
      name: new RegExp(`^Open ${checklist.title} \\(PDF, opens in a new tab\\)$`),
    });
    await expect(link).toHaveAttribute("href", checklist.pdfPath);
    await expectNewTab(link);
  }
});

test.describe("PDF downloads", () => {
  // Every PDF also in Spanish, at the same path under /es (gatsby/pdfs.ts).
  for (const pdfPath of [...pdfPaths, ...pdfPaths.map((path) => `/es${path}`)]) {
    test(`${pdfPath} answers 200 as application/pdf`, async () => {
      const response = await fetch(siteUrl(pdfPath));
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("application/pdf");
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    });
  }
});

test("/contact has the heading, address, phone, email, hours, map and Meet The Team, and no form", async ({
  page,
  gotoHydrated,
}) => {
  await gotoHydrated("/contact");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact Us Today");
  const details = page.getByRole("region", { name: "How to Reach Us" });
  await expect(details.getByText(firm.street)).toBeVisible();
  await expect(
    details.getByRole("link", { name: new RegExp(firm.phoneDisplay.replace(/[()]/g, "\\$&")) }),
  ).toHaveAttribute("href", `tel:${firm.phoneTel}`);
  await expect(details.getByRole("link", { name: firm.email })).toHaveAttribute("href", `mailto:${firm.email}`);
  await expect(details.getByText(/Monday – Friday/)).toBeVisible();
  await expect(page.locator("iframe[title*='Map']")).toHaveAttribute("loading", "lazy");
  const team = page.getByRole("region", { name: "Meet The Team" });
  await expect(team.getByRole("link")).toHaveAttribute("href", "/about");
  await expect(page.locator("main form")).toHaveCount(0);
  await expect(page.locator("main").getByRole("textbox")).toHaveCount(0);
});

test.describe("legal pages", () => {
  for (const doc of legalPages) {
    test(`${doc.path} has an h2 per section and a working table of contents`, async ({ page, gotoHydrated }) => {
      await gotoHydrated(doc.path);
      const headings = await page.locator("main h2").allTextContents();
      for (const section of doc.sections) expect(headings.some((h) => h.endsWith(section))).toBe(true);
      const toc = page.getByRole("navigation", { name: "On this page" });
      await expect(toc.getByRole("link")).toHaveCount(doc.sections.length);
      const last = doc.sections[doc.sections.length - 1];
      const link = toc.getByRole("link", { name: last, exact: true });
      const target = (await link.getAttribute("href")) as string;
      await link.click();
      await expect.poll(() => page.evaluate(() => window.location.hash)).toBe(target);
      await expect(page.locator(target)).toHaveJSProperty("tagName", "H2");
      await expect(page.locator(target)).toBeVisible();
    });
  }

  test("dates the terms 04/15/2025 and names Illinois law and DuPage County courts", async ({ page, gotoHydrated }) => {
    await gotoHydrated("/terms-and-conditions");
    await expect(page.getByText("04/15/2025")).toHaveAttribute("datetime", "2025-04-15");
    const text = await page.locator("main").textContent();
    expect(text).toMatch(/laws of the State of Illinois/);
    expect(text).toMatch(/DuPage County, Illinois/);
  });

  test("says in the privacy policy that data is never sold, children under 13, MFA, encryption and opt-in marketing", async ({
    page,
    gotoHydrated,
  }) => {
    await gotoHydrated("/privacy-policy");
    const text = (await page.locator("main").textContent()) ?? "";
    for (const fact of [
      /never sell your personal information/,
      /children under 13/,
      /Multi-factor authentication/,
      /encrypted/,
      /opted in/,
    ]) {
      expect(text).toMatch(fact);
    }
  });
});

test.describe("/categories", () => {
  test("links to every service category and every service page", async ({ page, gotoHydrated }) => {
    await gotoHydrated("/categories");
    const hrefs = await page
      .locator("main")
      .getByRole("link")
      .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    for (const category of ["/services/taxes", "/services/accounting-services", "/services/advisory-consulting"]) {
      expect(hrefs).toContain(category);
    }
    for (const route of serviceRoutes) expect(hrefs).toContain(route);
    await expect(page.locator("main").getByRole("heading", { level: 2 })).toHaveText([
      "Taxes",
      "Accounting Services",
      "Advisory & Consulting",
    ]);
  });

  test("works on a phone", { tag: "@phone" }, async ({ page, gotoHydrated }) => {
    await gotoHydrated("/categories");
    expect(page.viewportSize()?.width).toBe(375);
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
});
