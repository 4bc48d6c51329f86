/**
 * The tax-season organizer (/resources/organizer and /es/resources/organizer), worked as a client works it: answering
 * the questions narrows the list and the polite status says so, ticks and answers survive a reload, the list prints
 * in one column with its ticks, downloads as a PDF in the page's language, and goes to the firm as one EmailJS
 * request carrying the answers and the language (a failed send keeps everything). Without JavaScript the page lists
 * every document by topic. Words come from data/interface/, questions and documents from data/.
 */
import fs from "node:fs";
import type { Locator, Page } from "@playwright/test";
import { textIn, type Dictionary, type Translate } from "../../src/lib/interface-text";
import { localeTag, localizedPath, type Locale } from "../../src/lib/locale";
import { formatLongDate } from "../../src/lib/tax-deadlines/date-format";
import { appliesTo } from "../../src/lib/organizer/mapping";
import type { DocumentRecord, QuestionRecord } from "../../src/lib/organizer/prepare";
import { APPOINTMENT_PATH, ORGANIZER_PATH } from "../../src/lib/routes";
import { readData } from "../helpers/data";
import { collapse, extractPdfText } from "../helpers/extract-pdf-text";
import { organizerDocuments, organizerQuestions, organizerTopics } from "../helpers/organizer";
import { escapeRegExp } from "../helpers/text";
import { describeViolations, expect, test } from "./fixtures";

test.use({ acceptDownloads: true });

interface Edition {
  locale: Locale;
  t: Translate;
  route: string;
  questions: QuestionRecord[];
  documents: DocumentRecord[];
  topics: { key: string; title: string }[];
}

const editions: Edition[] = (["en", "es"] as const).map((locale) => ({
  locale,
  t: textIn(readData<Dictionary>(`interface/${locale}.json`)),
  route: localizedPath(ORGANIZER_PATH, locale),
  questions: organizerQuestions(locale),
  documents: organizerDocuments(locale),
  topics: organizerTopics(locale),
}));

/** A record's text as the page shows it, {taxYear} a year and {threshold} an amount; whole unless `within`. */
const shown = (template: string, within = false) => {
  const pattern = escapeRegExp(template)
    .replace(/\\\{taxYear\\\}/g, "\\d{4}")
    .replace(/\\\{threshold\\\}/g, ".+");
  return new RegExp(within ? pattern : `^${pattern}$`);
};

/** The tax year the page states ("This list prepares your 2026 tax return…"). */
async function statedTaxYear(page: Page, { t }: Edition): Promise<number> {
  const sentence = shown(t("organizer.taxYear", { taxYear: "{taxYear}", filingYear: "{taxYear}" }));
  const text = await page.getByText(sentence).innerText();
  return Number(/\d{4}/.exec(text)?.[0]);
}

const questionnaire = (page: Page, { t }: Edition) => page.getByRole("form", { name: t("organizer.questionsLabel") });
const documentList = (page: Page, { t }: Edition) => page.getByRole("group", { name: t("organizer.listLabel") });
/** The list's status line: the live region that counts the questions answered. */
const progress = (page: Page, { t }: Edition) =>
  page.getByRole("status").filter({
    hasText: new RegExp(
      escapeRegExp(t("organizer.answered", { answered: "ANSWERED", questions: "QUESTIONS" }))
        .replace("ANSWERED", "\\d+")
        .replace("QUESTIONS", "\\d+"),
    ),
  });

/** The status line for a list of `count` documents, `ticked` of them ticked, and `answered` questions answered. */
const progressText = ({ t, questions }: Edition, count: number, ticked: number, answered: number) =>
  `${t("organizer.progress", { count, ticked, missing: count - ticked })} ${t("organizer.answered", {
    answered,
    questions: questions.length,
  })}`;

/** A document's tick box, named by its title. */
const tickBox = (page: Page, edition: Edition, document: DocumentRecord): Locator =>
  documentList(page, edition).getByRole("checkbox", { name: shown(document.title) });

/** The profile the tests answer: a retiree, yes to the questions that call for a 1099-R or SSA-1099, no elsewhere. */
const RETIREE_FORMS = ["1099-R", "SSA-1099"];

function retiree(edition: Edition) {
  const wanted = edition.documents.filter((d) => d.forms.some((form) => RETIREE_FORMS.includes(form)));
  const yes = new Set(wanted.flatMap((d) => (d.calledForBy ?? []).map(({ key }) => key)));
  const listed = (taxYear: number) =>
    edition.documents.filter(
      (d) =>
        appliesTo(d, taxYear) &&
        ((d.calledForBy ?? []).length === 0 || (d.calledForBy ?? []).some(({ key }) => yes.has(key))),
    );
  return { wanted, yes, listed };
}

/** Answers every question as the retiree: Yes or No on each pair, 0 in each number field. */
async function answerAsRetiree(page: Page, edition: Edition) {
  const { yes } = retiree(edition);
  const form = questionnaire(page, edition);
  for (const question of edition.questions) {
    if (question.kind === "count") {
      await form.getByRole("spinbutton", { name: shown(question.question) }).fill(yes.has(question.key) ? "1" : "0");
    } else {
      const group = form.getByRole("group", { name: shown(question.question) });
      const choice = yes.has(question.key) ? "organizer.yes" : "organizer.no";
      await group.getByRole("radio", { name: edition.t(choice), exact: true }).check();
    }
  }
}

for (const edition of editions) {
  test.describe(`the organizer (${edition.locale})`, () => {
    test(
      "answering narrows the list, the status counts it politely, and a reload keeps answers and ticks",
      { tag: "@both" },
      async ({ page, gotoHydrated, axe }) => {
        await gotoHydrated(edition.route);
        const taxYear = await statedTaxYear(page, edition);
        const every = edition.documents.filter((d) => appliesTo(d, taxYear));
        // Before any answer, every document of the year is listed.
        await expect(documentList(page, edition).getByRole("checkbox")).toHaveCount(every.length);
        await expect(progress(page, edition)).toHaveText(progressText(edition, every.length, 0, 0));

        await answerAsRetiree(page, edition);
        const { wanted, listed } = retiree(edition);
        const expected = listed(taxYear);
        await expect(progress(page, edition)).toHaveText(
          progressText(edition, expected.length, 0, edition.questions.length),
        );
        await expect(documentList(page, edition).getByRole("checkbox")).toHaveCount(expected.length);
        for (const document of wanted) await expect(tickBox(page, edition, document)).toBeVisible();
        const ruledOut = every.find((d) => !expected.includes(d));
        expect(ruledOut).toBeDefined();
        await expect(tickBox(page, edition, ruledOut as DocumentRecord)).toHaveCount(0);
        // The status is the only live region the answers change; the list itself is not announced.
        await expect(progress(page, edition)).toHaveAttribute("role", "status");
        await expect(documentList(page, edition).locator("[aria-live], [role=status]")).toHaveCount(0);

        await tickBox(page, edition, wanted[0]).check();
        await expect(progress(page, edition)).toHaveText(
          progressText(edition, expected.length, 1, edition.questions.length),
        );
        expect(describeViolations(await axe())).toEqual([]);

        await page.reload({ waitUntil: "load" });
        await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
        await expect(tickBox(page, edition, wanted[0])).toBeChecked();
        await expect(progress(page, edition)).toHaveText(
          progressText(edition, expected.length, 1, edition.questions.length),
        );
        const yesQuestion = edition.questions.find((q) => q.kind === "yesno" && retiree(edition).yes.has(q.key));
        const yesGroup = questionnaire(page, edition).getByRole("group", { name: shown(yesQuestion?.question ?? "") });
        await expect(yesGroup.getByRole("radio", { name: edition.t("organizer.yes"), exact: true })).toBeChecked();

        // The other edition keeps its own list.
        const other = editions.find((e) => e.locale !== edition.locale) as Edition;
        await page.goto(other.route, { waitUntil: "load" });
        await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
        await expect(progress(page, other)).toHaveText(progressText(other, every.length, 0, 0));

        // Clearing empties this edition's list, on the page and in the browser.
        await page.goto(edition.route, { waitUntil: "load" });
        await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
        await page.getByRole("button", { name: edition.t("organizer.clear") }).click();
        await expect(progress(page, edition)).toHaveText(progressText(edition, every.length, 0, 0));
        await expect(page.getByText(edition.t("organizer.cleared"))).toBeVisible();
        await page.reload({ waitUntil: "load" });
        await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
        await expect(tickBox(page, edition, wanted[0])).not.toBeChecked();
        await expect(progress(page, edition)).toHaveText(progressText(edition, every.length, 0, 0));
      },
    );

    test("prints the list in one column with its ticks, without the questions and buttons", async ({
      page,
      gotoHydrated,
    }) => {
      await gotoHydrated(edition.route);
      const first = edition.documents[0];
      await tickBox(page, edition, first).check();
      await page.emulateMedia({ media: "print" });
      await expect(questionnaire(page, edition)).toBeHidden();
      await expect(page.getByRole("button", { name: edition.t("organizer.print") })).toBeHidden();
      await expect(page.getByRole("form", { name: edition.t("organizer.formName") })).toBeHidden();
      await expect(tickBox(page, edition, first)).toBeVisible();
      await expect(tickBox(page, edition, first)).toBeChecked();
      const items = documentList(page, edition).getByRole("listitem");
      const boxes = await Promise.all([0, 1, 2].map((i) => items.nth(i).boundingBox()));
      const [one, two, three] = boxes.map((box) => {
        expect(box).not.toBeNull();
        return box as { x: number; y: number; width: number; height: number };
      });
      // One column: the items share a left edge and stack.
      expect(two.x).toBe(one.x);
      expect(three.x).toBe(one.x);
      expect(two.y).toBeGreaterThanOrEqual(one.y + one.height);
    });

    test("downloads the list as a PDF in the page's language, with the date and what is still missing", async ({
      page,
      gotoHydrated,
    }) => {
      await gotoHydrated(edition.route);
      const taxYear = await statedTaxYear(page, edition);
      const { wanted, listed } = retiree(edition);
      await answerAsRetiree(page, edition);
      await tickBox(page, edition, wanted[0]).check();
      const downloaded = page.waitForEvent("download");
      await page.getByRole("button", { name: edition.t("organizer.pdf") }).click();
      const download = await downloaded;
      expect(download.suggestedFilename()).toBe(edition.t("organizer.pdfFileName", { taxYear }));
      await expect(page.getByText(edition.t("organizer.pdfReady"))).toBeVisible();
      const { pdf } = extractPdfText({ pdf: new Uint8Array(fs.readFileSync(await download.path())) });
      const title = edition.t("organizer.pdfTitle", { taxYear });
      expect(pdf.title).toBe(title);
      const text = pdf.text.replace(/\s+/g, " ");
      expect(text).toContain(collapse(title));
      const expected = listed(taxYear);
      const lead = edition.t("organizer.pdfLead", {
        date: "DATE",
        missing: expected.length - 1,
        listed: expected.length,
      });
      expect(text).toMatch(new RegExp(escapeRegExp(collapse(lead)).replace("DATE", ".+?")));
      for (const document of expected) {
        const printed = collapse(document.title.replace(/\{taxYear\}/g, String(taxYear))).slice(0, 24);
        expect(text).toContain(printed);
      }
      const topic = edition.topics.find((entry) => entry.key === wanted[0].group.key);
      expect(text).toContain(collapse(topic?.title ?? ""));
    });

    test(
      "sends the answers and missing documents to the firm once, in the page's language, then offers an appointment",
      { tag: "@both" },
      async ({ page, gotoHydrated, emailjs, axe }) => {
        emailjs.answer({ status: 500, body: "Internal Server Error" }, { status: 200, body: "OK" });
        await gotoHydrated(edition.route);
        const { wanted } = retiree(edition);
        await answerAsRetiree(page, edition);
        await tickBox(page, edition, wanted[0]).check();
        const form = page.getByRole("form", { name: edition.t("organizer.formName") });
        const typed = {
          fullName: "Dana Whitfield",
          phoneNumber: "(630) 555-0199",
          emailAddress: "dana@example.com",
        } as const;
        for (const [field, value] of Object.entries(typed) as [keyof typeof typed, string][]) {
          await form.getByLabel(new RegExp(`^${escapeRegExp(edition.t(`forms.fields.${field}`))}`)).fill(value);
        }
        const send = form.getByRole("button", { name: edition.t("organizer.submit"), exact: true });

        // A failed send says so and keeps the details, the answers and the ticks.
        await send.click();
        await expect(form.getByRole("status")).toContainText(edition.t("organizer.failed"));
        expect(emailjs.requests).toHaveLength(1);
        for (const [field, value] of Object.entries(typed) as [keyof typeof typed, string][]) {
          await expect(form.getByLabel(new RegExp(`^${escapeRegExp(edition.t(`forms.fields.${field}`))}`))).toHaveValue(
            value,
          );
        }
        await expect(tickBox(page, edition, wanted[0])).toBeChecked();

        // Sent again, twice in a hurry: one more request, no double send.
        await send.dblclick();
        await expect(form.getByRole("status")).toContainText(edition.t("organizer.sent"));
        expect(emailjs.requests).toHaveLength(2);
        const data = await emailjs.formData(1);
        expect(data.get("template_id")).toBe(emailjs.settings.contactTemplate);
        expect(data.get("language")).toBe(edition.t("header.languageName"));
        expect(data.get("email_address")).toBe(typed.emailAddress);
        const message = String(data.get("message"));
        const taxYear = await statedTaxYear(page, edition);
        const yesQuestion = edition.questions.find((q) => q.kind === "yesno" && retiree(edition).yes.has(q.key));
        const asked = (yesQuestion?.question ?? "").replace(/\{taxYear\}/g, String(taxYear));
        expect(message).toContain(`- ${asked} ${edition.t("organizer.yes")}`);
        // The ticked document is gathered, the others are listed as missing.
        const missing = wanted.slice(1);
        for (const document of missing) expect(message).toContain(document.title);
        expect(message).not.toContain(`- ${wanted[0].title}`);
        expect(message).toContain(edition.t("organizer.summary.gathered", { count: 1 }));

        await expect(form.getByRole("link", { name: edition.t("organizer.nextStep") })).toHaveAttribute(
          "href",
          localizedPath(APPOINTMENT_PATH, edition.locale),
        );
        // The list stays in the browser after sending.
        await expect(tickBox(page, edition, wanted[0])).toBeChecked();
        expect(describeViolations(await axe({ include: "form" }))).toEqual([]);
      },
    );

    test("lists every document by topic without JavaScript, with the reason why", async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(edition.route, { waitUntil: "load" });
      await expect(page.getByText(edition.t("organizer.noScript"))).toBeVisible();
      const taxYear = await statedTaxYear(page, edition);
      const list = documentList(page, edition);
      for (const topic of edition.topics) {
        const documents = edition.documents.filter((d) => d.group.key === topic.key && appliesTo(d, taxYear));
        if (!documents.length) continue;
        const region = list.getByRole("region", { name: topic.title, exact: true });
        await expect(region.getByRole("checkbox")).toHaveCount(documents.length);
        for (const document of documents) {
          await expect(region.getByRole("checkbox", { name: shown(document.title) })).toBeVisible();
          // Dated by its deadline rule as the tax calendar dates it, in the page's language.
          if (document.dueDate) {
            const date = formatLongDate(document.dueDate, localeTag(edition.locale), { weekday: true });
            await expect(region.getByText(edition.t("organizer.dueBy", { date }))).not.toHaveCount(0);
          }
          await expect(
            region.getByRole("link", { name: new RegExp(`^${escapeRegExp(document.officialLabel)}`) }),
          ).toHaveAttribute("href", document.officialUrl);
        }
      }
      // Every question is in the HTML with its reason, in the page's language.
      for (const question of edition.questions) {
        await expect(page.getByText(shown(question.why, true))).toHaveCount(1);
      }
      await context.close();
    });
  });
}
