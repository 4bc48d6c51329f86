/**
 * Shared fixtures of the browser tests. Import `test` and `expect` from here, never from @playwright/test.
 *
 * - Network guard (automatic, worker-scoped, on every context of the worker's browser, including contexts a test
 *   makes itself): a request to any host but 127.0.0.1 never leaves the machine. The browser is launched with a
 *   local stub proxy for every other host: plain-HTTP requests get a small local HTML answer, HTTPS tunnels (the
 *   map embed, EmailJS when a test has not routed it) are refused, so the request fails at once. A proxy rather
 *   than `context.route` because routing pauses every request, the site's own included, for a round trip to
 *   the test runner and switches the HTTP cache off: the proxy leaves 127.0.0.1 alone (a fifth faster).
 * - `gotoHydrated(path)`: navigates the page to `path` (relative to baseURL) and waits until React has hydrated
 *   it (`html[data-hydrated]`, set once the page's view has hydrated and replayed what the visitor did before:
 *   src/hydration/replay.ts). It sends the page no event of its own. Resolves with the navigation's response. Tests
 *   of a visitor's first action do not wait at all (tests/e2e/first-action.spec.ts).
 * - `axe(options?)`: runs axe-core on the current page with the WCAG 2.0/2.1/2.2 A and AA rules and resolves
 *   with the violations (`include` limits it to a selector). `expect(describeViolations(await axe())).toEqual([])`
 *   prints one readable line per violation when it fails.
 * - `emailjs`: a stand-in for EmailJS's send-form endpoint on the test's page. It answers 200 "OK" unless told
 *   otherwise with `emailjs.answer(...)` (answers are used in turn, the last one repeats; `"abort"` fails the
 *   request like a lost connection), records every request in `emailjs.requests`, and `emailjs.formData(i)`
 *   parses the multipart body the page really sent. `emailjs.settings` holds the keys the build was given.
 * - `warmPage`: a new page in a browser context the worker keeps for its whole run, so the HTTP cache stays warm
 *   from one test to the next (about a third faster for tests that only open a route and read it). For tests that
 *   neither change the context (clock, routes, offline, storage) nor need JavaScript off. A failing test keeps its
 *   trace and screenshot as with `page`.
 * - `siteUrl(path)` (a function, not a fixture): the absolute URL of a path, for requests made outside the browser.
 *
 * Projects (playwright.config.ts): `desktop` (1280 px) runs every test; `phone` (375 px, touch) runs tests tagged
 * `@both` (both widths) and `@phone` (phone only). Tag with `test(title, { tag: "@both" }, …)` or on a describe.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import axeCore, { type Result } from "axe-core";
import {
  test as base,
  expect,
  type BrowserContext,
  type Frame,
  type LaunchOptions,
  type Page,
  type Request,
  type Response as PageResponse,
} from "@playwright/test";

export { expect };

/** The WCAG 2.2 AA rule set (every A and AA rule of WCAG 2.0, 2.1 and 2.2). */
export const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

export const SEND_FORM_URL = "https://api.emailjs.com/api/v1.0/email/send-form";

/** One answer of the EmailJS stand-in. */
export type EmailAnswer = { status: number; body?: string } | "abort";

export interface EmailJsStandIn {
  /** Every send-form request the page made, in order. */
  readonly requests: Request[];
  /** The answers to give, in turn; the last one repeats. Default: 200 "OK". */
  answer(...answers: EmailAnswer[]): void;
  /** The multipart body of request `index` (default the first), parsed by the platform's own parser. */
  formData(index?: number): Promise<FormData>;
  /** The EmailJS keys the build was given (scripts/test-all.mjs supplies these dummies when none are set). */
  readonly settings: {
    user_id: string;
    service_id: string;
    contactTemplate: string;
    applicationTemplate: string;
    appointmentTemplate: string;
  };
}

export interface AxeOptions {
  /** Only check these parts of the page (CSS selectors). */
  include?: string | string[];
}

type Fixtures = {
  warmPage: Page;
  gotoHydrated: (path: string) => Promise<PageResponse | null>;
  axe: (options?: AxeOptions) => Promise<Result[]>;
  emailjs: EmailJsStandIn;
};

type WorkerFixtures = {
  warmContext: BrowserContext;
};

/** The page a plain-HTTP request to a third party gets from the network guard. */
export const STUB_PAGE = "<!doctype html><title>stub</title>";

/**
 * Starts the network guard: an HTTP proxy on 127.0.0.1 that answers every plain-HTTP request with STUB_PAGE and
 * refuses every HTTPS tunnel (CONNECT) with 403, so nothing sent to it goes further. Resolves with the proxy
 * settings for `launch` (127.0.0.1 itself bypasses the proxy) and a function that stops it.
 */
export async function startNetworkGuard(): Promise<{
  proxy: NonNullable<LaunchOptions["proxy"]>;
  stop: () => Promise<void>;
}> {
  const server = http.createServer((_request, response) => {
    response.writeHead(200, { "content-type": "text/html" });
    response.end(STUB_PAGE);
  });
  server.on("connect", (_request, socket) => {
    socket.on("error", () => {});
    socket.end("HTTP/1.1 403 Forbidden\r\ncontent-length: 0\r\n\r\n");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    proxy: { server: `http://127.0.0.1:${port}`, bypass: "127.0.0.1" },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** One line per violation: rule, help text and the first few elements. */
export function describeViolations(violations: Result[]): string[] {
  return violations.map(
    (v) =>
      `${v.id}: ${v.help} — ${v.nodes
        .map((n) => n.target.join(" "))
        .slice(0, 3)
        .join(", ")}`,
  );
}

/** The absolute URL of a path on the site under test (for requests made outside the browser). */
export function siteUrl(path: string): string {
  const baseURL = test.info().project.use.baseURL;
  if (!baseURL) throw new Error("No baseURL: run the browser tests with `npx playwright test`.");
  return `${baseURL.replace(/\/$/, "")}${path}`;
}

/**
 * axe-core's source with the configuration @axe-core/playwright gives it in legacy mode: results only from
 * frames of the page's own origin (the network guard turns third-party frames into error pages anyway).
 */
const axeScript = `${axeCore.source};axe.configure({ allowedOrigins: ["<same_origin>"], branding: { application: "playwright" } });`;

/** Evaluates `script` in `frame`; a frame that cannot take it within a second (an error page, a frame still
 * loading) is left without axe, and axe reports it as a frame it could not test. */
async function injectInto(frame: Frame, script: string): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, 1000);
  });
  await Promise.race([frame.evaluate(script).catch(() => undefined), timeout]);
  clearTimeout(timer);
}

/** The WCAG 2.2 AA violations axe-core finds on `page` (only inside `include` when given). */
export async function runAxe(page: Page, options: AxeOptions = {}): Promise<Result[]> {
  // What @axe-core/playwright's legacy mode does (axe in every frame, then axe.run in the page, which reaches into
  // the frames), minus its costs: it evaluated axe's 560 KB source twice in the page and sent every passing and
  // inapplicable result back to the runner. Only the violations cross back here. Not axe's `resultTypes:
  // ["violations"]`: it trims the passing results that page-level rules such as page-has-heading-one read in their
  // `after` step, and reports a heading one the page has as missing.
  //
  // A clean page, the usual case, is checked without what only a failure report needs: the `no-passes` reporter
  // leaves the passing results out of the answer (page-level rules still read them in their `after` step, since the
  // reporter runs last), and `selectors: false` skips computing a CSS selector for every element checked. About a
  // third of axe's time. A page with violations is checked again with selectors, so the report names the elements.
  await Promise.all(page.frames().map((frame) => injectInto(frame, axeScript)));
  const include = [options.include ?? []].flat();
  const run = (withSelectors: boolean) =>
    page.evaluate(
      async ({ include, tags, withSelectors }) => {
        const { axe } = window as unknown as { axe: typeof axeCore };
        const results = await axe.run(include.length > 0 ? { include } : document, {
          runOnly: { type: "tag", values: tags },
          reporter: "no-passes",
          selectors: withSelectors,
        });
        return results.violations;
      },
      { include, tags: wcagTags, withSelectors },
    );
  const violations = await run(false);
  return violations.length === 0 ? violations : run(true);
}

/**
 * Resolves once the page's view has hydrated and replayed what came before (`html[data-hydrated="true"]`,
 * src/hydration/replay.ts). It sends the page nothing: no key press or pointer movement the test did not mean.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
}

export const test = base.extend<Fixtures, WorkerFixtures>({
  launchOptions: [
    async ({ launchOptions }, use) => {
      const guard = await startNetworkGuard();
      await use({ ...launchOptions, proxy: guard.proxy });
      await guard.stop();
    },
    { scope: "worker" },
  ],

  warmContext: [
    async ({ browser }, use, workerInfo) => {
      const { viewport, isMobile, hasTouch, baseURL } = workerInfo.project.use;
      const context = await browser.newContext({ viewport, isMobile, hasTouch, baseURL });
      await use(context);
      await context.close();
    },
    { scope: "worker" },
  ],

  warmPage: async ({ warmContext }, use) => {
    const page = await warmContext.newPage();
    await use(page);
    await page.close();
  },

  gotoHydrated: async ({ page }, use) => {
    await use(async (path) => {
      const response = await page.goto(path, { waitUntil: "load" });
      await waitForHydration(page);
      return response;
    });
  },

  axe: async ({ page }, use) => {
    await use((options) => runAxe(page, options));
  },

  emailjs: async ({ page }, use) => {
    const requests: Request[] = [];
    let answers: EmailAnswer[] = [{ status: 200, body: "OK" }];
    await page.route(SEND_FORM_URL, async (route) => {
      requests.push(route.request());
      const answer = answers[Math.min(requests.length - 1, answers.length - 1)];
      if (answer === "abort") return route.abort("internetdisconnected");
      return route.fulfill({
        status: answer.status,
        contentType: "text/plain",
        headers: { "access-control-allow-origin": "*" },
        body: answer.body ?? "",
      });
    });
    await use({
      requests,
      answer: (...next) => {
        if (next.length > 0) answers = next;
      },
      formData: async (index = 0) => {
        const request = requests[index];
        if (!request) throw new Error(`EmailJS received ${requests.length} request(s), not ${index + 1}`);
        const contentType = request.headers()["content-type"] ?? "";
        if (!contentType.startsWith("multipart/form-data")) throw new Error(`Not multipart: ${contentType}`);
        const body = request.postDataBuffer();
        if (!body) throw new Error("The request has no body");
        return new Response(new Uint8Array(body), { headers: { "content-type": contentType } }).formData();
      },
      settings: {
        user_id: process.env.GATSBY_EMAILJS_PUBLIC_KEY || "test-public-key",
        service_id: process.env.GATSBY_EMAILJS_SERVICE_ID || "test-service",
        contactTemplate: process.env.GATSBY_EMAILJS_CONTACT_TEMPLATE_ID || "test-contact-template",
        applicationTemplate: process.env.GATSBY_EMAILJS_APPLICATION_TEMPLATE_ID || "test-application-template",
        appointmentTemplate: process.env.GATSBY_EMAILJS_APPOINTMENT_TEMPLATE_ID || "test-appointment-template",
      },
    });
  },
});
