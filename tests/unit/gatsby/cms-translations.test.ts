/**
 * @jest-environment node
 *
 * A record's Spanish file as the editor writes it: its text only, nothing empty, so that the build's translation
 * check (gatsby/translations.ts) refuses any English-only field in a Spanish file, even an empty one.
 *
 * Decap hands a format's `toFile` the data alone, for the English file and the Spanish one alike; its `preSave` event
 * sees the whole entry. The editor's script (public/admin/cms-setup.js, as gatsby/cms-setup.ts writes it) is run
 * here as the browser runs it, and a save is replayed as Decap 3.16's `Backend.persistEntry` makes it: `preSave`
 * with the entry (Immutable.js), `toFile` for the entry's file, then for each locale's file (`getI18nFiles`), then
 * `postSave`.
 */
import fs from "node:fs";
import path from "node:path";
import vm from "node:vm";
import { fromJS, type Map as ImmutableMap } from "immutable";
import { cmsConfig, dataFiles, editorFormOf, editorValue, type CmsFolderCollection } from "../../../gatsby/cms-config";
import { canonicalJson, translationsBeingSaved, type Formatter, type SaveEvent } from "../../../gatsby/cms-editor";
import { translationOf } from "../../../gatsby/cms-format";
import { cmsSetupScript, editorSetup, translatedFields } from "../../../gatsby/cms-setup";
import { collectionProblems, IDENTIFYING_FIELDS, type Json } from "../../../gatsby/translations";
import { repoRoot } from "../../helpers/data";

const dataDir = path.join(repoRoot, "data");
const config = cmsConfig({ siteUrl: "https://www.example.com", dataDir, env: {} });

/** The formats and the save listeners the editor's script registers with Decap's `CMS`. */
function registered() {
  const formats = new Map<string, Formatter>();
  const listeners: Record<string, ((event: SaveEvent) => unknown)[]> = { preSave: [], postSave: [] };
  const CMS = {
    registerCustomFormat: (name: string, _extension: string, formatter: Formatter) => formats.set(name, formatter),
    registerEventListener: ({ name, handler }: { name: string; handler: (event: SaveEvent) => unknown }) =>
      listeners[name].push(handler),
    getWidget: () => undefined,
    registerWidget: () => undefined,
  };
  vm.runInNewContext(cmsSetupScript(config, repoRoot), {
    window: { CMS, h: () => null, createClass: (spec: object) => spec, addEventListener: () => undefined },
  });
  return { formats, listeners };
}
const { formats, listeners } = registered();

const recordCollections = config.collections.filter(
  (c): c is CmsFolderCollection => "folder" in c && c.extension === "json" && c.i18n === true,
);
const collectionNamed = (name: string) => recordCollections.find((c) => c.name === name) as CmsFolderCollection;

/** The files Decap writes when it saves an entry of `collection` holding `english` and, as its Spanish, `spanish`. */
function save(collection: CmsFolderCollection, english: unknown, spanish: unknown) {
  const entry = fromJS({
    collection: collection.name,
    slug: "entry",
    path: `${collection.folder}/en/entry.json`,
    data: english,
    i18n: { es: { data: spanish } },
  }) as ImmutableMap<string, unknown>;
  // Decap's invokeEvent: a handler returning undefined leaves the entry as it is.
  listeners.preSave.forEach((handler) => expect(handler({ entry })).toBeUndefined());
  const format = formats.get(collection.format) as Formatter;
  const sortedKeys = collection.fields.map((field) => field.name);
  const raw = (data: unknown) => format.toFile((data as ImmutableMap<string, unknown>).toJS(), sortedKeys);
  const written = {
    entry: raw(entry.get("data")),
    en: raw(entry.get("data")),
    es: raw(entry.getIn(["i18n", "es", "data"])),
  };
  listeners.postSave.forEach((handler) => handler({ entry }));
  return written;
}

const read = (file: string) => fs.readFileSync(path.join(repoRoot, file), "utf8");
const spanishFiles = dataFiles(dataDir).filter(
  (file) => editorFormOf(config, file)?.translation && /\.json$/.test(file),
);

describe("the Spanish file of a record, as the editor writes it", () => {
  it("registers a preSave and a postSave listener", () => {
    expect([listeners.preSave.length, listeners.postSave.length]).toEqual([1, 1]);
  });

  it("leaves out what Decap adds for the English-only fields of a new job posting, and writes the English as it is", () => {
    const careers = collectionNamed("careers");
    const file = spanishFiles.find((f) => f.startsWith("data/careers/es/")) as string;
    const english = editorValue(file.replace("/es/", "/en/"), dataDir);
    const spanish = editorValue(file, dataDir) as Record<string, unknown>;
    // The Spanish column's hidden "Employment type" (a required multiple select) sets itself to [] on mount.
    const written = save(careers, english, { ...spanish, employmentType: [], datePosted: "", applyOnline: false });
    expect(written.es).toBe(read(file));
    expect(written.en).toBe(read(file.replace("/es/", "/en/")));
    expect(written.entry).toBe(written.en);
  });

  it("leaves out empty values at any depth, but keeps list items in place", () => {
    const services = collectionNamed("services");
    const file = spanishFiles.find((f) => f.startsWith("data/services/es/")) as string;
    const english = editorValue(file.replace("/es/", "/en/"), dataDir);
    const spanish = editorValue(file, dataDir) as Record<string, Json>;
    const written = save(services, english, {
      ...spanish,
      imageAlt: "",
      banner: { ...(spanish.banner as object), subheading: "" },
    });
    expect(JSON.parse(written.es)).not.toHaveProperty("imageAlt");
    expect(JSON.parse(written.es).banner).not.toHaveProperty("subheading");
    expect(
      translationOf({ items: [{ title: "" }, { title: "B" }], image: "x.png" }, ["items", ["items", ["title"]]]),
    ).toEqual({
      items: [{}, { title: "B" }],
    });
  });

  it("writes every Spanish record of data/ unchanged, byte for byte, when it is saved unchanged", () => {
    const problems = spanishFiles.flatMap((file) => {
      const form = editorFormOf(config, file);
      const english = file.replace("/es/", "/en/");
      if (!form || !fs.existsSync(path.join(repoRoot, english))) return [];
      const written = save(
        form.collection as CmsFolderCollection,
        editorValue(english, dataDir),
        editorValue(file, dataDir),
      );
      return [...(written.es === read(file) ? [] : [file]), ...(written.en === read(english) ? [] : [english])];
    });
    expect(spanishFiles.length).toBeGreaterThan(100);
    expect(problems).toEqual([]);
  });

  it("leaves out exactly what the build refuses in a Spanish file: the English record copied whole is accepted", () => {
    const refused = recordCollections.flatMap((collection) => {
      const shape = translatedFields(collection.fields);
      return dataFiles(dataDir)
        .filter((file) => file.startsWith(`${collection.folder}/en/`))
        .flatMap((file) => {
          const english = editorValue(file, dataDir) as Record<string, Json>;
          const identity = Object.fromEntries(Object.entries(english).filter(([k]) => IDENTIFYING_FIELDS.has(k)));
          const spanish = { ...(translationOf(english, shape) as Record<string, Json>), ...identity };
          return collectionProblems(collection.name, [english], [spanish], "es").filter((p) =>
            p.includes("not visitor text"),
          );
        });
    });
    expect(refused).toEqual([]);
  });

  it("keeps the identifying fields a Spanish file may hold (a checklist's key), and no other English-only field", () => {
    const shape = translatedFields(collectionNamed("services").fields);
    const names = (order: typeof shape): string[] =>
      order.flatMap((entry) =>
        typeof entry === "string" ? [entry] : [entry[0], ...names(entry[1]).map((n) => `${entry[0]}.${n}`)],
      );
    expect(names(shape)).toEqual(
      expect.arrayContaining(["slug", "checklists.key", "checklists.title", "tax.funFacts.label"]),
    );
    expect(names(shape)).not.toEqual(expect.arrayContaining(["category"]));
    expect(names(shape).filter((n) => /(^|\.)(image|category|order)$/.test(n))).toEqual(["order"]);
  });

  it("writes a translation as it is outside a save (Decap's local backups) and after postSave", () => {
    const careers = collectionNamed("careers");
    const format = formats.get(careers.format) as Formatter;
    const spanish = { title: "Asociado", employmentType: [] };
    const keys = careers.fields.map((field) => field.name);
    expect(JSON.parse(format.toFile(spanish, keys))).toEqual(spanish);
    save(careers, { slug: "a", title: "Associate" }, spanish);
    expect(JSON.parse(format.toFile(spanish, keys))).toEqual(spanish);
  });

  it("never takes the English for a translation, even when both are the same", () => {
    const teller = translationsBeingSaved("en");
    const entry = fromJS({ collection: "faqs", data: { question: "Q" }, i18n: { es: { data: { question: "Q" } } } });
    teller.preSave({ entry });
    expect(teller.isTranslation("faqs", { question: "Q" })).toBe(false);
    const other = fromJS({
      collection: "faqs",
      data: { key: "a", question: "Q" },
      i18n: { es: { data: { question: "P" } } },
    });
    teller.preSave({ entry: other });
    expect([
      teller.isTranslation("faqs", { question: "P" }),
      teller.isTranslation("careers", { question: "P" }),
    ]).toEqual([true, false]);
    expect(canonicalJson({ b: 1, a: { d: 2, c: [3] } })).toBe('{"a":{"c":[3],"d":2},"b":1}');
  });

  it("writes articles' translations whole (a translated article is a whole article), and the singletons as they are", () => {
    const setup = editorSetup(config);
    const translating = setup.formats.filter((format) => format.translation).map((format) => format.collection);
    expect(translating.sort()).toEqual(recordCollections.map((c) => c.name).sort());
    expect(translating).not.toContain("insights");
    expect(translating).not.toContain("site");
  });
});
