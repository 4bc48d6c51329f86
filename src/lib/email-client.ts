import type { StorageProvider } from "@emailjs/browser";
import { readEmailSettings, templateIdFor, type EmailFormKind, type EmailSettings } from "./email-config";

export { isEmailConfigured, type EmailFormKind } from "./email-config";

/** A second message from the same form within this window is refused by the SDK with a 429. */
export const THROTTLE_MS = 10_000;

export const rateLimitId = (kind: EmailFormKind): string => `riverwalk-${kind}-form`;

/**
 * localStorage wrapped so a browser that refuses storage (private modes, strict settings) still sends:
 * the throttle is a courtesy, not a security boundary.
 */
const webStorage: StorageProvider = {
  get: async (key) => {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set: async (key, value) => {
    try {
      window.localStorage.setItem(key, value);
    } catch {
      // Storage unavailable: the message is sent without a throttle.
    }
  },
  remove: async (key) => {
    try {
      window.localStorage.removeItem(key);
    } catch {
      // Nothing stored, nothing to remove.
    }
  },
};

type EmailSdk = typeof import("@emailjs/browser");
let sdkPromise: Promise<EmailSdk> | null = null;

/** The SDK is loaded on the first send, so it is not part of any page's initial JavaScript. */
function loadSdk(): Promise<EmailSdk> {
  if (!sdkPromise) {
    sdkPromise = import("@emailjs/browser").then((sdk) => {
      // Our storage provider goes through init: sendForm prefers the global one over a per-call option.
      sdk.init({ storageProvider: webStorage });
      return sdk;
    });
    sdkPromise.catch(() => {
      sdkPromise = null;
    });
  }
  return sdkPromise;
}

/**
 * Sends the form's own fields (and files) as multipart data to EmailJS's send-form endpoint.
 * Resolves on success; rejects with whatever the SDK or the network threw — pass it to describeEmailError (src/lib/form-messages.ts).
 */
export async function sendEmailForm(
  kind: EmailFormKind,
  form: HTMLFormElement,
  settings: EmailSettings = readEmailSettings(),
): Promise<void> {
  const sdk = await loadSdk();
  const limitRate = { id: rateLimitId(kind), throttle: THROTTLE_MS };
  try {
    await sdk.sendForm(settings.serviceId ?? "", templateIdFor(kind, settings) ?? "", form, {
      publicKey: settings.publicKey ?? "",
      limitRate,
    });
  } catch (error) {
    // The SDK stamps the throttle before sending; a failed send must not stop the visitor retrying at once.
    if (errorStatus(error) !== 429) await webStorage.remove(limitRate.id);
    throw error;
  }
}

export type EmailErrorKind =
  | "headless"
  | "blocked"
  | "throttled"
  | "network"
  | "missing-public-key"
  | "missing-service"
  | "missing-template"
  | "missing-form"
  | "rejected"
  | "server"
  | "unknown";

/** What went wrong, as a code; the words for each kind live in data/interface/en.json (`errors.email`). */
export interface EmailError {
  kind: EmailErrorKind;
  /** The HTTP status, for the kinds whose message names it (server, rejected). */
  status?: number;
}

function errorStatus(error: unknown): number | undefined {
  if (typeof error === "object" && error !== null && "status" in error) {
    const { status } = error as { status: unknown };
    if (typeof status === "number") return status;
  }
  return undefined;
}

/** Sorts every failure of the EmailJS SDK (and of the network under it) into a kind a visitor's message exists for. */
export function classifyEmailError(error: unknown): EmailError {
  // The SDK throws plain strings when its required parameters are missing.
  if (typeof error === "string") {
    if (/public key/i.test(error)) return { kind: "missing-public-key" };
    if (/service id/i.test(error)) return { kind: "missing-service" };
    if (/template id/i.test(error)) return { kind: "missing-template" };
    if (/form element|3rd parameter/i.test(error)) return { kind: "missing-form" };
    return { kind: "unknown" };
  }
  // fetch() rejects with a TypeError when the request never got an answer (offline, DNS, blocked).
  if (error instanceof TypeError) return { kind: "network" };
  const status = errorStatus(error);
  switch (status) {
    case undefined:
      return { kind: "unknown" };
    case 0:
      return { kind: "network" };
    case 451:
      return { kind: "headless" };
    case 403:
      return { kind: "blocked" };
    case 429:
      return { kind: "throttled" };
    default:
      return { kind: status >= 500 ? "server" : "rejected", status };
  }
}
