/**
 * public/admin/cms-setup.js, the editor's own script, loaded right after Decap's bundle (gatsby/admin.ts). It is
 * built from the TypeScript the tests run: gatsby/cms-format.ts (how files are read and written) and
 * gatsby/cms-editor.ts (the formats and checks it registers), compiled here with TypeScript's `transpileModule`, and
 * `yaml` 1.10 (the articles' front matter, as Decap's own formatter uses it), all in one classic script that runs
 * before Decap reads its configuration. With them it embeds what the generated configuration says
 * (`editorSetup`): each collection's field order, recursively, the fields a record's Spanish file holds, and how
 * each collection identifies its entries.
 * The script is served from the editor's own folder, so the editor's `script-src 'self'` covers it.
 *
 * Build-time and test code only.
 */
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import type { FieldOrder } from "./cms-format";
import type { CollectionWords, EditorFormat, EditorSetup, FormatOrder, IdentityRule } from "./cms-editor";
import { ARTICLES_FOLDER, type CmsConfig, type CmsField } from "./cms-config";
import { IDENTIFYING_FIELDS } from "./translations";

/** The script's file name, in the editor's folder. */
export const SETUP_SCRIPT = "cms-setup.js";

/** The order of a form's fields, recursively through objects, lists of objects and a list's single `field`. */
export function fieldOrder(fields: CmsField[]): FieldOrder {
  return fields.map((field) => {
    const nested = field.fields ?? field.field?.fields;
    return nested ? [field.name, fieldOrder(nested)] : field.name;
  });
}

/**
 * The fields a translation holds, recursively: those of the Spanish column (`i18n` true, or "duplicate", which
 * Decap copies from the English), and the identifying fields (IDENTIFYING_FIELDS of gatsby/translations.ts: the
 * `key` of a list item), which a Spanish file may keep. Anything else the build refuses in a Spanish file.
 */
export function translatedFields(fields: CmsField[]): FieldOrder {
  return fields
    .filter((field) => field.i18n === true || field.i18n === "duplicate" || IDENTIFYING_FIELDS.has(field.name))
    .map((field) => {
      const nested = field.fields ?? field.field?.fields;
      return nested ? [field.name, translatedFields(nested)] : field.name;
    });
}

const nameOf = (entry: FieldOrder[number]) => (typeof entry === "string" ? entry : entry[0]);
const childrenOf = (order: FieldOrder, name: string): FieldOrder =>
  order.find((entry): entry is [string, FieldOrder] => typeof entry !== "string" && entry[0] === name)?.[1] ?? [];

/** The union of two orders: `a`'s fields, then those only `b` has, each merged the same way below. */
function mergeOrders(a: FieldOrder, b: FieldOrder): FieldOrder {
  const names = [...new Set([...a.map(nameOf), ...b.map(nameOf)])];
  return names.map((name) => {
    const nested = mergeOrders(childrenOf(a, name), childrenOf(b, name));
    return nested.length ? [name, nested] : name;
  });
}

/** Where `order` puts two fields the other way round from `merged`, as "path: a before b"; none when it agrees. */
function disagreements(order: FieldOrder, merged: FieldOrder, at = ""): string[] {
  const positions = merged.map(nameOf);
  const names = order.map(nameOf);
  const problems: string[] = [];
  names.forEach((name, i) => {
    const next = names[i + 1];
    if (next !== undefined && positions.indexOf(name) > positions.indexOf(next)) {
      problems.push(`${at || "top level"}: ${name} before ${next}`);
    }
    problems.push(...disagreements(childrenOf(order, name), childrenOf(merged, name), at ? `${at}.${name}` : name));
  });
  return problems;
}

/**
 * The orders of one collection's format. A files collection's files that share their top-level fields (the English
 * and Spanish of a singleton or of the interface text) cannot be told apart by Decap's `sortedKeys`: they share one
 * merged order, which must agree with each of them.
 */
function formatOrders(forms: { file: string; fields: CmsField[] }[]): FormatOrder[] {
  const groups = new Map<string, { fields: string[]; orders: { file: string; order: FieldOrder }[] }>();
  for (const { file, fields } of forms) {
    const names = fields.map((field) => field.name);
    const key = names.join("\n");
    const group = groups.get(key) ?? { fields: names, orders: [] };
    group.orders.push({ file, order: fieldOrder(fields) });
    groups.set(key, group);
  }
  return [...groups.values()].map(({ fields, orders }) => {
    const merged = orders.map((o) => o.order).reduce(mergeOrders);
    const problems = orders.flatMap(({ file, order }) => disagreements(order, merged).map((p) => `${file}: ${p}`));
    if (problems.length) {
      throw new Error(
        `These files share their top-level fields but not the order inside them, so the editor cannot write both in ` +
          `their own order: ${problems.join("; ")}`,
      );
    }
    return { fields, order: merged };
  });
}

/** "Slug" → "slug", "Job posting" → "job posting"; acronyms stay ("URL", "CTA link"). */
const inSentence = (label: string) =>
  /^[A-Z][A-Z]/.test(label) ? label : label.charAt(0).toLowerCase() + label.slice(1);

/** Nouns for an entry where the type's name reads badly in a sentence ("Another career already uses…"). */
const ENTRY_NOUNS: Record<string, string> = { careers: "job posting", pages: "page" };

/** What the editor's script needs from the configuration: formats and their orders, identities, words. */
export function editorSetup(config: CmsConfig): EditorSetup {
  const formats: EditorFormat[] = [];
  const identities: IdentityRule[] = [];
  const words: Record<string, CollectionWords> = {};
  for (const collection of config.collections) {
    if ("files" in collection) {
      formats.push({
        name: collection.format,
        collection: collection.name,
        kind: "json",
        extension: "json",
        orders: formatOrders(collection.files.map(({ file, fields }) => ({ file, fields }))),
      });
      continue;
    }
    const frontmatter = collection.folder === ARTICLES_FOLDER;
    formats.push({
      name: collection.format,
      collection: collection.name,
      kind: frontmatter ? "frontmatter" : "json",
      extension: collection.extension,
      orders: formatOrders([{ file: collection.folder, fields: collection.fields }]),
      // A record's Spanish file holds its text only; an article's translation is a whole article.
      ...(collection.i18n && !frontmatter ? { translation: translatedFields(collection.fields) } : {}),
    });
    identities.push({
      collection: collection.name,
      fields: [...collection.slug.matchAll(/\{\{fields\.([\w-]+)\}\}/g)].map((match) => match[1]),
      slug: collection.slug,
      strict: !frontmatter,
    });
    words[collection.name] = {
      singular: ENTRY_NOUNS[collection.name] ?? inSentence(collection.label_singular ?? collection.label),
      fields: Object.fromEntries(collection.fields.map((field) => [field.name, inSentence(field.label)])),
    };
  }
  return { formats, identities, words, defaultLocale: config.i18n.default_locale };
}

/** A module of the script: its id and its CommonJS source. */
type ScriptModule = [id: string, source: string];

/** gatsby/<name>.ts compiled to CommonJS for the browser (types erased; it imports only its sibling modules). */
function compiled(name: string, repoRoot: string): ScriptModule {
  const file = path.resolve(repoRoot, "gatsby", `${name}.ts`);
  const { outputText } = ts.transpileModule(fs.readFileSync(file, "utf8"), {
    fileName: file,
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2020, removeComments: true },
  });
  return [`./${name}`, outputText.replace(/\n\/\/# sourceMappingURL=.*$/, "")];
}

/** yaml 1.10's CommonJS build (node_modules/yaml/dist), its entry and every file it requires. */
function yamlModules(repoRoot: string): ScriptModule[] {
  const dist = path.resolve(repoRoot, "node_modules/yaml/dist");
  const found = new Map<string, string>();
  const visit = (file: string) => {
    const id = `yaml/dist/${file}`;
    if (found.has(id)) return;
    const source = fs.readFileSync(path.join(dist, file), "utf8");
    found.set(id, source);
    for (const match of source.matchAll(/require\('\.\/([^']+)'\)/g)) visit(match[1]);
  };
  visit("index.js");
  return [...found.entries()];
}

/**
 * The script: a small module loader holding yaml, cms-format and cms-editor, and the call that registers the
 * editor's formats and checks with Decap's `CMS` global (set by decap-cms.js, loaded just before).
 */
export function cmsSetupScript(config: CmsConfig, repoRoot = "."): string {
  const yamlVersion = (
    JSON.parse(fs.readFileSync(path.resolve(repoRoot, "node_modules/yaml/package.json"), "utf8")) as {
      version: string;
    }
  ).version;
  const modules = [...yamlModules(repoRoot), compiled("cms-format", repoRoot), compiled("cms-editor", repoRoot)];
  const definitions = modules
    .map(([id, source]) => `${JSON.stringify(id)}: function (module, exports, require) {\n${source}\n}`)
    .join(",\n");
  return `/*
 * The content editor's formats and checks (gatsby/cms-setup.ts writes this file from gatsby/cms-format.ts,
 * gatsby/cms-editor.ts and the generated configuration: edit those, not this file).
 * Includes yaml ${yamlVersion} (https://github.com/eemeli/yaml), Copyright 2018 Eemeli Aro, ISC License.
 */
(function () {
  "use strict";
  var definitions = {
${definitions}
  };
  var cache = {};
  function load(id) {
    if (!cache[id]) {
      var module = { exports: {} };
      cache[id] = module;
      var base = id.slice(0, id.lastIndexOf("/") + 1);
      definitions[id](module, module.exports, function (request) {
        return load(request.indexOf("./") === 0 && base !== "./" ? base + request.slice(2) : request);
      });
    }
    return cache[id].exports;
  }
  if (!window.CMS || !window.h || !window.createClass) {
    throw new Error("cms-setup.js runs after decap-cms.js, which sets window.CMS, window.h and window.createClass");
  }
  var setup = ${JSON.stringify(editorSetup(config))};
  var editor = load("./cms-editor");
  editor.quietRefusedSaves(window);
  editor.setUpEditor(window.CMS, setup, load("yaml/dist/index.js").YAML, {
    h: window.h,
    createClass: window.createClass,
  });
})();
`;
}
