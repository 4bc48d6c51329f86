/**
 * The rules the schema declares for the editor (`@editor` in gatsby/schema.ts), one set for both sides: the editor
 * refuses a save with `ruleProblem`'s sentence (gatsby/cms-editor.ts, `rulesMessage`), and the build refuses the same
 * content with the same sentence after the file's name and the field's path (`ruleProblems` of
 * gatsby/cms-config.ts, run by gatsby/validate-content.ts). Records are read from data/, never named here.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { cmsConfig, ruleProblems, type CmsField, type CmsFolderCollection } from "../../../gatsby/cms-config";
import { rulesMessage, ruleProblem, translationProblem, type RuleField } from "../../../gatsby/cms-editor";
import { requiredMessage } from "../../../gatsby/validate-content";
import { repoRoot } from "../../helpers/data";

const dataDir = path.join(repoRoot, "data");
const config = cmsConfig({ siteUrl: "https://www.example.com", dataDir, env: {} });
const collection = (name: string) => config.collections.find((c) => c.name === name) as CmsFolderCollection;
const fieldOf = (fields: CmsField[], name: string) => fields.find((f) => f.name === name) as RuleField;

const postponements = collection("tax-postponements");
const postponementFields = postponements.fields as RuleField[];
const [postponementFile] = fs.readdirSync(path.join(dataDir, "tax-postponements", "en"));
const postponement = JSON.parse(
  fs.readFileSync(path.join(dataDir, "tax-postponements", "en", postponementFile), "utf8"),
) as Record<string, unknown>;
const careers = collection("careers");

/** A scratch copy of data/ (images left out) with one file changed, and what the build's rules say of it. */
function buildProblemsWith(file: string, change: (record: Record<string, unknown>) => void): string[] {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "content-rules-"));
  const copy = path.join(root, "data");
  try {
    fs.cpSync(dataDir, copy, { recursive: true, filter: (source) => !source.startsWith(path.join(dataDir, "images")) });
    const full = path.join(copy, file);
    const record = JSON.parse(fs.readFileSync(full, "utf8")) as Record<string, unknown>;
    change(record);
    fs.writeFileSync(full, JSON.stringify(record, null, 2));
    return ruleProblems(cmsConfig({ siteUrl: "https://www.example.com", dataDir: copy, env: {} }), copy);
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
}

describe("the schema's rules in the configuration", () => {
  it("carries each declared rule to the editor's field", () => {
    expect(fieldOf(postponements.fields, "url")).toMatchObject({ https: true });
    expect(fieldOf(postponements.fields, "lastOriginalDate")).toMatchObject({ not_before: "firstOriginalDate" });
    expect(fieldOf(postponements.fields, "newDate")).toMatchObject({ after: "firstOriginalDate" });
    expect(fieldOf(postponements.fields, "areas")).toMatchObject({
      required_when: { field: "scope", value: "regional" },
    });
    const posting = fieldOf(careers.fields, "posting") as unknown as CmsField;
    ["responsibilities", "qualifications", "offer"].forEach((name) =>
      expect(fieldOf(posting.fields ?? [], name)).toMatchObject({ widget: "list", required: true, min: 1 }),
    );
  });

  it("never asks for a switch: a Boolean is not required and starts off", () => {
    const applyOnline = fieldOf(careers.fields, "applyOnline") as unknown as CmsField;
    expect(applyOnline).toMatchObject({ widget: "boolean", required: false, default: false });
    expect(ruleProblem(applyOnline as RuleField, undefined, {}, [])).toBeUndefined();
  });

  it("has no field a posting's short address already says (its page address comes from it)", () => {
    expect(careers.fields.map((f) => f.name)).not.toContain("link");
  });

  it("finds nothing to refuse in data/", () => {
    expect(ruleProblems(config, dataDir)).toEqual([]);
  });
});

describe("ruleProblem: one sentence per broken rule, naming the field", () => {
  const url = fieldOf(postponementFields as CmsField[], "url");
  const areas = fieldOf(postponementFields as CmsField[], "areas");
  const last = fieldOf(postponementFields as CmsField[], "lastOriginalDate");
  const newDate = fieldOf(postponementFields as CmsField[], "newDate");

  it("refuses an address without https://", () => {
    expect(ruleProblem(url, "http://www.irs.gov/newsroom", postponement, postponementFields)).toBe(
      "Web address: write the whole address, starting with https:// (for example https://www.irs.gov/…).",
    );
    expect(ruleProblem(url, "https://www.irs.gov/newsroom", postponement, postponementFields)).toBeUndefined();
  });

  it("refuses regional relief without its areas, naming the choice as staff see it", () => {
    const regional = { ...postponement, scope: "regional" };
    expect(ruleProblem(areas, [], regional, postponementFields)).toBe("Areas is required when Scope is “Regional”.");
    expect(ruleProblem(areas, undefined, regional, postponementFields)).toBe(
      "Areas is required when Scope is “Regional”.",
    );
    expect(ruleProblem(areas, [], { ...postponement, scope: "nationwide" }, postponementFields)).toBeUndefined();
    expect(ruleProblem(areas, [{ state: "Illinois" }], regional, postponementFields)).toBeUndefined();
  });

  it("refuses a last date before the first, and a new date not after the first", () => {
    const record = { ...postponement, firstOriginalDate: "2026-03-10" };
    expect(ruleProblem(last, "2026-03-09", record, postponementFields)).toBe(
      "Last original date (2026-03-09) cannot be before First original date (2026-03-10). Choose that day or a later one.",
    );
    expect(ruleProblem(last, "2026-03-10", record, postponementFields)).toBeUndefined();
    expect(ruleProblem(newDate, "2026-03-10", record, postponementFields)).toBe(
      "New date (2026-03-10) must be after First original date (2026-03-10).",
    );
    expect(ruleProblem(newDate, "2026-03-11", record, postponementFields)).toBeUndefined();
  });

  it("refuses an empty required list with Decap's own sentence, and a list shorter than its minimum", () => {
    const list: RuleField = { name: "offer", label: "Benefits", widget: "list", required: true, min: 2 };
    expect(ruleProblem(list, [], {}, [list])).toBe("Benefits is required.");
    expect(ruleProblem(list, ["Paid time off."], {}, [list])).toBe("Benefits must be at least 2 item(s).");
    expect(ruleProblem(list, ["Paid time off.", "A 401(k) plan."], {}, [list])).toBeUndefined();
  });

  it("names the translation's missing field, unless the Spanish may leave it out", () => {
    const title: RuleField = { name: "title", label: "Title", widget: "string", required: true, i18n: true };
    expect(translationProblem(title, "Audit Associate", undefined, "Spanish")).toBe(
      "Title has no Spanish: write it in the Spanish column too.",
    );
    expect(translationProblem(title, "Audit Associate", "Asociado de auditoría", "Spanish")).toBeUndefined();
    expect(translationProblem({ ...title, spanish_optional: true }, "98%", undefined, "Spanish")).toBeUndefined();
    expect(translationProblem({ ...title, i18n: false }, "x", undefined, "Spanish")).toBeUndefined();
  });
});

describe("the editor and the build say the same", () => {
  /** Decap's Immutable.js values, as far as `rulesMessage` reads them. */
  const immutable = (value: unknown) => ({
    get: (key: string) => (value as Record<string, unknown>)[key],
    toJS: () => value,
  });

  it("the editor refuses the save with the sentence the build prints after the file and the field", () => {
    const scratchFile = path.join("tax-postponements", "en", postponementFile);
    const build = buildProblemsWith(scratchFile, (record) => {
      record.url = "http://www.irs.gov/newsroom";
    });
    expect(build).toEqual([
      `data/${scratchFile} (url): Web address: write the whole address, starting with https:// (for example https://www.irs.gov/…).`,
    ]);
    const editor = rulesMessage(
      {
        value: "http://www.irs.gov/newsroom",
        field: immutable(fieldOf(postponements.fields, "url")),
        collection: immutable({ fields: postponements.fields }),
        entry: immutable({ data: { ...postponement, url: "http://www.irs.gov/newsroom" }, i18n: undefined }),
        parentIds: [],
        locale: "en",
      },
      "en",
    );
    expect(build[0]).toContain(`: ${editor}`);
  });

  it("the editor names a translation's missing field at save, on the English field", () => {
    const job = { title: "Audit Associate" };
    const field = fieldOf(careers.fields, "title");
    const message = rulesMessage(
      {
        value: job.title,
        field: immutable(field),
        collection: immutable({ fields: careers.fields }),
        entry: immutable({ data: job, i18n: { es: { data: {} } } }),
        parentIds: [],
        locale: "en",
      },
      "en",
    );
    expect(message).toBe("Title has no Spanish: write it in the Spanish column too.");
  });

  it("the build names a posting without responsibilities by file and field", () => {
    const [file] = fs.readdirSync(path.join(dataDir, "careers", "en"));
    const problems = buildProblemsWith(path.join("careers", "en", file), (record) => {
      (record.posting as Record<string, unknown>).responsibilities = [];
    });
    expect(problems).toEqual([`data/careers/en/${file} (posting.responsibilities): Responsibilities is required.`]);
  });
});

describe("the build's own refusals, in the editor's words", () => {
  it("says a required value GraphQL found missing as the editor says it, by the field's label", () => {
    expect(requiredMessage("Cannot return null for non-nullable field Industry.title.")).toBe("Title is required.");
    expect(requiredMessage("Cannot return null for non-nullable field Career.slug.")).toBe(
      "Short address is required.",
    );
    expect(requiredMessage('Cannot query field "x" on type "Industry".')).toBeUndefined();
  });
});
