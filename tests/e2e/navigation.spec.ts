import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { collection } from "../helpers/data";
import { localizedPath } from "../../src/lib/locale";

test.describe("desktop header", () => {
  test.beforeEach(async ({ gotoHydrated }) => {
    await gotoHydrated("/about");
  });

  test("has the logo, the seven links, click-to-call and the Client Portal", async ({ page }) => {
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: /Riverwalk CPA Group home/ })).toHaveAttribute("href", "/");
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const name of ["Home", "About", "Services", "Industries", "Resources", "Contact", "Community"]) {
      await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await expect(header.getByRole("link", { name: /Call us at/ }).first()).toHaveAttribute("href", /^tel:\+1\d{10}$/);
    const portal = header.getByRole("link", { name: /Client Portal/ }).first();
    await expect(portal).toHaveAttribute("target", "_blank");
    await expect(portal).toHaveAttribute("rel", "noopener noreferrer");
  });

  test("opens the three-column Services menu, closes it with Escape and returns focus", async ({ page }) => {
    const nav = page.getByRole("navigation", { name: "Main" });
    const toggle = nav.getByRole("button", { name: "Services menu" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    const panel = page.locator(`[id="${await toggle.getAttribute("aria-controls")}"]`);
    for (const [heading, href] of [
      ["Taxes", "/services/taxes"],
      ["Accounting Services", "/services/accounting-services"],
      ["Advisory & Consulting", "/services/advisory-consulting"],
    ]) {
      await expect(panel.getByRole("link", { name: heading, exact: true })).toHaveAttribute("href", href);
    }
    // A heading link per category and a link per service page, as data/ holds them.
    const linkCount = collection<unknown[]>("service-categories").length + collection<unknown[]>("services").length;
    await expect(panel.getByRole("link")).toHaveCount(linkCount);
    await expect(panel.getByRole("link", { name: /IRS Representation/i })).toHaveAttribute(
      "href",
      "/services/taxes/IRS-representation",
    );
    await page.keyboard.press("Tab");
    await expect(panel.getByRole("link", { name: "Taxes", exact: true })).toBeFocused();
    await expect(page.locator(":focus")).toHaveText("Taxes");
    await page.keyboard.press("Escape");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(panel).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test("opens the Contact menu with its Career link on hover and navigates to /careers at the top", async ({
    page,
  }) => {
    await page.evaluate(() => window.scrollTo(0, 600));
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("link", { name: "Contact", exact: true }).hover();
    const career = nav.getByRole("link", { name: "Career", exact: true });
    await expect(career).toBeVisible();
    await career.click();
    await expect(page).toHaveURL(/\/careers$/);
    await expect(page.getByRole("heading", { level: 1, name: /career/i })).toBeVisible();
    // The router scrolls once the new page has rendered; it must end at the very top.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

/** The header's menu button and the mobile navigation it opens. */
function mobileMenu(page: Page) {
  return {
    menuButton: page.getByRole("banner").getByRole("button", { name: "Menu", exact: true }),
    mobileNav: page.getByRole("navigation", { name: "Mobile" }),
  };
}

test.describe("mobile menu", { tag: "@phone" }, () => {
  test.beforeEach(async ({ gotoHydrated }) => {
    await gotoHydrated("/");
  });

  test("starts closed, opens with the menu button and closes with the close control", async ({ page }) => {
    const { menuButton, mobileNav } = mobileMenu(page);
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await expect(menuButton).toHaveAttribute("aria-expanded", "false");
    await expect(mobileNav).toBeHidden();
    await menuButton.click();
    await expect(menuButton).toHaveAttribute("aria-expanded", "true");
    await expect(mobileNav).toBeVisible();
    const close = page.getByRole("button", { name: "Close menu" });
    await expect(close).toBeFocused();
    await close.click();
    await expect(mobileNav).toBeHidden();
    await expect(menuButton).toBeFocused();
  });

  test("closes when the overlay is clicked and with Escape", async ({ page }) => {
    const { menuButton, mobileNav } = mobileMenu(page);
    await menuButton.click();
    await expect(mobileNav).toBeVisible();
    await page.mouse.click(20, 400);
    await expect(mobileNav).toBeHidden();
    await menuButton.click();
    await expect(mobileNav).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(mobileNav).toBeHidden();
    await expect(menuButton).toBeFocused();
  });

  test("expands Services and Contact independently and collapses both when the menu is toggled", async ({ page }) => {
    const { menuButton, mobileNav } = mobileMenu(page);
    await menuButton.click();
    const services = mobileNav.getByRole("button", { name: "Services submenu" });
    const contact = mobileNav.getByRole("button", { name: "Contact submenu" });
    await expect(services).toHaveAttribute("aria-expanded", "false");
    await expect(contact).toHaveAttribute("aria-expanded", "false");
    await services.click();
    await expect(services).toHaveAttribute("aria-expanded", "true");
    await expect(mobileNav.getByRole("link", { name: /Bookkeeping/ })).toBeVisible();
    await contact.click();
    await expect(contact).toHaveAttribute("aria-expanded", "true");
    await expect(services).toHaveAttribute("aria-expanded", "true");
    await services.click();
    await expect(services).toHaveAttribute("aria-expanded", "false");
    await expect(mobileNav.getByRole("link", { name: /Bookkeeping/ })).toBeHidden();
    await services.click();
    await expect(services).toHaveAttribute("aria-expanded", "true");
    await page.getByRole("button", { name: "Close menu" }).click();
    await expect(mobileNav).toBeHidden();
    await menuButton.click();
    await expect(services).toHaveAttribute("aria-expanded", "false");
    await expect(contact).toHaveAttribute("aria-expanded", "false");
  });

  test("repeats the phone link and Client Portal at the bottom and closes when a link is followed", async ({
    page,
  }) => {
    const { menuButton, mobileNav } = mobileMenu(page);
    await menuButton.click();
    const panel = page.locator(`[id="${await menuButton.getAttribute("aria-controls")}"]`);
    await expect(panel.getByRole("link", { name: /Call us at/ })).toHaveAttribute("href", /^tel:/);
    await expect(panel.getByRole("link", { name: /Client Portal/ })).toHaveAttribute("target", "_blank");
    await mobileNav.getByRole("button", { name: "Contact submenu" }).click();
    await mobileNav.getByRole("link", { name: "Career", exact: true }).click();
    await expect(page).toHaveURL(/\/careers$/);
    await expect(mobileNav).toBeHidden();
    await expect(menuButton).toHaveAttribute("aria-expanded", "false");
  });
});

test("offers a skip link as the first focusable element", async ({ page, gotoHydrated }) => {
  await gotoHydrated("/");
  await page.keyboard.press("Tab");
  await expect(page.locator(":focus")).toHaveText("Skip to main content");
  await page.keyboard.press("Enter");
  await expect(page.locator("#main-content")).toBeFocused();
});

test("client-side navigation renders the next page's images and logs no errors", async ({ page, gotoHydrated }) => {
  await gotoHydrated("/about");
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  const aboutHeading = await page.locator("h1").innerText();
  await page.getByRole("contentinfo").getByRole("link", { name: "Industries", exact: true }).click();
  await expect(page).toHaveURL(/\/industries$/);
  // The URL changes before the router renders the new page; wait until its heading replaces the old one.
  await expect(page.locator("h1")).not.toHaveText(aboutHeading);
  const cards = page.locator("main img[data-main-image]");
  await expect.poll(() => cards.count()).toBeGreaterThan(10);
  // Images rendered by the router (not from server HTML) get their markup from gatsby-plugin-image's renderer.
  await cards.nth(3).scrollIntoViewIfNeeded();
  await expect
    .poll(() =>
      cards.nth(3).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0 && Boolean(img.currentSrc)),
    )
    .toBe(true);
  expect(errors).toEqual([]);
});

// font-display: optional leaves a page in the local fallback font when the web fonts are late; the fallback faces
// (src/styles/brand-tokens.css, from gatsby/brand-tokens.ts) are scaled to the web fonts' metrics so that the header
// takes the same room in either font.
for (const fonts of ["web fonts", "fallback fonts"] as const) {
  test(`the header fits every desktop width in both editions, in the ${fonts}`, async ({ page }) => {
    const withheld = fonts === "fallback fonts";
    if (withheld) await page.context().route(/\/fonts\/[^/]+\.woff2$/, (route) => route.abort());
    const tooWide: string[] = [];
    for (const path of ["/", localizedPath("/", "es")]) {
      await page.setViewportSize({ width: 1000, height: 800 });
      await page.goto(path, { waitUntil: "load" });
      // Once cached, the web fonts are there for the first paint of the page loaded again.
      if (!withheld) await page.evaluate(() => document.fonts.ready);
      await page.reload({ waitUntil: "load" });
      const webFontsUsed = await page.evaluate(async () => {
        await document.fonts.ready;
        return ["Inter Variable", "Merriweather"].map(
          (family) =>
            document.fonts.check(`700 16px "${family}"`, "a") &&
            [...document.fonts].some((face) => face.family.replace(/"/g, "") === family && face.status === "loaded"),
        );
      });
      expect(webFontsUsed, `the web fonts on ${path}`).toEqual([!withheld, !withheld]);
      for (let width = 1000; width <= 1700; width += 20) {
        await page.setViewportSize({ width, height: 800 });
        const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        if (pageWidth > width) tooWide.push(`${path} at ${width} px: ${pageWidth} px wide`);
      }
    }
    expect(tooWide).toEqual([]);
  });
}
