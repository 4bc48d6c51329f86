import { useCallback, useEffect, useRef } from "react";
import { clearDraft, loadDraft, mergeDraft, saveDraft } from "../lib/form-draft";
import { useFormValues } from "./use-form-values";

type Draft<Values> = Record<keyof Values & string, string>;

/**
 * A form's values (useFormValues) kept as a draft in sessionStorage under `key` (src/lib/form-draft.ts): restored
 * once the page has hydrated, under what the visitor typed before (mergeDraft, or the form's own `restore`, which
 * also gets no draft), saved with every change made through `update`, and cleared with the values by `clear` once
 * the form is sent. The contact form, the appointment request and the organizer's "send my list" use it.
 */
export function useDraftedFormValues<Values extends Draft<Values>>(
  key: string,
  empty: Values,
  restore?: (draft: Values | null, typed: Values) => Values,
) {
  const [values, setValues] = useFormValues<Values>(empty);
  const restoreDraft = useRef(restore);
  restoreDraft.current = restore;
  const initial = useRef(empty);

  useEffect(() => {
    const draft = loadDraft<keyof Values & string>(key, initial.current) as Values | null;
    const own = restoreDraft.current;
    if (own) setValues((typed) => own(draft, typed));
    else if (draft) setValues((typed) => mergeDraft<keyof Values & string>(draft, typed) as Values);
  }, [key, setValues]);

  /** Changes the values as useFormValues' setter does, and saves the draft; returns the new values. */
  const update = useCallback(
    (change: (current: Values) => Values): Values => {
      const next = setValues(change);
      saveDraft<keyof Values & string>(key, next);
      return next;
    },
    [key, setValues],
  );

  /** Empties the form and forgets its draft (after a send, or a bot's). */
  const clear = useCallback(() => {
    setValues(() => initial.current);
    clearDraft(key);
  }, [key, setValues]);

  return { values, update, clear };
}
