import type { ReactElement, ReactNode } from "react";
import { LocaleContext, type PageLocale } from "../../hooks/use-locale";
import type { Dictionary } from "../../lib/interface-text";
import { isLocale, localeOfPath } from "../../lib/locale";

/** What gatsby/locale-pages.ts puts in every page's context. */
interface LocalePageContext {
  locale?: string;
  dictionary?: Dictionary;
}

/**
 * The page's edition and its interface dictionary, both from its page context (gatsby/locale-pages.ts): no
 * dictionary is bundled, so a page without one fails to render rather than show another language's words. The
 * edition falls back to the path's for pages Gatsby copies (/404.html), which still need their dictionary.
 */
export function pageLocaleOf(pageContext: LocalePageContext | undefined, pathname: string): PageLocale {
  const locale = pageContext?.locale ?? localeOfPath(pathname);
  if (isLocale(locale) && pageContext?.dictionary) return { locale, dictionary: pageContext.dictionary };
  throw new Error(`The page ${pathname} (locale "${String(locale)}") has no interface dictionary in its context.`);
}

/** Gives the page's components its edition and interface dictionary (`useLocale()`, `useText()`). */
export function LocaleProvider({ pageLocale, children }: { pageLocale: PageLocale; children: ReactNode }) {
  return <LocaleContext.Provider value={pageLocale}>{children}</LocaleContext.Provider>;
}

interface PageElementProps {
  pageContext?: object;
  location?: { pathname?: string };
  path?: string;
}

const pathnameOf = (props: PageElementProps | undefined) => props?.location?.pathname ?? props?.path ?? "/";

/** gatsby-browser's and gatsby-ssr's `wrapPageElement`: the page in its edition. */
export function wrapPageElement({ element, props }: { element: ReactElement; props: PageElementProps }) {
  const pageLocale = pageLocaleOf(props.pageContext as LocalePageContext, pathnameOf(props));
  return <LocaleProvider pageLocale={pageLocale}>{element}</LocaleProvider>;
}

/**
 * gatsby-browser's and gatsby-ssr's `wrapRootElement`. Gatsby renders a page's `Head` apart from the page, wrapped
 * in `wrapRootElement` only: the Head element carries the page context in its props, so it gets its edition here.
 * The site's root element has no page context and is returned as it is.
 */
export function wrapRootElement({ element }: { element: ReactElement<PageElementProps> }) {
  const pageContext = element.props?.pageContext;
  if (!pageContext) return element;
  const pageLocale = pageLocaleOf(pageContext as LocalePageContext, pathnameOf(element.props));
  return <LocaleProvider pageLocale={pageLocale}>{element}</LocaleProvider>;
}
