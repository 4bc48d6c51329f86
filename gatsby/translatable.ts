/**
 * The `@translatable` field extension (gatsby/schema.ts): one set of nodes serves every edition. A field marked
 * `@translatable` takes an optional `locale` argument and resolves to its record's text in that edition (the merged
 * overlay of gatsby/translations.ts, e.g. data/<collection>/es/ for Spanish), to the English value for the default
 * edition or an unknown locale.
 *
 * The locale asked for is, first to last: the field's own `locale` argument (`label(locale: $locale)`); the edition of
 * an `editions` entry the field is selected under (`editions { locale content { siteIdentity { … } } }`: static
 * queries, which have no variables, ask for every edition at once and the component picks its page's); a root
 * selection aliased with an edition's code (`es: siteIdentity`, `esCategories: allServiceCategory`); the query's
 * `$locale` variable (page queries: the page context's `locale`). Linked nodes therefore resolve in the page's
 * locale without further arguments, and English queries are untouched.
 */
import type { GraphQLResolveInfo } from "graphql";
import type { GatsbyNode } from "gatsby";
import { contentTypeNames } from "./content-types";
import { collectionIn, recordId, type Json } from "./translations";
import { DEFAULT_LOCALE, isLocale, LOCALES, TRANSLATED_LOCALES, type Locale } from "../src/lib/locale";

type Path = GraphQLResolveInfo["path"];
type Args = { locale?: string | null };
type Info = Pick<GraphQLResolveInfo, "fieldName" | "path" | "variableValues">;

/** The GraphQL type of an entry of `editions`: one edition's code and the whole query in that edition. */
export const EDITION_TYPE = "LocaleEdition";

/** The edition a root alias names: the code of a translated edition alone or before a capital (es, esCategories). */
function aliasLocale(alias: string | number | undefined): Locale | undefined {
  return TRANSLATED_LOCALES.find((code) => new RegExp(`^${code}([A-Z]|$)`).test(String(alias ?? "")));
}

/** The edition of the `editions` entry a path passes through (its index in the list is the edition's). */
function editionOnPath(path: Path | undefined): Locale | undefined {
  for (let at = path; at; at = at.prev) {
    if (at.typename === EDITION_TYPE && typeof at.prev?.key === "number") return LOCALES[at.prev.key];
  }
  return undefined;
}

function rootKey(path: Path | undefined): string | number | undefined {
  let at = path;
  while (at?.prev) at = at.prev;
  return at?.key;
}

/** Which edition a field is resolved for: its argument, an `editions` entry, a root alias, then `$locale`. */
export function requestedLocale(args: Args | undefined, info: Partial<Info> | undefined): Locale {
  const asked =
    args?.locale ?? editionOnPath(info?.path) ?? aliasLocale(rootKey(info?.path)) ?? info?.variableValues?.locale;
  return isLocale(asked) ? asked : DEFAULT_LOCALE;
}

type JsonRecord = Record<string, Json>;
const isRecord = (value: Json | undefined): value is JsonRecord =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The records of one GraphQL type in `locale`'s edition, by identifier ("" for a collection that is one object). */
export function recordsByType(
  typeName: string,
  locale: Locale,
  read: (collection: string, locale: Locale) => Json = collectionIn,
): Map<string, JsonRecord> {
  const records = new Map<string, JsonRecord>();
  Object.entries(contentTypeNames)
    .filter(([, type]) => type === typeName)
    .forEach(([collection]) => {
      const merged = read(collection, locale);
      (Array.isArray(merged) ? merged : [merged]).forEach((record) => {
        if (isRecord(record)) records.set(recordId(record) ?? "", record);
      });
    });
  return records;
}

/**
 * The value of `field` for the edition asked for: the English value, or the edition's record's (nested objects and
 * lists come back merged, so their own fields just read properties). The English value when the edition's record or
 * field is missing: the build's content check has already failed in that case.
 */
export function pickByLocale<T>(english: T, edition: JsonRecord | undefined, field: string, locale: Locale): T | Json {
  if (locale === DEFAULT_LOCALE || !edition || edition[field] === undefined) return english;
  return edition[field];
}

interface NodeSource {
  id?: string;
  internal?: { type?: string };
  [field: string]: unknown;
}
interface NodeModel {
  trackInlineObjectsInRootNode(node: object): void;
}
type Resolver = (
  source: NodeSource,
  args: Args,
  context: { nodeModel: NodeModel },
  info: GraphQLResolveInfo,
) => unknown;

const cache = new Map<string, Map<string, JsonRecord>>();
/** Each translated record's stand-in node, so that the objects nested in it are tracked once (see below). */
const tracked = new WeakMap<JsonRecord, { id: string; record: JsonRecord }>();

function recordInEdition(source: NodeSource, locale: Locale): JsonRecord | undefined {
  const type = source.internal?.type;
  if (!type) return undefined;
  const key = `${locale}:${type}`;
  if (!cache.has(key)) cache.set(key, recordsByType(type, locale));
  return cache.get(key)?.get(recordId(source as Json) ?? "");
}

/** The field extension's definition, for `actions.createFieldExtension`. */
export const translatableExtension = {
  name: "translatable",
  description:
    "Visitor text with a Spanish edition: the optional `locale` argument (or the query's $locale) picks the language.",
  extend(_options: unknown, previous: { resolve?: Resolver }) {
    return {
      args: {
        locale: {
          type: "String",
          description:
            "Language of the value: an edition's code (src/lib/locale.ts; es for the Spanish of data/<collection>/es/), " +
            "the English for any other. Defaults to the query's $locale variable.",
        },
      },
      resolve(source: NodeSource, args: Args, context: { nodeModel: NodeModel }, info: GraphQLResolveInfo) {
        const english = previous.resolve ? previous.resolve(source, args, context, info) : source[info.fieldName];
        const locale = requestedLocale(args, info);
        if (locale === DEFAULT_LOCALE) return english;
        const translation = recordInEdition(source, locale);
        if (translation && source.id) {
          // A nested image (`banner.image`, a File @fileByRelativePath) is found relative to the record's JSON
          // file, which Gatsby looks up from the object's root node: tie the translated objects to the English node.
          if (!tracked.has(translation)) tracked.set(translation, { id: source.id, record: translation });
          context.nodeModel.trackInlineObjectsInRootNode(tracked.get(translation) as object);
        }
        return pickByLocale(english, translation, info.fieldName, locale);
      },
    };
  },
};

type CreateResolversArgs = Parameters<NonNullable<GatsbyNode["createResolvers"]>>[0];

/**
 * Two fields on Query:
 *
 * - `edition(locale: $locale)`: the edition a page query is made for (an edition's code, src/lib/locale.ts). Every
 *   page query declares `$locale: String!` (from its page context) and selects this field, so GraphQL sees the
 *   variable used; the `@translatable` fields below it then read `$locale`.
 * - `editions`: every edition, the default first, each with its `locale` and the whole query as `content` in that
 *   edition. Static queries take no variables: they select what they need under `editions { locale content { … } }`
 *   and the component keeps its page's edition (`pickEdition`, src/lib/editions.ts), so a new edition needs no
 *   change to any query.
 */
export function createEditionResolver({ createResolvers }: CreateResolversArgs): void {
  createResolvers({
    Query: {
      edition: {
        type: "String!",
        description: "The edition the query is made for: an edition's code (src/lib/locale.ts), English by default.",
        args: {
          locale: { type: "String", description: "The page's locale, from its page context ($locale)." },
        },
        resolve: (_source: unknown, args: Args) => requestedLocale(args, undefined),
      },
      editions: {
        type: `[${EDITION_TYPE}!]!`,
        description:
          "Every edition of the site, the default (English) first: its code and the whole query in its language. " +
          "For static queries, which take no $locale.",
        resolve: () => LOCALES.map((locale) => ({ locale })),
      },
    },
    // The root fields below `content` read nothing from their source; `requestedLocale` finds the edition on the path.
    [EDITION_TYPE]: { content: { resolve: () => ({}) } },
  });
}

/** The type of an `editions` entry (declared with the schema's types, gatsby-node.ts). */
export const editionTypeDefs = `
  """One edition of the site: its code and every query field in its language."""
  type ${EDITION_TYPE} {
    """The edition's code, e.g. en or es (src/lib/locale.ts)."""
    locale: String!
    """The whole query, every @translatable field in this edition."""
    content: Query!
  }
`;
