import type { FormEvent } from "react";
import { EnquiryForm } from "../../components/ui/enquiry-form";
import { Honeypot, honeypotFilled } from "../../components/ui/honeypot";
import { ContactDetailField, fieldBinder, type ControlChangeEvent } from "../../components/ui/required-field";
import { useEmailForm } from "../../components/ui/use-email-form";
import { ButtonLink } from "../../components/ui/button-link";
import { useFirm } from "../../hooks/use-firm";
import { useDraftedFormValues } from "../../hooks/use-drafted-form-values";
import { useText } from "../../hooks/use-text";
import { ORGANIZER_DRAFT_KEY } from "../../lib/form-draft";
import { validateContact, validateContactField } from "../../lib/form-messages";
import { contactFieldOrder, type ContactField } from "../../lib/form-validation";
import { expectedCopies, type Answers } from "../../lib/organizer/mapping";
import type { PreparedDocument, PreparedQuestion } from "../../lib/organizer/prepare";
import { organizerMessage } from "../../lib/organizer/summary";
import { APPOINTMENT_PATH } from "../../lib/routes";
import * as styles from "./organizer.module.css";

/** The fields the client fills in; the message is the list itself. */
type SenderField = Exclude<ContactField, "message">;
type SenderValues = Record<SenderField, string>;
const emptyValues: SenderValues = { first_name: "", phone_number: "", email_address: "" };
const fieldId = (field: ContactField) => `organizer-${field}`;

interface SendListFormProps {
  taxYear: number;
  questions: readonly PreparedQuestion[];
  answers: Answers;
  listed: readonly PreparedDocument[];
  ticks: ReadonlySet<string>;
}

/**
 * "Send my list to the firm": the contact form's EmailJS flow (its template, the page's language, one send at a time,
 * a clear error that keeps everything) carrying the client's answers and the documents still missing as its message,
 * never a document. After a send it offers the appointment page; the list itself stays in the browser.
 */
export function SendListForm({ taxYear, questions, answers, listed, ticks }: SendListFormProps) {
  const t = useText();
  const firm = useFirm();
  const { values, update, clear } = useDraftedFormValues<SenderValues>(ORGANIZER_DRAFT_KEY, emptyValues);
  const message = organizerMessage(
    taxYear,
    questions.map((question) => ({ text: question.question, answer: answers[question.key] })),
    listed
      .filter((document) => !ticks.has(document.key))
      .map((document) => ({ title: document.title, forms: document.forms, copies: expectedCopies(document, answers) })),
    listed.filter((document) => ticks.has(document.key)).length,
    t,
  );
  const { frame, errors, setErrors, setStatus, submit } = useEmailForm({
    kind: "contact",
    fieldOrder: contactFieldOrder,
    fieldId,
    area: "organizer",
    email: firm.email,
    sentDetail: (
      <>
        {t("organizer.sentDetail")}{" "}
        <ButtonLink to={APPOINTMENT_PATH} variant="light">
          {t("organizer.nextStep")}
        </ButtonLink>
      </>
    ),
  });

  const onChange = (event: ControlChangeEvent) => {
    const field = event.target.name as SenderField;
    update((current) => ({ ...current, [field]: event.target.value }));
    if (errors[field]) setErrors({ ...errors, [field]: validateContactField(field, event.target.value, t) });
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (honeypotFilled(form)) {
      form.reset();
      clear();
      setStatus({ tone: "success", content: <p>{t("organizer.sent")}</p> });
      return;
    }
    await submit(form, validateContact({ ...values, message }, t), clear);
  };

  const field = fieldBinder<SenderField>(fieldId, values, errors, onChange);

  return (
    <div className={styles.send}>
      <p className={styles.sendNote}>{t("organizer.sendNote")}</p>
      <EnquiryForm {...frame} onSubmit={onSubmit}>
        <ContactDetailField detail="fullName" field={field("first_name")} />
        <ContactDetailField detail="phoneNumber" field={field("phone_number")} />
        <ContactDetailField detail="emailAddress" field={field("email_address")} wide />
        <input type="hidden" name="message" value={message} />
        <Honeypot idPrefix="organizer" />
      </EnquiryForm>
    </div>
  );
}
