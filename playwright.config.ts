/**
 * Browser tests (`npm run test:e2e`, after `npm run build`): Playwright Test driving Debian's Chromium (its headless
 * shell when installed, see scripts/chromium.mjs) against
 * the production build, served by scripts/static-server.mjs with the rules of public/_headers applied. When `npm test`
 * has also left the build without GATSBY_NEWSLETTER_ACTION in public-without-newsletter/, a second server serves it
 * on the next port (tests/e2e/builds.ts names both).
 *
 * Projects: `desktop` (1280 × 800) runs every test of tests/e2e; `phone` (375 × 812, touch) runs only the tests
 * tagged `@both` (checked at both widths) or `@phone` (phone only, skipped on desktop). Fixtures: tests/e2e/fixtures.ts.
 * `editor` (1280 × 800) runs tests/editor: the content editor at /admin/ writing through decap-server into a scratch
 * copy of the repository (tests/editor/fixtures.ts, docs/testing.md).
 */
import fs from "node:fs";
import { defineConfig } from "@playwright/test";
import { chromiumFlags, testChromiumPath } from "./scripts/chromium.mjs";
import { site, withoutNewsletter, type TestedBuild } from "./tests/e2e/builds";

const baseURL = site.origin;
const executablePath = testChromiumPath;
if (!fs.existsSync(executablePath)) {
  throw new Error(
    `Chromium not found at ${executablePath}. Install it with \`apt-get update && apt-get install -y chromium chromium-headless-shell\` ` +
      "or point CHROME_PATH at a Chromium or Chrome binary.",
  );
}

export default defineConfig({
  testDir: "tests/e2e",
  testMatch: "**/*.spec.ts",
  // Playwright empties its output folder on start; test-all.mjs keeps other reports in test-results/ itself.
  outputDir: "test-results/e2e-artifacts",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // Two Chromium workers is what a 2-core machine runs well; more makes tests slower and flakier.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [
    [process.env.CI ? "dot" : "list"],
    ["json", { outputFile: "test-results/e2e.json" }],
    ["html", { outputFolder: "playwright-report", open: "never" }],
  ],
  use: {
    baseURL,
    // A failing test keeps its trace (actions, DOM snapshots, console, network) and a screenshot. The trace's
    // screencast is off: encoding frames for every test cost a fifth of the suite's time, and the DOM snapshots
    // show each step better.
    trace: { mode: "retain-on-failure", screenshots: false, snapshots: true, sources: true },
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath,
      args: chromiumFlags,
    },
  },
  projects: [
    {
      // The content editor at /admin/ against decap-server on a scratch copy of the repository
      // (tests/editor/fixtures.ts). One worker: every test's decap-server listens on the one port the editor's CSP
      // allows (127.0.0.1:8082). Listed first so that its slow tests start at once and run beside the other
      // projects' on the second worker; listed last, they ran alone at the end with one core idle (about 90 s).
      name: "editor",
      testDir: "tests/editor",
      // Its own artifacts folder: a run of the other projects empties theirs, not this one.
      outputDir: "test-results/editor-artifacts",
      workers: 1,
      // A test types two forms and waits for git; on a loaded 2-core machine that has taken a minute.
      timeout: 90_000,
      use: { browserName: "chromium", viewport: { width: 1280, height: 800 } },
    },
    {
      name: "desktop",
      grepInvert: /@phone\b/,
      use: { browserName: "chromium", viewport: { width: 1280, height: 800 } },
    },
    {
      name: "phone",
      grep: /@both\b|@phone\b/,
      use: { browserName: "chromium", viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true },
    },
  ],
  // The build in public/, and the one without the newsletter variable when `npm test` has made it.
  webServer: [site, ...(fs.existsSync(withoutNewsletter.root) ? [withoutNewsletter] : [])].map(staticServer),
});

/** The webServer entry that serves `build` as a static host does, with its _headers rules applied. */
function staticServer(build: TestedBuild) {
  return {
    command: `node scripts/static-server.mjs ${build.folder}`,
    url: `${build.origin}/`,
    env: { PORT: String(build.port), HOST: "127.0.0.1", STATIC_COMPRESSION: "fast" },
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
    stdout: "ignore" as const,
    stderr: "pipe" as const,
  };
}
