import AxeBuilder from "@axe-core/playwright";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { launchBrowser, newContext, phone, siteUrl, waitForHydration } from "./browser";
import { expectedEmailSettings, interceptEmailJs, multipartOf, type Answer } from "./email-endpoint";

const tags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
const typed = {
  "Full Name": "Dana Whitfield",
  "Phone Number": "(630) 555-0199",
  "Email Address": "dana@example.com",
  Message: "We need help with our partnership return and quarterly estimates.",
};

let browser: Browser;
let context: BrowserContext;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});
beforeEach(async () => {
  context = await newContext(browser);
});
afterEach(async () => {
  await context.close();
});

const form = (page: Page) => page.getByRole("form", { name: "Request a free quote" });
const field = (page: Page, label: string) => form(page).getByLabel(new RegExp(`^${label}`));
const sendButton = (page: Page) => form(page).getByRole("button", { name: /Send Message|Sending/ });
const status = (page: Page) => form(page).getByRole("status");

async function openAbout(): Promise<Page> {
  const page = await context.newPage();
  await page.goto(siteUrl("/about"), { waitUntil: "load" });
  await waitForHydration(page);
  return page;
}

async function fillIn(page: Page) {
  for (const [label, value] of Object.entries(typed)) await field(page, label).fill(value);
}

async function expectValuesKept(page: Page) {
  for (const [label, value] of Object.entries(typed)) await expectValue(page, label, value);
}

async function expectValue(page: Page, label: string, value: string) {
  expect(await field(page, label).inputValue()).toBe(value);
}

async function expectAxeClean(page: Page) {
  const results = await new AxeBuilder({ page }).include("form").withTags(tags).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

describe("contact form on /about", () => {
  it("sends nothing for an invalid form, explains each field and focuses the first", async () => {
    const page = await openAbout();
    const requests = await interceptEmailJs(page, { status: 200, body: "OK" });
    await field(page, "Email Address").fill("dana@example");
    await sendButton(page).click();

    await expect(status(page).textContent()).resolves.toContain("Please correct the 4 highlighted fields.");
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("contact-first_name");
    await expect(field(page, "Full Name").getAttribute("aria-invalid")).resolves.toBe("true");
    const description = await field(page, "Email Address").evaluate((input) =>
      (input.getAttribute("aria-describedby") ?? "")
        .split(" ")
        .map((id) => document.getElementById(id)?.textContent)
        .join(" "),
    );
    expect(description).toContain("name@example.com");
    await page.waitForTimeout(300);
    expect(requests).toHaveLength(0);
    expect(page.url()).toBe(siteUrl("/about"));
    await expectAxeClean(page);
  });

  it("loads the EmailJS SDK only when a message is sent", async () => {
    const scripts: string[] = [];
    const page = await context.newPage();
    page.on("response", async (response) => {
      if (response.request().resourceType() === "script") scripts.push(await response.text().catch(() => ""));
    });
    await page.goto(siteUrl("/about"), { waitUntil: "networkidle" });
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.some((source) => source.includes("/api/v1.0/email/send-form"))).toBe(false);

    const requests = await interceptEmailJs(page, { status: 200, body: "OK" });
    await fillIn(page);
    await sendButton(page).click();
    await page.getByText("Message sent successfully!").waitFor();
    expect(requests).toHaveLength(1);
    expect(scripts.some((source) => source.includes("/api/v1.0/email/send-form"))).toBe(true);
  });

  it("posts the form as multipart data, confirms in the live region and clears the form", async () => {
    const page = await openAbout();
    const requests = await interceptEmailJs(page, { status: 200, body: "OK" });
    await fillIn(page);
    await sendButton(page).dblclick();
    await page.getByText("Message sent successfully!").waitFor();

    expect(requests).toHaveLength(1);
    expect(requests[0].method()).toBe("POST");
    const data = await multipartOf(requests[0]);
    expect(data.get("first_name")).toBe(typed["Full Name"]);
    expect(data.get("phone_number")).toBe(typed["Phone Number"]);
    expect(data.get("email_address")).toBe(typed["Email Address"]);
    expect(data.get("message")).toBe(typed.Message);
    expect(data.get("service_id")).toBe(expectedEmailSettings.service_id);
    expect(data.get("template_id")).toBe(expectedEmailSettings.contactTemplate);
    expect(data.get("user_id")).toBe(expectedEmailSettings.user_id);
    expect(data.get("lib_version")).toBe("4.4.1");
    expect(data.get("website")).toBe("");

    for (const label of Object.keys(typed)) await expectValue(page, label, "");
    await expectAxeClean(page);

    // The draft is gone too: a reload brings back an empty form.
    await page.reload({ waitUntil: "load" });
    await waitForHydration(page);
    await expectValue(page, "Message", "");
  });

  it("throttles a second message sent straight after the first, without a request", async () => {
    const page = await openAbout();
    const requests = await interceptEmailJs(page, { status: 200, body: "OK" });
    await fillIn(page);
    await sendButton(page).click();
    await page.getByText("Message sent successfully!").waitFor();
    await fillIn(page);
    await sendButton(page).click();
    await page.getByText("Failed to send message. Please try again.").waitFor();
    expect(await status(page).textContent()).toContain("Too many messages");
    expect(requests).toHaveLength(1);
    await expectValuesKept(page);
  });

  // A 429 asks the visitor to wait, so only the other failures may be retried at once.
  const failures: [string, Answer, RegExp, boolean][] = [
    ["a server error (500)", { status: 500, body: "Internal Server Error" }, /problem right now \(error 500\)/, true],
    ["a rate limit from EmailJS (429)", { status: 429, body: "Too Many Requests" }, /Too many messages/, false],
    ["a network failure", "abort", /could not reach the email service/, true],
  ];

  it.each(failures)("after %s, says what happened, offers the phone and keeps every value", async (...args) => {
    const [, answer, why, retryAtOnce] = args;
    const page = await openAbout();
    const requests = await interceptEmailJs(page, answer, { status: 200, body: "OK" });
    await fillIn(page);
    await sendButton(page).click();
    await page.getByText("Failed to send message. Please try again.").waitFor();

    const text = (await status(page).textContent()) ?? "";
    expect(text).toMatch(why);
    expect(text).toMatch(/\(\d{3}\) \d{3}-\d{4}/);
    await expectValuesKept(page);
    expect(await sendButton(page).isEnabled()).toBe(true);
    await expectAxeClean(page);

    if (!retryAtOnce) return;
    // Trying again works straight away: a failed send does not count against the throttle.
    await sendButton(page).click();
    await page.getByText("Message sent successfully!").waitFor();
    expect(requests).toHaveLength(2);
  });

  it("shows the sending state while waiting for EmailJS", async () => {
    const page = await openAbout();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("https://api.emailjs.com/**", async (route) => {
      await held;
      await route.fulfill({ status: 200, body: "OK", headers: { "access-control-allow-origin": "*" } });
    });
    await fillIn(page);
    await sendButton(page).click();
    const sending = form(page).getByRole("button", { name: "Sending…" });
    await sending.waitFor();
    expect(await sending.isDisabled()).toBe(true);
    await expectAxeClean(page);
    release();
    await page.getByText("Message sent successfully!").waitFor();
  });

  it("keeps a draft across a reload of the tab", async () => {
    const page = await openAbout();
    await field(page, "Full Name").fill("Dana");
    await field(page, "Message").fill("Half-written question about payroll");
    await page.reload({ waitUntil: "load" });
    await waitForHydration(page);
    await page.waitForFunction(() => (document.getElementById("contact-first_name") as HTMLInputElement).value !== "");
    await expectValue(page, "Full Name", "Dana");
    await expectValue(page, "Message", "Half-written question about payroll");
  });

  it("has a honeypot people cannot reach, and drops submissions that fill it", async () => {
    const page = await openAbout();
    const requests = await interceptEmailJs(page, { status: 200, body: "OK" });
    const honeypot = form(page).locator('input[name="website"]');
    expect(await honeypot.getAttribute("tabindex")).toBe("-1");
    expect(await honeypot.isVisible()).toBe(true);
    const box = await honeypot.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(0);
    expect(await form(page).getByRole("textbox").count()).toBe(4);

    await fillIn(page);
    await honeypot.fill("https://cheap-seo.example");
    await sendButton(page).click();
    await page.getByText("Message sent successfully!").waitFor();
    await page.waitForTimeout(300);
    expect(requests).toHaveLength(0);
  });

  it("works at phone width", async () => {
    await context.close();
    context = await newContext(browser, { viewport: phone });
    const page = await openAbout();
    const requests = await interceptEmailJs(page, { status: 200, body: "OK" });
    await sendButton(page).click();
    await expectAxeClean(page);
    await fillIn(page);
    await sendButton(page).click();
    await page.getByText("Message sent successfully!").waitFor();
    expect(requests).toHaveLength(1);
  });
});
