/**
 * The application form inside the "We're Hiring" dialog of the career pages. The dialog itself is built
 * in issue 4 (an "Apply Now" button opening a modal titled "We're Hiring" that renders ApplicationForm).
 */
import AxeBuilder from "@axe-core/playwright";
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { launchBrowser, newContext, openHydrated } from "./browser";
import { expectedEmailSettings, interceptEmailJs, multipartOf, type Answer } from "./email-endpoint";

const tags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
const resume = { name: "lee-okafor-resume.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.7\n%test résumé\n") };

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

async function openDialog(route = "/contact/careers/bookkeeping-specialist"): Promise<{ page: Page; dialog: Locator }> {
  const page = await openHydrated(context, route);
  await page.getByRole("button", { name: "Apply Now" }).click();
  const dialog = page.getByRole("dialog", { name: "We're Hiring" });
  await dialog.waitFor();
  return { page, dialog };
}

const field = (dialog: Locator, label: string) => dialog.getByLabel(new RegExp(`^${label}`));
const submit = (dialog: Locator) => dialog.getByRole("button", { name: /Submit Application|Sending/ });

async function fillIn(dialog: Locator, withFile = true) {
  await field(dialog, "Full Name").fill("Lee Okafor");
  await field(dialog, "Email Address").fill("lee@example.com");
  await field(dialog, "Phone Number").fill("630 555 0100");
  await dialog.getByRole("combobox", { name: /Position/ }).selectOption("Administrative Assistant");
  if (withFile) await field(dialog, "Résumé").setInputFiles(resume);
}

const chosenFile = (dialog: Locator) =>
  field(dialog, "Résumé").evaluate((input) => (input as HTMLInputElement).files?.[0]?.name ?? null);

async function expectAxeClean(page: Page) {
  const results = await new AxeBuilder({ page }).include("[role='dialog']").withTags(tags).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

describe("application form in the We're Hiring dialog", () => {
  it("preselects the page's own position", async () => {
    const { dialog } = await openDialog();
    expect(await dialog.getByRole("combobox", { name: /Position/ }).inputValue()).toBe("Bookkeeping Specialist");
  });

  it("sends the fields and the résumé as multipart data, then confirms and resets", async () => {
    const { page, dialog } = await openDialog();
    const requests = await interceptEmailJs(page, { status: 200, body: "OK" });
    await fillIn(dialog);
    await submit(dialog).click();
    await dialog.getByText("Application submitted successfully!").waitFor();

    expect(requests).toHaveLength(1);
    const data = await multipartOf(requests[0]);
    expect(data.get("first_name")).toBe("Lee Okafor");
    expect(data.get("email_address")).toBe("lee@example.com");
    expect(data.get("phone_number")).toBe("630 555 0100");
    expect(data.get("position_name")).toBe("Administrative Assistant");
    const file = data.get("file_name") as File;
    expect(file.name).toBe(resume.name);
    expect(file.type).toBe("application/pdf");
    expect(Buffer.from(await file.arrayBuffer()).equals(resume.buffer)).toBe(true);
    expect(data.get("service_id")).toBe(expectedEmailSettings.service_id);
    expect(data.get("template_id")).toBe(expectedEmailSettings.applicationTemplate);
    expect(data.get("user_id")).toBe(expectedEmailSettings.user_id);
    expect(data.get("lib_version")).toBe("4.4.1");

    expect(await field(dialog, "Full Name").inputValue()).toBe("");
    expect(await chosenFile(dialog)).toBeNull();
    await expectAxeClean(page);
  });

  it("refuses a file of another type before anything is sent", async () => {
    const { page, dialog } = await openDialog();
    const requests = await interceptEmailJs(page, { status: 200, body: "OK" });
    await fillIn(dialog, false);
    await field(dialog, "Résumé").setInputFiles({ name: "resume.docx", mimeType: "application/msword", buffer: Buffer.from("doc") });
    await submit(dialog).click();
    await dialog.getByText(/“resume\.docx” is not a PDF or an image/).waitFor();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("application-file_name");
    await page.waitForTimeout(300);
    expect(requests).toHaveLength(0);
    await expectAxeClean(page);
  });

  it("refuses a file over 2 MB before anything is sent", async () => {
    const { page, dialog } = await openDialog();
    const requests = await interceptEmailJs(page, { status: 200, body: "OK" });
    await fillIn(dialog, false);
    await field(dialog, "Résumé").setInputFiles({
      name: "scan.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.alloc(3 * 1024 * 1024, 1),
    });
    await submit(dialog).click();
    await dialog.getByText(/“scan\.pdf” is 3 MB; the limit is 2 MB/).waitFor();
    expect(requests).toHaveLength(0);
  });

  const failures: [string, Answer, RegExp][] = [
    ["a server error (500)", { status: 500, body: "Internal Server Error" }, /error 500/],
    ["a rate limit (429)", { status: 429, body: "Too Many Requests" }, /Too many messages/],
    ["a network failure", "abort", /could not reach the email service/],
  ];

  it.each(failures)("after %s, keeps every value and the chosen file", async (_label, answer, why) => {
    const { page, dialog } = await openDialog();
    await interceptEmailJs(page, answer);
    await fillIn(dialog);
    await submit(dialog).click();
    const status = dialog.getByRole("status");
    await dialog.getByText("Failed to send application. Please try again.").waitFor();
    expect(await status.textContent()).toMatch(why);
    expect(await field(dialog, "Full Name").inputValue()).toBe("Lee Okafor");
    expect(await field(dialog, "Email Address").inputValue()).toBe("lee@example.com");
    expect(await field(dialog, "Phone Number").inputValue()).toBe("630 555 0100");
    expect(await dialog.getByRole("combobox", { name: /Position/ }).inputValue()).toBe("Administrative Assistant");
    expect(await chosenFile(dialog)).toBe(resume.name);
    await expectAxeClean(page);
  });
});
