/**
 * What the organizer keeps in the visitor's browser: their answers and ticks, in localStorage so that a client can
 * come back over several weeks, one entry per edition (an English and a Spanish list do not mix). Nothing here is
 * sent anywhere; only "Send my list to the firm" sends, and only what the client sees it send.
 */
import type { Locale } from "../locale";
import type { Answer, Answers } from "./mapping";

export interface OrganizerState {
  answers: Answers;
  /** Keys of the documents the client has ticked. */
  ticks: readonly string[];
}

export const EMPTY_ORGANIZER: OrganizerState = { answers: {}, ticks: [] };

export const organizerStorageKey = (locale: Locale): string => `riverwalk:organizer:${locale}`;

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

const isAnswer = (value: unknown): value is Answer =>
  value === "yes" || value === "no" || (typeof value === "number" && Number.isInteger(value) && value >= 0);

/**
 * The saved state, keeping only answers to `questions` and ticks of `documents` that still exist (a record staff
 * removed leaves nothing behind); anything malformed is ignored.
 */
export function parseOrganizerState(
  raw: string | null | undefined,
  questions: ReadonlySet<string>,
  documents: ReadonlySet<string>,
): OrganizerState {
  if (!raw) return EMPTY_ORGANIZER;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== "object" || parsed === null) return EMPTY_ORGANIZER;
    const { answers, ticks } = parsed as { answers?: unknown; ticks?: unknown };
    const kept: Record<string, Answer> = {};
    if (typeof answers === "object" && answers !== null) {
      for (const [key, value] of Object.entries(answers as Record<string, unknown>)) {
        if (questions.has(key) && isAnswer(value)) kept[key] = value;
      }
    }
    const tickList = Array.isArray(ticks)
      ? ticks.filter((key): key is string => typeof key === "string" && documents.has(key))
      : [];
    return { answers: kept, ticks: [...new Set(tickList)] };
  } catch {
    return EMPTY_ORGANIZER;
  }
}

export function loadOrganizer(
  locale: Locale,
  questions: ReadonlySet<string>,
  documents: ReadonlySet<string>,
): OrganizerState {
  try {
    return parseOrganizerState(storage()?.getItem(organizerStorageKey(locale)), questions, documents);
  } catch {
    return EMPTY_ORGANIZER;
  }
}

export function saveOrganizer(locale: Locale, state: OrganizerState): void {
  try {
    if (Object.keys(state.answers).length === 0 && state.ticks.length === 0) clearOrganizer(locale);
    else storage()?.setItem(organizerStorageKey(locale), JSON.stringify(state));
  } catch {
    // Storage full or refused: the organizer still works for this visit, it only forgets on reload.
  }
}

export function clearOrganizer(locale: Locale): void {
  try {
    storage()?.removeItem(organizerStorageKey(locale));
  } catch {
    // Nothing to clear.
  }
}

/**
 * A saved state under what the visitor did since the page loaded (an answer or tick made before the saved one was
 * read): their answers win, and both sets of ticks are kept.
 */
export function mergeOrganizerState(saved: OrganizerState, current: OrganizerState): OrganizerState {
  return {
    answers: { ...saved.answers, ...current.answers },
    ticks: [...new Set([...saved.ticks, ...current.ticks])],
  };
}
