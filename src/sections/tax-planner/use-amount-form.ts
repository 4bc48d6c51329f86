import { useEffect, useRef, useState } from "react";

import { parseAmount, type AmountError } from "../../lib/estimated-tax";
import { localToday } from "../../lib/tax-deadlines";

/**
 * The dollar fields of a planner form: what was typed (kept as typed, never rewritten), each field's error and its
 * input, so `read()` can check them all, mark the bad ones and move focus to the first.
 */
export function useAmountForm<Field extends string>(fields: readonly Field[], optional: ReadonlySet<Field>) {
  const [values, setValues] = useState(
    () => Object.fromEntries(fields.map((name) => [name, ""])) as Record<Field, string>,
  );
  const [errors, setErrors] = useState<Partial<Record<Field, AmountError>>>({});
  const inputs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});

  /**
   * The amounts, or null when one is missing or malformed (each such field gets its error and the first of them the
   * focus). With `allOptional`, an empty field counts as 0, as optional fields always do.
   */
  function read({ allOptional = false } = {}): Record<Field, number> | null {
    const found: Partial<Record<Field, AmountError>> = {};
    const amounts: Partial<Record<Field, number>> = {};
    fields.forEach((name) => {
      const result = parseAmount(values[name], { optional: allOptional || optional.has(name) });
      if (result.ok) amounts[name] = result.value;
      else found[name] = result.error;
    });
    setErrors(found);
    const firstInvalid = fields.find((name) => found[name]);
    if (firstInvalid) {
      inputs.current[firstInvalid]?.focus();
      return null;
    }
    return amounts as Record<Field, number>;
  }

  return {
    values,
    errors,
    hasErrors: Object.keys(errors).length > 0,
    setValue: (name: Field, value: string) => setValues((current) => ({ ...current, [name]: value })),
    inputRef: (name: Field) => (element: HTMLInputElement | null) => {
      inputs.current[name] = element;
    },
    read,
  };
}

/**
 * The tax years a planner offers, this year and next: the build's year in the HTML, then the visitor's own year once
 * the page runs in the browser.
 */
export function usePlanYears(buildYear: number) {
  const [currentYear, setCurrentYear] = useState(buildYear);
  const [taxYear, setTaxYear] = useState(buildYear);
  useEffect(() => {
    const year = Number(localToday().slice(0, 4));
    setCurrentYear(year);
    setTaxYear(year);
  }, []);
  return { years: [currentYear, currentYear + 1], taxYear, setTaxYear };
}
