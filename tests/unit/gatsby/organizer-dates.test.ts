/**
 * The organizer's dates as the build resolves them (gatsby/organizer-dates.ts), from the deadline rules of data/ and
 * the build's day: the page's `organizerTaxYear` and each document's `dueDate`.
 */
import { createOrganizerResolvers, INDIVIDUAL_RETURN_RULE } from "../../../gatsby/organizer-dates";
import { englishContent } from "../../../gatsby/data-layout";
import { textIn, type Dictionary } from "../../../src/lib/interface-text";
import { furnishDate } from "../../../src/lib/organizer/dates";
import type { TaxDeadlineRule } from "../../../src/lib/tax-deadlines";
import { collection, readData } from "../../helpers/data";

type Resolver = { resolve: (source: unknown, args: unknown, context: unknown) => Promise<unknown> | unknown };
type Resolvers = { Query: { organizerTaxYear: Resolver }; OrganizerDocument: { dueDate: Resolver } };

const rules = ["tax-deadline-rules", "tax-deadline-rules-illinois"].flatMap(
  (name) => englishContent(name) as unknown as TaxDeadlineRule[],
);

/** Gatsby's node model, answering from data/ and a Site node built on `buildTime`. */
const nodeModel = (buildTime: string) => ({
  findOne: async ({ type, query }: { type: string; query?: { filter: { key?: { eq: string } } } }) =>
    type === "Site" ? { buildTime } : (rules.find((rule) => rule.key === query?.filter.key?.eq) ?? null),
});

function resolvers(): Resolvers {
  let created: Resolvers | undefined;
  createOrganizerResolvers({ createResolvers: (value: unknown) => (created = value as Resolvers) } as never);
  if (!created) throw new Error("createOrganizerResolvers created no resolvers");
  return created;
}

describe("the organizer's dates at build time", () => {
  it("states the tax year of the next individual return due on or after the build's day", async () => {
    const { Query } = resolvers();
    expect(rules.some((rule) => rule.key === INDIVIDUAL_RETURN_RULE)).toBe(true);
    const year = (buildTime: string) => Query.organizerTaxYear.resolve(null, {}, { nodeModel: nodeModel(buildTime) });
    await expect(year("2026-11-28T10:00:00.000Z")).resolves.toBe(2026);
    await expect(year("2027-03-01T10:00:00.000Z")).resolves.toBe(2026);
    await expect(year("2027-04-16T10:00:00.000Z")).resolves.toBe(2027);
  });

  it("dates each document by its rule for that tax year, and leaves a document without a rule undated", async () => {
    const { OrganizerDocument } = resolvers();
    const context = { nodeModel: nodeModel("2026-11-28T10:00:00.000Z") };
    const t = textIn(readData<Dictionary>("interface/en.json"));
    const dated = collection<{ key: string; dueBy?: string }[]>("organizer-documents").filter((d) => d.dueBy);
    expect(dated.length).toBeGreaterThan(0);
    for (const document of dated) {
      const rule = rules.find((candidate) => candidate.key === document.dueBy) as TaxDeadlineRule;
      await expect(OrganizerDocument.dueDate.resolve(document, {}, context)).resolves.toBe(furnishDate(rule, 2026, t));
    }
    await expect(OrganizerDocument.dueDate.resolve({ dueBy: null }, {}, context)).resolves.toBeNull();
    await expect(OrganizerDocument.dueDate.resolve({ dueBy: "no-such-rule" }, {}, context)).rejects.toThrow(
      /no rule "no-such-rule"/,
    );
  });
});
