/**
 * What the content editor at /admin/ adds to Decap CMS, registered by public/admin/cms-setup.js (compiled from this
 * module and gatsby/cms-format.ts by gatsby/cms-setup.ts, run right after Decap's bundle):
 *
 * - one format per collection (`EditorSetup.formats`), which writes every file of data/ with its keys in the
 *   configuration's order (gatsby/cms-format.ts), so that saving an unchanged entry writes the same bytes, and a
 *   record's Spanish file with its text only (`translationsBeingSaved`);
 * - checks Decap lacks, each refusing the save with a sentence a staff member understands: an identifier another
 *   entry of the collection already uses, or one Decap would turn into another file name (lower-cased, or suffixed
 *   `-1`); a relation to a record that does not exist. Decap's own checks stay (a required field left empty:
 *   "Title is required.");
 * - a date widget (`date`, `dateControl`) that saves the day typed or picked as YYYY-MM-DD, and refuses a malformed
 *   date or a year outside the field's range.
 * - the rules the schema declares (`@editor` in gatsby/schema.ts: https addresses, dates in order, a field required
 *   by another's value; `ruleProblem`) and a translation's missing text (`translationProblem`), checked on the
 *   English field at save; the build runs the same functions on data/ (gatsby/validate-content.ts), so both refuse
 *   the same content with the same sentence.
 *
 * The checks wrap Decap's own widgets (string, text, number, relation) under the same names, so the configuration
 * names Decap's widgets and `date` only. Browser code: it imports only gatsby/cms-format.ts.
 */
import {
  frontmatterFromFile,
  frontmatterToFile,
  jsonFromFile,
  jsonToFile,
  translationOf,
  type FieldOrder,
  type YamlLib,
} from "./cms-format";

// ---------- What the build embeds ----------

/** One file's order: its top-level fields (what Decap passes `toFile` as `sortedKeys`) and the whole tree. */
export interface FormatOrder {
  fields: string[];
  order: FieldOrder;
}

/** A collection's format: its name in the configuration, JSON or front matter, and its files' orders. */
export interface EditorFormat {
  name: string;
  /** The collection that names the format. */
  collection: string;
  kind: "json" | "frontmatter";
  extension: string;
  /** One per distinct top-level field list; a files collection's files that share one share their order. */
  orders: FormatOrder[];
  /**
   * A record collection with a Spanish edition: the fields its translations hold (`translationOf`), the others
   * being the English record's alone.
   */
  translation?: FieldOrder;
}

/** What identifies an entry of a folder collection, and how Decap names its file from it. */
export interface IdentityRule {
  collection: string;
  /** The fields of the file-name template (`{{fields.group}}-{{fields.order}}`), checked on the last of them. */
  fields: string[];
  /** The collection's `slug` template. */
  slug: string;
  /** A record's identifier, named like its file: lower-case letters, digits, hyphens (a path: `/` between parts). */
  strict: boolean;
}

/** How staff name a collection's entry and its fields ("job posting", "slug"). */
export interface CollectionWords {
  singular: string;
  fields: Record<string, string>;
}

/** Everything the editor's script needs from the generated configuration. */
export interface EditorSetup {
  formats: EditorFormat[];
  identities: IdentityRule[];
  words: Record<string, CollectionWords>;
  defaultLocale: string;
}

// ---------- Formats ----------

/** A Decap format: what `CMS.registerCustomFormat` takes. */
export interface Formatter {
  fromFile(text: string): unknown;
  toFile(data: unknown, sortedKeys?: string[]): string;
}

/**
 * The order of the file Decap is writing. Decap tells a format only the top-level field names of the form
 * (`sortedKeys`), which name a folder collection's form, or one file of a files collection (files that share them,
 * English and Spanish singletons, share their order); anything else keeps Decap's top-level order.
 */
export function orderFor(format: EditorFormat, sortedKeys: string[] = []): FieldOrder {
  const wanted = sortedKeys.join("\n");
  const match = format.orders.find((candidate) => candidate.fields.join("\n") === wanted);
  if (match) return match.order;
  return format.orders.length === 1 ? format.orders[0].order : sortedKeys;
}

/** Tells a format whether the data it writes is a translation (`translationsBeingSaved`). */
export interface TranslationTeller {
  isTranslation(collection: string, data: unknown): boolean;
}

/**
 * The formatter of one collection. With `translations`, the data of a translation being saved is written as
 * `translationOf` its data (a collection with `translation` only).
 */
export function formatter(format: EditorFormat, yaml: YamlLib, translations?: TranslationTeller): Formatter {
  if (format.kind === "json") {
    const { translation } = format;
    return {
      fromFile: (text) => jsonFromFile(text),
      toFile: (data, sortedKeys) =>
        jsonToFile(
          translation && translations?.isTranslation(format.collection, data) ? translationOf(data, translation) : data,
          orderFor(format, sortedKeys),
        ),
    };
  }
  return {
    fromFile: (text) => frontmatterFromFile(text, yaml),
    toFile: (data, sortedKeys) =>
      frontmatterToFile((data ?? {}) as Record<string, unknown>, orderFor(format, sortedKeys), yaml),
  };
}

/** The name of the editor's date widget in the configuration (`dateControl`). */
export const DATE_WIDGET = "date";

// ---------- Checks, as plain functions ----------

/** One entry of a collection as Decap's search returns it. */
export interface EntryHit {
  slug: string;
  data: Record<string, unknown>;
}

const isEmpty = (value: unknown) => value === undefined || value === null || value === "";
const quoted = (value: unknown) => `“${String(value)}”`;

/**
 * A text as Decap makes one part of a file name from it (`prepareSlug` and `sanitizeSlug` of decap-cms-core, with
 * this site's slug settings: ASCII, accents removed, "-" for anything else): lower-cased, apostrophes dropped, dots
 * and other characters turned into single hyphens, none at either end.
 */
export function slugPart(value: string): string {
  return value
    .trim()
    .toLocaleLowerCase()
    .replace(/'/g, "")
    .replace(/\./g, "-")
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^\w\-.~]/g, "-")
    .replace(/-+/g, "-")
    .replace(/^-/, "")
    .replace(/-$/, "");
}

/** The file name (without extension) Decap gives a new entry: the collection's `slug` template filled in. */
export function fileNameOf(template: string, values: Record<string, unknown>): string {
  return template.replace(/\{\{fields\.([\w-]+)\}\}/g, (_match, name: string) => slugPart(String(values[name] ?? "")));
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const PATH = /^\/(?:[a-z0-9]+(?:-[a-z0-9]+)*\/?)*$/;

/**
 * Why an entry's identifier cannot be saved, or undefined. `values` are the identity fields' values (the one being
 * edited included), `entries` the collection's saved entries, `current` the entry's own file name and whether it
 * is new (Decap names the file of a new entry only).
 */
export function identityProblem(
  rule: IdentityRule,
  words: CollectionWords,
  values: Record<string, unknown>,
  entries: EntryHit[],
  current: { slug: string; isNew: boolean },
): string | undefined {
  if (rule.fields.some((name) => isEmpty(values[name]))) return undefined;
  const label = (name: string) => words.fields[name] ?? name;
  const last = rule.fields[rule.fields.length - 1];
  if (current.isNew && rule.strict) {
    for (const name of rule.fields) {
      const value = values[name];
      if (typeof value !== "string") continue;
      const path = value.startsWith("/");
      if (!(path ? PATH : SLUG).test(value)) {
        const example = path ? `/${value.split("/").map(slugPart).filter(Boolean).join("/")}` : slugPart(value);
        return path
          ? `Write the ${label(name)} in lower-case letters, digits and hyphens, with “/” between its parts, for example ${quoted(example)}.`
          : `Write the ${label(name)} in lower-case letters, digits and hyphens only, for example ${quoted(example)}.`;
      }
    }
  }
  const others = entries.filter((entry) => current.isNew || entry.slug !== current.slug);
  const same = others.find((entry) => rule.fields.every((name) => String(entry.data[name]) === String(values[name])));
  if (same) {
    const uses = rule.fields.map((name) => `the ${label(name)} ${quoted(values[name])}`).join(" and ");
    return rule.fields.length === 1
      ? `Another ${words.singular} already uses ${uses}. Choose another.`
      : `Another ${words.singular} already uses ${uses}. Choose another ${label(last)}.`;
  }
  if (current.isNew) {
    const name = fileNameOf(rule.slug, values);
    if (others.some((entry) => entry.slug === name)) {
      return `Another ${words.singular} is already saved as ${quoted(name)}. Choose another ${label(last)}.`;
    }
  }
  return undefined;
}

/** Whether `value` is a day of the calendar written YYYY-MM-DD (2026-02-30 is not). */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d\d)-(\d\d)$/.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * The years a date field accepts, counted from the year of the day the entry is edited: a job posting's date a few
 * years back at most, an article's date further back. Written in the configuration as the field's `years_back` and
 * `years_ahead`.
 */
export interface DateRange {
  yearsBack: number;
  yearsAhead: number;
}

/** The first and last year `range` accepts on `today`. */
export function yearsAccepted(range: DateRange, today: Date = new Date()): [first: number, last: number] {
  const year = today.getFullYear();
  return [year - range.yearsBack, year + range.yearsAhead];
}

/**
 * Why a date field's value cannot be saved, or undefined (empty is the required check's business): not a day of the
 * calendar written YYYY-MM-DD, or, with a `range`, a year outside it. `label` names the field in the message.
 */
export function dateProblem(
  value: unknown,
  range?: DateRange,
  label = "The date",
  today: Date = new Date(),
): string | undefined {
  if (isEmpty(value)) return undefined;
  if (typeof value !== "string" || !isCalendarDate(value)) {
    return `${quoted(value)} is not a date. Choose one in the calendar (it is saved as YYYY-MM-DD, for example 2026-04-15).`;
  }
  if (!range) return undefined;
  const [first, last] = yearsAccepted(range, today);
  const year = Number(value.slice(0, 4));
  if (year >= first && year <= last) return undefined;
  return (
    `${label}: the year ${year} cannot be right here. Choose a day from ${first} to ${last}: type it as the box ` +
    `shows it (month, day, year) or pick it in the calendar.`
  );
}

// ---------- Rules the build and the editor share ----------

/**
 * A field as the rules read it: its configuration as config.yml holds it (gatsby/cms-config.ts writes the rules
 * from the schema's `@editor` declarations: `https`, `min`, `not_before`, `after`, `required_when`).
 */
export interface RuleField {
  name: string;
  label: string;
  widget: string;
  required?: boolean;
  i18n?: boolean | "duplicate";
  options?: { label: string; value: string }[];
  /** A web address that starts with https://. */
  https?: boolean;
  /** A list's fewest items (Decap's own `min`). */
  min?: number;
  /** A date not before this other date field of the record. */
  not_before?: string;
  /** A date later than this other date field of the record. */
  after?: string;
  /** Required (a list: at least one item) when this other field of the record has this value. */
  required_when?: { field: string; value: string };
  /** The Spanish may leave it out (a figure, a code): it is not asked for in the Spanish column. */
  spanish_optional?: boolean;
}

/** A field translated in each language: `i18n: true` as configured, "translate" once Decap has read the configuration. */
const translated = (field: RuleField) => field.i18n === true || (field.i18n as unknown) === "translate";

/** An empty value: nothing, "", or an empty list or object. */
export const isEmptyValue = (value: unknown): boolean =>
  isEmpty(value) ||
  (Array.isArray(value) && value.length === 0) ||
  (typeof value === "object" && value !== null && !Array.isArray(value) && Object.keys(value).length === 0);

const HTTPS = /^https:\/\/\S+$/;

/**
 * Why a field's value breaks a rule of the schema, or undefined: one sentence naming the field by its label, the
 * same in the editor (shown under the field when a save is refused) and in the build (after the file's name).
 * `record`: the values of the object the field is in (the record, for a top-level field); `fields`: that object's
 * fields, which name the other fields a rule refers to. The messages of `required` and `min` are Decap's own, which
 * it shows itself.
 */
export function ruleProblem(
  field: RuleField,
  value: unknown,
  record: Record<string, unknown>,
  fields: RuleField[],
): string | undefined {
  const other = (name: string) => fields.find((candidate) => candidate.name === name);
  const labelOf = (name: string) => other(name)?.label ?? name;
  if (field.required && field.widget !== "boolean" && isEmptyValue(value)) return `${field.label} is required.`;
  if (field.https && typeof value === "string" && value !== "" && !HTTPS.test(value.trim())) {
    return `${field.label}: write the whole address, starting with https:// (for example https://www.irs.gov/…).`;
  }
  if (field.min && Array.isArray(value) && value.length > 0 && value.length < field.min) {
    return `${field.label} must be at least ${field.min} item(s).`;
  }
  if (field.required_when && isEmptyValue(value)) {
    const { field: condition, value: wanted } = field.required_when;
    if (record[condition] === wanted) {
      const choice = other(condition)?.options?.find((option) => option.value === wanted)?.label ?? wanted;
      return `${field.label} is required when ${labelOf(condition)} is ${quoted(choice)}.`;
    }
  }
  const day = typeof value === "string" && isCalendarDate(value) ? value : undefined;
  const dayOf = (name: string) => {
    const found = record[name];
    return typeof found === "string" && isCalendarDate(found) ? found : undefined;
  };
  if (day && field.not_before) {
    const first = dayOf(field.not_before);
    if (first && day < first) {
      return `${field.label} (${day}) cannot be before ${labelOf(field.not_before)} (${first}). Choose that day or a later one.`;
    }
  }
  if (day && field.after) {
    const first = dayOf(field.after);
    if (first && day <= first) {
      return `${field.label} (${day}) must be after ${labelOf(field.after)} (${first}).`;
    }
  }
  return undefined;
}

/**
 * Why a record's Spanish lacks a field, or undefined: a field of visitor text (`i18n`) that is required and filled in
 * English but empty in the translation, unless the schema lets the Spanish leave it out. Named the way the build
 * names it (gatsby/translations.ts: "field title has no Spanish").
 */
export function translationProblem(
  field: RuleField,
  english: unknown,
  translation: unknown,
  language: string,
): string | undefined {
  if (!translated(field) || !field.required || field.spanish_optional) return undefined;
  if (isEmptyValue(english) || !isEmptyValue(translation)) return undefined;
  return `${field.label} has no ${language}: write it in the ${language} column too.`;
}

/** Why a relation's values cannot be saved, or undefined: values that no entry of the target collection has. */
export function relationProblem(
  values: unknown[],
  known: ReadonlySet<string>,
  target: CollectionWords | undefined,
  valueField: string,
): string | undefined {
  const missing = values.filter((value) => !isEmpty(value) && !known.has(String(value)));
  if (!missing.length) return undefined;
  const singular = target?.singular ?? "entry";
  const field = target?.fields[valueField] ?? valueField;
  return `No ${singular} has the ${field} ${missing.map(quoted).join(" or ")}. Choose from the list.`;
}

// ---------- The widgets ----------

/** Decap's Immutable.js maps, as far as the checks read them. */
interface MapLike {
  get(key: string): unknown;
}
const get = (map: unknown, key: string): unknown =>
  map && typeof (map as MapLike).get === "function" ? (map as MapLike).get(key) : undefined;
const asArray = (value: unknown): unknown[] => {
  if (Array.isArray(value)) return value;
  const list = value as { toArray?: () => unknown[] } | null | undefined;
  return list && typeof list.toArray === "function" ? list.toArray() : [value];
};

type QueryResult = { payload?: { hits?: EntryHit[] } };
/** The props of a widget's control that the checks use (Decap passes many more, all handed on). */
interface ControlProps {
  value: unknown;
  field: unknown;
  collection: unknown;
  entry: unknown;
  getEntry?: () => unknown;
  forID: string;
  parentIds?: string[];
  locale?: string;
  query: (namespace: string, collection: string, searchFields: string[], term: string) => Promise<QueryResult>;
}
type Validity = boolean | { error: unknown } | Promise<unknown>;
interface Control {
  isValid?: () => Validity;
  getValidateValue?: () => unknown;
  shouldComponentUpdate?: (next: unknown) => boolean;
  focus?: (path?: string) => void;
}
/** One wrapped control: its props, the wrapped Decap control, and the entries its check compares with. */
interface Wrapped {
  props: ControlProps;
  inner?: Control | null;
  entries?: EntryHit[];
  loading?: Promise<EntryHit[]>;
  /** The search failed: the check steps aside rather than block every save on the editor's own failure. */
  failed?: boolean;
}

/** React's element factory and create-react-class, which Decap's bundle puts on `window` (`h`, `createClass`). */
export interface ReactGlobals {
  h(type: unknown, props: Record<string, unknown>): unknown;
  createClass(spec: object): unknown;
}

interface RegisteredWidget {
  control: unknown;
  preview?: unknown;
  schema?: unknown;
}

/** Decap's `CMS` global, as far as the script uses it. */
export interface CmsGlobal {
  registerCustomFormat(name: string, extension: string, formatter: Formatter): void;
  /** Decap's; optional for the tests' stand-ins, whose formats then write translations as they are. */
  registerEventListener?(listener: { name: "preSave" | "postSave"; handler: (event: SaveEvent) => unknown }): void;
  getWidget(name: string): RegisteredWidget | undefined;
  /**
   * Decap's positional form, which replaces a widget of the same name silently (its object form warns "Multiple
   * widgets registered" in the console) and keeps no `globalStyles` or `allowMapValue`: none of the widgets wrapped
   * here has them (only Decap's `code` widget sets `allowMapValue`).
   */
  registerWidget(name: string, control: unknown, preview?: unknown, schema?: unknown): void;
}

/** What `quietRefusedSaves` listens on: the browser's window. */
export interface RejectionTarget {
  addEventListener(
    type: "unhandledrejection",
    listener: (event: { reason: unknown; preventDefault(): void }) => void,
  ): void;
}

/**
 * Decap refuses a save it finds invalid by rejecting a promise with no reason (`persistEntry` of decap-cms-core 3.16:
 * `return Promise.reject()`) that its editor never catches, so each refused save printed "Uncaught (in promise)
 * undefined" in the console while the form already showed the message. Only that rejection is marked handled; any
 * other, with a reason, still reaches the console.
 */
export function quietRefusedSaves(target: RejectionTarget): void {
  target.addEventListener("unhandledrejection", (event) => {
    if (event.reason === undefined) event.preventDefault();
  });
}

/** What one wrapper checks: which entries it needs (none for a date), and the problem with the current value. */
interface Check {
  source?: (props: ControlProps) => { collection: string; searchFields: string[] } | undefined;
  problem: (props: ControlProps, entries: EntryHit[] | undefined) => string | undefined;
}

/** Several checks in one wrapper: the entries of the first that needs some, the first problem found. */
function allOf(...checks: Check[]): Check {
  return {
    source: (props) => checks.map((check) => check.source?.(props)).find(Boolean),
    problem: (props, entries) => checks.map((check) => check.problem(props, entries)).find(Boolean),
  };
}

/** A language's name in English ("es" → "Spanish"). */
const languageName = (locale: string) => new Intl.DisplayNames(["en"], { type: "language" }).of(locale) ?? locale;

/** What the rules need of a control: its field, value, entry, collection, place in the form and locale. */
type RuleProps = Pick<ControlProps, "value" | "field" | "collection" | "entry" | "getEntry" | "parentIds" | "locale">;

/**
 * The rules of the schema (`ruleProblem`) on a top-level field of the default locale's form, and the translations'
 * (`translationProblem`): Decap validates only the default locale's form before it saves, so the English field says
 * when its Spanish is missing. Decap checks `required`, `min` and a `pattern` itself; those are left to it.
 */
export function rulesMessage(props: RuleProps, defaultLocale: string): string | undefined {
  if ((props.parentIds ?? []).length > 0) return undefined;
  if (props.locale && props.locale !== defaultLocale) return undefined;
  const field = toJs(props.field) as RuleField | undefined;
  if (!field || typeof field.name !== "string") return undefined;
  const entry = props.getEntry ? props.getEntry() : props.entry;
  const record = toJs(get(entry, "data"));
  const fields = toJs(get(props.collection, "fields"));
  const value = toJs(props.value);
  const own = ruleProblem(
    { ...field, required: false, min: undefined },
    value,
    plainObject(record) ? record : {},
    Array.isArray(fields) ? (fields as RuleField[]) : [],
  );
  if (own) return own;
  if (!translated(field)) return undefined;
  // The collection's languages (Decap copies the configuration's i18n into it); a translation never touched has no
  // data in the entry yet.
  const languages = toJs(get(get(props.collection, "i18n"), "locales"));
  const locales = toJs(get(entry, "i18n"));
  const others = (
    Array.isArray(languages) ? languages.map(String) : Object.keys(plainObject(locales) ? locales : {})
  ).filter((locale) => locale !== defaultLocale);
  for (const locale of others) {
    const version = plainObject(locales) ? locales[locale] : undefined;
    const data = plainObject(version) && plainObject(version.data) ? version.data : {};
    const message = translationProblem(field, value, data[field.name], languageName(locale));
    if (message) return message;
  }
  return undefined;
}

/** A save refused with `message` (Decap shows it under the field and saves nothing). */
const refusal = (message: string) => ({ error: { type: "CUSTOM", message } });

/** Loads the entries a check compares with, once per control: Decap's own search (`query`) lists them all. */
function loadEntries(self: Wrapped, check: Check): Promise<EntryHit[]> | undefined {
  const source = check.source?.(self.props);
  if (!source) return undefined;
  if (!self.loading) {
    self.loading = self.props
      .query(`${self.props.forID}-check`, source.collection, source.searchFields, "")
      .then((result) => {
        // Decap reports a failed search as an action without hits (QUERY_FAILURE) rather than a rejection.
        const hits = result?.payload?.hits;
        if (!Array.isArray(hits)) throw new Error("Decap's search failed");
        self.entries = hits;
        return hits;
      });
    self.loading.catch(() => {
      self.failed = true;
    });
  }
  return self.loading;
}

/**
 * Decap's control of `widget`, with `check` added to its `isValid`. The control itself renders, validates and
 * focuses as before. Before the entries to compare with have arrived, `isValid` returns a promise, which Decap
 * treats as "checking" and settles with the result.
 */
function checkedControl(react: ReactGlobals, base: RegisteredWidget, check: Check): unknown {
  const Inner = base.control;
  return react.createClass({
    displayName: "CheckedControl",
    componentDidMount(this: Wrapped) {
      void loadEntries(this, check)?.catch(() => undefined);
    },
    shouldComponentUpdate(this: Wrapped, next: ControlProps & Record<string, unknown>) {
      if (this.inner && typeof this.inner.shouldComponentUpdate === "function") return true;
      const props = this.props as unknown as Record<string, unknown>;
      return (
        props.value !== next.value ||
        props.classNameWrapper !== next.classNameWrapper ||
        props.hasActiveStyle !== next.hasActiveStyle
      );
    },
    isValid(this: Wrapped): Validity {
      const own = this.inner && typeof this.inner.isValid === "function" ? this.inner.isValid() : true;
      const failed = own === false || own instanceof Promise || (typeof own === "object" && Boolean(own.error));
      if (failed) return own;
      const waiting = check.source?.(this.props) && this.entries === undefined && !this.failed;
      const pending = waiting ? loadEntries(this, check) : undefined;
      if (pending) {
        return pending.then(
          (entries) => {
            const message = check.problem(this.props, entries);
            if (message) throw message.replace(/\.$/, "");
          },
          () => undefined,
        );
      }
      const message = check.problem(this.props, this.entries);
      return message ? refusal(message) : { error: false };
    },
    getValidateValue(this: Wrapped) {
      return this.inner && typeof this.inner.getValidateValue === "function"
        ? this.inner.getValidateValue()
        : undefined;
    },
    focus(this: Wrapped, path?: string) {
      if (this.inner && typeof this.inner.focus === "function") this.inner.focus(path);
      else document.getElementById(this.props.forID)?.focus();
    },
    render(this: Wrapped) {
      return react.h(Inner, {
        ...(this.props as unknown as Record<string, unknown>),
        ref: (control: Control | null) => {
          this.inner = control;
        },
      });
    },
  });
}

// ---------- Groups ----------

/** The first rule broken inside a group (an object field), naming the field inside; groups inside it included. */
export function nestedProblem(field: RuleField & { fields?: RuleField[] }, value: unknown): string | undefined {
  const fields = (field.fields ?? []) as (RuleField & { fields?: RuleField[] })[];
  const record = plainObject(value) ? value : {};
  for (const inner of fields) {
    const message =
      ruleProblem(inner, record[inner.name], record, fields) ??
      (inner.widget === "object" && plainObject(record[inner.name])
        ? nestedProblem(inner, record[inner.name])
        : undefined);
    if (message) return message;
  }
  return undefined;
}

/** A field's control as Decap registers it with the form (its `validate` runs the field's checks). */
interface FieldControl {
  props: { field: unknown };
  validate?: () => void;
}

/**
 * Decap's group (object) widget, whose fields are checked at save. Decap's form keeps one control per top-level
 * field, by name, and a group hands its fields' controls up under the group's name, each replacing the one before:
 * at save only the group's last field was checked, and a required list inside a group (a posting's
 * responsibilities) saved empty. Here the group keeps its fields' controls itself, so the form keeps the group's
 * own; when the group is checked it checks each of its fields (each shows its own message) and, with a sentence
 * naming the field inside (`nestedProblem`), marks the group itself, open or closed.
 */
function groupControl(react: ReactGlobals, base: RegisteredWidget): unknown {
  const Inner = base.control;
  type Self = {
    props: ControlProps & Record<string, unknown>;
    inner?: Control | null;
    children?: Map<string, FieldControl>;
  };
  return react.createClass({
    displayName: "GroupControl",
    shouldComponentUpdate() {
      return true;
    },
    isValid(this: Self): Validity {
      (this.children ?? new Map<string, FieldControl>()).forEach((child) => child.validate?.());
      const message = nestedProblem(toJs(this.props.field) as RuleField, toJs(this.props.value));
      return message ? refusal(message) : { error: false };
    },
    focus(this: Self, path?: string) {
      if (this.inner && typeof this.inner.focus === "function") this.inner.focus(path);
    },
    render(this: Self) {
      return react.h(Inner, {
        ...this.props,
        controlRef: (child: FieldControl | null) => {
          if (!child) return;
          if (!this.children) this.children = new Map();
          this.children.set(String(get(child.props.field, "name")), child);
        },
        ref: (control: Control | null) => {
          this.inner = control;
        },
      });
    },
  });
}

// ---------- The date widget ----------

/** A date field's value as a date box holds it: YYYY-MM-DD, or "" (nothing, or a day not complete yet). */
const dateText = (value: unknown): string => (typeof value === "string" ? value : "");

/** The years a date field accepts, from its configuration (`years_back`, `years_ahead`), if it says. */
export function rangeOf(field: unknown): DateRange | undefined {
  const back = get(field, "years_back");
  const ahead = get(field, "years_ahead");
  return typeof back === "number" && typeof ahead === "number" ? { yearsBack: back, yearsAhead: ahead } : undefined;
}

/** The props Decap gives the date control, as far as it uses them. */
interface DateControlProps extends RuleProps {
  value: unknown;
  field: unknown;
  forID: string;
  onChange(value: string): void;
  classNameWrapper?: string;
  setActiveStyle?: () => void;
  setInactiveStyle?: () => void;
  isDisabled?: boolean;
}

/**
 * The editor's date widget (`date`): the browser's own date box, which takes typing in the order it shows (month,
 * day, year here) and the calendar alike, and whose value is always YYYY-MM-DD or empty. The value is stored exactly
 * as the box holds it. Decap's `datetime` widget instead reparses the value on every key with dayjs, where a year
 * typed digit by digit passes through 0002, 0020, 0202…, which JavaScript's Date reads as 1902, 1920…: typing
 * 11 28 2026 saved 1906-11-28. Here a year still being typed is stored as it stands (0202-11-28), which the box
 * shows back unchanged, and the save is refused while the year is outside the field's range (`dateProblem`).
 */
function dateControl(react: ReactGlobals, defaultLocale: string): unknown {
  return react.createClass({
    displayName: "DateControl",
    isValid(this: { props: DateControlProps }): Validity {
      const { value, field } = this.props;
      const label = String(get(field, "label") ?? get(field, "name") ?? "The date");
      const message = dateProblem(dateText(value), rangeOf(field), label) ?? rulesMessage(this.props, defaultLocale);
      return message ? refusal(message) : { error: false };
    },
    focus(this: { props: DateControlProps }) {
      document.getElementById(this.props.forID)?.focus();
    },
    render(this: { props: DateControlProps }) {
      const { forID, value, field, onChange, classNameWrapper, setActiveStyle, setInactiveStyle, isDisabled } =
        this.props;
      const range = rangeOf(field);
      const years = range ? yearsAccepted(range) : undefined;
      return react.h("input", {
        type: "date",
        id: forID,
        className: classNameWrapper,
        value: dateText(value),
        // The calendar opens within the accepted years; typing outside them is refused at save, with a message.
        ...(years ? { min: `${years[0]}-01-01`, max: `${years[1]}-12-31` } : {}),
        disabled: Boolean(isDisabled),
        onChange: (event: { target: { value: string } }) => onChange(event.target.value),
        onFocus: setActiveStyle,
        onBlur: setInactiveStyle,
      });
    },
  });
}

/** The date in the preview and the entry's summary: as saved. */
function datePreview(react: ReactGlobals): unknown {
  return react.createClass({
    displayName: "DatePreview",
    render(this: { props: { value: unknown } }) {
      return react.h("span", { children: dateText(this.props.value) });
    },
  });
}

/** The current value of each identity field: the edited one from the control, the others from the entry. */
function identityValues(props: ControlProps, rule: IdentityRule): Record<string, unknown> {
  const entry = props.getEntry ? props.getEntry() : props.entry;
  const data = get(entry, "data");
  const name = String(get(props.field, "name"));
  return Object.fromEntries(rule.fields.map((field) => [field, field === name ? props.value : get(data, field)]));
}

// ---------- Which data is a translation ----------

/** What Decap's `preSave` and `postSave` events hand a listener (an Immutable.js entry, and who saves). */
export interface SaveEvent {
  entry: unknown;
}

const plainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** An Immutable.js value as plain JavaScript (what Decap hands `toFile`); plain values as they are. */
const toJs = (value: unknown): unknown =>
  value && typeof (value as { toJS?: unknown }).toJS === "function" ? (value as { toJS: () => unknown }).toJS() : value;

/** JSON with every object's keys sorted: the same text for the same data, whatever the order of its keys. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    plainObject(item)
      ? Object.fromEntries(
          Object.keys(item)
            .sort()
            .map((key) => [key, item[key]]),
        )
      : item,
  );
}

/**
 * Which data a format is handed is a translation. Decap (3.16, `getI18nFiles` and `entryToRaw` of decap-cms-core)
 * calls a format's `toFile` with the data alone, the same way for the default locale's file and for each
 * translation's (the Spanish side of `multiple_folders`), with the same `sortedKeys`. Its `preSave` event sees the
 * whole entry, the translations' data included (`entry.i18n.es.data`), but a listener can replace only the default
 * locale's data. So the `preSave` listener notes the data of each translation of the entry being saved, and the
 * collection's format recognises it when Decap hands it over; `postSave` forgets it. Data equal to the default
 * locale's is never taken for a translation (a record's English holds its identifier, which its Spanish file leaves
 * out), and data Decap writes outside a save (its local backups) is written as it is.
 */
export function translationsBeingSaved(defaultLocale: string): TranslationTeller & {
  preSave(event: SaveEvent): undefined;
  postSave(event: SaveEvent): undefined;
} {
  const saving = new Map<string, Set<string>>();
  return {
    preSave({ entry }) {
      const collection = String(get(entry, "collection"));
      const original = canonicalJson(toJs(get(entry, "data")) ?? {});
      const locales = toJs(get(entry, "i18n"));
      const translations = new Set<string>();
      if (plainObject(locales)) {
        Object.entries(locales).forEach(([locale, version]) => {
          const data = plainObject(version) ? version.data : undefined;
          if (locale === defaultLocale || !plainObject(data)) return;
          const text = canonicalJson(data);
          if (text !== original) translations.add(text);
        });
      }
      if (translations.size > 0) saving.set(collection, translations);
      else saving.delete(collection);
      // Nothing returned: Decap saves the entry's data as it is.
      return undefined;
    },
    postSave({ entry }) {
      saving.delete(String(get(entry, "collection")));
      return undefined;
    },
    isTranslation(collection, data) {
      return saving.get(collection)?.has(canonicalJson(data)) ?? false;
    },
  };
}

/** Registers the formats, the save listeners that tell them a translation, and the checks. */
export function setUpEditor(cms: CmsGlobal, setup: EditorSetup, yaml: YamlLib, react: ReactGlobals): void {
  const translations = translationsBeingSaved(setup.defaultLocale);
  if (typeof cms.registerEventListener === "function") {
    cms.registerEventListener({ name: "preSave", handler: (event) => translations.preSave(event) });
    cms.registerEventListener({ name: "postSave", handler: (event) => translations.postSave(event) });
  }
  setup.formats.forEach((format) =>
    cms.registerCustomFormat(format.name, format.extension, formatter(format, yaml, translations)),
  );

  /** The identity rule of a top-level field of the default locale that is the last of its collection's identity. */
  const identityOf = (props: ControlProps): IdentityRule | undefined => {
    if ((props.parentIds ?? []).length > 0) return undefined;
    if (props.locale && props.locale !== setup.defaultLocale) return undefined;
    const collection = String(get(props.collection, "name"));
    const rule = setup.identities.find((candidate) => candidate.collection === collection);
    const name = String(get(props.field, "name"));
    return rule && rule.fields[rule.fields.length - 1] === name ? rule : undefined;
  };
  const identity: Check = {
    source: (props) => {
      const rule = identityOf(props);
      if (!rule) return undefined;
      // Decap's search lower-cases what it searches: it needs a text field (a number would break it).
      const searchField = rule.fields.find((name) => typeof identityValues(props, rule)[name] === "string");
      return { collection: rule.collection, searchFields: [searchField ?? rule.fields[0]] };
    },
    problem: (props, entries) => {
      const rule = identityOf(props);
      if (!rule || !entries) return undefined;
      const entry = props.getEntry ? props.getEntry() : props.entry;
      const current = { slug: String(get(entry, "slug") ?? ""), isNew: Boolean(get(entry, "newRecord")) };
      const words = setup.words[rule.collection] ?? { singular: "entry", fields: {} };
      return identityProblem(rule, words, identityValues(props, rule), entries, current);
    },
  };
  const relation: Check = {
    source: (props) => {
      const collection = get(props.field, "collection");
      if (typeof collection !== "string" || get(props.field, "file")) return undefined;
      const searchFields = asArray(get(props.field, "search_fields")).map(String);
      return { collection, searchFields };
    },
    problem: (props, entries) => {
      const collection = String(get(props.field, "collection"));
      const valueField = String(get(props.field, "value_field"));
      if (!entries || valueField.includes(".")) return undefined;
      const known = new Set(entries.map((entry) => String(entry.data[valueField])));
      const values = get(props.field, "multiple") ? asArray(props.value ?? []) : [props.value];
      return relationProblem(values, known, setup.words[collection], valueField);
    },
  };

  const rules: Check = { problem: (props) => rulesMessage(props, setup.defaultLocale) };
  const checks: [string, Check][] = [
    ["string", allOf(identity, rules)],
    ["text", allOf(identity, rules)],
    ["number", identity],
    ["relation", relation],
    ["list", rules],
  ];
  for (const [name, check] of checks) {
    const base = cms.getWidget(name);
    if (!base) continue;
    cms.registerWidget(name, checkedControl(react, base, check), base.preview, base.schema);
  }
  const object = cms.getWidget("object");
  if (object) cms.registerWidget("object", groupControl(react, object), object.preview, object.schema);
  cms.registerWidget(DATE_WIDGET, dateControl(react, setup.defaultLocale), datePreview(react), {
    properties: {
      years_back: { type: "number" },
      years_ahead: { type: "number" },
      not_before: { type: "string" },
      after: { type: "string" },
    },
  });
}
