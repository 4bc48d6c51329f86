/**
 * The estimated-tax planner in both jurisdictions and both languages: on the built page, one
 * federal and one Illinois case in English and in Spanish, each answered in its own live region with its table on
 * the deadline engine's dates, the Illinois calendar file with only the payments still due, and the two answers side
 * by side. Then the Illinois exceptions and a refund in words, with no table of $0 installments, and the Illinois
 * explanation with its worked example and sources in the HTML, without JavaScript.
 */
import fs from "node:fs";
import ICAL from "ical.js";
import type { Page } from "@playwright/test";
import { describeViolations, expect, test } from "./fixtures";
import { fillIllinoisPlanner, fillPlanner, illinoisPlannerForm } from "./planner";

test.use({ acceptDownloads: true });

const editions = [
  {
    language: "en",
    path: "",
    federalSubmit: "Show my installments",
    federalCaption: "Estimated tax payments for 2026",
    federalRegion: "Your estimated tax for 2026",
    illinoisCaption: "Payments of Illinois estimated tax for 2026",
    illinoisRegion: "Your Illinois estimated tax plan for 2026",
    illinoisAnswer:
      /^Illinois estimated payments are required: after Illinois withholding and credits you expect to owe \$24,000, more than \$1,000\. Your required annual payment is \$20,000/,
    illinoisDownload: "Download these Illinois payments (.ics)",
    print: "Print this plan",
    dates: ["April 15, 2026", "June 15, 2026", "September 15, 2026", "January 15, 2027"],
    firstEvent: "Illinois estimated tax: pay $2,000 (second installment for 2026)",
    fileName: "illinois-estimated-tax-payments-2026.ics",
  },
  {
    language: "es",
    path: "/es",
    federalSubmit: "Ver mis cuotas",
    federalCaption: "Pagos de impuesto estimado de 2026",
    federalRegion: "Su impuesto estimado de 2026",
    illinoisCaption: "Pagos de impuesto estimado de Illinois de 2026",
    illinoisRegion: "Su plan de impuesto estimado de Illinois para 2026",
    illinoisAnswer:
      /^Tiene que hacer pagos de impuesto estimado de Illinois: después de la retención y los créditos de Illinois, prevé adeudar \$24,000, más de \$1,000\. Su pago anual requerido es de \$20,000/,
    illinoisDownload: "Descargar estos pagos de Illinois (.ics)",
    print: "Imprimir este plan",
    dates: ["15 de abril de 2026", "15 de junio de 2026", "15 de septiembre de 2026", "15 de enero de 2027"],
    firstEvent: "Impuesto estimado de Illinois: pague $2,000 (segunda cuota de 2026)",
    fileName: "pagos-de-impuesto-estimado-de-illinois-2026.ics",
  },
] as const;

/** The amount column of a planner table's four installment rows. */
async function amounts(page: Page, caption: string): Promise<string[]> {
  const rows = page.getByRole("table", { name: caption, exact: true }).getByRole("row");
  await expect(rows).toHaveCount(5);
  return Promise.all([1, 2, 3, 4].map((i) => rows.nth(i).getByRole("cell").last().innerText()));
}

test.describe("estimated-tax planner, federal and Illinois", { tag: "@both" }, () => {
  for (const e of editions) {
    test(`a federal and an Illinois case, side by side (${e.language})`, async ({ page, gotoHydrated, axe }) => {
      await page.clock.setFixedTime(new Date("2026-03-01T09:00:00"));
      await gotoHydrated(`${e.path}/resources/estimated-tax-planner`);

      // Federal (Form 2210, Part I): 90% of $30,000 ($27,000) is less than last year's $40,000; less $3,000 withheld,
      // $6,000 at each of the engine's four dates.
      await fillPlanner(page, e.language, {
        expectedTax: "30000",
        withholding: "3000",
        priorYearTax: "40000",
        high: false,
        paid: "",
      });
      await page.getByRole("button", { name: e.federalSubmit, exact: true }).click();
      const federal = page.getByRole("region", { name: e.federalRegion, exact: true });
      await expect(federal.getByRole("table", { name: e.federalCaption, exact: true })).toBeVisible();
      expect(await amounts(page, e.federalCaption)).toEqual(["$6,000", "$6,000", "$6,000", "$6,000"]);
      const federalRows = page.getByRole("table", { name: e.federalCaption, exact: true }).getByRole("row");
      await expect(federalRows.nth(1)).toContainText(e.dates[0]);
      await expect(federalRows.nth(4)).toContainText(e.dates[3]);

      // Illinois (IITA § 804, IL-2210): $30,000 of Illinois tax after credits less $6,000 withheld leaves $24,000,
      // more than $1,000. 100% of last year's $20,000 is less than 90% of this year's ($27,000): $14,000 to pay in
      // estimates, $3,500 a quarter; the $5,000 already paid covers the first and $1,500 of the second.
      await fillIllinoisPlanner(page, e.language, {
        expectedTax: "30,000",
        withholding: "6000",
        priorYearTax: "$20,000",
        paid: "5000",
      });
      const illinois = page.getByRole("region", { name: e.illinoisRegion, exact: true });
      await expect(illinois.getByText(e.illinoisAnswer)).toBeVisible();
      expect(await amounts(page, e.illinoisCaption)).toEqual(["$0", "$2,000", "$3,500", "$3,500"]);
      const illinoisRows = page.getByRole("table", { name: e.illinoisCaption, exact: true }).getByRole("row");
      for (const [i, date] of e.dates.entries()) await expect(illinoisRows.nth(i + 1)).toContainText(date);

      // The federal answer is still there beside it, and each has its own calendar file and print button.
      await expect(federal.getByRole("table", { name: e.federalCaption, exact: true })).toBeVisible();
      await expect(federal.getByRole("button", { name: e.print, exact: true })).toBeVisible();
      await expect(illinois.getByRole("button", { name: e.print, exact: true })).toBeVisible();

      // The Illinois calendar file: the three payments still due, on the Illinois dates, none of $0.
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        illinois.getByRole("button", { name: e.illinoisDownload, exact: true }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(e.fileName);
      const events = new ICAL.Component(ICAL.parse(fs.readFileSync(await download.path(), "utf8")))
        .getAllSubcomponents("vevent")
        .map((v) => new ICAL.Event(v));
      expect(events.map((event) => event.startDate.toString())).toEqual(["2026-06-15", "2026-09-15", "2027-01-15"]);
      expect(events[0].summary).toBe(e.firstEvent);
      expect(events.every((event) => !event.summary.includes("$0 "))).toBe(true);
      expect(events.every((event) => event.uid.startsWith("il-estimated-tax-plan-2026-"))).toBe(true);

      expect(describeViolations(await axe())).toEqual([]);
    });
  }

  test("answers the Illinois exceptions and a refund in words, with no table, and keeps bad input", async ({
    page,
    gotoHydrated,
  }) => {
    await page.clock.setFixedTime(new Date("2026-03-01T09:00:00"));
    await gotoHydrated("/resources/estimated-tax-planner");
    const form = illinoisPlannerForm(page, "en");
    const illinois = page.getByRole("region", { name: "Your Illinois estimated tax plan for 2026", exact: true });

    // Bad input is marked beside its field, kept as typed, and takes the focus; nothing is answered.
    const tax = form.getByLabel("This year's expected Illinois income tax, after credits", { exact: true });
    await tax.fill("12k");
    await form.getByRole("button", { name: "Show my Illinois installments", exact: true }).click();
    await expect(tax).toHaveValue("12k");
    await expect(tax).toHaveAttribute("aria-invalid", "true");
    await expect(tax).toHaveAccessibleDescription(/Use digits only/);
    await expect(tax).toBeFocused();
    await expect(form.getByRole("alert")).toHaveText("Check the amounts marked below.");

    // A refund: $5,200 withheld against $4,000 of Illinois tax.
    await fillIllinoisPlanner(page, "en", { expectedTax: "4000", withholding: "5200", priorYearTax: "3000", paid: "" });
    await expect(illinois.getByText(/you can expect an Illinois refund of about \$1,200\.$/)).toBeVisible();
    await expect(illinois.getByRole("table")).toHaveCount(0);

    // A farmer needs no amounts at all.
    for (const label of [
      "This year's expected Illinois income tax, after credits",
      "Expected Illinois withholding",
      "Last year's Illinois tax, after credits",
    ])
      await form.getByLabel(label, { exact: true }).fill("");
    await form.getByLabel(/I am a farmer/).check();
    await form.getByRole("button", { name: "Show my Illinois installments", exact: true }).click();
    await expect(form.getByRole("alert")).toHaveCount(0);
    await expect(illinois.getByText(/^No Illinois estimated payments are required: .* farmers/)).toBeVisible();
    await expect(illinois.getByRole("table")).toHaveCount(0);
    await expect(illinois.getByRole("button")).toHaveCount(0);
  });
});

test("the planner page explains the Illinois rule with a worked example and its sources without JavaScript", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto("/es/resources/estimated-tax-planner");
  await expect(page.getByRole("heading", { name: "Cómo calcula Illinois los pagos requeridos" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Un ejemplo de Illinois" })).toBeVisible();
  await expect(page.getByText(/El pago anual requerido es la cantidad menor, \$10,000/)).toBeVisible();
  await expect(
    page.getByRole("link", { name: /^Departamento de Ingresos de Illinois \(IDOR\): pagos de impuesto estimado/ }),
  ).toHaveAttribute("href", "https://tax.illinois.gov/individuals/filingrequirements/estimatedpayments.html");
  // The banner leads to the Illinois part.
  await expect(page.getByRole("link", { name: "Impuesto estimado de Illinois (IL-1040-ES)" })).toHaveAttribute(
    "href",
    "/es/resources/estimated-tax-planner#illinois-estimated-tax",
  );
  await context.close();
});
