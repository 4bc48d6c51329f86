import { useState, type FormEvent } from "react";
import { useFirm } from "../hooks/use-firm";
import * as styles from "./form.module.css";

/**
 * The free-quote contact form: Full Name, Phone Number, Email Address and Message, all required.
 * Sending through EmailJS is wired in src/lib (issue 7); until then the visitor is told plainly how else
 * to reach the firm, and nothing they typed is cleared.
 */
export function ContactForm() {
  const firm = useFirm();
  const [status, setStatus] = useState<string | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setStatus(
      `Online sending is unavailable at the moment. Please call us at ${firm.phoneDisplay} or email ${firm.email}.`,
    );
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} aria-label="Request a free quote">
      <div className={styles.field}>
        <label htmlFor="contact-first_name">
          Full Name <span aria-hidden="true">*</span>
        </label>
        <input id="contact-first_name" name="first_name" type="text" autoComplete="name" required />
      </div>
      <div className={styles.field}>
        <label htmlFor="contact-phone_number">
          Phone Number <span aria-hidden="true">*</span>
        </label>
        <input id="contact-phone_number" name="phone_number" type="tel" autoComplete="tel" inputMode="tel" required />
      </div>
      <div className={styles.field}>
        <label htmlFor="contact-email_address">
          Email Address <span aria-hidden="true">*</span>
        </label>
        <input id="contact-email_address" name="email_address" type="email" autoComplete="email" required />
      </div>
      <div className={`${styles.field} ${styles.wide}`}>
        <label htmlFor="contact-message">
          Message <span aria-hidden="true">*</span>
        </label>
        <textarea id="contact-message" name="message" rows={5} required />
      </div>
      <div className={styles.wide}>
        <button type="submit" className={styles.submit}>
          Send Message
        </button>
        <p role="status" className={styles.status}>
          {status}
        </p>
      </div>
    </form>
  );
}
