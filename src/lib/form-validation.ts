/**
 * The rules behind the contact and application forms. The forms use `noValidate` and show these
 * messages themselves, so every rule and its wording lives here.
 */
export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

export const DEFAULT_MAX_FILE_MB = 2;

const emailPattern = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
const phoneCharacters = /^[\d\s+().-]+$/;

export function isBlank(value: string): boolean {
  return value.trim() === "";
}

export function isValidEmail(value: string): boolean {
  return emailPattern.test(value.trim());
}

/** Digits with the separators people type (spaces, + ( ) - .), 7 to 15 digits (E.164 allows 15). */
export function isValidPhone(value: string): boolean {
  const trimmed = value.trim();
  if (!phoneCharacters.test(trimmed)) return false;
  const digits = trimmed.replace(/\D/g, "").length;
  return digits >= 7 && digits <= 15;
}

export function requiredMessage(label: string): string {
  return `Please enter your ${label.toLowerCase()}.`;
}

export function validateName(value: string): string | undefined {
  return isBlank(value) ? requiredMessage("Full name") : undefined;
}

export function validateEmail(value: string): string | undefined {
  if (isBlank(value)) return requiredMessage("Email address");
  return isValidEmail(value) ? undefined : "Please enter an email address in the form name@example.com.";
}

export function validatePhone(value: string): string | undefined {
  if (isBlank(value)) return requiredMessage("Phone number");
  return isValidPhone(value)
    ? undefined
    : "Please enter a phone number of 7 to 15 digits; spaces, +, ( ), - and . are fine.";
}

export function validateMessage(value: string): string | undefined {
  return isBlank(value) ? "Please tell us how we can help." : undefined;
}

export function validatePosition(value: string, positions: readonly string[]): string | undefined {
  return positions.includes(value) ? undefined : "Please choose the position you are applying for.";
}

/** The limit in megabytes: a positive number from the setting, otherwise the default. */
export function maxFileMegabytes(setting: string | number | undefined, fallback = DEFAULT_MAX_FILE_MB): number {
  const value = typeof setting === "number" ? setting : Number.parseFloat(setting ?? "");
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

const formatMegabytes = (bytes: number): string => {
  const mb = bytes / (1024 * 1024);
  return `${mb < 10 ? mb.toFixed(1).replace(/\.0$/, "") : Math.round(mb)} MB`;
};

export function isAcceptedFileType(file: Pick<File, "type" | "name">): boolean {
  if (file.type === "application/pdf" || file.type.startsWith("image/")) return true;
  // Some systems report no type at all; fall back to the extension.
  return file.type === "" && /\.(pdf|png|jpe?g|gif|webp|heic|heif|tiff?|bmp)$/i.test(file.name);
}

/** The optional résumé: a PDF or an image, no larger than the limit. No file is fine. */
export function validateFile(
  file: Pick<File, "type" | "name" | "size"> | null | undefined,
  maxMegabytes: number = DEFAULT_MAX_FILE_MB,
): string | undefined {
  if (!file) return undefined;
  if (!isAcceptedFileType(file)) {
    return `“${file.name}” is not a PDF or an image. Please attach your résumé as a PDF, JPG or PNG file.`;
  }
  if (file.size > maxMegabytes * 1024 * 1024) {
    return `“${file.name}” is ${formatMegabytes(file.size)}; the limit is ${maxMegabytes} MB. Please attach a smaller file.`;
  }
  return undefined;
}

export interface ContactValues {
  first_name: string;
  phone_number: string;
  email_address: string;
  message: string;
}

export type ContactField = keyof ContactValues;

export const contactFieldOrder: readonly ContactField[] = ["first_name", "phone_number", "email_address", "message"];

export function validateContactField(field: ContactField, value: string): string | undefined {
  switch (field) {
    case "first_name":
      return validateName(value);
    case "phone_number":
      return validatePhone(value);
    case "email_address":
      return validateEmail(value);
    case "message":
      return validateMessage(value);
  }
}

export function validateContact(values: ContactValues): FieldErrors<ContactField> {
  const errors: FieldErrors<ContactField> = {};
  for (const field of contactFieldOrder) {
    const error = validateContactField(field, values[field]);
    if (error) errors[field] = error;
  }
  return errors;
}

export interface ApplicationValues {
  first_name: string;
  email_address: string;
  phone_number: string;
  position_name: string;
}

export type ApplicationField = keyof ApplicationValues | "file_name";

export const applicationFieldOrder: readonly ApplicationField[] = [
  "first_name",
  "email_address",
  "phone_number",
  "position_name",
  "file_name",
];

export function validateApplication(
  values: ApplicationValues,
  file: Pick<File, "type" | "name" | "size"> | null | undefined,
  positions: readonly string[],
  maxMegabytes: number = DEFAULT_MAX_FILE_MB,
): FieldErrors<ApplicationField> {
  const errors: FieldErrors<ApplicationField> = {
    first_name: validateName(values.first_name),
    email_address: validateEmail(values.email_address),
    phone_number: validatePhone(values.phone_number),
    position_name: validatePosition(values.position_name, positions),
    file_name: validateFile(file, maxMegabytes),
  };
  for (const field of applicationFieldOrder) if (!errors[field]) delete errors[field];
  return errors;
}

/** The first field, in the form's own order, that has a message — where focus should go. */
export function firstInvalidField<Field extends string>(
  order: readonly Field[],
  errors: FieldErrors<Field>,
): Field | undefined {
  return order.find((field) => Boolean(errors[field]));
}

/** "Please correct the 2 highlighted fields." — the summary announced with the field messages. */
export function errorSummary(count: number): string {
  return count === 1 ? "Please correct the highlighted field." : `Please correct the ${count} highlighted fields.`;
}
