import ICAL from "ical.js";
import { collection } from "../helpers/data";
import { deadlinesFor, type TaxDeadlineRule } from "../../src/lib/tax-deadlines";
import { describeViolations, expect, test } from "./fixtures";
import { expectInstallmentAmounts, fillPlanner } from "./planner";
import type { Page } from "@playwright/test";
import { englishDates, englishText } from "../helpers/english";

const federal = collection<TaxDeadlineRule[]>("tax-deadline-rules");
const illinois = collection<TaxDeadlineRule[]>("tax-deadline-rules-illinois");

const calendar = (page: Page) => page.getByRole("region", { name: "Tax Deadline Calendar" });
const listRegion = (page: Page) => calendar(page).getByRole("region", { name: /^Deadlines (in|on) / });
const titles = (page: Page) => listRegion(page).getByRole("heading", { level: 4 }).allTextContents();

test.describe("tax center: jurisdictions and sources", { tag: "@both" }, () => {
  test.beforeEach(async ({ page, gotoHydrated }) => {
    await page.clock.setFixedTime(new Date("2027-04-05T09:00:00"));
    await gotoHydrated("/resources");
    await expect(calendar(page).getByRole("heading", { level: 3, name: "April 2027", exact: true })).toBeVisible();
  });

  test("switches between federal, Illinois and both, and every deadline links its official source", async ({
    page,
    axe,
  }) => {
    const day = calendar(page).getByRole("gridcell", { name: /^April 15, 2027(,|$)/ });
    await day.click();
    const federalTitles = deadlinesFor(2027, federal, englishDates, englishText)
      .filter((e) => e.date === "2027-04-15")
      .map((e) => e.title);
    await expect.poll(() => titles(page)).toEqual(federalTitles);

    await calendar(page).getByLabel("Jurisdiction").selectOption({ label: "Illinois" });
    const illinoisTitles = deadlinesFor(2027, illinois, englishDates, englishText)
      .filter((e) => e.date === "2027-04-15")
      .map((e) => e.title);
    expect(illinoisTitles).toContain("Illinois individual income tax returns for 2026 (Form IL-1040)");
    await day.click();
    await expect.poll(() => titles(page)).toEqual(illinoisTitles);
    await expect(calendar(page).getByRole("button", { name: "Download 2027 Illinois deadlines (.ics)" })).toBeVisible();

    await calendar(page).getByLabel("Jurisdiction").selectOption({ label: "Federal and Illinois" });
    await day.click();
    await expect.poll(async () => (await titles(page)).length).toBe(federalTitles.length + illinoisTitles.length);

    const items = listRegion(page)
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { level: 4 }) });
    const count = await items.count();
    for (let i = 0; i < count; i += 1) {
      const source = items
        .nth(i)
        .getByRole("link", { name: /\(opens in a new tab\)$/ })
        .last();
      await expect(items.nth(i)).toContainText("Source:");
      await expect(source).toHaveAttribute("target", "_blank");
      await expect(source).toHaveAttribute(
        "href",
        /^https:\/\/(www\.irs\.gov|tax\.illinois\.gov|ides\.illinois\.gov)\//,
      );
    }
    expect(describeViolations(await axe({ include: 'section[aria-labelledby="tax-calendar-heading"]' }))).toEqual([]);
  });

  test("offers webcal subscriptions for the chosen jurisdiction", async ({ page }) => {
    await calendar(page).getByText("Subscribe: calendars that update themselves").click();
    const link = calendar(page).getByRole("link", { name: /^Subscribe to .*federal tax deadlines$/ });
    await expect(link).toHaveAttribute("href", /^webcal:\/\/.+\/calendar\/federal\.ics$/);
    await calendar(page).getByLabel("Jurisdiction").selectOption({ label: "Illinois" });
    await expect(calendar(page).getByRole("link", { name: /Illinois tax deadlines for employers$/ })).toHaveAttribute(
      "href",
      /\/calendar\/illinois-employers\.ics$/,
    );
  });
});

test("a feed answers as text/calendar, parses with ical.js and covers three years", async ({ request }) => {
  const response = await request.get("/calendar/illinois.ics");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("text/calendar");
  const text = await response.text();
  expect(text).toContain("REFRESH-INTERVAL;VALUE=DURATION:P1D");
  expect(text).toContain("X-PUBLISHED-TTL:P1D");
  const events = new ICAL.Component(ICAL.parse(text)).getAllSubcomponents("vevent").map((v) => new ICAL.Event(v));
  const years = [...new Set(events.map((e) => e.startDate.year))].sort();
  expect(years).toHaveLength(3);
  expect(years[2] - years[0]).toBe(2);
  expect(
    // Illinois agencies: the Department of Revenue, and IDES for unemployment insurance.
    events.every((e) =>
      /^https:\/\/(tax|ides)\.illinois\.gov\//.test(String(e.component.getFirstPropertyValue("url"))),
    ),
  ).toBe(true);
});

const cases = [
  // Form 2210 Part I: smaller of 90% of this year's tax and 100% (110% above $150,000 AGI) of last year's.
  {
    expectedTax: "20000",
    withholding: "8000",
    priorYearTax: "18,000",
    high: false,
    paid: "",
    pay: ["$2,500", "$2,500", "$2,500", "$2,500"],
  },
  {
    expectedTax: "$60,000",
    withholding: "20000",
    priorYearTax: "40000",
    high: true,
    paid: "",
    pay: ["$6,000", "$6,000", "$6,000", "$6,000"],
  },
  {
    expectedTax: "60000",
    withholding: "20000",
    priorYearTax: "40000",
    high: true,
    paid: "7000",
    pay: ["$0", "$5,000", "$6,000", "$6,000"],
  },
];

test.describe("estimated-tax planner", { tag: "@both" }, () => {
  for (const [index, c] of cases.entries()) {
    test(`worked case ${index + 1} gives the right installments`, async ({ page, gotoHydrated }) => {
      await page.clock.setFixedTime(new Date("2026-03-01T09:00:00"));
      await gotoHydrated("/resources/estimated-tax-planner");
      await fillPlanner(page, "en", c);
      await page.getByRole("button", { name: "Show my installments" }).click();
      const table = page.getByRole("table", { name: "Estimated tax payments for 2026" });
      await expect(table).toBeVisible();
      const rows = table.getByRole("row");
      await expectInstallmentAmounts(rows, c.pay);
      // Due dates come from the engine: 2026's are April 15, June 15, September 15 and January 15, 2027.
      await expect(rows.nth(1)).toContainText("April 15, 2026");
      await expect(rows.nth(4)).toContainText("January 15, 2027");
    });
  }

  for (const [language, path, submit, caption, single, due, march] of [
    [
      "en",
      "",
      "Show my installments",
      "Estimated tax payments for 2026",
      "Single",
      "January 15, 2027",
      "March 1, 2027",
    ],
    [
      "es",
      "/es",
      "Ver mis cuotas",
      "Pagos de impuesto estimado de 2026",
      "Única",
      "15 de enero de 2027",
      "1 de marzo de 2027",
    ],
  ] as const) {
    test(`a farmer or fisherman gets one January installment and the March alternative (${language})`, async ({
      page,
      gotoHydrated,
    }) => {
      await page.clock.setFixedTime(new Date("2026-03-01T09:00:00"));
      await gotoHydrated(`${path}/resources/estimated-tax-planner`);
      // 66⅔% of $30,000 ($20,000) is less than last year's $24,000; withholding of $2,000 leaves $18,000.
      await fillPlanner(page, language, {
        expectedTax: "30000",
        withholding: "2000",
        priorYearTax: "24000",
        high: false,
        paid: "0",
        farmer: true,
      });
      await page.getByRole("button", { name: submit }).click();
      const table = page.getByRole("table", { name: caption });
      await expect(table.getByRole("row")).toHaveCount(2);
      await expect(table.getByRole("row").nth(1)).toContainText(single);
      await expect(table.getByRole("row").nth(1)).toContainText(due);
      await expect(table.getByRole("row").nth(1)).toContainText("$18,000");
      await expect(page.getByText(march)).toBeVisible();
      await expect(page.getByText(/66⅔/).first()).toBeVisible();
    });
  }

  test("explains bad input beside the field, keeps what was typed, and is axe-clean", async ({
    page,
    gotoHydrated,
    axe,
  }) => {
    // Gatsby may prefetch pages while the test runs; what must never happen is a request that carries the input.
    const requests: string[] = [];
    page.on("request", (r) => requests.push(`${r.method()} ${r.url()} ${r.postData() ?? ""}`));
    await gotoHydrated("/resources/estimated-tax-planner");
    const before = requests.length;
    const tax = page.getByLabel("This year's expected total tax");
    await tax.fill("12k");
    await page.getByLabel("Expected federal income tax withholding").fill("-5");
    await page.getByRole("button", { name: "Show my installments" }).click();
    await expect(tax).toHaveValue("12k");
    await expect(tax).toHaveAttribute("aria-invalid", "true");
    await expect(tax).toHaveAccessibleDescription(/Use digits only/);
    await expect(page.getByLabel("Expected federal income tax withholding")).toHaveAccessibleDescription(
      /zero or more/,
    );
    await expect(page.getByLabel("Last year's total tax")).toHaveAccessibleDescription(/Enter an amount in dollars/);
    await expect(tax).toBeFocused();
    expect(requests.slice(before).filter((r) => !r.startsWith("GET ") || r.includes("12k"))).toEqual([]);
    expect(describeViolations(await axe())).toEqual([]);
  });
});

test(
  "the planner's result, with its installments table, is axe-clean",
  { tag: "@both" },
  async ({ page, gotoHydrated, axe }) => {
    await page.clock.setFixedTime(new Date("2026-03-01T09:00:00"));
    await gotoHydrated("/resources/estimated-tax-planner");
    await page.getByLabel("This year's expected total tax").fill("30000");
    await page.getByLabel("Expected federal income tax withholding").fill("3000");
    await page.getByLabel("Last year's total tax").fill("40000");
    await page.getByRole("button", { name: "Show my installments" }).click();
    // Form 2210 Part I: 90% of $30,000 ($27,000) is below 100% of $40,000; less $3,000 withheld, $6,000 a quarter.
    const table = page.getByRole("table", { name: "Estimated tax payments for 2026" });
    await expect(table.getByRole("row").nth(1).getByRole("cell").last()).toHaveText("$6,000");
    expect(describeViolations(await axe())).toEqual([]);
  },
);

test("the federal employers' feed parses with ical.js, covers three years and links irs.gov", async ({ request }) => {
  const response = await request.get("/calendar/federal-employers.ics");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("text/calendar");
  const events = new ICAL.Component(ICAL.parse(await response.text()))
    .getAllSubcomponents("vevent")
    .map((v) => new ICAL.Event(v));
  const years = [...new Set(events.map((e) => e.startDate.year))].sort();
  expect(years).toHaveLength(3);
  expect(years[2] - years[0]).toBe(2);
  expect(events.every((e) => /^https:\/\/www\.irs\.gov\//.test(String(e.component.getFirstPropertyValue("url"))))).toBe(
    true,
  );
  // A UID per deadline: no two events of the feed share one.
  expect(new Set(events.map((e) => e.uid)).size).toBe(events.length);
});

test("the Spanish feed answers as text/calendar, in Spanish, with UIDs of its own", async ({ request }) => {
  const response = await request.get("/es/calendar/federal-employers.ics");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("text/calendar");
  const calendar = new ICAL.Component(ICAL.parse(await response.text()));
  expect(calendar.getFirstPropertyValue("x-wr-calname")).toMatch(
    /fechas límite tributarias federales para empleadores$/,
  );
  const events = calendar.getAllSubcomponents("vevent").map((v) => new ICAL.Event(v));
  expect(new Set(events.map((e) => e.startDate.year)).size).toBe(3);
  expect(events.some((e) => /^Formulario 941 del primer trimestre de \d{4}$/.test(e.summary))).toBe(true);
  const english = new ICAL.Component(ICAL.parse(await (await request.get("/calendar/federal-employers.ics")).text()))
    .getAllSubcomponents("vevent")
    .map((v) => new ICAL.Event(v).uid);
  expect(events).toHaveLength(english.length);
  expect(events.every((e) => /-es@/.test(e.uid) && !english.includes(e.uid))).toBe(true);
});

test("the planner page explains the rule with a worked example without JavaScript", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto("/resources/estimated-tax-planner");
  await expect(page.getByRole("heading", { name: "A worked example" })).toBeVisible();
  await expect(page.getByText(/The required annual payment is the smaller, \$44,000/)).toBeVisible();
  await context.close();
});
