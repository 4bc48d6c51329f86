import type { ReactNode } from "react";
import { useText } from "../../hooks/use-text";

interface NewTabLinkProps {
  href: string;
  children: ReactNode;
  /** Announced before "opens in a new tab", e.g. "PDF". */
  fileType?: string;
  className?: string;
  /** Tooltip, for a link shown as an icon only. */
  title?: string;
}

/** A link to a file or another site that opens in a new tab and says so to screen-reader users. */
export function NewTabLink({ href, children, fileType, className, title }: NewTabLinkProps) {
  const t = useText();
  return (
    <a href={href} className={className} title={title} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden">
        {" "}
        {fileType ? t("common.opensFileInNewTab", { fileType }) : t("common.opensInNewTab")}
      </span>
    </a>
  );
}
