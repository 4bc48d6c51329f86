import fs from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import ICAL from "ical.js";
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import rulesJson from "../../data/tax-deadline-rules.json";
import { deadlinesFor, type TaxDeadlineRule } from "../../src/lib/tax-deadlines";
import { desktop, launchBrowser, newContext, phone, siteUrl } from "./browser";

const rules = rulesJson as TaxDeadlineRule[];
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface CalendarPage {
  page: Page;
  context: BrowserContext;
  problems: string[];
}

/** /resources with the visitor's clock fixed at `now` (local time), once the calendar has switched to it. */
async function openCalendar(now: string, expectedMonth: string, viewport = desktop): Promise<CalendarPage> {
  const context = await newContext(browser, { viewport, acceptDownloads: true });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
  await page.clock.setFixedTime(new Date(now));
  await page.goto(siteUrl("/resources"), { waitUntil: "load" });
  await monthHeading(page, expectedMonth).waitFor();
  return { page, context, problems };
}

const calendar = (page: Page) => page.getByRole("region", { name: "Tax Deadline Calendar" });
const grid = (page: Page) => calendar(page).getByRole("grid");
const monthHeading = (page: Page, text: string) => calendar(page).getByRole("heading", { level: 3, name: text, exact: true });
const day = (page: Page, date: string) => grid(page).getByRole("gridcell", { name: new RegExp(`^${date}(,|$)`) });
const listRegion = (page: Page) => calendar(page).getByRole("region", { name: /^Deadlines (in|on) / });
const listedTitles = (page: Page) => listRegion(page).getByRole("heading", { level: 4 }).allTextContents();

async function selectedCells(page: Page): Promise<Locator[]> {
  return grid(page).locator('[aria-selected="true"]').all();
}

function expectedTitles(year: number, from: string, to: string, audience?: string): string[] {
  return deadlinesFor(year, rules)
    .filter((e) => e.date >= from && e.date <= to && (!audience || e.audience.includes(audience)))
    .map((e) => e.title);
}

async function downloadText(page: Page, trigger: () => Promise<void>): Promise<{ name: string; text: string }> {
  const [download] = await Promise.all([page.waitForEvent("download"), trigger()]);
  const file = await download.path();
  return { name: download.suggestedFilename(), text: fs.readFileSync(file, "utf8") };
}

function parseEvents(text: string) {
  return new ICAL.Component(ICAL.parse(text)).getAllSubcomponents("vevent").map((v) => new ICAL.Event(v));
}

describe("tax calendar before JavaScript runs", () => {
  it("lists the deadlines of the build month in the server-rendered HTML, in the same box size", async () => {
    const pageData = JSON.parse(
      fs.readFileSync(path.resolve(__dirname, "../../public/page-data/resources/page-data.json"), "utf8"),
    ) as { result: { data: { site: { buildTime: string } } } };
    const buildDate = pageData.result.data.site.buildTime;
    const [year, month] = buildDate.split("-").map(Number);
    const monthName = new Date(Date.UTC(year, month - 1, 1)).toLocaleString("en-US", { month: "long", timeZone: "UTC" });
    const last = new Date(Date.UTC(year, month, 0)).getUTCDate();

    const staticContext = await newContext(browser, { javaScriptEnabled: false });
    const page = await staticContext.newPage();
    await page.goto(siteUrl("/resources"));
    await expect(monthHeading(page, `${monthName} ${year}`).count()).resolves.toBe(1);
    await expect(calendar(page).getByRole("heading", { name: `Deadlines in ${monthName} ${year}` }).count()).resolves.toBe(1);
    const titles = expectedTitles(year, `${buildDate.slice(0, 7)}-01`, `${buildDate.slice(0, 7)}-${last}`);
    expect(titles.length).toBeGreaterThan(0);
    await expect(listedTitles(page)).resolves.toEqual(titles);
    const staticBox = await calendar(page).boundingBox();
    await staticContext.close();

    // After hydration on a clock in another month, the calendar switches month without changing size.
    const { context, page: live, problems } = await openCalendar("2027-04-05T09:00:00", "April 2027");
    const liveBox = await calendar(live).boundingBox();
    expect(liveBox?.height).toBe(staticBox?.height);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe("tax calendar states (clock fixed at Monday, April 5, 2027)", () => {
  let current: CalendarPage;
  beforeEach(async () => {
    current = await openCalendar("2027-04-05T09:00:00", "April 2027");
  });
  afterEach(async () => {
    expect(current.problems).toEqual([]);
    await current.context.close();
  });

  it("starts on today's month with today marked and nothing selected", async () => {
    const { page } = current;
    await expect(grid(page).locator('[aria-current="date"]').count()).resolves.toBe(1);
    await expect(day(page, "April 5, 2027").getAttribute("aria-current")).resolves.toBe("date");
    await expect(selectedCells(page)).resolves.toHaveLength(0);
    await expect(calendar(page).getByLabel("Month", { exact: true }).inputValue()).resolves.toBe("4");
    await expect(page.getByRole("heading", { name: "Deadlines in April 2027" }).count()).resolves.toBe(1);
    await expect(listedTitles(page)).resolves.toEqual(expectedTitles(2027, "2027-04-01", "2027-04-30"));
    // Sun–Sat grid: April 1, 2027 is a Thursday, after four empty cells.
    const headers = await grid(page).getByRole("columnheader").allTextContents();
    expect(headers).toEqual(["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]);
    const firstRow = grid(page).getByRole("row").nth(1).getByRole("gridcell");
    await expect(firstRow.nth(3).textContent()).resolves.toBe("");
    await expect(firstRow.nth(4).getAttribute("data-date")).resolves.toBe("2027-04-01");
    // Days with deadlines say so to a screen reader.
    const count = expectedTitles(2027, "2027-04-15", "2027-04-15").length;
    await expect(day(page, "April 15, 2027").getAttribute("aria-selected")).resolves.toBe("false");
    await expect(grid(page).getByRole("gridcell", { name: `April 15, 2027, ${count} deadlines` }).count()).resolves.toBe(1);
  });

  it("selects a day with events and lists their titles and descriptions", async () => {
    const { page } = current;
    await day(page, "April 15, 2027").click();
    await expect(day(page, "April 15, 2027").getAttribute("aria-selected")).resolves.toBe("true");
    await expect(selectedCells(page)).resolves.toHaveLength(1);
    await expect(page.getByRole("heading", { name: "Deadlines on Thursday, April 15, 2027" }).count()).resolves.toBe(1);
    const expected = deadlinesFor(2027, rules).filter((e) => e.date === "2027-04-15");
    await expect(listedTitles(page)).resolves.toEqual(expected.map((e) => e.title));
    await expect(listRegion(page).getByText(expected[0].description).count()).resolves.toBe(1);
    await expect(listRegion(page).getAttribute("aria-live")).resolves.toBe("polite");
    await calendar(page).getByRole("button", { name: "Show all of April 2027" }).click();
    await expect(selectedCells(page)).resolves.toHaveLength(0);
    await expect(page.getByRole("heading", { name: "Deadlines in April 2027" }).count()).resolves.toBe(1);
  });

  it("shows No events found. for a selected day without deadlines", async () => {
    const { page } = current;
    await day(page, "April 6, 2027").click();
    await expect(day(page, "April 6, 2027").getAttribute("aria-selected")).resolves.toBe("true");
    await expect(listRegion(page).getByText("No events found.").count()).resolves.toBe(1);
    await expect(listedTitles(page)).resolves.toEqual([]);
  });

  it("changes month with the dropdown and clears the selection", async () => {
    const { page } = current;
    await day(page, "April 15, 2027").click();
    await calendar(page).getByLabel("Month", { exact: true }).selectOption({ label: "June" });
    await monthHeading(page, "June 2027").waitFor();
    await expect(selectedCells(page)).resolves.toHaveLength(0);
    await expect(listedTitles(page)).resolves.toEqual(expectedTitles(2027, "2027-06-01", "2027-06-30"));
    await expect(grid(page).locator('[aria-current="date"]').count()).resolves.toBe(0);
  });

  it("filters by audience, in the grid, the list and the download", async () => {
    const { page } = current;
    await calendar(page).getByLabel("Month", { exact: true }).selectOption({ label: "May" });
    await calendar(page).getByLabel("Show deadlines for").selectOption({ label: "Exempt organizations" });
    const titles = expectedTitles(2027, "2027-05-01", "2027-05-31", "Exempt organizations");
    expect(titles).toHaveLength(2);
    await expect(listedTitles(page)).resolves.toEqual(titles);
    await expect(grid(page).getByRole("gridcell", { name: "May 17, 2027, 2 deadlines" }).count()).resolves.toBe(1);
    await expect(grid(page).getByRole("gridcell", { name: /^May 10, 2027$/ }).count()).resolves.toBe(1);
    const { name, text } = await downloadText(page, () =>
      calendar(page).getByRole("button", { name: "Download 2027 deadlines for exempt organizations (.ics)" }).click(),
    );
    expect(name).toBe("tax-deadlines-2027-exempt-organizations.ics");
    const events = parseEvents(text);
    expect(events.map((e) => e.summary)).toEqual(deadlinesFor(2027, rules).filter((e) => e.audience.includes("Exempt organizations")).map((e) => e.title));
  });

  it("moves through the grid with the keyboard (WAI-ARIA date grid) and selects with Enter and Space", async () => {
    const { page } = current;
    const focusedDate = () => page.evaluate(() => document.activeElement?.getAttribute("data-date"));
    await calendar(page).getByLabel("Show deadlines for").focus();
    await page.keyboard.press("Tab");
    expect(await focusedDate()).toBe("2027-04-05"); // the tab stop is today
    await expect(grid(page).locator('[tabindex="0"]').count()).resolves.toBe(1);
    await page.keyboard.press("ArrowRight");
    expect(await focusedDate()).toBe("2027-04-06");
    await page.keyboard.press("ArrowDown");
    expect(await focusedDate()).toBe("2027-04-13");
    await page.keyboard.press("ArrowLeft");
    expect(await focusedDate()).toBe("2027-04-12");
    await page.keyboard.press("ArrowUp");
    expect(await focusedDate()).toBe("2027-04-05");
    await page.keyboard.press("End");
    expect(await focusedDate()).toBe("2027-04-10");
    await page.keyboard.press("Home");
    expect(await focusedDate()).toBe("2027-04-04");
    await page.keyboard.press("Enter");
    await expect(day(page, "April 4, 2027").getAttribute("aria-selected")).resolves.toBe("true");
    await page.keyboard.press("PageDown");
    expect(await focusedDate()).toBe("2027-05-04");
    await monthHeading(page, "May 2027").waitFor();
    await expect(selectedCells(page)).resolves.toHaveLength(0);
    await page.keyboard.press("Shift+PageUp");
    expect(await focusedDate()).toBe("2026-05-04");
    await monthHeading(page, "May 2026").waitFor();
    await page.keyboard.press("PageUp");
    await page.keyboard.press(" ");
    await expect(day(page, "April 4, 2026").getAttribute("aria-selected")).resolves.toBe("true");
    await expect(grid(page).locator('[tabindex="0"]').getAttribute("data-date")).resolves.toBe("2026-04-04");
    await expect(page.getByRole("heading", { name: "Deadlines on Saturday, April 4, 2026" }).count()).resolves.toBe(1);
  });

  it("downloads the displayed year and a single deadline as valid iCalendar files", async () => {
    const { page } = current;
    const year = await downloadText(page, () => calendar(page).getByRole("button", { name: "Download 2027 deadlines (.ics)" }).click());
    expect(year.name).toBe("tax-deadlines-2027.ics");
    expect(year.text.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
    const events = parseEvents(year.text);
    const expected = deadlinesFor(2027, rules);
    expect(events).toHaveLength(expected.length);
    expect(events[0].startDate.isDate).toBe(true);
    expect(events.map((e) => e.startDate.toString())).toEqual(expected.map((e) => e.date));
    expect(events[0].uid).toMatch(/^[a-z0-9-]+-2027\d{4}@riverwalkcpa\.example$/);

    await day(page, "April 15, 2027").click();
    const first = expected.find((e) => e.date === "2027-04-15");
    const single = await downloadText(page, () =>
      listRegion(page).getByRole("button", { name: new RegExp(`^Add to calendar: ${first?.title.replace(/[()]/g, "\\$&")}`) }).click(),
    );
    const [event] = parseEvents(single.text);
    expect(event.summary).toBe(first?.title);
    expect(event.description).toBe(first?.description);
    expect(event.startDate.toString()).toBe("2027-04-15");
    expect(event.uid).toBe(`${first?.ruleId}-20270415@riverwalkcpa.example`);
  });
});

describe("tax calendar across a year boundary (clock fixed at January 5, 2027)", () => {
  it("goes back to December 2026 and forward to February 2027", async () => {
    const { page, context, problems } = await openCalendar("2027-01-05T09:00:00", "January 2027");
    await calendar(page).getByRole("button", { name: "Previous month" }).click();
    await monthHeading(page, "December 2026").waitFor();
    await expect(calendar(page).getByLabel("Month", { exact: true }).inputValue()).resolves.toBe("12");
    await expect(listedTitles(page)).resolves.toEqual(expectedTitles(2026, "2026-12-01", "2026-12-31"));
    await calendar(page).getByRole("button", { name: "Next month" }).click();
    await calendar(page).getByRole("button", { name: "Next month" }).click();
    await monthHeading(page, "February 2027").waitFor();
    // Q4 2026 Form 941 is due Sunday, January 31, 2027, so Monday, February 1.
    await expect(listedTitles(page)).resolves.toContain("Form 941 for the fourth quarter of 2026");
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe.each([
  ["desktop 1280×800", desktop],
  ["phone 375×812", phone],
])("tax calendar accessibility at %s", (_label, viewport) => {
  it("has no axe violations with a day selected", async () => {
    const { page, context, problems } = await openCalendar("2027-04-05T09:00:00", "April 2027", viewport);
    await day(page, "April 15, 2027").click();
    await day(page, "April 15, 2027").focus();
    const results = await new AxeBuilder({ page })
      .include("#tax-calendar-heading")
      .include('section[aria-labelledby="tax-calendar-heading"]')
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
      .analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });
});
