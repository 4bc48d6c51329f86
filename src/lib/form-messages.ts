/**
 * The words for what src/lib/form-validation.ts and src/lib/email-client.ts report as codes: each code maps to
 * one key of the interface dictionary (data/interface/en.json, `forms.errors` and `errors.email`).
 */
import { classifyEmailError, type EmailErrorKind } from "./email-client";
import {
  checkApplication,
  checkApplicationField,
  checkContact,
  checkContactField,
  checkFile,
  type ApplicationField,
  type ApplicationValues,
  type ContactField,
  type ContactValues,
  type FieldErrors,
  type FieldProblem,
  type FieldProblems,
} from "./form-validation";
import { type TextKey, type Translate } from "./interface-text";

const requiredKeys: Record<string, TextKey> = {
  first_name: "forms.errors.required.first_name",
  phone_number: "forms.errors.required.phone_number",
  email_address: "forms.errors.required.email_address",
  message: "forms.errors.required.message",
  position_name: "forms.errors.required.position_name",
};

/** The sentence for one field's problem. */
export function problemMessage(problem: FieldProblem, t: Translate): string {
  switch (problem.code) {
    case "required":
      return t(requiredKeys[problem.field]);
    case "email-format":
      return t("forms.errors.emailFormat");
    case "phone-format":
      return t("forms.errors.phoneFormat");
    case "file-type":
      return t("forms.errors.fileType", problem.values);
    case "file-size":
      return t("forms.errors.fileSize", {
        ...problem.values,
        size: t("forms.errors.megabytes", { value: problem.values?.megabytes ?? "" }),
      });
  }
}

export function messagesOf<Field extends string>(problems: FieldProblems<Field>, t: Translate): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  for (const field of Object.keys(problems) as Field[]) {
    const problem = problems[field];
    if (problem) errors[field] = problemMessage(problem, t);
  }
  return errors;
}

const messageOf = (problem: FieldProblem | undefined, t: Translate): string | undefined =>
  problem ? problemMessage(problem, t) : undefined;

// Each validator takes the page's lookup (`useText()`) last: the words are always the page's language.
export const validateContact = (values: ContactValues, t: Translate): FieldErrors<ContactField> =>
  messagesOf(checkContact(values), t);

export const validateContactField = (field: ContactField, value: string, t: Translate): string | undefined =>
  messageOf(checkContactField(field, value), t);

export const validateApplication = (
  values: ApplicationValues,
  file: Parameters<typeof checkApplication>[1],
  positions: readonly string[],
  maxMegabytes: number | undefined,
  t: Translate,
): FieldErrors<ApplicationField> => messagesOf(checkApplication(values, file, positions, maxMegabytes), t);

export const validateApplicationField = (
  field: keyof ApplicationValues,
  value: string,
  positions: readonly string[],
  t: Translate,
): string | undefined => messageOf(checkApplicationField(field, value, positions), t);

export const validateFile = (
  file: Parameters<typeof checkFile>[0],
  maxMegabytes: number | undefined,
  t: Translate,
): string | undefined => messageOf(checkFile(file, maxMegabytes), t);

/** "Please correct the 2 highlighted fields." — the summary announced with the field messages. */
export function errorSummary(count: number, t: Translate): string {
  return t("forms.errors.summary", { count });
}

const emailErrorKeys: Record<EmailErrorKind, TextKey> = {
  headless: "errors.email.headless",
  blocked: "errors.email.blocked",
  throttled: "errors.email.throttled",
  network: "errors.email.network",
  "missing-public-key": "errors.email.missingPublicKey",
  "missing-service": "errors.email.missingService",
  "missing-template": "errors.email.missingTemplate",
  "missing-form": "errors.email.missingForm",
  rejected: "errors.email.rejected",
  server: "errors.email.server",
  unknown: "errors.email.unknown",
};

export interface EmailErrorDescription {
  kind: EmailErrorKind;
  /** A plain-language sentence for the visitor. */
  reason: string;
}

/** Every failure of the EmailJS SDK, with the sentence a visitor understands. */
export function describeEmailError(error: unknown, t: Translate): EmailErrorDescription {
  const { kind, status } = classifyEmailError(error);
  const key = emailErrorKeys[kind];
  if (kind === "missing-public-key" || kind === "missing-service" || kind === "missing-template") {
    return { kind, reason: t("errors.email.unconfigured", { detail: t(key) }) };
  }
  return { kind, reason: t(key, status === undefined ? {} : { status }) };
}
