import { graphql } from "gatsby";
import { AskUs } from "./ask-us";
import { FunFacts } from "./fun-facts";
import { ServiceChecklist } from "./service-checklist";
import { ServicePageFrame } from "./service-page-frame";
import type { ServiceSidebarProps } from "./service-sidebar";
import * as styles from "./service-page.module.css";

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
      <section className={styles.section} aria-labelledby="overview-heading">
        <h2 id="overview-heading">{content.overviewHeading}</h2>
        {content.overview.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </section>
      <section className={styles.section} aria-labelledby="why-heading">
        <h2 id="why-heading">{whyChooseUs.heading}</h2>
        <p className={styles.lead}>{whyChooseUs.intro}</p>
        <ul className={styles.cardGrid}>
          {whyChooseUs.items.map((benefit) => (
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
        <h2 id="how-heading">{howItWorks.heading}</h2>
        <p className={styles.lead}>{howItWorks.intro}</p>
        <ol className={`${styles.cardGrid} ${styles.numbered}`}>
          {howItWorks.steps.map((step) => (
            <li key={step.title} className={styles.card}>
              <h3>{step.title}</h3>
              <p>{step.description}</p>
            </li>
          ))}
        </ol>
      </section>
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
