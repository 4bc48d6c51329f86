import { useStaticQuery } from "gatsby";
import firm from "../../data/site/en/firm.json";
import { collectionIn } from "../../gatsby/translations";
import { LOCALES } from "../../src/lib/locale";

/**
 * A static query's answer as the build gives it (`editions`, gatsby/translatable.ts): one entry per edition, the
 * fields of `content` in its language. `contentIn(locale)` gives an edition's fields.
 */
export function staticEditions(contentIn: (locale: string) => object): { editions: object[] } {
  return { editions: LOCALES.map((locale) => ({ locale, content: contentIn(locale) })) };
}

/** Serves data/site/en/firm.json to useFirm, as the build does: the firm record in each edition's language. */
export function mockFirm(): void {
  (useStaticQuery as jest.Mock).mockReturnValue(firmInEveryEdition());
}

/** useFirm's answer: data/site/<locale>/firm.json merged over the English in each edition. */
export const firmInEveryEdition = () =>
  staticEditions((locale) => ({ siteIdentity: locale === "en" ? firm : collectionIn("firm", "es") }));

export const emailEnv = {
  GATSBY_EMAILJS_PUBLIC_KEY: "pk",
  GATSBY_EMAILJS_SERVICE_ID: "svc",
  GATSBY_EMAILJS_CONTACT_TEMPLATE_ID: "tpl-contact",
  GATSBY_EMAILJS_APPLICATION_TEMPLATE_ID: "tpl-application",
  GATSBY_EMAILJS_APPOINTMENT_TEMPLATE_ID: "tpl-appointment",
};

export function setEmailEnv(values: Partial<typeof emailEnv>): void {
  for (const name of Object.keys(emailEnv) as (keyof typeof emailEnv)[]) {
    if (values[name] === undefined) delete process.env[name];
    else process.env[name] = values[name];
  }
}

/**
 * Before each test of a form that sends through EmailJS: the firm's data served, every EmailJS variable set, the
 * SDK's mocked `sendForm` reset, and no draft or rate-limit mark left in storage by the previous test.
 */
export function resetEmailForm(sendForm: jest.Mock): void {
  mockFirm();
  setEmailEnv(emailEnv);
  sendForm.mockReset();
  window.sessionStorage.clear();
  window.localStorage.clear();
}

/** A promise the test settles by hand, to look at the form while it is sending. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
