import { graphql } from "gatsby";
import { AskUs } from "./ask-us";
import { FunFacts } from "./fun-facts";
import { ServiceChecklist } from "./service-checklist";
import { ServicePageFrame } from "./service-page-frame";
import { ServiceCardList, ServicePageSection } from "./service-page-section";
import type { ServiceSidebarProps } from "./service-sidebar";

interface AccountingServiceLayoutProps {
  page: Queries.ServicePageFieldsFragment;
  /** The record's accounting sections (ServicePage.accounting). */
  content: Queries.AccountingServiceContentFieldsFragment;
  sidebar: ServiceSidebarProps;
}

/** The shared layout of the accounting service pages; each page's own checklist shows only on that page. */
export function AccountingServiceLayout({ page, content, sidebar }: AccountingServiceLayoutProps) {
  const { whyChooseUs, howItWorks } = content;
  return (
    <ServicePageFrame page={page} sidebar={sidebar}>
      <FunFacts facts={content.funFacts} />
      <ServicePageSection id="overview-heading" heading={content.overviewHeading} paragraphs={content.overview} />
      <ServicePageSection id="why-heading" heading={whyChooseUs.heading} lead={whyChooseUs.intro}>
        <ServiceCardList items={whyChooseUs.items} />
      </ServicePageSection>
      {(page.checklists ?? []).map((checklist) => (
        <ServiceChecklist key={checklist.key} checklist={checklist} />
      ))}
      <ServicePageSection id="how-heading" heading={howItWorks.heading} lead={howItWorks.intro}>
        <ServiceCardList items={howItWorks.steps} numbered />
      </ServicePageSection>
      <AskUs heading={page.askUs.heading} text={page.askUs.text} />
    </ServicePageFrame>
  );
}

export const accountingServiceContentFields = graphql`
  fragment AccountingServiceContentFields on AccountingServiceContent {
    funFacts {
      ...FunFactFields
    }
    overviewHeading
    overview
    whyChooseUs {
      heading
      intro
      items {
        title
        description
      }
    }
    howItWorks {
      heading
      intro
      steps {
        title
        description
      }
    }
  }
`;
