/**
 * The one place the Chromium binary and its flags are named, for the browser tests (playwright.config.ts), the
 * screenshots (screenshot.mjs) and the performance run (perf.mjs). Running as root in a closed network, Chromium
 * needs no sandbox and must not try to reach Google's update, sync and component services.
 */
import fs from "node:fs";

export const chromiumPath = process.env.CHROME_PATH || "/usr/bin/chromium";

/**
 * The browser tests' binary: Debian's `chromium-headless-shell` when it is installed (the same Chromium build
 * without the desktop browser's UI and compositor, about a quarter faster per test on a 2-core machine), else
 * `chromiumPath`. `CHROME_PATH` overrides both.
 */
const headlessShell = "/usr/bin/chromium-headless-shell";
export const testChromiumPath =
  process.env.CHROME_PATH || (fs.existsSync(headlessShell) ? headlessShell : chromiumPath);

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
