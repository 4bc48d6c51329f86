import { createContext, useContext, useMemo } from "react";
import { editionPath, type Locale } from "../lib/locale";
import type { Dictionary } from "../lib/interface-text";

/** The edition of the page being shown, and its interface dictionary (data/interface/<locale>.json). */
export interface PageLocale {
  locale: Locale;
  dictionary: Dictionary;
}

/**
 * Set for every page (and its Head) by src/components/layout/locale-provider.tsx, from the page context. It has no
 * default: a component rendered outside a page's provider has no language, and says so instead of guessing English.
 */
export const LocaleContext = createContext<PageLocale | null>(null);

function usePageLocale(): PageLocale {
  const pageLocale = useContext(LocaleContext);
  if (!pageLocale) {
    throw new Error("This component needs its page's locale: render it inside LocaleProvider (wrapPageElement).");
  }
  return pageLocale;
}

/** The code of the edition of the page being shown (src/lib/locale.ts). */
export function useLocale(): Locale {
  return usePageLocale().locale;
}

/** The page's interface dictionary: the Spanish one on Spanish pages, the English one on English pages. */
export function usePageDictionary(): Dictionary {
  return usePageLocale().dictionary;
}

/**
 * Maps a route to the page's edition (`/about` → `/es/about` on Spanish pages). External, mailto: and tel: links
 * are left as they are (src/lib/locale.ts, `editionPath`).
 */
export function useLocalizedPath(): (to: string) => string {
  const locale = useLocale();
  return useMemo(() => (to: string) => editionPath(to, locale), [locale]);
}
