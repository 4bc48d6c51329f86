/**
 * One visit per page and width for every check that concerns each page on its own, so the suite loads each route
 * once per width instead of once per check:
 *
 * - axe (WCAG 2.2 AA) on every route of both editions and the two 404 pages, at 1280 and 375 px (the Insights
 *   articles and listings of the English edition have their own axe tests in insights.spec.ts);
 * - at 1280 px, every route of the English edition loads under its Content-Security-Policy with no console error
 *   and no policy violation, once React has hydrated it and the network has gone quiet;
 * - at 1280 px, no Spanish route shows or says a sentence of the English edition (tests/e2e/no-english.ts says what
 *   counts, english-exemptions.json what is left alone);
 * - at 375 px, every page of both editions fits the phone: nothing widens the page past the screen or is cut off
 *   at its edge.
 */
import type { Page } from "@playwright/test";
import { describeViolations, expect, runAxe, test, waitForHydration } from "./fixtures";
import { englishOn } from "./no-english";
import { allRoutes, sitemapRoutes, spanishRoutes } from "./routes";

const axeRoutes = new Set([...allRoutes, "/no-such-page", ...spanishRoutes, "/es/no-such-page"]);
const cspRoutes = new Set(allRoutes);
const spanish = new Set([...spanishRoutes, "/es/no-such-page"]);
const phoneRoutes = new Set([...sitemapRoutes, ...spanishRoutes]);

/** Every route some check applies to; a route only the phone check concerns runs at 375 px only. */
const routes = [...new Set([...axeRoutes, ...phoneRoutes])];

/** Starts recording console errors, page errors and CSP violations; call before the page is opened. */
async function recordProblems(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const log: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = log;
    document.addEventListener("securitypolicyviolation", (event) =>
      log.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(`console: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
  return async () => [
    ...problems,
    ...(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)),
  ];
}

for (const route of routes) {
  const atBothWidths = axeRoutes.has(route);
  test(`${route} passes every page check`, { tag: atBothWidths ? "@both" : "@phone" }, async ({ warmPage: page }) => {
    const phone = test.info().project.name === "phone";
    const checksCsp = !phone && cspRoutes.has(route);
    const problems = checksCsp ? await recordProblems(page) : undefined;
    const response = await page.goto(route, { waitUntil: "load" });

    if (checksCsp || (!phone && spanish.has(route))) {
      // Everything the page runs at start-up has run: React has hydrated it.
      await waitForHydration(page);
    }
    if (problems) {
      expect(response?.headers()["content-security-policy"], "a Content-Security-Policy header").toBeDefined();
      await page.waitForLoadState("networkidle");
      expect(await problems(), "console errors and CSP violations").toEqual([]);
    }
    if (!phone && spanish.has(route)) {
      expect(await englishOn(page), "English on a Spanish page").toEqual([]);
    }
    if (phone && phoneRoutes.has(route)) {
      // A phone browser lays out a page that overflows sideways at the width of its overflow and zooms out;
      // carousels then count slides for that width. Content clipped by a carousel must not count.
      const { layout, content } = await page.evaluate(() => ({
        layout: window.innerWidth,
        content: document.documentElement.scrollWidth,
      }));
      const tooWide = layout !== 375 || content > 375 ? [`laid out ${layout} px wide, content ${content} px`] : [];
      expect([...tooWide, ...(await clippedInMain(page))], "content wider than a 375 px phone").toEqual([]);
    }
    if (atBothWidths) {
      expect(describeViolations(await runAxe(page)), "axe (WCAG 2.2 AA)").toEqual([]);
    }
  });
}

/**
 * The elements inside `main` that reach past the screen's right edge (or start left of it) although nothing on the
 * way up scrolls sideways on purpose: content a container clips (overflow hidden) is as lost to a phone visitor as
 * content that widens the page, but does not show in the page's scroll width. Left alone: what a sideways-scrolling
 * container holds (the Insights topic row, wide tables), a carousel's slides (shown in turn inside its frame), and
 * visually hidden text for screen readers.
 */
async function clippedInMain(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const scrollsSideways = (element: Element) => {
      const { overflowX } = getComputedStyle(element);
      return (overflowX === "auto" || overflowX === "scroll") && element.scrollWidth > element.clientWidth;
    };
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""}${
        element.className && typeof element.className === "string" ? `.${element.className.split(" ")[0]}` : ""
      } "${(element.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40)}"`;
    const found: string[] = [];
    for (const element of document.querySelectorAll("main *")) {
      // A carousel shows its slides in turn inside its own frame: a slide beside the frame waits for its turn.
      if (element.closest("[inert], [aria-hidden='true'], .visually-hidden, [aria-roledescription='slide']")) continue;
      const box = element.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) continue;
      if (box.right <= width + 0.5 && box.left >= -0.5) continue;
      let ancestor = element.parentElement;
      let intended = false;
      while (ancestor && ancestor !== document.body) {
        if (scrollsSideways(ancestor)) {
          intended = true;
          break;
        }
        ancestor = ancestor.parentElement;
      }
      if (intended) continue;
      // Report the outermost offender only: its descendants overflow with it.
      const parentBox = element.parentElement?.getBoundingClientRect();
      if (
        parentBox &&
        (parentBox.right > width + 0.5 || parentBox.left < -0.5) &&
        element.parentElement?.closest("main")
      )
        continue;
      found.push(`${describe(element)} spans ${Math.round(box.left)}–${Math.round(box.right)} px of ${width}`);
    }
    return found;
  });
}
