import type { Browser, BrowserContext } from "playwright-core";
import { launchBrowser, newContext, openHydrated, siteUrl } from "./browser";
import { allRoutes, careerRoutes, fixedRoutes, serviceRoutes } from "./routes";

let browser: Browser;
let context: BrowserContext;

beforeAll(async () => {
  browser = await launchBrowser();
  context = await newContext(browser, { javaScriptEnabled: false });
});
afterAll(async () => {
  await browser?.close();
});

const seen = { titles: new Map<string, string>(), descriptions: new Map<string, string>() };

describe("every route of the spec is prerendered", () => {
  it("has the spec's counts of pages", () => {
    expect(fixedRoutes).toHaveLength(15);
    expect(serviceRoutes).toHaveLength(17);
    expect(careerRoutes).toHaveLength(4);
  });

  it.each(allRoutes)("%s answers 200 with its h1, header and footer without JavaScript", async (route) => {
    const page = await context.newPage();
    const response = await page.goto(siteUrl(route));
    expect(response?.status()).toBe(200);
    await expect(page.locator("h1").count()).resolves.toBe(1);
    const h1 = (await page.locator("h1").innerText()).trim();
    expect(h1.length).toBeGreaterThan(3);
    // The page's content, not just its frame, is in the HTML before any script runs.
    const mainText = (await page.getByRole("main").innerText()).replace(/\s+/g, " ");
    expect(mainText.length).toBeGreaterThan(route.startsWith("/contact/careers") ? 400 : 300);
    await expect(page.getByRole("banner").count()).resolves.toBe(1);
    await expect(page.getByRole("contentinfo").count()).resolves.toBe(1);
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Community" }).count()).resolves.toBe(1);
    const title = await page.title();
    const description = await page.locator('meta[name="description"]').getAttribute("content");
    expect(title).toMatch(/ \| Riverwalk CPA Group$/);
    expect(description?.length ?? 0).toBeGreaterThan(50);
    const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
    expect(canonical).toMatch(new RegExp(`${route === "/" ? "/" : route.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`));
    await expect(page.locator("html").getAttribute("lang")).resolves.toBe("en");
    seen.titles.set(route, title);
    seen.descriptions.set(route, description ?? "");
    await page.close();
  });

  it("gives every page its own title and meta description", () => {
    expect(seen.titles.size).toBe(allRoutes.length);
    expect(new Set(seen.titles.values()).size).toBe(allRoutes.length);
    expect(new Set(seen.descriptions.values()).size).toBe(allRoutes.length);
  });
});

describe("the & in M&A-strategy", () => {
  const route = "/services/advisory-consulting/M&A-strategy";

  it("opens directly, typed or percent-encoded", async () => {
    for (const url of [siteUrl(route), siteUrl(route.replace("&", "%26"))]) {
      const page = await context.newPage();
      const response = await page.goto(url);
      expect(response?.status()).toBe(200);
      await expect(page.locator("h1").innerText()).resolves.toMatch(/M&A|merger|acquisition/i);
      await page.close();
    }
  });

  it("is reached from the Services menu with client-side navigation", async () => {
    const jsContext = await newContext(browser);
    const page = await openHydrated(jsContext, "/services");
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("button", { name: "Services menu" }).click();
    await nav.getByRole("link", { name: /M&A/ }).click();
    await page.waitForURL(/M&A-strategy$/);
    // The URL changes before the router renders the new page; wait for its heading.
    await page.getByRole("heading", { level: 1, name: /M&A|merger|acquisition/i }).waitFor();
    await jsContext.close();
  });
});

describe("unknown paths", () => {
  it("show the 404 page with a link home", async () => {
    const page = await context.newPage();
    const response = await page.goto(siteUrl("/no-such-page-here"));
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 }).innerText()).resolves.toBe("oops! page not found");
    await expect(page.getByText(/does not exist|doesn.t exist/i).count()).resolves.toBeGreaterThan(0);
    const home = page.getByRole("main").getByRole("link", { name: /home/i });
    await expect(home.getAttribute("href")).resolves.toBe("/");
    await page.close();
  });
});
