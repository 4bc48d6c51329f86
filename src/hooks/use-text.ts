import { useMemo } from "react";
import { textIn, type Translate } from "../lib/interface-text";
import { usePageDictionary } from "./use-locale";

/**
 * The interface dictionary for components: `const t = useText(); t("header.openMenu")`. On Spanish pages the
 * Spanish dictionary, which those pages receive in their page context (src/components/layout/locale-provider.tsx).
 */
export function useText(): Translate {
  const dictionary = usePageDictionary();
  return useMemo(() => textIn(dictionary), [dictionary]);
}
