/**
 * Who a deadline is for. Rules store the audience as an English name ("Employers", "Exempt organizations"), which
 * also names the feeds (`federal-employers.ics`); what a visitor reads is the name in the dictionary's
 * `taxCalendar.audienceNames`, keyed by the audience's slug, so a Spanish page shows "Empleadores".
 */
import { type TextKey, type Translate } from "../interface-text";

/** Lower-case letters and digits joined by hyphens: "Exempt organizations" → "exempt-organizations". */
export const slugOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");

/** The audience's name in the language of `t`. Throws when the dictionary lacks it. */
export function audienceName(audience: string, t: Translate): string {
  return t(`taxCalendar.audienceNames.${slugOf(audience)}` as TextKey);
}

/** " for employers" / " para empleadores": the audience part of a calendar's name, empty for every audience. */
export function audienceSuffix(audience: string | null, t: Translate): string {
  return audience ? t("taxCalendar.audienceSuffix", { audience: audienceName(audience, t).toLowerCase() }) : "";
}
