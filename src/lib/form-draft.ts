/**
 * A form's draft (the contact form's, the appointment request's) kept in sessionStorage: it survives a reload in the same tab, ends with the tab,
 * and is never shared with other tabs or sent anywhere.
 */
export const CONTACT_DRAFT_KEY = "riverwalk:contact-draft";
export const APPOINTMENT_DRAFT_KEY = "riverwalk:appointment-draft";
export const ORGANIZER_DRAFT_KEY = "riverwalk:organizer-send-draft";

type Draft<Field extends string> = Record<Field, string>;

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** The saved draft merged over the empty values; anything malformed is ignored. */
export function loadDraft<Field extends string>(key: string, empty: Draft<Field>): Draft<Field> | null {
  try {
    const raw = storage()?.getItem(key);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== "object" || parsed === null) return null;
    const draft = { ...empty };
    let found = false;
    for (const field of Object.keys(empty) as Field[]) {
      const value = (parsed as Record<string, unknown>)[field];
      if (typeof value === "string") {
        draft[field] = value;
        if (value !== "") found = true;
      }
    }
    return found ? draft : null;
  } catch {
    return null;
  }
}

export function saveDraft<Field extends string>(key: string, values: Draft<Field>): void {
  try {
    const hasText = Object.values<string>(values).some((value) => value !== "");
    if (hasText) storage()?.setItem(key, JSON.stringify(values));
    else storage()?.removeItem(key);
  } catch {
    // Storage full or refused: the form still works, only the reload safety net is lost.
  }
}

export function clearDraft(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // Nothing to clear.
  }
}

/**
 * A restored draft under what the visitor has typed since the page loaded: a field they filled keeps their text, the
 * others take the draft's.
 */
export function mergeDraft<Field extends string>(draft: Draft<Field>, typed: Draft<Field>): Draft<Field> {
  const merged = { ...draft };
  for (const field of Object.keys(typed) as Field[]) if (typed[field] !== "") merged[field] = typed[field];
  return merged;
}
