/**
 * The appointment request's rules: which fields it has, in page order, what is wrong with them (as codes, the words
 * being in data/interface/<locale>.json `appointment.errors`), and the preferred times written out on the office's
 * clock for the EmailJS template. The times themselves come from ./appointment-slots.
 */
import {
  availabilityOn,
  earliestDate,
  latestDate,
  PREFERRED_TIME_CHOICES,
  type ClosedReason,
  type FirmHours,
} from "./appointment-slots";
import {
  checkEmail,
  checkName,
  checkPhone,
  type FieldErrors,
  type FieldProblem,
  type ProblemCode,
} from "./form-validation";
import { problemMessage } from "./form-messages";
import { formatClock } from "./hours";
import { type TextKey, type Translate } from "./interface-text";
import { formatLongDate, holidayName } from "./tax-deadlines/date-format";

export const MEETING_MODES = ["office", "phone", "video"] as const;
export type MeetingMode = (typeof MEETING_MODES)[number];

/** The numbers of the preferred times (PREFERRED_TIME_CHOICES). */
export const CHOICES: readonly number[] = PREFERRED_TIME_CHOICES;
type Choice = (typeof PREFERRED_TIME_CHOICES)[number];

/** A preferred time's two fields, named for the EmailJS template: `preferred_date_<n>` and `preferred_start_<n>`. */
type PreferredTimeFields = Record<`preferred_date_${Choice}` | `preferred_start_${Choice}`, string>;

export type AppointmentValues = {
  /** The slug of the chosen service page. */
  service_key: string;
  meeting_mode: string;
  first_name: string;
  phone_number: string;
  email_address: string;
  message: string;
} & PreferredTimeFields;

export type AppointmentField = keyof AppointmentValues;

export const dateField = (choice: number) => `preferred_date_${choice}` as AppointmentField;
export const startField = (choice: number) => `preferred_start_${choice}` as AppointmentField;

export const emptyAppointment: AppointmentValues = {
  service_key: "",
  meeting_mode: "",
  ...(Object.fromEntries(
    CHOICES.flatMap((choice) => [dateField(choice), startField(choice)]).map((field) => [field, ""]),
  ) as PreferredTimeFields),
  first_name: "",
  phone_number: "",
  email_address: "",
  message: "",
};

export const appointmentFieldOrder: readonly AppointmentField[] = [
  "service_key",
  "meeting_mode",
  ...CHOICES.flatMap((choice) => [dateField(choice), startField(choice)]),
  "first_name",
  "phone_number",
  "email_address",
];

/** What is wrong with a field of the request: the shared person-field codes, or one of the request's own. */
export type AppointmentProblem =
  | { code: PersonCode; field: AppointmentField }
  | { code: "closed"; field: AppointmentField; reason: ClosedReason; date: string; holiday?: string };

type PersonCode = Extract<ProblemCode, "required" | "email-format" | "phone-format">;

/** The contact form's own checks of the name, phone and email, as the request's problems. */
const person = (problem: FieldProblem | undefined): AppointmentProblem | undefined =>
  problem && { code: problem.code as PersonCode, field: problem.field as AppointmentField };

export interface RequestContext {
  /** The slugs of the services a visitor may choose. */
  services: readonly string[];
  hours: readonly FirmHours[];
  now: Date;
}

/** A preferred date: the first is required, the others optional; a date given must have times. */
export function checkDate(choice: number, date: string, context: RequestContext): AppointmentProblem | undefined {
  const field = dateField(choice);
  if (date.trim() === "") return choice === 1 ? { code: "required", field } : undefined;
  const day = availabilityOn(date, context.now, context.hours);
  return day.open ? undefined : { code: "closed", field, reason: day.reason, date, holiday: day.holiday };
}

/** A preferred time: one of the times offered on its date, once the date is good. */
export function checkStart(
  choice: number,
  values: AppointmentValues,
  context: RequestContext,
): AppointmentProblem | undefined {
  const date = values[dateField(choice)];
  if (date.trim() === "") return undefined;
  const day = availabilityOn(date, context.now, context.hours);
  if (!day.open) return undefined;
  return day.starts.includes(values[startField(choice)]) ? undefined : { code: "required", field: startField(choice) };
}

export function checkAppointmentField(
  field: AppointmentField,
  values: AppointmentValues,
  context: RequestContext,
): AppointmentProblem | undefined {
  const choice = Number(field.slice(-1));
  switch (field) {
    case "service_key":
      return context.services.includes(values.service_key) ? undefined : { code: "required", field };
    case "meeting_mode":
      return (MEETING_MODES as readonly string[]).includes(values.meeting_mode)
        ? undefined
        : { code: "required", field };
    case "first_name":
      return person(checkName(values.first_name));
    case "phone_number":
      return person(checkPhone(values.phone_number));
    case "email_address":
      return person(checkEmail(values.email_address));
    case "message":
      return undefined;
    default:
      return field.startsWith("preferred_date_")
        ? checkDate(choice, values[field], context)
        : checkStart(choice, values, context);
  }
}

export function checkAppointment(
  values: AppointmentValues,
  context: RequestContext,
): Partial<Record<AppointmentField, AppointmentProblem>> {
  const problems: Partial<Record<AppointmentField, AppointmentProblem>> = {};
  for (const field of appointmentFieldOrder) {
    const problem = checkAppointmentField(field, values, context);
    if (problem) problems[field] = problem;
  }
  return problems;
}

/** "Tuesday, December 1, 2026" in the page's language (`dates.locale` of its dictionary). */
export const writtenOutDate = (date: string, t: Translate): string =>
  formatLongDate(date, t("dates.locale"), { weekday: true });

/** "Tuesday, December 1, 2026, 10 a.m. Central Time": a preferred time as the firm's email shows it. */
export function writtenOutTime(date: string, time: string, t: Translate): string {
  return t("appointment.firmTime", { date: writtenOutDate(date, t), time: formatClock(time, t) });
}

/** Preferred time `choice` written out, or "" when the visitor left it empty: the template's preferred_time_<n>. */
export function preferredTime(values: AppointmentValues, choice: number, t: Translate): string {
  const date = values[dateField(choice)];
  const start = values[startField(choice)];
  return date && start ? writtenOutTime(date, start, t) : "";
}

const requiredKeys: Partial<Record<AppointmentField, TextKey>> = {
  service_key: "appointment.errors.service",
  meeting_mode: "appointment.errors.meetingMode",
  preferred_date_1: "appointment.errors.date",
};

const closedKeys: Record<ClosedReason, TextKey> = {
  invalid: "appointment.errors.invalid",
  past: "appointment.errors.past",
  sunday: "appointment.errors.sunday",
  holiday: "appointment.errors.holiday",
  closed: "appointment.errors.closed",
  "too-soon": "appointment.errors.tooSoon",
  "too-far": "appointment.errors.tooFar",
};

/** The sentence for one problem of the request, in the language of `t` (the page's). */
export function appointmentProblemMessage(problem: AppointmentProblem, now: Date, t: Translate): string {
  if (problem.code === "closed") {
    const valid = problem.reason !== "invalid";
    return t(closedKeys[problem.reason], {
      date: valid ? writtenOutDate(problem.date, t) : problem.date,
      holiday: problem.holiday ? holidayName(problem.holiday, t) : "",
      earliest: writtenOutDate(earliestDate(now), t),
      latest: writtenOutDate(latestDate(now), t),
    });
  }
  if (problem.code === "required") {
    const key = requiredKeys[problem.field];
    if (key) return t(key);
    if (problem.field.startsWith("preferred_start_")) return t("appointment.errors.time");
  }
  return problemMessage({ field: problem.field, code: problem.code }, t);
}

/** Every problem of the request as its message, as the form shows them. */
export function validateAppointment(
  values: AppointmentValues,
  context: RequestContext,
  t: Translate,
): FieldErrors<AppointmentField> {
  const errors: FieldErrors<AppointmentField> = {};
  for (const [field, problem] of Object.entries(checkAppointment(values, context)) as [
    AppointmentField,
    AppointmentProblem,
  ][]) {
    errors[field] = appointmentProblemMessage(problem, context.now, t);
  }
  return errors;
}

/** The message of one field after a change, or undefined when it is now right. */
export function validateAppointmentField(
  field: AppointmentField,
  values: AppointmentValues,
  context: RequestContext,
  t: Translate,
): string | undefined {
  const problem = checkAppointmentField(field, values, context);
  return problem ? appointmentProblemMessage(problem, context.now, t) : undefined;
}
