/**
 * A job posting as the editor tests type it: the values of both languages, and the form filled with them through
 * the "New Career" form of /admin/.
 */
import type { Page } from "@playwright/test";
import { collection } from "../helpers/data";
import {
  addListItems,
  choiceLabel,
  fillField,
  fillFields,
  newEntry,
  pane,
  pick,
  today,
  typeDate,
  typeDateDigits,
  type Locale,
} from "./editor";

interface PostingText {
  title: string;
  description: string;
  metaTitle: string;
  metaDescription: string;
  intro: string;
  location: string;
  employmentSummary: string;
  posting: { responsibilities: string[]; qualifications: string[]; offer: string[]; nextSteps: string };
}

export interface JobPosting {
  slug: string;
  order: number;
  employmentType: string[];
  datePosted: string;
  applyOnline: boolean;
  en: PostingText;
  es: PostingText;
}

/** A posting no record of data/careers has: a new slug, the next order, posted today. */
export function newJobPosting(slug = "seasonal-tax-preparer"): JobPosting {
  const careers = collection<{ slug: string; order: number }[]>("careers");
  if (careers.some((career) => career.slug === slug)) throw new Error(`data/careers already has ${slug}`);
  return {
    slug,
    order: Math.max(...careers.map((career) => career.order)) + 1,
    employmentType: ["TEMPORARY"],
    datePosted: today(),
    applyOnline: true,
    en: {
      title: "Seasonal Tax Preparer",
      description:
        "Prepare individual returns with our team from January to April. Requires a PTIN and one season of experience.",
      metaTitle: "Seasonal Tax Preparer Job in Naperville, IL",
      metaDescription: "Seasonal tax preparer opening at a Naperville, IL CPA firm, January to April.",
      intro: "Join our team for the filing season and prepare individual returns under the review of our CPAs.",
      location: "Naperville, IL (on-site)",
      employmentSummary: "Temporary, January to April · On-site in Naperville",
      posting: {
        responsibilities: ["Prepare individual income tax returns and organize client documents."],
        qualifications: ["A PTIN and at least one filing season of return preparation."],
        offer: ["Hourly pay and a paid training week."],
        nextSteps: "Select Apply Now to send your application; we reply within one week.",
      },
    },
    es: {
      title: "Preparador de impuestos de temporada",
      description:
        "Prepare declaraciones individuales con nuestro equipo de enero a abril. Se requiere un PTIN y una temporada de experiencia.",
      metaTitle: "Empleo de preparador de impuestos de temporada en Naperville, IL",
      metaDescription:
        "Vacante de preparador de impuestos de temporada en una firma de CPA de Naperville, IL, de enero a abril.",
      intro:
        "Únase a nuestro equipo durante la temporada de declaraciones y prepare declaraciones individuales revisadas por nuestros CPA.",
      location: "Naperville, IL (presencial)",
      employmentSummary: "Temporal, de enero a abril · Presencial en Naperville",
      posting: {
        responsibilities: [
          "Preparar declaraciones de impuestos individuales y organizar los documentos de los clientes.",
        ],
        qualifications: ["Un PTIN y al menos una temporada de preparación de declaraciones."],
        offer: ["Pago por hora y una semana de capacitación pagada."],
        nextSteps: "Seleccione “Postúlese ahora” para enviar su solicitud; respondemos en el plazo de una semana.",
      },
    },
  };
}

/** The English file the posting should become (data/careers/en/<slug>.json), as parsed JSON. */
export const englishRecord = (job: JobPosting) => ({
  slug: job.slug,
  order: job.order,
  ...job.en,
  employmentType: job.employmentType,
  datePosted: job.datePosted,
  applyOnline: job.applyOnline,
});

/** The Spanish file (data/careers/es/<slug>.json): the visitor text only. */
export const spanishRecord = (job: JobPosting) => job.es;

/**
 * Opens a new job posting and fills it, typing "Date posted" digit by digit as a person does. `dateDigits`: type these
 * digits instead of those of `job.datePosted` (for an impossible date or a year out of range). `spanish: false` leaves the Spanish form empty
 * (the save is then refused for the Spanish it lacks, besides whatever the test is after).
 */
export async function fillJobPosting(
  page: Page,
  job: JobPosting,
  { dateDigits, spanish = true }: { dateDigits?: string; spanish?: boolean } = {},
) {
  await newEntry(page, "Job postings", "Job posting");
  const text = (locale: Locale) => ({
    Title: job[locale].title,
    Description: job[locale].description,
    "Title in search results": job[locale].metaTitle,
    "Description in search results": job[locale].metaDescription,
    Intro: job[locale].intro,
    Location: job[locale].location,
    "Employment summary": job[locale].employmentSummary,
  });
  const posting = async (locale: Locale) => {
    const form = pane(page, locale);
    const { responsibilities, qualifications, offer, nextSteps } = job[locale].posting;
    await form.getByRole("button", { name: "Expand" }).last().click();
    await addListItems(form, "Responsibility", responsibilities);
    await addListItems(form, "Qualification", qualifications);
    await addListItems(form, "Benefit", offer);
    await fillField(form, "Next steps", nextSteps);
  };
  const en = pane(page, "en");
  await fillFields(en, {
    "Short address": job.slug,
    "Place in the list": job.order,
    ...text("en"),
  });
  for (const type of job.employmentType) {
    const label = await choiceLabel(page, "employmentType", type);
    await pick(page, en.getByRole("combobox", { name: "Employment type" }), label, label);
  }
  const date = en.getByRole("textbox", { name: "Date posted" });
  if (dateDigits) {
    await typeDateDigits(date, dateDigits);
  } else {
    await typeDate(date, job.datePosted);
  }
  if (job.applyOnline) await en.getByRole("switch", { name: "Apply online" }).click();
  await posting("en");
  if (!spanish) return;
  await fillFields(pane(page, "es"), text("es"));
  await posting("es");
}
