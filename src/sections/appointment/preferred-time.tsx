import { FormField, fieldAria } from "../../components/ui/form-field";
import type { ControlChangeEvent } from "../../components/ui/required-field";
import { useText } from "../../hooks/use-text";
import { availabilityOn, visitorClock, type FirmHours } from "../../lib/appointment-slots";
import { dateField, startField, writtenOutDate, type AppointmentValues } from "../../lib/appointment-request";
import { formatClock } from "../../lib/hours";
import * as form from "../../components/ui/form.module.css";
import * as styles from "./appointment-form.module.css";

interface PreferredTimeProps {
  choice: number;
  values: AppointmentValues;
  errors: Partial<Record<string, string>>;
  onChange: (event: ControlChangeEvent) => void;
  fieldId: (field: string) => string;
  hours: readonly FirmHours[];
  /** The time the offer is worked out from; null until the page has hydrated (the server knows no "now"). */
  now: Date | null;
  /** The earliest and latest dates of the date picker, once `now` is known. */
  range: { min: string; max: string } | null;
  /** The visitor's time zone (Intl's resolved one), once the page has hydrated. */
  visitorZone: string | undefined;
  /** The written-out time the firm's email gets for this choice (preferred_time_<choice>). */
  writtenOut: string;
}

/** The long name of a time zone in the page's language, e.g. "Pacific Standard Time" (Intl's, at that instant). */
function zoneName(zone: string, locale: string, date: string): string {
  const parts = new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: "long" }).formatToParts(
    new Date(`${date}T12:00:00Z`),
  );
  return parts.find((part) => part.type === "timeZoneName")?.value ?? zone;
}

/**
 * One preferred time: a date, then a list of the start times the office offers that day. A date without times says
 * why (past, a Sunday, a holiday, too soon…) under the date; a time the visitor's clock reads differently is also
 * given in their time zone.
 */
export function PreferredTime(props: PreferredTimeProps) {
  const { choice, values, errors, onChange, fieldId, hours, now, range, visitorZone, writtenOut } = props;
  const t = useText();
  const dateName = dateField(choice);
  const startName = startField(choice);
  const date = values[dateName];
  const start = values[startName];
  const day = now && date ? availabilityOn(date, now, hours) : null;
  const starts = day?.open ? day.starts : [];
  const placeholder = !day
    ? t("appointment.timeChooseDate")
    : day.open
      ? t("appointment.timePlaceholder")
      : t("appointment.timeNone");
  const elsewhere = day?.open && starts.includes(start) ? visitorClock(date, start, visitorZone) : undefined;
  const required = choice === 1;

  return (
    <fieldset className={styles.choice}>
      <legend>{t(`appointment.choices.${choice}` as "appointment.choices.1")}</legend>
      <FormField id={fieldId(dateName)} label={t("appointment.date")} required={required} error={errors[dateName]}>
        <input
          id={fieldId(dateName)}
          name={dateName}
          type="date"
          value={date}
          min={range?.min}
          max={range?.max}
          required={required}
          onChange={onChange}
          {...fieldAria(fieldId(dateName), errors[dateName])}
        />
      </FormField>
      <FormField id={fieldId(startName)} label={t("appointment.time")} required={required} error={errors[startName]}>
        <select
          id={fieldId(startName)}
          name={startName}
          value={starts.includes(start) ? start : ""}
          required={required}
          disabled={starts.length === 0}
          onChange={onChange}
          {...fieldAria(fieldId(startName), errors[startName])}
        >
          <option value="">{placeholder}</option>
          {starts.map((time) => (
            <option key={time} value={time}>
              {formatClock(time, t)}
            </option>
          ))}
        </select>
      </FormField>
      {elsewhere && visitorZone ? (
        <p className={`${form.hint} ${form.wide}`}>
          {t("appointment.yourTime", {
            time: formatClock(elsewhere.time, t),
            date: writtenOutDate(elsewhere.date, t),
            zone: zoneName(visitorZone, t("dates.locale"), elsewhere.date),
          })}
        </p>
      ) : null}
      <input type="hidden" name={`preferred_time_${choice}`} value={writtenOut} />
    </fieldset>
  );
}
