/**
 * The editor's hints are for staff: the schema's descriptions also document GraphiQL for developers, and what only
 * developers need is left out of the hints by the rules of `forStaff` (gatsby/cms-config.ts).
 */
import path from "node:path";
import { cmsConfig, forStaff, namesCode, schemaModel, type CmsField } from "../../../gatsby/cms-config";
import { repoRoot } from "../../helpers/data";

const model = schemaModel(`
  "A page"
  type ServicePage { "The page" slug: String! }
  enum TaxHolidayCalendar { federal }
`);
const staff = (description: string) => forStaff(description, model);

describe("a description as staff read it (forStaff)", () => {
  it("leaves out the developer-only tail after 'For developers:', keeping the description's own full stops", () => {
    expect(
      staff(
        "Required: the official page the rule comes from. For developers: nullable in GraphQL only so gatsby/validate-content.ts can fail the build",
      ),
    ).toBe("Required: the official page the rule comes from");
    expect(staff("The team member who wrote it. For developers: a key of data/team/.")).toBe(
      "The team member who wrote it.",
    );
  });

  it("leaves out a parenthesised remark that names code, and keeps the others", () => {
    expect(staff("The category the page belongs to (its key in data/service-categories/)")).toBe(
      "The category the page belongs to",
    );
    expect(staff("A built-in menu (the Services menu is built from ServicePage), in order")).toBe(
      "A built-in menu, in order",
    );
    expect(staff("Date the posting was published (JobPosting datePosted)")).toBe("Date the posting was published");
    expect(staff("An address (gatsby/translations.ts, LOCALIZED_LINK_FIELDS); optional")).toBe("An address; optional");
    expect(staff("Client's portrait (decorative: the name is beside it)")).toBe(
      "Client's portrait (decorative: the name is beside it)",
    );
    expect(staff("Illinois only (86 Ill. Adm. Code 100.6000(b); DC Emancipation Day)")).toBe(
      "Illinois only (86 Ill. Adm. Code 100.6000(b); DC Emancipation Day)",
    );
    expect(staff("Takes both (illinois_and_federal)")).toBe("Takes both");
  });

  it("takes placeholders, Markdown code, proper names and e.g. for what staff read, not for code", () => {
    expect(staff("Heading (e.g. {taxYear} or `quarterMonthly`)")).toBe("Heading (e.g. {taxYear} or `quarterMonthly`)");
    expect(staff("County (e.g. DuPage); network (e.g. LinkedIn)")).toBe(
      "County (e.g. DuPage); network (e.g. LinkedIn)",
    );
    expect(staff("Hero image, e.g. ../../images/insights/x.jpg")).toBe("Hero image, e.g. ../../images/insights/x.jpg");
    expect(["Banner", "A page", "Form W-4", "IR-2025-05", "irs.gov"].filter((text) => namesCode(text, model))).toEqual(
      [],
    );
    expect(
      [
        "data/team/",
        "ServicePage",
        "ServicePage.slug",
        "datePosted",
        "TaxHolidayCalendar",
        "@link",
        "GraphQL",
        "a.ts",
      ].filter((text) => !namesCode(text, model)),
    ).toEqual([]);
  });
});

describe("the editor's hints", () => {
  const config = cmsConfig({ siteUrl: "https://www.example.com", dataDir: path.join(repoRoot, "data"), env: {} });

  it("name no code: a path, a type, a field name or GraphQL", () => {
    const found: string[] = [];
    const walk = (at: string, fields: CmsField[]) =>
      fields.forEach((field) => {
        const where = `${at}.${field.name}`;
        if (field.hint && namesCode(field.hint.replace(/&lt;/g, "<"))) found.push(`${where}: ${field.hint}`);
        if (field.fields) walk(where, field.fields);
        if (field.field) walk(where, [field.field]);
      });
    config.collections.forEach((collection) => {
      if (namesCode(collection.description)) found.push(`${collection.name}: ${collection.description}`);
      if ("files" in collection)
        collection.files.forEach((file) => walk(`${collection.name}/${file.name}`, file.fields));
      else walk(collection.name, collection.fields);
    });
    expect(found).toEqual([]);
  });

  it("and the labels, choices and collections use the firm's words: no slug, key, route, CTA or meta, no codes", () => {
    const developerWords = /\b(?:slugs?|keys?|routes?|CTA|meta|identifiers?|YYYY-MM-DD)\b/i;
    const found: string[] = [];
    const check = (where: string, text: string | undefined) => {
      if (text && developerWords.test(text)) found.push(`${where}: ${text}`);
    };
    const walk = (at: string, fields: CmsField[]) =>
      fields.forEach((field) => {
        const where = `${at}.${field.name}`;
        if (field.widget !== "hidden") {
          check(where, field.label);
          check(`${where} (hint)`, field.hint);
          check(`${where} (one item)`, field.label_singular);
        }
        (field.options ?? []).forEach((option) => {
          check(`${where} = ${option.value}`, option.label);
          // A choice reads as words; its code (FULL_TIME, illinois_and_federal) stays in the data.
          if (option.label.includes(`(${option.value})`)) found.push(`${where}: ${option.label}`);
        });
        if (field.fields) walk(where, field.fields);
        if (field.field) walk(where, [field.field]);
      });
    config.collections.forEach((collection) => {
      check(collection.name, collection.label);
      check(collection.name, collection.description);
      if ("files" in collection) {
        // The interface dictionary's boxes are named after its keys, which staff see nowhere else.
        if (collection.name !== "interface")
          collection.files.forEach((file) => walk(`${collection.name}/${file.name}`, file.fields));
      } else {
        check(collection.name, collection.label_singular);
        walk(collection.name, collection.fields);
      }
    });
    expect(found).toEqual([]);
  });
});
