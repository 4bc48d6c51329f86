/**
 * Every page in every edition (docs/translating.md, src/lib/locale.ts): each page of the default edition (English)
 * is created with its `context.locale` and gets a twin under each other edition's prefix (Spanish under /es) with
 * that edition's `context.locale`. Each page carries its own edition's interface dictionary (`context.dictionary`, in
 * its page data), only the groups its code names (gatsby/dictionary-groups.ts): no dictionary is bundled into the
 * site's JavaScript, and no page loads another language's words or another page's. Page queries read `$locale` from the context (it has no default); the `@translatable` fields resolve
 * by it. Insights pages are made per edition from each edition's articles (gatsby/insights-pages.ts, pageInLocale).
 */
import type { GatsbyNode, Page } from "gatsby";
import { DEFAULT_LOCALE, isLocale, localeSet, SITE_LOCALES, type LocaleSettings } from "../src/lib/locale";
import { dictionaries, readDictionary } from "./dictionaries";
import { dictionaryFor } from "./dictionary-groups";

type CreatePageArgs = Parameters<NonNullable<GatsbyNode["onCreatePage"]>>[0];
type CreatePage = CreatePageArgs["actions"]["createPage"];

interface PageInput {
  path: string;
  component: string;
  context?: Record<string, unknown>;
}

/**
 * The page's interface dictionary: of data/interface/<locale>.json, as gatsby/dictionaries.ts read it for the build,
 * the groups the page's code names (gatsby/dictionary-groups.ts).
 */
function dictionaryOf(locale: string, component: string): Record<string, unknown> {
  return { dictionary: dictionaryFor(isLocale(locale) ? dictionaries[locale] : readDictionary(locale), component) };
}

/**
 * The page specs of every edition for a list of editions (the site's by default; tests pass a made-up one):
 * `inLocale` gives a page in one edition, `everyEdition` the page and its twins. The 404 page of an edition with a
 * prefix is also written as <prefix>/404.html (which static hosts serve for unknown paths under the prefix, see
 * `_redirects`), and matches every path under the prefix in the browser, so that Gatsby's client renders that
 * edition's 404 page there rather than the default one it loads for unknown paths.
 */
export function editionPages(
  settings: readonly LocaleSettings[] = SITE_LOCALES,
  dictionary: (locale: string, component: string) => Record<string, unknown> = dictionaryOf,
) {
  const set = localeSet(settings);
  const inLocale = <P extends PageInput>(page: P, locale: string): P => ({
    ...page,
    path: set.localizedPath(page.path, locale),
    context: { ...page.context, locale, ...dictionary(locale, page.component) },
  });
  const twins = <P extends PageInput>(page: P, locale: string): (P & { matchPath?: string })[] => {
    const twin = inLocale(page, locale);
    if (page.path !== "/404") return [twin];
    return [
      { ...twin, matchPath: `${set.settingsOf(locale).prefix}/*` },
      { ...twin, path: `${twin.path}.html` },
    ];
  };
  return {
    inLocale,
    everyEdition: <P extends PageInput>(page: P): (P & { matchPath?: string })[] => [
      inLocale(page, set.defaultLocale),
      ...set.translations.flatMap((locale) => twins(page, locale)),
    ],
  };
}

const site = editionPages();

/** The page in `locale`'s edition: its path under the edition's prefix, its context with the locale and dictionary. */
export const pageInLocale: <P extends PageInput>(page: P, locale: string) => P = site.inLocale;

/** Creates a page in every edition. */
export function createPageInEveryEdition(createPage: CreatePage, page: PageInput): void {
  site.everyEdition(page).forEach((edition) => createPage(edition));
}

/**
 * onCreatePage: a page from src/pages is re-created with its locale, with its twins. Gatsby's copies of the
 * 404 page (/404.html, made from /404 before it had a locale) are pages of the default edition; pages
 * that already have a locale and the development 404 are left alone.
 */
export function localizeCreatedPage({ page, actions }: CreatePageArgs): void {
  if ((page.context as { locale?: string } | undefined)?.locale) return;
  if (page.path.startsWith("/dev-404-page")) return;
  actions.deletePage(page as Page);
  if (/^\/(404|500)\.html$/.test(page.path)) {
    actions.createPage(pageInLocale(page as PageInput, DEFAULT_LOCALE));
    return;
  }
  createPageInEveryEdition(actions.createPage, {
    path: page.path,
    component: page.component,
    context: page.context as Record<string, unknown>,
  });
}
