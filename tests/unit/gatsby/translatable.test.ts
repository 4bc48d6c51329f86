/**
 * The @translatable field extension (gatsby/translatable.ts): which edition a field is resolved for, and how the
 * Spanish value is picked from the merged overlay of its record.
 */
import type { GraphQLResolveInfo } from "graphql";
import { pickByLocale, requestedLocale, recordsByType, translatableExtension } from "../../../gatsby/translatable";
import { collectionIn } from "../../../gatsby/translations";

type Path = GraphQLResolveInfo["path"];
const path = (...keys: (string | number)[]): Path =>
  keys.reduce<Path | undefined>((prev, key) => ({ prev, key, typename: undefined }), undefined) as Path;

describe("the edition a field is resolved for", () => {
  it("is English without an argument, alias or variable", () => {
    expect(requestedLocale({}, { path: path("siteIdentity", "name"), variableValues: {} })).toBe("en");
    expect(requestedLocale(undefined, undefined)).toBe("en");
  });

  it("follows the query's $locale", () => {
    expect(requestedLocale({}, { path: path("pageContent", "title"), variableValues: { locale: "es" } })).toBe("es");
    expect(requestedLocale({}, { path: path("pageContent", "title"), variableValues: { locale: "en" } })).toBe("en");
  });

  it("lets the field's own argument win over the variable", () => {
    const info = { path: path("pageContent", "title"), variableValues: { locale: "es" } };
    expect(requestedLocale({ locale: "en" }, info)).toBe("en");
    expect(requestedLocale({ locale: "es" }, { path: path("a", "b"), variableValues: {} })).toBe("es");
  });

  it("is Spanish under a root selection aliased es or es + a capital", () => {
    const variableValues = {};
    expect(requestedLocale({}, { path: path("es", "hours", 0, "days"), variableValues })).toBe("es");
    expect(requestedLocale({}, { path: path("esCategories", "nodes", 2, "title"), variableValues })).toBe("es");
    expect(requestedLocale({}, { path: path("estimates", "title"), variableValues })).toBe("en");
  });

  it("treats any other value as English", () => {
    expect(requestedLocale({ locale: "fr" }, undefined)).toBe("en");
  });
});

describe("picking the value by locale", () => {
  const spanish = { key: "x", title: "Impuestos", banner: { heading: "Hola" } };

  it("returns the English value for English", () => {
    expect(pickByLocale("Taxes", spanish, "title", "en")).toBe("Taxes");
  });

  it("returns the Spanish record's value, nested objects merged, for Spanish", () => {
    expect(pickByLocale("Taxes", spanish, "title", "es")).toBe("Impuestos");
    expect(pickByLocale({ heading: "Hello" }, spanish, "banner", "es")).toEqual({ heading: "Hola" });
  });

  it("falls back to the English when the record or field has no Spanish", () => {
    expect(pickByLocale("Taxes", undefined, "title", "es")).toBe("Taxes");
    expect(pickByLocale("Intro", spanish, "intro", "es")).toBe("Intro");
  });
});

describe("the Spanish records of a type", () => {
  it("are keyed by each record's identifier, over every collection of the type", () => {
    const rules = recordsByType("TaxDeadlineRule", "es");
    const federal = collectionIn("tax-deadline-rules", "es") as { key: string }[];
    const illinois = collectionIn("tax-deadline-rules-illinois", "es") as { key: string }[];
    expect(rules.size).toBe(federal.length + illinois.length);
  });

  it("key a single-record collection by an empty identifier", () => {
    const firm = recordsByType("SiteIdentity", "es").get("");
    expect(firm?.name).toBe("Riverwalk CPA Group");
    expect(firm?.tagline).not.toBe("Tax, accounting and advisory for Naperville and the western suburbs");
  });

  it("key group + order records by group#order", () => {
    const read = () => [{ group: "tools", order: 2, imageAlt: "Logotipo" }];
    expect(recordsByType("CarouselItem", "es", read).get("tools#2")?.imageAlt).toBe("Logotipo");
  });
});

describe("the resolver", () => {
  const { resolve } = translatableExtension.extend({}, {});
  const node = { id: "n1", key: "taxes", title: "Taxes", internal: { type: "ServiceCategory" } };
  const context = { nodeModel: { trackInlineObjectsInRootNode: jest.fn() } };
  const info = (variableValues: Record<string, unknown>) =>
    ({ fieldName: "title", path: path("serviceCategory", "title"), variableValues }) as unknown as GraphQLResolveInfo;

  it("resolves English queries to the node's own value", () => {
    expect(resolve(node, {}, context, info({}))).toBe("Taxes");
  });

  it("resolves Spanish queries to the overlay's value and ties its objects to the node", () => {
    const expected = (collectionIn("service-categories", "es") as { key: string; title: string }[]).find(
      (category) => category.key === "taxes",
    )?.title;
    expect(resolve(node, {}, context, info({ locale: "es" }))).toBe(expected);
    expect(expected).not.toBe("Taxes");
    expect(context.nodeModel.trackInlineObjectsInRootNode).toHaveBeenCalledWith(expect.objectContaining({ id: "n1" }));
  });
});

describe("a localized link field", () => {
  const { resolve } = translatableExtension.extend({}, {});
  const context = { nodeModel: { trackInlineObjectsInRootNode: jest.fn() } };
  const w4 = {
    id: "w4-node",
    key: "w4",
    officialUrl: "https://www.irs.gov/forms-pubs/about-form-w-4",
    internal: { type: "NewEmployeeForm" },
  };
  const info = (variableValues: Record<string, unknown>) =>
    ({
      fieldName: "officialUrl",
      path: path("allNewEmployeeForm", "nodes", 0, "officialUrl"),
      variableValues,
    }) as unknown as GraphQLResolveInfo;

  it("resolves NewEmployeeForm.officialUrl to the Spanish form on Spanish pages, Form W-4(SP)", () => {
    expect(resolve(w4, {}, context, info({ locale: "es" }))).toBe("https://www.irs.gov/pub/irs-pdf/fw4sp.pdf");
    expect(resolve(w4, {}, context, info({ locale: "en" }))).toBe(w4.officialUrl);
  });
});
