/**
 * Which EmailJS settings the forms need, read from GATSBY_* variables. Gatsby inlines each
 * `process.env.GATSBY_…` expression at build time, so they must be written out literally here.
 * This file has no SDK import so gatsby-node can use it for the build-time warning.
 */
export type EmailFormKind = "contact" | "application" | "appointment";

export interface EmailSettings {
  publicKey?: string;
  serviceId?: string;
  contactTemplateId?: string;
  applicationTemplateId?: string;
  appointmentTemplateId?: string;
}

export function readEmailSettings(): EmailSettings {
  return {
    publicKey: process.env.GATSBY_EMAILJS_PUBLIC_KEY,
    serviceId: process.env.GATSBY_EMAILJS_SERVICE_ID,
    contactTemplateId: process.env.GATSBY_EMAILJS_CONTACT_TEMPLATE_ID,
    applicationTemplateId: process.env.GATSBY_EMAILJS_APPLICATION_TEMPLATE_ID,
    appointmentTemplateId: process.env.GATSBY_EMAILJS_APPOINTMENT_TEMPLATE_ID,
  };
}

const variableNames: Record<keyof EmailSettings, string> = {
  publicKey: "GATSBY_EMAILJS_PUBLIC_KEY",
  serviceId: "GATSBY_EMAILJS_SERVICE_ID",
  contactTemplateId: "GATSBY_EMAILJS_CONTACT_TEMPLATE_ID",
  applicationTemplateId: "GATSBY_EMAILJS_APPLICATION_TEMPLATE_ID",
  appointmentTemplateId: "GATSBY_EMAILJS_APPOINTMENT_TEMPLATE_ID",
};

const isSet = (value: string | undefined): boolean => typeof value === "string" && value.trim() !== "";

/** The names of the variables that are absent or blank, in a stable order. */
export function missingEmailVariables(settings: EmailSettings = readEmailSettings()): string[] {
  return (Object.keys(variableNames) as (keyof EmailSettings)[])
    .filter((key) => !isSet(settings[key]))
    .map((key) => variableNames[key]);
}

/** The setting that names each form's template. */
const templateSettings: Record<EmailFormKind, keyof EmailSettings> = {
  contact: "contactTemplateId",
  application: "applicationTemplateId",
  appointment: "appointmentTemplateId",
};

export function templateIdFor(kind: EmailFormKind, settings: EmailSettings): string | undefined {
  return settings[templateSettings[kind]];
}

/** True when the given form has everything it needs to send online. */
export function isEmailConfigured(kind: EmailFormKind, settings: EmailSettings = readEmailSettings()): boolean {
  return isSet(settings.publicKey) && isSet(settings.serviceId) && isSet(templateIdFor(kind, settings));
}
