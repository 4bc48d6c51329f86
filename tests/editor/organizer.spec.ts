/**
 * Staff extend the tax-season organizer through the editor, with no code change: a new question, then a new document
 * that the question calls for, each written in English and in Spanish and published. The organizer's own rules
 * (src/lib/organizer) then offer the document to a client who answers the question yes, in both languages, and not
 * to one who answers no; the build's content checks accept the result.
 */
import { documentsFor } from "../../src/lib/organizer/mapping";
import { prepareDocuments, prepareQuestions } from "../../src/lib/organizer/prepare";
import { localeTag } from "../../src/lib/locale";
import { collection } from "../helpers/data";
import { organizerDocuments, organizerQuestions, todaysTaxYear, type OrganizerTopicRecord } from "../helpers/organizer";
import { contentProblems, NO_PROBLEMS } from "./content-checks";
import {
  addListItems,
  backToCollection,
  choiceLabel,
  fillField,
  fillFields,
  newEntry,
  pane,
  pick,
  saveAndPublish,
  parseJson,
} from "./editor";
import { expect, test } from "./fixtures";

test("a question and a document added in the editor are offered by the organizer to a client who answers yes", async ({
  page,
  scratch,
  openEditor,
}) => {
  const [topic] = collection<OrganizerTopicRecord[]>("organizer-topics");
  const inTopic = (records: { group: string; order: number }[]) =>
    Math.max(0, ...records.filter((record) => record.group === topic.key).map((record) => record.order)) + 1;
  const question = {
    key: "health-savings-account",
    order: inTopic(collection<{ group: string; order: number }[]>("organizer-questions")),
    group: topic.key,
    kind: "yesno",
    question: "Did you take money out of a health savings account (HSA) in {taxYear}?",
    why: "The account's custodian reports each withdrawal to you and to the IRS.",
  };
  const questionEs = {
    question: "¿Retiró dinero de una cuenta de ahorros para gastos médicos (HSA) en {taxYear}?",
    why: "El custodio de la cuenta le informa cada retiro a usted y al IRS.",
  };
  // A document dated by the same deadline rule as an existing one, found in data/, not named here.
  const dated = organizerDocuments("en").find((document) => document.dueBy);
  expect(dated?.dueBy, "an organizer document with a deadline rule").toBeTruthy();
  const rule = dated?.dueBy as NonNullable<NonNullable<typeof dated>["dueBy"]>;
  const document = {
    key: "form-1099-sa",
    order: inTopic(collection<{ group: string; order: number }[]>("organizer-documents")),
    group: topic.key,
    title: "Form 1099-SA, Distributions From an HSA",
    forms: ["1099-SA"],
    what: "The money you took out of a health savings account in {taxYear}.",
    sender: "The custodian of each health savings account",
    dueBy: rule.key,
    calledForBy: [question.key],
    officialUrl: "https://www.irs.gov/forms-pubs/about-form-1099-sa",
    officialLabel: "IRS: About Form 1099-SA",
  };
  const documentEs = {
    title: "Formulario 1099-SA",
    what: "El dinero que retiró de una cuenta de ahorros para gastos médicos en {taxYear}.",
    sender: "El custodio de cada cuenta de ahorros para gastos médicos",
    officialLabel: "IRS: Formulario 1099-SA",
  };
  expect(organizerQuestions("en").map((record) => record.key)).not.toContain(question.key);
  expect(organizerDocuments("en").map((record) => record.key)).not.toContain(document.key);

  await openEditor();

  // The question.
  await newEntry(page, "Organizer questions", "Organizer question");
  const en = pane(page, "en");
  const es = pane(page, "es");
  await fillFields(en, { "Internal name": question.key, "Place in the list": question.order });
  await pick(page, en.getByRole("combobox", { name: "Topic" }), topic.title, topic.title);
  const kind = await choiceLabel(page, "kind", question.kind);
  await pick(page, en.getByRole("combobox", { name: "Kind" }), kind, kind);
  await fillFields(en, { Question: question.question, Why: question.why });
  await fillFields(es, { Question: questionEs.question, Why: questionEs.why });
  await saveAndPublish(page);
  await backToCollection(page, "Organizer questions");

  // The document that the question calls for.
  await newEntry(page, "Organizer documents", "Organizer document");
  await fillFields(en, { "Internal name": document.key, "Place in the list": document.order });
  await pick(page, en.getByRole("combobox", { name: "Topic" }), topic.title, topic.title);
  await fillField(en, "Title", document.title);
  await addListItems(en, "Form", document.forms);
  await fillFields(en, { What: document.what, Sender: document.sender });
  await pick(page, en.getByRole("combobox", { name: "Date from this deadline" }), rule.title.slice(0, 12), rule.title);
  await pick(
    page,
    en.getByRole("combobox", { name: "Asked for by these questions" }),
    "health savings",
    question.question,
  );
  await fillFields(en, {
    "The agency's web address": document.officialUrl,
    "Official page's name": document.officialLabel,
  });
  await fillFields(es, {
    Title: documentEs.title,
    What: documentEs.what,
    Sender: documentEs.sender,
    "Official page's name": documentEs.officialLabel,
  });
  await saveAndPublish(page);
  await backToCollection(page, "Organizer documents");
  await expect(page.getByRole("link", { name: document.title })).toBeVisible();

  // What main holds: the four files, as typed.
  await scratch.synced();
  expect(scratch.cmsBranches()).toEqual([]);
  expect(scratch.checkouts(), "branch checkouts in the served folder").toEqual([]);
  const files = {
    question: `data/organizer-questions/en/${question.key}.json`,
    questionEs: `data/organizer-questions/es/${question.key}.json`,
    document: `data/organizer-documents/en/${document.key}.json`,
    documentEs: `data/organizer-documents/es/${document.key}.json`,
  };
  expect(scratch.changedFiles()).toEqual(Object.values(files).sort());
  expect(parseJson(scratch.show(files.question))).toEqual(question);
  expect(parseJson(scratch.show(files.questionEs))).toEqual(questionEs);
  expect(parseJson(scratch.show(files.document))).toEqual(document);
  expect(parseJson(scratch.show(files.documentEs))).toEqual(documentEs);
  expect(contentProblems(scratch.dataDir)).toEqual(NO_PROBLEMS);

  // The organizer offers the new document to a client who answers the new question yes, and not to one who says no.
  for (const locale of ["en", "es"] as const) {
    const taxYear = todaysTaxYear();
    const year = { taxYear, tag: localeTag(locale) };
    const questions = prepareQuestions(organizerQuestions(locale, scratch.dataDir), year);
    const documents = prepareDocuments(organizerDocuments(locale, scratch.dataDir, taxYear), year);
    const asked = questions.find((entry) => entry.key === question.key);
    expect(asked?.question).toBe(
      (locale === "en" ? question.question : questionEs.question).replace("{taxYear}", String(taxYear)),
    );
    expect(asked?.topic).toBe(topic.key);
    const answers = (yes: boolean) =>
      Object.fromEntries(
        questions.map((entry) => [
          entry.key,
          entry.key === question.key && yes ? "yes" : entry.kind === "count" ? 0 : "no",
        ]),
      ) as Record<string, "yes" | "no" | number>;
    const offered = documentsFor(documents, answers(true), taxYear).find((entry) => entry.key === document.key);
    expect(offered?.title).toBe(locale === "en" ? document.title : documentEs.title);
    expect(offered?.due).toBeTruthy();
    expect(documentsFor(documents, answers(false), taxYear).map((entry) => entry.key)).not.toContain(document.key);
  }
});
