import type { GatsbySSR } from "gatsby";
import { fontFiles, fontUrl } from "./gatsby/fonts";

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: "en" });
  setHeadComponents(
    fontFiles.map((font) => (
      <link key={font.to} rel="preload" href={fontUrl(font.to)} as="font" type="font/woff2" crossOrigin="anonymous" />
    )),
  );
};
