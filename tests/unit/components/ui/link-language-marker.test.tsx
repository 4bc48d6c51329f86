/**
 * "(en inglés)" on links to pages in English, on Spanish pages only: every external link of the site
 * (NewTabLink, ButtonLink), the sources at the end of an article, the links in an article's text (MDX `a`) and the
 * tax calendar's source links.
 */
import { MDXProvider } from "@mdx-js/react";
import { render, screen, within } from "../../../helpers/testing-library";
import { collectionIn } from "../../../../gatsby/translations";
import es from "../../../../data/interface/es.json";
import { NewTabLink } from "../../../../src/components/ui/new-tab-link";
import { ButtonLink } from "../../../../src/components/ui/button-link";
import { ArticleSources } from "../../../../src/sections/insights/article-sources";
import { ArticleLink } from "../../../../src/sections/insights/article-link";
import { ArticleBody, articleComponents } from "../../../../src/sections/insights/article-body";
import { DeadlineList } from "../../../../src/sections/tax-calendar/deadline-list";
import { isEnglishPage } from "../../../../src/lib/link-language";
import { textIn } from "../../../../src/lib/interface-text";
import { deadlinesBetween, type TaxDeadlineRule } from "../../../../src/lib/tax-deadlines";

// @mdx-js/react is an ES module Jest does not transform: the provider only has to hand its components down.
jest.mock("@mdx-js/react", () => ({
  MDXProvider: jest.fn(({ children }: { children: unknown }) => children),
}));

const irs = "https://www.irs.gov/publications/p509";
const irsSpanish = "https://www.irs.gov/es/taxtopics/tc753";

describe("NewTabLink", () => {
  it("says (en inglés) after its text on a Spanish page, inside the link, before the new-tab note", () => {
    render(<NewTabLink href={irs}>Publicación 509</NewTabLink>, { locale: "es" });
    const link = screen.getByRole("link", {
      name: "Publicación 509 (en inglés) (se abre en una pestaña nueva)",
    });
    expect(within(link).getByText("(en inglés)")).not.toHaveClass("visually-hidden");
    expect(link).toHaveAttribute("href", irs);
  });

  it("says nothing on English pages", () => {
    render(<NewTabLink href={irs}>Publication 509</NewTabLink>);
    expect(screen.getByRole("link", { name: "Publication 509 (opens in a new tab)" })).toBeInTheDocument();
    expect(screen.queryByText(/in English|en inglés/)).not.toBeInTheDocument();
  });

  it("leaves the IRS's Spanish pages, the site's own files and language-neutral links unmarked", () => {
    render(
      <>
        <NewTabLink href={irsSpanish}>Tema 753</NewTabLink>
        <NewTabLink href="/fw4.pdf" fileType="PDF">
          Aviso
        </NewTabLink>
        <NewTabLink href="https://portal.riverwalkcpa.example/login">Portal de clientes</NewTabLink>
        <NewTabLink href="https://www.linkedin.com/company/riverwalk-cpa-group-example">LinkedIn</NewTabLink>
      </>,
      { locale: "es" },
    );
    expect(screen.queryByText("(en inglés)")).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Aviso (PDF, se abre en una pestaña nueva)" })).toHaveAttribute(
      "href",
      "/es/fw4.pdf",
    );
  });

  it("hides the marker with the link's text when the text is hidden (a logo link), keeping it in the name", () => {
    render(
      <NewTabLink href="https://www.naperville-food-pantry.example" textHidden>
        <span className="visually-hidden">Naperville Food Pantry</span>
      </NewTabLink>,
      { locale: "es" },
    );
    const link = screen.getByRole("link", {
      name: "Naperville Food Pantry (en inglés) (se abre en una pestaña nueva)",
    });
    expect(within(link).getByText("(en inglés)")).toHaveClass("visually-hidden");
  });
});

describe("ButtonLink", () => {
  it("marks a plain link to another site on Spanish pages", () => {
    render(<ButtonLink to={irs}>Publicación 509</ButtonLink>, { locale: "es" });
    expect(screen.getByRole("link", { name: "Publicación 509 (en inglés)" })).toHaveAttribute("href", irs);
  });
});

describe("an article's sources", () => {
  const sources = [
    { title: "Publicación 509, Calendarios tributarios", url: irs },
    { title: "Tema 753, Formulario W-4", url: irsSpanish },
  ];

  it("mark each source in English on Spanish pages, and only those", () => {
    render(<ArticleSources sources={sources} />, { locale: "es" });
    expect(screen.getByRole("link", { name: "Publicación 509, Calendarios tributarios (en inglés)" })).toHaveAttribute(
      "href",
      irs,
    );
    expect(screen.getByRole("link", { name: "Tema 753, Formulario W-4" })).toHaveAttribute("href", irsSpanish);
  });

  it("are unmarked on English pages", () => {
    render(<ArticleSources sources={sources} />);
    expect(screen.getByRole("link", { name: "Publicación 509, Calendarios tributarios" })).toBeInTheDocument();
  });
});

describe("links in an article's text", () => {
  it("are the article body's MDX `a`", () => {
    expect(articleComponents.a).toBe(ArticleLink);
    render(
      <ArticleBody>
        <p>Texto</p>
      </ArticleBody>,
      { locale: "es" },
    );
    expect((MDXProvider as unknown as jest.Mock).mock.calls[0][0].components).toBe(articleComponents);
  });

  it("mark a page in English on Spanish pages", () => {
    render(<ArticleLink href={irs}>la Publicación 509</ArticleLink>, { locale: "es" });
    expect(screen.getByRole("link", { name: "la Publicación 509 (en inglés)" })).toHaveAttribute("href", irs);
  });

  it("keep routes of the site in the page's edition, unmarked, and anchors as they are", () => {
    render(
      <>
        <ArticleLink href="/insights/estimated-tax-safe-harbors-2026">los pagos estimados</ArticleLink>
        <ArticleLink href="/es/insights/estimated-tax-safe-harbors-2026">otra vez</ArticleLink>
        <ArticleLink href="#user-content-fn-1" id="user-content-fnref-1">
          1
        </ArticleLink>
      </>,
      { locale: "es" },
    );
    expect(screen.getByRole("link", { name: "los pagos estimados" })).toHaveAttribute(
      "href",
      "/es/insights/estimated-tax-safe-harbors-2026",
    );
    expect(screen.getByRole("link", { name: "otra vez" })).toHaveAttribute(
      "href",
      "/es/insights/estimated-tax-safe-harbors-2026",
    );
    expect(screen.getByRole("link", { name: "1" })).toHaveAttribute("href", "#user-content-fn-1");
    expect(screen.getByRole("link", { name: "1" })).toHaveAttribute("id", "user-content-fnref-1");
    expect(screen.queryByText("(en inglés)")).not.toBeInTheDocument();
  });

  it("are unmarked on English pages", () => {
    render(<ArticleLink href={irs}>Publication 509</ArticleLink>);
    expect(screen.getByRole("link", { name: "Publication 509" })).toBeInTheDocument();
  });
});

describe("the tax calendar's sources on a Spanish page", () => {
  const rules = [
    ...(collectionIn("tax-deadline-rules", "es") as unknown as TaxDeadlineRule[]),
    ...(collectionIn("tax-deadline-rules-illinois", "es") as unknown as TaxDeadlineRule[]),
  ];
  const events = deadlinesBetween("2026-04-01", "2026-04-30", rules, "es-US", textIn(es));

  it("say (en inglés) exactly when the source is in English", () => {
    render(<DeadlineList events={events} onAddToCalendar={jest.fn()} />, { locale: "es" });
    const sourced = events.filter((event) => event.source);
    expect(sourced.some((event) => isEnglishPage(event.source?.url ?? ""))).toBe(true);
    for (const event of sourced) {
      const url = event.source?.url ?? "";
      const links = screen.getAllByRole("link").filter((link) => link.getAttribute("href") === url);
      expect(links.length).toBeGreaterThan(0);
      for (const link of links) {
        expect([url, link.textContent?.includes("(en inglés)")]).toEqual([url, isEnglishPage(url)]);
      }
    }
  });
});
