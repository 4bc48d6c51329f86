/**
 * Where the estimated-tax planner lives and which deadlines link to it. Kept apart from ./estimated-tax.ts so that
 * the tax calendar, which links its estimated-tax deadlines to the planner, does not load the planner's arithmetic.
 */

export const PLANNER_PATH = "/resources/estimated-tax-planner";
/** Rules whose deadlines link to the planner, and the rule whose dates it uses. */
export const PLANNER_RULE = "individual-estimated-tax";
/** The farmers' and fishermen's single installment, and the date by which filing and paying replaces it. */
export const FARMER_RULE = "farmers-fishermen-estimated-tax";
export const FARMER_RETURN_RULE = "farmers-fishermen-return";
export const PLANNER_RULES: readonly string[] = [PLANNER_RULE, FARMER_RULE];
/** The Illinois individual estimated tax rule (Form IL-1040-ES), whose dates the planner's Illinois part uses. */
export const ILLINOIS_PLANNER_RULE = "il-individual-estimated-tax";
/** The id of the planner's Illinois part on the page, so links can lead straight to it. */
export const ILLINOIS_PLANNER_ANCHOR = "illinois-estimated-tax";

/** Where a deadline of rule `ruleId` links for planning its payments: the planner, or its Illinois part; or none. */
export function plannerLinkFor(ruleId: string): string | null {
  if (PLANNER_RULES.includes(ruleId)) return PLANNER_PATH;
  if (ruleId === ILLINOIS_PLANNER_RULE) return `${PLANNER_PATH}#${ILLINOIS_PLANNER_ANCHOR}`;
  return null;
}
