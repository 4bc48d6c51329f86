import fs from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { careerPagePath, servicePagePath, serviceCategoryPaths, type ServiceLayout } from "../../src/lib/routes";
import { desktop, launchBrowser, newContext, openHydrated, phone } from "./browser";

interface Checklist {
  key: string;
  title: string;
  items: string[];
}
interface ServiceRecord {
  slug: string;
  navLabel: string;
  cardTitle: string;
  checklists?: Checklist[];
}
interface AdvisoryRecord extends ServiceRecord {
  serviceArea: string;
  faqData: { title: string; content: string }[];
  solutions: { title: string }[];
  processSteps: { title: string }[];
}
interface CareerRecord {
  slug: string;
  title: string;
  applyOnline: boolean;
}

const dataDir = path.resolve(__dirname, "../../data");
const read = <T>(file: string): T => JSON.parse(fs.readFileSync(path.join(dataDir, file), "utf8")) as T;

const groups: { layout: ServiceLayout; nav: string; records: ServiceRecord[] }[] = [
  { layout: "tax", nav: "Taxes", records: read<ServiceRecord[]>("tax-services.json") },
  { layout: "accounting", nav: "Accounting Services", records: read<ServiceRecord[]>("accounting-services.json") },
  { layout: "advisory", nav: "Advisory & Consulting", records: read<ServiceRecord[]>("advisory-services.json") },
];
const advisory = read<AdvisoryRecord[]>("advisory-services.json");
const careers = read<CareerRecord[]>("careers.json");
const firm = read<{ careersEmail: string }>("firm.json");
const tags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

let browser: Browser;
let context: BrowserContext;

const hydratedPage = (route: string, ctx = context): Promise<Page> => openHydrated(ctx, route);

beforeAll(async () => {
  browser = await launchBrowser();
  context = await newContext(browser);
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

describe.each(groups)("$layout service pages", ({ layout, nav, records }) => {
  const sorted = [...records];
  const allChecklists = records.flatMap((r) => r.checklists ?? []);

  it.each(records.map((r) => [r.slug, r] as const))("%s: sidebar, current marker and its own lists only", async (_slug, record) => {
    const route = servicePagePath(layout, record.slug);
    const page = await hydratedPage(route);
    const sidebar = page.getByRole("navigation", { name: nav, exact: true });
    const links = sidebar.getByRole("listitem").getByRole("link");
    await expect(links.evaluateAll((els) => els.map((el) => el.getAttribute("href")))).resolves.toEqual(
      sorted.map((r) => servicePagePath(layout, r.slug)),
    );
    const current = sidebar.locator('[aria-current="page"]');
    await expect(current.count()).resolves.toBe(1);
    await expect(current.getAttribute("href")).resolves.toBe(route);
    await expect(current.textContent()).resolves.toBe(record.navLabel);
    await expect(sidebar.getByRole("link", { name: nav, exact: true }).getAttribute("href")).resolves.toBe(
      serviceCategoryPaths[layout],
    );

    await expect(page.getByRole("heading", { name: "Connect with us" }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole("main").getByRole("link", { name: "Contact Us", exact: true }).first().getAttribute("href")).resolves.toBe(
      "/contact",
    );

    const own = new Set((record.checklists ?? []).map((c) => c.key));
    for (const checklist of allChecklists) {
      const count = await page.getByRole("heading", { name: checklist.title, exact: true }).count();
      expect([checklist.key, count]).toEqual([checklist.key, own.has(checklist.key) ? 1 : 0]);
    }
    await page.close();
  });
});

describe("page-specific lists", () => {
  it("shows the audit-reasons list on IRS representation only", async () => {
    const tax = groups[0].records;
    const audit = tax.find((r) => r.slug === "IRS-representation")?.checklists?.find((c) => c.key === "audit-reasons");
    expect(audit).toBeDefined();
    const page = await hydratedPage(servicePagePath("tax", "IRS-representation"));
    const list = page.getByRole("region", { name: audit?.title });
    await expect(list.getByRole("listitem").count()).resolves.toBe(audit?.items.length);
    await page.close();
  });

  it("names weekly, bi-weekly and monthly runs in the payroll checklist", async () => {
    const page = await hydratedPage(servicePagePath("accounting", "payroll"));
    const payroll = groups[1].records.find((r) => r.slug === "payroll")?.checklists?.[0];
    const text = await page.getByRole("region", { name: payroll?.title }).textContent();
    expect(text).toMatch(/weekly, bi-weekly or monthly/);
    await page.close();
  });
});

describe("advisory pages", () => {
  it("runs the Growth accordion: first open, one at a time, keyboard operable", async () => {
    const record = advisory[0];
    const page = await hydratedPage(servicePagePath("advisory", record.slug));
    const buttons = record.faqData.map((faq) => page.getByRole("button", { name: faq.title }));
    expect(buttons).toHaveLength(4);
    await expect(buttons[0].getAttribute("aria-expanded")).resolves.toBe("true");
    await expect(page.getByText(record.faqData[0].content).isVisible()).resolves.toBe(true);
    for (const button of buttons.slice(1)) await expect(button.getAttribute("aria-expanded")).resolves.toBe("false");

    await buttons[2].click();
    await expect(buttons[2].getAttribute("aria-expanded")).resolves.toBe("true");
    await expect(buttons[0].getAttribute("aria-expanded")).resolves.toBe("false");
    await expect(page.getByText(record.faqData[2].content).isVisible()).resolves.toBe(true);
    await expect(page.getByText(record.faqData[0].content).isVisible()).resolves.toBe(false);

    await buttons[2].focus();
    await page.keyboard.press("ArrowDown");
    await expect(buttons[3].evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await page.keyboard.press("Enter");
    await expect(buttons[3].getAttribute("aria-expanded")).resolves.toBe("true");
    await expect(buttons[2].getAttribute("aria-expanded")).resolves.toBe("false");
    await page.keyboard.press("Home");
    await expect(buttons[0].evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await page.close();
  });

  it.each(advisory.map((r) => [r.slug, r] as const))(
    "%s has its service area, three highlights, six numbered solutions, three steps and an ask-us link",
    async (_slug, record) => {
      const page = await hydratedPage(servicePagePath("advisory", record.slug));
      await expect(page.getByText(record.serviceArea).isVisible()).resolves.toBe(true);
      await expect(page.getByRole("list", { name: "Highlights" }).getByRole("listitem").count()).resolves.toBe(3);
      for (const solution of record.solutions) {
        await expect(page.getByRole("heading", { name: solution.title, exact: true }).count()).resolves.toBe(1);
      }
      const solutions = page.locator("ol").filter({ has: page.getByRole("heading", { name: record.solutions[0].title }) });
      await expect(solutions.getByRole("listitem").count()).resolves.toBe(6);
      const steps = page.locator("ol").filter({ has: page.getByRole("heading", { name: record.processSteps[0].title }) });
      await expect(steps.getByRole("listitem").count()).resolves.toBe(3);
      await expect(steps.getByRole("img").count()).resolves.toBe(3);
      await page.close();
    },
  );

  it("states the service-area claims where they belong", async () => {
    const planning = await hydratedPage(servicePagePath("advisory", "tax-financial-planning"));
    await expect(planning.getByText(/all 50 states/).first().isVisible()).resolves.toBe(true);
    await planning.close();
    const mergers = await hydratedPage(servicePagePath("advisory", "M&A-strategy"));
    await expect(mergers.getByText(/continental USA/).first().isVisible()).resolves.toBe(true);
    await mergers.close();
  });
});

describe("services overview and category pages", () => {
  it("shows 6 tax, 5 accounting and 6 advisory cards linking to their pages, and a quote banner", async () => {
    const page = await hydratedPage("/services");
    const categories = read<{ title: string; listHeading: string }[]>("service-categories.json");
    for (const [index, group] of groups.entries()) {
      const region = page.getByRole("region", { name: categories[index].title, exact: true });
      const links = region.getByRole("list", { name: categories[index].listHeading }).getByRole("link");
      await expect(links.evaluateAll((els) => els.map((el) => el.getAttribute("href")))).resolves.toEqual(
        group.records.map((r) => servicePagePath(group.layout, r.slug)),
      );
    }
    expect(groups.map((g) => g.records.length)).toEqual([6, 5, 6]);
    const quote = page.getByRole("region", { name: /get a quote/i });
    await expect(quote.getByRole("link", { name: "Get a Free Quote" }).getAttribute("href")).resolves.toBe("/contact");
    await expect(page.getByRole("heading", { name: "Get a Free Quote", level: 2 }).isVisible()).resolves.toBe(true);
    await page.close();
  });

  it.each(groups.map((g) => [serviceCategoryPaths[g.layout], g] as const))(
    "%s links every sub-page and calls to /contact",
    async (route, group) => {
      const page = await hydratedPage(route);
      const main = page.getByRole("main");
      for (const record of group.records) {
        await expect(main.getByRole("link", { name: record.cardTitle, exact: true }).getAttribute("href")).resolves.toBe(
          servicePagePath(group.layout, record.slug),
        );
      }
      const contactLinks = await main.locator('a[href="/contact"]').count();
      expect(contactLinks).toBeGreaterThanOrEqual(2);
      await page.close();
    },
  );
});

describe("careers", () => {
  it("lists the four open positions and the five recruitment steps", async () => {
    const page = await hydratedPage("/careers");
    const positions = page.getByRole("region", { name: "Open positions" }).getByRole("link");
    await expect(positions.evaluateAll((els) => els.map((el) => [el.textContent, el.getAttribute("href")]))).resolves.toEqual(
      careers.map((c) => [c.title, careerPagePath(c.slug)]),
    );
    const steps = page.getByRole("region", { name: "Our recruitment process" }).getByRole("listitem");
    await expect(steps.getByRole("heading").allTextContents()).resolves.toEqual([
      "Explore Your Fit",
      "Apply",
      "Interview",
      "Offer",
      "Get Started",
    ]);
    await expect(page.getByRole("region", { name: "Why build your career here" }).getByRole("listitem").count()).resolves.toBe(4);
    await expect(page.getByRole("main").locator('a[href="/contact"]').count()).resolves.toBeGreaterThan(0);
    await page.close();
  });

  it.each([
    ["audit-associate", [/permanent/i, /part-time/i]],
    ["bookkeeping-specialist", [/on-site in Naperville/i, /within two weeks/, /background check/]],
    ["senior-tax-accountant", [/5\+ years/, /CPA license/]],
    ["administrative-assistant", [/at least two years/i]],
  ] as const)("%s states the posting's facts", async (slug, facts) => {
    const page = await hydratedPage(careerPagePath(slug));
    const text = (await page.getByRole("main").textContent()) ?? "";
    for (const fact of facts) expect(text).toMatch(fact);
    for (const heading of ["Responsibilities", "Qualifications", "What we offer", "Next steps"]) {
      await expect(page.getByRole("heading", { name: heading }).isVisible()).resolves.toBe(true);
    }
    await expect(page.getByText("Date posted").isVisible()).resolves.toBe(true);
    await page.close();
  });

  it("has no application dialog on the Senior Tax Accountant posting, only the careers email", async () => {
    const page = await hydratedPage(careerPagePath("senior-tax-accountant"));
    await expect(page.getByRole("button", { name: "Apply Now" }).count()).resolves.toBe(0);
    await expect(page.getByRole("dialog").count()).resolves.toBe(0);
    await expect(page.getByRole("link", { name: firm.careersEmail }).getAttribute("href")).resolves.toMatch(
      new RegExp(`^mailto:${firm.careersEmail}`),
    );
    await page.close();
  });
});

describe.each(careers.filter((c) => c.applyOnline).map((c) => [c.slug, c] as const))("%s application dialog", (_slug, career) => {
  let page: Page;
  beforeEach(async () => {
    page = await hydratedPage(careerPagePath(career.slug));
  });
  afterEach(async () => page.close());

  // A click that lands before React has attached its handlers is lost; try again until the dialog opens.
  const openDialog = async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await page.getByRole("button", { name: "Apply Now" }).click();
      if (await page.getByRole("dialog").isVisible()) return;
      await page.waitForTimeout(500);
    }
    throw new Error("Apply Now did not open the dialog");
  };

  const focusInDialog = () => page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')));

  it("opens a labelled modal with focus inside, traps Tab and locks the page behind", async () => {
    await expect(page.getByRole("dialog").count()).resolves.toBe(0);
    await expect(page.getByLabel("Full Name").count()).resolves.toBe(0);
    await openDialog();
    const dialog = page.getByRole("dialog", { name: "We're Hiring" });
    await expect(dialog.isVisible()).resolves.toBe(true);
    await expect(dialog.getAttribute("aria-modal")).resolves.toBe("true");
    await expect(focusInDialog()).resolves.toBe(true);
    await expect(dialog.getByLabel("Position").inputValue()).resolves.toBe(career.title);
    await expect(dialog.getByRole("option").allTextContents()).resolves.toEqual(careers.map((c) => c.title));

    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press("Tab");
      await expect(focusInDialog()).resolves.toBe(true);
    }
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press("Shift+Tab");
      await expect(focusInDialog()).resolves.toBe(true);
    }
    await expect(page.evaluate(() => getComputedStyle(document.body).overflow)).resolves.toBe("hidden");
    const before = await page.evaluate(() => window.scrollY);
    await page.mouse.move(20, 400);
    await page.mouse.wheel(0, 800);
    await page.waitForTimeout(200);
    await expect(page.evaluate(() => window.scrollY)).resolves.toBe(before);
  });

  it("closes on Escape and with the close button, returning focus to Apply Now", async () => {
    const apply = page.getByRole("button", { name: "Apply Now" });
    await openDialog();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog").count()).resolves.toBe(0);
    await expect(apply.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await expect(page.evaluate(() => getComputedStyle(document.body).overflow)).resolves.not.toBe("hidden");

    await apply.click();
    await page.getByRole("button", { name: "Close application form" }).click();
    await expect(page.getByRole("dialog").count()).resolves.toBe(0);
    await expect(apply.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
  });

  it.each([
    ["1280", desktop],
    ["375", phone],
  ] as const)("is axe clean with the dialog open at %s px", async (_w, viewport) => {
    await page.setViewportSize(viewport);
    await openDialog();
    const results = await new AxeBuilder({ page }).withTags(tags).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  });
});
