/**
 * The editor's configuration (gatsby/cms-config.ts) against the schema and data/: every key of every file has a
 * field, every schema field appears in the editor, the folders, files and relations exist, and the Spanish side is
 * configured by the rule of gatsby/translations.ts. Nothing here names a record or counts one: the catalogue is read
 * from data/.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import YAML from "yaml";
import {
  ARTICLES_FOLDER,
  cmsConfig,
  cmsConfigYaml,
  coverageProblems,
  dataFiles,
  derivedFields,
  editorFormOf,
  editorValue,
  requiredProblems,
  schemaModel,
  type CmsCollection,
  type CmsConfig,
  type CmsField,
  type CmsFolderCollection,
} from "../../../gatsby/cms-config";
import { contentTypeNames } from "../../../gatsby/content-types";
import { SINGLETONS, type Json } from "../../../gatsby/data-layout";
import { LOCALIZED_LINK_FIELDS, NON_TEXT_FIELDS, looksLikeText } from "../../../gatsby/translations";
import { typeDefs } from "../../../gatsby/schema";
import { repoRoot } from "../../helpers/data";

const dataDir = path.join(repoRoot, "data");
const siteUrl = "https://www.example.com";
const config = cmsConfig({ siteUrl, dataDir, env: {} });
const model = schemaModel();

type JsonObject = { [key: string]: Json };
const isObject = (value: unknown): value is JsonObject =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const folderCollections = config.collections.filter((c): c is CmsFolderCollection => "folder" in c);
const collectionNamed = (name: string): CmsCollection | undefined => config.collections.find((c) => c.name === name);

/** Every field of a form with its path ("banner.heading", "checklists.items"), depth first. */
function allFields(fields: CmsField[], at = ""): { field: CmsField; path: string }[] {
  return fields.flatMap((field) => {
    const here = at ? `${at}.${field.name}` : field.name;
    return [
      { field, path: here },
      ...(field.fields ? allFields(field.fields, here) : []),
      ...(field.field?.fields ? allFields(field.field.fields, here) : []),
    ];
  });
}

/** Copies data/ without its images into a temporary folder, for tests that change files. */
function copyOfData(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "cms-data-"));
  fs.cpSync(dataDir, path.join(root, "data"), {
    recursive: true,
    filter: (source) => !source.startsWith(path.join(dataDir, "images")),
  });
  return path.join(root, "data");
}

/** The first file of data/ an editor form holds that matches `predicate` (read from the catalogue, not named). */
function firstFile(predicate: (file: string) => boolean): string {
  const file = dataFiles(dataDir).find((candidate) => editorFormOf(config, candidate) && predicate(candidate));
  if (!file) throw new Error("data/ has no such file");
  return file;
}

describe("(a) every key of data/ has a field in the editor", () => {
  it("covers every key of every JSON file and article, both editions, through objects and lists", () => {
    expect(coverageProblems(config, dataDir)).toEqual([]);
  });

  it("names the file and the key of a stray key, at the top, inside a list item and in front matter", () => {
    const copy = copyOfData();
    try {
      const record = firstFile((file) => /^data\/[^/]+\/en\/[^/]+\.json$/.test(file) && !file.includes("/site/"));
      const spanish = firstFile((file) => {
        if (!/\/es\/[^/]+\.json$/.test(file)) return false;
        const value = editorValue(file, dataDir);
        return isObject(value) && Object.values(value).some((v) => Array.isArray(v) && isObject(v[0]));
      });
      const article = firstFile((file) => file.startsWith(`${ARTICLES_FOLDER}/en/`));
      const write = (file: string, change: (value: JsonObject) => string) => {
        const full = path.join(copy, file.replace(/^data\//, ""));
        fs.writeFileSync(full, change(JSON.parse(fs.readFileSync(full, "utf8")) as JsonObject));
      };
      write(record, (value) => JSON.stringify({ ...value, strayKey: "x" }, null, 2));
      let listField = "";
      write(spanish, (value) => {
        listField = Object.keys(value).find((k) => Array.isArray(value[k]) && isObject((value[k] as Json[])[0])) ?? "";
        (value[listField] as JsonObject[])[0].strayItemKey = "x";
        return JSON.stringify(value, null, 2);
      });
      const articlePath = path.join(copy, article.replace(/^data\//, ""));
      fs.writeFileSync(
        articlePath,
        fs.readFileSync(articlePath, "utf8").replace(/^---\n/, "---\nstrayFrontmatter: x\n"),
      );

      const problems = coverageProblems(config, copy);
      expect(problems).toEqual(
        expect.arrayContaining([
          `${record}: key strayKey has no field in the editor (staff can neither see nor edit it)`,
          `${spanish}: key ${listField}.0.strayItemKey has no field in the editor (staff can neither see nor edit it)`,
          `${article}: key strayFrontmatter has no field in the editor (staff can neither see nor edit it)`,
        ]),
      );
      expect(problems).toHaveLength(3);
    } finally {
      fs.rmSync(path.dirname(copy), { recursive: true, force: true });
    }
  });

  it("names a JSON file no collection holds", () => {
    const copy = copyOfData();
    try {
      fs.writeFileSync(path.join(copy, "stray.json"), "{}\n");
      expect(coverageProblems(config, copy)).toEqual(["data/stray.json: no collection of the editor holds this file"]);
    } finally {
      fs.rmSync(path.dirname(copy), { recursive: true, force: true });
    }
  });

  it("lets Decap save every file as it is: no required field of data/ is empty", () => {
    expect(requiredProblems(config, dataDir)).toEqual([]);
  });
});

describe("(b) every field of the schema appears in the editor", () => {
  const derived = derivedFields(model);

  /** The schema fields of `typeName` that the form `fields` lacks, recursively through object types. */
  function missing(typeName: string, fields: CmsField[], at: string): string[] {
    const type = model.objects.get(typeName);
    if (!type) return [`${at}: no type ${typeName}`];
    return type.fields
      .filter((field) => !derived.has(`${typeName}.${field.name}`))
      .flatMap((field) => {
        const cms = fields.find((f) => f.name === field.name);
        if (!cms) return [`${at}${typeName}.${field.name}`];
        const nested = cms.fields ?? cms.field?.fields;
        return model.objects.has(field.typeName) && !field.directives.link
          ? missing(field.typeName, nested ?? [], `${at}${typeName}.${field.name} → `)
          : [];
      });
  }

  it("has a field for every field of every collection's type, nested types included", () => {
    const problems = Object.entries(contentTypeNames).flatMap(([name, typeName]) => {
      if (SINGLETONS.has(name)) {
        const site = collectionNamed("site");
        const file = site && "files" in site ? site.files.find((f) => f.name === name) : undefined;
        return missing(typeName, file?.fields ?? [], `${name}: `);
      }
      const collection = collectionNamed(name);
      return missing(typeName, collection && "fields" in collection ? collection.fields : [], `${name}: `);
    });
    const articles = folderCollections.find((c) => c.folder === ARTICLES_FOLDER);
    const frontmatter = model.objects.get("Mdx")?.fields.find((f) => f.name === "frontmatter")?.typeName ?? "";
    problems.push(...missing(frontmatter, articles?.fields ?? [], "articles: "));
    expect(problems).toEqual([]);
    expect(articles?.fields.map((f) => f.name)).toContain("body");
  });

  it("explains every schema field it leaves out", () => {
    for (const [field, reason] of derived) expect([field, reason]).toEqual([field, expect.stringMatching(/resolved/)]);
  });

  it("shows a field added to the schema with no other edit, nested types included, as its @editor declares", () => {
    const withField = typeDefs
      .replace(
        /(type ServicePage implements Node @dontInfer \{)/,
        '$1\n    "A note for the page"\n    pageNote: String @translatable @editor(widget: "text", label: "Page note")',
      )
      .replace(/(type TitledText \{)/, '$1\n    "A caption"\n    caption: String');
    expect(withField).not.toBe(typeDefs);
    const changed = cmsConfig({ siteUrl, dataDir, env: {}, sdl: withField });
    const services = changed.collections.find((c) => c.name === contentTypeNamesKey("ServicePage"));
    const fields = services && "fields" in services ? allFields(services.fields) : [];
    const pageNote = fields.find(({ path: p }) => p === "pageNote")?.field;
    expect(pageNote).toMatchObject({
      widget: "text",
      label: "Page note",
      required: false,
      i18n: true,
      hint: "A note for the page",
    });
    const captions = fields.filter(({ path: p }) => p.endsWith(".caption"));
    expect(captions.length).toBeGreaterThan(0);
    captions.forEach(({ field }) => expect(field).toMatchObject({ widget: "string", required: false, i18n: true }));
  });
});

function contentTypeNamesKey(typeName: string): string {
  return Object.entries(contentTypeNames).find(([, type]) => type === typeName)?.[0] ?? "";
}

describe("(c) folders, files, relations and the Spanish side", () => {
  it("points every folder collection at data/<collection>/{en,es} and every file at an existing file", () => {
    for (const collection of folderCollections) {
      for (const locale of config.i18n.locales) {
        expect([collection.name, fs.existsSync(path.join(repoRoot, collection.folder, locale))]).toEqual([
          collection.name,
          true,
        ]);
      }
    }
    for (const collection of config.collections) {
      if ("files" in collection) {
        for (const file of collection.files)
          expect([file.file, fs.existsSync(path.join(repoRoot, file.file))]).toEqual([file.file, true]);
      }
    }
    const records = Object.keys(contentTypeNames).filter((name) => !SINGLETONS.has(name));
    expect(folderCollections.map((c) => c.name)).toEqual(expect.arrayContaining(records));
  });

  it("links each relation to a collection that has the linked field, and every linked value in data/ exists", () => {
    const problems: string[] = [];
    const valuesOf = (collection: CmsFolderCollection, field: string) =>
      new Set(
        dataFiles(dataDir)
          .filter(
            (file) => editorFormOf(config, file)?.collection === collection && !editorFormOf(config, file)?.translation,
          )
          .map((file) => (editorValue(file, dataDir) as JsonObject)[field]),
      );
    // A relation belongs to its collection: another collection's field of the same name (a carousel item's group,
    // an organizer question's group) is no relation.
    const relations = config.collections.flatMap((owner) =>
      ("fields" in owner ? [owner.fields] : owner.files.map((f) => f.fields)).flatMap((fields) =>
        allFields(fields)
          .filter(({ field }) => field.widget === "relation")
          .map((relation) => ({ ...relation, owner })),
      ),
    );
    expect(relations.length).toBeGreaterThan(0);
    for (const { field, path: at, owner } of relations) {
      const target = folderCollections.find((c) => c.name === field.collection);
      if (!target) {
        problems.push(`${at}: no collection ${field.collection}`);
        continue;
      }
      const targetFields = target.fields.map((f) => f.name);
      for (const name of [field.value_field, ...(field.search_fields ?? []), ...(field.display_fields ?? [])]) {
        if (!targetFields.includes(name ?? "")) problems.push(`${at}: ${target.name} has no field ${name}`);
      }
      const known = valuesOf(target, field.value_field ?? "");
      for (const file of dataFiles(dataDir)) {
        const form = editorFormOf(config, file);
        if (!form || form.translation || form.collection !== owner) continue;
        const values = valueAt(editorValue(file, dataDir), at.split("."));
        values.flat().forEach((value) => {
          if (!known.has(value as Json))
            problems.push(`${file}: ${at} "${String(value)}" is not a ${target.name} ${field.value_field}`);
        });
      }
    }
    expect(problems).toEqual([]);
  });

  it("writes each image and date as data/ has them: image paths under images/, dates as YYYY-MM-DD", () => {
    const problems: string[] = [];
    for (const file of dataFiles(dataDir)) {
      const form = editorFormOf(config, file);
      if (!form) continue;
      for (const { field, path: at } of allFields(form.fields)) {
        const values = valueAt(editorValue(file, dataDir), at.split(".")).flat();
        if (field.widget === "image") {
          const folder = path.join(repoRoot, (field.media_folder ?? "").replace(/^\//, ""));
          if (!fs.existsSync(folder)) problems.push(`${at}: media folder ${field.media_folder} does not exist`);
          values.forEach((value) => {
            const root = field.public_folder?.startsWith("../../") ? "../../images/" : "images/";
            if (typeof value !== "string" || !value.startsWith(root))
              problems.push(`${file}: ${at} "${String(value)}"`);
            const onDisk = path.resolve(path.dirname(path.join(repoRoot, file)), String(value));
            const fromData = path.join(dataDir, String(value));
            if (!fs.existsSync(file.endsWith(".mdx") ? onDisk : fromData))
              problems.push(`${file}: ${at} "${value}" is missing`);
          });
        }
        if (field.widget === "date") {
          // The editor's date box: YYYY-MM-DD, within years counted from the current one.
          expect([at, field.years_back, field.years_ahead]).toEqual([at, expect.any(Number), expect.any(Number)]);
          values.forEach((value) => {
            if (!/^\d{4}-\d\d-\d\d$/.test(String(value))) problems.push(`${file}: ${at} "${String(value)}"`);
          });
        }
        if (field.widget === "select") {
          const options = (field.options ?? []).map((o) => o.value);
          values.forEach((value) => {
            if (!options.includes(String(value))) problems.push(`${file}: ${at} "${String(value)}" is no option`);
          });
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it("uses the multiple_folders structure with English first, on every folder collection", () => {
    expect(config.i18n).toEqual({ structure: "multiple_folders", locales: ["en", "es"], default_locale: "en" });
    folderCollections.forEach((collection) =>
      expect([collection.name, collection.i18n]).toEqual([collection.name, true]),
    );
    // Decap refuses i18n on a files collection unless its structure is single_file.
    config.collections.filter((c) => "files" in c).forEach((c) => expect(c.i18n).toBeUndefined());
  });

  it("marks visitor text i18n by the rule of gatsby/translations.ts, and nothing else", () => {
    const problems: string[] = [];
    for (const collection of folderCollections.filter((c) => c.folder !== ARTICLES_FOLDER)) {
      for (const { field, path: at } of allFields(collection.fields)) {
        // The merge stops at a field in NON_TEXT_FIELDS: nothing inside it is text either.
        const nonText = at.split(".").some((name) => NON_TEXT_FIELDS.has(name) && !LOCALIZED_LINK_FIELDS.has(name));
        if (nonText && field.i18n !== false) problems.push(`${collection.name}: ${at} is not text`);
        if (LOCALIZED_LINK_FIELDS.has(field.name) && field.i18n !== true)
          problems.push(`${collection.name}: ${at} may be localized`);
        if (["number", "boolean", "date", "image", "relation"].includes(field.widget) && field.i18n) {
          problems.push(`${collection.name}: ${at} (${field.widget}) holds no text`);
        }
        if (["string", "text"].includes(field.widget) && !nonText && !field.i18n) {
          problems.push(`${collection.name}: ${at} may hold text but has no Spanish`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it("shows every English text in the Spanish pane, and every key of a Spanish file is Spanish text or an identifier", () => {
    const problems: string[] = [];
    const identifying = new Set(["key", "slug", "year", "to", "group", "order"]);
    /** Whether a value holds visitor text by the rule of gatsby/translations.ts. */
    const holdsText = (value: Json): boolean =>
      typeof value === "string"
        ? looksLikeText(value)
        : Array.isArray(value)
          ? value.some(holdsText)
          : isObject(value) && Object.entries(value).some(([k, v]) => !NON_TEXT_FIELDS.has(k) && holdsText(v));
    const walk = (file: string, fields: CmsField[], value: Json, at: string, spanish: boolean) => {
      if (!isObject(value)) return;
      for (const [key, item] of Object.entries(value)) {
        const field = fields.find((f) => f.name === key);
        if (!field) continue;
        const where = at ? `${at}.${key}` : key;
        if (!field.i18n) {
          if (spanish && !identifying.has(key)) problems.push(`${file}: ${where} is hidden in Spanish`);
          if (!spanish && !NON_TEXT_FIELDS.has(key) && holdsText(item))
            problems.push(`${file}: ${where} has no Spanish`);
          continue;
        }
        const items = Array.isArray(item) ? item : [item];
        const sub = field.fields ?? field.field?.fields;
        if (sub)
          items.forEach((entry, i) => walk(file, sub, entry, Array.isArray(item) ? `${where}.${i}` : where, spanish));
      }
    };
    for (const file of dataFiles(dataDir)) {
      const form = editorFormOf(config, file);
      if (!form || !("folder" in form.collection) || form.collection.folder === ARTICLES_FOLDER) continue;
      walk(file, form.fields, editorValue(file, dataDir), "", form.translation);
    }
    expect(problems).toEqual([]);
  });

  it("gives each singleton an English form and a Spanish form with only its text (and hidden identifiers)", () => {
    const site = collectionNamed("site");
    expect(site && "files" in site).toBe(true);
    if (!site || !("files" in site)) return;
    for (const name of SINGLETONS) {
      const spanish = site.files.find((f) => f.file === `data/site/es/${name}.json`);
      expect(spanish).toBeDefined();
      for (const { field, path: at } of allFields(spanish?.fields ?? [])) {
        if (field.widget === "hidden") continue;
        expect([at, NON_TEXT_FIELDS.has(field.name)]).toEqual([at, false]);
      }
    }
  });

  it("copies the facts a translated article shares with the English, and translates the rest", () => {
    const articles = folderCollections.find((c) => c.folder === ARTICLES_FOLDER);
    const byName = new Map(articles?.fields.map((f) => [f.name, f]));
    ["published", "updated", "author", "topics", "hero"].forEach((name) =>
      expect(byName.get(name)?.i18n).toBe("duplicate"),
    );
    ["title", "description", "heroAlt", "sources", "body"].forEach((name) => expect(byName.get(name)?.i18n).toBe(true));
    expect(byName.get("body")).toMatchObject({ widget: "markdown", modes: ["raw"] });
    expect(byName.get("hero")).toMatchObject({
      widget: "image",
      public_folder: expect.stringMatching(/^\.\.\/\.\.\/images\//),
    });
  });
});

describe("the configuration as a whole", () => {
  it("reads the GitHub repository and the OAuth client from the build environment, with placeholders otherwise", () => {
    const env = { DECAP_GITHUB_REPO: "firm/site", DECAP_OAUTH_BASE_URL: "https://auth.example.org/" };
    expect(cmsConfig({ siteUrl, dataDir, env }).backend).toEqual({
      name: "github",
      repo: "firm/site",
      branch: "main",
      base_url: "https://auth.example.org",
    });
    expect(config.backend.base_url).toMatch(/example/);
    expect(config).toMatchObject({
      local_backend: true,
      publish_mode: "editorial_workflow",
      media_folder: "data/images",
      public_folder: "images",
      site_url: siteUrl,
      display_url: siteUrl,
    });
  });

  it("gives every folder collection a file name from its identifying field, a summary and a description", () => {
    for (const collection of folderCollections) {
      expect(collection.slug).toMatch(/^\{\{fields\.\w+\}\}/);
      const names = collection.fields.map((f) => f.name);
      expect(names).toContain(collection.identifier_field);
      expect(collection.summary).toContain(`{{fields.`);
      expect(collection.description.length).toBeGreaterThan(10);
      expect(collection.description).not.toMatch(/data\//);
    }
  });

  it("writes YAML that reads back as the same configuration", () => {
    const yaml = cmsConfigYaml({ siteUrl, dataDir, env: {} });
    expect(YAML.parse(yaml) as CmsConfig).toEqual(JSON.parse(JSON.stringify(config)));
  });
});

/** The values at a field path of a record, lists expanded (`sources.url` → every source's url). */
function valueAt(value: Json | undefined, keys: string[]): Json[] {
  if (value === undefined) return [];
  if (keys.length === 0) return Array.isArray(value) ? value : [value];
  if (Array.isArray(value)) return value.flatMap((item) => valueAt(item, keys));
  if (!isObject(value)) return [];
  return valueAt(value[keys[0]], keys.slice(1));
}
