import { expect, test } from "./fixtures";
import { collection } from "../helpers/data";
import { escapeRegExp } from "../helpers/text";
import { allRoutes, careerRoutes, fixedRoutes, serviceRoutes } from "./routes";

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test.describe("every route is prerendered", () => {
    test("has the fixed pages, and a page per service and job posting of data/, no two on one route", () => {
      expect(fixedRoutes).toHaveLength(15);
      expect(serviceRoutes.length).toBeGreaterThan(0);
      expect(careerRoutes.length).toBeGreaterThan(0);
      // Every service record is in a category of data/ (a record whose category is missing would have no page).
      expect(serviceRoutes).toHaveLength(collection<unknown[]>("services").length);
      expect(careerRoutes).toHaveLength(collection<unknown[]>("careers").length);
      expect(new Set(allRoutes).size).toBe(allRoutes.length);
    });

    for (const route of allRoutes) {
      test(`${route} answers 200 with its h1, header and footer without JavaScript`, async ({ page }) => {
        const response = await page.goto(route);
        expect(response?.status()).toBe(200);
        await expect(page.locator("h1")).toHaveCount(1);
        const h1 = (await page.locator("h1").innerText()).trim();
        expect(h1.length).toBeGreaterThan(3);
        // The page's content, not just its frame, is in the HTML before any script runs.
        const mainText = (await page.getByRole("main").innerText()).replace(/\s+/g, " ");
        expect(mainText.length).toBeGreaterThan(route.startsWith("/contact/careers") ? 400 : 300);
        await expect(page.getByRole("banner")).toHaveCount(1);
        await expect(page.getByRole("contentinfo")).toHaveCount(1);
        await expect(
          page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Community" }),
        ).toHaveCount(1);
        await expect(page).toHaveTitle(/ \| Riverwalk CPA Group$/);
        const description = await page.locator('meta[name="description"]').getAttribute("content");
        expect(description?.length ?? 0).toBeGreaterThan(50);
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
          "href",
          new RegExp(`${route === "/" ? "/" : escapeRegExp(route)}$`),
        );
        await expect(page.locator("html")).toHaveAttribute("lang", "en");
      });
    }

    test("gives every page its own title and meta description", async ({ request }) => {
      // Read from the served HTML (what a browser without JavaScript gets), one request per page.
      const titles = new Set<string>();
      const descriptions = new Set<string>();
      for (const route of allRoutes) {
        const html = await (await request.get(route)).text();
        titles.add(/<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1] ?? "");
        descriptions.add(/<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? "");
      }
      expect(titles.size).toBe(allRoutes.length);
      expect(descriptions.size).toBe(allRoutes.length);
      expect([...titles].every((title) => / \| Riverwalk CPA Group$/.test(title))).toBe(true);
      expect([...descriptions].every((description) => description.length > 50)).toBe(true);
    });
  });

  test("the & in M&A-strategy opens directly, typed or percent-encoded", async ({ page }) => {
    const route = "/services/advisory-consulting/M&A-strategy";
    for (const url of [route, route.replace("&", "%26")]) {
      const response = await page.goto(url);
      expect(response?.status()).toBe(200);
      await expect(page.locator("h1")).toHaveText(/M&A|merger|acquisition/i);
    }
  });

  test("unknown paths show the 404 page with a link home", async ({ page }) => {
    const response = await page.goto("/no-such-page-here");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("oops! page not found");
    await expect(page.getByText(/does not exist|doesn.t exist/i).first()).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: /home/i })).toHaveAttribute("href", "/");
  });
});

test("the & in M&A-strategy is reached from the Services menu with client-side navigation", async ({
  page,
  gotoHydrated,
}) => {
  await gotoHydrated("/services");
  const nav = page.getByRole("navigation", { name: "Main" });
  await nav.getByRole("button", { name: "Services menu" }).click();
  await nav.getByRole("link", { name: /M&A/ }).click();
  await expect(page).toHaveURL(/M&A-strategy$/);
  // The URL changes before the router renders the new page; wait for its heading.
  await expect(page.getByRole("heading", { level: 1, name: /M&A|merger|acquisition/i })).toBeVisible();
});
