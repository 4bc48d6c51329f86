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
import { interfaceText, type TextKey } from "./interface-text";

const requiredKeys: Record<string, TextKey> = {
  first_name: "forms.errors.required.first_name",
  phone_number: "forms.errors.required.phone_number",
  email_address: "forms.errors.required.email_address",
  message: "forms.errors.required.message",
  position_name: "forms.errors.required.position_name",
};

/** The sentence for one field's problem. */
export function problemMessage(problem: FieldProblem): string {
  switch (problem.code) {
    case "required":
      return interfaceText(requiredKeys[problem.field]);
    case "email-format":
      return interfaceText("forms.errors.emailFormat");
    case "phone-format":
      return interfaceText("forms.errors.phoneFormat");
    case "file-type":
      return interfaceText("forms.errors.fileType", problem.values);
    case "file-size":
      return interfaceText("forms.errors.fileSize", {
        ...problem.values,
        size: interfaceText("forms.errors.megabytes", { value: problem.values?.megabytes ?? "" }),
      });
  }
}

export function messagesOf<Field extends string>(problems: FieldProblems<Field>): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  for (const field of Object.keys(problems) as Field[]) {
    const problem = problems[field];
    if (problem) errors[field] = problemMessage(problem);
  }
  return errors;
}

const messageOf = (problem: FieldProblem | undefined): string | undefined =>
  problem ? problemMessage(problem) : undefined;

export const validateContact = (values: ContactValues): FieldErrors<ContactField> => messagesOf(checkContact(values));

export const validateContactField = (field: ContactField, value: string): string | undefined =>
  messageOf(checkContactField(field, value));

export const validateApplication = (...args: Parameters<typeof checkApplication>): FieldErrors<ApplicationField> =>
  messagesOf(checkApplication(...args));

export const validateApplicationField = (
  field: keyof ApplicationValues,
  value: string,
  positions: readonly string[],
): string | undefined => messageOf(checkApplicationField(field, value, positions));

export const validateFile = (...args: Parameters<typeof checkFile>): string | undefined =>
  messageOf(checkFile(...args));

/** "Please correct the 2 highlighted fields." — the summary announced with the field messages. */
export function errorSummary(count: number): string {
  return interfaceText("forms.errors.summary", { count });
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
export function describeEmailError(error: unknown): EmailErrorDescription {
  const { kind, status } = classifyEmailError(error);
  const key = emailErrorKeys[kind];
  if (kind === "missing-public-key" || kind === "missing-service" || kind === "missing-template") {
    return { kind, reason: interfaceText("errors.email.unconfigured", { detail: interfaceText(key) }) };
  }
  return { kind, reason: interfaceText(key, status === undefined ? {} : { status }) };
}
