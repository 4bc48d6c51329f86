/**
 * Staff publish through the real editor: each test edits or creates entries in /admin/,
 * publishes them ("Save" → status "Ready" → "Publish" → "Publish now", which merges the draft's branch into main of
 * the editor's clone, brought into the scratch repository as `npm run cms` brings it into the served folder), then
 * checks what the editor shows, the files main holds, that no branch was ever checked out in the scratch repository,
 * and that the build's content validation accepts the result (tests/editor/content-checks.ts).
 */
import fs from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import YAML from "yaml";
import { articlesOf, collection, collectionFiles, repoRoot } from "../helpers/data";
import { contentProblems, NO_PROBLEMS } from "./content-checks";
import {
  backToCollection,
  fillField,
  fillFields,
  newEntry,
  openCollection,
  pane,
  pick,
  replaceText,
  saveAndPublish,
  today,
  typeDate,
  writeMarkdown,
  parseJson,
} from "./editor";
import { expect, test } from "./fixtures";
import { englishRecord, fillJobPosting, newJobPosting, spanishRecord } from "./job-posting";
import { fillPostponement, regionalPostponement } from "./postponement";
import { customFormatLanded } from "./landed";

type Json = Record<string, unknown>;
const parse = parseJson;

/** A field of the articles' form in the configuration the site under test serves (/admin/config.yml). */
async function articleField(baseURL: string | undefined, name: string) {
  const config = YAML.parse(await (await fetch(new URL("/admin/config.yml", baseURL))).text()) as {
    collections: { name: string; fields?: { name: string; media_folder: string; public_folder: string }[] }[];
  };
  const field = config.collections.find((c) => c.name === "insights")?.fields?.find((f) => f.name === name);
  if (!field) throw new Error(`/admin/config.yml has no insights field ${name}`);
  return { ...field, media_folder: field.media_folder.replace(/^\//, "") };
}

test("a service page's nav label, edited in English and in Spanish, is published and nothing else changes", async ({
  page,
  scratch,
  openEditor,
  baseURL,
}) => {
  const [service] = collection<{ slug: string; navLabel: string }[]>("services");
  const spanish = collectionFiles("services", "es").find(({ file }) => file.endsWith(`/${service.slug}.json`))
    ?.record as { navLabel?: string } | undefined;
  expect(spanish?.navLabel, "the first service has a Spanish nav label").toBeTruthy();
  const files = { en: `data/services/en/${service.slug}.json`, es: `data/services/es/${service.slug}.json` };
  const before = { en: parse(scratch.show(files.en)), es: parse(scratch.show(files.es)) };
  const label = { en: `${service.navLabel} (edited)`, es: `${spanish?.navLabel} (editado)` };

  await openEditor();
  await openCollection(page, "Services");
  // Entries are listed by their words: a service page by its name in the menu.
  await page.getByRole("link", { name: service.navLabel, exact: true }).click();
  await replaceText(pane(page, "en").getByRole("textbox", { name: "Name in the menu", exact: true }), label.en);
  await replaceText(pane(page, "es").getByRole("textbox", { name: "Name in the menu", exact: true }), label.es);
  await saveAndPublish(page);

  // What the staff member sees: the entry is published, and the list shows the new label.
  await expect(page.getByRole("button", { name: "Published", exact: true })).toBeVisible();
  await backToCollection(page, "Services");
  await expect(page.getByRole("link", { name: label.en, exact: true })).toBeVisible();

  // What main holds: the two files, each the original with its nav label changed, and nothing else.
  await scratch.synced();
  expect(scratch.cmsBranches()).toEqual([]);
  expect(scratch.checkouts(), "branch checkouts in the served folder").toEqual([]);
  expect(scratch.changedFiles()).toEqual([files.en, files.es].sort());
  expect(parse(scratch.show(files.en))).toEqual({ ...before.en, navLabel: label.en });
  expect(parse(scratch.show(files.es))).toEqual({ ...before.es, navLabel: label.es });
  if (await customFormatLanded(baseURL)) {
    // The editor's own JSON format (public/admin/cms-setup.js) keeps the keys' order and the layout: a one-line diff.
    for (const file of [files.en, files.es]) {
      expect(scratch.git("diff", "--numstat", scratch.baseline, "main", "--", file).trim()).toBe(`1\t1\t${file}`);
    }
  }
  expect(contentProblems(scratch.dataDir)).toEqual(NO_PROBLEMS);
});

test("a new job posting, written in both languages, is published as its English and Spanish files", async ({
  page,
  scratch,
  openEditor,
}) => {
  const job = newJobPosting();

  await openEditor();
  await fillJobPosting(page, job);
  await saveAndPublish(page);

  await backToCollection(page, "Job postings");
  await expect(page.getByRole("link", { name: job.en.title, exact: true })).toBeVisible();

  await scratch.synced();
  expect(scratch.cmsBranches()).toEqual([]);
  expect(scratch.checkouts(), "branch checkouts in the served folder").toEqual([]);
  const files = { en: `data/careers/en/${job.slug}.json`, es: `data/careers/es/${job.slug}.json` };
  expect(scratch.changedFiles()).toEqual([files.en, files.es]);
  expect(parse(scratch.show(files.en))).toEqual(englishRecord(job));
  // The Spanish file holds the visitor text as typed, and nothing else: Decap 3.16.3 sets the Spanish form's hidden
  // "Employment type" to [] on mount; the editor's format leaves it out (gatsby/cms-format.ts `translationOf`).
  expect(parse(scratch.show(files.es))).toEqual(spanishRecord(job));
  // In the folder itself, where `gatsby develop` reads them, and nothing left uncommitted.
  expect(parse(fs.readFileSync(path.join(scratch.dir, files.en), "utf8"))).toEqual(englishRecord(job));
  expect(scratch.uncommitted()).toEqual([]);
  expect(contentProblems(scratch.dataDir)).toEqual(NO_PROBLEMS);
});

test("a regional deadline postponement with its areas is published and the deadline engine accepts it", async ({
  page,
  scratch,
  openEditor,
}) => {
  const { record, spanishReason: reason } = regionalPostponement();
  const { key } = record;
  expect(collection<{ key: string }[]>("tax-postponements").map((entry) => entry.key)).not.toContain(key);

  await openEditor();
  await fillPostponement(page, record, reason);
  await saveAndPublish(page);

  await backToCollection(page, "Tax postponements");
  await expect(page.getByRole("link", { name: record.notice, exact: true })).toBeVisible();

  await scratch.synced();
  expect(scratch.cmsBranches()).toEqual([]);
  expect(scratch.checkouts(), "branch checkouts in the served folder").toEqual([]);
  const files = { en: `data/tax-postponements/en/${key}.json`, es: `data/tax-postponements/es/${key}.json` };
  expect(scratch.changedFiles()).toEqual([files.en, files.es]);
  expect(parse(scratch.show(files.en))).toEqual(record);
  expect(parse(scratch.show(files.es))).toEqual({ reason });
  expect(contentProblems(scratch.dataDir)).toEqual(NO_PROBLEMS);
});

test("a short article, written in both languages, is published as its two MDX files", async ({
  page,
  scratch,
  openEditor,
  baseURL,
}) => {
  const [author] = collection<{ key: string; name: string }[]>("team");
  const [topic] = collection<{ slug: string; navLabel: string }[]>("services");
  const title = "Payroll records to keep for your first employee";
  const slug = "payroll-records-to-keep-for-your-first-employee";
  expect(articlesOf("en").map((article) => article.slug)).not.toContain(slug);
  // The hero: the first picture of the folder the editor's image field opens on, as the configuration says.
  const heroField = await articleField(baseURL, "hero");
  const hero = fs
    .readdirSync(path.join(repoRoot, heroField.media_folder))
    .filter((file) => /\.(jpe?g|png|webp)$/.test(file))
    .sort()[0];
  const english = {
    title,
    description: "The payroll records an Illinois employer keeps for each employee, and for how long.",
    heroAlt: "Illustration of payroll records on a desk",
    sources: [{ title: "IRS Publication 15 (Circular E)", url: "https://www.irs.gov/publications/p15" }],
    body: "Keep every payroll record for at least four years.\n\n## What to keep\n\nTime cards, pay stubs and tax deposits.",
  };
  const spanish = {
    title: "Registros de nómina que debe conservar para su primer empleado",
    description: "Los registros de nómina que un empleador de Illinois conserva de cada empleado, y por cuánto tiempo.",
    heroAlt: "Ilustración de registros de nómina sobre un escritorio",
    sources: [{ title: "Publicación 15 del IRS (Circular E)", url: "https://www.irs.gov/es/publications/p15" }],
    body: "Conserve cada registro de nómina durante al menos cuatro años.\n\n## Qué conservar\n\nTarjetas de horario, talones de pago y depósitos de impuestos.",
  };
  const shared = { published: today(), updated: today(), author: author.key, topics: [topic.slug] };

  await openEditor();
  await newEntry(page, "Insights articles", "Article");
  const en = pane(page, "en");
  const es = pane(page, "es");
  await fillFields(en, { Title: english.title, Description: english.description });
  await typeDate(en.getByRole("textbox", { name: "Published" }), shared.published);
  await typeDate(en.getByRole("textbox", { name: "Updated" }), shared.updated);
  await pick(page, en.getByRole("combobox", { name: "Author" }), author.name.slice(0, 5), author.name);
  await pick(page, en.getByRole("combobox", { name: "Topics" }), topic.navLabel, topic.navLabel);
  await en.getByRole("button", { name: "Choose an image" }).click();
  const library = page.getByRole("dialog");
  await library.getByRole("textbox", { name: "Search..." }).fill(hero.replace(/\.\w+$/, ""));
  await library.getByText(hero, { exact: true }).click();
  await library.getByRole("button", { name: "Choose selected" }).click();
  await expect(library).toBeHidden();
  for (const [form, text] of [
    [en, english],
    [es, spanish],
  ] as const) {
    if (form === es) await fillFields(es, { Title: text.title, Description: text.description });
    await fillField(form, "Picture description", text.heroAlt);
    await form.getByRole("button", { name: "Add source", exact: true }).click();
    // The source's title: the last "Title" of the form (the article's comes first).
    await replaceText(form.getByRole("textbox", { name: "Title", exact: true }).last(), text.sources[0].title);
    await fillField(form, "Web address", text.sources[0].url);
    await writeMarkdown(form.getByRole("textbox").last(), text.body);
  }
  await saveAndPublish(page);

  await backToCollection(page, "Insights articles");
  await expect(page.getByRole("link", { name: `${title} (${shared.published})` })).toBeVisible();

  await scratch.synced();
  expect(scratch.cmsBranches()).toEqual([]);
  expect(scratch.checkouts(), "branch checkouts in the served folder").toEqual([]);
  const files = { en: `data/insights/en/${slug}.mdx`, es: `data/insights/es/${slug}.mdx` };
  expect(scratch.changedFiles()).toEqual([files.en, files.es]);
  const read = (file: string) => {
    const { data, content } = matter(scratch.show(file) ?? "");
    // YAML reads 2026-11-20 as a date: back to the text the file holds.
    const dates = Object.fromEntries(
      Object.entries(data)
        .filter(([, value]) => value instanceof Date)
        .map(([field, value]) => [field, (value as Date).toISOString().slice(0, 10)]),
    );
    return { ...data, ...dates, body: content.trim() } as Json;
  };
  const heroPath = `${heroField.public_folder}/${hero}`;
  expect(read(files.en)).toEqual({ ...shared, ...english, hero: heroPath });
  expect(read(files.es)).toEqual({ ...shared, ...spanish, hero: heroPath });
  expect(contentProblems(scratch.dataDir)).toEqual(NO_PROBLEMS);
});
