/**
 * Testing Library with the page around the component: every component renders inside its page's edition
 * (LocaleProvider), as on the site, since nothing in src/ guesses a language. `render(ui)` renders as part of an
 * English page; `render(ui, { locale: "es" })` as part of a Spanish page, with the Spanish dictionary.
 */
import type { ReactElement, ReactNode } from "react";
import { render as renderUnwrapped, type RenderOptions } from "@testing-library/react";
import en from "../../data/interface/en.json";
import es from "../../data/interface/es.json";
import { LocaleProvider } from "../../src/components/layout/locale-provider";
import type { Locale } from "../../src/lib/locale";

export * from "@testing-library/react";

const dictionaries = { en, es };

export function render(ui: ReactElement, options: RenderOptions & { locale?: Locale } = {}) {
  const { locale = "en", ...rest } = options;
  const Page = ({ children }: { children: ReactNode }) => (
    <LocaleProvider pageLocale={{ locale, dictionary: dictionaries[locale] }}>{children}</LocaleProvider>
  );
  return renderUnwrapped(ui, { wrapper: Page, ...rest });
}
