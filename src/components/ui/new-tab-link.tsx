import type { ReactNode } from "react";
import { useText } from "../../hooks/use-text";
import { useLocalizedPath } from "../../hooks/use-locale";

interface NewTabLinkProps {
  href: string;
  children: ReactNode;
  /** Announced before "opens in a new tab", e.g. "PDF". */
  fileType?: string;
  className?: string;
  /** Tooltip, for a link shown as an icon only. */
  title?: string;
}

/**
 * A link to a file or another site that opens in a new tab and says so to screen-reader users. A file of the site
 * (a PDF) is the page's edition's: /es/tax_organizer.pdf on Spanish pages.
 */
export function NewTabLink({ href, children, fileType, className, title }: NewTabLinkProps) {
  const t = useText();
  const localize = useLocalizedPath();
  return (
    <a href={localize(href)} className={className} title={title} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden">
        {" "}
        {fileType ? t("common.opensFileInNewTab", { fileType }) : t("common.opensInNewTab")}
      </span>
    </a>
  );
}
