/**
 * The application form inside the "We're Hiring" dialog of the career pages (an "Apply Now" button opening a
 * modal titled "We're Hiring" that renders ApplicationForm).
 */
import type { Locator } from "@playwright/test";
import type { Result } from "axe-core";
import { describeViolations, expect, test, type AxeOptions, type EmailAnswer } from "./fixtures";

const resume = {
  name: "lee-okafor-resume.pdf",
  mimeType: "application/pdf",
  buffer: Buffer.from("%PDF-1.7\n%test résumé\n"),
};

const field = (dialog: Locator, label: string) => dialog.getByLabel(new RegExp(`^${label}`));
const submit = (dialog: Locator) => dialog.getByRole("button", { name: /Submit Application|Sending/ });
const position = (dialog: Locator) => dialog.getByRole("combobox", { name: /Position/ });

async function fillIn(dialog: Locator, withFile = true) {
  await field(dialog, "Full Name").fill("Lee Okafor");
  await field(dialog, "Email Address").fill("lee@example.com");
  await field(dialog, "Phone Number").fill("630 555 0100");
  await position(dialog).selectOption("Administrative Assistant");
  if (withFile) await field(dialog, "Résumé").setInputFiles(resume);
}

const chosenFile = (dialog: Locator) =>
  field(dialog, "Résumé").evaluate((input) => (input as HTMLInputElement).files?.[0]?.name ?? null);

let dialog: Locator;

test.beforeEach(async ({ page, gotoHydrated }) => {
  await gotoHydrated("/contact/careers/bookkeeping-specialist");
  await page.getByRole("button", { name: "Apply Now" }).click();
  dialog = page.getByRole("dialog", { name: "We're Hiring" });
  await expect(dialog).toBeVisible();
});

const dialogViolations = async (axe: (options?: AxeOptions) => Promise<Result[]>) =>
  describeViolations(await axe({ include: "[role='dialog']" }));

test.describe("application form in the We're Hiring dialog", () => {
  test("preselects the page's own position", async () => {
    await expect(position(dialog)).toHaveValue("Bookkeeping Specialist");
  });

  test("sends the fields and the résumé as multipart data, then confirms and resets", async ({ axe, emailjs }) => {
    await fillIn(dialog);
    await submit(dialog).click();
    await expect(dialog.getByText("Application submitted successfully!")).toBeVisible();

    expect(emailjs.requests).toHaveLength(1);
    const data = await emailjs.formData(0);
    expect(data.get("first_name")).toBe("Lee Okafor");
    expect(data.get("email_address")).toBe("lee@example.com");
    expect(data.get("phone_number")).toBe("630 555 0100");
    expect(data.get("position_name")).toBe("Administrative Assistant");
    const file = data.get("file_name") as File;
    expect(file.name).toBe(resume.name);
    expect(file.type).toBe("application/pdf");
    expect(Buffer.from(await file.arrayBuffer()).equals(resume.buffer)).toBe(true);
    expect(data.get("service_id")).toBe(emailjs.settings.service_id);
    expect(data.get("template_id")).toBe(emailjs.settings.applicationTemplate);
    expect(data.get("user_id")).toBe(emailjs.settings.user_id);
    expect(data.get("lib_version")).toBe("4.4.1");

    await expect(field(dialog, "Full Name")).toHaveValue("");
    expect(await chosenFile(dialog)).toBeNull();
    expect(await dialogViolations(axe)).toEqual([]);
  });

  test("refuses a file of another type before anything is sent", async ({ page, axe, emailjs }) => {
    await fillIn(dialog, false);
    await field(dialog, "Résumé").setInputFiles({
      name: "resume.docx",
      mimeType: "application/msword",
      buffer: Buffer.from("doc"),
    });
    await submit(dialog).click();
    await expect(dialog.getByText(/“resume\.docx” is not a PDF or an image/)).toBeVisible();
    await expect(page.locator("#application-file_name")).toBeFocused();
    expect(emailjs.requests).toHaveLength(0);
    expect(await dialogViolations(axe)).toEqual([]);

    // Nothing was sent on the way either: the first application that goes out carries the PDF chosen next.
    await field(dialog, "Résumé").setInputFiles(resume);
    await submit(dialog).click();
    await expect(dialog.getByText("Application submitted successfully!")).toBeVisible();
    expect(emailjs.requests).toHaveLength(1);
    expect(((await emailjs.formData(0)).get("file_name") as File).name).toBe(resume.name);
  });

  test("refuses a file over 2 MB before anything is sent", async ({ emailjs }) => {
    await fillIn(dialog, false);
    await field(dialog, "Résumé").setInputFiles({
      name: "scan.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.alloc(3 * 1024 * 1024, 1),
    });
    await submit(dialog).click();
    await expect(dialog.getByText(/“scan\.pdf” is 3 MB; the limit is 2 MB/)).toBeVisible();
    expect(emailjs.requests).toHaveLength(0);

    await field(dialog, "Résumé").setInputFiles(resume);
    await submit(dialog).click();
    await expect(dialog.getByText("Application submitted successfully!")).toBeVisible();
    expect(emailjs.requests).toHaveLength(1);
    expect(((await emailjs.formData(0)).get("file_name") as File).name).toBe(resume.name);
  });

  const failures: [string, EmailAnswer, RegExp][] = [
    ["a server error (500)", { status: 500, body: "Internal Server Error" }, /error 500/],
    ["a rate limit (429)", { status: 429, body: "Too Many Requests" }, /Too many messages/],
    ["a network failure", "abort", /could not reach the email service/],
  ];

  for (const [label, answer, why] of failures) {
    test(`after ${label}, keeps every value and the chosen file`, async ({ axe, emailjs }) => {
      emailjs.answer(answer);
      await fillIn(dialog);
      await submit(dialog).click();
      await expect(dialog.getByText("Failed to send application. Please try again.")).toBeVisible();
      await expect(dialog.getByRole("status")).toHaveText(why);
      await expect(field(dialog, "Full Name")).toHaveValue("Lee Okafor");
      await expect(field(dialog, "Email Address")).toHaveValue("lee@example.com");
      await expect(field(dialog, "Phone Number")).toHaveValue("630 555 0100");
      await expect(position(dialog)).toHaveValue("Administrative Assistant");
      expect(await chosenFile(dialog)).toBe(resume.name);
      expect(await dialogViolations(axe)).toEqual([]);
    });
  }
});
