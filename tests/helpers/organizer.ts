/**
 * The organizer's records (data/organizer-topics/, organizer-questions/, organizer-documents/) in one edition, with
 * their links resolved as the page's query resolves them: a topic key to `{ key }`, the questions a document names to
 * `{ key }` each, a deadline rule's key to the rule itself. Read from data/ (tests/helpers/data.ts), so a record
 * staff add is in every test that uses these.
 */
import { collectionIn } from "../../gatsby/translations";
import type { Locale } from "../../src/lib/locale";
import type { DocumentRecord, QuestionRecord } from "../../src/lib/organizer/prepare";
import type { TaxDeadlineRule } from "../../src/lib/tax-deadlines";
import { collection } from "./data";

interface RawQuestion extends Omit<QuestionRecord, "group" | "thresholdsFrom"> {
  group: string;
  order: number;
  thresholdsFrom?: string;
}

interface RawDocument extends Omit<DocumentRecord, "group" | "dueBy" | "calledForBy" | "thresholdsFrom"> {
  group: string;
  order: number;
  dueBy?: string;
  calledForBy?: string[];
  thresholdsFrom?: string;
}

export interface OrganizerTopicRecord {
  key: string;
  order: number;
  title: string;
}

const rules = (locale: Locale, dataDir: string): TaxDeadlineRule[] => [
  ...(collectionIn("tax-deadline-rules", locale, dataDir) as unknown as TaxDeadlineRule[]),
  ...(collectionIn("tax-deadline-rules-illinois", locale, dataDir) as unknown as TaxDeadlineRule[]),
];

function ruleOf(locale: Locale, key: string | undefined, dataDir = "data"): TaxDeadlineRule | null {
  if (!key) return null;
  const rule = rules(locale, dataDir).find((candidate) => candidate.key === key);
  if (!rule) throw new Error(`data/tax-deadline-rules has no rule "${key}"`);
  return rule;
}

/** The records the sorting of the page's query gives: by `order` (data-layout already sorts each collection). */
export function organizerTopics(locale: Locale, dataDir = "data"): OrganizerTopicRecord[] {
  return collectionIn("organizer-topics", locale, dataDir) as unknown as OrganizerTopicRecord[];
}

/** The questions of an edition; `dataDir` another data folder than the repository's (an editor test's scratch copy). */
export function organizerQuestions(locale: Locale, dataDir = "data"): QuestionRecord[] {
  return (collectionIn("organizer-questions", locale, dataDir) as unknown as RawQuestion[]).map((raw) => ({
    ...raw,
    group: { key: raw.group },
    thresholdsFrom: ruleOf(locale, raw.thresholdsFrom, dataDir),
  }));
}

export function organizerDocuments(locale: Locale, dataDir = "data"): DocumentRecord[] {
  return (collectionIn("organizer-documents", locale, dataDir) as unknown as RawDocument[]).map((raw) => ({
    ...raw,
    group: { key: raw.group },
    calledForBy: (raw.calledForBy ?? []).map((key) => ({ key })),
    dueBy: ruleOf(locale, raw.dueBy, dataDir),
    thresholdsFrom: ruleOf(locale, raw.thresholdsFrom, dataDir),
  }));
}

/** The individual-return deadline rule, by which the organizer states its tax year. */
export const individualReturnRule = (): TaxDeadlineRule => ruleOf("en", "individual-return") as TaxDeadlineRule;

/** The English records, for checks that need no edition. */
export const englishOrganizer = () => ({
  topics: collection<OrganizerTopicRecord[]>("organizer-topics"),
  questions: organizerQuestions("en"),
  documents: organizerDocuments("en"),
});
