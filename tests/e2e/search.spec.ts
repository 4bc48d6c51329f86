import { describeViolations, expect, test } from "./fixtures";
import type { Page } from "@playwright/test";
import { escapeRegExp } from "../helpers/text";

const payrollPage = "/services/accounting-services/payroll";

const searchField = (page: Page) => page.getByRole("searchbox", { name: "Search the site" });
const results = (page: Page) => page.getByRole("region", { name: "Results" }).getByRole("listitem");
const status = (page: Page) => page.getByRole("status");

/** Console errors and CSP violations the page reports while the test runs. */
function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  return problems;
}

test.describe("site search", { tag: "@both" }, () => {
  test("a search for payroll lists the payroll service page with the word highlighted", async ({
    page,
    gotoHydrated,
  }) => {
    const problems = collectProblems(page);
    await gotoHydrated("/search");
    await searchField(page).fill("payroll");
    await expect(status(page)).toHaveText(/^\d+ results? for “payroll”$/);
    const payroll = results(page).filter({ has: page.locator(`a[href="${payrollPage}"]`) });
    await expect(payroll).toHaveCount(1);
    await expect(payroll.getByText("Services", { exact: true })).toBeVisible();
    await expect(payroll.locator("mark").first()).toHaveText(/payroll/i);
    await expect(page).toHaveURL(/\/search\?q=payroll$/);
    expect(problems).toEqual([]);
  });

  test("the query survives a reload and a shared link", async ({ page, gotoHydrated }) => {
    await gotoHydrated("/search?q=payroll");
    await expect(searchField(page)).toHaveValue("payroll");
    await expect(results(page).locator(`a[href="${payrollPage}"]`)).toBeVisible();
    await page.reload();
    await expect(searchField(page)).toHaveValue("payroll");
    await expect(status(page)).toHaveText(/results? for “payroll”/);
    await expect(results(page).locator(`a[href="${payrollPage}"]`)).toBeVisible();
  });

  test("a search for 1099 lists the Form 1099-NEC article", async ({ page, gotoHydrated }) => {
    await gotoHydrated("/search?q=1099");
    const article = results(page)
      .filter({ has: page.locator('a[href^="/insights/"]') })
      .filter({ hasText: /1099-NEC/ });
    await expect(article.first()).toBeVisible();
    await expect(article.first().getByText("Insights", { exact: true })).toBeVisible();
  });

  test("a search that finds nothing says so and suggests pages", async ({ page, gotoHydrated }) => {
    await gotoHydrated("/search");
    await searchField(page).fill("zzqxvbnonsense");
    await expect(page.getByRole("heading", { name: "No pages match “zzqxvbnonsense”" })).toBeVisible();
    await expect(status(page)).toHaveText("0 results for “zzqxvbnonsense”");
    const suggestions = page.getByRole("list", { name: "Popular pages" }).getByRole("link");
    await expect(suggestions.first()).toBeVisible();
    expect(await suggestions.count()).toBeGreaterThanOrEqual(3);
    await suggestions.filter({ hasText: "Payroll services" }).click();
    await expect(page).toHaveURL(new RegExp(`${payrollPage}$`));
  });

  test("the type filter narrows the results and is part of the address", async ({ page, gotoHydrated }) => {
    await gotoHydrated("/search?q=tax");
    const filter = page.getByRole("group", { name: "Show results from" });
    await expect(filter.getByRole("radio", { name: /^All/ })).toBeChecked();
    await filter.getByRole("radio", { name: /^Careers/ }).check();
    await expect(page).toHaveURL(/[?&]type=careers/);
    await expect(status(page)).toHaveText(/results? for “tax” in Careers$/);
    const types = await results(page)
      .locator("p")
      .filter({ hasText: /^(Services|Insights|Resources|Careers|Firm)$/ })
      .allTextContents();
    expect(types.length).toBeGreaterThan(0);
    expect(new Set(types)).toEqual(new Set(["Careers"]));
    await page.reload();
    await expect(
      page.getByRole("group", { name: "Show results from" }).getByRole("radio", { name: /^Careers/ }),
    ).toBeChecked();
  });

  test("passes axe with results and with the empty state", async ({ page, gotoHydrated, axe }) => {
    await gotoHydrated("/search?q=payroll");
    await expect(results(page).locator(`a[href="${payrollPage}"]`)).toBeVisible();
    expect(describeViolations(await axe())).toEqual([]);
    await searchField(page).fill("zzqxvbnonsense");
    await expect(page.getByRole("heading", { name: /No pages match/ })).toBeVisible();
    expect(describeViolations(await axe())).toEqual([]);
  });
});

test.describe("getting to search", () => {
  test("the header's Search link leads to /search on desktop", async ({ page, gotoHydrated }) => {
    await gotoHydrated("/about");
    await page.getByRole("banner").getByRole("link", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/\/search$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Search the Site");
  });

  test("the mobile menu has a Search link", { tag: "@phone" }, async ({ page, gotoHydrated }) => {
    await gotoHydrated("/about");
    await page.getByRole("button", { name: "Menu" }).click();
    await page.getByRole("link", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/\/search$/);
    await expect(searchField(page)).toBeVisible();
  });

  test("works with the keyboard alone", async ({ page, gotoHydrated }) => {
    await gotoHydrated("/");
    await page.getByRole("banner").getByRole("link", { name: "Search", exact: true }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/search$/);
    await expect(searchField(page)).toBeVisible();
    await searchField(page).focus();
    await page.keyboard.type("payroll");
    await page.keyboard.press("Enter");
    await expect(status(page)).toHaveText(/results? for “payroll”/);
    // Tab past the submit button into the type filter, then arrow keys choose a type.
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("radio", { name: /^All/ })).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await expect(page).toHaveURL(/[?&]type=/);
    await page.keyboard.press("ArrowLeft");
    await expect(page).toHaveURL(/\/search\?q=payroll$/);
    await page.keyboard.press("Tab");
    const firstResult = results(page).first().getByRole("link");
    await expect(firstResult).toBeFocused();
    const target = await firstResult.getAttribute("href");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(target ?? "")}$`));
  });
});

test.describe("search loads only where it is used", () => {
  test("other pages load no Pagefind code and keep WebAssembly out of their CSP", async ({ page, request }) => {
    const pagefindRequests: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("/pagefind/")) pagefindRequests.push(r.url());
    });
    await page.goto("/services/accounting-services/payroll", { waitUntil: "networkidle" });
    expect(pagefindRequests).toEqual([]);
    for (const route of ["/", "/resources", payrollPage]) {
      const csp = (await request.get(route)).headers()["content-security-policy"];
      expect(csp).toMatch(/script-src 'self'/);
      expect(csp).not.toContain("wasm-unsafe-eval");
    }
    const searchCsp = (await request.get("/search")).headers()["content-security-policy"];
    expect(searchCsp).toMatch(/script-src 'self' 'wasm-unsafe-eval'/);
    expect(searchCsp).not.toMatch(/'unsafe-eval'|'unsafe-inline'[^;]*;\s*style/);
  });

  test("without JavaScript /search shows its content, the reason and links to every section", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto("/search?q=payroll");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Search the Site");
    await expect(page.getByText(/Searching needs JavaScript/)).toBeVisible();
    await expect(searchField(page)).toBeVisible();
    const sections = page.getByRole("region", { name: "Browse by section" }).getByRole("link");
    expect(await sections.count()).toBeGreaterThanOrEqual(8);
    await expect(sections.filter({ hasText: "Resources" })).toHaveAttribute("href", "/resources");
    await context.close();
  });

  test("with JavaScript the no-JavaScript note is gone", async ({ page, gotoHydrated }) => {
    await gotoHydrated("/search");
    await expect(page.getByText(/Searching needs JavaScript/)).toHaveCount(0);
    await expect(page.getByRole("list", { name: "Popular pages" })).toBeVisible();
  });
});
