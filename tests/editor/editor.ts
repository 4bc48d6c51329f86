/**
 * What a staff member does in the editor, as the editor tests do it: through Decap's visible controls, found by
 * role and by the labels gatsby/cms-config.ts gives the fields.
 */
import type { Locator, Page } from "@playwright/test";
import { expect } from "./fixtures";
import YAML from "yaml";
import { escapeRegExp } from "../helpers/text";

export type Locale = "en" | "es";

/**
 * The form of one language. With i18n, Decap shows the English form and, beside it, the Spanish one, each headed by
 * its "Writing in EN" / "Writing in ES" button: the pane is the nearest block around that button that holds fields.
 * (Found from the button upwards: filtering every block of the page by what it contains took seconds per lookup.)
 */
export function pane(page: Page, locale: Locale): Locator {
  return page
    .getByRole("button", { name: `Writing in ${locale.toUpperCase()}`, exact: true })
    .locator("xpath=ancestor::div[.//input or .//textarea or .//*[@contenteditable='true']][1]");
}

/**
 * Replaces a field's value as a person does: select everything in it, then type. The text goes in as one insertion
 * (what typing sends, without a key event per character, which made long forms slow); Decap's inputs, text areas
 * and its Markdown editor take it alike. (A plain `fill` may append to what Decap's string widget holds.)
 */
export async function replaceText(field: Locator, text: string): Promise<void> {
  await field.click();
  await field.press("ControlOrMeta+a");
  await field.page().keyboard.insertText(text);
  await expect(field).toHaveValue(text);
}

/**
 * Writes Markdown into Decap's Markdown editor (a rich editing surface, not a text area, even in raw mode): one
 * paragraph per line, Enter between them.
 */
export async function writeMarkdown(field: Locator, markdown: string): Promise<void> {
  await field.click();
  await field.press("ControlOrMeta+a");
  await field.press("Backspace");
  const lines = markdown.split("\n");
  for (const [index, line] of lines.entries()) {
    if (index > 0) await field.press("Enter");
    if (line) await field.page().keyboard.insertText(line);
  }
}

/** Replaces the text of the field labelled `label` (exactly) in `scope`: a text box, or a number's spin button. */
export async function fillField(scope: Locator, label: string, value: string | number): Promise<void> {
  const field =
    typeof value === "number"
      ? scope.getByRole("spinbutton", { name: label, exact: true })
      : scope.getByRole("textbox", { name: label, exact: true });
  await replaceText(field, String(value));
}

/** Fills several fields of one form (label → value), in order. */
export async function fillFields(scope: Locator, values: Record<string, string | number>): Promise<void> {
  for (const [label, value] of Object.entries(values)) await fillField(scope, label, value);
}

/**
 * Appends `items` to a list field: each "Add <item label>" adds an item, whose text box is labelled with the item's
 * label (a list of "Responsibilities" has "Responsibility" items, added with "Add responsibility").
 */
export async function addListItems(scope: Locator, itemLabel: string, items: string[]): Promise<void> {
  for (const item of items) {
    await scope.getByRole("button", { name: `Add ${itemLabel.toLowerCase()}`, exact: true }).click();
    await replaceText(scope.getByRole("textbox", { name: itemLabel, exact: true }).last(), item);
  }
}

/** Today in the browser's time zone (the tests' own), as YYYY-MM-DD. */
export function today(): string {
  const now = new Date();
  return [now.getFullYear(), now.getMonth() + 1, now.getDate()].map((part) => String(part).padStart(2, "0")).join("-");
}

/** A day written YYYY-MM-DD as its digits in the order the date box shows them to the tests' browser (en-US): MMDDYYYY. */
export const typedDigits = (isoDate: string) => isoDate.replace(/^(\d{4})-(\d\d)-(\d\d)$/, "$2$3$1");

/**
 * Types a date's digits into a date box as a person does: click the box's first part (the month; its left edge), then
 * the digits one key at a time, the box moving on to the day and the year by itself. Any digits: for an impossible
 * date such as 02 30 2026, or a year out of range.
 */
export async function typeDateDigits(field: Locator, digits: string): Promise<void> {
  await field.click({ position: { x: 12, y: 12 } });
  await field.page().keyboard.type(digits);
}

/** Types a date (YYYY-MM-DD) into a date box, digit by digit in the order it shows, and expects the box to hold it. */
export async function typeDate(field: Locator, isoDate: string): Promise<void> {
  await typeDateDigits(field, typedDigits(isoDate));
  await expect(field).toHaveValue(isoDate);
}

/**
 * The words the editor shows for the choice `value` of the select fields named `field`, from the configuration the
 * site under test serves (/admin/config.yml): the code stays in the data, staff see the words.
 */
export async function choiceLabel(page: Page, field: string, value: string): Promise<string> {
  type Field = { name: string; options?: { label: string; value: string }[]; fields?: Field[] };
  const config = YAML.parse(await (await fetch(new URL("/admin/config.yml", page.url()))).text()) as {
    collections: { fields?: Field[]; files?: { fields: Field[] }[] }[];
  };
  const all = (fields: Field[] = []): Field[] => fields.flatMap((f) => [f, ...all(f.fields)]);
  const fields = config.collections.flatMap((c) =>
    all([...(c.fields ?? []), ...(c.files ?? []).flatMap((f) => f.fields)]),
  );
  const label = fields
    .filter((f) => f.name === field)
    .flatMap((f) => f.options ?? [])
    .find((o) => o.value === value)?.label;
  if (!label) throw new Error(`/admin/config.yml has no choice ${value} of a field ${field}`);
  return label;
}

/** Picks `option` in a select or relation field (a combobox): opens it, types to filter and clicks the option. */
export async function pick(page: Page, combobox: Locator, search: string, option: string | RegExp): Promise<void> {
  await combobox.click();
  await combobox.pressSequentially(search);
  await page.getByRole("option", { name: option, exact: typeof option === "string" }).click();
}

/** Opens a collection from the sidebar. */
export async function openCollection(page: Page, label: string): Promise<void> {
  await page.getByRole("complementary").getByRole("link", { name: label, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: label, exact: true })).toBeVisible();
}

/** From an entry back to its collection's list (the "← … collection" link above the form). */
export async function backToCollection(page: Page, label: string): Promise<void> {
  await page.getByRole("link", { name: new RegExp(`^← Writing in ${escapeRegExp(label)} collection`) }).click();
  await expect(page.getByRole("heading", { level: 1, name: label, exact: true })).toBeVisible();
}

/** Starts a new entry of a collection ("＋ Job posting", labelled "Create entry of type Job posting"). */
export async function newEntry(page: Page, collectionLabel: string, singular: string): Promise<void> {
  await openCollection(page, collectionLabel);
  await page.getByRole("link", { name: new RegExp(`^(Create entry of type|New) ${singular}$`) }).click();
  await expect(pane(page, "es")).toBeVisible();
}

/** Presses "Save" and waits for Decap to confirm; the entry is then a draft (a cms/… branch). */
export async function save(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Entry saved" })).toBeVisible({ timeout: 20_000 });
}

/** Sets a saved draft's status to "Ready" with the status dropdown. */
export async function setReady(page: Page): Promise<void> {
  await page.getByRole("button", { name: /^(Set status|Status: )/ }).click();
  await page.getByRole("menuitem", { name: "Ready", exact: true }).click();
  await expect(page.getByRole("button", { name: /^Status: Ready$/ })).toBeVisible();
}

/** "Publish" → "Publish now" (its confirmation accepted by the `dialogs` fixture); waits for "Entry published". */
export async function publishNow(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await page.getByRole("menuitem", { name: "Publish now" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Entry published" })).toBeVisible({ timeout: 20_000 });
}

/** Save, set ready, publish now: the whole workflow from a filled form to main. */
export async function saveAndPublish(page: Page): Promise<void> {
  await save(page);
  await setReady(page);
  await publishNow(page);
}

/** Regular-expression text of a literal string. */

/** A JSON file's text as written by the editor (a file it never wrote: null). */
export const parseJson = (text: string | undefined): Record<string, unknown> =>
  JSON.parse(text ?? "null") as Record<string, unknown>;
