import { useCallback, useRef, useState } from "react";

/**
 * A form's values, whose setter takes an update of the latest values, not of the last render's: when several fields
 * change in one go (the browser's autofill, or the text typed before the page hydrated, handed to the fields one
 * after the other in src/hydration/replay.ts), each change builds on the one before instead of dropping it. The
 * setter returns the new values, for a draft or a check that needs them.
 */
export function useFormValues<Values extends object>(initial: Values) {
  const [values, setValues] = useState(initial);
  const latest = useRef(values);
  latest.current = values;
  const update = useCallback((change: (current: Values) => Values): Values => {
    const next = change(latest.current);
    latest.current = next;
    setValues(next);
    return next;
  }, []);
  return [values, update] as const;
}
