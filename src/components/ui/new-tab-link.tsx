import type { ReactNode } from "react";
import { useText } from "../../hooks/use-text";
import { useLocale, useLocalizedPath } from "../../hooks/use-locale";
import { spanishTwinOf } from "../../lib/link-language";
import { DEFAULT_LOCALE } from "../../lib/locale";
import { LinkLanguageMarker } from "./link-language-marker";

interface NewTabLinkProps {
  href: string;
  children: ReactNode;
  /** Announced before "opens in a new tab", e.g. "PDF". */
  fileType?: string;
  className?: string;
  /** Tooltip, for a link shown as an icon only. */
  title?: string;
  /** The link's text is visually hidden (a logo): so is its "(en inglés)" marker. */
  textHidden?: boolean;
}

/**
 * A link to a file or another site that opens in a new tab and says so to screen-reader users. A file of the site
 * (a PDF) is the page's edition's: /es/tax_organizer.pdf on Spanish pages. On Spanish pages a link to a page in
 * English says so after its text, "(en inglés)" (src/components/ui/link-language-marker.tsx).
 */
export function NewTabLink({ href, children, fileType, className, title, textHidden }: NewTabLinkProps) {
  const t = useText();
  const localize = useLocalizedPath();
  // A page the agency also publishes in Spanish: Spanish pages link that edition (link-languages.json).
  const address = useLocale() === DEFAULT_LOCALE ? href : spanishTwinOf(href);
  return (
    <a href={localize(address)} className={className} title={title} target="_blank" rel="noopener noreferrer">
      {children}
      <LinkLanguageMarker href={address} hidden={textHidden} />
      <span className="visually-hidden">
        {" "}
        {fileType ? t("common.opensFileInNewTab", { fileType }) : t("common.opensInNewTab")}
      </span>
    </a>
  );
}
