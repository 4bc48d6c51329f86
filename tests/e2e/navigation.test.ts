import type { Browser, BrowserContext, Page } from "playwright-core";
import { launchBrowser, newContext, openHydrated, phone } from "./browser";

let browser: Browser;
let context: BrowserContext;

const hydratedPage = openHydrated;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("desktop header", () => {
  let page: Page;
  beforeAll(async () => {
    context = await newContext(browser);
  });
  afterAll(async () => context.close());
  beforeEach(async () => {
    page = await hydratedPage(context, "/about");
  });
  afterEach(async () => page.close());

  it("has the logo, the seven links, click-to-call and the Client Portal", async () => {
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: /Riverwalk CPA Group home/ }).getAttribute("href")).resolves.toBe("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const name of ["Home", "About", "Services", "Industries", "Resources", "Contact", "Community"]) {
      await expect(nav.getByRole("link", { name, exact: true }).isVisible()).resolves.toBe(true);
    }
    await expect(header.getByRole("link", { name: /Call us at/ }).first().getAttribute("href")).resolves.toMatch(/^tel:\+1\d{10}$/);
    const portal = header.getByRole("link", { name: /Client Portal/ }).first();
    await expect(portal.getAttribute("target")).resolves.toBe("_blank");
    await expect(portal.getAttribute("rel")).resolves.toBe("noopener noreferrer");
  });

  it("opens the three-column Services menu, closes it with Escape and returns focus", async () => {
    const nav = page.getByRole("navigation", { name: "Main" });
    const toggle = nav.getByRole("button", { name: "Services menu" });
    await expect(toggle.getAttribute("aria-expanded")).resolves.toBe("false");
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(toggle.getAttribute("aria-expanded")).resolves.toBe("true");
    const panel = page.locator(`#${(await toggle.getAttribute("aria-controls"))?.replace(/:/g, "\\:")}`);
    for (const [heading, href] of [
      ["Taxes", "/services/taxes"],
      ["Accounting Services", "/services/accounting-services"],
      ["Advisory & Consulting", "/services/advisory-consulting"],
    ]) {
      await expect(panel.getByRole("link", { name: heading, exact: true }).getAttribute("href")).resolves.toBe(href);
    }
    await expect(panel.getByRole("link").count()).resolves.toBe(3 + 6 + 5 + 6);
    await expect(panel.getByRole("link", { name: /IRS Representation/i }).getAttribute("href")).resolves.toBe(
      "/services/taxes/IRS-representation",
    );
    await page.keyboard.press("Tab");
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe("Taxes");
    await page.keyboard.press("Escape");
    await expect(toggle.getAttribute("aria-expanded")).resolves.toBe("false");
    await expect(panel.isVisible()).resolves.toBe(false);
    await expect(toggle.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
  });

  it("opens the Contact menu with its Career link on hover and navigates to /careers at the top", async () => {
    await page.evaluate(() => window.scrollTo(0, 600));
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("link", { name: "Contact", exact: true }).hover();
    const career = nav.getByRole("link", { name: "Career", exact: true });
    await career.waitFor({ state: "visible" });
    await career.click();
    await page.waitForURL(/\/careers$/);
    await page.getByRole("heading", { level: 1, name: /career/i }).waitFor();
    // The router scrolls once the new page has rendered; it must end at the very top.
    await page.waitForFunction(() => window.scrollY === 0, undefined, { timeout: 5000 });
  });
});

describe("mobile menu", () => {
  let page: Page;
  beforeAll(async () => {
    context = await newContext(browser, { viewport: phone, isMobile: true, hasTouch: true });
  });
  afterAll(async () => context.close());
  beforeEach(async () => {
    page = await hydratedPage(context, "/");
  });
  afterEach(async () => page.close());

  const menuButton = () => page.getByRole("banner").getByRole("button", { name: "Menu", exact: true });
  const mobileNav = () => page.getByRole("navigation", { name: "Mobile" });

  it("starts closed, opens with the menu button and closes with the close control", async () => {
    await expect(page.getByRole("navigation", { name: "Main" }).isVisible()).resolves.toBe(false);
    await expect(menuButton().getAttribute("aria-expanded")).resolves.toBe("false");
    await expect(mobileNav().isVisible()).resolves.toBe(false);
    await menuButton().click();
    await expect(menuButton().getAttribute("aria-expanded")).resolves.toBe("true");
    await expect(mobileNav().isVisible()).resolves.toBe(true);
    const close = page.getByRole("button", { name: "Close menu" });
    await expect(close.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await close.click();
    await expect(mobileNav().isVisible()).resolves.toBe(false);
    await expect(menuButton().evaluate((el) => el === document.activeElement)).resolves.toBe(true);
  });

  it("closes when the overlay is clicked and with Escape", async () => {
    await menuButton().click();
    await page.mouse.click(20, 400);
    await expect(mobileNav().isVisible()).resolves.toBe(false);
    await menuButton().click();
    await page.keyboard.press("Escape");
    await expect(mobileNav().isVisible()).resolves.toBe(false);
    await expect(menuButton().evaluate((el) => el === document.activeElement)).resolves.toBe(true);
  });

  it("expands Services and Contact independently and collapses both when the menu is toggled", async () => {
    await menuButton().click();
    const services = mobileNav().getByRole("button", { name: "Services submenu" });
    const contact = mobileNav().getByRole("button", { name: "Contact submenu" });
    await expect(services.getAttribute("aria-expanded")).resolves.toBe("false");
    await expect(contact.getAttribute("aria-expanded")).resolves.toBe("false");
    await services.click();
    await expect(services.getAttribute("aria-expanded")).resolves.toBe("true");
    await expect(mobileNav().getByRole("link", { name: /Bookkeeping/ }).isVisible()).resolves.toBe(true);
    await contact.click();
    await expect(contact.getAttribute("aria-expanded")).resolves.toBe("true");
    await expect(services.getAttribute("aria-expanded")).resolves.toBe("true");
    await services.click();
    await expect(services.getAttribute("aria-expanded")).resolves.toBe("false");
    await expect(mobileNav().getByRole("link", { name: /Bookkeeping/ }).isVisible()).resolves.toBe(false);
    await services.click();
    await page.getByRole("button", { name: "Close menu" }).click();
    await menuButton().click();
    await expect(services.getAttribute("aria-expanded")).resolves.toBe("false");
    await expect(contact.getAttribute("aria-expanded")).resolves.toBe("false");
  });

  it("repeats the phone link and Client Portal at the bottom and closes when a link is followed", async () => {
    await menuButton().click();
    const panel = page.locator(`[id="${await menuButton().getAttribute("aria-controls")}"]`);
    await expect(panel.getByRole("link", { name: /Call us at/ }).getAttribute("href")).resolves.toMatch(/^tel:/);
    await expect(panel.getByRole("link", { name: /Client Portal/ }).getAttribute("target")).resolves.toBe("_blank");
    await mobileNav().getByRole("button", { name: "Contact submenu" }).click();
    await mobileNav().getByRole("link", { name: "Career", exact: true }).click();
    await page.waitForURL(/\/careers$/);
    await expect(mobileNav().isVisible()).resolves.toBe(false);
    await expect(menuButton().getAttribute("aria-expanded")).resolves.toBe("false");
  });
});

describe("skip link and hash scrolling", () => {
  it("offers a skip link as the first focusable element", async () => {
    context = await newContext(browser);
    const page = await hydratedPage(context, "/");
    await page.keyboard.press("Tab");
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe("Skip to main content");
    await page.keyboard.press("Enter");
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe("main-content");
    await context.close();
  });
});

describe("client-side navigation", () => {
  it("renders the next page's images and logs no errors", async () => {
    context = await newContext(browser);
    const page = await hydratedPage(context, "/about");
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    const aboutHeading = await page.locator("h1").innerText();
    await page.getByRole("contentinfo").getByRole("link", { name: "Industries", exact: true }).click();
    await page.waitForURL(/\/industries$/);
    // The URL changes before the router renders the new page; wait until its heading replaces the old one.
    await page.waitForFunction((previous) => document.querySelector("h1")?.textContent !== previous, aboutHeading);
    const cards = page.locator("main img[data-main-image]");
    await expect(cards.count()).resolves.toBeGreaterThan(10);
    // Images rendered by the router (not from server HTML) get their markup from gatsby-plugin-image's renderer.
    await cards.nth(3).scrollIntoViewIfNeeded();
    await page.waitForFunction(
      (index) => {
        const img = document.querySelectorAll<HTMLImageElement>("main img[data-main-image]")[index];
        return Boolean(img && img.complete && img.naturalWidth > 0 && img.currentSrc);
      },
      3,
      { timeout: 10000 },
    );
    expect(errors).toEqual([]);
    await context.close();
  });
});

