import { useState, type FormEvent } from "react";
import { useFirm } from "../hooks/use-firm";
import * as styles from "./form.module.css";

interface ApplicationFormProps {
  /** Job titles from the shared career data (data/careers.json). */
  positions: readonly string[];
  /** The position of the page the dialog was opened from. */
  defaultPosition: string;
}

/**
 * The job application form of the "We're Hiring" dialog. Sending through EmailJS is wired in src/lib
 * (issue 7); until then the applicant is told how else to apply, and nothing they entered is cleared.
 */
export function ApplicationForm({ positions, defaultPosition }: ApplicationFormProps) {
  const firm = useFirm();
  const [status, setStatus] = useState<string | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setStatus(`Online applications are unavailable at the moment. Please email your résumé to ${firm.careersEmail}.`);
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} aria-label="Job application">
      <div className={`${styles.field} ${styles.wide}`}>
        <label htmlFor="application-first_name">
          Full Name <span aria-hidden="true">*</span>
        </label>
        <input id="application-first_name" name="first_name" type="text" autoComplete="name" required />
      </div>
      <div className={styles.field}>
        <label htmlFor="application-email_address">
          Email Address <span aria-hidden="true">*</span>
        </label>
        <input id="application-email_address" name="email_address" type="email" autoComplete="email" required />
      </div>
      <div className={styles.field}>
        <label htmlFor="application-phone_number">
          Phone Number <span aria-hidden="true">*</span>
        </label>
        <input id="application-phone_number" name="phone_number" type="tel" autoComplete="tel" required />
      </div>
      <div className={`${styles.field} ${styles.wide}`}>
        <label htmlFor="application-position_name">
          Position <span aria-hidden="true">*</span>
        </label>
        <select id="application-position_name" name="position_name" defaultValue={defaultPosition} required>
          {positions.map((title) => (
            <option key={title} value={title}>
              {title}
            </option>
          ))}
        </select>
      </div>
      <div className={`${styles.field} ${styles.wide}`}>
        <label htmlFor="application-file_name">Résumé (PDF or image, optional)</label>
        <input id="application-file_name" name="file_name" type="file" accept="image/*,application/pdf" />
      </div>
      <div className={styles.wide}>
        <button type="submit" className={styles.submit}>
          Submit Application
        </button>
        <p role="status" className={styles.status}>
          {status}
        </p>
      </div>
    </form>
  );
}
