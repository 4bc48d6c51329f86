import firm from "../../../data/site/en/firm.json";
import es from "../../../data/interface/es.json";
import {
  emptyAppointment,
  preferredTime,
  validateAppointment,
  writtenOutTime,
  type AppointmentValues,
} from "../../../src/lib/appointment-request";
import { firmInstant } from "../../../src/lib/appointment-slots";
import { textIn } from "../../../src/lib/interface-text";
import { englishText } from "../../helpers/english";

const spanishText = textIn(es);
const context = { services: ["bookkeeping"], hours: firm.hours, now: firmInstant("2026-11-30", "09:15") };
const complete: AppointmentValues = {
  ...emptyAppointment,
  service_key: "bookkeeping",
  meeting_mode: "office",
  preferred_date_1: "2026-12-01",
  preferred_start_1: "10:00",
  first_name: "Dana Whitfield",
  phone_number: "(630) 555-0199",
  email_address: "dana@example.com",
};

describe("the preferred times written out for the firm", () => {
  it("names the day, the date and the time on the office's clock, in the page's language", () => {
    expect(writtenOutTime("2026-12-01", "10:00", englishText)).toBe("Tuesday, December 1, 2026, 10 a.m. Central Time");
    expect(writtenOutTime("2026-12-01", "14:30", spanishText)).toBe(
      "martes, 1 de diciembre de 2026, 2:30 p.m., hora del Centro",
    );
    expect(preferredTime(complete, 1, englishText)).toMatch(/^Tuesday, December 1, 2026/);
    expect(preferredTime(complete, 2, englishText)).toBe("");
  });
});

describe("validation", () => {
  it("requires a service, a way to meet, a first date and time, and the contact details; the note is optional", () => {
    const errors = validateAppointment(emptyAppointment, context, englishText);
    expect(Object.keys(errors)).toEqual([
      "service_key",
      "meeting_mode",
      "preferred_date_1",
      "first_name",
      "phone_number",
      "email_address",
    ]);
    expect(errors.meeting_mode).toBe(englishText("appointment.errors.meetingMode"));
  });

  it("refuses a date too soon, naming the earliest, and a time the day does not offer", () => {
    const errors = validateAppointment(complete, context, englishText);
    expect(errors.preferred_date_1).toBe(
      "We need at least one business day to prepare: the earliest date we can offer is Wednesday, December 2, 2026.",
    );
    const later = { ...complete, preferred_date_1: "2026-12-02", preferred_start_1: "17:00" };
    expect(validateAppointment(later, context, englishText)).toEqual({
      preferred_start_1: englishText("appointment.errors.time"),
    });
    expect(validateAppointment({ ...later, preferred_start_1: "16:30" }, context, englishText)).toEqual({});
  });

  it("names the holiday, in Spanish too", () => {
    const christmas = { ...complete, preferred_date_2: "2026-12-25" };
    expect(validateAppointment(christmas, context, spanishText).preferred_date_2).toBe(
      "La oficina está cerrada el viernes, 25 de diciembre de 2026 por ser día feriado oficial (Navidad). Elija otra fecha.",
    );
    expect(validateAppointment({ ...complete, service_key: "unknown" }, context, englishText).service_key).toBe(
      englishText("appointment.errors.service"),
    );
  });
});
