import { graphql, type HeadProps, type PageProps } from "gatsby";
import { FixedPage, FixedPageHead } from "../components/layout/fixed-page";
import { ButtonLink } from "../components/ui/button-link";
import { faqPage } from "../lib/structured-data";
import { PLANNER_PATH } from "../lib/estimated-tax";
import { interfaceText } from "../lib/interface-text";
import { Section } from "../components/ui/section";
import { LogoCarousel } from "../sections/story/logo-carousel";
import { TaxCalendarSection } from "../sections/tax-calendar/tax-calendar-section";
import { AppointmentChecklist } from "../sections/resources/appointment-checklist";
import { ResourceBoxes } from "../sections/resources/resource-boxes";
import { FaqSection } from "../sections/resources/faq-section";
import { NewEmployeeForms } from "../sections/resources/new-employee-forms";
import { ConnectBlock } from "../sections/resources/connect-block";

function listSentence(titles: readonly string[]): string {
  if (titles.length < 2) return titles.join("");
  return `${titles.slice(0, -1).join(", ")} and ${titles[titles.length - 1]}`;
}

export default function ResourcesPage({ data }: PageProps<Queries.ResourcesPageQuery>) {
  const { appointment, organizer, otherResources, allFaqItem } = data;
  if (!appointment || !organizer) throw new Error("data/checklists.json needs the appointment and organizer records");
  const otherTitles = otherResources.nodes.map((node) => node.title);
  return (
    <FixedPage
      page={data.pageContent}
      bannerActions={
        <>
          <ButtonLink to="/contact">Talk to Your CPA</ButtonLink>
          <ButtonLink to={PLANNER_PATH} variant="light">
            {interfaceText("planner.resourcesLink")}
          </ButtonLink>
        </>
      }
    >
      <Section headingId="clients-heading" heading="Trusted by businesses across DuPage County" tone="cream" centered>
        <LogoCarousel items={data.clients.nodes} label="Some of our clients" />
      </Section>
      <AppointmentChecklist checklist={appointment} />
      <ResourceBoxes
        organizer={organizer}
        otherResourcesLead={`Free printable checklists to gather the right records: the ${listSentence(otherTitles)}.`}
      />
      <TaxCalendarSection
        rules={data.allTaxDeadlineRule.nodes}
        postponements={data.allTaxPostponement.nodes}
        siteUrl={data.site?.siteMetadata?.siteUrl ?? ""}
        buildDate={data.site?.buildTime ?? ""}
      />
      <FaqSection faqs={allFaqItem.nodes} />
      <NewEmployeeForms />
      <ConnectBlock />
    </FixedPage>
  );
}

export function Head({ data }: HeadProps<Queries.ResourcesPageQuery>) {
  return <FixedPageHead page={data.pageContent} structuredData={[faqPage(data.allFaqItem.nodes)]} />;
}

export const query = graphql`
  query ResourcesPage {
    pageContent(slug: { eq: "/resources" }) {
      ...PageContentFields
    }
    allTaxDeadlineRule(sort: { order: ASC }) {
      nodes {
        ...TaxDeadlineRuleFields
      }
    }
    allTaxPostponement(sort: { firstOriginalDate: ASC }) {
      nodes {
        ...TaxPostponementFields
      }
    }
    site {
      buildTime(formatString: "YYYY-MM-DD")
      siteMetadata {
        siteUrl
      }
    }
    appointment: checklist(group: { eq: "appointment" }) {
      ...AppointmentChecklistFields
    }
    organizer: checklist(group: { eq: "organizer" }) {
      title
      description
      pdfPath
    }
    otherResources: allChecklist(filter: { group: { eq: "other-resources" } }, sort: { order: ASC }) {
      nodes {
        title
      }
    }
    clients: allCarouselItem(filter: { group: { eq: "clients" } }, sort: { order: ASC }) {
      nodes {
        ...LogoItemFields
      }
    }
    allFaqItem(sort: [{ column: ASC }, { order: ASC }]) {
      nodes {
        ...FaqFields
      }
    }
  }
`;
