/**
 * public/admin/cms-setup.js, the editor's own script, loaded right after Decap's bundle (gatsby/admin.ts). It is
 * gatsby/cms-setup-entry.ts bundled by esbuild with what it imports: gatsby/cms-editor.ts (the formats and checks it
 * registers), gatsby/cms-format.ts (how files are read and written) and `yaml` 1.10 (the articles' front matter, as
 * Decap's own formatter uses it), one classic script that runs before Decap reads its configuration. The bundle
 * embeds what the generated configuration says (`editorSetup`): each collection's field order, recursively, the
 * fields a record's Spanish file holds, and how each collection identifies its entries. The tests run the same
 * TypeScript, and the bundled script itself (tests/unit/gatsby/cms-format.test.ts, cms-editor.test.ts).
 * The script is served from the editor's own folder, so the editor's `script-src 'self'` covers it.
 *
 * Build-time and test code only.
 */
import fs from "node:fs";
import path from "node:path";
import * as esbuild from "esbuild";
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

/** The script's entry (browser code), bundled with what it imports. */
const ENTRY = "gatsby/cms-setup-entry.ts";

/** The bundled packages whose licences ask for their notice in every copy. */
function notice(repoRoot: string): string {
  const { version } = JSON.parse(fs.readFileSync(path.resolve(repoRoot, "node_modules/yaml/package.json"), "utf8")) as {
    version: string;
  };
  return `/*
 * The content editor's formats and checks, bundled by esbuild from ${ENTRY} (gatsby/cms-setup.ts, with
 * gatsby/cms-editor.ts, gatsby/cms-format.ts and the generated configuration): edit those, not this file.
 * Includes yaml ${version} (https://github.com/eemeli/yaml), Copyright 2018 Eemeli Aro, ISC License.
 */`;
}

/**
 * The script: ${ENTRY} and everything it imports (cms-editor, cms-format, yaml) bundled by esbuild into one classic
 * script (an IIFE, no module loader of ours), minified, with the configuration's `editorSetup` in place of
 * `EDITOR_SETUP`. esbuild's synchronous API keeps this a plain function: the build writes the file, and `gatsby
 * develop` makes it afresh on each request (about 20 ms). It registers the editor's formats and checks with
 * Decap's `CMS` global (set by decap-cms.js, loaded just before).
 */
export function cmsSetupScript(config: CmsConfig, repoRoot = "."): string {
  const root = path.resolve(repoRoot);
  let built: esbuild.BuildResult<{ write: false }>;
  try {
    built = esbuild.buildSync({
      entryPoints: [path.join(root, ENTRY)],
      absWorkingDir: root,
      bundle: true,
      write: false,
      format: "iife",
      platform: "browser",
      target: "es2020",
      minify: true,
      banner: { js: notice(root) },
      define: { EDITOR_SETUP: JSON.stringify(editorSetup(config)) },
      logLevel: "silent",
    });
  } catch (error) {
    throw new Error(`cms-setup.ts: esbuild could not bundle ${ENTRY}: ${(error as Error).message}`);
  }
  const script = built.outputFiles[0]?.text;
  if (built.warnings.length || !script || script.includes("EDITOR_SETUP")) {
    const said = built.warnings.map((warning) => warning.text).join("; ");
    throw new Error(`cms-setup.ts: esbuild could not bundle ${ENTRY} with the editor's setup in place: ${said}`);
  }
  return script;
}
