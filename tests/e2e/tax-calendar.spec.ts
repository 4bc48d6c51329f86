import fs from "node:fs";
import path from "node:path";
import ICAL from "ical.js";
import type { Locator, Page, Route } from "@playwright/test";
import { deadlines2026, deadlines2027, firstApril15, type ExpectedDeadline } from "./expected-deadlines";
import { describeViolations, expect, siteUrl, test, waitForHydration } from "./fixtures";

const calendar = (page: Page) => page.getByRole("region", { name: "Tax Deadline Calendar" });
const grid = (page: Page) => calendar(page).getByRole("grid");
const monthHeading = (page: Page, text: string) =>
  calendar(page).getByRole("heading", { level: 3, name: text, exact: true });
const day = (page: Page, date: string) => grid(page).getByRole("gridcell", { name: new RegExp(`^${date}(,|$)`) });
const listRegion = (page: Page) => calendar(page).getByRole("region", { name: /^Deadlines (in|on) / });
const listedTitles = (page: Page) => listRegion(page).getByRole("heading", { level: 4 });
const selectedCells = (page: Page): Locator => grid(page).locator('[aria-selected="true"]');

function titles(deadlines: ExpectedDeadline[], from: string, to: string, audience?: string): string[] {
  return deadlines
    .filter((e) => e.date >= from && e.date <= to && (!audience || e.audience.includes(audience)))
    .map((e) => e.title);
}

/** Console errors and warnings and uncaught exceptions of the test's page, checked after every calendar test. */
let problems: string[] = [];
const watched = new WeakSet<Page>();

/**
 * /resources with the visitor's clock fixed at `now` (local time), once the calendar has switched to it: the page's
 * view hydrates as soon as its scripts are in (src/hydration/replay.ts), and only then does the calendar know the day.
 */
async function openCalendar(page: Page, now: string, expectedMonth: string): Promise<void> {
  if (!watched.has(page)) {
    watched.add(page);
    problems = [];
    page.on("console", (message) => {
      // Web fonts the box-size test withholds on purpose are not the page's problem.
      if (/\.woff2?$/.test(message.location().url)) return;
      if (message.type() === "error" || message.type() === "warning")
        problems.push(`${message.type()}: ${message.text()}`);
    });
    page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
  }
  await page.clock.setFixedTime(new Date(now));
  await page.goto("/resources", { waitUntil: "load" });
  await waitForHydration(page);
  await expect(monthHeading(page, expectedMonth)).toBeVisible();
}

async function downloadText(page: Page, trigger: () => Promise<void>): Promise<{ name: string; text: string }> {
  const [download] = await Promise.all([page.waitForEvent("download"), trigger()]);
  const file = await download.path();
  return { name: download.suggestedFilename(), text: fs.readFileSync(file, "utf8") };
}

function parseEvents(text: string) {
  return new ICAL.Component(ICAL.parse(text)).getAllSubcomponents("vevent").map((v) => new ICAL.Event(v));
}

test.use({ acceptDownloads: true });

test("lists the deadlines of the build month in the server-rendered HTML, in the same box size", async ({
  page,
  browser,
}) => {
  const pageData = JSON.parse(
    fs.readFileSync(path.resolve(__dirname, "../../public/page-data/resources/page-data.json"), "utf8"),
  ) as { result: { data: { site: { buildTime: string } } } };
  const buildDate = pageData.result.data.site.buildTime;
  const [year, month] = buildDate.split("-").map(Number);
  const monthName = new Date(Date.UTC(year, month - 1, 1)).toLocaleString("en-US", { month: "long", timeZone: "UTC" });
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();

  const staticContext = await browser.newContext({ javaScriptEnabled: false, viewport: page.viewportSize() });
  const staticPage = await staticContext.newPage();
  // Fonts are `font-display: optional`: whether a load uses the web font or the fallback depends on timing, and the
  // text wraps differently in each. Both boxes compared here are measured in the fallback font, so only the layout
  // is compared.
  const noWebFonts = (route: Route) => route.abort();
  await staticContext.route(/\.woff2?$/, noWebFonts);
  await page.context().route(/\.woff2?$/, noWebFonts);
  await staticPage.goto(siteUrl("/resources"));
  await expect(monthHeading(staticPage, `${monthName} ${year}`)).toHaveCount(1);
  await expect(calendar(staticPage).getByRole("heading", { name: `Deadlines in ${monthName} ${year}` })).toHaveCount(1);
  const serverTitles = await listedTitles(staticPage).allTextContents();
  expect(serverTitles.length).toBeGreaterThan(0);
  // For a build in 2026 or 2027 the list is pinned here; any other year is held to what the live calendar shows.
  const known = { 2026: deadlines2026, 2027: deadlines2027 }[year];
  if (known)
    expect(serverTitles).toEqual(titles(known, `${buildDate.slice(0, 7)}-01`, `${buildDate.slice(0, 7)}-${last}`));
  const staticBox = await calendar(staticPage).boundingBox();
  await staticContext.close();

  // The live calendar on the build date lists the same deadlines as the server-rendered one.
  await openCalendar(page, `${buildDate.slice(0, 10)}T12:00:00`, `${monthName} ${year}`);
  await expect(listedTitles(page)).toHaveText(serverTitles);
  // After hydration on a clock in another month, the calendar switches month without changing size.
  await openCalendar(page, "2027-04-05T09:00:00", "April 2027");
  expect((await calendar(page).boundingBox())?.height).toBe(staticBox?.height);
  expect(problems).toEqual([]);
});

test.describe("tax calendar states (clock fixed at Monday, April 5, 2027)", () => {
  test.beforeEach(async ({ page }) => {
    await openCalendar(page, "2027-04-05T09:00:00", "April 2027");
  });
  test.afterEach(() => {
    expect(problems).toEqual([]);
  });

  test("starts on today's month with today marked and nothing selected", async ({ page }) => {
    await expect(grid(page).locator('[aria-current="date"]')).toHaveCount(1);
    await expect(day(page, "April 5, 2027")).toHaveAttribute("aria-current", "date");
    await expect(selectedCells(page)).toHaveCount(0);
    await expect(calendar(page).getByLabel("Month", { exact: true })).toHaveValue("4");
    await expect(page.getByRole("heading", { name: "Deadlines in April 2027" })).toHaveCount(1);
    await expect(listedTitles(page)).toHaveText(titles(deadlines2027, "2027-04-01", "2027-04-30"));
    // Sun–Sat grid: April 1, 2027 is a Thursday, after four empty cells.
    await expect(grid(page).getByRole("columnheader")).toHaveText(["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]);
    const firstRow = grid(page).getByRole("row").nth(1).getByRole("gridcell");
    expect(await firstRow.nth(3).textContent()).toBe("");
    await expect(firstRow.nth(4)).toHaveAttribute("data-date", "2027-04-01");
    // Days with deadlines say so to a screen reader.
    const count = titles(deadlines2027, "2027-04-15", "2027-04-15").length;
    await expect(day(page, "April 15, 2027")).toHaveAttribute("aria-selected", "false");
    await expect(grid(page).getByRole("gridcell", { name: `April 15, 2027, ${count} deadlines` })).toHaveCount(1);
  });

  test("selects a day with events and lists their titles and descriptions", async ({ page }) => {
    await day(page, "April 15, 2027").click();
    await expect(day(page, "April 15, 2027")).toHaveAttribute("aria-selected", "true");
    await expect(selectedCells(page)).toHaveCount(1);
    await expect(page.getByRole("heading", { name: "Deadlines on Thursday, April 15, 2027" })).toHaveCount(1);
    await expect(listedTitles(page)).toHaveText(titles(deadlines2027, "2027-04-15", "2027-04-15"));
    await expect(listRegion(page).getByText(firstApril15.description)).toHaveCount(1);
    await expect(listRegion(page)).toHaveAttribute("aria-live", "polite");
    await calendar(page).getByRole("button", { name: "Show all of April 2027" }).click();
    await expect(selectedCells(page)).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Deadlines in April 2027" })).toHaveCount(1);
  });

  test("shows No events found. for a selected day without deadlines", async ({ page }) => {
    await day(page, "April 6, 2027").click();
    await expect(day(page, "April 6, 2027")).toHaveAttribute("aria-selected", "true");
    await expect(listRegion(page).getByText("No events found.")).toHaveCount(1);
    await expect(listedTitles(page)).toHaveCount(0);
  });

  test("changes month with the dropdown and clears the selection", async ({ page }) => {
    await day(page, "April 15, 2027").click();
    await expect(selectedCells(page)).toHaveCount(1);
    await calendar(page).getByLabel("Month", { exact: true }).selectOption({ label: "June" });
    await expect(monthHeading(page, "June 2027")).toBeVisible();
    await expect(selectedCells(page)).toHaveCount(0);
    await expect(listedTitles(page)).toHaveText(titles(deadlines2027, "2027-06-01", "2027-06-30"));
    await expect(grid(page).locator('[aria-current="date"]')).toHaveCount(0);
  });

  test("filters by audience, in the grid, the list and the download", async ({ page }) => {
    await calendar(page).getByLabel("Month", { exact: true }).selectOption({ label: "May" });
    await calendar(page).getByLabel("Show deadlines for").selectOption({ label: "Exempt organizations" });
    const expected = titles(deadlines2027, "2027-05-01", "2027-05-31", "Exempt organizations");
    expect(expected).toHaveLength(2);
    await expect(listedTitles(page)).toHaveText(expected);
    await expect(grid(page).getByRole("gridcell", { name: "May 17, 2027, 2 deadlines" })).toHaveCount(1);
    await expect(grid(page).getByRole("gridcell", { name: /^May 10, 2027$/ })).toHaveCount(1);
    const { name, text } = await downloadText(page, () =>
      calendar(page).getByRole("button", { name: "Download 2027 deadlines for exempt organizations (.ics)" }).click(),
    );
    expect(name).toBe("tax-deadlines-2027-exempt-organizations.ics");
    const events = parseEvents(text);
    expect(events.map((e) => e.summary)).toEqual(
      titles(deadlines2027, "2027-01-01", "2027-12-31", "Exempt organizations"),
    );
  });

  test("moves through the grid with the keyboard (WAI-ARIA date grid) and selects with Enter and Space", async ({
    page,
  }) => {
    const focused = grid(page).locator(":focus");
    await calendar(page).getByLabel("Show deadlines for").focus();
    await page.keyboard.press("Tab");
    await expect(focused).toHaveAttribute("data-date", "2027-04-05"); // the tab stop is today
    await expect(grid(page).locator('[tabindex="0"]')).toHaveCount(1);
    for (const [key, date] of [
      ["ArrowRight", "2027-04-06"],
      ["ArrowDown", "2027-04-13"],
      ["ArrowLeft", "2027-04-12"],
      ["ArrowUp", "2027-04-05"],
      ["End", "2027-04-10"],
      ["Home", "2027-04-04"],
    ]) {
      await page.keyboard.press(key);
      await expect(focused).toHaveAttribute("data-date", date);
    }
    await page.keyboard.press("Enter");
    await expect(day(page, "April 4, 2027")).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("PageDown");
    await expect(focused).toHaveAttribute("data-date", "2027-05-04");
    await expect(monthHeading(page, "May 2027")).toBeVisible();
    await expect(selectedCells(page)).toHaveCount(0);
    await page.keyboard.press("Shift+PageUp");
    await expect(focused).toHaveAttribute("data-date", "2026-05-04");
    await expect(monthHeading(page, "May 2026")).toBeVisible();
    await page.keyboard.press("PageUp");
    await expect(focused).toHaveAttribute("data-date", "2026-04-04");
    await page.keyboard.press(" ");
    await expect(day(page, "April 4, 2026")).toHaveAttribute("aria-selected", "true");
    await expect(grid(page).locator('[tabindex="0"]')).toHaveAttribute("data-date", "2026-04-04");
    await expect(page.getByRole("heading", { name: "Deadlines on Saturday, April 4, 2026" })).toHaveCount(1);
  });

  test("downloads the displayed year and a single deadline as valid iCalendar files", async ({ page }) => {
    const year = await downloadText(page, () =>
      calendar(page).getByRole("button", { name: "Download 2027 deadlines (.ics)" }).click(),
    );
    expect(year.name).toBe("tax-deadlines-2027.ics");
    expect(year.text.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
    const events = parseEvents(year.text);
    expect(events).toHaveLength(deadlines2027.length);
    expect(events[0].startDate.isDate).toBe(true);
    expect(events.map((e) => e.startDate.toString())).toEqual(deadlines2027.map((e) => e.date));
    expect(events.map((e) => e.summary)).toEqual(deadlines2027.map((e) => e.title));
    expect(events[0].uid).toMatch(/^[a-z0-9-]+-2027\d{4}@riverwalkcpa\.example$/);

    await day(page, "April 15, 2027").click();
    await expect(day(page, "April 15, 2027")).toHaveAttribute("aria-selected", "true");
    const single = await downloadText(page, () =>
      listRegion(page)
        .getByRole("button", { name: new RegExp(`^Add to calendar: ${firstApril15.title.replace(/[()]/g, "\\$&")}`) })
        .click(),
    );
    const [event] = parseEvents(single.text);
    expect(event.summary).toBe(firstApril15.title);
    expect(event.description).toBe(firstApril15.description);
    expect(event.startDate.toString()).toBe("2027-04-15");
    expect(event.uid).toBe(firstApril15.uid);
  });
});

test("tax calendar goes back to December 2026 and forward to February 2027 (clock fixed at January 5, 2027)", async ({
  page,
}) => {
  await openCalendar(page, "2027-01-05T09:00:00", "January 2027");
  await calendar(page).getByRole("button", { name: "Previous month" }).click();
  await expect(monthHeading(page, "December 2026")).toBeVisible();
  await expect(calendar(page).getByLabel("Month", { exact: true })).toHaveValue("12");
  await expect(listedTitles(page)).toHaveText(titles(deadlines2026, "2026-12-01", "2026-12-31"));
  await calendar(page).getByRole("button", { name: "Next month" }).click();
  await expect(monthHeading(page, "January 2027")).toBeVisible();
  await calendar(page).getByRole("button", { name: "Next month" }).click();
  await expect(monthHeading(page, "February 2027")).toBeVisible();
  // Q4 2026 Form 941 is due Sunday, January 31, 2027, so Monday, February 1.
  await expect(listedTitles(page)).toContainText(["Form 941 for the fourth quarter of 2026"]);
  expect(problems).toEqual([]);
});

test("tax calendar has no axe violations with a day selected", { tag: "@both" }, async ({ page, axe }) => {
  await openCalendar(page, "2027-04-05T09:00:00", "April 2027");
  await day(page, "April 15, 2027").click();
  await day(page, "April 15, 2027").focus();
  await expect(day(page, "April 15, 2027")).toHaveAttribute("aria-selected", "true");
  expect(
    describeViolations(
      await axe({ include: ["#tax-calendar-heading", 'section[aria-labelledby="tax-calendar-heading"]'] }),
    ),
  ).toEqual([]);
  expect(problems).toEqual([]);
});
