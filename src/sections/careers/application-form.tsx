import { useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { FormField, fieldAria } from "../../components/ui/form-field";
import { FormStatus } from "../../components/ui/form-status";
import { useEmailForm } from "../../hooks/use-email-form";
import { useFirm } from "../../hooks/use-firm";
import {
  applicationFieldOrder,
  maxFileMegabytes,
  type ApplicationField,
  type ApplicationValues,
} from "../../lib/form-validation";
import { validateApplication, validateApplicationField, validateFile } from "../../lib/form-messages";
import { useText } from "../../hooks/use-text";
import { RichText } from "../../components/ui/rich-text";
import { RequiredLegend } from "../../components/ui/required-legend";
import { cx } from "../../lib/class-names";
import * as styles from "../../components/ui/form.module.css";

interface ApplicationFormProps {
  /** Job titles from the shared career data (data/careers.json). */
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
  const firm = useFirm();
  const t = useText();
  const maxMegabytes = maxFileMegabytes(maxFileMb ?? process.env.GATSBY_APPLICATION_MAX_FILE_MB);
  const fileRef = useRef<HTMLInputElement>(null);
  const initialValues: ApplicationValues = {
    first_name: "",
    email_address: "",
    phone_number: "",
    position_name: defaultPosition,
  };
  const [values, setValues] = useState<ApplicationValues>(initialValues);
  const emailLink = <a href={`mailto:${firm.careersEmail}`}>{firm.careersEmail}</a>;
  const phoneLink = <a href={`tel:${firm.phoneTel}`}>{firm.phoneDisplay}</a>;
  const { configured, errors, setErrors, sending, status, submit } = useEmailForm({
    kind: "application",
    fieldOrder: applicationFieldOrder,
    fieldId,
    messages: {
      unavailable: <RichText id="careers.unavailableAfterSubmit" values={{ email: emailLink, phone: phoneLink }} />,
      sending: t("careers.sending"),
      sent: (
        <>
          <strong>{t("careers.sent")}</strong> {t("careers.sentDetail")}
        </>
      ),
      failed: (reason) => (
        <>
          <strong>{t("careers.failed")}</strong>{" "}
          <RichText id="careers.failedDetail" values={{ reason, email: emailLink }} />
        </>
      ),
    },
  });

  const recheck = (field: keyof ApplicationValues, value: string) => validateApplicationField(field, value, positions);

  const onChange = (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
    const field = event.target.name as keyof ApplicationValues;
    setValues({ ...values, [field]: event.target.value });
    if (errors[field]) setErrors({ ...errors, [field]: recheck(field, event.target.value) });
  };

  // The file is checked as soon as it is chosen, so the applicant hears about it before submitting.
  const onFileChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    setErrors({ ...errors, file_name: validateFile(file, maxMegabytes) });
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const file = fileRef.current?.files?.[0] ?? null;
    await submit(form, validateApplication(values, file, positions, maxMegabytes), () => {
      form.reset();
      // Explicit as well, so the chosen file is dropped even where a script replaced the input's file list.
      if (fileRef.current) fileRef.current.value = "";
      setValues(initialValues);
    });
  };

  const field = (name: keyof ApplicationValues) => ({
    id: fieldId(name),
    name,
    value: values[name],
    onChange,
    required: true,
    ...fieldAria(fieldId(name), errors[name]),
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={t("careers.formName")}>
      {configured ? null : (
        <p className={cx(styles.notice, styles.wide)}>
          <RichText id="careers.unavailable" values={{ email: emailLink, phone: phoneLink }} />
        </p>
      )}
      <RequiredLegend />
      <FormField id={fieldId("first_name")} label={t("forms.fields.fullName")} required error={errors.first_name} wide>
        <input {...field("first_name")} type="text" autoComplete="name" />
      </FormField>
      <FormField
        id={fieldId("email_address")}
        label={t("forms.fields.emailAddress")}
        required
        error={errors.email_address}
      >
        <input {...field("email_address")} type="email" autoComplete="email" inputMode="email" spellCheck={false} />
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
        id={fieldId("position_name")}
        label={t("forms.fields.position")}
        required
        error={errors.position_name}
        wide
      >
        <select {...field("position_name")}>
          {positions.map((title) => (
            <option key={title} value={title}>
              {title}
            </option>
          ))}
        </select>
      </FormField>
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
      <div className={cx(styles.actions, styles.wide)}>
        <button type="submit" className={styles.submit} disabled={sending}>
          {sending ? t("forms.sending") : t("careers.submit")}
        </button>
        <FormStatus message={status} />
      </div>
    </form>
  );
}
