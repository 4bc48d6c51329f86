import type { ComponentPropsWithoutRef } from "react";
import { LinkLanguageMarker } from "./link-language-marker";

/**
 * A plain link to another site, in the current tab. On Spanish pages a link to a page in English says so after its
 * text, "(en inglés)" (src/lib/link-language.ts). Links that open a new tab use NewTabLink, which does the same.
 */
export function ExternalLink({ href, children, ...props }: ComponentPropsWithoutRef<"a"> & { href: string }) {
  return (
    <a href={href} {...props}>
      {children}
      <LinkLanguageMarker href={href} />
    </a>
  );
}
