/**
 * The `@translatable` field extension (gatsby/schema.ts): one set of nodes serves both editions. A field marked
 * `@translatable` takes an optional `locale` argument and resolves to the Spanish of its record (the merged overlay
 * of gatsby/translations.ts) when the locale asked for is "es", to the English value otherwise.
 *
 * The locale asked for is, first to last: the field's own `locale` argument (`label(locale: "es")`); a root
 * selection aliased `es` or `es…` (`es: siteIdentity { ...FirmIdentity }`, `esCategories: allServiceCategory`; for
 * static queries, which have no variables);
 * the query's `$locale` variable (page queries: the page context's `locale`). Linked nodes therefore resolve in the
 * page's locale without further arguments, and English queries are untouched.
 */
import type { GraphQLResolveInfo } from "graphql";
import type { GatsbyNode } from "gatsby";
import { contentTypeNames } from "./content-types";
import { recordId, spanishCollection, type Json } from "./translations";
import type { Locale } from "../src/lib/locale";

type Path = GraphQLResolveInfo["path"];
type Args = { locale?: string | null };
type Info = Pick<GraphQLResolveInfo, "fieldName" | "path" | "variableValues">;

/** The alias of a root selection that asks for its whole subtree in Spanish: `es`, or `es` + a capital (`esCategories`). */
export const SPANISH_ROOT_ALIAS = /^es([A-Z]|$)/;

function rootKey(path: Path | undefined): string | number | undefined {
  let at = path;
  while (at?.prev) at = at.prev;
  return at?.key;
}

/** Which edition a field is resolved for: its argument, a root alias `es`, then the query's `$locale`. */
export function requestedLocale(args: Args | undefined, info: Partial<Info> | undefined): Locale {
  const asked =
    args?.locale ??
    (SPANISH_ROOT_ALIAS.test(String(rootKey(info?.path) ?? "")) ? "es" : undefined) ??
    info?.variableValues?.locale;
  return asked === "es" ? "es" : "en";
}

type JsonRecord = Record<string, Json>;
const isRecord = (value: Json | undefined): value is JsonRecord =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The Spanish records of one GraphQL type, by identifier ("" for a collection that is a single object). */
export function spanishRecordsByType(
  typeName: string,
  read: (collection: string) => Json = spanishCollection,
): Map<string, JsonRecord> {
  const records = new Map<string, JsonRecord>();
  Object.entries(contentTypeNames)
    .filter(([, type]) => type === typeName)
    .forEach(([collection]) => {
      const merged = read(collection);
      (Array.isArray(merged) ? merged : [merged]).forEach((record) => {
        if (isRecord(record)) records.set(recordId(record) ?? "", record);
      });
    });
  return records;
}

/**
 * The value of `field` for the edition asked for: the English value, or the Spanish record's (nested objects and
 * lists come back merged, so their own fields just read properties). The English value when the Spanish record or
 * field is missing: the build's content check has already failed in that case.
 */
export function pickByLocale<T>(english: T, spanish: JsonRecord | undefined, field: string, locale: Locale): T | Json {
  if (locale !== "es" || !spanish || spanish[field] === undefined) return english;
  return spanish[field];
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
/** Each Spanish record's stand-in node, so that the objects nested in it are tracked once (see below). */
const tracked = new WeakMap<JsonRecord, { id: string; record: JsonRecord }>();

function spanishRecordOf(source: NodeSource): JsonRecord | undefined {
  const type = source.internal?.type;
  if (!type) return undefined;
  if (!cache.has(type)) cache.set(type, spanishRecordsByType(type));
  return cache.get(type)?.get(recordId(source as Json) ?? "");
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
            'Language of the value: "es" for the Spanish edition (data/<collection>/es/), anything else for the English. ' +
            "Defaults to the query's $locale variable.",
        },
      },
      resolve(source: NodeSource, args: Args, context: { nodeModel: NodeModel }, info: GraphQLResolveInfo) {
        const english = previous.resolve ? previous.resolve(source, args, context, info) : source[info.fieldName];
        const locale = requestedLocale(args, info);
        if (locale !== "es") return english;
        const spanish = spanishRecordOf(source);
        if (spanish && source.id) {
          // A nested image (`banner.image`, a File @fileByRelativePath) is found relative to the record's JSON
          // file, which Gatsby looks up from the object's root node: tie the Spanish objects to the English node.
          if (!tracked.has(spanish)) tracked.set(spanish, { id: source.id, record: spanish });
          context.nodeModel.trackInlineObjectsInRootNode(tracked.get(spanish) as object);
        }
        return pickByLocale(english, spanish, info.fieldName, locale);
      },
    };
  },
};

type CreateResolversArgs = Parameters<NonNullable<GatsbyNode["createResolvers"]>>[0];

/**
 * `edition(locale: $locale)` on Query: the edition a page query is made for ("en" or "es"). Every page query of a
 * page with a Spanish twin declares `$locale: String!` (from its page context) and selects this field, so GraphQL sees the variable
 * used; the `@translatable` fields below it then read `$locale`.
 */
export function createEditionResolver({ createResolvers }: CreateResolversArgs): void {
  createResolvers({
    Query: {
      edition: {
        type: "String!",
        description: 'The edition the query is made for: "es" (Spanish, under /es) or "en" (English).',
        args: {
          locale: { type: "String", description: "The page's locale, from its page context ($locale)." },
        },
        resolve: (_source: unknown, args: Args) => requestedLocale(args, undefined),
      },
    },
  });
}
