/**
 * /resources/pay-and-track and its Spanish twin: every tool of data/client-tools/ under its group's heading, with
 * its agency, what it is for, when to use it, and a link to the agency's own site in a new tab (the agency's Spanish
 * page where the Spanish record gives one; the firm's client portal from the firm's record); and the ways to the
 * page: the header's Resources menu, the footer and the tax calendar.
 */
import { collectionIn } from "../../gatsby/translations";
import { PAY_AND_TRACK_PATH } from "../../src/lib/routes";
import { spanishTwinOf } from "../../src/lib/link-language";
import { textIn, type Dictionary } from "../../src/lib/interface-text";
import { collection, readData } from "../helpers/data";
import { englishText } from "../helpers/english";
import { expect, test, waitForHydration } from "./fixtures";

interface Tool {
  key: string;
  group: string;
  order: number;
  title: string;
  agency?: string;
  purpose: string;
  whenToUse: string;
  officialUrl?: string;
  linkLabel: string;
}
interface SectionRecord {
  key: string;
  heading: string;
}

const firm = collection<{ name: string; clientPortalUrl: string }>("firm");
const editions = [
  {
    path: PAY_AND_TRACK_PATH,
    tools: collection<Tool[]>("client-tools"),
    sections: collection<SectionRecord[]>("page-sections"),
    newTab: englishText("common.opensInNewTab"),
    howToPay: englishText("payments.federalIndividuals"),
    address: (url: string) => url,
  },
  {
    path: `/es${PAY_AND_TRACK_PATH}`,
    tools: collectionIn("client-tools", "es") as unknown as Tool[],
    sections: collectionIn("page-sections", "es") as unknown as SectionRecord[],
    newTab: textIn(readData<Dictionary>("interface/es.json"))("common.opensInNewTab"),
    howToPay: textIn(readData<Dictionary>("interface/es.json"))("payments.federalIndividuals"),
    // A page the IRS also publishes in Spanish is linked in Spanish (link-languages.json, spanishTwins).
    address: spanishTwinOf,
  },
];

for (const edition of editions) {
  test(`${edition.path} lists every tool under its group with a link to it`, async ({ warmPage: page }) => {
    await page.goto(edition.path);
    for (const group of ["pay", "track", "account"]) {
      const heading = edition.sections.find((section) => section.key === `pay-and-track-${group}`)?.heading ?? "";
      const region = page.getByRole("region", { name: heading, exact: true });
      const tools = edition.tools.filter((tool) => tool.group === group).sort((a, b) => a.order - b.order);
      expect(tools.length, group).toBeGreaterThan(0);
      // How individuals pay, in the words the planner and its calendar file use too.
      if (group === "pay") await expect(region).toContainText(edition.howToPay);
      await expect(region.getByRole("heading", { level: 3 })).toHaveText(tools.map((tool) => tool.title));
      for (const tool of tools) {
        const card = region.getByRole("article").filter({ has: page.getByRole("heading", { name: tool.title }) });
        await expect(card).toContainText(tool.agency ?? firm.name);
        await expect(card).toContainText(tool.purpose);
        await expect(card).toContainText(tool.whenToUse);
        const link = card.getByRole("link", { name: tool.linkLabel });
        await expect(link).toHaveAttribute("href", edition.address(tool.officialUrl ?? firm.clientPortalUrl));
        await expect(link).toHaveAttribute("target", "_blank");
        await expect(link).toHaveAttribute("rel", "noopener noreferrer");
        await expect(link).toContainText(edition.newTab);
      }
    }
  });
}

interface NavItem {
  label?: string;
  to?: string;
  submenu?: NavItem[];
}
const navigation = collection<{ main: NavItem[]; footer: NavItem[] }>("navigation");

test("the page is reached from the header's Resources menu, the footer and the tax calendar", async ({
  warmPage: page,
}) => {
  const resources = navigation.main.find((item) => item.submenu?.some((link) => link.to === PAY_AND_TRACK_PATH));
  const inMenu = resources?.submenu?.find((link) => link.to === PAY_AND_TRACK_PATH)?.label ?? "";
  const inFooter = navigation.footer.find((item) => item.to === PAY_AND_TRACK_PATH)?.label ?? "";
  expect([resources?.to, inMenu, inFooter].every(Boolean), "the page is in the Resources menu and the footer").toBe(
    true,
  );

  await page.goto("/resources");
  await waitForHydration(page);
  const header = page.getByRole("navigation", { name: englishText("header.mainNav") });
  await header
    .getByRole("button", { name: englishText("header.submenuToggle", { label: resources?.label ?? "" }) })
    .click();
  await expect(header.getByRole("link", { name: inMenu, exact: true })).toHaveAttribute("href", PAY_AND_TRACK_PATH);
  await expect(page.getByRole("contentinfo").getByRole("link", { name: inFooter, exact: true })).toHaveAttribute(
    "href",
    PAY_AND_TRACK_PATH,
  );
  const calendar = page.getByRole("region", { name: englishText("taxCalendar.heading") });
  await expect(
    calendar.getByRole("link", { name: englishText("taxCalendar.payAndTrackLink"), exact: true }),
  ).toHaveAttribute("href", PAY_AND_TRACK_PATH);
});
