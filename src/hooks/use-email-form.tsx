import { useRef, useState, type ReactNode } from "react";
import type { FormStatusMessage } from "../components/ui/form-status";
import { isEmailConfigured, sendEmailForm, type EmailFormKind } from "../lib/email-client";
import { firstInvalidField, type FieldErrors } from "../lib/form-validation";
import { describeEmailError, errorSummary } from "../lib/form-messages";

interface EmailFormOptions<Field extends string> {
  /** Which EmailJS template the form sends through. */
  kind: EmailFormKind;
  /** Fields in page order, so focus goes to the first one that is wrong. */
  fieldOrder: readonly Field[];
  /** The id of a field's control. */
  fieldId: (field: Field) => string;
  messages: {
    /** Shown when EmailJS is not configured; nothing is sent and the values stay. */
    unavailable: ReactNode;
    /** Shown while sending. */
    sending: string;
    /** Shown once EmailJS has confirmed. */
    sent: ReactNode;
    /** Shown when sending failed, with the reason in plain words; the values stay. */
    failed: (reason: string) => ReactNode;
  };
}

/**
 * The submit flow both enquiry forms share: validate (and move focus to the first wrong field), refuse
 * plainly when online sending is unavailable, send once at a time, and say what happened. The form keeps
 * what the visitor typed unless EmailJS confirms the send; `onSent` clears it.
 */
export function useEmailForm<Field extends string>({ kind, fieldOrder, fieldId, messages }: EmailFormOptions<Field>) {
  const configured = isEmailConfigured(kind);
  const sendingRef = useRef(false);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [sending, setSending] = useState(false);
  const [status, setStatus] = useState<FormStatusMessage | null>(null);

  const submit = async (form: HTMLFormElement, found: FieldErrors<Field>, onSent: () => void) => {
    if (sendingRef.current) return;
    setErrors(found);
    const first = firstInvalidField(fieldOrder, found);
    if (first) {
      setStatus({ tone: "error", content: <p>{errorSummary(Object.keys(found).length)}</p> });
      document.getElementById(fieldId(first))?.focus();
      return;
    }
    if (!configured) {
      setStatus({ tone: "error", content: <p>{messages.unavailable}</p> });
      return;
    }

    sendingRef.current = true;
    setSending(true);
    setStatus({ tone: "info", content: <p>{messages.sending}</p> });
    try {
      await sendEmailForm(kind, form);
      onSent();
      setStatus({ tone: "success", content: <p>{messages.sent}</p> });
    } catch (error) {
      setStatus({ tone: "error", content: <p>{messages.failed(describeEmailError(error).reason)}</p> });
    } finally {
      sendingRef.current = false;
      setSending(false);
    }
  };

  return { configured, errors, setErrors, sending, status, setStatus, submit };
}
