import fs from "node:fs";
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from "playwright-core";

export const chromePath = process.env.CHROME_PATH || "/usr/bin/chromium";

export const desktop = { width: 1280, height: 800 };
export const phone = { width: 375, height: 812 };

/** The base URL of the built site served by global-setup. */
export function siteUrl(route = "/"): string {
  const base = process.env.SITE_URL;
  if (!base) throw new Error("SITE_URL is not set: run the browser tests with `npm run test:e2e`.");
  return `${base}${route}`;
}

export async function launchBrowser(): Promise<Browser> {
  if (!fs.existsSync(chromePath)) {
    throw new Error(
      `Chromium not found at ${chromePath}. Install it with \`apt-get update && apt-get install -y chromium\` ` +
        "or point CHROME_PATH at a Chromium or Chrome binary.",
    );
  }
  return chromium.launch({
    executablePath: chromePath,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--disable-dev-shm-usage",
    ],
  });
}

/**
 * A fresh context whose requests never leave 127.0.0.1: third parties (map
 * embed, fonts, EmailJS, reviews widget) are answered locally.
 */
export async function newContext(browser: Browser, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: desktop, ...options });
  await context.route(/^(?!http:\/\/127\.0\.0\.1)/, (route) => {
    const url = route.request().url();
    if (url.startsWith("data:") || url.startsWith("blob:")) return route.continue();
    return route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>stub</title>" });
  });
  return context;
}

export async function openPage(context: BrowserContext, route: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(siteUrl(route), { waitUntil: "load" });
  return page;
}

/**
 * Waits until React has hydrated the whole page and run its effects (gatsby-browser marks `html[data-hydrated]`);
 * hydration runs in slices, and before it has committed, clicks and key presses reach no handler.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}

/** A new page at the route, once React has hydrated it. */
export async function openHydrated(context: BrowserContext, route: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(siteUrl(route), { waitUntil: "load" });
  await waitForHydration(page);
  return page;
}
