/**
 * The rules behind the contact and application forms. The forms use `noValidate` and show their own messages;
 * these rules say only what is wrong, as a code per field (`{ field, code: "required" }`). The words for each
 * code live in data/interface/en.json (`forms.errors`), chosen by src/lib/form-messages.ts.
 */
import { isBlank, isValidEmail } from "./text-checks";

export type ProblemCode = "required" | "email-format" | "phone-format" | "file-type" | "file-size";

export interface FieldProblem<Field extends string = string> {
  field: Field;
  code: ProblemCode;
  /** What the message needs besides the field, e.g. the file's name and size. */
  values?: Record<string, string | number>;
}

export type FieldProblems<Field extends string> = Partial<Record<Field, FieldProblem<Field>>>;

/** A message per field, as the forms show them. */
export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

export const DEFAULT_MAX_FILE_MB = 2;

const phoneCharacters = /^[\d\s+().-]+$/;

export { isBlank, isValidEmail };

/** Digits with the separators people type (spaces, + ( ) - .), 7 to 15 digits (E.164 allows 15). */
export function isValidPhone(value: string): boolean {
  const trimmed = value.trim();
  if (!phoneCharacters.test(trimmed)) return false;
  const digits = trimmed.replace(/\D/g, "").length;
  return digits >= 7 && digits <= 15;
}

export function checkName(value: string): FieldProblem<"first_name"> | undefined {
  return isBlank(value) ? { field: "first_name", code: "required" } : undefined;
}

export function checkEmail(value: string): FieldProblem<"email_address"> | undefined {
  if (isBlank(value)) return { field: "email_address", code: "required" };
  return isValidEmail(value) ? undefined : { field: "email_address", code: "email-format" };
}

export function checkPhone(value: string): FieldProblem<"phone_number"> | undefined {
  if (isBlank(value)) return { field: "phone_number", code: "required" };
  return isValidPhone(value) ? undefined : { field: "phone_number", code: "phone-format" };
}

export function checkMessage(value: string): FieldProblem<"message"> | undefined {
  return isBlank(value) ? { field: "message", code: "required" } : undefined;
}

export function checkPosition(value: string, positions: readonly string[]): FieldProblem<"position_name"> | undefined {
  return positions.includes(value) ? undefined : { field: "position_name", code: "required" };
}

/** The limit in megabytes: a positive number from the setting, otherwise the default. */
export function maxFileMegabytes(setting: string | number | undefined, fallback = DEFAULT_MAX_FILE_MB): number {
  const value = typeof setting === "number" ? setting : Number.parseFloat(setting ?? "");
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

/** A size in megabytes as people read it: one decimal below 10 MB ("3.4"), whole numbers above. */
export function megabytesOf(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return mb < 10 ? mb.toFixed(1).replace(/\.0$/, "") : String(Math.round(mb));
}

export function isAcceptedFileType(file: Pick<File, "type" | "name">): boolean {
  if (file.type === "application/pdf" || file.type.startsWith("image/")) return true;
  // Some systems report no type at all; fall back to the extension.
  return file.type === "" && /\.(pdf|png|jpe?g|gif|webp|heic|heif|tiff?|bmp)$/i.test(file.name);
}

/** The optional résumé: a PDF or an image, no larger than the limit. No file is fine. */
export function checkFile(
  file: Pick<File, "type" | "name" | "size"> | null | undefined,
  maxMegabytes: number = DEFAULT_MAX_FILE_MB,
): FieldProblem<"file_name"> | undefined {
  if (!file) return undefined;
  if (!isAcceptedFileType(file)) return { field: "file_name", code: "file-type", values: { name: file.name } };
  if (file.size > maxMegabytes * 1024 * 1024) {
    return {
      field: "file_name",
      code: "file-size",
      values: { name: file.name, megabytes: megabytesOf(file.size), maxMegabytes },
    };
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

/** The fields the contact form and the application form both ask for. */
type PersonField = "first_name" | "phone_number" | "email_address";

/** Checks the name, phone number or email address, the same way in either form. */
function checkPersonField(field: PersonField, value: string): FieldProblem<PersonField> | undefined {
  switch (field) {
    case "first_name":
      return checkName(value);
    case "phone_number":
      return checkPhone(value);
    case "email_address":
      return checkEmail(value);
  }
}

export function checkContactField(field: ContactField, value: string): FieldProblem<ContactField> | undefined {
  return field === "message" ? checkMessage(value) : checkPersonField(field, value);
}

function collect<Field extends string>(
  order: readonly Field[],
  check: (field: Field) => FieldProblem<Field> | undefined,
): FieldProblems<Field> {
  const problems: FieldProblems<Field> = {};
  for (const field of order) {
    const problem = check(field);
    if (problem) problems[field] = problem;
  }
  return problems;
}

export function checkContact(values: ContactValues): FieldProblems<ContactField> {
  return collect(contactFieldOrder, (field) => checkContactField(field, values[field]));
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

export function checkApplicationField(
  field: keyof ApplicationValues,
  value: string,
  positions: readonly string[],
): FieldProblem<ApplicationField> | undefined {
  return field === "position_name" ? checkPosition(value, positions) : checkPersonField(field, value);
}

export function checkApplication(
  values: ApplicationValues,
  file: Pick<File, "type" | "name" | "size"> | null | undefined,
  positions: readonly string[],
  maxMegabytes: number = DEFAULT_MAX_FILE_MB,
): FieldProblems<ApplicationField> {
  return collect(applicationFieldOrder, (field) =>
    field === "file_name" ? checkFile(file, maxMegabytes) : checkApplicationField(field, values[field], positions),
  );
}

/** The first field, in the form's own order, that has a problem — where focus should go. */
export function firstInvalidField<Field extends string>(
  order: readonly Field[],
  errors: Partial<Record<Field, unknown>>,
): Field | undefined {
  return order.find((field) => Boolean(errors[field]));
}
