/**
 * The tax-alert signup's settings, from GATSBY_* variables (Gatsby inlines each `process.env.GATSBY_…` expression at
 * build time, so they are written out literally):
 *
 * - GATSBY_NEWSLETTER_ACTION: the hosted email provider's subscribe endpoint, where the form posts (Buttondown:
 *   https://buttondown.com/api/emails/embed-subscribe/<newsletter>; Mailchimp: the form action of its embedded form,
 *   https://<dc>.list-manage.com/subscribe/post?u=…&id=…). Unset, no signup is shown (the RSS feeds and the calendar
 *   subscriptions stand in) and the Content-Security-Policy allows no outside form target.
 * - GATSBY_NEWSLETTER_EMAIL_FIELD: the provider's name for the address field (email; Mailchimp: EMAIL).
 * - GATSBY_NEWSLETTER_LANGUAGE_FIELD: the field that carries the chosen language's code (en, es), by which the
 *   provider files the subscriber on its English or Spanish list (Buttondown: tag; Mailchimp: a merge field).
 *
 * The provider sends the confirmation email (double opt-in); the site says so.
 */
export interface NewsletterSettings {
  action: string;
  emailField: string;
  languageField: string;
}

const isSet = (value: string | undefined): value is string => typeof value === "string" && value.trim() !== "";

/** The signup's settings, or null when GATSBY_NEWSLETTER_ACTION is unset or not an https:// (or local) URL. */
export function readNewsletterSettings(
  env: Record<string, string | undefined> = {
    GATSBY_NEWSLETTER_ACTION: process.env.GATSBY_NEWSLETTER_ACTION,
    GATSBY_NEWSLETTER_EMAIL_FIELD: process.env.GATSBY_NEWSLETTER_EMAIL_FIELD,
    GATSBY_NEWSLETTER_LANGUAGE_FIELD: process.env.GATSBY_NEWSLETTER_LANGUAGE_FIELD,
  },
): NewsletterSettings | null {
  const action = env.GATSBY_NEWSLETTER_ACTION?.trim();
  if (!isSet(action) || !/^(https:\/\/|http:\/\/127\.0\.0\.1[:/])/.test(action)) return null;
  return {
    action,
    emailField: isSet(env.GATSBY_NEWSLETTER_EMAIL_FIELD) ? env.GATSBY_NEWSLETTER_EMAIL_FIELD.trim() : "email",
    languageField: isSet(env.GATSBY_NEWSLETTER_LANGUAGE_FIELD) ? env.GATSBY_NEWSLETTER_LANGUAGE_FIELD.trim() : "tag",
  };
}

/** The origin the signup posts to, for the Content-Security-Policy's form-action: none when it is not set. */
export function newsletterFormOrigins(settings: NewsletterSettings | null = readNewsletterSettings()): string[] {
  return settings ? [new URL(settings.action).origin] : [];
}
