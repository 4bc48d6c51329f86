import type { FormEvent, ReactNode } from "react";
import { FormStatus, type FormStatusMessage } from "./form-status";
import { RequiredLegend } from "./required-legend";
import { useText } from "../../hooks/use-text";
import { cx } from "../../lib/class-names";
import * as styles from "./form.module.css";

interface EnquiryFormProps {
  /** The form's accessible name. */
  label: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** Shown above the fields when online sending is unavailable; null when it works. */
  notice: ReactNode;
  submitLabel: string;
  sending: boolean;
  status: FormStatusMessage | null;
  children: ReactNode;
}

/**
 * The frame of a form sent by email: notice, required legend, the fields, then the submit button and status. It
 * also sends `language`, the language of the page the visitor wrote from ("English" or "Español"), which the
 * EmailJS templates show the firm as {{language}} (README, Configuration).
 */
export function EnquiryForm({ label, onSubmit, notice, submitLabel, sending, status, children }: EnquiryFormProps) {
  const t = useText();
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={label}>
      {notice ? <p className={cx(styles.notice, styles.wide)}>{notice}</p> : null}
      <RequiredLegend />
      <input type="hidden" name="language" value={t("header.languageName")} />
      {children}
      <div className={cx(styles.actions, styles.wide)}>
        <button type="submit" className={styles.submit} disabled={sending}>
          {sending ? t("forms.sending") : submitLabel}
        </button>
        <FormStatus message={status} />
      </div>
    </form>
  );
}
