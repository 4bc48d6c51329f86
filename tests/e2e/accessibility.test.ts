import AxeBuilder from "@axe-core/playwright";
import type { Browser, BrowserContext } from "playwright-core";
import { desktop, launchBrowser, newContext, phone, siteUrl } from "./browser";
import { allRoutes } from "./routes";

const tags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe.each([
  ["desktop 1280×800", desktop],
  ["phone 375×812", phone],
])("axe (WCAG 2.2 AA) at %s", (_label, viewport) => {
  let context: BrowserContext;
  beforeAll(async () => {
    context = await newContext(browser, { viewport });
  });
  afterAll(async () => context.close());

  it.each([...allRoutes, "/no-such-page"])("%s has no violations", async (route) => {
    const page = await context.newPage();
    await page.goto(siteUrl(route), { waitUntil: "load" });
    const results = await new AxeBuilder({ page }).withTags(tags).analyze();
    const summary = results.violations.map(
      (v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(", ")}`,
    );
    expect(summary).toEqual([]);
    await page.close();
  });
});
