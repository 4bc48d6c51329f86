import type { PageProps } from "gatsby";
import { FixedPage } from "../components/layout/fixed-page";
import { ButtonLink } from "../components/ui/button-link";
import { PLANNER_PATH } from "../lib/planner-links";
import { Section } from "../components/ui/section";
import { LogoCarousel } from "../sections/story/logo-carousel";
import { TaxCalendarSection } from "../sections/tax-calendar/tax-calendar-section";
import { AppointmentChecklist } from "../sections/resources/appointment-checklist";
import { ResourceBoxes } from "../sections/resources/resource-boxes";
import { FaqSection } from "../sections/resources/faq-section";
import { NewEmployeeForms } from "../sections/resources/new-employee-forms";
import { ConnectBlock } from "../sections/resources/connect-block";
import { pickSection, sectionsOf } from "../lib/page-sections";
import { useText } from "../hooks/use-text";
import type { Translate } from "../lib/interface-text";

function listSentence(t: Translate, titles: readonly string[]): string {
  if (titles.length < 2) return titles.join("");
  return t("resources.listAnd", { first: titles.slice(0, -1).join(", "), last: titles[titles.length - 1] });
}

export default function ResourcesView({ data }: PageProps<Queries.ResourcesPageQuery>) {
  const { appointment, organizer, otherResources, allFaqItem } = data;
  if (!appointment || !organizer) throw new Error("data/checklists/ needs the appointment and organizer records");
  const t = useText();
  const section = (key: string) => pickSection(sectionsOf(data.pageContent), key);
  const otherTitles = otherResources.nodes.map((node) => node.title);
  const clients = section("resources-clients");
  return (
    <FixedPage
      page={data.pageContent}
      bannerActions={
        <ButtonLink to={PLANNER_PATH} variant="light">
          {t("planner.resourcesLink")}
        </ButtonLink>
      }
    >
      <Section headingId="clients-heading" heading={clients.heading} tone="cream" centered>
        <LogoCarousel items={data.clients.nodes} label={t("story.clients")} />
      </Section>
      <AppointmentChecklist checklist={appointment} />
      <ResourceBoxes
        organizer={organizer}
        otherResourcesLead={t("resources.otherResourcesLead", { titles: listSentence(t, otherTitles) })}
      />
      <TaxCalendarSection
        rules={data.allTaxDeadlineRule.nodes}
        postponements={data.allTaxPostponement.nodes}
        siteUrl={data.site?.siteMetadata?.siteUrl ?? ""}
        buildDate={data.site?.buildTime ?? ""}
      />
      <FaqSection faqs={allFaqItem.nodes} copy={section("resources-faq")} />
      <NewEmployeeForms copy={section("resources-new-employee-forms")} forms={data.allNewEmployeeForm.nodes} />
      <ConnectBlock copy={section("resources-connect")} />
    </FixedPage>
  );
}
