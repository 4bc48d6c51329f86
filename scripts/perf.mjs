#!/usr/bin/env node
/**
 * `npm run perf`: builds the site once, then prints
 *   1. for every route, the HTML, CSS and JavaScript bytes (raw and gzip) the page loads until it is fully
 *      interactive (its first view's JavaScript apart) and the number of requests,
 *   2. Lighthouse 12 (mobile preset, Debian's Chromium) category scores with LCP, TBT and CLS for the home page,
 *      /industries, /resources, the estimated-tax planner, one page of each service layout, one career page,
 *      /contact, /insights, one article, /search and four Spanish pages (/es, a service page, /es/insights and the Spanish
 *      version of the article) — the median
 *      of three runs per page (PERF_RUNS), since a single run's performance score moves by several points — and
 *      Lighthouse's CPU benchmark index of the machine over those runs, and
 *   3. the time a first tap takes to answer on the same mobile profile (scripts/first-tap.mjs), median of five.
 * Exits non-zero when a budget is missed. SKIP_BUILD=1 reuses public/.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import zlib from "node:zlib";
import { chromium } from "playwright-core";
import lighthouse from "lighthouse";
import { launch } from "chrome-launcher";
import { createRequire } from "node:module";
import { createStaticServer } from "./static-server.mjs";
import { chromiumFlags, chromiumPath } from "./chromium.mjs";
import { measureFirstTaps } from "./first-tap.mjs";

const chromePath = chromiumPath;
const chromeFlags = ["--headless=new", ...chromiumFlags];
const budgets = {
  /** JavaScript of the first view, KB gzip, on every page: Gatsby's runtime, React and the page's module, everything
   * the page loads but its view's own files (src/hydration/deferred-view.tsx). */
  jsKb: 80,
  /** All the JavaScript a page loads before it is fully interactive (`html[data-hydrated]`), its view included. */
  interactiveJsKb: 100,
  /** A first tap's answer, one second after `load`, on Lighthouse's mobile profile (scripts/first-tap.mjs): the
   * "good" threshold of Interaction to Next Paint. */
  firstTapMs: 200,
  /** Lighthouse's largest contentful paint on its mobile profile, seconds. */
  lcpSeconds: 1.8,
  performance: 98,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  cls: 0.02,
};
const port = Number(process.env.PERF_PORT ?? 9400);
const origin = `http://127.0.0.1:${port}`;
/** webpack-bundle-analyzer's JSON report of the build (gatsby/build-hooks.ts writes it when asked). */
const bundleReportPath = ".cache/bundle-report.json";
/** The figures before issue 30's work (docs/performance-baseline.json), printed beside this run's. */
/** The search page of an edition: /search, /es/search. */
const baseline = JSON.parse(fs.readFileSync("docs/performance-baseline.json", "utf8"));
/** The design before hydration was deferred to the visitor's first intent (docs/performance-before-deferral.json):
 * Gatsby's async script tags, each page's whole body in its own chunk, hydration at once. */
const beforeDeferral = JSON.parse(fs.readFileSync("docs/performance-before-deferral.json", "utf8"));
const before = (value, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : "—");

if (!process.env.SKIP_BUILD) {
  // Canonical URLs point at the server we measure, so Lighthouse's SEO audit sees a consistent site.
  const build = spawnSync("npx", ["gatsby", "build"], {
    stdio: "inherit",
    env: {
      ...process.env,
      GATSBY_TELEMETRY_DISABLED: "1",
      GATSBY_FEEDBACK_DISABLED: "1",
      GATSBY_SITE_URL: origin,
      GATSBY_BUNDLE_REPORT: bundleReportPath,
    },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const sitemap = fs.readFileSync("public/sitemap-0.xml", "utf8");
const routes = [...sitemap.matchAll(/<loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g)].map(
  (m) => m[1].replace(/&amp;/g, "&") || "/",
);
const server = createStaticServer("public");
await new Promise((resolve) => server.listen(port, "127.0.0.1", resolve));

const kb = (bytes) => (bytes / 1024).toFixed(1);
const failures = [];

// 1. Bytes on first view.
const browser = await chromium.launch({
  executablePath: chromePath,
  args: chromiumFlags,
});
const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
await context.route(/^(?!http:\/\/127\.0\.0\.1)/, (route) => route.fulfill({ status: 204, body: "" }));
const rows = [];
/** The scripts each route loads until it is fully interactive, with their gzip sizes. */
const scriptsByRoute = new Map();
/** Files only the pages' views load (webpack's `view---` chunk groups): what a page loads beyond its first view. */
const { namedChunkGroups } = JSON.parse(fs.readFileSync("public/webpack.stats.json", "utf8"));
const filesOf = (filter) =>
  new Set(
    Object.entries(namedChunkGroups)
      .filter(([name]) => filter(name))
      .flatMap(([, group]) => group.assets.map((asset) => asset.name)),
  );
const pageFiles = filesOf((name) => !name.startsWith("view---"));
const viewOnlyFiles = new Set(
  [...filesOf((name) => name.startsWith("view---"))].filter((file) => !pageFiles.has(file)),
);
for (const route of routes) {
  const page = await context.newPage();
  const totals = { html: [0, 0], css: [0, 0], js: [0, 0], requests: 0, scripts: [] };
  const pending = [];
  page.on("response", (response) => {
    if (!response.url().startsWith(origin)) return;
    totals.requests += 1;
    const type = response.request().resourceType();
    const bucket = type === "document" ? "html" : type === "stylesheet" ? "css" : type === "script" ? "js" : null;
    if (!bucket) return;
    pending.push(
      response
        .body()
        .then((body) => {
          const gzip = zlib.gzipSync(body, { level: 9 }).length;
          totals[bucket][0] += body.length;
          totals[bucket][1] += gzip;
          if (bucket === "js") totals.scripts.push({ file: new URL(response.url()).pathname.slice(1), gzip });
        })
        .catch(() => undefined),
    );
  });
  await page.goto(origin + encodeURI(route).replace(/%25/g, "%"), { waitUntil: "load" });
  // Fully interactive: the view has hydrated; then whatever it still fetched.
  await page.waitForSelector('html[data-hydrated="true"]', { state: "attached", timeout: 30_000 });
  await page.waitForLoadState("networkidle");
  await Promise.all(pending);
  await page.close();
  scriptsByRoute.set(route, totals.scripts);
  const jsGzipKb = totals.js[1] / 1024;
  const firstViewKb =
    totals.scripts.filter((script) => !viewOnlyFiles.has(script.file)).reduce((sum, script) => sum + script.gzip, 0) /
    1024;
  if (firstViewKb > budgets.jsKb) {
    failures.push(`${route}: first-view JavaScript ${firstViewKb.toFixed(1)} KB gzip > ${budgets.jsKb} KB`);
  }
  if (jsGzipKb > budgets.interactiveJsKb) {
    failures.push(
      `${route}: JavaScript until interactive ${jsGzipKb.toFixed(1)} KB gzip > ${budgets.interactiveJsKb} KB`,
    );
  }
  rows.push([
    route,
    kb(totals.html[0]),
    kb(totals.html[1]),
    kb(totals.css[0]),
    kb(totals.css[1]),
    kb(totals.js[0]),
    kb(firstViewKb * 1024),
    kb(totals.js[1]),
    before(baseline.jsGzipKb[route]),
    before(beforeDeferral.jsGzipKb[route]),
    String(totals.requests),
    firstViewKb > budgets.jsKb || jsGzipKb > budgets.interactiveJsKb ? "✘" : "✔",
  ]);
}
await browser.close();

/** Everything printed also goes into docs/performance.md, the measured record the README links to. */
const report = [];
const say = (text) => {
  console.log(text);
  report.push(text);
};
const table = (header, body) => {
  say([header, header.map(() => "---"), ...body].map((r) => `| ${r.join(" | ")} |`).join("\n"));
};
say(`\nTransfer per route until fully interactive (KB; gzip level 9) — ${new Date().toISOString().slice(0, 10)}\n`);
say(
  `JS: every script the page loads until its view has hydrated (\`html[data-hydrated]\`); JS gz first view: all of ` +
    `them but the view's own files. JS gz before: the same route before issue 30's work (${baseline.measured}; ` +
    `docs/performance-baseline.json); JS gz before deferral: the design before hydration was deferred ` +
    `(${beforeDeferral.design}), everything it loaded at once. Budgets: ${budgets.jsKb} KB gzip ` +
    `first view and ${budgets.interactiveJsKb} KB gzip until interactive, on every route.\n`,
);
table(
  [
    "route",
    "HTML",
    "HTML gz",
    "CSS",
    "CSS gz",
    "JS",
    "JS gz first view",
    "JS gz until interactive",
    "JS gz before",
    "JS gz before deferral",
    "requests",
    "JS budget",
  ],
  rows,
);

// 2. Where the kilobytes go: each audited route's scripts, then the modules of every chunk they load but React's and
// webpack's runtime, largest first (gzip sizes from webpack-bundle-analyzer, summed per npm package).
const bundleReport = fs.existsSync(bundleReportPath) ? JSON.parse(fs.readFileSync(bundleReportPath, "utf8")) : [];
/** A chunk file's short name: "app-1a2b3c.js" → "app", "component---src-pages-index-tsx-1a2b.js" → the page chunk. */
const chunkName = (file) => file.replace(/-[0-9a-f]{8,20}\.js$/, "").replace(/^[0-9a-f]{40}$/, "shared");

/** The modules of a chunk file, largest first: [name, gzip bytes], node_modules summed per package. */
function modulesOf(file) {
  const chunk = bundleReport.find((entry) => entry.label === file);
  if (!chunk) return [];
  const sizes = new Map();
  const walk = (node) => {
    if (node.groups?.length) return node.groups.forEach(walk);
    const where = (node.path ?? node.label ?? "?").replace(/^\.\//, "");
    const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(where)?.[1];
    const name = pkg ? `${pkg} (npm)` : where.replace(/ \+ \d+ modules? \(concatenated\)$/, "");
    sizes.set(name, (sizes.get(name) ?? 0) + (node.gzipSize ?? 0));
  };
  chunk.groups?.forEach(walk);
  return [...sizes].sort((a, b) => b[1] - a[1]);
}

function reportBundles(routesToShow) {
  if (!bundleReport.length) {
    say(`\n(No module report: run without SKIP_BUILD, or build with GATSBY_BUNDLE_REPORT=${bundleReportPath}.)`);
    return;
  }
  say("\nFirst-load JavaScript per audited route (KB gzip level 9, in load order)\n");
  table(
    ["route", "JS gz", "chunks"],
    routesToShow.map((route) => {
      const scripts = scriptsByRoute.get(route) ?? [];
      const total = scripts.reduce((sum, script) => sum + script.gzip, 0);
      return [route, kb(total), scripts.map((s) => `${chunkName(s.file)} ${kb(s.gzip)}`).join(", ")];
    }),
  );
  const files = new Set();
  for (const route of routesToShow) {
    for (const { file } of scriptsByRoute.get(route) ?? []) {
      if (!/^(framework|webpack-runtime)-/.test(file)) files.add(file);
    }
  }
  for (const file of files) {
    const modules = modulesOf(file);
    const shown = modules.slice(0, 12);
    const rest = modules.slice(12).reduce((sum, [, size]) => sum + size, 0);
    say(`\nModules of ${chunkName(file)} (KB gzip, estimated per module by webpack-bundle-analyzer)\n`);
    table(
      ["module", "KB gz"],
      [...shown.map(([name, size]) => [name, kb(size)]), ...(rest ? [[`${modules.length - 12} more`, kb(rest)]] : [])],
    );
  }
}

// 3. Lighthouse, mobile preset.
/** The first Insights article the sitemap lists in an edition ("" English, "/es" Spanish), as a one-item list. */
function firstArticle(prefix) {
  const article = new RegExp(`^${prefix}/insights/(?!page/|topic/)[^/]+$`);
  return routes.filter((route) => article.test(route) && !route.endsWith(".xml")).slice(0, 1);
}

const audited = [
  "/",
  "/industries",
  "/resources",
  "/resources/estimated-tax-planner",
  "/services/taxes/IRS-representation",
  "/services/accounting-services/payroll",
  "/services/advisory-consulting/business-advisory",
  "/contact/careers/audit-associate",
  // The contact page: its form and the firm's details.
  "/contact",
  "/insights",
  // One Insights article (the first the sitemap lists): the long-form reading layout with its hero image.
  ...firstArticle(""),
  "/search",
  // Pages of the Spanish edition: its home page, a service page, the Spanish Insights and the
  // Spanish version of the article above.
  ...["/es", "/es/services/taxes/IRS-representation", "/es/insights"].filter((route) => routes.includes(route)),
  ...firstArticle("/es"),
];
reportBundles(audited);

const runsPerPage = Number(process.env.PERF_RUNS ?? 3);
const chrome = await launch({ chromePath, chromeFlags });

const categoryIds = ["performance", "accessibility", "best-practices", "seo"];

/** One Lighthouse report for the URL. A run that fails to measure is repeated, up to 3 times: one with a runtime error
 * (NO_NAVSTART happens now and then on this Chromium), or one where a category has no score (an audit of it errored),
 * which the table would otherwise show as 0. */
async function measure(url) {
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: categoryIds,
    });
    const unscored = categoryIds.filter((id) => typeof result.lhr.categories[id]?.score !== "number");
    if ((!result.lhr.runtimeError && !unscored.length) || attempt === 3) return result;
    const why = result.lhr.runtimeError?.code ?? `no score for ${unscored.join(", ")}`;
    console.log(`  ${url}: Lighthouse could not measure (${why}), measuring again`);
  }
}

const lhRows = [];
/** Lighthouse's CPU benchmark of this machine at each run (higher is faster), printed with the results: the same
 * build scores lower when the machine is busy or slower, and this says which it was. */
const benchmarkIndexes = [];
for (const route of audited) {
  const url = origin + encodeURI(route);
  // Lighthouse's own advice for a score that moves between runs: run it several times and keep the median run.
  const runs = [];
  for (let run = 0; run < runsPerPage; run += 1) runs.push(await measure(url));
  runs.sort((a, b) => (a.lhr.categories.performance?.score ?? 0) - (b.lhr.categories.performance?.score ?? 0));
  const result = runs[Math.floor((runs.length - 1) / 2)];
  const allScores = runs.map((r) => Math.round((r.lhr.categories.performance?.score ?? 0) * 100));
  benchmarkIndexes.push(...runs.map((r) => r.lhr.environment?.benchmarkIndex).filter(Number.isFinite));
  const { categories, audits } = result.lhr;
  const score = (id) => Math.round((categories[id]?.score ?? 0) * 100);
  if (result.lhr.runtimeError) console.log(`  ${route}: Lighthouse runtime error ${result.lhr.runtimeError.code}`);
  const metric = (id) => audits[id]?.numericValue ?? Number.NaN;
  const cls = metric("cumulative-layout-shift");
  const row = {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
  };
  const misses = [];
  const lcpSeconds = metric("largest-contentful-paint") / 1000;
  if (row.performance < budgets.performance) misses.push(`performance ${row.performance}`);
  if (!(lcpSeconds <= budgets.lcpSeconds)) misses.push(`LCP ${lcpSeconds.toFixed(2)} s`);
  if (row.accessibility < budgets.accessibility) misses.push(`accessibility ${row.accessibility}`);
  if (row.bestPractices < budgets.bestPractices) misses.push(`best practices ${row.bestPractices}`);
  if (row.seo < budgets.seo) misses.push(`SEO ${row.seo}`);
  if (!(cls <= budgets.cls)) misses.push(`CLS ${cls.toFixed(3)}`);
  for (const [id, category] of Object.entries(categories)) {
    if ((category.score ?? 0) < 1) {
      const failing = category.auditRefs
        .filter((ref) => ref.weight > 0 && audits[ref.id].score !== null && audits[ref.id].score < 0.9)
        .map((ref) => ref.id);
      if (failing.length) console.log(`  ${route} ${id}: ${failing.join(", ")}`);
    }
  }
  if (misses.length) failures.push(`${route}: ${misses.join(", ")}`);
  lhRows.push([
    route,
    runs.length > 1 ? `${row.performance} (${allScores.join(", ")})` : String(row.performance),
    String(row.accessibility),
    String(row.bestPractices),
    String(row.seo),
    `${lcpSeconds.toFixed(2)} s`,
    baseline.lighthouse[route] ? String(baseline.lighthouse[route].performance) : "—",
    baseline.lighthouse[route] ? `${before(baseline.lighthouse[route].lcpSeconds, 2)} s` : "—",
    beforeDeferral.lighthouse[route] ? String(beforeDeferral.lighthouse[route].performance) : "—",
    beforeDeferral.lighthouse[route] ? `${before(beforeDeferral.lighthouse[route].lcpSeconds, 2)} s` : "—",
    `${Math.round(metric("total-blocking-time"))} ms`,
    cls.toFixed(3),
    misses.length ? "✘" : "✔",
  ]);
}
await chrome.kill();

// 4. A visitor's first tap, which Lighthouse's navigation never makes.
const firstTaps = await measureFirstTaps(origin, { runs: Number(process.env.FIRST_TAP_RUNS ?? 5) });
server.close();

say(
  `\nLighthouse ${createRequire(import.meta.url)("lighthouse/package.json").version} (mobile preset), median of ${runsPerPage} run${runsPerPage === 1 ? "" : "s"} per page (all performance scores in brackets)\n`,
);
say(
  `Budgets: performance ≥ ${budgets.performance}, LCP ≤ ${budgets.lcpSeconds} s, accessibility, best practices and SEO ` +
    `100, CLS ≤ ${budgets.cls}. Before: the median of ${baseline.runsPerPage} runs before issue 30's work ` +
    `(benchmark index ${baseline.benchmarkIndex}).\n`,
);
table(
  [
    "route",
    "performance",
    "accessibility",
    "best practices",
    "SEO",
    "LCP",
    "performance before",
    "LCP before",
    "performance before deferral",
    "LCP before deferral",
    "TBT",
    "CLS",
    "budget",
  ],
  lhRows,
);
const sortedIndexes = [...benchmarkIndexes].sort((a, b) => a - b);
if (sortedIndexes.length) {
  say(
    `\nLighthouse CPU benchmark index over the runs: median ${Math.round(sortedIndexes[Math.floor(sortedIndexes.length / 2)])}, ` +
      `range ${Math.round(sortedIndexes[0])}–${Math.round(sortedIndexes.at(-1))}.`,
  );
}

say(
  `\nFirst tap, one second after \`load\`, to the frame that shows its answer, on Lighthouse's mobile profile ` +
    `(4× CPU, 150 ms round trip, 1.6 Mbit/s; scripts/first-tap.mjs), median of the runs (every run in brackets). ` +
    `Budget: ${budgets.firstTapMs} ms. Before deferral: ${beforeDeferral.design}.\n`,
);
const ms = (value) => (value === null || value === undefined ? "no answer" : `${Math.round(value)} ms`);
/** An earlier design's figure: the median of its answered taps, and how many of its taps were lost. */
const earlier = (figure) => {
  if (!figure) return "—";
  const lost = figure.runsMs.filter((value) => value === null).length;
  return `${ms(figure.medianMs)}${lost ? ` (${lost} of ${figure.runsMs.length} taps lost)` : ""}`;
};
table(
  ["route", "control", "first tap", "runs", "before deferral", "budget"],
  firstTaps.map((row) => {
    const missed = row.medianMs === null || row.medianMs > budgets.firstTapMs;
    if (missed) failures.push(`${row.route} ${row.control}: first tap ${ms(row.medianMs)}`);
    return [
      row.route,
      row.control,
      ms(row.medianMs),
      row.runsMs.map((value) => (value === null ? "none" : Math.round(value))).join(", "),
      earlier(beforeDeferral.firstTapMs[`${row.route} ${row.control}`]),
      missed ? "✘" : "✔",
    ];
  }),
);

say(failures.length ? `\nBudgets missed:\n\n- ${failures.join("\n- ")}` : "\n**All budgets met.**");
writeReport();
if (failures.length) process.exit(1);

function writeReport() {
  const cpus = os.cpus();
  const chromiumVersion = spawnSync(chromePath, ["--version"], { encoding: "utf8" }).stdout.trim();
  const header = [
    "# Performance record",
    "",
    "Written by `npm run perf` (scripts/perf.mjs); do not edit by hand. The budgets and what keeps pages light are",
    "explained in docs/performance-guide.md.",
    "",
    `Measured ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC on ${cpus.length} × ${cpus[0]?.model.trim() ?? "unknown CPU"},`,
    `${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${chromiumVersion || chromePath}.`,
  ];
  fs.mkdirSync("docs", { recursive: true });
  fs.writeFileSync("docs/performance.md", `${[...header, ...report].join("\n")}\n`);
  console.log("\nWrote docs/performance.md");
}
