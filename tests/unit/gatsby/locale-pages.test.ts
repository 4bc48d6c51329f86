/** Every page in both editions: the English page and its Spanish twin under /es, each with its page context. */
import en from "../../../data/interface/en.json";
import { createPageInEveryEdition, pageInLocale } from "../../../gatsby/locale-pages";

describe("pages in both editions", () => {
  it("gives each page its locale and that locale's dictionary only", () => {
    const page = { path: "/about", component: "about.tsx", context: { id: "x" } };
    expect(pageInLocale(page, "en")).toEqual({ ...page, context: { id: "x", locale: "en", dictionary: en } });
    const spanish = pageInLocale(page, "es");
    expect(spanish.path).toBe("/es/about");
    expect(spanish.context).toMatchObject({ id: "x", locale: "es", dictionary: { header: { openMenu: "Menú" } } });
  });

  it("creates the 404 page's Spanish twin for every unknown path under /es, and as /es/404.html", () => {
    const created: { path: string; matchPath?: string }[] = [];
    createPageInEveryEdition((page) => created.push(page as { path: string }), { path: "/404", component: "404" });
    expect(created.map(({ path, matchPath }) => [path, matchPath])).toEqual([
      ["/404", undefined],
      ["/es/404", "/es/*"],
      ["/es/404.html", undefined],
    ]);
  });
});
