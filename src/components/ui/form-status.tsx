import type { ReactNode } from "react";
import * as styles from "./form.module.css";

export type FormStatusTone = "info" | "success" | "error";

const toneClass: Record<FormStatusTone, string> = {
  info: styles.statusInfo,
  success: styles.statusSuccess,
  error: styles.statusError,
};

export interface FormStatusMessage {
  tone: FormStatusTone;
  content: ReactNode;
}

/**
 * The form's live region. It is always in the page (a region that appears together with its text is
 * often not announced), and only its content changes.
 */
export function FormStatus({ message }: { message: FormStatusMessage | null }) {
  return (
    <div role="status" aria-live="polite" aria-atomic="true">
      {message ? <div className={`${styles.status} ${toneClass[message.tone]}`}>{message.content}</div> : null}
    </div>
  );
}
