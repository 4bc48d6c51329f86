import type { GatsbySSR } from "gatsby";
import { brandColors } from "./src/lib/brand";
import { localeOfPath } from "./src/lib/locale";

export { wrapPageElement, wrapRootElement } from "./src/components/layout/locale-provider";

/**
 * `<html lang>` of the page's edition: "es" under /es (including the Spanish 404 page), "en" elsewhere. In every
 * page's head: the browser's theme colour, the same on every page, so written here rather than by each page's Head
 * (which would bundle the brand colours into every page's JavaScript). The web fonts are not preloaded: each is split
 * by `unicode-range` (src/styles/brand-tokens.css, from gatsby/font-files.ts) and the browser fetches only the files
 * the page's text needs, found in the inlined stylesheet, so they do not compete with the banner image.
 */
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ pathname, setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: localeOfPath(pathname) });
  setHeadComponents([<meta key="theme-color" name="theme-color" content={brandColors.navy} />]);
};
