/**
 * The organizer as the firm receives it ("Send my list to the firm") and as the PDF and the email summarize it: the
 * client's answers and the documents still missing, never a document itself. Plain text, every word from the
 * edition's dictionary (`organizer.summary.*`) or the records.
 */
import type { Translate } from "../interface-text";
import type { Answer } from "./mapping";

export interface SummaryQuestion {
  /** The question as the page shows it (placeholders filled). */
  text: string;
  answer: Answer | undefined;
}

export interface SummaryDocument {
  title: string;
  forms: readonly string[];
  copies: number;
}

/** An answer in words: Yes, No, a number, or "not answered". */
export function answerWords(answer: Answer | undefined, t: Translate): string {
  if (answer === undefined) return t("organizer.summary.notAnswered");
  if (typeof answer === "number") return String(answer);
  return t(answer === "yes" ? "organizer.yes" : "organizer.no");
}

/** A document's line: its title, and how many copies when more than one is expected. */
export function documentLine(document: SummaryDocument, t: Translate): string {
  return document.copies > 1
    ? t("organizer.summary.copies", { title: document.title, count: document.copies })
    : document.title;
}

/** The message the firm receives: the tax year, each answer, the missing documents and how many are gathered. */
export function organizerMessage(
  taxYear: number,
  questions: readonly SummaryQuestion[],
  missing: readonly SummaryDocument[],
  gathered: number,
  t: Translate,
): string {
  return [
    t("organizer.summary.heading", { taxYear }),
    "",
    t("organizer.summary.answers"),
    ...questions.map((question) => `- ${question.text} ${answerWords(question.answer, t)}`),
    "",
    t("organizer.summary.missing", { count: missing.length }),
    ...missing.map((document) => `- ${documentLine(document, t)}`),
    "",
    t("organizer.summary.gathered", { count: gathered }),
  ].join("\n");
}
