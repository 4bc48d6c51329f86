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
  page: Queries.ServicePageFieldsFragment & Queries.TaxServiceLayoutFieldsFragment;
  sidebar: ServiceSidebarProps;
}

/** The shared layout of the tax service pages; a section shows only when the record fills it. */
export function TaxServiceLayout({ page, sidebar }: TaxServiceLayoutProps) {
  const t = useText();
  const firm = useFirm();
  return (
    <ServicePageFrame page={page} sidebar={sidebar}>
      <FunFacts facts={page.funFacts} />
      <section className={styles.section} aria-labelledby="taxation-heading">
        <h2 id="taxation-heading">{page.taxationTitle}</h2>
        {page.taxationDescription.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </section>
      <section className={styles.section} aria-labelledby="preparation-heading">
        <h2 id="preparation-heading">{page.taxPrepTitle}</h2>
        {page.taxPrepDesc.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </section>
      {(page.checklists ?? []).map((checklist) => (
        <ServiceChecklist key={checklist.key} checklist={checklist} />
      ))}
      <section className={styles.section} aria-labelledby="services-heading">
        <h2 id="services-heading">{page.serviceTitle}</h2>
        <ul className={styles.cardGrid}>
          {page.services.map((service) => (
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
          {page.financialPartnerBoxes.map((box) => (
            <li key={box}>
              <BadgeCheck aria-hidden="true" size={24} />
              {box}
            </li>
          ))}
        </ul>
      </section>
      <AskUs heading={page.askUsMainHead} text={page.askUsTextDesc} />
    </ServicePageFrame>
  );
}

export const taxServiceLayoutFields = graphql`
  fragment TaxServiceLayoutFields on TaxServicePage {
    funFacts {
      ...FunFactFields
    }
    taxationTitle
    taxationDescription
    taxPrepTitle
    taxPrepDesc
    checklists {
      ...ServiceChecklistFields
    }
    serviceTitle
    services {
      title
      description
    }
    financialPartnerBoxes
    askUsMainHead
    askUsTextDesc
  }
`;
