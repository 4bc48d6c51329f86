import type { ComponentPropsWithoutRef } from "react";
import { LinkLanguageMarker } from "./link-language-marker";
import { useLocale } from "../../hooks/use-locale";
import { spanishTwinOf } from "../../lib/link-language";
import { DEFAULT_LOCALE } from "../../lib/locale";

/**
 * A plain link to another site, in the current tab. On Spanish pages a link to a page in English says so after its
 * text, "(en inglés)" (src/lib/link-language.ts). Links that open a new tab use NewTabLink, which does the same.
 */
export function ExternalLink({ href, children, ...props }: ComponentPropsWithoutRef<"a"> & { href: string }) {
  // A page the agency also publishes in Spanish: Spanish pages link that edition (link-languages.json).
  const address = useLocale() === DEFAULT_LOCALE ? href : spanishTwinOf(href);
  return (
    <a href={address} {...props}>
      {children}
      <LinkLanguageMarker href={address} />
    </a>
  );
}
