import { graphql } from "gatsby";
import { AskUs } from "./ask-us";
import { FunFacts } from "./fun-facts";
import { ServiceChecklist } from "./service-checklist";
import { ServicePageFrame } from "./service-page-frame";
import type { ServiceSidebarProps } from "./service-sidebar";
import * as styles from "./service-page.module.css";

interface AccountingServiceLayoutProps {
  page: Queries.ServicePageFieldsFragment & Queries.AccountingServiceLayoutFieldsFragment;
  sidebar: ServiceSidebarProps;
}

/** The shared layout of the accounting service pages; each page's own checklist shows only on that page. */
export function AccountingServiceLayout({ page, sidebar }: AccountingServiceLayoutProps) {
  const { whyChooseUs, howItWorks } = page;
  return (
    <ServicePageFrame page={page} sidebar={sidebar}>
      <FunFacts facts={page.funFacts} />
      <section className={styles.section} aria-labelledby="overview-heading">
        <h2 id="overview-heading">{page.taxationTitle}</h2>
        {page.taxationDescription.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </section>
      <section className={styles.section} aria-labelledby="why-heading">
        <h2 id="why-heading">{whyChooseUs.mainHead}</h2>
        <p className={styles.lead}>{whyChooseUs.textDesc}</p>
        <ul className={styles.cardGrid}>
          {whyChooseUs.benefits.map((benefit) => (
            <li key={benefit.title} className={styles.card}>
              <h3>{benefit.title}</h3>
              <p>{benefit.description}</p>
            </li>
          ))}
        </ul>
      </section>
      {(page.checklists ?? []).map((checklist) => (
        <ServiceChecklist key={checklist.key} checklist={checklist} />
      ))}
      <section className={styles.section} aria-labelledby="how-heading">
        <h2 id="how-heading">{howItWorks.mainHead}</h2>
        <p className={styles.lead}>{howItWorks.textDesc}</p>
        <ol className={`${styles.cardGrid} ${styles.numbered}`}>
          {howItWorks.services.map((step) => (
            <li key={step.title} className={styles.card}>
              <h3>{step.title}</h3>
              <p>{step.description}</p>
            </li>
          ))}
        </ol>
      </section>
      <AskUs heading={page.askUsMainHead} text={page.askUsTextDesc} />
    </ServicePageFrame>
  );
}

export const accountingServiceLayoutFields = graphql`
  fragment AccountingServiceLayoutFields on AccountingServicePage {
    funFacts {
      ...FunFactFields
    }
    taxationTitle
    taxationDescription
    whyChooseUs {
      mainHead
      textDesc
      benefits {
        title
        description
      }
    }
    checklists {
      ...ServiceChecklistFields
    }
    howItWorks {
      mainHead
      textDesc
      services {
        title
        description
      }
    }
    askUsMainHead
    askUsTextDesc
  }
`;
