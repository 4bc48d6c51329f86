import { useEffect, useState, type FormEvent } from "react";
import { EnquiryForm } from "../../components/ui/enquiry-form";
import { FormField, fieldAria } from "../../components/ui/form-field";
import { Honeypot, honeypotFilled } from "../../components/ui/honeypot";
import {
  ContactDetailField,
  RequiredField,
  fieldBinder,
  type ControlChangeEvent,
} from "../../components/ui/required-field";
import { useEmailForm } from "../../components/ui/use-email-form";
import { useFirm } from "../../hooks/use-firm";
import { useText } from "../../hooks/use-text";
import { availabilityOn, earliestDate, latestDate, type FirmHours } from "../../lib/appointment-slots";
import {
  CHOICES,
  MEETING_MODES,
  appointmentFieldOrder,
  emptyAppointment,
  preferredTime,
  startField,
  validateAppointment,
  validateAppointmentField,
  type AppointmentField,
  type AppointmentValues,
} from "../../lib/appointment-request";
import { APPOINTMENT_DRAFT_KEY, mergeDraft } from "../../lib/form-draft";
import { useDraftedFormValues } from "../../hooks/use-drafted-form-values";
import { PreferredTime } from "./preferred-time";
import * as form from "../../components/ui/form.module.css";
import * as styles from "./appointment-form.module.css";

/** A service a visitor may ask about: its page's slug, its name and its category's. */
export interface AppointmentService {
  slug: string;
  label: string;
  category: string;
}

interface AppointmentFormProps {
  /** The service catalogue, in menu order. */
  services: readonly AppointmentService[];
  /** The firm's opening hours (data/site/en/firm.json). */
  hours: readonly FirmHours[];
  /** What happens after a request is sent (the page's next steps, data/page-sections/), shown with `sent`. */
  sentDetail: string;
}

const fieldId = (field: string) => `appointment-${field}`;

/**
 * The appointment request: a service, how to meet, up to three preferred times the office offers, and how to reach
 * the visitor. Like the contact form it keeps what was typed (a failed send, a reload of the tab) and clears only
 * once EmailJS confirms; it asks, it books nothing.
 */
export function AppointmentForm({ services, hours, sentDetail }: AppointmentFormProps) {
  const t = useText();
  const firm = useFirm();
  const slugs = services.map((service) => service.slug);
  const { values, update, clear } = useDraftedFormValues<AppointmentValues>(
    APPOINTMENT_DRAFT_KEY,
    emptyAppointment,
    (draft, typed) => {
      const saved = draft ?? emptyAppointment;
      // A service page's link names its service (?service=<slug>); it wins over a draft's.
      const asked = new URLSearchParams(window.location.search).get("service");
      const service = asked && slugs.includes(asked) ? asked : saved.service_key;
      // What the visitor typed or chose before the page hydrated stays, over the draft and the link's service.
      return { ...mergeDraft(saved, typed), service_key: typed.service_key || service };
    },
  );
  // The offer depends on the day: worked out in the browser once hydrated, never frozen into the built page.
  const [now, setNow] = useState<Date | null>(null);
  const [visitorZone, setVisitorZone] = useState<string>();
  const { frame, errors, setErrors, setStatus, submit } = useEmailForm({
    kind: "appointment",
    fieldOrder: appointmentFieldOrder,
    fieldId,
    area: "appointment",
    email: firm.email,
    sentDetail,
  });
  const context = { services: slugs, hours, now: now ?? new Date() };

  useEffect(() => {
    setNow(new Date());
    setVisitorZone(Intl.DateTimeFormat().resolvedOptions().timeZone);
  }, []);

  const onChange = (event: ControlChangeEvent) => {
    const field = event.target.name as AppointmentField;
    const isDate = field.startsWith("preferred_date_");
    const next = update((current) => {
      const changed = { ...current, [field]: event.target.value };
      if (isDate) {
        // A new date drops a time it does not offer, so the email never pairs the date with another day's time.
        const start = startField(Number(field.slice(-1)));
        const day = availabilityOn(changed[field], context.now, hours);
        if (!day.open || !day.starts.includes(changed[start])) changed[start] = "";
      }
      return changed;
    });
    // A date is checked as soon as it is chosen; any other field once it has been flagged.
    if (isDate || errors[field]) setErrors({ ...errors, [field]: validateAppointmentField(field, next, context, t) });
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const target = event.currentTarget;
    if (honeypotFilled(target)) {
      // A bot filled the hidden field: drop it, but answer as if it worked so it learns nothing.
      target.reset();
      clear();
      setStatus({ tone: "success", content: <p>{t("appointment.sent")}</p> });
      return;
    }
    await submit(target, validateAppointment(values, context, t), clear);
  };

  const field = fieldBinder(fieldId, values, errors, onChange);
  const range = now ? { min: earliestDate(now), max: latestDate(now) } : null;
  const categories = [...new Set(services.map((service) => service.category))];
  const chosen = services.find((service) => service.slug === values.service_key);

  return (
    <EnquiryForm {...frame} onSubmit={onSubmit}>
      <RequiredField field={field("service_key")} label={t("appointment.service")} wide>
        {(control) => (
          <select {...control}>
            <option value="">{t("appointment.servicePlaceholder")}</option>
            {categories.map((category) => (
              <optgroup key={category} label={category}>
                {services
                  .filter((service) => service.category === category)
                  .map((service) => (
                    <option key={service.slug} value={service.slug}>
                      {service.label}
                    </option>
                  ))}
              </optgroup>
            ))}
          </select>
        )}
      </RequiredField>
      <input type="hidden" name="service" value={chosen?.label ?? ""} />
      <fieldset
        className={`${styles.group} ${form.wide} ${errors.meeting_mode ? form.invalid : ""}`}
        role="radiogroup"
        aria-required="true"
        {...fieldAria(fieldId("meeting_mode"), errors.meeting_mode)}
      >
        <legend>
          {t("appointment.meetingMode")}
          <span className={form.required} aria-hidden="true">
            {" "}
            *
          </span>
        </legend>
        <div className={styles.modes}>
          {MEETING_MODES.map((mode, index) => (
            <label key={mode} className={styles.mode}>
              <input
                id={index === 0 ? fieldId("meeting_mode") : undefined}
                type="radio"
                name="meeting_mode"
                value={mode}
                checked={values.meeting_mode === mode}
                required
                onChange={onChange}
              />
              {t(`appointment.modes.${mode}`)}
            </label>
          ))}
        </div>
        {errors.meeting_mode ? (
          <p id={`${fieldId("meeting_mode")}-error`} className={form.error}>
            {errors.meeting_mode}
          </p>
        ) : null}
      </fieldset>
      <input
        type="hidden"
        name="meeting"
        value={values.meeting_mode ? t(`appointment.modes.${values.meeting_mode as "office"}`) : ""}
      />
      <fieldset className={`${styles.group} ${form.wide}`} aria-describedby={fieldId("times-hint")}>
        <legend>{t("appointment.preferredTimes")}</legend>
        <p id={fieldId("times-hint")} className={form.hint}>
          {t("appointment.preferredTimesHint")}
        </p>
        {CHOICES.map((choice) => (
          <PreferredTime
            key={choice}
            choice={choice}
            values={values}
            errors={errors}
            onChange={onChange}
            fieldId={fieldId}
            hours={hours}
            now={now}
            range={range}
            visitorZone={visitorZone}
            writtenOut={preferredTime(values, choice, t)}
          />
        ))}
      </fieldset>
      <ContactDetailField detail="fullName" field={field("first_name")} />
      <ContactDetailField detail="phoneNumber" field={field("phone_number")} />
      <ContactDetailField detail="emailAddress" field={field("email_address")} wide />
      <FormField id={fieldId("message")} label={t("appointment.note")} hint={t("appointment.noteHint")} wide>
        <textarea
          id={fieldId("message")}
          name="message"
          rows={3}
          value={values.message}
          onChange={onChange}
          {...fieldAria(fieldId("message"), undefined, true)}
        />
      </FormField>
      <Honeypot idPrefix="appointment" />
    </EnquiryForm>
  );
}
