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
import { INDIVIDUAL_RETURN_RULE } from "../../gatsby/organizer-dates";
import { textIn, type Dictionary } from "../../src/lib/interface-text";
import { furnishDate, organizerTaxYear } from "../../src/lib/organizer/dates";
import { readData } from "./data";

interface RawQuestion extends Omit<QuestionRecord, "group" | "thresholdsFrom"> {
  group: string;
  order: number;
  thresholdsFrom?: string;
}

interface RawDocument extends Omit<DocumentRecord, "group" | "dueDate" | "calledForBy" | "thresholdsFrom"> {
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

/** A document as the page's query gives it, with the deadline rule its date comes from. */
export type OrganizerDocumentWithRule = DocumentRecord & { dueBy: TaxDeadlineRule | null };

/**
 * The documents of an edition, each dated as the build dates it (gatsby/organizer-dates.ts): its rule's day for
 * `taxYear`, by default the tax year the organizer prepares for today.
 */
export function organizerDocuments(
  locale: Locale,
  dataDir = "data",
  taxYear = todaysTaxYear(),
): OrganizerDocumentWithRule[] {
  const t = textIn(readData<Dictionary>("interface/en.json"));
  return (collectionIn("organizer-documents", locale, dataDir) as unknown as RawDocument[]).map((raw) => {
    const dueBy = ruleOf(locale, raw.dueBy, dataDir);
    return {
      ...raw,
      group: { key: raw.group },
      calledForBy: (raw.calledForBy ?? []).map((key) => ({ key })),
      dueBy,
      dueDate: dueBy ? furnishDate(dueBy, taxYear, t) : null,
      thresholdsFrom: ruleOf(locale, raw.thresholdsFrom, dataDir),
    };
  });
}

/** The individual-return deadline rule, by which the organizer states its tax year (gatsby/organizer-dates.ts). */
export const individualReturnRule = (): TaxDeadlineRule => ruleOf("en", INDIVIDUAL_RETURN_RULE) as TaxDeadlineRule;

/** The tax year a build made today prepares for. */
export function todaysTaxYear(): number {
  return organizerTaxYear(
    new Date().toISOString().slice(0, 10),
    individualReturnRule(),
    textIn(readData<Dictionary>("interface/en.json")),
  );
}
