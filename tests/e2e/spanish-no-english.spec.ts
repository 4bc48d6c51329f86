/**
 * No English on a Spanish page: every Spanish route, and every state a visitor can bring a
 * Spanish page into — form validation and each outcome of a send (sent, refused, server error, rate limit, lost
 * connection, the throttle), the application dialog, the calendar's filters and empty day, the planner's errors and
 * results, search with and without results — shows and says nothing that is a sentence of the English edition
 * (tests/e2e/no-english.ts says what counts, english-exemptions.json what is left alone).
 */
import type { Locator, Page } from "@playwright/test";
import en from "../../data/interface/en.json";
import es from "../../data/interface/es.json";
import { expect, test, waitForHydration, type EmailAnswer, type EmailJsStandIn } from "./fixtures";
import { englishOn, englishPhrases } from "./no-english";
import { fillPlanner } from "./planner";
import { spanishRoute } from "./routes";
import { collection } from "../helpers/data";
import { collectionIn } from "../../gatsby/translations";
import { nameInText } from "../../src/lib/locale";
import linkLanguages from "../../data/interface/link-languages.json";

const careers = collection<{ slug: string; applyOnline: boolean }[]>("careers");

const hydrated = (page: Page) => waitForHydration(page);

/** Collects the English found on `page` in each state the test brings it into, each line named by its state. */
function englishByState(page: Page) {
  const found: string[] = [];
  const check = async (state: string) => found.push(...(await englishOn(page)).map((line) => `${state}: ${line}`));
  return { found, check };
}

test("the English phrases to look for cover the dictionary, the data and the articles", () => {
  const phrases = englishPhrases();
  const from = new Set(phrases.map((entry) => entry.from.replace(/\/[^/]+$/, "")));
  // The dictionary, the English articles and the English records of data/ (data/<collection>/en/, data/site/en/).
  const kinds = new Set(
    [...from].map((folder) => folder.replace(/^data\/(?!interface$|insights\/)[a-z-]+\/en$/, "records")),
  );
  expect(kinds).toEqual(new Set(["data/interface", "records", "data/insights/en"]));
  // A phrase once found on the Spanish job postings is one of them.
  expect(phrases.map((entry) => entry.phrase).some((phrase) => /^Email your résumé/.test(phrase))).toBe(true);
});

test("a Spanish page with an English sentence put back fails the check", async ({ warmPage: page }) => {
  await page.goto("/es/contact", { waitUntil: "load" });
  await hydrated(page);
  await page.evaluate((text) => document.querySelector("main")?.append(text), "Message sent successfully!");
  // In an attribute a screen reader announces: a sentence of English data with its placeholder filled in.
  const english = en.errors.email.server.replace("{status}", "500");
  await page.evaluate((text) => {
    const note = document.createElement("p");
    note.setAttribute("aria-label", text);
    document.querySelector("main")?.append(note);
  }, english);
  // A service's name capitalised inside a sentence, and a link to an English page the IRS publishes in Spanish.
  const payroll = collectionIn("services", "es") as unknown as { slug: string; navLabel: string }[];
  const name = payroll.find((service) => nameInText(service.navLabel, "es") !== service.navLabel)?.navLabel ?? "";
  const twin = linkLanguages.spanishTwins[0];
  await page.evaluate(
    ([sentence, href]) => {
      const link = document.createElement("a");
      link.href = href;
      link.textContent = sentence;
      document.querySelector("main")?.append(link);
    },
    [`Artículos sobre ${name}`, twin.en],
  );
  const found = await englishOn(page);
  expect(found.some((line) => line.includes(`"${name}" capitalised inside a sentence`))).toBe(true);
  expect(found.some((line) => line.includes(`links ${twin.en}`))).toBe(true);
  expect(found.some((line) => line.includes("Message sent successfully!"))).toBe(true);
  expect(found.some((line) => line.includes("The email service is having a problem right now"))).toBe(true);
});

/** Waits until the form has finished a send: the request went out and the button is back. */
async function sent(form: Locator, emailjs: EmailJsStandIn, requests: number) {
  await expect.poll(() => emailjs.requests.length).toBe(requests);
  await expect(form.getByRole("button", { name: es.contact.submit })).toBeEnabled();
  await expect(form.getByRole("status")).not.toBeEmpty();
}

test("the Spanish contact form stays Spanish through validation and every outcome of a send", async ({
  page,
  gotoHydrated,
  emailjs,
}) => {
  await gotoHydrated("/es/about");
  const form = page.getByRole("form", { name: es.contact.formName });
  const submit = form.getByRole("button", { name: es.contact.submit });
  const { found, check } = englishByState(page);

  await form.locator('[name="email_address"]').fill("dana@example");
  await submit.click();
  await expect(form.getByRole("status")).not.toBeEmpty();
  await check("validation");

  const fillIn = async (message: string) => {
    await form.locator('[name="first_name"]').fill("Dana Whitfield");
    await form.locator('[name="phone_number"]').fill("(630) 555-0199");
    await form.locator('[name="email_address"]').fill("dana@example.com");
    await form.locator('[name="message"]').fill(message);
  };
  await fillIn("Necesitamos ayuda con la declaración de nuestra sociedad.");
  const failures: [string, EmailAnswer][] = [
    ["refused (400)", { status: 400, body: "The template ID is invalid" }],
    ["server error (500)", { status: 500, body: "Internal Server Error" }],
    ["lost connection", "abort"],
  ];
  let requests = 0;
  for (const [state, answer] of failures) {
    emailjs.answer(answer);
    await submit.click();
    await sent(form, emailjs, (requests += 1));
    await check(state);
  }
  emailjs.answer({ status: 200, body: "OK" });
  await submit.click();
  await sent(form, emailjs, (requests += 1));
  await check("sent");

  // A second message straight after the first is held back without a request.
  await fillIn("Una pregunta más.");
  await submit.click();
  await expect(form.getByRole("status")).not.toBeEmpty();
  expect(emailjs.requests).toHaveLength(requests);
  await check("throttled");

  // EmailJS's own rate limit, on a fresh visit (a 429 asks the visitor to wait, so it comes last).
  await page.evaluate(() => {
    window.localStorage.clear();
    window.sessionStorage.clear();
  });
  await gotoHydrated("/es/about");
  await fillIn("Otra pregunta.");
  emailjs.answer({ status: 429, body: "Too Many Requests" });
  await submit.click();
  await sent(form, emailjs, (requests += 1));
  await check("rate limit (429)");
  expect(found).toEqual([]);
});

test("the application dialog of a Spanish job posting stays Spanish", async ({ page, gotoHydrated, emailjs }) => {
  const online = careers.find((career) => career.applyOnline);
  expect(online).toBeTruthy();
  await gotoHydrated(spanishRoute(`/contact/careers/${online?.slug}`));
  const { found, check } = englishByState(page);
  await page.getByRole("button", { name: es.careers.applyNow }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await check("open");
  const submit = dialog.getByRole("button", { name: es.careers.submit });
  await submit.click();
  await expect(dialog.getByRole("status")).not.toBeEmpty();
  await check("validation");
  await dialog.locator('[name="first_name"]').fill("Lee Okafor");
  await dialog.locator('[name="email_address"]').fill("lee@example.com");
  await dialog.locator('[name="phone_number"]').fill("630 555 0100");
  await dialog.locator('input[type="file"]').setInputFiles({
    name: "curriculum.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("%PDF-1.7\n%test\n"),
  });
  emailjs.answer({ status: 500, body: "Internal Server Error" }, { status: 200, body: "OK" });
  await submit.click();
  await expect.poll(() => emailjs.requests.length).toBe(1);
  await expect(submit).toBeEnabled();
  await check("server error");
  await submit.click();
  await expect.poll(() => emailjs.requests.length).toBe(2);
  await expect(dialog.getByRole("status")).not.toBeEmpty();
  await check("sent");
  expect(found).toEqual([]);
});

test("the Spanish tax calendar stays Spanish under every filter and on a day without deadlines", async ({
  page,
  gotoHydrated,
}) => {
  await gotoHydrated("/es/resources");
  const calendar = page.getByRole("region", { name: es.taxCalendar.heading });
  const { found, check } = englishByState(page);
  for (const select of await calendar.locator("select").all()) {
    const name = (await select.getAttribute("id")) ?? "select";
    const options = await select
      .locator("option")
      .evaluateAll((items) => items.map((item) => (item as HTMLOptionElement).value));
    for (const value of options) {
      await select.selectOption(value);
      await check(`${name}=${value}`);
    }
    await select.selectOption(options[0]);
  }
  const emptyDay = calendar.locator('[role="gridcell"][data-date]:not([aria-label*=","])').first();
  await emptyDay.click();
  await expect(emptyDay).toHaveAttribute("aria-selected", "true");
  await check("day without deadlines");
  expect(found).toEqual([]);
});

test("the Spanish planner stays Spanish in its errors and its results", async ({ page, gotoHydrated }) => {
  await gotoHydrated("/es/resources/estimated-tax-planner");
  const { found, check } = englishByState(page);
  await page.getByRole("button", { name: es.planner.submit }).click();
  await check("errors");
  const entry = { withholding: "0", high: false, paid: "0" };
  await fillPlanner(page, "es", { ...entry, expectedTax: "24000", priorYearTax: "20000" });
  await page.getByRole("button", { name: es.planner.submit }).click();
  await expect(
    page.getByRole("region", { name: new RegExp(es.planner.resultHeading.replace(/\{\w+\}.*$/, "")) }),
  ).toBeVisible();
  await check("result");
  await fillPlanner(page, "es", { ...entry, expectedTax: "2000", withholding: "5000", priorYearTax: "3000" });
  await page.getByRole("button", { name: es.planner.submit }).click();
  await check("withholding covers the tax");
  expect(found).toEqual([]);
});

test("Spanish search stays Spanish with results and without", async ({ page, gotoHydrated }) => {
  const { found, check } = englishByState(page);
  await gotoHydrated("/es/search");
  await check("before a search");
  const box = page.getByRole("searchbox", { name: es.search.fieldLabel });
  await box.fill("nómina");
  await box.press("Enter");
  await expect(page.getByRole("heading", { name: es.search.resultsHeading })).toBeVisible();
  await check("results");
  await box.fill("zzqxw");
  await box.press("Enter");
  await expect(page.getByRole("heading", { name: /zzqxw/ })).toBeVisible();
  await check("no results");
  expect(found).toEqual([]);
});
