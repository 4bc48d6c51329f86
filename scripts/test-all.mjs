#!/usr/bin/env node
/**
 * `npm test`: format check, Stylelint, typecheck, lint, unit tests, two production builds, browser tests, then one
 * closing line `N passed, M failed` summing them. The builds run one after the other in the background, beside the
 * checks (their logs go to test-results/build-without-newsletter.log and test-results/build.log, each printed when
 * its build ends, after the check running then): on two cores a build beside the checks takes about a minute less
 * than one after them. The first build leaves GATSBY_NEWSLETTER_ACTION out, whatever the caller's environment says,
 * and is copied to public-without-newsletter/ for the browser tests of the tax-alert block without it. The second,
 * with the variable, starts as soon as that copy is made: a warm rebuild into public/, the build every other browser
 * test uses. The browser tests start when the checks and both builds are done, and only if both builds passed.
 * Type-check, lint and each build count as one check each; the unit suite counts
 * its tests from Jest's JSON report, the browser suite from Playwright's JSON
 * reporter (test-results/e2e.json, one check per test per project: desktop, phone and the editor's, which drives
 * /admin/ against decap-server; a test marked fixme counts as neither).
 */
import { spawn } from "node:child_process";
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

/** Resolves with whether a child process passed (exit code 0) once it ends; one that cannot start fails. */
function passes(child) {
  return new Promise((resolve) => {
    child.on("error", () => resolve(false));
    child.on("close", (code) => resolve(code === 0));
  });
}

const secondsSince = (started) => ((Date.now() - started) / 1000).toFixed(1);

/** Whether a check runs in the foreground now; what the background builds print waits for its end. */
let foregroundBusy = false;
const heldBack = [];

/**
 * Prints what the background builds have to say (and records their lines): at once, or when the foreground check
 * running now ends, so as not to cut into its output. The builds themselves never wait for it.
 */
function show(output) {
  if (foregroundBusy) heldBack.push(output);
  else output();
}

/**
 * Runs a check in the foreground, its output on this terminal, and resolves with whether it passed. A child process
 * rather than spawnSync, so that the script sees a background build end at once and starts the next one.
 */
async function run(label, command, args, extraEnv = {}) {
  console.log(`\n▶ ${label}: ${command} ${args.join(" ")}`);
  const started = Date.now();
  foregroundBusy = true;
  const ok = await passes(spawn(command, args, { stdio: "inherit", env: { ...env, ...extraEnv } }));
  return { ok, seconds: secondsSince(started) };
}

/** Ends a foreground check once its line is recorded, and prints what the background builds held back meanwhile. */
function foregroundDone() {
  foregroundBusy = false;
  for (const output of heldBack.splice(0)) output();
}

/** Counts a check that passes or fails as a whole (everything but the two test suites) and notes its line. */
function record(label, ok, seconds) {
  if (ok) passed += 1;
  else failed += 1;
  lines.push(`${ok ? "✔" : "✘"} ${label} (${seconds} s)`);
  return ok;
}

async function check(label, command, args, extraEnv) {
  const { ok, seconds } = await run(label, command, args, extraEnv);
  record(label, ok, seconds);
  foregroundDone();
}

/**
 * Runs a test suite that writes a JSON report to test-results/<label>.json and adds its tests to the totals: `counts`
 * reads the passed, failed and total tests from the report. A suite that fails with no failed test, runs no test or
 * writes no report counts one failure more.
 */
async function reportedSuite(label, args, counts) {
  const outputFile = path.join(reportDir, `${label}.json`);
  fs.rmSync(outputFile, { force: true });
  const { ok, seconds } = await run(label, "npx", args(outputFile));
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
  foregroundDone();
}

function jestSuite(label, args) {
  return reportedSuite(
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
  return reportedSuite(
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

// The browser tests send the forms to a local stand-in for EmailJS, so the builds need keys. Dummy ones are
// used only for these builds and only where the real ones are not set; nothing can reach EmailJS with them. The
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
// Without the signup's endpoint, even when the caller has set one: blank rather than absent, because Gatsby would
// otherwise inline one from a .env.production file into the pages (blank counts as unset, src/lib/newsletter.ts).
const buildWithoutNewsletterEnv = { ...buildEnv, GATSBY_NEWSLETTER_ACTION: "" };
/** Both builds, one after the other; resolves with why the browser tests cannot run, or null when both passed. */
const buildsFailure = (async () => {
  const withoutPassed = await startInBackground(
    "build without the newsletter variable",
    "npx",
    ["gatsby", "build"],
    buildWithoutNewsletterEnv,
    "build-without-newsletter",
  );
  if (!withoutPassed) {
    show(() => notRun("build", "the build without the newsletter variable failed"));
    return "the build without the newsletter variable failed";
  }
  if (!copyBuild("public", "public-without-newsletter")) return "public/ could not be copied";
  return (await startInBackground("build", "npx", ["gatsby", "build"], buildEnv)) ? null : "the build failed";
})();

await check("format", "npx", ["prettier", "--check", "."]);
await check("stylelint", "npx", ["stylelint", "src/**/*.css"]);
await check("typecheck", "npx", ["tsc", "--noEmit"]);
await check("lint", "npx", ["eslint", "."]);
await jestSuite("unit", ["--ci"]);

const failure = await buildsFailure;
if (failure === null) await playwrightSuite("e2e");
else notRun("e2e", failure);

console.log("\nSummary");
for (const line of lines) console.log(`  ${line}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);

/** Counts a check that could not run as failed, with the reason. */
function notRun(label, reason) {
  failed += 1;
  lines.push(`✘ ${label}: not run because ${reason}`);
}

/**
 * Replaces the folder `to` with a copy of the build in `from`. A copy that fails counts as a failed check, with its
 * reason.
 */
function copyBuild(from, to) {
  try {
    fs.rmSync(to, { recursive: true, force: true });
    fs.cpSync(from, to, { recursive: true });
    return true;
  } catch (error) {
    show(() => {
      console.log(`\n▶ copying ${from}/ to ${to}/ failed: ${error.message}`);
      failed += 1;
      lines.push(`✘ copy of ${from}/ to ${to}/: ${error.message}`);
    });
    return false;
  }
}

/**
 * Starts a check in the background with its output in test-results/<logName>.log (a file, printed in one piece when
 * the check ends instead of cutting into the foreground checks' output), and resolves with whether it passed as soon
 * as it ends. Its log is printed and its line recorded like `check`'s then, or after the foreground check running.
 */
async function startInBackground(label, command, args, extraEnv, logName = label) {
  const logFile = path.join(reportDir, `${logName}.log`);
  const log = fs.openSync(logFile, "w");
  const where = `in the background, log in ${path.relative(process.cwd(), logFile)}`;
  show(() => console.log(`\n▶ ${label} (${where}): ${command} ${args.join(" ")}`));
  const started = Date.now();
  const ok = await passes(spawn(command, args, { stdio: ["ignore", log, log], env: { ...env, ...extraEnv } }));
  fs.closeSync(log);
  const seconds = secondsSince(started);
  show(() => {
    console.log(`\n▶ ${label} ended (${seconds} s); its log:\n`);
    process.stdout.write(fs.readFileSync(logFile, "utf8"));
    record(label, ok, seconds);
  });
  return ok;
}
