import { PhoneLink } from "../../components/ui/phone-link";
import { useFirm } from "../../hooks/use-firm";
import { AppointmentForm, type AppointmentService } from "./appointment-form";
import * as styles from "./appointment-section.module.css";

interface SectionCopy {
  key: string;
  eyebrow: string | null;
  heading: string;
  body: readonly string[];
}

interface AppointmentSectionProps {
  /** The form's heading and lead (data/page-sections/, `appointment-request`). */
  request: SectionCopy;
  /** What happens after a request (`appointment-next-steps`); its first paragraph follows a sent request. */
  nextSteps: SectionCopy;
  services: readonly AppointmentService[];
}

/** The request form beside what happens next: the firm confirms a time; nothing is booked until it does. */
export function AppointmentSection({ request, nextSteps, services }: AppointmentSectionProps) {
  const firm = useFirm();
  return (
    <section className={styles.section} aria-labelledby={`${request.key}-heading`}>
      <div className={styles.inner}>
        <div className={styles.card}>
          {request.eyebrow ? <p className={styles.eyebrow}>{request.eyebrow}</p> : null}
          <h2 id={`${request.key}-heading`}>{request.heading}</h2>
          {request.body.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          <AppointmentForm services={services} hours={firm.hours} sentDetail={nextSteps.body[0] ?? ""} />
        </div>
        <aside className={styles.aside} aria-labelledby={`${nextSteps.key}-heading`}>
          <h2 id={`${nextSteps.key}-heading`}>{nextSteps.heading}</h2>
          {nextSteps.body.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          <PhoneLink className={styles.phone} iconSize={20} />
        </aside>
      </div>
    </section>
  );
}
