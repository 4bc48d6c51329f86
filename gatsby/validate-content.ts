/**
 * Gatsby only complains about a missing required field when a query happens
 * to ask for it. This walks every content type in the schema, queries every
 * non-null field of every record, and fails the build with the type and field
 * named (e.g. `Industry.title`) when a record in data/ lacks one.
 */
import { contentTypeNames } from "./content-types";

type GraphqlRunner = <T>(query: string) => Promise<{ errors?: unknown; data?: T }>;

interface IntrospectedType {
  kind: string;
  name: string | null;
  ofType: IntrospectedType | null;
}
interface IntrospectedField {
  name: string;
  type: IntrospectedType;
}
interface TypeInfo {
  __type: { name: string; kind: string; fields: IntrospectedField[] | null } | null;
}

const typeRefFragment = `kind name ofType { kind name ofType { kind name ofType { kind name ofType { kind name } } } }`;

function unwrap(type: IntrospectedType): { named: IntrospectedType; nonNull: boolean } {
  const nonNull = type.kind === "NON_NULL";
  let named = type;
  while (named.ofType) named = named.ofType;
  return { named, nonNull };
}

async function selectionFor(
  graphql: GraphqlRunner,
  typeName: string,
  depth: number,
  cache: Map<string, IntrospectedField[]>,
): Promise<string> {
  if (depth > 4) return "__typename";
  let fields = cache.get(typeName);
  if (!fields) {
    const result = await graphql<TypeInfo>(`{ __type(name: "${typeName}") { name kind fields { name type { ${typeRefFragment} } } } }`);
    fields = result.data?.__type?.fields ?? [];
    cache.set(typeName, fields);
  }
  const parts: string[] = [];
  for (const field of fields) {
    const { named, nonNull } = unwrap(field.type);
    const isList = JSON.stringify(field.type).includes('"LIST"');
    if (["id", "parent", "children", "internal"].includes(field.name)) continue;
    if (named.name === "File") {
      if (nonNull) parts.push(`${field.name} { id }`);
      continue;
    }
    if (named.kind === "OBJECT") {
      if (nonNull || isList) {
        const inner = await selectionFor(graphql, named.name as string, depth + 1, cache);
        parts.push(`${field.name} { ${inner} }`);
      }
      continue;
    }
    if (nonNull || isList) parts.push(field.name);
  }
  return parts.length ? parts.join(" ") : "__typename";
}

export async function validateContent(graphql: GraphqlRunner): Promise<void> {
  const cache = new Map<string, IntrospectedField[]>();
  const problems: string[] = [];
  for (const typeName of new Set(Object.values(contentTypeNames))) {
    const selection = await selectionFor(graphql, typeName, 0, cache);
    const field = `all${typeName}`;
    const result = await graphql<unknown>(`{ ${field} { nodes { ${selection} } } }`);
    if (result.errors) {
      const messages = (result.errors as { message: string }[]).map((e) => e.message);
      problems.push(...messages.map((m) => `${typeName} (data/${fileOf(typeName)}.json): ${m}`));
    }
  }
  if (problems.length) {
    throw new Error(`Content in data/ is missing required fields:\n  - ${[...new Set(problems)].join("\n  - ")}`);
  }
}

function fileOf(typeName: string): string {
  return Object.entries(contentTypeNames).find(([, t]) => t === typeName)?.[0] ?? "?";
}
