import type { Ref } from "react";

import * as styles from "./tax-planner.module.css";

interface MoneyFieldProps {
  id: string;
  label: string;
  hint?: string;
  value: string;
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
  onChange: (value: string) => void;
}

/** A dollar amount input: keeps what was typed, shows its error beside it and ties both to the input for screen readers. */
export function MoneyField({ id, label, hint, value, error, inputRef, onChange }: MoneyFieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : "", error ? errorId : ""].filter(Boolean).join(" ") || undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      <div className={styles.money}>
        <span aria-hidden="true" className={styles.dollar}>
          $
        </span>
        <input
          id={id}
          ref={inputRef}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          className={styles.input}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
