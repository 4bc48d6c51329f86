/**
 * The tax deadline rules are read twice: by the page (the fragments of tax-calendar-section.tsx) and by the build
 * (gatsby/tax-deadline-query.ts, for the content check and the calendar feeds). Gatsby cannot share a page fragment
 * with gatsby-node's queries (https://github.com/gatsbyjs/gatsby/issues/34785), so the field lists are written
 * twice; this test keeps them equal, so the calendar on the page and the feeds never expand a rule from different
 * fields.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { Kind, parse, type SelectionSetNode } from "graphql";
import { taxDeadlineSelection } from "../../../gatsby/tax-deadline-query";

/** A selection set as a sorted, nested list of field names, e.g. ["key", "source { label url }"]. */
function fieldsOf(selectionSet: SelectionSetNode | undefined): string[] {
  if (!selectionSet) return [];
  return selectionSet.selections
    .map((selection) => {
      if (selection.kind !== Kind.FIELD) throw new Error(`Only fields are expected, found ${selection.kind}`);
      const children = fieldsOf(selection.selectionSet);
      return children.length ? `${selection.name.value} { ${children.join(" ")} }` : selection.name.value;
    })
    .sort();
}

/** The fields of each fragment defined in tax-calendar-section.tsx, by fragment name. */
function pageFragments(): Map<string, string[]> {
  const source = readFileSync(
    path.join(__dirname, "../../../src/sections/tax-calendar/tax-calendar-section.tsx"),
    "utf8",
  );
  const fragments = new Map<string, string[]>();
  for (const [, body] of source.matchAll(/graphql`([^`]*)`/g)) {
    for (const definition of parse(body).definitions) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION) {
        fragments.set(definition.name.value, fieldsOf(definition.selectionSet));
      }
    }
  }
  return fragments;
}

/** The fields the build reads of each node of `connection` (e.g. allTaxDeadlineRule). */
function buildFields(connection: string): string[] {
  const [operation] = parse(`{ ${taxDeadlineSelection} }`).definitions;
  if (operation.kind !== Kind.OPERATION_DEFINITION) throw new Error("Expected a query");
  const field = operation.selectionSet.selections.find(
    (selection) => selection.kind === Kind.FIELD && selection.name.value === connection,
  );
  if (field?.kind !== Kind.FIELD) throw new Error(`${connection} is not queried`);
  const nodes = field.selectionSet?.selections.find(
    (selection) => selection.kind === Kind.FIELD && selection.name.value === "nodes",
  );
  if (nodes?.kind !== Kind.FIELD) throw new Error(`${connection} has no nodes`);
  return fieldsOf(nodes.selectionSet);
}

describe("the tax deadline fields the page and the build read", () => {
  it.each([
    ["TaxDeadlineRuleFields", "allTaxDeadlineRule"],
    ["TaxPostponementFields", "allTaxPostponement"],
  ])("fragment %s selects the same fields as the build's %s", (fragment, connection) => {
    const page = pageFragments().get(fragment);
    expect(page).toBeDefined();
    expect(page).toEqual(buildFields(connection));
    // Not two empty lists: both name each record by its key.
    expect(page).toContain("key");
  });

  it("tells nested differences apart", () => {
    const a = parse("{ a { b c } }").definitions[0];
    const b = parse("{ a { b } }").definitions[0];
    if (a.kind !== Kind.OPERATION_DEFINITION || b.kind !== Kind.OPERATION_DEFINITION) throw new Error("query");
    expect(fieldsOf(a.selectionSet)).not.toEqual(fieldsOf(b.selectionSet));
  });
});
