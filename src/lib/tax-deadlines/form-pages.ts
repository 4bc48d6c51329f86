/**
 * Which official page states a form's due dates most directly, for the sources of the deadline rules.
 * A rule names its forms (`forms: ["941"]`); when a form below has a page of its own (its instructions, or
 * the agency's page for it when the instructions are printed on the form), the rule must not cite a generic page
 * such as Publication 509, which lists every deadline but explains none. `rulesCitingGenericPages` finds those
 * that do; tests/unit/lib/tax-deadlines/form-pages.test.ts fails on any. Add a form here when a rule names a new one that has its
 * own page, and check the address on the agency's site (docs/tax-engine.md, "Sources"). Build and test code import
 * it from this file: index.ts does not re-export it, so the pages' bundle leaves it out.
 */
import type { TaxDeadlineRule, TaxDeadlineSource } from "./rules";

const irsInstructions = (file: string, label: string): TaxDeadlineSource => ({
  label,
  url: `https://www.irs.gov/instructions/${file}`,
});

const INFORMATION_RETURNS = irsInstructions("i1099gi", "IRS General Instructions for Certain Information Returns");
const W2_W3 = irsInstructions("iw2w3", "IRS General Instructions for Forms W-2 and W-3");
const MISC_NEC = irsInstructions("i1099mec", "IRS Instructions for Forms 1099-MISC and 1099-NEC");
const ACA_B = irsInstructions("i109495b", "IRS Instructions for Forms 1094-B and 1095-B");
const ACA_C = irsInstructions("i109495c", "IRS Instructions for Forms 1094-C and 1095-C");
const FORMS_3921_3922 = irsInstructions("i3921", "IRS Instructions for Forms 3921 and 3922");
const IL_WITHHOLDING: TaxDeadlineSource = {
  label: "Illinois Department of Revenue Publication 131",
  url: "https://tax.illinois.gov/research/publications/pubs/withholding-income-tax-payment-and-filing-requirements.html",
};
const IL_PTE: TaxDeadlineSource = {
  label: "Illinois Department of Revenue: pass-through entity tax estimated payments",
  url: "https://tax.illinois.gov/questionsandanswers/answer.689.html",
};

/** Forms whose due dates a page of their own states, by the form's number as rules name it in `forms`. */
export const FORM_PAGES: Readonly<Record<string, TaxDeadlineSource>> = {
  // Federal employment taxes.
  "940": irsInstructions("i940", "IRS Instructions for Form 940"),
  "941": irsInstructions("i941", "IRS Instructions for Form 941"),
  "943": irsInstructions("i943", "IRS Instructions for Form 943"),
  "944": irsInstructions("i944", "IRS Instructions for Form 944"),
  "945": irsInstructions("i945", "IRS Instructions for Form 945"),
  "8027": irsInstructions("i8027", "IRS Instructions for Form 8027"),
  "W-2": W2_W3,
  "W-3": W2_W3,
  "W-4": { label: "IRS: About Form W-4", url: "https://www.irs.gov/forms-pubs/about-form-w-4" },
  // Information returns.
  "1096": INFORMATION_RETURNS,
  "1097-BTC": irsInstructions("i1097btc", "IRS Instructions for Form 1097-BTC"),
  "1098": irsInstructions("i1098", "IRS Instructions for Form 1098"),
  "1099": INFORMATION_RETURNS,
  "1099-B": irsInstructions("i1099b", "IRS Instructions for Form 1099-B"),
  "1099-S": irsInstructions("i1099s", "IRS Instructions for Form 1099-S"),
  "1099-MISC": MISC_NEC,
  "1099-NEC": MISC_NEC,
  "3921": FORMS_3921_3922,
  "3922": FORMS_3921_3922,
  "W-2G": irsInstructions("iw2g", "IRS Instructions for Forms W-2G and 5754"),
  "1094-B": ACA_B,
  "1095-B": ACA_B,
  "1094-C": ACA_C,
  "1095-C": ACA_C,
  // Excise taxes.
  "720": irsInstructions("i720", "IRS Instructions for Form 720"),
  "730": { label: "IRS: About Form 730", url: "https://www.irs.gov/forms-pubs/about-form-730" },
  "2290": irsInstructions("i2290", "IRS Instructions for Form 2290"),
  // Income tax returns and extensions.
  "1040": irsInstructions("i1040gi", "IRS Instructions for Form 1040"),
  "1040-NR": irsInstructions("i1040nr", "IRS Instructions for Form 1040-NR"),
  "1041": irsInstructions("i1041", "IRS Instructions for Form 1041"),
  "1042": irsInstructions("i1042", "IRS Instructions for Form 1042"),
  "1065": irsInstructions("i1065", "IRS Instructions for Form 1065"),
  "1120": irsInstructions("i1120", "IRS Instructions for Form 1120"),
  "1120-S": irsInstructions("i1120s", "IRS Instructions for Form 1120-S"),
  "4868": { label: "IRS: About Form 4868", url: "https://www.irs.gov/forms-pubs/about-form-4868" },
  "709": irsInstructions("i709", "IRS Instructions for Form 709"),
  "990": {
    label: "IRS: Return due dates for exempt organizations (annual return)",
    url: "https://www.irs.gov/charities-non-profits/return-due-dates-for-exempt-organizations-annual-return",
  },
  "990-N": {
    label: "IRS: Annual electronic filing requirement for small exempt organizations (Form 990-N)",
    url: "https://www.irs.gov/charities-non-profits/annual-electronic-filing-requirement-for-small-exempt-organizations-form-990-n-e-postcard",
  },
  "5500": { label: "IRS: Form 5500 corner", url: "https://www.irs.gov/retirement-plans/form-5500-corner" },
  // Illinois.
  "ST-1": {
    label: "Illinois Department of Revenue: Form ST-1 instructions",
    url: "https://tax.illinois.gov/forms/sales/salesandusetax/st-1-instructions.html",
  },
  "IL-941": IL_WITHHOLDING,
  "IL-501": IL_WITHHOLDING,
  "IL-1120-V": {
    label: "Illinois Department of Revenue: business income tax estimated payments",
    url: "https://tax.illinois.gov/businesses/business-income-tax-estimated-payments.html",
  },
  "IL-1065-V": IL_PTE,
  "IL-1120-ST-V": IL_PTE,
  "UI-3/40": {
    label: "Illinois Department of Employment Security: quarterly filing requirements",
    url: "https://ides.illinois.gov/employer-resources/taxes-reporting/quarterly-filing-requirements.html",
  },
  // IDES's monthly wage report has no form number; the rule names it by what it is.
  "monthly wage report": {
    label: "Illinois Department of Employment Security: monthly wage reporting",
    url: "https://ides.illinois.gov/employer-resources/taxes-reporting/monthly-wages.html",
  },
  "UI-HA": {
    label: "Illinois Department of Employment Security: household workers",
    url: "https://ides.illinois.gov/employer-resources/taxes-reporting/household-workers.html",
  },
};

/** Pages that cover many forms at once: a rule may cite one only when none of its forms has a page of its own. */
export const GENERIC_PAGES: readonly string[] = [
  "https://www.irs.gov/publications/p509",
  "https://www.irs.gov/forms-instructions",
  "https://www.irs.gov/",
  "https://tax.illinois.gov/forms/sales/salesandusetax.html",
  "https://tax.illinois.gov/forms.html",
  "https://tax.illinois.gov/",
];

const normalized = (url: string) => url.trim().replace(/\/+$/, "").toLowerCase();

/** True when `url` is one of the generic pages (a trailing slash or letter case aside). */
export const isGenericPage = (url: string): boolean =>
  GENERIC_PAGES.some((page) => normalized(page) === normalized(url));

/** A rule that cites a generic page although one of its forms has its own: the form and that page. */
export interface GenericSourceProblem {
  key: string;
  form: string;
  page: TaxDeadlineSource;
}

/** The rules whose source is a generic page while a form they name has its own page in FORM_PAGES. */
export function rulesCitingGenericPages(
  rules: readonly Pick<TaxDeadlineRule, "key" | "forms" | "source">[],
): GenericSourceProblem[] {
  return rules.flatMap((rule) => {
    if (!rule.source?.url || !isGenericPage(rule.source.url)) return [];
    const form = (rule.forms ?? []).find((name) => FORM_PAGES[name]);
    return form ? [{ key: rule.key, form, page: FORM_PAGES[form] }] : [];
  });
}
