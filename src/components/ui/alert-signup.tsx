import { useId, useRef, useState, type FormEvent } from "react";
import { Mail, Rss, CalendarPlus } from "lucide-react";
import { useLocale } from "../../hooks/use-locale";
import { useText } from "../../hooks/use-text";
import { isBlank, isValidEmail } from "../../lib/text-checks";
import { insightsFeedPath } from "../../lib/routes";
import { LOCALES, localizedPath, settingsOf } from "../../lib/locale";
import { readNewsletterSettings, type NewsletterSettings } from "../../lib/newsletter";
import { fieldAria, FormField } from "./form-field";
import { Link } from "./link";
import * as styles from "./alert-signup.module.css";

interface AlertSignupProps {
  /** Heading level of the block's title, to fit the page outline. */
  headingLevel?: 2 | 3;
  /** The signup's settings; read from the build's GATSBY_NEWSLETTER_* variables unless given (tests). */
  settings?: NewsletterSettings | null;
  /** Without a provider, also link the deadline calendar's subscriptions (not beside the calendar itself). */
  calendarLink?: boolean;
}

/**
 * Tax alerts by email: the visitor's address and the language of the alerts, posted to the firm's hosted email
 * provider (src/lib/newsletter.ts) in a new tab, where the provider confirms by email before anything is sent (double
 * opt-in). An address that is blank or malformed is refused here with a message, and what was typed stays. Without
 * a provider the block offers the Insights RSS feed and the deadline calendar's subscriptions instead.
 */
export function AlertSignup({
  headingLevel = 2,
  settings = readNewsletterSettings(),
  calendarLink = true,
}: AlertSignupProps) {
  const t = useText();
  const locale = useLocale();
  const Heading = `h${headingLevel}` as const;
  const id = useId();
  const [error, setError] = useState<string>();
  const [sent, setSent] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);

  if (!settings) {
    return (
      <aside className={styles.signup} aria-labelledby={`${id}-heading`}>
        <Heading id={`${id}-heading`} className={styles.title}>
          {t("alerts.followHeading")}
        </Heading>
        <p className={styles.lead}>{t("alerts.followLead")}</p>
        <ul className={styles.follow}>
          <li>
            <a href={localizedPath(insightsFeedPath, locale)}>
              <Rss aria-hidden="true" size={18} />
              {t("alerts.feedLink")}
            </a>
          </li>
          {calendarLink ? (
            <li>
              <Link to="/resources#tax-calendar-heading">
                <CalendarPlus aria-hidden="true" size={18} />
                {t("alerts.calendarLink")}
              </Link>
            </li>
          ) : null}
        </ul>
      </aside>
    );
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const value = emailRef.current?.value ?? "";
    const problem = isBlank(value)
      ? t("alerts.emailRequired")
      : isValidEmail(value)
        ? undefined
        : t("forms.errors.emailFormat");
    setError(problem);
    setSent(!problem);
    if (problem) {
      event.preventDefault();
      emailRef.current?.focus();
    }
  };

  return (
    <aside className={styles.signup} aria-labelledby={`${id}-heading`}>
      <Heading id={`${id}-heading`} className={styles.title}>
        <Mail aria-hidden="true" size={22} />
        {t("alerts.heading")}
      </Heading>
      <p className={styles.lead}>{t("alerts.lead")}</p>
      <form
        className={styles.form}
        action={settings.action}
        method="post"
        target="_blank"
        noValidate
        onSubmit={onSubmit}
      >
        <FormField id={`${id}-email`} label={t("alerts.emailLabel")} required error={error}>
          <input
            ref={emailRef}
            id={`${id}-email`}
            name={settings.emailField}
            type="email"
            autoComplete="email"
            required
            {...fieldAria(`${id}-email`, error)}
          />
        </FormField>
        <fieldset className={styles.languages}>
          <legend>{t("alerts.languageLegend")}</legend>
          {LOCALES.map((code) => (
            <label key={code} className={styles.language}>
              <input type="radio" name={settings.languageField} value={code} defaultChecked={code === locale} />
              <span lang={code}>{settingsOf(code).nativeName}</span>
            </label>
          ))}
        </fieldset>
        <button type="submit" className={styles.submit}>
          {t("alerts.submit")}
        </button>
      </form>
      <p className={styles.note} role="status">
        {sent ? t("alerts.sent") : t("alerts.optIn")}
      </p>
    </aside>
  );
}
