/**
 * "Atendemos en español": the firm's service in Spanish (data/site/en/firm.json `spanishService`, its Spanish in
 * data/site/es/firm.json) on the contact pages and the Spanish home page, and in the footer of Spanish pages; and the
 * footer's service area, "el condado de DuPage" in Spanish.
 */
import { staticEditions } from "../../../helpers/forms";
import { useStaticQuery } from "gatsby";
import { render, screen, within } from "../../../helpers/testing-library";
import { collectionIn } from "../../../../gatsby/translations";
import { SpanishService } from "../../../../src/sections/contact/spanish-service";
import { SiteFooter } from "../../../../src/components/layout/site-footer";
import { collection } from "../../../helpers/data";

interface Member {
  key: string;
  name: string;
  position: string;
  description: string;
}
interface FirmRecord {
  phoneDisplay: string;
  phoneTel: string;
  email: string;
  serviceArea: string;
  address: { street: string; city: string; county: string };
  spanishService: { team: string[]; heading: string; text: string };
}

const englishFirm = collection<FirmRecord>("firm");
const spanishFirm = collectionIn("firm", "es") as unknown as FirmRecord;
const englishTeam = collection<Member[]>("team");
const spanishTeam = collectionIn("team", "es") as unknown as Member[];

/** The firm as GraphQL gives it: `spanishService.team` resolved to the team members' records (@link). */
function asQueried(firm: FirmRecord, team: Member[]) {
  const members = firm.spanishService.team.map((key) => team.find((member) => member.key === key) as Member);
  return { ...firm, spanishService: { ...firm.spanishService, team: members } };
}

beforeEach(() => {
  // Every static query gets this one answer: each edition serves both the firm (useFirm) and the navigation
  // (useNavigation).
  (useStaticQuery as jest.Mock).mockReturnValue({
    site: { buildTime: "2026" },
    ...staticEditions((locale) =>
      locale === "en"
        ? {
            siteIdentity: asQueried(englishFirm, englishTeam),
            navigation: collection("navigation"),
            allServiceCategory: { nodes: [] },
          }
        : {
            siteIdentity: asQueried(spanishFirm, spanishTeam),
            navigation: collectionIn("navigation", "es"),
            allServiceCategory: { nodes: [] },
          },
    ),
  });
});

describe("the firm's service in Spanish, in data/", () => {
  it("names team members of data/team/ whose profiles say they serve clients in Spanish", () => {
    const { team } = englishFirm.spanishService;
    expect(team.length).toBeGreaterThan(0);
    for (const key of team) {
      const member = englishTeam.find((record) => record.key === key);
      const miembro = spanishTeam.find((record) => record.key === key);
      expect([key, member?.description]).toEqual([key, expect.stringContaining("Spanish")]);
      expect([key, miembro?.description]).toEqual([key, expect.stringContaining("español")]);
    }
  });

  it("has its statement in Spanish in data/site/es/firm.json, and the county as Spanish writes it", () => {
    expect(spanishFirm.spanishService.heading).toBe("Atendemos en español");
    expect(spanishFirm.spanishService.team).toEqual(englishFirm.spanishService.team);
    expect(spanishFirm.serviceArea).toBe("Naperville y el condado de DuPage");
    expect(englishFirm.serviceArea).toBe("Naperville and DuPage County");
    // The postal address stays a postal address.
    expect(spanishFirm.address).toEqual(englishFirm.address);
  });
});

describe("the Spanish service band", () => {
  it("says who serves clients in Spanish and how: phone, email and in person", () => {
    render(<SpanishService />, { locale: "es" });
    const band = screen.getByRole("region", { name: "Atendemos en español" });
    expect(within(band).getByText(spanishFirm.spanishService.text)).toBeInTheDocument();
    const team = within(band).getByRole("heading", { name: "Quiénes le atienden en español" }).nextElementSibling;
    for (const key of englishFirm.spanishService.team) {
      const member = spanishTeam.find((record) => record.key === key) as Member;
      expect(within(team as HTMLElement).getByRole("link", { name: member.name })).toHaveAttribute(
        "href",
        `/es/about#member-${key}`,
      );
      expect(within(team as HTMLElement).getByText(member.position)).toBeInTheDocument();
    }
    expect(within(band).getByRole("link", { name: englishFirm.phoneDisplay })).toHaveAttribute(
      "href",
      `tel:${englishFirm.phoneTel}`,
    );
    expect(within(band).getByRole("link", { name: englishFirm.email })).toHaveAttribute(
      "href",
      `mailto:${englishFirm.email}`,
    );
    expect(within(band).getByText("En persona")).toBeInTheDocument();
    expect(within(band).getByText(new RegExp(englishFirm.address.street))).toBeInTheDocument();
  });

  it("says it in English on the English contact page", () => {
    render(<SpanishService />);
    const band = screen.getByRole("region", { name: "We serve clients in Spanish" });
    expect(within(band).getByRole("heading", { name: "Who serves you in Spanish" })).toBeInTheDocument();
    expect(within(band).getByRole("link", { name: "Daniel Reyes, CPA" })).toHaveAttribute(
      "href",
      "/about#member-daniel-reyes",
    );
  });
});

describe("the footer", () => {
  it("says on Spanish pages that the firm serves clients in Spanish, with its phone as a tel: link", () => {
    render(<SiteFooter />, { locale: "es" });
    const footer = screen.getByRole("contentinfo");
    const statement = within(footer).getByText("Atendemos en español").closest("p") as HTMLElement;
    expect(statement).toHaveTextContent(
      `Atendemos en español: llame al ${englishFirm.phoneDisplay} o visítenos en ${englishFirm.address.city}.`,
    );
    expect(within(statement).getByRole("link", { name: englishFirm.phoneDisplay })).toHaveAttribute(
      "href",
      `tel:${englishFirm.phoneTel}`,
    );
  });

  it("names the county as Spanish writes it on Spanish pages", () => {
    render(<SiteFooter />, { locale: "es" });
    const footer = screen.getByRole("contentinfo");
    expect(footer).toHaveTextContent(
      "Contadores públicos autorizados al servicio de Naperville y el condado de DuPage desde 1997.",
    );
    expect(footer).not.toHaveTextContent("DuPage County");
  });

  it("keeps the English footer as it was", () => {
    render(<SiteFooter />);
    const footer = screen.getByRole("contentinfo");
    expect(footer).toHaveTextContent("Certified public accountants serving Naperville and DuPage County since 1997.");
    expect(within(footer).queryByText("We serve clients in Spanish")).not.toBeInTheDocument();
  });
});
