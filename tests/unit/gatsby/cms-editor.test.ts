/**
 * @jest-environment node
 *
 * An invalid entry is refused in the editor with a sentence a staff member understands, and never
 * written. The checks of gatsby/cms-editor.ts as plain functions, then as the editor runs them: the widgets that
 * public/admin/cms-setup.js registers (gatsby/cms-setup.ts), given the props Decap gives a control.
 */
import fs from "node:fs";
import path from "node:path";
import vm from "node:vm";
import { cmsConfig } from "../../../gatsby/cms-config";
import {
  dateProblem,
  fileNameOf,
  identityProblem,
  isCalendarDate,
  quietRefusedSaves,
  relationProblem,
  slugPart,
  yearsAccepted,
  type EntryHit,
  type IdentityRule,
} from "../../../gatsby/cms-editor";
import { cmsSetupScript, editorSetup } from "../../../gatsby/cms-setup";
import { repoRoot } from "../../helpers/data";

const dataDir = path.join(repoRoot, "data");
const config = cmsConfig({ siteUrl: "https://www.example.com", dataDir, env: {} });
const setup = editorSetup(config);

/** The saved entries of a collection as Decap's search returns them: file name and English data. */
function entriesOf(collection: string): EntryHit[] {
  const folder = path.join(dataDir, collection, "en");
  return fs
    .readdirSync(folder)
    .filter((file) => file.endsWith(".json"))
    .map((file) => ({
      slug: file.replace(/\.json$/, ""),
      data: JSON.parse(fs.readFileSync(path.join(folder, file), "utf8")) as Record<string, unknown>,
    }));
}
const ruleOf = (collection: string) => setup.identities.find((rule) => rule.collection === collection) as IdentityRule;

describe("file names as Decap makes them", () => {
  it("lower-cases, drops apostrophes and accents and joins the rest with single hyphens", () => {
    expect(slugPart("M&A Strategy")).toBe("m-a-strategy");
    expect(slugPart("/services/accounting-services/payroll")).toBe("services-accounting-services-payroll");
    expect(slugPart("Café's 2.0 plan")).toBe("cafes-2-0-plan");
    expect(fileNameOf("{{fields.group}}-{{fields.order}}", { group: "awards", order: 2 })).toBe("awards-2");
  });
});

describe("identifiers (identityProblem)", () => {
  const careers = ruleOf("careers");
  const words = setup.words.careers;
  const saved = entriesOf("careers");

  it("refuses a new job posting whose slug another already uses, naming the slug and asking for another", () => {
    expect(identityProblem(careers, words, { slug: "audit-associate" }, saved, { slug: "", isNew: true })).toBe(
      "Another job posting already uses the short address “audit-associate”. Choose another.",
    );
  });

  it("refuses the same in an existing entry, and accepts an entry's own identifier", () => {
    const other = saved.find((entry) => entry.slug !== "audit-associate")?.slug ?? "";
    expect(identityProblem(careers, words, { slug: "audit-associate" }, saved, { slug: other, isNew: false })).toMatch(
      /^Another job posting already uses/,
    );
    expect(
      identityProblem(careers, words, { slug: "audit-associate" }, saved, { slug: "audit-associate", isNew: false }),
    ).toBeUndefined();
    expect(identityProblem(careers, words, { slug: "tax-intern" }, saved, { slug: "", isNew: true })).toBeUndefined();
  });

  it("refuses a new identifier Decap would save under another name (lower-cased), suggesting one", () => {
    expect(identityProblem(careers, words, { slug: "Audit Manager" }, saved, { slug: "", isNew: true })).toBe(
      "Write the short address in lower-case letters, digits and hyphens only, for example “audit-manager”.",
    );
    // An existing entry keeps the name it has (data/services/en/CFO.json).
    const services = entriesOf("services");
    expect(
      identityProblem(ruleOf("services"), setup.words.services, { slug: "CFO" }, services, {
        slug: "CFO",
        isNew: false,
      }),
    ).toBeUndefined();
  });

  it("accepts a path as a page's identifier, and refuses one whose file another page already has", () => {
    const pages = entriesOf("pages");
    const rule = ruleOf("pages");
    expect(
      identityProblem(rule, setup.words.pages, { slug: "/team" }, pages, { slug: "", isNew: true }),
    ).toBeUndefined();
    expect(identityProblem(rule, setup.words.pages, { slug: "/about/" }, pages, { slug: "", isNew: true })).toBe(
      "Another page is already saved as “about”. Choose another page address.",
    );
    expect(identityProblem(rule, setup.words.pages, { slug: "/About Us" }, pages, { slug: "", isNew: true })).toBe(
      "Write the page address in lower-case letters, digits and hyphens, with “/” between its parts, for example “/about-us”.",
    );
  });

  it("identifies a carousel item by its group and order together", () => {
    const rule = ruleOf("carousel-items");
    expect(rule.fields).toEqual(["group", "order"]);
    const items = entriesOf("carousel-items");
    expect(
      identityProblem(rule, setup.words["carousel-items"], { group: "awards", order: 2 }, items, {
        slug: "",
        isNew: true,
      }),
    ).toBe(
      "Another carousel item already uses the group “awards” and the place in the list “2”. Choose another place in the list.",
    );
    expect(
      identityProblem(rule, setup.words["carousel-items"], { group: "awards", order: 99 }, items, {
        slug: "",
        isNew: true,
      }),
    ).toBeUndefined();
  });

  it("leaves an empty identifier to Decap's required check", () => {
    expect(identityProblem(careers, words, { slug: "" }, saved, { slug: "", isNew: true })).toBeUndefined();
  });
});

describe("dates and relations", () => {
  it("accepts only days of the calendar written YYYY-MM-DD", () => {
    expect(isCalendarDate("2026-04-15")).toBe(true);
    expect(isCalendarDate("2028-02-29")).toBe(true);
    for (const value of ["2026-02-30", "2026-13-01", "2026-4-15", "04/15/2026", "2026-04-15T00:00"]) {
      expect([value, isCalendarDate(value)]).toEqual([value, false]);
    }
    expect(dateProblem("2026-02-30")).toBe(
      "“2026-02-30” is not a date. Choose one in the calendar (it is saved as YYYY-MM-DD, for example 2026-04-15).",
    );
    expect(dateProblem("")).toBeUndefined();
  });

  it("refuses a year outside the field's range, counted from today's year, naming the field and the years", () => {
    const today = new Date(2026, 10, 28);
    const posting = { yearsBack: 3, yearsAhead: 1 };
    expect(yearsAccepted(posting, today)).toEqual([2023, 2027]);
    // What Decap's own date widget saved for 11 28 2026 typed digit by digit.
    expect(dateProblem("1906-11-28", posting, "Date posted", today)).toBe(
      "Date posted: the year 1906 cannot be right here. Choose a day from 2023 to 2027: type it as the box shows it " +
        "(month, day, year) or pick it in the calendar.",
    );
    // A year still being typed, as the date box holds it.
    expect(dateProblem("0202-11-28", posting, "Date posted", today)).toMatch(/^Date posted: the year 202 /);
    expect(dateProblem("2028-01-01", posting, "Date posted", today)).toMatch(/the year 2028/);
    for (const value of ["2023-01-01", "2026-11-28", "2027-12-31"]) {
      expect([value, dateProblem(value, posting, "Date posted", today)]).toEqual([value, undefined]);
    }
  });

  it("names the values no entry of the linked collection has", () => {
    const known = new Set(["accounting", "taxes"]);
    expect(relationProblem(["accounting"], known, setup.words["service-categories"], "key")).toBeUndefined();
    expect(relationProblem(["tax-law"], known, setup.words["service-categories"], "key")).toBe(
      "No service category has the internal name “tax-law”. Choose from the list.",
    );
  });
});

describe("the console on a refused save", () => {
  it("marks handled only Decap's reasonless rejection of an invalid entry, and leaves every other rejection alone", () => {
    let listener: ((event: { reason: unknown; preventDefault(): void }) => void) | undefined;
    quietRefusedSaves({ addEventListener: (_type, handler) => (listener = handler) });
    const handled = (reason: unknown) => {
      let prevented = false;
      listener?.({ reason, preventDefault: () => (prevented = true) });
      return prevented;
    };
    expect(handled(undefined)).toBe(true);
    expect(handled(new Error("network"))).toBe(false);
    expect(handled({ type: "ENTRY_PERSIST_FAILURE" })).toBe(false);
  });
});

// ---------- The widgets, as the editor's script registers them ----------

interface WidgetSpec {
  isValid(this: object): unknown;
  componentDidMount(this: object): void;
}
/** The date widget's control, and the input element it renders (the stand-in `h` returns the props it is given). */
interface DateSpec {
  isValid(this: object): unknown;
  render(this: object): unknown;
}
interface InputElement {
  type: string;
  id: string;
  value: string;
  min?: string;
  max?: string;
  onChange(event: { target: { value: string } }): void;
}

/** The widgets the script registers over Decap's, by name (the stand-in createClass returns what it is given). */
function registeredWidgets(): Map<string, WidgetSpec> {
  const widgets = new Map<string, WidgetSpec>();
  const CMS = {
    registerCustomFormat: () => undefined,
    getWidget: (name: string) => ({ control: `Decap's ${name}`, preview: null, schema: {} }),
    registerWidget: (name: string, control: WidgetSpec) => widgets.set(name, control),
  };
  vm.runInNewContext(cmsSetupScript(config, repoRoot), {
    window: {
      addEventListener: () => undefined,
      CMS,
      h: (type: unknown, props: Record<string, unknown>) => ({ ...props, element: type }),
      createClass: (spec: object) => spec,
    },
  });
  return widgets;
}

/** Decap's Immutable maps, as the checks read them. */
const map = (values: Record<string, unknown>) => ({ get: (key: string) => values[key] });
const list = (values: unknown[]) => ({ toArray: () => values });

/** A control's `this`: its props, as Decap passes them, and a wrapped control that finds nothing wrong itself. */
function control(props: Record<string, unknown>, hits: EntryHit[]) {
  const queries: unknown[][] = [];
  const query = (...args: unknown[]) => {
    queries.push(args);
    return Promise.resolve({ payload: { hits } });
  };
  return { self: { props: { forID: "field-1", parentIds: [], locale: "en", query, ...props }, inner: null }, queries };
}

describe("the widgets of cms-setup.js", () => {
  const widgets = registeredWidgets();

  it("wraps Decap's string, text, number, relation, list and object widgets under their own names, and adds a date widget", () => {
    expect([...widgets.keys()].sort()).toEqual(["date", "list", "number", "object", "relation", "string", "text"]);
  });

  it("refuses a new job posting with a taken slug once the entries have loaded, and says 'checking' before", async () => {
    const string = widgets.get("string") as WidgetSpec;
    const entry = map({ slug: "", newRecord: true, data: map({ slug: "audit-associate" }) });
    const { self, queries } = control(
      {
        value: "audit-associate",
        field: map({ name: "slug", label: "Slug" }),
        collection: map({ name: "careers" }),
        entry,
        getEntry: () => entry,
      },
      entriesOf("careers"),
    );
    const pending = string.isValid.call(self);
    expect(pending).toBeInstanceOf(Object);
    await expect(pending as Promise<unknown>).rejects.toBe(
      "Another job posting already uses the short address “audit-associate”. Choose another",
    );
    expect(string.isValid.call(self)).toEqual({
      error: {
        type: "CUSTOM",
        message: "Another job posting already uses the short address “audit-associate”. Choose another.",
      },
    });
    expect(queries).toEqual([["field-1-check", "careers", ["slug"], ""]]);
  });

  it("checks only the top-level identifier of the default language", () => {
    const string = widgets.get("string") as WidgetSpec;
    const base = { value: "audit-associate", collection: map({ name: "careers" }), entry: map({ data: map({}) }) };
    for (const props of [
      { ...base, field: map({ name: "title" }) },
      { ...base, field: map({ name: "slug" }), parentIds: ["parent"] },
      { ...base, field: map({ name: "slug" }), locale: "es" },
    ]) {
      const { self, queries } = control(props, entriesOf("careers"));
      expect(string.isValid.call(self)).toEqual({ error: false });
      expect(queries).toEqual([]);
    }
  });

  it("steps aside when Decap's search fails, instead of refusing every save", async () => {
    const relation = widgets.get("relation") as WidgetSpec;
    const field = map({ name: "author", collection: "team", value_field: "key", search_fields: list(["name"]) });
    const failing = {
      props: {
        forID: "field-2",
        parentIds: [],
        locale: "en",
        value: "nobody",
        field,
        query: () => Promise.resolve({ type: "QUERY_FAILURE", payload: { error: new Error("offline") } }),
      },
      inner: null,
    };
    await expect(relation.isValid.call(failing) as Promise<unknown>).resolves.toBeUndefined();
    expect(relation.isValid.call(failing)).toEqual({ error: false });
  });

  it("stores the date box's value as it is, and refuses at save a malformed date or a year out of the field's range", () => {
    const date = widgets.get("date") as unknown as DateSpec;
    const year = new Date().getFullYear();
    const field = map({ name: "datePosted", label: "Date posted", years_back: 3, years_ahead: 1 });
    const changes: unknown[] = [];
    const props = { forID: "date-1", field, onChange: (value: unknown) => changes.push(value) };
    // A year typed digit by digit: each value the box reports is handed on unchanged, never reparsed.
    const input = date.render.call({ props: { ...props, value: `${year}-11-28` } }) as InputElement;
    expect(input).toMatchObject({ type: "date", id: "date-1", value: `${year}-11-28` });
    expect([input.min, input.max]).toEqual([`${year - 3}-01-01`, `${year + 1}-12-31`]);
    for (const typed of ["0002-11-28", "0020-11-28", "0202-11-28", "2026-11-28"])
      input.onChange({ target: { value: typed } });
    expect(changes).toEqual(["0002-11-28", "0020-11-28", "0202-11-28", "2026-11-28"]);

    const isValid = (value: unknown) => date.isValid.call({ props: { ...props, value } });
    expect(isValid(`${year}-11-28`)).toEqual({ error: false });
    expect(isValid("")).toEqual({ error: false });
    expect(isValid("1906-11-28")).toEqual({
      error: {
        type: "CUSTOM",
        message: `Date posted: the year 1906 cannot be right here. Choose a day from ${year - 3} to ${year + 1}: type it as the box shows it (month, day, year) or pick it in the calendar.`,
      },
    });
    expect(isValid(`${year}-11-31`)).toEqual({
      error: {
        type: "CUSTOM",
        message: `“${year}-11-31” is not a date. Choose one in the calendar (it is saved as YYYY-MM-DD, for example 2026-04-15).`,
      },
    });
  });

  it("refuses a link to a record that does not exist, single or multiple", async () => {
    const relation = widgets.get("relation") as WidgetSpec;
    const field = map({
      name: "topics",
      collection: "services",
      value_field: "slug",
      search_fields: list(["navLabel", "slug"]),
      multiple: true,
    });
    const { self } = control({ value: list(["payroll", "astrology"]), field }, entriesOf("services"));
    relation.componentDidMount.call(self);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(relation.isValid.call(self)).toEqual({
      error: { type: "CUSTOM", message: "No service page has the short address “astrology”. Choose from the list." },
    });
    const valid = control({ value: list(["payroll"]), field }, entriesOf("services")).self;
    relation.componentDidMount.call(valid);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(relation.isValid.call(valid)).toEqual({ error: false });
  });
});
