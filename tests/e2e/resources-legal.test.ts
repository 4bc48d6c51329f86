import fs from "node:fs";
import path from "node:path";
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { launchBrowser, newContext, openHydrated, phone, siteUrl } from "./browser";
import { serviceRoutes } from "./routes";

const dataDir = path.resolve(__dirname, "../../data");
const readJson = <T>(file: string): T => JSON.parse(fs.readFileSync(path.join(dataDir, file), "utf8")) as T;

interface Faq {
  column: number;
  order: number;
  question: string;
}
interface Checklist {
  group: string;
  title: string;
  pdfPath?: string;
  sections: { items: string[] }[];
}
interface LegalDoc {
  slug: string;
  sections: { heading: string }[];
}

const faqs = readJson<Faq[]>("faqs.json");
const checklists = readJson<Checklist[]>("checklists.json");
const legal = readJson<LegalDoc[]>("legal-documents.json");
const columnQuestions = [1, 2].map((column) =>
  faqs
    .filter((faq) => faq.column === column)
    .sort((a, b) => a.order - b.order)
    .map((faq) => faq.question),
);
const pdfPaths = [
  "/tax_organizer.pdf",
  "/fw4.pdf",
  "/i9.pdf",
  "/business-expenses-list.pdf",
  "/corporate-document-checklist.pdf",
  "/foreign-transactions-checklist.pdf",
  "/personal-tax-document-checklist.pdf",
];

let browser: Browser;
let context: BrowserContext;

const hydratedPage = (route: string, ctx = context): Promise<Page> => openHydrated(ctx, route);

const faqButton = (page: Page, question: string): Locator => page.getByRole("button", { name: question, exact: true });
const expanded = async (button: Locator) => (await button.getAttribute("aria-expanded")) === "true";
const openQuestions = async (page: Page, questions: string[]) => {
  const open: string[] = [];
  for (const question of questions) if (await expanded(faqButton(page, question))) open.push(question);
  return open;
};

async function expectNewTab(link: Locator): Promise<void> {
  await expect(link.getAttribute("target")).resolves.toBe("_blank");
  await expect(link.getAttribute("rel")).resolves.toBe("noopener noreferrer");
  await expect(link.textContent()).resolves.toMatch(/opens in a new tab/);
}

beforeAll(async () => {
  browser = await launchBrowser();
  context = await newContext(browser);
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

describe("/resources", () => {
  let page: Page;
  beforeEach(async () => {
    page = await hydratedPage("/resources");
  });
  afterEach(async () => page.close());

  it("has 15 FAQs in two columns with the first of each open", async () => {
    expect(faqs).toHaveLength(15);
    const region = page.getByRole("region", { name: "Frequently Asked Questions" });
    await expect(region.getByRole("button").count()).resolves.toBe(15);
    for (const questions of columnQuestions) {
      await expect(openQuestions(page, questions)).resolves.toEqual([questions[0]]);
    }
    await expect(page.getByRole("region", { name: columnQuestions[0][0] }).isVisible()).resolves.toBe(true);
  });

  it("keeps one answer open per column and the columns independent", async () => {
    const [left, right] = columnQuestions;
    await faqButton(page, left[2]).click();
    await expect(openQuestions(page, left)).resolves.toEqual([left[2]]);
    await expect(openQuestions(page, right)).resolves.toEqual([right[0]]);
    await expect(page.getByText(/within 48 business hours/i).isVisible()).resolves.toBe(false);

    await faqButton(page, right[3]).click();
    await expect(openQuestions(page, right)).resolves.toEqual([right[3]]);
    await expect(openQuestions(page, left)).resolves.toEqual([left[2]]);

    await faqButton(page, left[2]).click();
    await expect(openQuestions(page, left)).resolves.toEqual([]);
    await expect(openQuestions(page, right)).resolves.toEqual([right[3]]);
  });

  it("moves between questions of a column with the arrow keys and opens with Enter", async () => {
    const [left] = columnQuestions;
    await faqButton(page, left[0]).focus();
    await page.keyboard.press("ArrowDown");
    await expect(faqButton(page, left[1]).evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await page.keyboard.press("Enter");
    await expect(openQuestions(page, left)).resolves.toEqual([left[1]]);
    await expect(page.getByText(/within 48 business hours after your organizer arrives/i).isVisible()).resolves.toBe(true);
  });

  it("carries the spec's facts in the answers", async () => {
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

  it("lists what to bring from data/checklists.json", async () => {
    const appointment = checklists.find((c) => c.group === "appointment") as Checklist;
    const region = page.getByRole("region", { name: appointment.title });
    for (const item of appointment.sections[0].items) {
      await expect(region.getByText(item, { exact: true }).isVisible()).resolves.toBe(true);
    }
  });

  it("opens the organizer and the W-4 and I-9 in a new tab and links to other resources and contact", async () => {
    await expectNewTab(page.getByRole("link", { name: /Open the organizer \(PDF, opens in a new tab\)/ }));
    await expect(page.getByRole("link", { name: /organizer/ }).getAttribute("href")).resolves.toBe("/tax_organizer.pdf");
    const forms = page.getByRole("region", { name: "New Employee Forms" });
    for (const [name, href] of [
      [/Form W-4/, "/fw4.pdf"],
      [/Form I-9/, "/i9.pdf"],
    ] as const) {
      const link = forms.getByRole("link", { name });
      await expect(link.getAttribute("href")).resolves.toBe(href);
      await expectNewTab(link);
    }
    await expect(page.getByRole("link", { name: /Browse other resources/ }).getAttribute("href")).resolves.toBe("/other-resources");
    await expect(page.getByRole("region", { name: /Connect/ }).getByRole("link", { name: "Contact Us" }).getAttribute("href")).resolves.toBe("/contact");
    await expect(page.getByRole("link", { name: "Talk to Your CPA" }).getAttribute("href")).resolves.toBe("/contact");
  });
});

describe("/other-resources", () => {
  it("has four document cards opening their PDFs in a new tab", async () => {
    const page = await hydratedPage("/other-resources");
    const documents = checklists.filter((c) => c.group === "other-resources");
    expect(documents.map((c) => c.title)).toEqual([
      "Business Expenses List",
      "Corporate Document Checklist",
      "Foreign Transactions Checklist",
      "Personal Tax Document Checklist",
    ]);
    for (const checklist of documents) {
      await expect(page.getByRole("heading", { name: checklist.title, level: 3 }).isVisible()).resolves.toBe(true);
      const link = page.getByRole("link", { name: new RegExp(`^Open ${checklist.title} \\(PDF, opens in a new tab\\)$`) });
      await expect(link.getAttribute("href")).resolves.toBe(checklist.pdfPath);
      await expectNewTab(link);
    }
    await page.close();
  });
});

describe("PDF downloads", () => {
  it.each(pdfPaths)("%s answers 200 as application/pdf", async (pdfPath) => {
    const response = await fetch(siteUrl(pdfPath));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
  });
});

describe("/contact", () => {
  it("has the heading, address, phone, email, hours, map and Meet The Team, and no form", async () => {
    const page = await hydratedPage("/contact");
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe("Contact Us Today");
    const firm = readJson<{ phoneDisplay: string; phoneTel: string; email: string; address: { street: string } }>("firm.json");
    const details = page.getByRole("region", { name: "How to Reach Us" });
    await expect(details.getByText(firm.address.street).isVisible()).resolves.toBe(true);
    await expect(details.getByRole("link", { name: new RegExp(firm.phoneDisplay.replace(/[()]/g, "\\$&")) }).getAttribute("href")).resolves.toBe(
      `tel:${firm.phoneTel}`,
    );
    await expect(details.getByRole("link", { name: firm.email }).getAttribute("href")).resolves.toBe(`mailto:${firm.email}`);
    await expect(details.getByText(/Monday – Friday/).isVisible()).resolves.toBe(true);
    await expect(page.locator("iframe[title*='Map']").getAttribute("loading")).resolves.toBe("lazy");
    const team = page.getByRole("region", { name: "Meet The Team" });
    await expect(team.getByRole("link").getAttribute("href")).resolves.toBe("/about");
    await expect(page.locator("main form").count()).resolves.toBe(0);
    await expect(page.locator("main").getByRole("textbox").count()).resolves.toBe(0);
    await page.close();
  });
});

describe("legal pages", () => {
  it.each(legal.map((doc) => [doc.slug, doc] as const))("%s has an h2 per section and a working table of contents", async (slug, doc) => {
    const page = await hydratedPage(slug);
    const headings = await page.locator("main h2").allTextContents();
    for (const section of doc.sections) expect(headings.some((h) => h.endsWith(section.heading))).toBe(true);
    const toc = page.getByRole("navigation", { name: "On this page" });
    await expect(toc.getByRole("link").count()).resolves.toBe(doc.sections.length);
    const last = doc.sections[doc.sections.length - 1].heading;
    const link = toc.getByRole("link", { name: last, exact: true });
    const target = (await link.getAttribute("href")) as string;
    await link.click();
    await page.waitForFunction((hash) => window.location.hash === hash, target);
    await expect(page.locator(target).evaluate((el) => el.tagName)).resolves.toBe("H2");
    await expect(page.locator(target).isVisible()).resolves.toBe(true);
    await page.close();
  });

  it("dates the terms 04/15/2025 and names Illinois law and DuPage County courts", async () => {
    const page = await hydratedPage("/terms-and-conditions");
    await expect(page.getByText("04/15/2025").getAttribute("datetime")).resolves.toBe("2025-04-15");
    const text = await page.locator("main").textContent();
    expect(text).toMatch(/laws of the State of Illinois/);
    expect(text).toMatch(/DuPage County, Illinois/);
    await page.close();
  });

  it("says in the privacy policy that data is never sold, children under 13, MFA, encryption and opt-in marketing", async () => {
    const page = await hydratedPage("/privacy-policy");
    const text = (await page.locator("main").textContent()) ?? "";
    for (const fact of [/never sell your personal information/, /children under 13/, /Multi-factor authentication/, /encrypted/, /opted in/]) {
      expect(text).toMatch(fact);
    }
    await page.close();
  });
});

describe("/categories", () => {
  it("links to every service category and every service page", async () => {
    const page = await hydratedPage("/categories");
    const hrefs = await page.locator("main").getByRole("link").evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    for (const category of ["/services/taxes", "/services/accounting-services", "/services/advisory-consulting"]) {
      expect(hrefs).toContain(category);
    }
    for (const route of serviceRoutes) expect(hrefs).toContain(route);
    await expect(page.locator("main").getByRole("heading", { level: 2 }).allTextContents()).resolves.toEqual(["Taxes", "Accounting Services", "Advisory & Consulting"]);
    await page.close();
  });

  it("works on a phone", async () => {
    const phoneContext = await newContext(browser, { viewport: phone });
    const page = await hydratedPage("/categories", phoneContext);
    await expect(page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).resolves.toBe(true);
    await phoneContext.close();
  });
});
