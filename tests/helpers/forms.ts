import { useStaticQuery } from "gatsby";
import firm from "../../data/site/en/firm.json";
import { spanishCollection } from "../../gatsby/translations";

/** Serves data/site/en/firm.json to useFirm, as the build does: the English record, and under `es` the Spanish one. */
export function mockFirm(): void {
  (useStaticQuery as jest.Mock).mockReturnValue({ siteIdentity: firm, es: spanishCollection("firm") });
}

export const emailEnv = {
  GATSBY_EMAILJS_PUBLIC_KEY: "pk",
  GATSBY_EMAILJS_SERVICE_ID: "svc",
  GATSBY_EMAILJS_CONTACT_TEMPLATE_ID: "tpl-contact",
  GATSBY_EMAILJS_APPLICATION_TEMPLATE_ID: "tpl-application",
};

export function setEmailEnv(values: Partial<typeof emailEnv>): void {
  for (const name of Object.keys(emailEnv) as (keyof typeof emailEnv)[]) {
    if (values[name] === undefined) delete process.env[name];
    else process.env[name] = values[name];
  }
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
