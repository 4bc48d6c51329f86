import { graphql } from "gatsby";
import { GatsbyImage, getImage } from "gatsby-plugin-image";
import { MapPin } from "lucide-react";
import { Accordion } from "../../components/ui/accordion";
import { AskUs } from "./ask-us";
import { ServicePageFrame } from "./service-page-frame";
import type { ServiceSidebarProps } from "./service-sidebar";
import * as styles from "./service-page.module.css";
import { useText } from "../../hooks/use-text";

interface AdvisoryServiceLayoutProps {
  page: Queries.ServicePageFieldsFragment & Queries.AdvisoryServiceLayoutFieldsFragment;
  sidebar: ServiceSidebarProps;
}

/** The shared layout of the advisory pages: highlights, Growth accordion, numbered solutions, three-step process. */
export function AdvisoryServiceLayout({ page, sidebar }: AdvisoryServiceLayoutProps) {
  const t = useText();
  return (
    <ServicePageFrame page={page} sidebar={sidebar}>
      <div className={styles.callout}>
        <MapPin aria-hidden="true" size={20} />
        <p>{page.serviceArea}</p>
      </div>
      <ul className={`${styles.checks} ${styles.highlights}`} aria-label={t("services.highlights")}>
        {page.texthreePoints.map((point) => (
          <li key={point.title}>
            <h2 className={styles.pointHeading}>{point.title}</h2>
            <p>{point.description}</p>
          </li>
        ))}
      </ul>
      <section className={styles.section} aria-labelledby="growth-heading">
        <h2 id="growth-heading">{page.growth.title}</h2>
        <p className={styles.lead}>{page.growth.description}</p>
        <Accordion
          headingLevel={3}
          defaultOpen={0}
          items={page.faqData.map((faq) => ({
            key: faq.key,
            marker: faq.number,
            title: faq.title,
            content: (
              <>
                <p className={styles.faqLabel}>{faq.heading}</p>
                <p>{faq.content}</p>
              </>
            ),
          }))}
        />
      </section>
      <section className={styles.section} aria-labelledby="solutions-heading">
        <h2 id="solutions-heading">{page.solutionsContent.title}</h2>
        <p className={styles.lead}>{page.solutionsContent.description}</p>
        <ol className={`${styles.cardGrid} ${styles.numbered}`}>
          {page.solutions.map((solution) => (
            <li key={solution.key} className={styles.card}>
              <h3>{solution.title}</h3>
              <p>{solution.description}</p>
            </li>
          ))}
        </ol>
      </section>
      <section className={styles.section} aria-labelledby="process-heading">
        <h2 id="process-heading">{page.processContent.title}</h2>
        <p className={styles.lead}>{page.processContent.description}</p>
        <ol className={styles.steps}>
          {page.processSteps.map((step, index) => {
            const image = getImage(step.imgSrc.childImageSharp?.gatsbyImageData ?? null);
            return (
              <li key={step.title} className={styles.step}>
                {image ? <GatsbyImage image={image} alt={step.alt} className={styles.stepImage} /> : null}
                <div className={styles.stepBody}>
                  <p className={styles.stepLabel}>{t("services.step", { number: index + 1 })}</p>
                  <h3>{step.title}</h3>
                  <p>{step.description}</p>
                </div>
              </li>
            );
          })}
        </ol>
      </section>
      <AskUs heading={page.askUs.title} text={page.askUs.description} />
    </ServicePageFrame>
  );
}

export const advisoryServiceLayoutFields = graphql`
  fragment AdvisoryServiceLayoutFields on AdvisoryServicePage {
    serviceArea
    texthreePoints {
      title
      description
    }
    growth {
      title
      description
    }
    faqData {
      key
      heading
      number
      title
      content
    }
    solutionsContent {
      title
      description
    }
    solutions {
      key
      title
      description
    }
    processContent {
      title
      description
    }
    processSteps {
      alt
      title
      description
      imgSrc {
        childImageSharp {
          gatsbyImageData(width: 400, aspectRatio: 1.333, formats: [AUTO, WEBP], quality: 70)
        }
      }
    }
    askUs {
      title
      description
    }
  }
`;
