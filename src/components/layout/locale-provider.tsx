import type { ReactElement, ReactNode } from "react";
import { LocaleContext, type PageLocale } from "../../hooks/use-locale";
import type { Dictionary } from "../../lib/interface-text";

/** What gatsby/locale-pages.ts puts in every page's context. */
interface LocalePageContext {
  locale?: string;
  dictionary?: Dictionary;
}

function pageLocaleOf(pageContext: LocalePageContext | undefined): PageLocale {
  return pageContext?.locale === "es" ? { locale: "es", dictionary: pageContext.dictionary } : { locale: "en" };
}

/** Gives the page's components its edition and interface dictionary (`useLocale()`, `useText()`). */
export function LocaleProvider({ pageContext, children }: { pageContext?: LocalePageContext; children: ReactNode }) {
  return <LocaleContext.Provider value={pageLocaleOf(pageContext)}>{children}</LocaleContext.Provider>;
}

/** gatsby-browser's and gatsby-ssr's `wrapPageElement`: the page in its edition. */
export function wrapPageElement({ element, props }: { element: ReactElement; props: { pageContext?: object } }) {
  return <LocaleProvider pageContext={props.pageContext as LocalePageContext}>{element}</LocaleProvider>;
}

/**
 * gatsby-browser's and gatsby-ssr's `wrapRootElement`. Gatsby renders a page's `Head` apart from the page, wrapped
 * in `wrapRootElement` only: the Head element carries the page context in its props, so it gets its edition here.
 * The site's root element has no page context and is returned as it is.
 */
export function wrapRootElement({ element }: { element: ReactElement<{ pageContext?: object }> }) {
  const pageContext = element.props?.pageContext;
  if (!pageContext) return element;
  return <LocaleProvider pageContext={pageContext as LocalePageContext}>{element}</LocaleProvider>;
}
