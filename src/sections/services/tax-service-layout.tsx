import { graphql } from "gatsby";
import { BadgeCheck } from "lucide-react";
import { useFirm } from "../../hooks/use-firm";
import { AskUs } from "./ask-us";
import { FunFacts } from "./fun-facts";
import { ServiceChecklist } from "./service-checklist";
import { ServicePageFrame } from "./service-page-frame";
import { ServiceCardList, ServicePageSection } from "./service-page-section";
import type { ServiceSidebarProps } from "./service-sidebar";
import * as styles from "./service-page.module.css";
import { useText } from "../../hooks/use-text";

interface TaxServiceLayoutProps {
  page: Queries.ServicePageFieldsFragment;
  /** The record's tax sections (ServicePage.tax). */
  content: Queries.TaxServiceContentFieldsFragment;
  sidebar: ServiceSidebarProps;
}

/** The shared layout of the tax service pages; a section shows only when the record fills it. */
export function TaxServiceLayout({ page, content, sidebar }: TaxServiceLayoutProps) {
  const t = useText();
  const firm = useFirm();
  return (
    <ServicePageFrame page={page} sidebar={sidebar}>
      <FunFacts facts={content.funFacts} />
      <ServicePageSection id="taxation-heading" heading={content.overviewHeading} paragraphs={content.overview} />
      <ServicePageSection
        id="preparation-heading"
        heading={content.preparationHeading}
        paragraphs={content.preparation}
      />
      {(page.checklists ?? []).map((checklist) => (
        <ServiceChecklist key={checklist.key} checklist={checklist} />
      ))}
      <ServicePageSection id="services-heading" heading={content.servicesHeading}>
        <ServiceCardList items={content.services} />
      </ServicePageSection>
      <ServicePageSection id="partner-heading" heading={t("services.whyStay", { name: firm.shortName })}>
        <ul className={styles.checks}>
          {content.partnerPoints.map((box) => (
            <li key={box}>
              <BadgeCheck aria-hidden="true" size={24} />
              {box}
            </li>
          ))}
        </ul>
      </ServicePageSection>
      <AskUs heading={page.askUs.heading} text={page.askUs.text} />
    </ServicePageFrame>
  );
}

export const taxServiceContentFields = graphql`
  fragment TaxServiceContentFields on TaxServiceContent {
    funFacts {
      ...FunFactFields
    }
    overviewHeading
    overview
    preparationHeading
    preparation
    servicesHeading
    services {
      title
      description
    }
    partnerPoints
  }
`;
