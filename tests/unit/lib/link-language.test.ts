/**
 * Which links lead to a page in English (src/lib/link-language.ts, data/interface/link-languages.json): the rule,
 * and the site's own data agreeing with it.
 */
import linkLanguages from "../../../data/interface/link-languages.json";
import { collectionIn } from "../../../gatsby/translations";
import { isEnglishPage } from "../../../src/lib/link-language";
import { collection } from "../../helpers/data";

interface Firm {
  clientPortalUrl: string;
  reviewsUrl: string;
  mapEmbedUrl: string;
  socialProfiles: { network: string; url: string }[];
}

/** Checks each address, naming it when it fails: whether it leads to a page in English. */
function expectEnglishPage(hrefs: string[], english: boolean) {
  for (const href of hrefs) {
    expect([href, isEnglishPage(href)]).toEqual([href, english]);
  }
}

describe("isEnglishPage", () => {
  it("is true for pages of other sites", () => {
    expectEnglishPage(
      [
        "https://www.irs.gov/publications/p509",
        "https://www.irs.gov/forms-pubs/about-form-w-4",
        "https://www.uscis.gov/i-9",
        "https://tax.illinois.gov/research/taxrates/income.html",
        "http://www.ides.illinois.gov/sitePages/Frequently_Asked_Questions.aspx",
        "//www.ssa.gov/OACT/COLA/cbb.html",
        "https://www.naperville-food-pantry.example",
      ],
      true,
    );
  });

  it("is false for the IRS's Spanish pages and the Spanish forms, whatever the case of the host", () => {
    expectEnglishPage(
      [
        "https://www.irs.gov/es/taxtopics/tc753",
        "https://www.irs.gov/es/individuals/tax-withholding-estimator",
        "https://irs.gov/es/taxtopics/tc757",
        "https://WWW.IRS.GOV/es/filing",
        "http://www.irs.gov/es/",
        "https://www.irs.gov/es",
        "https://www.irs.gov/pub/irs-pdf/fw4sp.pdf",
        "https://es.taxpayeradvocate.irs.gov/",
      ],
      false,
    );
  });

  it("does not take a page whose path only begins like a Spanish prefix for Spanish", () => {
    expect(isEnglishPage("https://www.irs.gov/estimated-taxes")).toBe(true);
    expect(isEnglishPage("https://www.irs.gov/pub/irs-pdf/fw4.pdf")).toBe(true);
  });

  it("is false for routes and files of the site, anchors, and phone, email and calendar links", () => {
    expectEnglishPage(
      [
        "/about",
        "/fw4.pdf",
        "/es/insights/estimated-tax-safe-harbors-2026",
        "#sources-heading",
        "tel:+16305550147",
        "mailto:hello@riverwalkcpa.example",
        "webcal://www.example.com/es/calendar/federal.ics",
        "",
      ],
      false,
    );
  });

  it("reads the lists it is given", () => {
    const lists = { spanishPages: ["https://www.uscis.gov/es/"], languageNeutral: ["https://maps.example/"] };
    expect(isEnglishPage("https://www.uscis.gov/es/i-9", lists)).toBe(false);
    expect(isEnglishPage("https://maps.example/place", lists)).toBe(false);
    expect(isEnglishPage("https://www.irs.gov/es/", lists)).toBe(true);
  });
});

describe("data/interface/link-languages.json", () => {
  it("lists address prefixes: web addresses in full, other links by their scheme", () => {
    for (const prefix of [...linkLanguages.spanishPages, ...linkLanguages.languageNeutral]) {
      expect(prefix).toMatch(/^(https:\/\/[a-z0-9.-]+\/\S*|[a-z]+:)$/);
    }
  });

  it("makes the firm's own portal, social profiles, reviews and map language-neutral", () => {
    const firm = collection<Firm>("firm");
    expectEnglishPage(
      [firm.clientPortalUrl, firm.reviewsUrl, firm.mapEmbedUrl, ...firm.socialProfiles.map((profile) => profile.url)],
      false,
    );
  });

  it("agrees with the official forms: the Spanish W-4 record links Form W-4(SP), the I-9 is in English", () => {
    const forms = collectionIn("new-employee-forms", "es") as { key: string; officialUrl: string }[];
    expect(isEnglishPage(forms.find((form) => form.key === "w4")?.officialUrl ?? "")).toBe(false);
    expect(isEnglishPage(forms.find((form) => form.key === "i9")?.officialUrl ?? "")).toBe(true);
  });
});
