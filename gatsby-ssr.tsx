import type { GatsbySSR } from "gatsby";
import { fontFiles, fontUrl } from "./gatsby/font-files";
import { brandColors } from "./src/lib/brand";
import { localeOfPath } from "./src/lib/locale";

export { wrapPageElement, wrapRootElement } from "./src/components/layout/locale-provider";

/**
 * `<html lang>` of the page's edition: "es" under /es (including the Spanish 404 page), "en" elsewhere. In every
 * page's head: the font preloads and the browser's theme colour, the same on every page, so written here rather than
 * by each page's Head (which would bundle the brand colours into every page's JavaScript).
 */
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ pathname, setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: localeOfPath(pathname) });
  setHeadComponents([
    ...fontFiles.map((font) => (
      <link key={font.to} rel="preload" href={fontUrl(font.to)} as="font" type="font/woff2" crossOrigin="anonymous" />
    )),
    <meta key="theme-color" name="theme-color" content={brandColors.navy} />,
  ]);
};
