/**
 * The organizer's records as the page, the PDF and the message to the firm show them for one tax year: placeholders
 * filled ({taxYear}, and {threshold} from the deadline rule a record names) and the documents that do not exist that
 * year left out. Each document's furnish date comes with it (`dueDate`, worked out at build time: ./dates.ts).
 */
import type { IsoDate } from "../tax-deadlines/dates";
import type { ThresholdSource } from "../tax-deadlines/thresholds";
import { appliesTo, fillOrganizerText, thresholdText } from "./mapping";

/** A question record as the page queries it (OrganizerQuestionFields). */
export interface QuestionRecord {
  readonly key: string;
  readonly kind: "yesno" | "count";
  readonly group: { readonly key: string };
  readonly question: string;
  readonly why: string;
  readonly thresholdsFrom?: ThresholdSource | null;
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
  /** The day its sender must furnish it for the organizer's tax year (YYYY-MM-DD), from its deadline rule. */
  readonly dueDate?: string | null;
  readonly calledForBy?: readonly { readonly key: string }[] | null;
  readonly thresholdsFrom?: ThresholdSource | null;
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

export interface PreparedDocument extends Omit<DocumentRecord, "group" | "dueDate" | "thresholdsFrom"> {
  topic: string;
  /** The day its sender must furnish it, from its deadline rule; null when it has none. */
  due: IsoDate | null;
  arrives: string | null;
}

interface Year {
  taxYear: number;
  /** BCP 47 tag of the edition, for the amounts' format. */
  tag: string;
}

const fill = (text: string, rule: ThresholdSource | null | undefined, { taxYear, tag }: Year) =>
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
    .map(({ dueDate, thresholdsFrom, ...record }) => ({
      ...record,
      topic: record.group.key,
      title: fill(record.title, thresholdsFrom, year),
      what: fill(record.what, thresholdsFrom, year),
      sender: fill(record.sender, thresholdsFrom, year),
      arrives: record.arrives ? fill(record.arrives, thresholdsFrom, year) : null,
      due: dueDate ?? null,
    }));
}
