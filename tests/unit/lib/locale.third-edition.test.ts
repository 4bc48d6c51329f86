/**
 * Languages are configuration: a made-up third edition (French, under /fr), added in memory to the site's list of
 * editions, gets its page specs, routes, hreflang sets and dictionary checks from the same code the site uses,
 * with no other change. Nothing is added to the site.
 */
import en from "../../../data/interface/en.json";
import { editionPages } from "../../../gatsby/locale-pages";
import { pageSpecs } from "../../../gatsby/page-routes";
import { collectionProblems, interfaceProblems, type Json } from "../../../gatsby/translations";
import { interfaceText, type Dictionary } from "../../../src/lib/interface-text";
import { localeSet, SITE_LOCALES, type LocaleSettings } from "../../../src/lib/locale";
import { collection } from "../../helpers/data";

const french: LocaleSettings = {
  code: "fr",
  prefix: "/fr",
  hreflang: "fr",
  openGraph: "fr_CA",
  intlTag: "fr-CA",
  englishName: "French",
  nativeName: "Français",
};
const editions = [...SITE_LOCALES, french];
const set = localeSet(editions);

/** A French dictionary made from the English one: every string marked as translated, the placeholders kept. */
function frenchDictionary(value: Json): Json {
  if (typeof value === "string") return `[fr] ${value}`;
  if (Array.isArray(value)) return value.map(frenchDictionary);
  if (value && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, frenchDictionary(item)]));
  return value;
}
const fr = { ...(frenchDictionary(en as Json) as Dictionary), dates: { ...en.dates, locale: "fr-CA" } } as Dictionary;

describe("a third edition, from configuration alone", () => {
  it("has routes under its prefix, and the other editions keep theirs", () => {
    expect(set.locales).toEqual(["en", "es", "fr"]);
    expect(set.translations).toEqual(["es", "fr"]);
    expect(set.localizedPath("/about", "fr")).toBe("/fr/about");
    expect(set.localizedPath("/", "fr")).toBe("/fr");
    expect(set.localizedPath("/es/about", "fr")).toBe("/fr/about");
    expect(set.localizedPath("/fr/services/taxes#faq", "es")).toBe("/es/services/taxes#faq");
    expect(set.localizedPath("/fr?q=payroll", "en")).toBe("/?q=payroll");
    expect(set.localeOfPath("/fr/about")).toBe("fr");
    expect(set.localeOfPath("/fr")).toBe("fr");
    expect(set.localeOfPath("/free-quote")).toBe("en");
    expect(set.localeOfPath("/es/about")).toBe("es");
    expect(set.otherLocales("es")).toEqual(["en", "fr"]);
  });

  it("lists every edition in each page's hreflang set, with x-default the English", () => {
    expect(set.alternates("/fr/about")).toEqual([
      { hreflang: "en", path: "/about" },
      { hreflang: "es", path: "/es/about" },
      { hreflang: "fr", path: "/fr/about" },
      { hreflang: "x-default", path: "/about" },
    ]);
  });

  it("creates every page of the catalogue in each edition, with its own locale and dictionary", () => {
    const dictionaries: Record<string, unknown> = { en, fr };
    const pages = editionPages(editions, (locale) => ({ dictionary: dictionaries[locale] ?? { locale } }));
    const categories = collection<{ key: string; path: string; layout: string }[]>("service-categories").map(
      ({ key, path, layout }) => ({ id: key, key, path, layout }),
    );
    const specs = pageSpecs({
      categories,
      services: collection<{ slug: string; category: string }[]>("services").map(({ slug, category }) => {
        const ref = categories.find((entry) => entry.key === category);
        if (!ref) throw new Error(`No category ${category}`);
        return { id: slug, slug, category: ref, [ref.layout]: {} };
      }),
      careers: collection<{ slug: string }[]>("careers").map(({ slug }) => ({ id: slug, slug })),
    });
    const created = specs.flatMap((spec) =>
      pages.everyEdition({ path: spec.path, component: spec.template, context: spec.context }),
    );
    expect(created).toHaveLength(specs.length * 3);
    const frenchPages = created.filter((page) => page.context?.locale === "fr");
    expect(frenchPages.map((page) => page.path)).toEqual(specs.map((spec) => `/fr${spec.path}`));
    expect(frenchPages.every((page) => (page.context as Record<string, unknown>).dictionary === fr)).toBe(true);
    expect(new Set(created.map((page) => page.path)).size).toBe(created.length);

    expect(pages.everyEdition({ path: "/404", component: "404" }).map((page) => [page.path, page.matchPath])).toEqual([
      ["/404", undefined],
      ["/es/404", "/es/*"],
      ["/es/404.html", undefined],
      ["/fr/404", "/fr/*"],
      ["/fr/404.html", undefined],
    ]);
  });

  it("checks the edition's dictionary and records, naming its file and language", () => {
    expect(interfaceProblems(en as Json, fr as Json, french)).toEqual([]);
    const { header, ...withoutHeader } = fr;
    expect(header).toBeDefined();
    expect(interfaceProblems(en as Json, withoutHeader as Json, french)).toContain(
      "data/interface/fr.json: key header.openMenu has no French",
    );
    expect(interfaceProblems(en as Json, { ...fr, dates: { ...fr.dates, locale: "fr-FR" } } as Json, french)).toEqual([
      "data/interface/fr.json: key dates.locale is fr-FR; the edition's tag is fr-CA (src/lib/locale.ts)",
    ]);
    const service = { slug: "payroll", banner: { heading: "Payroll" } };
    expect(collectionProblems("services", [service], [{ slug: "payroll", banner: {} }], french)).toEqual([
      "data/services/fr/payroll.json: record payroll: field banner.heading has no French",
    ]);
  });

  it("chooses plural forms by the edition's own plural rules (Intl.PluralRules)", () => {
    const counted = (dictionary: Dictionary, count: number) =>
      interfaceText(dictionary, "insights.articleCount", { count });
    const withForms = {
      ...fr,
      insights: { ...fr.insights, articleCount: { one: "{count} article", other: "{count} articles" } },
    };
    // French counts zero as singular; English does not.
    expect(counted(withForms, 0)).toBe("0 article");
    expect(counted(en, 0)).toBe("0 articles");
    expect(counted(withForms, 2)).toBe("2 articles");
  });
});
