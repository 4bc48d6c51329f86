#!/usr/bin/env node
/**
 * `npm test`: format check, Stylelint, typecheck, lint, unit tests, production build, browser tests, then one
 * closing line `N passed, M failed` summing them. The production build runs beside the checks before it (its log
 * goes to test-results/build.log and is printed when it ends): on two cores the two together take about a minute
 * less than one after the other. The browser tests start when both are done.
 * Type-check, lint and build count as one check each; the unit suite counts
 * its tests from Jest's JSON report, the browser suite from Playwright's JSON
 * reporter (test-results/e2e.json, one check per test per project: desktop, phone and the editor's, which drives
 * /admin/ against decap-server; a test marked fixme counts as neither).
 */
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const env = {
  ...process.env,
  GATSBY_TELEMETRY_DISABLED: "1",
  GATSBY_FEEDBACK_DISABLED: "1",
  CI: process.env.CI ?? "true",
};
const reportDir = path.resolve("test-results");
fs.mkdirSync(reportDir, { recursive: true });

let passed = 0;
let failed = 0;
const lines = [];

function run(label, command, args, extraEnv = {}) {
  console.log(`\n▶ ${label}: ${command} ${args.join(" ")}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...env, ...extraEnv } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  return { ok: result.status === 0, seconds };
}

/** Counts a check that passes or fails as a whole (everything but the two test suites) and notes its line. */
function record(label, ok, seconds) {
  if (ok) passed += 1;
  else failed += 1;
  lines.push(`${ok ? "✔" : "✘"} ${label} (${seconds} s)`);
  return ok;
}

function check(label, command, args, extraEnv) {
  const { ok, seconds } = run(label, command, args, extraEnv);
  return record(label, ok, seconds);
}

/**
 * Runs a test suite that writes a JSON report to test-results/<label>.json and adds its tests to the totals: `counts`
 * reads the passed, failed and total tests from the report. A suite that fails with no failed test, runs no test or
 * writes no report counts one failure more.
 */
function reportedSuite(label, args, counts) {
  const outputFile = path.join(reportDir, `${label}.json`);
  fs.rmSync(outputFile, { force: true });
  const { ok, seconds } = run(label, "npx", args(outputFile));
  let suitePassed = 0;
  let suiteFailed = 0;
  if (fs.existsSync(outputFile)) {
    const report = counts(JSON.parse(fs.readFileSync(outputFile, "utf8")));
    suitePassed = report.passed;
    suiteFailed = report.failed;
    if (!ok && suiteFailed === 0) suiteFailed = 1;
    if (report.total === 0) suiteFailed += 1;
  } else {
    suiteFailed = 1;
  }
  passed += suitePassed;
  failed += suiteFailed;
  lines.push(
    `${ok && suiteFailed === 0 ? "✔" : "✘"} ${label}: ${suitePassed} passed, ${suiteFailed} failed (${seconds} s)`,
  );
}

function jestSuite(label, args) {
  reportedSuite(
    label,
    (outputFile) => ["jest", ...args, "--json", `--outputFile=${outputFile}`],
    (report) => ({
      passed: report.numPassedTests,
      failed: report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0),
      total: report.numTotalTests,
    }),
  );
}

/** Runs `playwright test`; its JSON reporter (playwright.config.ts) writes test-results/e2e.json. */
function playwrightSuite(label) {
  reportedSuite(
    label,
    () => ["playwright", "test"],
    ({ stats, errors = [] }) => ({
      // expected = passed as written; unexpected = failed; flaky cannot happen with retries 0 but counts as failed.
      passed: stats.expected,
      failed: stats.unexpected + stats.flaky + errors.length,
      total: stats.expected + stats.unexpected + stats.flaky,
    }),
  );
}

// The browser tests send the forms to a local stand-in for EmailJS, so the build needs keys. Dummy ones are
// used only for this build and only where the real ones are not set; nothing can reach EmailJS with them. The
// tax-alert signup posts to a reserved .example address, which the browser tests answer themselves.
const dummyEmailKeys = {
  GATSBY_EMAILJS_PUBLIC_KEY: "test-public-key",
  GATSBY_EMAILJS_SERVICE_ID: "test-service",
  GATSBY_EMAILJS_CONTACT_TEMPLATE_ID: "test-contact-template",
  GATSBY_EMAILJS_APPLICATION_TEMPLATE_ID: "test-application-template",
  GATSBY_EMAILJS_APPOINTMENT_TEMPLATE_ID: "test-appointment-template",
  GATSBY_NEWSLETTER_ACTION: "https://newsletter.example/subscribe",
};
const buildEnv = Object.fromEntries(Object.entries(dummyEmailKeys).filter(([name]) => !process.env[name]));
const build = startInBackground("build", "npx", ["gatsby", "build"], buildEnv);

check("format", "npx", ["prettier", "--check", "."]);
check("stylelint", "npx", ["stylelint", "src/**/*.css"]);
check("typecheck", "npx", ["tsc", "--noEmit"]);
check("lint", "npx", ["eslint", "."]);
jestSuite("unit", ["--ci"]);

const built = await build;
if (built) {
  playwrightSuite("e2e");
} else {
  failed += 1;
  lines.push("✘ e2e: not run because the build failed");
}

console.log("\nSummary");
for (const line of lines) console.log(`  ${line}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);

/**
 * Starts a check in the background with its output in test-results/<label>.log (a file, not a pipe: the checks
 * run meanwhile with spawnSync, which would leave a pipe undrained), and resolves with whether it passed once
 * it ends, after printing its log and recording it like `check`.
 */
function startInBackground(label, command, args, extraEnv) {
  const logFile = path.join(reportDir, `${label}.log`);
  const log = fs.openSync(logFile, "w");
  console.log(
    `\n▶ ${label} (in the background, log in ${path.relative(process.cwd(), logFile)}): ${command} ${args.join(" ")}`,
  );
  const started = Date.now();
  const child = spawn(command, args, { stdio: ["ignore", log, log], env: { ...env, ...extraEnv } });
  return new Promise((resolve) => {
    child.on("close", (code) => {
      fs.closeSync(log);
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(`\n▶ ${label} ended (${seconds} s); its log:\n`);
      process.stdout.write(fs.readFileSync(logFile, "utf8"));
      resolve(record(label, code === 0, seconds));
    });
  });
}
