/**
 * A tax postponement as the editor tests write one: its English record, and the steps a staff member takes in
 * "Tax postponements" → "＋ Tax postponement" to fill it in (docs/editing.md, section 6).
 */
import type { Page } from "@playwright/test";
import { choiceLabel, fillField, fillFields, newEntry, pane, pick, replaceText, typeDate } from "./editor";

export interface Postponement {
  key: string;
  notice: string;
  url: string;
  jurisdiction: string;
  scope: string;
  areas?: { state: string; counties: string[] }[];
  firstOriginalDate: string;
  lastOriginalDate: string;
  newDate: string;
  reason: string;
}

/**
 * Opens a new postponement and fills it in, as its English record says, typing the dates digit by digit, with
 * `spanishReason` in the Spanish column.
 */
export async function fillPostponement(page: Page, record: Postponement, spanishReason: string): Promise<void> {
  await newEntry(page, "Tax postponements", "Tax postponement");
  const en = pane(page, "en");
  await fillFields(en, { "Internal name": record.key, Notice: record.notice, "Web address": record.url });
  // Enums of the schema (TaxJurisdiction, TaxPostponementScope): selects showing each value's description.
  for (const [label, field, value] of [
    ["Jurisdiction", "jurisdiction", record.jurisdiction],
    ["Scope", "scope", record.scope],
  ]) {
    const choice = await choiceLabel(page, field, value);
    await pick(page, en.getByRole("combobox", { name: label }), choice, choice);
  }
  for (const area of record.areas ?? []) {
    await en.getByRole("button", { name: "Add area", exact: true }).click();
    await replaceText(en.getByRole("textbox", { name: "State", exact: true }).last(), area.state);
    for (const county of area.counties) {
      await en.getByRole("button", { name: "Add county", exact: true }).last().click();
      await replaceText(en.getByRole("textbox", { name: "County", exact: true }).last(), county);
    }
  }
  await typeDate(en.getByRole("textbox", { name: "First original date" }), record.firstOriginalDate);
  await typeDate(en.getByRole("textbox", { name: "Last original date" }), record.lastOriginalDate);
  await typeDate(en.getByRole("textbox", { name: "New date" }), record.newDate);
  await fillField(en, "Reason", record.reason);
  await fillField(pane(page, "es"), "Reason", spanishReason);
}

/** Regional relief for Cook and DuPage counties this year, and its reason in Spanish: a record data/ does not have. */
export function regionalPostponement(): { record: Postponement; spanishReason: string } {
  const year = new Date().getFullYear();
  return {
    record: {
      key: `irs-il-${year}-severe-storms`,
      notice: `IL-${year}-07`,
      url: "https://www.irs.gov/newsroom/tax-relief-in-disaster-situations",
      jurisdiction: "federal",
      scope: "regional",
      areas: [{ state: "Illinois", counties: ["Cook", "DuPage"] }],
      firstOriginalDate: `${year}-04-15`,
      lastOriginalDate: `${year}-07-31`,
      newDate: `${year}-10-15`,
      reason:
        "Severe storms and flooding in northern Illinois; the IRS postponed deadlines for taxpayers in the disaster area.",
    },
    spanishReason:
      "Tormentas fuertes e inundaciones en el norte de Illinois; el IRS pospuso los plazos para los contribuyentes de la zona de desastre.",
  };
}
