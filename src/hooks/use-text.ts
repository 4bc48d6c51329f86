import { interfaceText, type Translate } from "../lib/interface-text";

/**
 * The interface dictionary for components: `const t = useText(); t("header.openMenu")`. One place to choose the
 * language later; today the site is English only.
 */
export function useText(): Translate {
  return interfaceText;
}
