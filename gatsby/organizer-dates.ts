/**
 * The tax-season organizer's dates, worked out at build time with the calendar's engine (src/lib/organizer/dates.ts)
 * so that /resources/organizer receives them as data and its page loads no deadline engine: `organizerTaxYear` (the
 * tax year the organizer prepares for, from the build's day and the `individual-return` rule) and
 * `OrganizerDocument.dueDate` (the day its `dueBy` rule gives for that tax year).
 */
import type { GatsbyNode } from "gatsby";
import { furnishDate, organizerTaxYear } from "../src/lib/organizer/dates";
import type { TaxDeadlineRule } from "../src/lib/tax-deadlines";
import { textOf } from "./dictionaries";

type CreateResolversArgs = Parameters<NonNullable<GatsbyNode["createResolvers"]>>[0];

interface NodeModel {
  findOne(args: { type: string; query?: { filter: Record<string, unknown> } }): Promise<unknown>;
}

/** The deadline rule the organizer states its tax year by: the individual return's. */
export const INDIVIDUAL_RETURN_RULE = "individual-return";

async function ruleByKey(nodeModel: NodeModel, key: string): Promise<TaxDeadlineRule> {
  const rule = (await nodeModel.findOne({
    type: "TaxDeadlineRule",
    query: { filter: { key: { eq: key } } },
  })) as TaxDeadlineRule | null;
  if (!rule) throw new Error(`gatsby/organizer-dates.ts: data/tax-deadline-rules has no rule "${key}"`);
  return rule;
}

/** The organizer's tax year on the build's day (the Site node's build time). */
async function taxYearOf(nodeModel: NodeModel): Promise<number> {
  const site = (await nodeModel.findOne({ type: "Site", query: { filter: {} } })) as { buildTime?: string } | null;
  const day = (site?.buildTime ? new Date(site.buildTime) : new Date()).toISOString().slice(0, 10);
  return organizerTaxYear(day, await ruleByKey(nodeModel, INDIVIDUAL_RETURN_RULE), textOf("en"));
}

export function createOrganizerResolvers({ createResolvers }: CreateResolversArgs): void {
  createResolvers({
    Query: {
      organizerTaxYear: {
        type: "Int!",
        description:
          "The tax year /resources/organizer prepares for: the year of the next individual return due on or after the build's day (the tax calendar's individual-return rule).",
        resolve: (_source: unknown, _args: unknown, context: { nodeModel: NodeModel }) => taxYearOf(context.nodeModel),
      },
    },
    OrganizerDocument: {
      dueDate: {
        type: "String",
        description:
          "The day the document's sender must furnish it for the organizer's tax year (YYYY-MM-DD), as the tax calendar computes its dueBy rule; null without a rule.",
        resolve: async (source: { dueBy?: string | null }, _args: unknown, context: { nodeModel: NodeModel }) => {
          if (!source.dueBy) return null;
          const rule = await ruleByKey(context.nodeModel, source.dueBy);
          return furnishDate(rule, await taxYearOf(context.nodeModel), textOf("en"));
        },
      },
    },
  });
}
