import { createContext, useContext, useMemo } from "react";
import { editionPath, type Locale } from "../lib/locale";
import type { Dictionary } from "../lib/interface-text";

/** The edition of the page being shown, and its interface dictionary (absent: the English one, bundled). */
export interface PageLocale {
  locale: Locale;
  dictionary?: Dictionary;
}

/** Set for every page (and its Head) from the page context by src/components/layout/locale-provider.tsx. */
export const LocaleContext = createContext<PageLocale>({ locale: "en" });

/** "en" or "es": the edition of the page being shown. */
export function useLocale(): Locale {
  return useContext(LocaleContext).locale;
}

/** The page's interface dictionary: the Spanish one on Spanish pages, undefined (the English) otherwise. */
export function usePageDictionary(): Dictionary | undefined {
  return useContext(LocaleContext).dictionary;
}

/**
 * Maps a route to the page's edition (`/about` → `/es/about` on Spanish pages). Insights articles, external,
 * mailto: and tel: links are left as they are (src/lib/locale.ts, `editionPath`).
 */
export function useLocalizedPath(): (to: string) => string {
  const locale = useLocale();
  return useMemo(() => (to: string) => editionPath(to, locale), [locale]);
}
