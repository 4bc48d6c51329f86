/**
 * The configuration of the content editor at /admin/ (Decap CMS), built from one source: the schema SDL of
 * gatsby/schema.ts, with gatsby/content-types.ts and gatsby/data-layout.ts saying where each type's files live. A
 * field added to the schema therefore appears in the editor at the next build with no second edit.
 *
 * Nothing is read from data/ (but the keys of the files without a GraphQL type, which are their structure): each
 * field's widget, label, required-ness, image folder and checks are declared beside it in gatsby/schema.ts
 * (`@editor(…)`, `EditorDeclaration`), so editing content never changes the editor (tests/unit/gatsby/
 * cms-config-stability.test.ts). The files without a GraphQL type (the interface dictionary, brand.json, the glossary
 * and the link languages) get their fields from their keys (`inferFields`).
 *
 * Rules, field by field (docs: the JSDoc of each function below):
 *
 * - String → `string`, or `text` / the editor's `date` (writing `YYYY-MM-DD`) as `@editor(widget:)` says; Date →
 *   `date`, with the years `@editor(yearsBack:, yearsAhead:)` accepts; Int/Float → `number`; Boolean → `boolean`,
 *   off for a new entry; an enum → `select` labelled from the values' descriptions; `@link(by:)` → `relation` to the
 *   linked collection; `@fileByDataPath` → `image` writing `images/<@editor(images:)>/<file>`; an object type →
 *   `object`; a list → `list`.
 * - `required` from non-null, except a Boolean (always on or off), a field declared `@editor(mayBeEmpty: true)`,
 *   and under an optional object (Decap validates an absent object's required children, so a required field there
 *   would block every record without that object; the build's content check still enforces them).
 * - `label` from `@editor(label:)`, else the field's name in words.
 * - `i18n: true` for visitor text by the rule of gatsby/translations.ts (a String whose name is not in
 *   NON_TEXT_FIELDS, or a LOCALIZED_LINK_FIELDS link; objects and lists that contain such fields), else `false`.
 * - `hint` from the field's description, as staff read it (`forStaff`): without its developer-only tail (after
 *   "For developers:") and its parenthesised remarks that name code.
 *
 * Build-time and test code only: src/ never imports it.
 */
import { DEFAULT_LOCALE } from "../src/lib/locale";
import fs from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import YAML from "yaml";
import { Kind, parse, type ConstDirectiveNode, type ConstValueNode, type TypeNode } from "graphql";
import { EDITOR_DIRECTIVE, editorDeclaration, typeDefs, type EditorDeclaration } from "./schema";
import { DATE_WIDGET, ruleProblem, type RuleField } from "./cms-editor";
import { contentTypeNames } from "./content-types";
import { EDITION_FOLDERS, SINGLETON_FOLDER, SINGLETONS, type Json } from "./data-layout";
import { IDENTIFYING_FIELDS, LOCALIZED_LINK_FIELDS, NON_TEXT_FIELDS } from "./translations";

// ---------- Decap's configuration, as far as this site uses it ----------

export type CmsI18n = boolean | "duplicate";

/** One field of an editor form (https://decapcms.org/docs/widgets/). */
export interface CmsField {
  name: string;
  label: string;
  /** list: the label of one item ("Add responsibility", "1 responsibility") */
  label_singular?: string;
  widget: string;
  required: boolean;
  hint?: string;
  i18n?: CmsI18n;
  /** number */
  value_type?: "int" | "float";
  /** select */
  options?: { label: string; value: string }[];
  /** select and relation holding a list */
  multiple?: boolean;
  /** relation */
  collection?: string;
  value_field?: string;
  search_fields?: string[];
  display_fields?: string[];
  options_length?: number;
  /** list of single values */
  field?: CmsField;
  /** object, and list of objects */
  fields?: CmsField[];
  summary?: string;
  collapsed?: boolean;
  /** image */
  media_folder?: string;
  public_folder?: string;
  choose_url?: boolean;
  /** date (the editor's own widget, gatsby/cms-editor.ts): the years accepted, counted from the current one */
  years_back?: number;
  years_ahead?: number;
  /** markdown */
  modes?: string[];
  /** boolean: a new entry's value */
  default?: boolean;
  /** The rules of gatsby/cms-editor.ts (`ruleProblem`), from the schema's `@editor` declarations. */
  min?: number;
  https?: boolean;
  not_before?: string;
  after?: string;
  required_when?: { field: string; value: string };
  spanish_optional?: boolean;
}

interface CmsCollectionBase {
  name: string;
  label: string;
  label_singular?: string;
  description: string;
  i18n?: boolean;
  /** The preview pane; the record collections show the other language there instead. */
  editor?: { preview: boolean };
}

/** A folder collection: one entry per file (data/<collection>/<locale>/<file>.json, data/insights/<locale>/*.mdx). */
export interface CmsFolderCollection extends CmsCollectionBase {
  folder: string;
  extension: string;
  format: string;
  create: boolean;
  delete: boolean;
  slug: string;
  identifier_field: string;
  summary: string;
  sortable_fields?: (string | { field: string; default_sort: boolean })[];
  view_groups?: { label: string; field: string }[];
  fields: CmsField[];
}

/** A files collection: a fixed list of files, each its own form. */
export interface CmsFilesCollection extends CmsCollectionBase {
  format: string;
  files: { name: string; label: string; file: string; description?: string; fields: CmsField[] }[];
}

export type CmsCollection = CmsFolderCollection | CmsFilesCollection;

export interface CmsConfig {
  backend: { name: "github"; repo: string; branch: string; base_url: string };
  local_backend: boolean;
  publish_mode: "editorial_workflow";
  media_folder: string;
  public_folder: string;
  site_url: string;
  display_url: string;
  locale: string;
  slug: { encoding: "ascii"; clean_accents: boolean; sanitize_replacement: string };
  i18n: { structure: "multiple_folders"; locales: string[]; default_locale: string };
  collections: CmsCollection[];
}

// ---------- Where production signs in ----------

/**
 * The build-time settings of the GitHub backend. `DECAP_GITHUB_REPO` is the repository staff edit ("owner/name");
 * `DECAP_OAUTH_BASE_URL` the address of the OAuth client that signs them in with GitHub (Decap opens
 * `<base_url>/auth` in a pop-up). The defaults are placeholders: with them only the local editor (`npm run cms`)
 * works.
 */
export function cmsBackendSettings(env: NodeJS.ProcessEnv = process.env): { repo: string; baseUrl: string } {
  return {
    repo: env.DECAP_GITHUB_REPO?.trim() || "your-github-account/riverwalk-cpa-website",
    baseUrl: (env.DECAP_OAUTH_BASE_URL?.trim() || "https://decap-oauth.example.com").replace(/\/+$/, ""),
  };
}

/**
 * The format a collection's files are read and written with: the editor's own (registered by
 * public/admin/cms-setup.js, gatsby/cms-editor.ts), which writes every key in the configuration's order, so that
 * saving an unchanged entry writes the same bytes. Decap's `json` and `frontmatter` write objects of more than 8 keys in Immutable.js's order.
 */
export function cmsFormatName(collection: string, kind: "json" | "frontmatter"): string {
  return `ordered-${kind}-${collection}`;
}

// ---------- The schema, as the editor needs it ----------

/** A field of an object type of the schema. */
export interface FieldModel {
  name: string;
  description: string;
  /** The named type inside any list and non-null wrappers. */
  typeName: string;
  nonNull: boolean;
  list: boolean;
  itemNonNull: boolean;
  /** Directive name → its arguments (`@link(by: "key")` → { link: { by: "key" } }; numbers and booleans as such). */
  directives: Record<string, Record<string, string | number | boolean>>;
  /** What the field's `@editor` directive declares (gatsby/schema.ts, `EDITOR_DIRECTIVE`). */
  editor: EditorDeclaration;
}

export interface SchemaModel {
  objects: Map<string, { description: string; fields: FieldModel[] }>;
  enums: Map<string, { description: string; values: { name: string; description: string }[] }>;
}

function unwrap(type: TypeNode): Pick<FieldModel, "typeName" | "nonNull" | "list" | "itemNonNull"> {
  const nonNull = type.kind === Kind.NON_NULL_TYPE;
  const inner = type.kind === Kind.NON_NULL_TYPE ? type.type : type;
  if (inner.kind === Kind.LIST_TYPE) {
    const item = inner.type;
    const itemNonNull = item.kind === Kind.NON_NULL_TYPE;
    const named = item.kind === Kind.NON_NULL_TYPE ? item.type : item;
    if (named.kind !== Kind.NAMED_TYPE) throw new Error("Lists of lists are not supported by the editor");
    return { typeName: named.name.value, nonNull, list: true, itemNonNull };
  }
  if (inner.kind !== Kind.NAMED_TYPE) throw new Error("Unexpected type");
  return { typeName: inner.name.value, nonNull, list: false, itemNonNull: false };
}

function argValue(value: ConstValueNode): string | number | boolean {
  if (value.kind === Kind.INT || value.kind === Kind.FLOAT) return Number(value.value);
  if (value.kind === Kind.BOOLEAN) return value.value;
  if (value.kind === Kind.STRING || value.kind === Kind.ENUM) return value.value;
  throw new Error(`A directive's argument must be a string, number or boolean, not ${value.kind}`);
}

function directiveArgs(directives: readonly ConstDirectiveNode[] = []): FieldModel["directives"] {
  return Object.fromEntries(
    directives.map((directive) => [
      directive.name.value,
      Object.fromEntries((directive.arguments ?? []).map((arg) => [arg.name.value, argValue(arg.value)])),
    ]),
  );
}

/** A field's directives and its `@editor` declaration, checked (`editorDeclaration` names the field it refuses). */
function withEditor(directives: FieldModel["directives"], where: string): Pick<FieldModel, "directives" | "editor"> {
  return { directives, editor: editorDeclaration(directives[EDITOR_DIRECTIVE] ?? {}, where) };
}

/** The object and enum types of a schema SDL (gatsby/schema.ts's `typeDefs` unless told otherwise). */
export function schemaModel(sdl: string = typeDefs): SchemaModel {
  const model: SchemaModel = { objects: new Map(), enums: new Map() };
  for (const definition of parse(sdl).definitions) {
    if (definition.kind === Kind.OBJECT_TYPE_DEFINITION) {
      model.objects.set(definition.name.value, {
        description: definition.description?.value ?? "",
        fields: (definition.fields ?? []).map((field) => ({
          name: field.name.value,
          description: field.description?.value ?? "",
          ...unwrap(field.type),
          ...withEditor(directiveArgs(field.directives), `${definition.name.value}.${field.name.value}`),
        })),
      });
    } else if (definition.kind === Kind.ENUM_TYPE_DEFINITION) {
      model.enums.set(definition.name.value, {
        description: definition.description?.value ?? "",
        values: (definition.values ?? []).map((value) => ({
          name: value.name.value,
          description: value.description?.value ?? "",
        })),
      });
    }
  }
  return model;
}

/** The type of the Insights articles and the field of it that holds their front matter. */
export const ARTICLE_TYPE = "Mdx";
const ARTICLE_FRONTMATTER = "frontmatter";
const ARTICLE_BODY = "body";
/** The articles' folder, with data/insights/<locale>/<slug>.mdx inside. */
export const ARTICLES_FOLDER = "data/insights";

const derivedByModel = new WeakMap<SchemaModel, Map<string, string>>();

/**
 * Fields of the schema that no file holds, so the editor has no field for them, each with the reason: a link
 * resolved from another field (`@link(from:)`), and the article fields gatsby/insights-pages.ts resolves from the
 * file (slug, locale, reading time).
 */
export function derivedFields(model: SchemaModel = schemaModel()): Map<string, string> {
  const known = derivedByModel.get(model);
  if (known) return known;
  const derived = new Map<string, string>();
  derivedByModel.set(model, derived);
  model.objects.forEach(({ fields }, typeName) => {
    fields.forEach((field) => {
      const from = field.directives.link?.from;
      if (from !== undefined && from !== field.name) {
        derived.set(`${typeName}.${field.name}`, `resolved from ${typeName}.${from} (@link(from:))`);
      } else if (typeName === ARTICLE_TYPE && ![ARTICLE_FRONTMATTER, ARTICLE_BODY].includes(field.name)) {
        derived.set(`${typeName}.${field.name}`, "resolved from the article's file (gatsby/insights-pages.ts)");
      }
    });
  });
  return derived;
}

// ---------- Articles' front matter ----------

type JsonObject = { [key: string]: Json };
const isObject = (value: unknown): value is JsonObject =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** YAML front matter turns 2026-01-12 into a Date: back to the text the file holds. */
function plainJson(value: unknown): Json {
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (Array.isArray(value)) return value.map(plainJson);
  if (isObject(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, plainJson(v)]));
  return value as Json;
}

function articleFrontmatterType(model: SchemaModel): string {
  const field = model.objects.get(ARTICLE_TYPE)?.fields.find((f) => f.name === ARTICLE_FRONTMATTER);
  if (!field) throw new Error(`gatsby/schema.ts has no ${ARTICLE_TYPE}.${ARTICLE_FRONTMATTER}`);
  return field.typeName;
}

// ---------- Words staff read ----------

const ACRONYMS: Record<string, string> = {
  cta: "CTA",
  url: "URL",
  pdf: "PDF",
  faq: "FAQ",
  faqs: "FAQs",
  id: "ID",
  irs: "IRS",
  cfo: "CFO",
  sp: "SP",
};

/** `metaDescription` → "Meta description", `service-categories` → "Service categories", `ctaLink` → "CTA link". */
export function humanize(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[-_]+/g, " ")
    .trim()
    .split(/\s+/)
    .map((word) => ACRONYMS[word.toLowerCase()] ?? word.toLowerCase());
  const text = words.join(" ");
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * The schema's descriptions document the fields in GraphiQL too, for developers; staff read them as the editor's
 * hints, the collections' descriptions and the select options' labels. What only developers need is left out of
 * those by two rules (`forStaff`), so that one description serves both:
 *
 * 1. Everything from `For developers:` to the end: a description's developer-only tail. "Required: the official
 *    page the rule comes from. For developers: nullable in GraphQL only so …" → "Required: the official page the
 *    rule comes from."
 * 2. A parenthesised remark that names code (`namesCode`): a path of the repository (data/…, gatsby/…, src/…,
 *    docs/…), a type of the schema (TaxServiceContent, ServicePage.slug), a field, value or code name (datePosted,
 *    illinois_and_federal, LOCALIZED_LINK_FIELDS, validate-content.ts), a directive (@link) or GraphQL. "The category the page belongs
 *    to (its key in data/service-categories/)" → "The category the page belongs to".
 *
 * Developer talk outside such a tail or remark stays, and reads as developer talk in the editor: write it after
 * `For developers:` or in parentheses. `namesCode` finds what is left of it in the generated hints.
 */
const DEVELOPER_TAIL = /\s*\bFor developers:[\s\S]*$/;

/**
 * A description without its developer-only tail. The sentence before it keeps its full stop when the description
 * ends with one: "Portrait. For developers: a path relative to data/" → "Portrait", like "Portrait, relative to…".
 */
function withoutDeveloperTail(description: string): string {
  const tail = DEVELOPER_TAIL.exec(description);
  if (!tail) return description;
  const head = description.slice(0, tail.index);
  return tail[0].trimEnd().endsWith(".") ? head : head.replace(/\.$/, "");
}

/** What names code, whatever the schema: paths, field and constant names, code files, directives, GraphQL. */
const CODE_WORDS = [
  /(?:^|[^\w./-])(?:data|gatsby|src|docs|static|scripts|tests|public|node_modules)\/[\w./*<>-]*/.source,
  // camelCase and snake_case names (datePosted, illinois_and_federal), Type.field (ServicePage.slug), CONSTANT_NAMES.
  /\b[a-z]+[A-Z][A-Za-z0-9]*\b|\b[a-z][a-z0-9]*_[a-z0-9_]+\b|\b[A-Z][A-Za-z0-9]*\.[a-z]\w*|\b[A-Z][A-Z0-9]*_[A-Z0-9_]+\b/
    .source,
  // File names of code, directives, GraphQL.
  /\b[\w-]+\.(?:tsx?|jsx?|mjs|ya?ml)\b|(?:^|\s)@[a-zA-Z]+|\bGraphQL\b/.source,
];
const codeByModel = new WeakMap<SchemaModel, RegExp>();

/** `CODE_WORDS` and the schema's type names of more than one word (TaxServiceContent; not Banner, a word). */
function codePattern(model: SchemaModel): RegExp {
  let pattern = codeByModel.get(model);
  if (!pattern) {
    const typeNames = [...model.objects.keys(), ...model.enums.keys()].filter((name) =>
      /^[A-Z][a-z0-9]+[A-Z]/.test(name),
    );
    pattern = new RegExp([...CODE_WORDS, ...(typeNames.length ? [`\\b(?:${typeNames.join("|")})\\b`] : [])].join("|"));
    codeByModel.set(model, pattern);
  }
  return pattern;
}

/**
 * Whether a text names code: a repository path, a schema type, a field or code name, a directive, GraphQL. What
 * staff type as written is no code: a placeholder (`{taxYear}`) or a Markdown code span (`` `quarterMonthly` ``).
 */
export function namesCode(text: string, model: SchemaModel = schemaModel()): boolean {
  return codePattern(model).test(text.replace(/\{\w+\}|`[^`]*`/g, " "));
}

/** `text` without its parenthesised remarks that name code; a nested parenthesis belongs to its remark. */
function withoutCodeRemarks(text: string, model: SchemaModel): string {
  let result = "";
  let i = 0;
  while (i < text.length) {
    if (text[i] !== "(") {
      result += text[i];
      i += 1;
      continue;
    }
    let depth = 0;
    let end = i;
    for (; end < text.length; end += 1) {
      if (text[end] === "(") depth += 1;
      else if (text[end] === ")" && --depth === 0) break;
    }
    if (end >= text.length) return result + text.slice(i); // unclosed: kept as written
    const remark = text.slice(i, end + 1);
    if (namesCode(remark.slice(1, -1), model)) result = result.replace(/\s+$/, "");
    else result += remark;
    i = end + 1;
  }
  return result;
}

/** A description as staff read it: without its developer-only tail and its remarks that name code (see above). */
export function forStaff(description: string, model: SchemaModel = schemaModel()): string {
  return withoutCodeRemarks(withoutDeveloperTail(description), model)
    .replace(/\s+([,.;:])(?=\s|$)/g, "$1")
    .replace(/[,;:]+(?=[.,;:]|$)/g, "")
    .replace(/\s{2,}/g, " ")
    .trim();
}

/** A description as an editor hint: `forStaff`, with `<` escaped, since Decap renders hints as Markdown. */
function hintOf(description: string, model: SchemaModel): string | undefined {
  const text = forStaff(description, model).replace(/</g, "&lt;");
  return text || undefined;
}

/** The first phrase of a description, for a select option or a collection's description. */
function firstPhrase(description: string, model: SchemaModel): string {
  const text = forStaff(description, model);
  return (
    text
      .split(/[:;]\s|,\s| \(|\. /)[0]
      .replace(/\.$/, "")
      .trim() || text
  );
}

/** A type's description as a collection's: the first sentence (an "e.g." does not end it), for staff. */
function collectionDescription(description: string, model: SchemaModel): string {
  const text = forStaff(description, model);
  const sentence = /^.*?(?<!\be\.g|\bi\.e)[.!?](?=\s|$)/.exec(text)?.[0] ?? text;
  return sentence.replace(/[.:;]$/, "") + ".";
}

// ---------- Labels staff read ----------

/** A field's label: what the schema declares (`@editor(label:)`), else its name in words. */
export function fieldLabel(field: FieldModel): string {
  return field.editor.label ?? humanize(field.name);
}

/** The singular of a list's label, for Decap's "Add responsibility" and "1 responsibility" ("Benefits" → "Benefit"). */
export const singularLabel = (label: string) => label.replace(/ies$/, "y").replace(/(?<!s)s$/, "") || label;

/** Entries whose type's name is not what staff call them: the button reads "New Job posting", not "New Career". */
const ENTRY_LABELS: Record<string, string> = { careers: "Job posting", pages: "Page" };
/** Collections whose folder's name is not what staff call them. */
const COLLECTION_LABELS: Record<string, string> = { careers: "Job postings" };

// ---------- Fields from the schema ----------

/** The fields that name a record best, first found wins (list summaries, relations, entry titles). */
const READABLE_FIELDS = ["title", "name", "navLabel", "cardTitle", "label", "heading", "question", "notice", "days"];

/** The Decap collection a GraphQL type is edited in (the first of contentTypeNames with that type). */
function collectionOfType(typeName: string): string | undefined {
  return Object.entries(contentTypeNames).find(([, type]) => type === typeName)?.[0];
}

/** The field that names a record of `typeName` best. */
function readableField(model: SchemaModel, typeName: string): string | undefined {
  const names = new Set(model.objects.get(typeName)?.fields.map((field) => field.name));
  return READABLE_FIELDS.find((name) => names.has(name));
}

/**
 * Whether a field holds visitor text, the rule of gatsby/translations.ts: a field named in NON_TEXT_FIELDS never
 * does (nor anything inside it); a LOCALIZED_LINK_FIELDS link may; a String does; an object or list does when
 * something inside it does. Numbers, booleans and dates never do.
 */
export function holdsText(model: SchemaModel, field: FieldModel, seen: Set<string> = new Set()): boolean {
  if (LOCALIZED_LINK_FIELDS.has(field.name)) return true;
  if (NON_TEXT_FIELDS.has(field.name) || field.directives.link || field.directives.fileByDataPath) return false;
  if (field.typeName === "String" || model.enums.has(field.typeName)) return true;
  const type = model.objects.get(field.typeName);
  if (!type || seen.has(field.typeName)) return false;
  return type.fields.some((sub) => holdsText(model, sub, new Set([...seen, field.typeName])));
}

interface FieldContext {
  model: SchemaModel;
  /** Mark fields `i18n` (a collection with a Spanish edition). */
  i18n: boolean;
  /** Inside an optional object: Decap would validate its required children even when it is absent. */
  underOptional: boolean;
}

/** The editor field of one schema field of `typeName`. */
function cmsField(typeName: string, field: FieldModel, context: FieldContext): CmsField {
  const { model } = context;
  const base: CmsField = {
    name: field.name,
    label: fieldLabel(field),
    widget: "string",
    required: isRequired(field, context),
  };
  const hint = hintOf(field.description, model);
  if (hint) base.hint = hint;
  Object.assign(base, declaredRules(typeName, field));
  if (context.i18n) base.i18n = holdsText(model, field);
  // What the Spanish may leave out matters where there is a Spanish column.
  if (field.editor.spanishOptional && context.i18n && base.i18n) base.spanish_optional = true;

  const single = singleValue(typeName, field, context);
  if (!field.list) return { ...base, ...single };
  if (single.widget === "select" || single.widget === "relation") return { ...base, ...single, multiple: true };
  if (single.widget === "object") {
    const { fields, summary } = single;
    return {
      ...base,
      widget: "list",
      label_singular: singularLabel(base.label),
      collapsed: true,
      ...(summary ? { summary } : {}),
      fields,
    };
  }
  // A list of single values: one field per item, required when the list's items are non-null.
  const item: CmsField = {
    name: singular(field.name),
    label: singularLabel(base.label),
    required: true,
    ...single,
  };
  if (context.i18n) item.i18n = base.i18n;
  return { ...base, widget: "list", label_singular: item.label, field: item };
}

/** A field's rules as its `@editor` declares them, in the configuration's words (`RuleField` of gatsby/cms-editor.ts). */
function declaredRules(typeName: string, field: FieldModel): Partial<CmsField> {
  const { min, https, notBefore, after, requiredWhen } = field.editor;
  const rules: Partial<CmsField> = {};
  if (min !== undefined) rules.min = min;
  if (https) rules.https = true;
  if (notBefore) rules.not_before = notBefore;
  if (after) rules.after = after;
  if (requiredWhen) {
    const [condition, value] = requiredWhen.split("=");
    if (!condition || value === undefined) {
      throw new Error(`${typeName}.${field.name}: @editor(requiredWhen:) is "field=value", not "${requiredWhen}"`);
    }
    rules.required_when = { field: condition, value };
  }
  return rules;
}

const singular = (name: string) => name.replace(/ies$/, "y").replace(/(?<!s)s$/, "") || name;

/**
 * `required` from the schema's non-null, except where the schema declares that staff may leave it empty
 * (`@editor(mayBeEmpty: true)`: an empty description of a decorative picture) and under an optional object. A
 * switch (Boolean) is never required: it is always on or off, and a new entry starts with it off (`default`).
 */
function isRequired(field: FieldModel, context: FieldContext): boolean {
  if (!field.nonNull || context.underOptional || field.editor.mayBeEmpty) return false;
  return field.typeName !== "Boolean";
}

/** The widget settings of one value of a field (an item, for a list). */
function singleValue(
  typeName: string,
  field: FieldModel,
  context: FieldContext,
): Omit<CmsField, "name" | "label" | "required"> {
  const { model } = context;
  if (field.directives.fileByDataPath) return imageWidget(field.editor.images, "images");
  if (field.directives.fileByRelativePath) return imageWidget(field.editor.images, "../../images");
  const by = field.directives.link?.by;
  if (typeof by === "string") {
    const link = { by };
    const target = collectionOfType(field.typeName);
    if (!target) throw new Error(`${typeName}.${field.name} links to ${field.typeName}, which has no collection`);
    const display = readableField(model, field.typeName) ?? link.by;
    return {
      widget: "relation",
      collection: target,
      value_field: link.by,
      search_fields: [...new Set([display, link.by])],
      display_fields: [display],
      options_length: 200,
    };
  }
  const enumType = model.enums.get(field.typeName);
  if (enumType) {
    return {
      widget: "select",
      options: enumType.values.map((value) => ({
        value: value.name,
        // The choice as staff read it; its code stays in the data only.
        label: value.description ? firstPhrase(value.description, model) : humanize(value.name),
      })),
    };
  }
  const objectType = model.objects.get(field.typeName);
  if (objectType) {
    const underOptional = context.underOptional || (!field.list && !field.nonNull);
    const nested: FieldContext = { ...context, underOptional: field.list ? false : underOptional };
    const derived = derivedFields(model);
    const fields = objectType.fields
      .filter((sub) => !derived.has(`${field.typeName}.${sub.name}`))
      .map((sub) => cmsField(field.typeName, sub, nested));
    if (context.i18n && !holdsText(model, field)) fields.forEach((sub) => markWithoutText(sub));
    const readable = readableField(model, field.typeName);
    return {
      widget: "object",
      collapsed: !field.list,
      fields,
      ...(readable ? { summary: `{{fields.${readable}}}` } : {}),
    };
  }
  switch (field.typeName) {
    case "Int":
      return { widget: "number", value_type: "int" };
    case "Float":
      return { widget: "number", value_type: "float" };
    case "Boolean":
      return { widget: "boolean", ...(field.nonNull ? { default: false } : {}) };
    case "Date":
      return dateWidget(typeName, field);
    case "String":
      if (field.editor.widget === "date") return dateWidget(typeName, field);
      return { widget: field.editor.widget === "text" ? "text" : "string" };
    default:
      throw new Error(`${typeName}.${field.name}: the editor has no widget for type ${field.typeName}`);
  }
}

/** Under a field without visitor text, nothing is translated: every field inside is edited once, in English. */
function markWithoutText(field: CmsField): void {
  field.i18n = false;
  field.fields?.forEach(markWithoutText);
  if (field.field) markWithoutText(field.field);
}

/**
 * A date as the data writes it, `YYYY-MM-DD`: the editor's `date` widget (the browser's date box, typed or picked),
 * with the years its field accepts (`@editor(yearsBack:, yearsAhead:)`, required on every date: a job posting is
 * dated this year or lately, a postponement covers due dates of the last years and the next ones, an article may be
 * older). A year outside them is refused at save with a message (gatsby/cms-editor.ts, `dateProblem`).
 */
function dateWidget(typeName: string, field: FieldModel): Omit<CmsField, "name" | "label" | "required"> {
  const { yearsBack, yearsAhead } = field.editor;
  if (yearsBack === undefined || yearsAhead === undefined) {
    throw new Error(`${typeName}.${field.name}: a date needs @editor(yearsBack: …, yearsAhead: …) in gatsby/schema.ts`);
  }
  return { widget: DATE_WIDGET, years_back: yearsBack, years_ahead: yearsAhead };
}

/**
 * An image whose written value is `<public>/<folder>/<file>`: the media library opens on the field's folder of
 * data/images/ (`@editor(images:)`), or data/images/ itself.
 */
function imageWidget(folder: string | undefined, publicRoot: string): Omit<CmsField, "name" | "label" | "required"> {
  return {
    widget: "image",
    choose_url: false,
    media_folder: `/data/images${folder ? `/${folder}` : ""}`,
    public_folder: `${publicRoot}${folder ? `/${folder}` : ""}`,
  };
}

/** The editor fields of one object type. */
export function fieldsOfType(typeName: string, model: SchemaModel, i18n: boolean): CmsField[] {
  const type = model.objects.get(typeName);
  if (!type) throw new Error(`gatsby/schema.ts has no type ${typeName}`);
  const derived = derivedFields(model);
  return type.fields
    .filter((field) => !derived.has(`${typeName}.${field.name}`))
    .map((field) => cmsField(typeName, field, { model, i18n, underOptional: false }));
}

// ---------- Collections ----------

/**
 * How a record is identified and its file named, by the rule of `recordId` (gatsby/translations.ts): `group` and
 * `order` together where the type has both and neither `key` nor `slug` (a carousel item, whose optional `year` is
 * no identifier), else the first of `key`, `slug`, `year` and `to`.
 */
function identity(fields: CmsField[]): { identifier: string; slug: string } {
  const names = new Set(fields.map((field) => field.name));
  if (names.has("group") && names.has("order") && !names.has("key") && !names.has("slug"))
    return { identifier: "group", slug: "{{fields.group}}-{{fields.order}}" };
  const id = ["key", "slug", "year", "to"].find((name) => names.has(name));
  if (id) return { identifier: id, slug: `{{fields.${id}}}` };
  throw new Error(`No identifying field among ${[...names].join(", ")}`);
}

/** A collection's label: `tax-deadline-rules-illinois`, beside `tax-deadline-rules`, → "Tax deadline rules (Illinois)". */
function collectionLabel(name: string): string {
  const sibling = Object.keys(contentTypeNames).find(
    (other) => other !== name && name.startsWith(`${other}-`) && contentTypeNames[other] === contentTypeNames[name],
  );
  return sibling ? `${humanize(sibling)} (${humanize(name.slice(sibling.length + 1))})` : humanize(name);
}

/** A record collection of data/: data/<name>/<locale>/<file>.json, English and Spanish side by side. */
function recordCollection(name: string, model: SchemaModel): CmsFolderCollection {
  const typeName = contentTypeNames[name];
  const type = model.objects.get(typeName);
  if (!type) throw new Error(`gatsby/schema.ts has no type ${typeName} for data/${name}/`);
  const fields = fieldsOfType(typeName, model, true);
  const { identifier, slug } = identity(fields);
  const names = new Set(fields.map((field) => field.name));
  const readable = readableField(model, typeName);
  // An entry is listed by its words (title, name…), after the page it belongs to, if any, and with its own page
  // address or year: never by an internal name, a short address or a choice's code, which staff do not read.
  const shown = (name: string) => {
    const field = fields.find((candidate) => candidate.name === name);
    return field !== undefined && (field.label === "Page address" || name === "year");
  };
  const summaryParts = [
    ...(names.has("page") ? ["{{fields.page}}"] : []),
    `{{fields.${readable ?? identifier}}}`,
    ...(readable && readable !== identifier && shown(identifier) ? [`({{fields.${identifier}}})`] : []),
  ];
  return {
    name,
    label: COLLECTION_LABELS[name] ?? collectionLabel(name),
    label_singular: ENTRY_LABELS[name] ?? humanize(typeName),
    description: collectionDescription(type.description, model),
    folder: `data/${name}`,
    extension: "json",
    format: cmsFormatName(name, "json"),
    create: true,
    delete: true,
    slug,
    identifier_field: identifier,
    summary: summaryParts.join(" · ").replace(" · (", " ("),
    ...(names.has("order")
      ? { sortable_fields: [{ field: "order", default_sort: true }, ...(readable ? [readable] : [])] }
      : {}),
    // Grouped by page address only: the other groupings would show codes (group, kind) or internal names (category).
    ...(names.has("page") ? { view_groups: [{ label: "Page", field: "page" }] } : {}),
    i18n: true,
    fields,
  };
}

/** Front-matter fields a translation keeps exactly as the English (gatsby/article-frontmatter.ts): Decap copies them. */
const ARTICLE_SHARED_FIELDS = new Set(["published", "updated", "author", "topics", "hero"]);

/**
 * The Insights articles: data/insights/<locale>/<slug>.mdx, front matter and Markdown body. A translation is a whole
 * article, so the facts it shares with the English (dates, author, topics, hero image) are `i18n: duplicate`:
 * Decap copies them from the English instead of leaving them out. The body is edited as raw Markdown: MDX may
 * hold JSX, and Decap's rich-text mode would rewrite the Markdown.
 */
function articleCollection(model: SchemaModel): CmsFolderCollection {
  const type = model.objects.get(ARTICLE_TYPE);
  if (!type) throw new Error(`gatsby/schema.ts has no type ${ARTICLE_TYPE}`);
  const frontmatterType = articleFrontmatterType(model);
  const frontmatter = fieldsOfType(frontmatterType, model, true).map((field) => {
    if (ARTICLE_SHARED_FIELDS.has(field.name)) return { ...field, i18n: "duplicate" as const };
    // An article's sources are its own list in each edition; a Spanish source may be the irs.gov/es page.
    if (field.fields) return { ...field, i18n: true, fields: field.fields.map((sub) => ({ ...sub, i18n: true })) };
    return { ...field, i18n: true };
  });
  const body = type.fields.find((field) => field.name === ARTICLE_BODY);
  return {
    name: "insights",
    label: "Insights articles",
    label_singular: "Article",
    // The type's description names files; staff read what an entry is.
    description: `${firstPhrase(type.description, model)}, in English and Spanish side by side: its front matter and its Markdown body.`,
    folder: ARTICLES_FOLDER,
    extension: "mdx",
    format: cmsFormatName("insights", "frontmatter"),
    create: true,
    delete: true,
    // The file name is the article's address: the title, lower-case words joined by "-".
    slug: "{{fields.title}}",
    identifier_field: "title",
    summary: "{{fields.title}} ({{fields.published}})",
    sortable_fields: [{ field: "published", default_sort: true }, "title"],
    i18n: true,
    fields: [
      ...frontmatter,
      {
        name: ARTICLE_BODY,
        label: "Body",
        widget: "markdown",
        modes: ["raw"],
        required: true,
        i18n: true,
        ...(body?.description ? { hint: hintOf(body.description, model) } : {}),
      },
    ],
  };
}

/**
 * A field's version in a Spanish file: only the visitor text (`i18n` fields), required where the English is, except
 * where some English value is not text (a figure such as "98%"), which the Spanish leaves out. The fields that
 * identify a record or list item (IDENTIFYING_FIELDS of gatsby/translations.ts) may stay in a Spanish file
 * unchanged: the form keeps them as hidden fields, shown to nobody and written back as read.
 */
function spanishOnly(typeName: string, field: CmsField, model: SchemaModel): CmsField | undefined {
  if (!field.i18n) {
    return IDENTIFYING_FIELDS.has(field.name)
      ? { name: field.name, label: field.label, widget: "hidden", required: false }
      : undefined;
  }
  const schemaField = model.objects.get(typeName)?.fields.find((f) => f.name === field.name);
  const optional = schemaField?.editor.spanishOptional ?? false;
  const spanish: CmsField = { ...withoutI18n(field), required: field.required && !optional };
  const nested = schemaField?.typeName ?? "";
  if (field.fields) spanish.fields = field.fields.map((sub) => spanishOnly(nested, sub, model)).filter(isField);
  return spanish;
}

const isField = (field: CmsField | undefined): field is CmsField => field !== undefined;

/** Every field without `i18n` (a files collection without a Spanish edition of its own). */
function withoutI18n(field: CmsField): CmsField {
  const copy: CmsField = { ...field };
  delete copy.i18n;
  if (field.fields) copy.fields = field.fields.map(withoutI18n);
  if (field.field) copy.field = withoutI18n(field.field);
  return copy;
}

/**
 * The singletons (data/site/<locale>/<name>.json). Decap allows i18n on a files collection only with the
 * `single_file` structure (one file holding every locale), so each singleton is two files of one collection: the
 * English record, and its Spanish text with only the fields that hold visitor text.
 */
function singletonCollection(model: SchemaModel): CmsFilesCollection {
  return {
    name: "site",
    label: "Firm and site settings",
    format: cmsFormatName("site", "json"),
    description:
      "The firm's details, the header and footer links and the careers page, each in English and, separately, its Spanish text.",
    editor: { preview: false },
    files: [...SINGLETONS].flatMap((name) => {
      const typeName = contentTypeNames[name];
      const type = model.objects.get(typeName);
      if (!type) throw new Error(`gatsby/schema.ts has no type ${typeName} for ${name}`);
      const fields = fieldsOfType(typeName, model, true);
      return [
        {
          name,
          label: `${humanize(name)} (English)`,
          file: `data/${SINGLETON_FOLDER}/en/${name}.json`,
          description: collectionDescription(type.description, model),
          fields: fields.map(withoutI18n),
        },
        {
          name: `${name}-es`,
          label: `${humanize(name)} (Spanish text)`,
          file: `data/${SINGLETON_FOLDER}/es/${name}.json`,
          description: `The Spanish of ${humanize(name).toLowerCase()}: only the visitor text; everything else comes from the English.`,
          fields: fields.map((field) => spanishOnly(typeName, field, model)).filter(isField),
        },
      ];
    }),
  };
}

// ---------- Files without a GraphQL type: fields from their JSON ----------

/**
 * Fields from the keys of a JSON object that no GraphQL type describes (the interface dictionary, whose keys the code
 * reads, the glossary, the brand): nested objects → `object`, lists of strings → `list` with one `field`, lists of
 * objects → `list` with the union of their keys (required where every item has it), strings → `string`, numbers →
 * `number`, booleans → `boolean`. Every key present is required. The keys are these files' structure; their values
 * never shape the editor (a longer or an emptied text leaves it as it is).
 */
export function inferFields(value: JsonObject): CmsField[] {
  return Object.entries(value).map(([name, item]) => inferField(name, [item], true));
}

function inferField(name: string, samples: Json[], required: boolean): CmsField {
  const base = { name, label: humanize(name), required };
  const present = samples.filter((sample) => sample !== undefined && sample !== null);
  if (present.every(isObject)) {
    const keys = [...new Set(present.flatMap((sample) => Object.keys(sample as JsonObject)))];
    const fields = keys.map((key) =>
      inferField(
        key,
        present.map((sample) => (sample as JsonObject)[key]),
        present.every((sample) => key in (sample as JsonObject)),
      ),
    );
    return { ...base, widget: "object", collapsed: true, fields };
  }
  if (present.every(Array.isArray)) {
    const items = (present as Json[][]).flat();
    if (items.length > 0 && items.every(isObject)) {
      const { fields } = inferField(name, items, true);
      const summaryKey = fields?.find((field) => field.widget === "string")?.name;
      return {
        ...base,
        widget: "list",
        collapsed: true,
        ...(summaryKey ? { summary: `{{fields.${summaryKey}}}` } : {}),
        fields: fields ?? [],
      };
    }
    return { ...base, widget: "list", field: inferField(singular(name), items.length ? items : [""], true) };
  }
  if (present.every((sample) => typeof sample === "number")) {
    return { ...base, widget: "number", value_type: present.every(Number.isInteger) ? "int" : "float" };
  }
  if (present.every((sample) => typeof sample === "boolean")) return { ...base, widget: "boolean" };
  return { ...base, widget: "string" };
}

/** The JSON files of data/ that no GraphQL type describes, each with its label. */
export const UNTYPED_FILES: { file: string; name: string; label: string; description: string }[] = [
  {
    file: "data/interface/en.json",
    name: "interface-en",
    label: "Buttons and messages (English)",
    description: "The words of buttons, form labels, form messages and menus, by part of the site.",
  },
  {
    file: "data/interface/es.json",
    name: "interface-es",
    label: "Buttons and messages (Spanish)",
    description: "The same boxes as the English buttons and messages, each in Spanish.",
  },
  {
    file: "data/interface/glossary.json",
    name: "glossary",
    label: "English–Spanish glossary",
    description: "How each recurring term is translated, and the wordings to avoid.",
  },
  {
    file: "data/interface/link-languages.json",
    name: "link-languages",
    label: "Outside pages in Spanish",
    description:
      "Which other sites' pages are in Spanish, or in no language, so that no “(en inglés)” follows their links on Spanish pages.",
  },
  {
    file: "data/brand.json",
    name: "brand",
    label: "Brand colours and fonts",
    description: "The colour tokens, fonts and breakpoints of the design.",
  },
];

function untypedCollection(dataDir: string): CmsFilesCollection {
  const repoRoot = path.resolve(dataDir, "..");
  return {
    name: "interface",
    label: "Buttons, messages, glossary and brand",
    format: cmsFormatName("interface", "json"),
    description: "The words of buttons, forms and menus in both languages, the English–Spanish glossary and the brand.",
    editor: { preview: false },
    files: UNTYPED_FILES.map(({ file, name, label, description }) => ({
      name,
      label,
      file,
      description,
      fields: inferFields(JSON.parse(fs.readFileSync(path.join(repoRoot, file), "utf8")) as JsonObject),
    })),
  };
}

// ---------- The whole configuration ----------

export interface CmsConfigOptions {
  /** The site's address (gatsby-config's siteMetadata.siteUrl). */
  siteUrl: string;
  /** data/ (the working directory's unless told otherwise); the configuration's paths stay `data/…`. */
  dataDir?: string;
  env?: NodeJS.ProcessEnv;
  /** The schema SDL (gatsby/schema.ts's unless told otherwise). */
  sdl?: string;
}

/** Decap's configuration object. */
export function cmsConfig({
  siteUrl,
  dataDir = "data",
  env = process.env,
  sdl = typeDefs,
}: CmsConfigOptions): CmsConfig {
  const model = schemaModel(sdl);
  const { repo, baseUrl } = cmsBackendSettings(env);
  const records = Object.keys(contentTypeNames)
    .filter((name) => !SINGLETONS.has(name))
    .map((name) => recordCollection(name, model));
  return {
    backend: { name: "github", repo, branch: "main", base_url: baseUrl },
    // Used only when the editor is opened on localhost or 127.0.0.1 and decap-server answers (npm run cms).
    local_backend: true,
    publish_mode: "editorial_workflow",
    media_folder: "data/images",
    public_folder: "images",
    site_url: siteUrl,
    display_url: siteUrl,
    // The editor's own interface language: the default edition's.
    locale: DEFAULT_LOCALE,
    slug: { encoding: "ascii", clean_accents: true, sanitize_replacement: "-" },
    i18n: { structure: "multiple_folders", locales: [...EDITION_FOLDERS], default_locale: EDITION_FOLDERS[0] },
    collections: [singletonCollection(model), ...records, articleCollection(model), untypedCollection(dataDir)],
  };
}

/** The configuration as Decap reads it: public/admin/config.yml. */
export function cmsConfigYaml(options: CmsConfigOptions): string {
  return configYaml(cmsConfig(options));
}

/** A configuration already generated, as config.yml (the build writes it and cms-setup.js from one configuration). */
export function configYaml(config: CmsConfig): string {
  const header = "# Written by gatsby/cms-config.ts from gatsby/schema.ts and data/: edit those, not this file.\n";
  return header + YAML.stringify(config);
}

// ---------- What the editor would do to data/ ----------

/** The editor fields a file of the repository is edited with, and whether it is a Spanish file of an i18n collection. */
export interface EditorForm {
  collection: CmsCollection;
  fields: CmsField[];
  /** A non-default locale of an i18n collection: Decap shows only its `i18n` fields and validates none. */
  translation: boolean;
}

/** The form `file` (a path relative to the repository, `data/services/es/payroll.json`) is edited with, if any. */
export function editorFormOf(config: CmsConfig, file: string): EditorForm | undefined {
  for (const collection of config.collections) {
    if ("files" in collection) {
      const entry = collection.files.find((f) => f.file === file);
      if (entry) return { collection, fields: entry.fields, translation: false };
    } else if (file.startsWith(`${collection.folder}/`) && file.endsWith(`.${collection.extension}`)) {
      const [locale, name, ...deeper] = file.slice(collection.folder.length + 1).split("/");
      if (name && !deeper.length && config.i18n.locales.includes(locale)) {
        return { collection, fields: collection.fields, translation: locale !== config.i18n.default_locale };
      }
    }
  }
  return undefined;
}

/** Every JSON and MDX file of data/ (images aside), as paths relative to the repository. */
export function dataFiles(dataDir = "data"): string[] {
  const walk = (dir: string, rel: string): string[] =>
    fs
      .readdirSync(dir, { withFileTypes: true })
      .flatMap((entry) =>
        entry.isDirectory()
          ? entry.name === "images"
            ? []
            : walk(path.join(dir, entry.name), `${rel}/${entry.name}`)
          : /\.(json|mdx)$/.test(entry.name)
            ? [`${rel}/${entry.name}`]
            : [],
      );
  return walk(dataDir, "data").sort();
}

/** A file's content as the editor sees it: the JSON, or an article's front matter with its body. */
export function editorValue(file: string, dataDir = "data"): Json {
  const full = path.join(dataDir, file.replace(/^data\//, ""));
  if (file.endsWith(".mdx")) {
    const { data, content } = matter(fs.readFileSync(full, "utf8"));
    return { ...(plainJson(data) as JsonObject), ...(content.trim() ? { [ARTICLE_BODY]: content } : {}) };
  }
  return JSON.parse(fs.readFileSync(full, "utf8")) as Json;
}

/**
 * Keys of data/ that no editor field covers, each as "file: key path", and files no collection holds. Decap 3.16
 * writes such a key back as it read it (its serializer merges unknown keys in), but staff can neither see nor edit
 * it, and the schema and the data have drifted apart.
 */
export function coverageProblems(config: CmsConfig, dataDir = "data"): string[] {
  const problems: string[] = [];
  const walk = (file: string, fields: CmsField[], value: Json, at: string) => {
    if (!isObject(value)) {
      problems.push(`${file}: ${at || "the file"} is not an object, which the editor cannot hold`);
      return;
    }
    Object.entries(value).forEach(([key, item]) => {
      const where = at ? `${at}.${key}` : key;
      const field = fields.find((f) => f.name === key);
      if (!field) problems.push(`${file}: key ${where} has no field in the editor (staff can neither see nor edit it)`);
      else walkField(file, field, item, where);
    });
  };
  const walkField = (file: string, field: CmsField, value: Json, at: string) => {
    if (field.fields && field.widget === "object") walk(file, field.fields, value, at);
    else if (field.widget === "list" && Array.isArray(value)) {
      value.forEach((item, i) => {
        if (field.fields) walk(file, field.fields, item, `${at}.${i}`);
        else if (field.field) walkField(file, field.field, item, `${at}.${i}`);
      });
    }
  };
  dataFiles(dataDir).forEach((file) => {
    const form = editorFormOf(config, file);
    if (!form) problems.push(`${file}: no collection of the editor holds this file`);
    else walk(file, form.fields, editorValue(file, dataDir), "");
  });
  return problems;
}

const isEmptyValue = (value: Json | undefined) =>
  value === undefined ||
  value === null ||
  value === "" ||
  (Array.isArray(value) && value.length === 0) ||
  (isObject(value) && Object.keys(value).length === 0);

/** One field of an English file of data/ (or an article), with the object it is in: what the checks below read. */
interface FieldVisit {
  file: string;
  field: CmsField;
  value: Json | undefined;
  /** The object the field is in, and that object's fields. */
  record: JsonObject;
  fields: CmsField[];
  /** The field's path in the file: `posting.offer`, `areas.0.state`. */
  where: string;
}

/**
 * Visits every field of every English file and article of data/ along its editor form, through objects (absent
 * ones too with `intoAbsentObjects`, as Decap validates their required children) and lists of objects.
 */
function eachField(
  config: CmsConfig,
  dataDir: string,
  visit: (at: FieldVisit) => void,
  { intoAbsentObjects = false } = {},
): void {
  const walk = (file: string, fields: CmsField[], value: Json | undefined, at: string) => {
    const record = isObject(value) ? value : {};
    fields.forEach((field) => {
      const item = record[field.name];
      const where = at ? `${at}.${field.name}` : field.name;
      visit({ file, field, value: item, record, fields, where });
      if (field.widget === "object" && field.fields && (intoAbsentObjects || isObject(item))) {
        walk(file, field.fields, item, where);
      }
      if (field.widget === "list" && field.fields && Array.isArray(item)) {
        item.forEach((entry, i) => walk(file, field.fields as CmsField[], entry, `${where}.${i}`));
      }
    });
  };
  dataFiles(dataDir).forEach((file) => {
    const form = editorFormOf(config, file);
    if (form && !form.translation) walk(file, form.fields, editorValue(file, dataDir), "");
  });
}

/**
 * Required fields that a file of data/ leaves empty, each as "file: field path". Decap validates every required
 * field of the form before it saves (children of an absent object included; the Spanish side of an i18n
 * collection excepted), so such a file could not be saved even unchanged.
 */
export function requiredProblems(config: CmsConfig, dataDir = "data"): string[] {
  const problems: string[] = [];
  eachField(
    config,
    dataDir,
    ({ file, field, value, where }) => {
      if (field.required && isEmptyValue(value)) problems.push(`${file}: ${where} is required but empty`);
    },
    { intoAbsentObjects: true },
  );
  return problems;
}

/**
 * What the editor refuses at save, found in data/: each English file (and each article) checked against the rules
 * of its form (`ruleProblem` of gatsby/cms-editor.ts: a required field left empty, a list shorter than its minimum,
 * an address without https://, a required-when field missing, dates out of order), each as "file (field path):
 * message", the message the editor shows under the field. The build fails on any (gatsby/validate-content.ts).
 */
export function ruleProblems(config: CmsConfig, dataDir = "data"): string[] {
  const problems: string[] = [];
  eachField(config, dataDir, ({ file, field, value, record, fields, where }) => {
    const message = ruleProblem(field as RuleField, value, record, fields as RuleField[]);
    if (message) problems.push(`${file} (${where}): ${message}`);
  });
  return problems;
}
