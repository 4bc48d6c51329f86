/**
 * Gatsby only complains about a missing required field when a query happens
 * to ask for it. This walks every content type in the schema, queries every
 * non-null field of every record, and fails the build with the type and field
 * named (e.g. `Industry.title`) when a record in data/ lacks one. Optional objects (e.g. the layout sections of
 * a ServicePage) are checked when present; a link to another record (e.g. `ServicePage.category`) is checked
 * for pointing at an existing record, and the linked record is checked as a record of its own type. The Spanish
 * overlays are checked too (gatsby/translations.ts): every missing Spanish value is named by file, record and field.
 * And every English file and article is checked against the rules the schema declares for the editor (`@editor`:
 * required values, lists' minimum length, https addresses, dates in order, a field required by another's value), by
 * the function the editor runs at save (`ruleProblems` of gatsby/cms-config.ts, `ruleProblem` of
 * gatsby/cms-editor.ts), so the build and the editor refuse the same content with the same sentence.
 */
import { DEFAULT_LOCALE } from "../src/lib/locale";
import { taxDeadlineSelection } from "./tax-deadline-query";
import { rulesWithoutSource, validateRule, type TaxDeadlineRule } from "../src/lib/tax-deadlines/rules";
import { validatePostponement, type TaxPostponement } from "../src/lib/tax-deadlines/postponements";
import { contentTypeNames } from "./content-types";
import { recordId, translationProblems } from "./translations";
import { recordFiles, SINGLETONS } from "./data-layout";
import { cmsConfig, fieldLabel, ruleProblems, schemaModel } from "./cms-config";
import { organizerContentProblems } from "./organizer-checks";

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
  __type: {
    name: string;
    kind: string;
    fields: IntrospectedField[] | null;
    interfaces: { name: string }[] | null;
  } | null;
}
interface TypeSummary {
  fields: IntrospectedField[];
  isNode: boolean;
}
interface GraphqlError {
  message: string;
  path?: readonly (string | number)[];
}

const typeRefFragment = `kind name ofType { kind name ofType { kind name ofType { kind name ofType { kind name } } } }`;

function unwrap(type: IntrospectedType): { named: IntrospectedType; nonNull: boolean } {
  const nonNull = type.kind === "NON_NULL";
  let named = type;
  while (named.ofType) named = named.ofType;
  return { named, nonNull };
}

async function describe(
  graphql: GraphqlRunner,
  typeName: string,
  cache: Map<string, TypeSummary>,
): Promise<TypeSummary> {
  let summary = cache.get(typeName);
  if (!summary) {
    const result = await graphql<TypeInfo>(
      `{ __type(name: "${typeName}") { name kind interfaces { name } fields { name type { ${typeRefFragment} } } } }`,
    );
    const type = result.data?.__type;
    summary = { fields: type?.fields ?? [], isNode: (type?.interfaces ?? []).some((i) => i.name === "Node") };
    cache.set(typeName, summary);
  }
  return summary;
}

async function selectionFor(
  graphql: GraphqlRunner,
  typeName: string,
  depth: number,
  cache: Map<string, TypeSummary>,
): Promise<string> {
  if (depth > 4) return "__typename";
  const { fields } = await describe(graphql, typeName, cache);
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
      const target = await describe(graphql, named.name as string, cache);
      if (target.isNode) {
        if (nonNull) parts.push(`${field.name} { id }`);
      } else {
        const inner = await selectionFor(graphql, named.name as string, depth + 1, cache);
        parts.push(`${field.name} { ${inner} }`);
      }
      continue;
    }
    if (nonNull || isList || named.kind === "ENUM") parts.push(field.name);
  }
  return parts.length ? parts.join(" ") : "__typename";
}

export async function validateContent(graphql: GraphqlRunner): Promise<void> {
  const cache = new Map<string, TypeSummary>();
  const problems: string[] = [];
  for (const typeName of new Set(Object.values(contentTypeNames))) {
    const selection = await selectionFor(graphql, typeName, 0, cache);
    const field = `all${typeName}`;
    const result = await graphql<unknown>(`{ ${field} { nodes { ${selection} } } }`);
    if (result.errors) {
      const files = await filesOf(graphql, field);
      problems.push(
        ...(result.errors as GraphqlError[]).map((e) => {
          const required = requiredMessage(e.message);
          return required && e.path && e.path.length >= 4
            ? `${fileAt(files, e.path)} (${e.path.slice(3).join(".")}): ${required}`
            : `${typeName} (${fileAt(files, e.path)}): ${e.message}${fieldOf(e.path)}`;
        }),
      );
    }
  }
  problems.push(...duplicateRecords());
  problems.push(...(await taxDeadlineProblems(graphql)));
  problems.push(...organizerContentProblems());
  const spanish = translationProblems();
  // The configuration's addresses do not matter to the rules.
  const rules = ruleProblems(cmsConfig({ siteUrl: "https://www.example.com", env: {} }));
  if (problems.length || spanish.length || rules.length) {
    const list = (items: string[]) => [...new Set(items)].map((item) => `\n  - ${item}`).join("");
    throw new Error(
      [
        problems.length ? `Content in data/ is missing required fields:${list(problems)}` : "",
        rules.length
          ? `Content in data/ that the editor would refuse to save (file (field): message):${list(rules)}`
          : "",
        spanish.length ? `The Spanish edition is incomplete (docs/translating.md):${list(spanish)}` : "",
      ]
        .filter(Boolean)
        .join("\n"),
    );
  }
}

/**
 * GraphQL's "Cannot return null for non-nullable field Industry.title." as the editor says it for the same empty box:
 * "Title is required." (the field's label in the editor, gatsby/cms-config.ts), or undefined for any other error.
 */
export function requiredMessage(message: string): string | undefined {
  const match = /Cannot return null for non-nullable field (\w+)\.(\w+)/.exec(message);
  const field = match
    ? schemaModel()
        .objects.get(match[1])
        ?.fields.find((f) => f.name === match[2])
    : undefined;
  return field ? `${fieldLabel(field)} is required.` : undefined;
}

/** The file of each record of a type, in the order `all<Type>` lists them. */
async function filesOf(graphql: GraphqlRunner, field: string): Promise<string[]> {
  type Files = Record<string, { nodes: { parent: { relativePath?: string } | null }[] }>;
  const result = await graphql<Files>(`{ ${field} { nodes { parent { ... on File { relativePath } } } } }`);
  return (result.data?.[field]?.nodes ?? []).map((node) => `data/${node.parent?.relativePath ?? "?"}`);
}

/** The file of the record an error's path (all<Type>.nodes.<index>.<field>…) points at. */
function fileAt(files: string[], path: GraphqlError["path"]): string {
  return path && path.length >= 3 ? (files[Number(path[2])] ?? "data/") : "data/";
}

/** ", field tax.funFacts.0.image" from an error's path. */
function fieldOf(path: GraphqlError["path"]): string {
  return path && path.length >= 4 ? ` (field ${path.slice(3).join(".")})` : "";
}

/** Two files of one collection with the same key, slug or other identifier: the second would hide the first. */
function duplicateRecords(): string[] {
  return Object.keys(contentTypeNames).flatMap((collection) => {
    const seen = new Map<string, string>();
    return recordFiles(collection, DEFAULT_LOCALE).flatMap(({ record, file }) => {
      const id = SINGLETONS.has(collection) ? undefined : recordId(record);
      if (id === undefined) return [];
      const first = seen.get(id);
      seen.set(id, first ?? file);
      return first ? [`${file}: "${id}" is already used by ${first}; each record needs its own`] : [];
    });
  });
}

interface TaxDeadlineData {
  allTaxDeadlineRule: { nodes: TaxDeadlineRule[] };
  allTaxPostponement: { nodes: TaxPostponement[] };
}

/**
 * Every tax deadline rule names its official source and expands without error; every postponement record
 * is complete. Problems name the rule or record, e.g. `TaxDeadlineRule "form-941" has no source`.
 */
async function taxDeadlineProblems(graphql: GraphqlRunner): Promise<string[]> {
  const result = await graphql<TaxDeadlineData>(`
    {
      ${taxDeadlineSelection}
    }
  `);
  if (result.errors || !result.data) return [`Tax deadline rules could not be read: ${JSON.stringify(result.errors)}`];
  const problems = rulesWithoutSource(result.data.allTaxDeadlineRule.nodes).map(
    (key) =>
      `TaxDeadlineRule "${key}" has no source: add "source": { "label", "url" } with the irs.gov, tax.illinois.gov or ides.illinois.gov page it comes from`,
  );
  const attempt = (check: () => void) => {
    try {
      check();
    } catch (error) {
      problems.push((error as Error).message);
    }
  };
  result.data.allTaxDeadlineRule.nodes
    .filter((rule) => rule.source)
    .forEach((rule) => attempt(() => validateRule(rule)));
  result.data.allTaxPostponement.nodes.forEach((record) => attempt(() => validatePostponement(record)));
  return problems;
}
