/**
 * The two editions of every page (docs/translating.md): each English page is created with
 * `context.locale = "en"` and gets a Spanish twin at the same path under /es with `context.locale = "es"`. Each
 * page carries its own edition's interface dictionary (`context.dictionary`, in its page data): no dictionary is
 * bundled into the site's JavaScript, and no page loads another language's words. Page queries read `$locale` from the context (it has no default); the `@translatable` fields resolve
 * by it. Insights pages are made per edition from each edition's articles (gatsby/insights-pages.ts, pageInLocale).
 */
import fs from "node:fs";
import path from "node:path";
import type { GatsbyNode, Page } from "gatsby";
import { localizedPath, type Locale } from "../src/lib/locale";

type CreatePageArgs = Parameters<NonNullable<GatsbyNode["onCreatePage"]>>[0];
type CreatePage = CreatePageArgs["actions"]["createPage"];

interface PageInput {
  path: string;
  component: string;
  context?: Record<string, unknown>;
}

const dictionaries = new Map<Locale, unknown>();
/** The page's interface dictionary, data/interface/<locale>.json, read once per build. */
function dictionaryOf(locale: Locale): Record<string, unknown> {
  if (!dictionaries.has(locale)) {
    dictionaries.set(locale, JSON.parse(fs.readFileSync(path.resolve(`data/interface/${locale}.json`), "utf8")));
  }
  return { dictionary: dictionaries.get(locale) };
}

/** The page in `locale`'s edition: its path under /es for Spanish, its context with the locale and dictionary. */
export function pageInLocale<P extends PageInput>(page: P, locale: Locale): P {
  return {
    ...page,
    path: localizedPath(page.path, locale),
    context: { ...page.context, locale, ...dictionaryOf(locale) },
  };
}

/**
 * The Spanish twin(s) of a page. The 404 page is also written as /es/404.html (which static hosts serve for unknown
 * paths under /es, see `_redirects`), and matches every path under /es in the browser, so that Gatsby's client
 * renders the Spanish 404 page there rather than the English one it loads for unknown paths.
 */
function spanishTwins<P extends PageInput>(page: P): (P & { matchPath?: string })[] {
  const spanish = pageInLocale(page, "es");
  if (page.path !== "/404") return [spanish];
  return [
    { ...spanish, matchPath: "/es/*" },
    { ...spanish, path: `${spanish.path}.html` },
  ];
}

/** Creates a page in both editions. */
export function createPageInBothEditions(createPage: CreatePage, page: PageInput): void {
  createPage(pageInLocale(page, "en"));
  spanishTwins(page).forEach((twin) => createPage(twin));
}

/**
 * onCreatePage: a page from src/pages is re-created with its locale, with its Spanish twin. Gatsby's copies of the
 * 404 page (/404.html, made from /404 before it had a locale) are English pages and get the English locale; pages
 * that already have a locale and the development 404 are left alone.
 */
export function localizeCreatedPage({ page, actions }: CreatePageArgs): void {
  if ((page.context as { locale?: string } | undefined)?.locale) return;
  if (page.path.startsWith("/dev-404-page")) return;
  actions.deletePage(page as Page);
  if (/^\/(404|500)\.html$/.test(page.path)) {
    actions.createPage(pageInLocale(page as PageInput, "en"));
    return;
  }
  createPageInBothEditions(actions.createPage, {
    path: page.path,
    component: page.component,
    context: page.context as Record<string, unknown>,
  });
}
