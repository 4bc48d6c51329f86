/**
 * Each deadline rule cites the page that states it: never a generic page such as Publication 509
 * when one of its forms has a page of its own in src/lib/tax-deadlines/form-pages.ts.
 */
import { type TaxDeadlineRule, type TaxPostponement } from "../../../../src/lib/tax-deadlines";
// Not re-exported by src/lib/tax-deadlines/index.ts: the pages never need the list, so it stays out of their bundle.
import {
  FORM_PAGES,
  GENERIC_PAGES,
  isGenericPage,
  rulesCitingGenericPages,
} from "../../../../src/lib/tax-deadlines/form-pages";
import { collection } from "../../../helpers/data";
import { federalRules as federal, illinoisRules as illinois } from "../../../helpers/tax-rules";

const allRules = [...federal, ...illinois];
const ruleOf = (key: string) => allRules.find((rule) => rule.key === key);
const OFFICIAL = /^https:\/\/(www\.irs\.gov|tax\.illinois\.gov|ides\.illinois\.gov)\//;

describe("the sources of the deadline rules", () => {
  it("names the forms of every rule", () => {
    const without = allRules.filter((rule) => !rule.forms?.length).map((rule) => rule.key);
    expect(without).toEqual([]);
  });

  it("cites no generic page for a rule whose form has its own page", () => {
    expect(rulesCitingGenericPages(allRules)).toEqual([]);
  });

  it("fails a rule that cites Publication 509 for a form with its own instructions", () => {
    const generic = { label: "IRS Publication 509", url: "https://www.irs.gov/publications/p509" };
    const bad: Pick<TaxDeadlineRule, "key" | "forms" | "source"> = { key: "bad", forms: ["941"], source: generic };
    expect(rulesCitingGenericPages([bad])).toEqual([{ key: "bad", form: "941", page: FORM_PAGES["941"] }]);
    // The same with a trailing slash, and for a form listed second.
    expect(
      rulesCitingGenericPages([{ ...bad, forms: ["4070", "W-2"], source: { ...generic, url: `${generic.url}/` } }]),
    ).toEqual([{ key: "bad", form: "W-2", page: FORM_PAGES["W-2"] }]);
    // A form without a page of its own may cite the publication; a specific page is always fine.
    expect(rulesCitingGenericPages([{ ...bad, forms: ["4070"] }])).toEqual([]);
    expect(rulesCitingGenericPages([{ ...bad, source: FORM_PAGES["941"] }])).toEqual([]);
    // The Illinois forms page is generic too: Form ST-1 has its instructions.
    expect(
      rulesCitingGenericPages([
        {
          key: "st-1",
          forms: ["ST-1"],
          source: { label: "forms", url: "https://tax.illinois.gov/forms/sales/salesandusetax.html" },
        },
      ]),
    ).toEqual([{ key: "st-1", form: "ST-1", page: FORM_PAGES["ST-1"] }]);
  });

  it("lists official https pages only", () => {
    Object.values(FORM_PAGES).forEach((page) => {
      expect(page.url).toMatch(OFFICIAL);
      expect(isGenericPage(page.url)).toBe(false);
    });
    GENERIC_PAGES.forEach((url) => expect(url).toMatch(/^https:\/\//));
  });

  it("cites Forms 720 and 941's instructions, IDOR's W-2 page and ST-1's instructions, never Publication 509", () => {
    expect(ruleOf("form-720")?.source?.url).toBe("https://www.irs.gov/instructions/i720");
    expect(ruleOf("form-941")?.source?.url).toBe("https://www.irs.gov/instructions/i941");
    expect(ruleOf("il-w-2")?.source?.url).toBe("https://tax.illinois.gov/programs/electronicservices/1099w2.html");
    expect(ruleOf("il-sales-tax-st-1")?.source?.url).toBe(FORM_PAGES["ST-1"].url);
    expect(ruleOf("il-sales-tax-quarter-monthly")?.source?.url).toBe(FORM_PAGES["ST-1"].url);
    const [ir202505] = collection<TaxPostponement[]>("tax-postponements").filter((p) => p.notice === "IR-2025-05");
    expect(ir202505.url).toMatch(/^https:\/\/www\.irs\.gov\/newsroom\//);
    // No rule cites Publication 509 any more: every form it covered has a page of its own.
    expect(allRules.filter((rule) => isGenericPage(rule.source?.url ?? "")).map((rule) => rule.key)).toEqual([]);
  });

  it("keeps reviewers' notes on what only a secondary source confirms, and a label for every source", () => {
    allRules.forEach((rule) => {
      expect(rule.source?.label.trim()).toBeTruthy();
      if (rule.sourceNote !== undefined) expect(rule.sourceNote?.length).toBeGreaterThan(40);
    });
    expect(ruleOf("il-sales-tax-quarter-monthly")?.sourceNote).toContain("SECONDARY ONLY");
    expect(ruleOf("il-pte-estimated-tax-from-2026")?.sourceNote).toMatch(/^SECONDARY ONLY/);
  });
});
