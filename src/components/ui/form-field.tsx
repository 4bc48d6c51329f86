import type { ReactNode } from "react";
import * as styles from "./form.module.css";
import { cx } from "../../lib/class-names";

interface FormFieldProps {
  /** The control's id; its message gets `${id}-error`. */
  id: string;
  label: ReactNode;
  required?: boolean;
  error?: string;
  /** Guidance shown under the label and read with the control (`${id}-hint`). */
  hint?: string;
  wide?: boolean;
  children: ReactNode;
}

/** The ARIA wiring a control needs so its hint and message are read with it. */
export function fieldAria(id: string, error: string | undefined, hasHint = false) {
  const describedBy = cx(hasHint && `${id}-hint`, error && `${id}-error`);
  return {
    "aria-invalid": error ? (true as const) : undefined,
    "aria-describedby": describedBy || undefined,
  };
}

/** Label, control and its message: a visible asterisk marks required fields (the control says so to AT). */
export function FormField({ id, label, required = false, error, hint, wide = false, children }: FormFieldProps) {
  return (
    <div className={cx(styles.field, wide && styles.wide, error && styles.invalid)}>
      <label htmlFor={id}>
        {label}
        {required ? (
          <span className={styles.required} aria-hidden="true">
            {" "}
            *
          </span>
        ) : null}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {children}
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
