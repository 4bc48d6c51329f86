import { useRef, type ChangeEvent, type FormEvent } from "react";
import { FormField, fieldAria } from "../../components/ui/form-field";
import { EnquiryForm } from "../../components/ui/enquiry-form";
import {
  ContactDetailField,
  RequiredField,
  fieldBinder,
  type ControlChangeEvent,
} from "../../components/ui/required-field";
import { useEmailForm } from "../../components/ui/use-email-form";
import { useFirm } from "../../hooks/use-firm";
import { useFormValues } from "../../hooks/use-form-values";
import {
  applicationFieldOrder,
  maxFileMegabytes,
  type ApplicationField,
  type ApplicationValues,
} from "../../lib/form-validation";
import { validateApplication, validateApplicationField, validateFile } from "../../lib/form-messages";
import { useText } from "../../hooks/use-text";

interface ApplicationFormProps {
  /** Job titles from the shared career data (data/careers/). */
  positions: readonly string[];
  /** The position of the page the dialog was opened from. */
  defaultPosition: string;
  /** Largest résumé accepted, in MB; defaults to GATSBY_APPLICATION_MAX_FILE_MB, else 2. */
  maxFileMb?: number;
}

const fieldId = (field: ApplicationField) => `application-${field}`;

/**
 * The job application form of the "We're Hiring" dialog. The résumé travels with the form as multipart
 * data; a wrong type or an oversized file is refused here, before anything is sent, and a failed send
 * keeps every value and the chosen file.
 */
export function ApplicationForm({ positions, defaultPosition, maxFileMb }: ApplicationFormProps) {
  const t = useText();
  const maxMegabytes = maxFileMegabytes(maxFileMb ?? process.env.GATSBY_APPLICATION_MAX_FILE_MB);
  const fileRef = useRef<HTMLInputElement>(null);
  const initialValues: ApplicationValues = {
    first_name: "",
    email_address: "",
    phone_number: "",
    position_name: defaultPosition,
  };
  const [values, setValues] = useFormValues<ApplicationValues>(initialValues);
  const firm = useFirm();
  const { frame, errors, setErrors, submit } = useEmailForm({
    kind: "application",
    fieldOrder: applicationFieldOrder,
    fieldId,
    area: "careers",
    email: firm.careersEmail,
  });

  const recheck = (field: keyof ApplicationValues, value: string) =>
    validateApplicationField(field, value, positions, t);

  const onChange = (event: ControlChangeEvent) => {
    const field = event.target.name as keyof ApplicationValues;
    setValues((current) => ({ ...current, [field]: event.target.value }));
    if (errors[field]) setErrors({ ...errors, [field]: recheck(field, event.target.value) });
  };

  // The file is checked as soon as it is chosen, so the applicant hears about it before submitting.
  const onFileChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    setErrors({ ...errors, file_name: validateFile(file, maxMegabytes, t) });
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const file = fileRef.current?.files?.[0] ?? null;
    await submit(form, validateApplication(values, file, positions, maxMegabytes, t), () => {
      form.reset();
      // Explicit as well, so the chosen file is dropped even where a script replaced the input's file list.
      if (fileRef.current) fileRef.current.value = "";
      setValues(() => initialValues);
    });
  };

  const field = fieldBinder(fieldId, values, errors, onChange);

  return (
    <EnquiryForm {...frame} onSubmit={onSubmit}>
      <ContactDetailField detail="fullName" field={field("first_name")} wide />
      <ContactDetailField detail="emailAddress" field={field("email_address")} />
      <ContactDetailField detail="phoneNumber" field={field("phone_number")} />
      <RequiredField field={field("position_name")} label={t("forms.fields.position")} wide>
        {(control) => (
          <select {...control}>
            {positions.map((title) => (
              <option key={title} value={title}>
                {title}
              </option>
            ))}
          </select>
        )}
      </RequiredField>
      <FormField
        id={fieldId("file_name")}
        label={t("forms.fields.resume")}
        hint={t("forms.fields.resumeHint", { maxMegabytes })}
        error={errors.file_name}
        wide
      >
        <input
          ref={fileRef}
          id={fieldId("file_name")}
          name="file_name"
          type="file"
          accept="image/*,application/pdf"
          onChange={onFileChange}
          {...fieldAria(fieldId("file_name"), errors.file_name, true)}
        />
      </FormField>
    </EnquiryForm>
  );
}
