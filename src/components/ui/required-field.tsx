import type { ChangeEvent, ReactNode } from "react";
import { FormField, fieldAria } from "./form-field";
import { useText } from "../../hooks/use-text";

/** A change in any control a field holds. */
export type ControlChangeEvent = ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>;

/** The props that bind a required control to its form's value and message. */
export interface BoundControl {
  id: string;
  name: string;
  value: string;
  onChange: (event: ControlChangeEvent) => void;
  required: true;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}

/** A control bound to the form, with the message shown under it when it is wrong. */
export interface BoundField {
  control: BoundControl;
  error?: string;
}

/** Binds a form's required fields: `field("email_address")` gives the control's props and its message. */
export function fieldBinder<Field extends string>(
  fieldId: (field: NoInfer<Field>) => string,
  values: Record<Field, string>,
  errors: Partial<Record<NoInfer<Field>, string>>,
  onChange: (event: ControlChangeEvent) => void,
) {
  return (name: Field): BoundField => ({
    control: {
      id: fieldId(name),
      name,
      value: values[name],
      onChange,
      required: true,
      ...fieldAria(fieldId(name), errors[name]),
    },
    error: errors[name],
  });
}

interface RequiredFieldProps {
  field: BoundField;
  label: string;
  wide?: boolean;
  /** The control, given the props that bind it. */
  children: (control: BoundControl) => ReactNode;
}

/** A required field of a form: its label with the asterisk, the control, and its message. */
export function RequiredField({ field, label, wide, children }: RequiredFieldProps) {
  return (
    <FormField id={field.control.id} label={label} required error={field.error} wide={wide}>
      {children(field.control)}
    </FormField>
  );
}

/** How a person is reached: the label and the input attributes of each contact detail a form asks for. */
const contactDetails = {
  fullName: { type: "text", autoComplete: "name" },
  emailAddress: { type: "email", autoComplete: "email", inputMode: "email", spellCheck: false },
  phoneNumber: { type: "tel", autoComplete: "tel", inputMode: "tel" },
} as const;

interface ContactDetailFieldProps {
  detail: keyof typeof contactDetails;
  field: BoundField;
  wide?: boolean;
}

/** The name, email or phone field of a form, labelled and typed the same everywhere. */
export function ContactDetailField({ detail, field, wide }: ContactDetailFieldProps) {
  const t = useText();
  return (
    <RequiredField field={field} label={t(`forms.fields.${detail}`)} wide={wide}>
      {(control) => <input {...control} {...contactDetails[detail]} />}
    </RequiredField>
  );
}
