import type { GatsbySSR } from "gatsby";
import { fontFiles, fontUrl } from "./gatsby/font-files";
import { localeOfPath } from "./src/lib/locale";

export { wrapPageElement, wrapRootElement } from "./src/components/layout/locale-provider";

/** `<html lang>` of the page's edition: "es" under /es (including the Spanish 404 page), "en" elsewhere. */
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ pathname, setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: localeOfPath(pathname) });
  setHeadComponents(
    fontFiles.map((font) => (
      <link key={font.to} rel="preload" href={fontUrl(font.to)} as="font" type="font/woff2" crossOrigin="anonymous" />
    )),
  );
};
