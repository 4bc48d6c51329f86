#!/usr/bin/env node
/**
 * The time a visitor's first tap takes to answer, which Lighthouse's navigation mode never measures: on its mobile
 * profile (4× CPU slowdown, 150 ms round trip, 1.6 Mbit/s down and 750 kbit/s up, each × 0.9 as Lighthouse applies
 * them), a fresh page is opened with touch, nothing else happens until one second after `load`, then one tap lands on
 * the control. The answer is the control's own state changing (its `aria-expanded`, `aria-selected` or `aria-pressed`),
 * timed from the tap event's own time stamp (so the wait for a busy main thread counts) to the first animation frame
 * after the change (the frame that paints it, as Interaction to Next Paint counts). Median of five fresh pages.
 *
 * Used by `npm run perf` (scripts/perf.mjs); alone: `node scripts/first-tap.mjs [origin]` against a running
 * `npm run serve` (default http://127.0.0.1:9000).
 */
import { chromium } from "playwright-core";
import { chromiumFlags, chromiumPath } from "./chromium.mjs";
import { throttleToMobileProfile } from "./mobile-profile.mjs";

/** The controls tapped: a route and the first visible element matching `selector`. */
export const FIRST_TAP_TARGETS = [
  { route: "/", control: "menu", selector: "header button[aria-expanded]" },
  { route: "/services/accounting-services/payroll", control: "menu", selector: "header button[aria-expanded]" },
  { route: "/es", control: "menu", selector: "header button[aria-expanded]" },
  {
    route: "/resources",
    control: "first FAQ question",
    selector: '[aria-labelledby="faq-heading"] button[aria-expanded]',
  },
  { route: "/resources", control: "a calendar day", selector: 'td[role="gridcell"][data-date$="-15"]' },
];

/** Attributes whose change to "true" is a control's visible answer. */
const ANSWERS = ["aria-expanded", "aria-selected", "aria-pressed"];

/** Runs in the page before its own scripts: notes the first touch and the first answer of the marked control. */
function recordFirstTap(answers) {
  const record = { tap: null, answer: null };
  window.__firstTap = record;
  document.addEventListener(
    "touchstart",
    (event) => {
      if (record.tap === null) record.tap = event.timeStamp;
    },
    { capture: true, passive: true },
  );
  new MutationObserver((mutations) => {
    if (record.tap === null || record.answer !== null) return;
    const answered = mutations.some(
      (m) =>
        m.target instanceof Element &&
        m.target.hasAttribute("data-first-tap") &&
        m.target.getAttribute(m.attributeName) !== m.oldValue,
    );
    if (answered) requestAnimationFrame(() => (record.answer = performance.now()));
  }).observe(document, { attributes: true, attributeFilter: answers, attributeOldValue: true, subtree: true });
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
};

/** One fresh page: resolves with the milliseconds from the tap to the frame showing the answer (null: no answer). */
async function tapOnce(browser, origin, { route, selector }) {
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
  });
  await context.route(/^(?!http:\/\/127\.0\.0\.1)/, (request) => request.abort());
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await throttleToMobileProfile(cdp);
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  await page.addInitScript(recordFirstTap, ANSWERS);
  try {
    await page.goto(origin + encodeURI(route), { waitUntil: "load", timeout: 60_000 });
    // One second after `load`, by the page's own clock.
    await page.waitForFunction(
      () => {
        const [navigation] = performance.getEntriesByType("navigation");
        return navigation.loadEventEnd > 0 && performance.now() - navigation.loadEventEnd >= 1000;
      },
      null,
      { polling: 20 },
    );
    // Marking and measuring the control reads the DOM only: no event reaches the page.
    const box = await page.evaluate((css) => {
      const element = [...document.querySelectorAll(css)].find((candidate) => candidate.getClientRects().length);
      if (!element) return null;
      element.setAttribute("data-first-tap", "");
      element.scrollIntoView({ block: "center" });
      const rect = element.getBoundingClientRect();
      return { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 };
    }, selector);
    if (!box) throw new Error(`first-tap: nothing matches ${selector} on ${route}`);
    await page.touchscreen.tap(box.x, box.y);
    const answered = await page
      .waitForFunction(() => window.__firstTap.answer !== null, null, { timeout: 15_000, polling: 50 })
      .then(() => true)
      .catch(() => false);
    if (!answered) return null;
    return await page.evaluate(() => window.__firstTap.answer - window.__firstTap.tap);
  } finally {
    await context.close();
  }
}

/**
 * Measures every target `runs` times; resolves with one row per target: its median in milliseconds (null when a
 * tap went unanswered for 15 s) and every run's figure.
 */
export async function measureFirstTaps(origin, { targets = FIRST_TAP_TARGETS, runs = 5 } = {}) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  const results = [];
  try {
    for (const target of targets) {
      const times = [];
      for (let run = 0; run < runs; run += 1) times.push(await tapOnce(browser, origin, target));
      const answered = times.filter((time) => time !== null);
      results.push({
        ...target,
        medianMs: answered.length === times.length ? median(answered) : null,
        runsMs: times,
      });
    }
  } finally {
    await browser.close();
  }
  return results;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const origin = process.argv[2] ?? "http://127.0.0.1:9000";
  const runs = Number(process.env.FIRST_TAP_RUNS ?? 5);
  for (const row of await measureFirstTaps(origin, { runs })) {
    const figures = row.runsMs.map((ms) => (ms === null ? "none" : Math.round(ms))).join(", ");
    console.log(
      `${row.route} ${row.control}: ${row.medianMs === null ? "unanswered" : `${Math.round(row.medianMs)} ms`} (${figures})`,
    );
  }
}
