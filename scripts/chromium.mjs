/**
 * The one place the Chromium binary and its flags are named, for the browser tests (playwright.config.ts), the
 * screenshots (screenshot.mjs) and the performance run (perf.mjs). Running as root in a closed network, Chromium
 * needs no sandbox and must not try to reach Google's update, sync and component services.
 */
export const chromiumPath = process.env.CHROME_PATH || "/usr/bin/chromium";

/** Launch flags; Playwright adds its own headless flag, Lighthouse's launcher is given `--headless=new`. */
export const chromiumFlags = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
];
