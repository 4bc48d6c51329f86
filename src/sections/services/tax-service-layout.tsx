import { graphql } from "gatsby";
import { BadgeCheck } from "lucide-react";
import { useFirm } from "../../hooks/use-firm";
import { AskUs } from "./ask-us";
import { FunFacts } from "./fun-facts";
import { ServiceChecklist } from "./service-checklist";
import { ServicePageFrame } from "./service-page-frame";
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
      <section className={styles.section} aria-labelledby="taxation-heading">
        <h2 id="taxation-heading">{content.overviewHeading}</h2>
        {content.overview.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </section>
      <section className={styles.section} aria-labelledby="preparation-heading">
        <h2 id="preparation-heading">{content.preparationHeading}</h2>
        {content.preparation.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </section>
      {(page.checklists ?? []).map((checklist) => (
        <ServiceChecklist key={checklist.key} checklist={checklist} />
      ))}
      <section className={styles.section} aria-labelledby="services-heading">
        <h2 id="services-heading">{content.servicesHeading}</h2>
        <ul className={styles.cardGrid}>
          {content.services.map((service) => (
            <li key={service.title} className={styles.card}>
              <h3>{service.title}</h3>
              <p>{service.description}</p>
            </li>
          ))}
        </ul>
      </section>
      <section className={styles.section} aria-labelledby="partner-heading">
        <h2 id="partner-heading">{t("services.whyStay", { name: firm.shortName })}</h2>
        <ul className={styles.checks}>
          {content.partnerPoints.map((box) => (
            <li key={box}>
              <BadgeCheck aria-hidden="true" size={24} />
              {box}
            </li>
          ))}
        </ul>
      </section>
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
