/**
 * Which documents a client's answers call for (src/lib/organizer/mapping.ts), read from the organizer's records in
 * data/ in both editions. Client profiles are described by the forms they involve (a W-2 employee, a retiree with a
 * 1099-R and an SSA-1099…): the questions a profile answers yes are those that call for documents of its forms, every
 * other question is answered no, so a record staff add or rename changes no test.
 */
import { textIn, type Dictionary } from "../../../../src/lib/interface-text";
import { localeTag, type Locale } from "../../../../src/lib/locale";
import {
  answerCalls,
  appliesTo,
  documentsFor,
  expectedCopies,
  isOnList,
  progressOf,
  type Answer,
  type Answers,
} from "../../../../src/lib/organizer/mapping";
import { furnishDate, organizerTaxYear } from "../../../../src/lib/organizer/dates";
import { prepareDocuments, prepareQuestions, type DocumentRecord } from "../../../../src/lib/organizer/prepare";
import { dayOfWeek, thresholdFor } from "../../../../src/lib/tax-deadlines";
import { readData } from "../../../helpers/data";
import {
  individualReturnRule,
  organizerDocuments as documentsOfYear,
  organizerQuestions,
  type OrganizerDocumentWithRule,
} from "../../../helpers/organizer";

const t = (locale: Locale) => textIn(readData<Dictionary>(`interface/${locale}.json`));
/** A build in late November 2026 prepares the 2026 return, as the page says. */
const BUILD_DATE = "2026-11-28";
const TAX_YEAR = organizerTaxYear(BUILD_DATE, individualReturnRule(), t("en"));
const organizerDocuments = (locale: Locale) => documentsOfYear(locale, "data", TAX_YEAR);

/** The client profiles of the organizer, each by the forms its documents carry. */
const PROFILES: { name: string; forms: string[] }[] = [
  { name: "W-2 employee only", forms: ["W-2"] },
  { name: "W-2 employee with a rental property", forms: ["W-2", "Schedule E"] },
  { name: "self-employed contractor", forms: ["1099-NEC"] },
  { name: "retiree with a pension and Social Security", forms: ["1099-R", "SSA-1099"] },
  { name: "college student", forms: ["1098-T"] },
  { name: "crypto seller", forms: ["1099-DA"] },
  { name: "Marketplace health plan", forms: ["1095-A"] },
  { name: "household employer", forms: ["Schedule H"] },
];

function answersFor(forms: readonly string[], documents: readonly DocumentRecord[]): Answers {
  const calling = new Set(
    documents
      .filter((document) => document.forms.some((form) => forms.includes(form)))
      .flatMap((document) => (document.calledForBy ?? []).map(({ key }) => key)),
  );
  return Object.fromEntries(
    organizerQuestions("en").map((question): [string, Answer] => [
      question.key,
      question.kind === "count" ? (calling.has(question.key) ? 2 : 0) : calling.has(question.key) ? "yes" : "no",
    ]),
  );
}

describe.each(["en", "es"] as const)("the organizer's list for client profiles (%s)", (locale) => {
  const documents = organizerDocuments(locale);
  const english = organizerDocuments("en");

  it("has the records of data/ in this edition", () => {
    expect(documents.map((d) => d.key)).toEqual(english.map((d) => d.key));
    if (locale === "es") {
      const translated = documents.filter((d, i) => d.what !== english[i].what);
      expect(translated).toHaveLength(documents.length);
    }
  });

  it.each(PROFILES)("$name: the documents of its forms, and nothing another answer rules out", ({ forms }) => {
    const answers = answersFor(forms, english);
    const listed = documentsFor(documents, answers, TAX_YEAR);
    const keys = new Set(listed.map((d) => d.key));

    // Every document of the profile's forms that exists this year is on the list…
    const expected = documents.filter((d) => d.forms.some((form) => forms.includes(form)));
    expect(expected.length).toBeGreaterThan(0);
    expected.forEach((d) => expect(keys).toContain(d.key));
    // …each document on it is called for by a yes (or a number above zero), or by no question at all…
    listed.forEach((d) => {
      const calls = (d.calledForBy ?? []).map(({ key }) => answerCalls(answers[key]));
      expect(calls.length === 0 || calls.includes(true)).toBe(true);
    });
    // …and a document only "no" answers call for is not.
    documents
      .filter((d) => (d.calledForBy ?? []).length > 0)
      .filter((d) => (d.calledForBy ?? []).every(({ key }) => answerCalls(answers[key]) === false))
      .forEach((d) => expect(keys).not.toContain(d.key));
    expect(listed.length).toBeLessThan(documents.length);
  });

  it("expects one copy per employer a count question names", () => {
    const answers = answersFor(["W-2"], english);
    const w2 = documents.find((d) => d.forms.includes("W-2"));
    expect(w2).toBeDefined();
    expect(expectedCopies(w2 as DocumentRecord, answers)).toBe(2);
  });
});

describe("the organizer's rules", () => {
  const documents = organizerDocuments("en");
  const questions = organizerQuestions("en");

  it("lists every document of the year before any answer (what the page shows without JavaScript)", () => {
    expect(documentsFor(documents, {}, TAX_YEAR)).toEqual(documents.filter((d) => appliesTo(d, TAX_YEAR)));
    expect(documentsFor(documents, {}, TAX_YEAR).length).toBeGreaterThan(questions.length);
  });

  it("keeps a document until every question that calls for it is answered no", () => {
    const shared = documents.find((d) => (d.calledForBy ?? []).length > 1);
    expect(shared).toBeDefined();
    const [first, second] = (shared as DocumentRecord).calledForBy ?? [];
    expect(isOnList(shared as DocumentRecord, { [first.key]: "no" })).toBe(true);
    expect(isOnList(shared as DocumentRecord, { [first.key]: "no", [second.key]: "no" })).toBe(false);
    expect(isOnList(shared as DocumentRecord, { [first.key]: "no", [second.key]: "yes" })).toBe(true);
  });

  it("treats a count of zero as no and any higher count as yes", () => {
    expect(answerCalls(0)).toBe(false);
    expect(answerCalls(3)).toBe(true);
    expect(answerCalls(undefined)).toBeUndefined();
  });

  it("leaves out a document in the tax years before it exists (Form 1099-DA reports sales from 2025)", () => {
    const dated = documents.filter((d) => d.fromTaxYear);
    expect(dated.length).toBeGreaterThan(0);
    dated.forEach((d) => {
      expect(documentsFor([d], {}, (d.fromTaxYear as number) - 1)).toEqual([]);
      expect(documentsFor([d], {}, d.fromTaxYear as number)).toEqual([d]);
    });
  });

  it("counts what is gathered and what is still missing", () => {
    const listed = documentsFor(documents, {}, TAX_YEAR);
    const progress = progressOf(listed, new Set([listed[0].key]), questions, { [questions[0].key]: "yes" });
    expect(progress).toEqual({
      listed: listed.length,
      ticked: 1,
      missing: listed.length - 1,
      answered: 1,
      questions: questions.length,
    });
  });
});

describe("the organizer's tax year and dates (the tax calendar's rules)", () => {
  const english = t("en");

  it("prepares the return due next: the year before until its April deadline, then the current year", () => {
    const rule = individualReturnRule();
    expect(organizerTaxYear("2026-11-28", rule, english)).toBe(2026);
    expect(organizerTaxYear("2026-01-10", rule, english)).toBe(2025);
    expect(organizerTaxYear("2026-04-15", rule, english)).toBe(2025);
    expect(organizerTaxYear("2026-04-16", rule, english)).toBe(2026);
  });

  it("dates each document by its rule, moved past weekends and holidays as the calendar moves it", () => {
    const dated = organizerDocuments("en").filter((d) => d.dueBy);
    expect(dated.length).toBeGreaterThan(0);
    dated.forEach((d) => {
      const due = furnishDate(d.dueBy as NonNullable<OrganizerDocumentWithRule["dueBy"]>, TAX_YEAR, english);
      expect(d.dueDate).toBe(due);
      expect(due).not.toBeNull();
      expect(due?.slice(0, 4)).toBe(String(TAX_YEAR + 1));
      expect([0, 6]).not.toContain(dayOfWeek(due as string));
    });
    // January 31, 2027 is a Sunday: a Form W-2 for 2026 is due to employees on Monday, February 1, 2027.
    const w2 = dated.find((d) => d.forms.includes("W-2"));
    expect(furnishDate(w2?.dueBy as NonNullable<OrganizerDocumentWithRule["dueBy"]>, 2026, english)).toBe("2027-02-01");
  });

  it.each(["en", "es"] as const)("fills {taxYear} and the calendar's {threshold} into the %s records", (locale) => {
    const year = { taxYear: TAX_YEAR, tag: localeTag(locale) };
    const questions = prepareQuestions(organizerQuestions(locale), year);
    const documents = prepareDocuments(organizerDocuments(locale), year);
    [...questions.flatMap((q) => [q.question, q.why]), ...documents.flatMap((d) => [d.title, d.what, d.arrives ?? ""])]
      .filter(Boolean)
      .forEach((text) => expect(text).not.toMatch(/\{\w+\}/));
    const withThreshold = organizerQuestions(locale).filter(
      (q) => q.thresholdsFrom && q.question.includes("{threshold}"),
    );
    expect(withThreshold.length).toBeGreaterThan(0);
    withThreshold.forEach((record) => {
      const shown = questions.find((q) => q.key === record.key)?.question ?? "";
      expect(shown).toContain(
        thresholdFor(record.thresholdsFrom as NonNullable<typeof record.thresholdsFrom>, TAX_YEAR, localeTag(locale)),
      );
    });
  });
});
