/**
 * A visitor's first action on a page, for every kind of control (issue 40, point 3): exactly one action, as touch at
 * 375 px, as a mouse at 1280 px and from the keyboard alone (Tab to the control, then its key), in both editions, on
 * a page that has received no event before it. The page opens without waiting for anything (`domcontentloaded`), so
 * the action lands before, during or after hydration as it happens to; src/hydration/ holds back what comes before
 * and replays it once. Each control must answer as on a fully hydrated page, exactly once: the answer is checked as
 * soon as it shows and again once `html[data-hydrated]` is set (not toggled back, one request, a month moved once).
 *
 * Then the same on Lighthouse's mobile profile (4× CPU, 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up, each
 * × 0.9), touching 300 ms after the first paint, before the scripts have arrived.
 *
 * The controls, their words and their answers: tests/e2e/first-action-controls.ts.
 */
import type { Browser, BrowserContext, Locator, Page, TestInfo } from "@playwright/test";
import { expect, SEND_FORM_URL, test, waitForHydration } from "./fixtures";
import { controlKinds, editions, type ControlKind, type Edition, type Mode, type Probe } from "./first-action-controls";
import { throttleToMobileProfile } from "../../scripts/mobile-profile.mjs";

// The appointment form offers Naperville's hours; every kind runs in the firm's time zone.
test.use({ timezoneId: "America/Chicago" });

interface FirstEvents {
  /** The browser's own clock and paint entries (a test's fake clock replaces `performance`). */
  now: () => number;
  firstPaint: () => number | null;
  /** The first event of each type the visitor sent: when (ms after navigation) and whether the page had hydrated. */
  seen: Record<string, { at: number; hydrated: boolean }>;
  /** When `html[data-hydrated]` was set, if it has been. */
  hydratedAt: number | null;
}

/**
 * An init script, installed before any other (the fake clock's included): keeps the browser's own `performance` for
 * the throttled tests, and notes when the visitor's first click, key, touch and submission reached the page
 * compared with hydration. A passive listener: it changes nothing the page does.
 */
function watchFirstEvents() {
  const native = window.performance;
  const record: FirstEvents = {
    now: () => native.now(),
    firstPaint: () => {
      const paint = native.getEntriesByType("paint")[0];
      return paint ? paint.startTime : null;
    },
    seen: {},
    hydratedAt: null,
  };
  (window as unknown as { __firstEvents: FirstEvents }).__firstEvents = record;
  // The script runs before the document has its root element.
  const hydrated = () => document.documentElement?.dataset.hydrated === "true";
  // A scroll towards a control below the fold is the first part of the visitor's action on it.
  for (const type of ["scroll", "touchstart", "pointerdown", "keydown", "input", "change", "click", "submit"]) {
    document.addEventListener(
      type,
      (event) => {
        // A chosen option arrives as the browser automation's own input and change events, not trusted ones.
        if (type in record.seen || (!event.isTrusted && !["input", "change", "submit"].includes(type))) return;
        record.seen[type] = { at: Math.round(native.now()), hydrated: hydrated() };
      },
      { capture: true, passive: true },
    );
  }
  new MutationObserver(() => {
    if (record.hydratedAt === null && hydrated()) record.hydratedAt = Math.round(native.now());
  }).observe(document, { attributes: true, attributeFilter: ["data-hydrated"], subtree: true });
}

/** Presses Tab, up to `limit` times, until `target` has focus: the keyboard's own way to a control. */
async function tabTo(page: Page, target: Locator, limit = 150): Promise<void> {
  for (let presses = 0; presses <= limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    if (presses < limit) await page.keyboard.press("Tab");
  }
  throw new Error(`Tab did not reach the control in ${limit} presses`);
}

/** Uses `control` once, as `mode` does: a tap, a click, or Tab to it and its key. */
async function use(page: Page, control: Locator, mode: Mode, key = "Enter", tabStop?: Locator): Promise<void> {
  if (mode === "touch") await control.tap();
  else if (mode === "mouse") await control.click();
  else {
    await tabTo(page, tabStop ?? control);
    await page.keyboard.press(key);
  }
}

/** The action: the way there if any, the entries typed or chosen, then the control, once. */
async function act(page: Page, kind: ControlKind, edition: Edition, mode: Mode): Promise<string> {
  const wayThere = kind.wayThere?.(page, edition, mode);
  if (wayThere) await use(page, wayThere, mode);
  for (const entry of kind.entries?.(page, edition, mode) ?? []) {
    if (entry.kind === "select") {
      // A select the page fills in once it has hydrated (the appointment's times) is chosen once it can be.
      await expect(entry.field).toBeEnabled({ timeout: 30_000 });
      if (mode === "keyboard") await tabTo(page, entry.field);
      await entry.field.selectOption(entry.value);
    } else if (entry.kind === "radio") {
      await use(page, entry.field, mode, " ");
    } else if (mode === "keyboard") {
      await tabTo(page, entry.field);
      await page.keyboard.type(entry.keys ?? entry.value);
    } else {
      await entry.field.fill(entry.value);
    }
  }
  const control = kind.control(page, edition);
  if (kind.choose && mode !== "keyboard") {
    const before = (await kind.before?.(page, edition)) ?? "";
    await control.selectOption(kind.choose(edition));
    return before;
  }
  if (mode === "keyboard") {
    await tabTo(page, kind.tabStop?.(page, edition) ?? control);
    const before = (await kind.before?.(page, edition)) ?? "";
    await page.keyboard.press(kind.key ?? "Enter");
    return before;
  }
  const before = (await kind.before?.(page, edition)) ?? "";
  await use(page, control, mode);
  return before;
}

/** Main-frame navigations from now on, and uncaught errors of the page. */
function watch(page: Page, emailRequests: () => number): { probe: Probe; errors: string[] } {
  const probe: Probe = { emailRequests, navigations: [] };
  const errors: string[] = [];
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame()) probe.navigations.push(frame.url());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return { probe, errors };
}

/** When the action's events reached the page and when it hydrated (ms after navigation), for the report. */
async function timing(page: Page): Promise<Pick<FirstEvents, "seen" | "hydratedAt">> {
  return page
    .evaluate(() => {
      const record = (window as unknown as { __firstEvents?: FirstEvents }).__firstEvents;
      return { seen: record?.seen ?? {}, hydratedAt: record?.hydratedAt ?? null };
    })
    .catch(() => ({ seen: {}, hydratedAt: null }));
}

async function noteTiming(page: Page, testInfo: TestInfo): Promise<void> {
  const { seen, hydratedAt } = await timing(page);
  const events = Object.entries(seen).map(
    ([type, { at, hydrated }]) => `${type} ${at} ms (${hydrated ? "after" : "before"} hydration)`,
  );
  testInfo.annotations.push({
    type: "first events",
    description: `${events.join(", ") || "none seen"}; hydrated at ${hydratedAt ?? "—"} ms`,
  });
}

const modeTag = { touch: { tag: "@phone" }, mouse: {}, keyboard: {} } as const;

for (const kind of controlKinds) {
  for (const edition of editions) {
    for (const mode of kind.modes) {
      test(
        `${kind.name} (${edition.locale}): first ${mode === "keyboard" ? "keys" : mode}`,
        modeTag[mode],
        async ({ page, emailjs }, testInfo) => {
          const missing = kind.missing?.(edition);
          test.skip(Boolean(missing), missing ?? "");
          await page.context().addInitScript(watchFirstEvents);
          await kind.setUp?.(page.context(), page, edition);
          await page.goto(kind.route(edition), { waitUntil: "domcontentloaded" });
          const { probe, errors } = watch(page, () => emailjs.requests.length);

          try {
            const before = await act(page, kind, edition, mode);
            await kind.answer(page, edition, probe, before);
            await waitForHydration(page);
            // Still the one answer once everything held back has been replayed.
            await kind.answer(page, edition, probe, before);
            expect(errors).toEqual([]);
          } finally {
            await noteTiming(page, testInfo);
          }
        },
      );
    }
  }
}

/**
 * The kinds used early on the throttled profile: touched on a phone, and for the date grid and an accordion also from
 * the keyboard on a desktop (the grid takes Enter on a cell, which has no native click to hold back).
 */
const throttledCases: { name: string; mode: "touch" | "keyboard" }[] = [
  { name: "mobile menu button", mode: "touch" },
  { name: "FAQ accordion", mode: "touch" },
  { name: "calendar day", mode: "touch" },
  { name: "calendar next month", mode: "touch" },
  // The appointment form opens its page, so its first tap comes before the scripts; the contact form sits at the foot
  // of /about, and on this profile the page has hydrated before a finger gets there.
  { name: "appointment form", mode: "touch" },
  { name: "FAQ accordion", mode: "keyboard" },
  { name: "calendar day", mode: "keyboard" },
];

/** A fresh context (the worker's network guard applies to it) of the project's size that answers EmailJS itself. */
async function freshContext(
  browser: Browser,
  testInfo: TestInfo,
  mode: Mode,
): Promise<{ context: BrowserContext; emailRequests: string[] }> {
  const { viewport, baseURL } = testInfo.project.use;
  const touch = mode === "touch";
  const context = await browser.newContext({
    viewport: viewport ?? (touch ? { width: 375, height: 812 } : { width: 1280, height: 800 }),
    isMobile: touch,
    hasTouch: touch,
    baseURL,
    timezoneId: "America/Chicago",
  });
  const emailRequests: string[] = [];
  await context.route(SEND_FORM_URL, async (route) => {
    emailRequests.push(route.request().url());
    await route.fulfill({
      status: 200,
      contentType: "text/plain",
      headers: { "access-control-allow-origin": "*" },
      body: "OK",
    });
  });
  return { context, emailRequests };
}

test.describe("on Lighthouse's mobile profile, 300 ms after the first paint", () => {
  for (const { name, mode } of throttledCases) {
    const kind = controlKinds.find((candidate) => candidate.name.startsWith(name));
    if (!kind) throw new Error(`No control kind named ${name}`);
    for (const edition of editions) {
      const title = `${kind.name} (${edition.locale}): first ${mode === "touch" ? "touch" : "keys"} before the scripts`;
      test(title, modeTag[mode], async ({ browser }, testInfo) => {
        test.setTimeout(120_000);
        const { context, emailRequests } = await freshContext(browser, testInfo, mode);
        try {
          await context.addInitScript(watchFirstEvents);
          // The page's scripts are held until the visitor's action has begun (its first event, e.g. the scroll to
          // the control or the first tap of a form): "before the scripts have arrived" then holds however fast this
          // machine runs them (the page module and the view load in one go, so on a fast machine a page could
          // otherwise hydrate while the test is still scrolling to the control). A form whose time list fills in on
          // hydration (the appointment's) gets its scripts from its first tap on.
          let releaseScripts = () => {};
          const actionMade = new Promise<void>((resolve) => (releaseScripts = resolve));
          await context.route(/\/[^/?]+\.js(\?.*)?$/, async (route) => {
            await actionMade;
            await route.continue();
          });
          const page = await context.newPage();
          await kind.setUp?.(context, page, edition);
          const cdp = await context.newCDPSession(page);
          await throttleToMobileProfile(cdp);

          await page.goto(kind.route(edition), { waitUntil: "commit" });
          const { probe, errors } = watch(page, () => emailRequests.length);
          const firstPaint = await page.waitForFunction(
            () => (window as unknown as { __firstEvents?: FirstEvents }).__firstEvents?.firstPaint() ?? null,
            null,
            { polling: 10, timeout: 30_000 },
          );
          const paintedAt = Number(await firstPaint.jsonValue());
          // 300 ms after the first paint, by the page's own clock.
          await page.waitForFunction(
            (at) => (window as unknown as { __firstEvents: FirstEvents }).__firstEvents.now() >= at,
            paintedAt + 300,
            { polling: 10 },
          );
          expect(await page.locator("html").getAttribute("data-hydrated"), "hydrated before the action").toBeNull();

          void page
            .waitForFunction(
              () => Object.keys((window as unknown as { __firstEvents: FirstEvents }).__firstEvents.seen).length > 0,
              null,
              { polling: 10, timeout: 60_000 },
            )
            .then(releaseScripts, releaseScripts);
          try {
            const before = await act(page, kind, edition, mode).finally(releaseScripts);
            const { seen } = await timing(page);
            const [first] = Object.values(seen).sort((a, b) => a.at - b.at);
            expect(first?.hydrated, "the action began on a page not yet hydrated").toBe(false);
            await expect(async () => kind.answer(page, edition, probe, before)).toPass({ timeout: 30_000 });
            await expect(page.locator('html[data-hydrated="true"]')).toBeAttached({ timeout: 60_000 });
            await kind.answer(page, edition, probe, before);
            expect(errors).toEqual([]);
          } finally {
            await noteTiming(page, testInfo);
          }
        } finally {
          await context.close();
        }
      });
    }
  }
});
