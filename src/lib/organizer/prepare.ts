/**
 * The organizer's records as the page, the PDF and the message to the firm show them for one tax year: placeholders
 * filled ({taxYear}, and {threshold} from the deadline rule a record names), each document's furnish date from its
 * deadline rule, and the documents that do not exist that year left out.
 */
import type { Translate } from "../interface-text";
import type { IsoDate, TaxDeadlineRule } from "../tax-deadlines";
import { appliesTo, fillOrganizerText, furnishDate, thresholdText } from "./mapping";

/** A question record as the page queries it (OrganizerQuestionFields). */
export interface QuestionRecord {
  readonly key: string;
  readonly kind: "yesno" | "count";
  readonly group: { readonly key: string };
  readonly question: string;
  readonly why: string;
  readonly thresholdsFrom?: TaxDeadlineRule | null;
}

/** A document record as the page queries it (OrganizerDocumentFields). */
export interface DocumentRecord {
  readonly key: string;
  readonly group: { readonly key: string };
  readonly title: string;
  readonly forms: readonly string[];
  readonly what: string;
  readonly sender: string;
  readonly arrives?: string | null;
  readonly dueBy?: TaxDeadlineRule | null;
  readonly calledForBy?: readonly { readonly key: string }[] | null;
  readonly thresholdsFrom?: TaxDeadlineRule | null;
  readonly officialUrl: string;
  readonly officialLabel: string;
  readonly path?: string | null;
  readonly pathLabel?: string | null;
  readonly fromTaxYear?: number | null;
  readonly untilTaxYear?: number | null;
}

export interface PreparedQuestion {
  key: string;
  kind: "yesno" | "count";
  topic: string;
  question: string;
  why: string;
}

export interface PreparedDocument extends Omit<DocumentRecord, "group" | "dueBy" | "thresholdsFrom"> {
  topic: string;
  /** The day its sender must furnish it, from its deadline rule; null when it has none. */
  due: IsoDate | null;
  arrives: string | null;
}

interface Year {
  taxYear: number;
  /** BCP 47 tag of the edition, for the amounts' format. */
  tag: string;
  t: Translate;
}

const fill = (text: string, rule: TaxDeadlineRule | null | undefined, { taxYear, tag }: Year) =>
  fillOrganizerText(text, { taxYear, threshold: thresholdText(rule, taxYear, tag) });

export function prepareQuestions(questions: readonly QuestionRecord[], year: Year): PreparedQuestion[] {
  return questions.map((record) => ({
    key: record.key,
    kind: record.kind,
    topic: record.group.key,
    question: fill(record.question, record.thresholdsFrom, year),
    why: fill(record.why, record.thresholdsFrom, year),
  }));
}

export function prepareDocuments(documents: readonly DocumentRecord[], year: Year): PreparedDocument[] {
  return documents
    .filter((record) => appliesTo(record, year.taxYear))
    .map(({ dueBy, thresholdsFrom, ...record }) => ({
      ...record,
      topic: record.group.key,
      title: fill(record.title, thresholdsFrom, year),
      what: fill(record.what, thresholdsFrom, year),
      sender: fill(record.sender, thresholdsFrom, year),
      arrives: record.arrives ? fill(record.arrives, thresholdsFrom, year) : null,
      due: dueBy ? furnishDate(dueBy, year.taxYear, year.t) : null,
    }));
}
