/**
 * How the content editor at /admin/ reads and writes the files of data/: the one definition, shared by the editor
 * and the tests. gatsby/cms-setup.ts bundles this module into public/admin/cms-setup.js, where it is registered as
 * Decap's formats (gatsby/cms-editor.ts); tests/unit/gatsby/cms-format.test.ts runs the same code on every file.
 *
 * Decap's own formats write keys in Immutable.js's internal order for any object with more than 8 keys (only the top
 * level is sorted, and only by YAML), so one edited field rewrote many lines. Here every object's keys come in one
 * canonical order: the configuration's fields, recursively through objects and lists, then any key the configuration
 * lacks, in its given order.
 *
 * A translation (the Spanish file of a record, data/<collection>/es/<file>.json) is written as a developer writes
 * it: only its text, nothing empty (`translationOf`).
 *
 * Browser code, bundled into public/admin/cms-setup.js by esbuild (gatsby/cms-setup.ts).
 */

/** The order of an object's keys: a field's name, or [name, the order inside it] for an object or list of objects. */
export type FieldOrder = (string | [string, FieldOrder])[];

type PlainObject = { [key: string]: unknown };

const isPlainObject = (value: unknown): value is PlainObject =>
  typeof value === "object" && value !== null && !Array.isArray(value) && !(value instanceof Date);

/**
 * `value` with every object's keys in `order`: the configured keys first, in the configuration's order, then the
 * others in their given order. List items are ordered alike; `undefined` values are left out, as JSON leaves them out.
 */
export function orderKeys(value: unknown, order: FieldOrder): unknown {
  if (Array.isArray(value)) return value.map((item) => orderKeys(item, order));
  if (!isPlainObject(value)) return value;
  const nested = new Map<string, FieldOrder>();
  const names = order.map((entry) => {
    if (typeof entry === "string") return entry;
    nested.set(entry[0], entry[1]);
    return entry[0];
  });
  const keys = [...names.filter((name) => name in value), ...Object.keys(value).filter((key) => !names.includes(key))];
  const result: PlainObject = {};
  for (const key of keys) {
    if (value[key] !== undefined) result[key] = orderKeys(value[key], nested.get(key) ?? []);
  }
  return result;
}

// ---------- Translations: what a Spanish file holds ----------

/** `undefined`, null, `""`, `[]` or `{}`: no value. */
export function isEmptyValue(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    value === "" ||
    (Array.isArray(value) && value.length === 0) ||
    (isPlainObject(value) && Object.keys(value).length === 0)
  );
}

/**
 * A translation's data as its file holds it: only the fields `kept` names (the Spanish column's fields and the
 * identifying ones, recursively through objects and lists of objects), none of them empty. Decap's data for a
 * translation may hold more: the Spanish column mounts the hidden controls of the English-only fields, and a
 * required multiple select sets its value to `[]` there (employmentType of a new job posting); a field nobody
 * filled in may be `""`. List items stay even when nothing is left of them: a list's Spanish is matched to its
 * English by position.
 */
export function translationOf(value: unknown, kept: FieldOrder): unknown {
  if (Array.isArray(value)) return value.map((item) => translationOf(item, kept));
  if (!isPlainObject(value)) return value;
  const result: PlainObject = {};
  for (const entry of kept) {
    const [name, nested] = typeof entry === "string" ? [entry, undefined] : entry;
    const item = nested ? translationOf(value[name], nested) : value[name];
    if (!isEmptyValue(item)) result[name] = item;
  }
  return result;
}

/** A JSON file of data/ as the editor reads it. */
export function jsonFromFile(text: string): unknown {
  return JSON.parse(text);
}

/**
 * A JSON file of data/ as the editor writes it: Prettier's `json-stringify` formatting (JSON.stringify with two
 * spaces, a final newline) with the keys in canonical order.
 */
export function jsonToFile(data: unknown, order: FieldOrder): string {
  return `${JSON.stringify(orderKeys(data, order), null, 2)}\n`;
}

// ---------- Articles: YAML front matter and a Markdown body ----------

/** The part of `yaml` 1.10 the front matter uses: the editor's bundled copy, or the build's. */
export interface YamlLib {
  parseDocument(text: string): { errors: { message: string }[]; toJSON(): unknown };
  createNode(value: unknown): unknown;
  Document: new () => { contents: unknown; toString(): string };
  scalarOptions: { str: { fold: { lineWidth: number } } };
}

const DELIMITER = "---";

/**
 * An article as the editor reads it: the front matter's fields and, when the file has text after it, `body`. The
 * split is gray-matter's, as Decap's `frontmatter` format does it; the YAML is parsed by `yaml` 1.x (dates stay
 * text, `2026-11-10`).
 */
export function frontmatterFromFile(text: string, yaml: YamlLib): PlainObject {
  let matter = "";
  let body = text;
  if (text.startsWith(DELIMITER) && text.charAt(DELIMITER.length) !== "-") {
    const rest = text.slice(DELIMITER.length);
    const close = rest.indexOf(`\n${DELIMITER}`);
    matter = close === -1 ? rest : rest.slice(0, close);
    body =
      close === -1
        ? ""
        : rest
            .slice(close + DELIMITER.length + 1)
            .replace(/^\r/, "")
            .replace(/^\n/, "");
  }
  let data: PlainObject = {};
  if (matter.replace(/^\s*#[^\n]+/gm, "").trim() !== "") {
    const doc = yaml.parseDocument(matter);
    if (doc.errors.length > 0) {
      throw new Error(`YAML parsing error:\n${doc.errors.map((error) => error.message).join("\n")}`);
    }
    const parsed = doc.toJSON();
    if (isPlainObject(parsed)) data = parsed;
  }
  return body.trim() ? { ...data, body } : data;
}

/**
 * An article as the editor writes it: `---`, the front matter in canonical order as `yaml` 1.10 prints a document
 * (Decap's way: createNode, a new Document, toString), `---`, then the body. Unlike Decap, long strings are not
 * folded at 80 columns: a field stays on one line, so editing it changes that line alone.
 */
export function frontmatterToFile(data: PlainObject, order: FieldOrder, yaml: YamlLib): string {
  const meta: PlainObject = {};
  Object.keys(data).forEach((key) => {
    if (key !== "body") meta[key] = data[key];
  });
  const body = typeof data.body === "string" ? data.body : "";
  const fold = yaml.scalarOptions.str.fold;
  const lineWidth = fold.lineWidth;
  let matter: string;
  try {
    fold.lineWidth = 0;
    const doc = new yaml.Document();
    doc.contents = yaml.createNode(orderKeys(meta, order));
    matter = doc.toString().trim();
  } finally {
    fold.lineWidth = lineWidth;
  }
  const head = matter === "{}" ? "" : `${DELIMITER}\n${matter}\n${DELIMITER}\n`;
  if (body === "") return head;
  return head + (body.endsWith("\n") ? body : `${body}\n`);
}
