/**
 * Retakes the screenshots of docs/editing.md (docs/images/editing/*.png) in the editor of the production build, at
 * 1280 × 800, on the editor tests' scratch repository: each screen in the state the guide describes, reached the way
 * a staff member reaches it. Not a test of its own (its steps are the editor tests'), so it is skipped unless asked
 * for:
 *
 *   npm run build && EDITOR_SCREENSHOTS=1 npx playwright test --project=editor tests/editor/screenshots.spec.ts
 *
 * Each step also notes how long it took (test.info() annotations, printed with `--reporter=list`): the guide's tasks
 * done as written, for the guide's timed walk-through.
 */
import path from "node:path";
import type { Page } from "@playwright/test";
import { repoRoot } from "../helpers/data";
import { addListItems, fillFields, newEntry, openCollection, pane, replaceText, save, setReady } from "./editor";
import { expect, test } from "./fixtures";
import { fillJobPosting, newJobPosting } from "./job-posting";
import { fillPostponement, regionalPostponement } from "./postponement";

test.skip(!process.env.EDITOR_SCREENSHOTS, "Retakes docs/images/editing/*.png: run with EDITOR_SCREENSHOTS=1");

const folder = path.join(repoRoot, "docs", "images", "editing");

/** Back to the editor's screens with the top bar (Contents, Workflow, Media), leaving the entry open. */
async function goTo(page: Page, hash: string): Promise<void> {
  await page.evaluate((to) => {
    window.location.hash = to;
  }, hash);
}

/** Closes the notices of earlier steps ("Entry saved"…), each by its close button ("close") beside its text. */
async function closeNotices(page: Page): Promise<void> {
  const closers = page.getByRole("button", { name: "close", exact: true });
  for (let open = await closers.count(); open > 0; open = await closers.count()) {
    await closers.first().click();
    await expect(closers).toHaveCount(open - 1);
  }
}

/** The window as it is, into docs/images/editing/<name>.png; with `closingNotices`, without earlier notices. */
async function shot(page: Page, name: string, { closingNotices = true } = {}): Promise<void> {
  if (closingNotices) await closeNotices(page);
  await page.screenshot({ path: path.join(folder, `${name}.png`) });
}

/** Runs one of the guide's tasks and notes its time. */
async function task(name: string, run: () => Promise<void>): Promise<void> {
  const start = Date.now();
  await run();
  test.info().annotations.push({ type: "task", description: `${name}: ${Math.round((Date.now() - start) / 1000)} s` });
}

test("sign in, the collections, a page's text", async ({ page, openEditor }) => {
  await page.goto("/admin/");
  await expect(page.getByRole("button", { name: "Login" })).toBeVisible();
  await shot(page, "01-sign-in");

  await openEditor();
  await openCollection(page, "Pages");
  await shot(page, "02-collections");

  await task("Changing a page's title (section 3)", async () => {
    await page.getByRole("link", { name: /^About Us \(\/about\)$/ }).click();
    const title = pane(page, "en").getByRole("textbox", { name: "Title", exact: true });
    await replaceText(title, `${await title.inputValue()} | Riverwalk CPA`);
    await pane(page, "en").getByRole("button", { name: "Expand" }).first().click();
    await expect(page.getByText("Unsaved changes", { exact: false })).toBeVisible();
    await shot(page, "03-change-page");
  });
});

test("a job posting: translated, refused, saved, sent for review and published", async ({ page, openEditor }) => {
  // No responsibility in English yet: the refusal shows on the list and on its group's bar.
  const job = newJobPosting();
  job.en.posting.responsibilities = [];
  await openEditor();

  await task("Posting a job, English and Spanish (section 4)", async () => {
    await fillJobPosting(page, job);
    await pane(page, "en").getByRole("textbox", { name: "Short address" }).scrollIntoViewIfNeeded();
    await shot(page, "04-post-a-job");
  });

  await task("Translating the posting's lists (section 7)", async () => {
    const en = pane(page, "en");
    const es = pane(page, "es");
    await addListItems(en, "Benefit", ["A CPA mentor for the whole season."]);
    await addListItems(es, "Benefit", ["Un CPA como mentor durante toda la temporada."]);
    const nextSteps = es.getByRole("textbox", { name: "Next steps", exact: true });
    await replaceText(nextSteps, "x");
    await nextSteps.press("Backspace");
    await nextSteps.scrollIntoViewIfNeeded();
    await shot(page, "08-translate");
    await replaceText(nextSteps, job.es.posting.nextSteps);
  });

  // What the editor refuses at Save: the title removed, and no responsibility.
  const title = pane(page, "en").getByRole("textbox", { name: "Title", exact: true });
  await replaceText(title, "x");
  await title.press("Backspace");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(pane(page, "en").getByText("Title is required.")).toBeVisible();
  await expect(pane(page, "en").getByText("Responsibilities is required.").first()).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: "missed a required field" })).toBeVisible();
  await title.scrollIntoViewIfNeeded();
  await shot(page, "12-required-fields", { closingNotices: false });
  await replaceText(title, job.en.title);
  await addListItems(pane(page, "en"), "Responsibility", [
    "Prepare individual income tax returns and organize client documents.",
  ]);

  await task("Saving and sending for review (section 8)", async () => {
    await save(page);
    // The menus close at a click elsewhere: the notices go first.
    await closeNotices(page);
    await page.getByRole("button", { name: /^(Set status|Status: )/ }).click();
    await expect(page.getByRole("menuitem", { name: "In review", exact: true })).toBeVisible();
    await shot(page, "09-set-status", { closingNotices: false });
    await page.keyboard.press("Escape");
    await setReady(page);
  });

  await task("Publishing (section 9)", async () => {
    await closeNotices(page);
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await expect(page.getByRole("menuitem", { name: "Publish now" })).toBeVisible();
    await shot(page, "11-publish", { closingNotices: false });
    await page.keyboard.press("Escape");
  });

  await goTo(page, "#/workflow");
  await expect(page.getByText(job.en.title).first()).toBeVisible();
  await shot(page, "10-workflow");
});

test("an article and a regional postponement", async ({ page, openEditor }) => {
  await openEditor();
  await task("Starting an article (section 5)", async () => {
    await newEntry(page, "Insights articles", "Article");
    await fillFields(pane(page, "en"), {
      Title: "What the 2026 Illinois Withholding Tables Change for Small Employers",
    });
    await fillFields(pane(page, "es"), {
      Title: "Qué cambian las tablas de retención de Illinois de 2026 para los pequeños empleadores",
    });
    await shot(page, "05-write-an-article");
  });

  await task("Choosing an article's picture (section 5)", async () => {
    await pane(page, "en").getByRole("button", { name: "Choose an image" }).click();
    const library = page.getByRole("dialog");
    await expect(library.getByRole("heading", { name: "Images" })).toBeVisible();
    await library
      .getByText(/\.(jpe?g|png|webp)$/)
      .nth(1)
      .click();
    await expect(library.getByRole("button", { name: "Choose selected" })).toBeEnabled();
    await shot(page, "06-media-library");
    await page.keyboard.press("Escape");
  });

  await goTo(page, "#/collections/insights");
  await task("Recording a regional postponement (section 6)", async () => {
    const { record, spanishReason } = regionalPostponement();
    await fillPostponement(page, record, spanishReason);
    const en = pane(page, "en");
    await en.getByRole("combobox", { name: "Scope" }).scrollIntoViewIfNeeded();
    await shot(page, "07-record-a-postponement");
  });
});
