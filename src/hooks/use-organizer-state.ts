import { useCallback, useEffect, useState } from "react";
import type { Locale } from "../lib/locale";
import type { Answer } from "../lib/organizer/mapping";
import {
  EMPTY_ORGANIZER,
  clearOrganizer,
  loadOrganizer,
  mergeOrganizerState,
  saveOrganizer,
  type OrganizerState,
} from "../lib/organizer/storage";

/**
 * The organizer's answers and ticks, kept in this browser for the page's edition (src/lib/organizer/storage.ts). The
 * server renders the empty state (every document listed); the saved state is read once the page has hydrated, under
 * whatever the visitor did before that.
 */
export function useOrganizerState(
  locale: Locale,
  questionKeys: ReadonlySet<string>,
  documentKeys: ReadonlySet<string>,
) {
  const [state, setState] = useState<OrganizerState>(EMPTY_ORGANIZER);

  useEffect(() => {
    const saved = loadOrganizer(locale, questionKeys, documentKeys);
    setState((current) => mergeOrganizerState(saved, current));
    // The keys come from the page's data, which does not change while it is open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [locale]);

  const update = useCallback(
    (change: (current: OrganizerState) => OrganizerState) =>
      setState((current) => {
        const next = change(current);
        // Saving the same state twice (React may call an updater twice in development) is harmless.
        saveOrganizer(locale, next);
        return next;
      }),
    [locale],
  );

  const answer = useCallback(
    (question: string, value: Answer | undefined) =>
      update((current) => {
        const answers = { ...current.answers };
        if (value === undefined) delete answers[question];
        else answers[question] = value;
        return { ...current, answers };
      }),
    [update],
  );

  const tick = useCallback(
    (document: string, ticked: boolean) =>
      update((current) => ({
        ...current,
        ticks: ticked ? [...new Set([...current.ticks, document])] : current.ticks.filter((key) => key !== document),
      })),
    [update],
  );

  const clear = useCallback(() => {
    clearOrganizer(locale);
    setState(EMPTY_ORGANIZER);
  }, [locale]);

  return { state, answer, tick, clear };
}
