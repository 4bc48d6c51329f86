import type { Page } from "@playwright/test";
import { describeViolations, expect, test, type EmailAnswer, waitForHydration } from "./fixtures";

const typed = {
  "Full Name": "Dana Whitfield",
  "Phone Number": "(630) 555-0199",
  "Email Address": "dana@example.com",
  Message: "We need help with our partnership return and quarterly estimates.",
};

const form = (page: Page) => page.getByRole("form", { name: "Request a free quote" });
const field = (page: Page, label: string) => form(page).getByLabel(new RegExp(`^${label}`));
const sendButton = (page: Page) => form(page).getByRole("button", { name: /Send Message|Sending/ });
const status = (page: Page) => form(page).getByRole("status");

async function fillIn(page: Page) {
  for (const [label, value] of Object.entries(typed)) await field(page, label).fill(value);
}

async function expectValuesKept(page: Page) {
  for (const [label, value] of Object.entries(typed)) await expect(field(page, label)).toHaveValue(value);
}

test.describe("contact form on /about", () => {
  test.beforeEach(async ({ gotoHydrated }) => {
    await gotoHydrated("/about");
  });

  test("sends nothing for an invalid form, explains each field and focuses the first", async ({
    page,
    axe,
    emailjs,
  }) => {
    await field(page, "Email Address").fill("dana@example");
    await sendButton(page).click();

    await expect(status(page)).toContainText("Please correct the 4 highlighted fields.");
    await expect(page.locator("#contact-first_name")).toBeFocused();
    await expect(field(page, "Full Name")).toHaveAttribute("aria-invalid", "true");
    const description = await field(page, "Email Address").evaluate((input) =>
      (input.getAttribute("aria-describedby") ?? "")
        .split(" ")
        .map((id) => document.getElementById(id)?.textContent)
        .join(" "),
    );
    expect(description).toContain("name@example.com");
    expect(emailjs.requests).toHaveLength(0);
    expect(page.url()).toBe(new URL("/about", page.url()).href);
    expect(describeViolations(await axe({ include: "form" }))).toEqual([]);

    // Nothing was sent on the way either: the first message that does go out is the corrected one.
    await fillIn(page);
    await sendButton(page).click();
    await expect(page.getByText("Message sent successfully!")).toBeVisible();
    expect(emailjs.requests).toHaveLength(1);
    expect((await emailjs.formData(0)).get("email_address")).toBe(typed["Email Address"]);
  });

  test("posts the form as multipart data, confirms in the live region and clears the form", async ({
    page,
    axe,
    emailjs,
  }) => {
    await fillIn(page);
    await sendButton(page).dblclick();
    await expect(page.getByText("Message sent successfully!")).toBeVisible();

    expect(emailjs.requests).toHaveLength(1);
    expect(emailjs.requests[0].method()).toBe("POST");
    const data = await emailjs.formData(0);
    expect(data.get("first_name")).toBe(typed["Full Name"]);
    expect(data.get("phone_number")).toBe(typed["Phone Number"]);
    expect(data.get("email_address")).toBe(typed["Email Address"]);
    expect(data.get("message")).toBe(typed.Message);
    expect(data.get("service_id")).toBe(emailjs.settings.service_id);
    expect(data.get("template_id")).toBe(emailjs.settings.contactTemplate);
    expect(data.get("user_id")).toBe(emailjs.settings.user_id);
    expect(data.get("lib_version")).toBe("4.4.1");
    expect(data.get("website")).toBe("");

    for (const label of Object.keys(typed)) await expect(field(page, label)).toHaveValue("");
    expect(describeViolations(await axe({ include: "form" }))).toEqual([]);

    // The draft is gone too: a reload brings back an empty form.
    await page.reload({ waitUntil: "load" });
    await waitForHydration(page);
    await expect(field(page, "Message")).toHaveValue("");
  });

  test("throttles a second message sent straight after the first, without a request", async ({ page, emailjs }) => {
    await fillIn(page);
    await sendButton(page).click();
    await expect(page.getByText("Message sent successfully!")).toBeVisible();
    await fillIn(page);
    await sendButton(page).click();
    await expect(page.getByText("Failed to send message. Please try again.")).toBeVisible();
    await expect(status(page)).toContainText("Too many messages");
    expect(emailjs.requests).toHaveLength(1);
    await expectValuesKept(page);
  });

  // A 429 asks the visitor to wait, so only the other failures may be retried at once.
  const failures: [string, EmailAnswer, RegExp, boolean][] = [
    ["a server error (500)", { status: 500, body: "Internal Server Error" }, /problem right now \(error 500\)/, true],
    ["a rate limit from EmailJS (429)", { status: 429, body: "Too Many Requests" }, /Too many messages/, false],
    ["a network failure", "abort", /could not reach the email service/, true],
  ];

  for (const [label, answer, why, retryAtOnce] of failures) {
    test(`after ${label}, says what happened, offers the phone and keeps every value`, async ({
      page,
      axe,
      emailjs,
    }) => {
      emailjs.answer(answer, { status: 200, body: "OK" });
      await fillIn(page);
      await sendButton(page).click();
      await expect(page.getByText("Failed to send message. Please try again.")).toBeVisible();

      await expect(status(page)).toHaveText(why);
      await expect(status(page)).toHaveText(/\(\d{3}\) \d{3}-\d{4}/);
      await expectValuesKept(page);
      await expect(sendButton(page)).toBeEnabled();
      expect(describeViolations(await axe({ include: "form" }))).toEqual([]);

      if (!retryAtOnce) return;
      // Trying again works straight away: a failed send does not count against the throttle.
      await sendButton(page).click();
      await expect(page.getByText("Message sent successfully!")).toBeVisible();
      expect(emailjs.requests).toHaveLength(2);
    });
  }

  test("shows the sending state while waiting for EmailJS", async ({ page, axe }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("https://api.emailjs.com/**", async (route) => {
      await held;
      await route.fulfill({ status: 200, body: "OK", headers: { "access-control-allow-origin": "*" } });
    });
    await fillIn(page);
    await sendButton(page).click();
    const sending = form(page).getByRole("button", { name: "Sending…" });
    await expect(sending).toBeVisible();
    await expect(sending).toBeDisabled();
    expect(describeViolations(await axe({ include: "form" }))).toEqual([]);
    release();
    await expect(page.getByText("Message sent successfully!")).toBeVisible();
  });

  test("keeps a draft across a reload of the tab", async ({ page }) => {
    await field(page, "Full Name").fill("Dana");
    await field(page, "Message").fill("Half-written question about payroll");
    await page.reload({ waitUntil: "load" });
    await waitForHydration(page);
    await expect(field(page, "Full Name")).toHaveValue("Dana");
    await expect(field(page, "Message")).toHaveValue("Half-written question about payroll");
  });

  test("has a honeypot people cannot reach, and drops submissions that fill it", async ({ page, emailjs }) => {
    const honeypot = form(page).locator('input[name="website"]');
    await expect(honeypot).toHaveAttribute("tabindex", "-1");
    await expect(honeypot).toBeVisible();
    const box = await honeypot.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(0);
    await expect(form(page).getByRole("textbox")).toHaveCount(4);

    await fillIn(page);
    await honeypot.fill("https://cheap-seo.example");
    await sendButton(page).click();
    await expect(page.getByText("Message sent successfully!")).toBeVisible();
    expect(emailjs.requests).toHaveLength(0);

    // Nothing was sent on the way either: the next message a person sends is the first request EmailJS sees.
    await expect(honeypot).toHaveValue("");
    await fillIn(page);
    await sendButton(page).click();
    await expect.poll(() => emailjs.requests.length).toBe(1);
    expect((await emailjs.formData(0)).get("website")).toBe("");
  });

  test("works at phone width", { tag: "@phone" }, async ({ page, axe, emailjs }) => {
    expect(page.viewportSize()?.width).toBe(375);
    await sendButton(page).click();
    expect(describeViolations(await axe({ include: "form" }))).toEqual([]);
    await fillIn(page);
    await sendButton(page).click();
    await expect(page.getByText("Message sent successfully!")).toBeVisible();
    expect(emailjs.requests).toHaveLength(1);
  });
});

test("loads the EmailJS SDK only when a message is sent", async ({ page, emailjs }) => {
  const scripts: string[] = [];
  page.on("response", async (response) => {
    if (response.request().resourceType() === "script") scripts.push(await response.text().catch(() => ""));
  });
  await page.goto("/about", { waitUntil: "networkidle" });
  await waitForHydration(page);
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.some((source) => source.includes("/api/v1.0/email/send-form"))).toBe(false);

  await fillIn(page);
  await sendButton(page).click();
  await expect(page.getByText("Message sent successfully!")).toBeVisible();
  expect(emailjs.requests).toHaveLength(1);
  expect(scripts.some((source) => source.includes("/api/v1.0/email/send-form"))).toBe(true);
});
