import type { FormEvent } from "react";
import { EnquiryForm } from "../../components/ui/enquiry-form";
import { Honeypot, honeypotFilled } from "../../components/ui/honeypot";
import {
  ContactDetailField,
  RequiredField,
  fieldBinder,
  type ControlChangeEvent,
} from "../../components/ui/required-field";
import { useEmailForm } from "../../components/ui/use-email-form";
import { useFirm } from "../../hooks/use-firm";
import { CONTACT_DRAFT_KEY } from "../../lib/form-draft";
import { useDraftedFormValues } from "../../hooks/use-drafted-form-values";
import { contactFieldOrder, type ContactField, type ContactValues } from "../../lib/form-validation";
import { validateContact, validateContactField } from "../../lib/form-messages";
import { useText } from "../../hooks/use-text";

const emptyValues: ContactValues = { first_name: "", phone_number: "", email_address: "", message: "" };

const fieldId = (field: ContactField) => `contact-${field}`;

/**
 * The free-quote contact form. It never loses what the visitor typed: values stay on failure, a draft
 * survives a reload of the tab, and the form clears only after EmailJS confirms the message.
 */
export function ContactForm() {
  const t = useText();
  const { values, update, clear } = useDraftedFormValues<ContactValues>(CONTACT_DRAFT_KEY, emptyValues);
  const firm = useFirm();
  const { frame, errors, setErrors, setStatus, submit } = useEmailForm({
    kind: "contact",
    fieldOrder: contactFieldOrder,
    fieldId,
    area: "contact",
    email: firm.email,
  });

  const onChange = (event: ControlChangeEvent) => {
    const field = event.target.name as ContactField;
    update((current) => ({ ...current, [field]: event.target.value }));
    // Once a field has been flagged, its message follows the visitor's corrections.
    if (errors[field]) setErrors({ ...errors, [field]: validateContactField(field, event.target.value, t) });
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (honeypotFilled(form)) {
      // A bot filled the hidden field: drop it, but answer as if it worked so it learns nothing.
      form.reset();
      clear();
      setStatus({ tone: "success", content: <p>{t("contact.sent")}</p> });
      return;
    }
    await submit(form, validateContact(values, t), clear);
  };

  const field = fieldBinder(fieldId, values, errors, onChange);

  return (
    <EnquiryForm {...frame} onSubmit={onSubmit}>
      <ContactDetailField detail="fullName" field={field("first_name")} />
      <ContactDetailField detail="phoneNumber" field={field("phone_number")} />
      <ContactDetailField detail="emailAddress" field={field("email_address")} wide />
      <RequiredField field={field("message")} label={t("forms.fields.message")} wide>
        {(control) => <textarea {...control} rows={5} />}
      </RequiredField>
      <Honeypot idPrefix="contact" />
    </EnquiryForm>
  );
}
