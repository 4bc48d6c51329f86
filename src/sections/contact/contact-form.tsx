import { useEffect, useState, type ChangeEvent, type FormEvent } from "react";
import { FormField, fieldAria } from "../../components/ui/form-field";
import { FormStatus } from "../../components/ui/form-status";
import { useEmailForm } from "../../hooks/use-email-form";
import { useFirm } from "../../hooks/use-firm";
import { CONTACT_DRAFT_KEY, clearDraft, loadDraft, saveDraft } from "../../lib/form-draft";
import { contactFieldOrder, type ContactField, type ContactValues } from "../../lib/form-validation";
import { validateContact, validateContactField } from "../../lib/form-messages";
import { useText } from "../../hooks/use-text";
import { RichText } from "../../components/ui/rich-text";
import { RequiredLegend } from "../../components/ui/required-legend";
import { cx } from "../../lib/class-names";
import * as styles from "../../components/ui/form.module.css";

const emptyValues: ContactValues = { first_name: "", phone_number: "", email_address: "", message: "" };
const HONEYPOT = "website";

const fieldId = (field: ContactField) => `contact-${field}`;

/**
 * The free-quote contact form. It never loses what the visitor typed: values stay on failure, a draft
 * survives a reload of the tab, and the form clears only after EmailJS confirms the message.
 */
export function ContactForm() {
  const firm = useFirm();
  const t = useText();
  const [values, setValues] = useState<ContactValues>(emptyValues);
  const phoneLink = <a href={`tel:${firm.phoneTel}`}>{firm.phoneDisplay}</a>;
  const emailLink = <a href={`mailto:${firm.email}`}>{firm.email}</a>;
  const { configured, errors, setErrors, sending, status, setStatus, submit } = useEmailForm({
    kind: "contact",
    fieldOrder: contactFieldOrder,
    fieldId,
    messages: {
      unavailable: <RichText id="contact.unavailableAfterSubmit" values={{ phone: phoneLink, email: emailLink }} />,
      sending: t("contact.sending"),
      sent: (
        <>
          <strong>{t("contact.sent")}</strong> {t("contact.sentDetail")}
        </>
      ),
      failed: (reason) => (
        <>
          <strong>{t("contact.failed")}</strong>{" "}
          <RichText id="contact.failedDetail" values={{ reason, phone: phoneLink }} />
        </>
      ),
    },
  });

  useEffect(() => {
    const draft = loadDraft(CONTACT_DRAFT_KEY, emptyValues);
    if (draft) setValues(draft);
  }, []);

  const onChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const field = event.target.name as ContactField;
    const next = { ...values, [field]: event.target.value };
    setValues(next);
    saveDraft(CONTACT_DRAFT_KEY, next);
    // Once a field has been flagged, its message follows the visitor's corrections.
    if (errors[field]) setErrors({ ...errors, [field]: validateContactField(field, event.target.value) });
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const honeypot = new FormData(form).get(HONEYPOT);
    if (typeof honeypot === "string" && honeypot !== "") {
      // A bot filled the hidden field: drop it, but answer as if it worked so it learns nothing.
      form.reset();
      setValues(emptyValues);
      clearDraft(CONTACT_DRAFT_KEY);
      setStatus({ tone: "success", content: <p>{t("contact.sent")}</p> });
      return;
    }
    await submit(form, validateContact(values), () => {
      setValues(emptyValues);
      clearDraft(CONTACT_DRAFT_KEY);
    });
  };

  const field = (name: ContactField) => ({
    id: fieldId(name),
    name,
    value: values[name],
    onChange,
    required: true,
    ...fieldAria(fieldId(name), errors[name]),
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={t("contact.formName")}>
      {configured ? null : (
        <p className={cx(styles.notice, styles.wide)}>
          <RichText id="contact.unavailable" values={{ phone: phoneLink, email: emailLink }} />
        </p>
      )}
      <RequiredLegend />
      <FormField id={fieldId("first_name")} label={t("forms.fields.fullName")} required error={errors.first_name}>
        <input {...field("first_name")} type="text" autoComplete="name" />
      </FormField>
      <FormField
        id={fieldId("phone_number")}
        label={t("forms.fields.phoneNumber")}
        required
        error={errors.phone_number}
      >
        <input {...field("phone_number")} type="tel" autoComplete="tel" inputMode="tel" />
      </FormField>
      <FormField
        id={fieldId("email_address")}
        label={t("forms.fields.emailAddress")}
        required
        error={errors.email_address}
        wide
      >
        <input {...field("email_address")} type="email" autoComplete="email" inputMode="email" spellCheck={false} />
      </FormField>
      <FormField id={fieldId("message")} label={t("forms.fields.message")} required error={errors.message} wide>
        <textarea {...field("message")} rows={5} />
      </FormField>
      {/* Honeypot: off-screen, hidden from assistive technology and out of the tab order; people never fill it. */}
      <div className={styles.honeypot} aria-hidden="true">
        <label htmlFor="contact-website">{t("forms.fields.honeypot")}</label>
        <input id="contact-website" name={HONEYPOT} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <div className={cx(styles.actions, styles.wide)}>
        <button type="submit" className={styles.submit} disabled={sending}>
          {sending ? t("forms.sending") : t("contact.submit")}
        </button>
        <FormStatus message={status} />
      </div>
    </form>
  );
}
