import { useRef, useState, type ReactNode } from "react";
import type { FormStatusMessage } from "./form-status";
import { isEmailConfigured, sendEmailForm, type EmailFormKind } from "../../lib/email-client";
import { firstInvalidField, type FieldErrors } from "../../lib/form-validation";
import { describeEmailError, errorSummary } from "../../lib/form-messages";
import { RichText } from "./rich-text";
import { useFirm } from "../../hooks/use-firm";
import { useText } from "../../hooks/use-text";

interface EmailFormOptions<Field extends string> {
  /** Which EmailJS template the form sends through. */
  kind: EmailFormKind;
  /** Fields in page order, so focus goes to the first one that is wrong. */
  fieldOrder: readonly Field[];
  /** The id of a field's control. */
  fieldId: (field: Field) => string;
  /**
   * The group of the interface dictionary (data/interface/<locale>.json) holding the form's name (`formName`), button (`submit`), notice and
   * outcome messages: `unavailable` (shown
   * when EmailJS is not configured), `unavailableAfterSubmit`, `sending`, `sent` with `sentDetail`, and `failed`
   * with `failedDetail` (the reason in plain words; the values stay).
   */
  area: "contact" | "careers" | "appointment" | "organizer";
  /** The address the messages offer instead of the form; the phone number is the firm's. */
  email: string;
  /** What follows `sent` after a send, in place of the dictionary's `sentDetail` (e.g. a page's next steps). */
  sentDetail?: ReactNode;
}

/**
 * The submit flow both enquiry forms share (a component-level hook: its messages are elements, links inside
 * dictionary sentences, so it lives with the components it composes rather than in src/hooks): validate (and move focus to the first wrong field), refuse
 * plainly when online sending is unavailable, send once at a time, and say what happened. The form keeps
 * what the visitor typed unless EmailJS confirms the send; `onSent` clears it.
 */
export function useEmailForm<Field extends string>({
  kind,
  fieldOrder,
  fieldId,
  area,
  email,
  sentDetail,
}: EmailFormOptions<Field>) {
  const t = useText();
  const firm = useFirm();
  const links = {
    phone: <a href={`tel:${firm.phoneTel}`}>{firm.phoneDisplay}</a>,
    email: <a href={`mailto:${email}`}>{email}</a>,
  };
  const messages = {
    unavailable: <RichText id={`${area}.unavailableAfterSubmit`} values={links} />,
    sending: t(`${area}.sending`),
    sent: (
      <>
        <strong>{t(`${area}.sent`)}</strong> {sentDetail ?? t(`${area}.sentDetail`)}
      </>
    ),
    failed: (reason: string) => (
      <>
        <strong>{t(`${area}.failed`)}</strong> <RichText id={`${area}.failedDetail`} values={{ reason, ...links }} />
      </>
    ),
  };
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
      setStatus({ tone: "error", content: <p>{errorSummary(Object.keys(found).length, t)}</p> });
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
      setStatus({ tone: "error", content: <p>{messages.failed(describeEmailError(error, t).reason)}</p> });
    } finally {
      sendingRef.current = false;
      setSending(false);
    }
  };

  /** What the form's frame (EnquiryForm) shows: its name, the notice when sending is unavailable, the button, the status. */
  const frame = {
    label: t(`${area}.formName`),
    notice: configured ? null : <RichText id={`${area}.unavailable`} values={links} />,
    submitLabel: t(`${area}.submit`),
    sending,
    status,
  };
  return { frame, errors, setErrors, setStatus, submit };
}
