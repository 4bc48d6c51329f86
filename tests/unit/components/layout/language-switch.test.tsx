/**
 * The header's language switch: a link to the same page in the other edition, named in its own language, that
 * keeps the `#fragment` the visitor is at. The page's path comes from the router, the fragment
 * from the address bar, as on the built site.
 */
import { act, render, screen } from "@testing-library/react";
import { LocationProvider, createHistory, createMemorySource } from "@reach/router";
import es from "../../../../data/interface/es.json";
import { englishDictionary } from "../../../helpers/english";
import { LocaleContext } from "../../../../src/hooks/use-locale";
import { localeOfPath } from "../../../../src/lib/locale";
import { LanguageSwitch } from "../../../../src/components/layout/language-switch";

/** Renders the switch as part of the page at `url` (path and optional fragment). */
function renderAt(url: string) {
  const [pathname, fragment = ""] = url.split("#");
  window.history.replaceState(null, "", `${pathname}${fragment ? `#${fragment}` : ""}`);
  const locale = localeOfPath(pathname);
  const value = { locale, dictionary: locale === "es" ? es : englishDictionary };
  return render(
    <LocationProvider history={createHistory(createMemorySource(pathname))}>
      <LocaleContext.Provider value={value}>
        <LanguageSwitch />
      </LocaleContext.Provider>
    </LocationProvider>,
  );
}

afterEach(() => window.history.replaceState(null, "", "/"));

describe("the language switch", () => {
  it("on an English page, names Spanish in Spanish and leads to the same page under /es", () => {
    renderAt("/services/taxes/IRS-representation");
    const link = screen.getByRole("link", { name: "Español" });
    expect(link).toHaveAttribute("href", "/es/services/taxes/IRS-representation");
    expect(link).toHaveAttribute("lang", "es");
    expect(link).toHaveAttribute("hreflang", "es");
  });

  it("on a Spanish page, names English in English and leads back to the English page", () => {
    renderAt("/es/contact/careers/audit-associate");
    const link = screen.getByRole("link", { name: "English" });
    expect(link).toHaveAttribute("href", "/contact/careers/audit-associate");
    expect(link).toHaveAttribute("lang", "en");
    expect(link).toHaveAttribute("hreflang", "en");
  });

  it("keeps the fragment the page was opened at", () => {
    renderAt("/resources#tax-calendar-heading");
    expect(screen.getByRole("link", { name: "Español" })).toHaveAttribute("href", "/es/resources#tax-calendar-heading");
  });

  it("follows the fragment when the visitor moves to another anchor on the page", () => {
    renderAt("/es/about");
    expect(screen.getByRole("link", { name: "English" })).toHaveAttribute("href", "/about");
    act(() => {
      window.history.replaceState(null, "", "/es/about#members");
      window.dispatchEvent(new HashChangeEvent("hashchange"));
    });
    expect(screen.getByRole("link", { name: "English" })).toHaveAttribute("href", "/about#members");
  });

  it("sends a reader of an article to its Spanish version, and back", () => {
    renderAt("/insights/estimated-tax-safe-harbors-2026");
    expect(screen.getByRole("link", { name: "Español" })).toHaveAttribute(
      "href",
      "/es/insights/estimated-tax-safe-harbors-2026",
    );
  });
});
