/**
 * The tax-season organizer's rules (/resources/organizer): which documents a client's answers call for. The questions and documents are records
 * of data/organizer-questions/ and data/organizer-documents/; a document names the questions that call for it
 * (`calledForBy`), so the rules are data and this module only reads them. The organizer's tax year and its documents'
 * dates come from the calendar's own engine at build time (./dates.ts), so the page ships without it.
 */
import { thresholdFor, type ThresholdSource } from "../tax-deadlines/thresholds";

/** A client's answer to one question: yes or no, or a number (how many employers…). Absent: not answered yet. */
export type Answer = "yes" | "no" | number;

/** The answers by question key. */
export type Answers = Readonly<Record<string, Answer>>;

/** What the organizer reads of a question. */
export interface OrganizerQuestionRef {
  readonly key: string;
  readonly kind: "yesno" | "count";
}

/** What the organizer reads of a document: its key, the questions that call for it and the tax years it exists. */
export interface OrganizerDocumentRef {
  readonly key: string;
  readonly calledForBy?: readonly { readonly key: string }[] | null;
  readonly fromTaxYear?: number | null;
  readonly untilTaxYear?: number | null;
}

/** Whether an answer calls for the question's documents: yes, or a number above zero; undefined when unanswered. */
export function answerCalls(answer: Answer | undefined): boolean | undefined {
  if (answer === undefined) return undefined;
  if (typeof answer === "number") return answer > 0;
  return answer === "yes";
}

/** Whether a document exists for a tax year (1099-DA reports sales from 2025 on). */
export function appliesTo(document: OrganizerDocumentRef, taxYear: number): boolean {
  if (document.fromTaxYear && taxYear < document.fromTaxYear) return false;
  if (document.untilTaxYear && taxYear > document.untilTaxYear) return false;
  return true;
}

/**
 * Whether a document is on the client's list: one of its questions answered yes (or above zero), or none of them
 * answered yet (a document stays until the client says they do not need it). A document that names no question is on
 * every list. Without answers, then, the list is every document of the year: what the page shows before and without
 * JavaScript.
 */
export function isOnList(document: OrganizerDocumentRef, answers: Answers): boolean {
  const questions = document.calledForBy ?? [];
  if (questions.length === 0) return true;
  const calls = questions.map(({ key }) => answerCalls(answers[key]));
  return calls.some((call) => call !== false);
}

/** The documents of a tax year on a client's list, in the order given. */
export function documentsFor<Document extends OrganizerDocumentRef>(
  documents: readonly Document[],
  answers: Answers,
  taxYear: number,
): Document[] {
  return documents.filter((document) => appliesTo(document, taxYear) && isOnList(document, answers));
}

/** How many copies a document's count questions promise (two employers: two W-2s); 1 otherwise. */
export function expectedCopies(document: OrganizerDocumentRef, answers: Answers): number {
  const counts = (document.calledForBy ?? [])
    .map(({ key }) => answers[key])
    .filter((answer): answer is number => typeof answer === "number");
  return Math.max(1, ...counts);
}

/** The client's progress: documents on the list, ticked, still missing, and questions answered. */
export interface OrganizerProgress {
  listed: number;
  ticked: number;
  missing: number;
  answered: number;
  questions: number;
}

export function progressOf(
  listed: readonly OrganizerDocumentRef[],
  ticks: ReadonlySet<string>,
  questions: readonly OrganizerQuestionRef[],
  answers: Answers,
): OrganizerProgress {
  const ticked = listed.filter((document) => ticks.has(document.key)).length;
  return {
    listed: listed.length,
    ticked,
    missing: listed.length - ticked,
    answered: questions.filter((question) => answers[question.key] !== undefined).length,
    questions: questions.length,
  };
}

/** The {threshold} of a record that names a rule: the amount the tax calendar shows for that tax year. */
export function thresholdText(rule: ThresholdSource | null | undefined, taxYear: number, locale: string): string {
  return rule ? thresholdFor(rule, taxYear, locale) : "";
}

/** A record's text with `{taxYear}` and `{threshold}` filled in; any other brace is left as written. */
export function fillOrganizerText(text: string, values: { taxYear: number; threshold: string }): string {
  return text.replace(/\{(taxYear|threshold)\}/g, (_, name: "taxYear" | "threshold") => String(values[name]));
}
