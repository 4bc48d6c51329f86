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
  page: Queries.ServicePageFieldsFragment;
  /** The record's advisory sections (ServicePage.advisory). */
  content: Queries.AdvisoryServiceContentFieldsFragment;
  sidebar: ServiceSidebarProps;
}

/** The shared layout of the advisory pages: highlights, Growth accordion, numbered solutions, three-step process. */
export function AdvisoryServiceLayout({ page, content, sidebar }: AdvisoryServiceLayoutProps) {
  const t = useText();
  const { growth, solutions, process } = content;
  return (
    <ServicePageFrame page={page} sidebar={sidebar}>
      <div className={styles.callout}>
        <MapPin aria-hidden="true" size={20} />
        <p>{content.serviceArea}</p>
      </div>
      <ul className={`${styles.checks} ${styles.highlights}`} aria-label={t("services.highlights")}>
        {content.highlights.map((point) => (
          <li key={point.title}>
            <h2 className={styles.pointHeading}>{point.title}</h2>
            <p>{point.description}</p>
          </li>
        ))}
      </ul>
      <section className={styles.section} aria-labelledby="growth-heading">
        <h2 id="growth-heading">{growth.heading}</h2>
        <p className={styles.lead}>{growth.intro}</p>
        <Accordion
          headingLevel={3}
          defaultOpen={0}
          items={growth.questions.map((question) => ({
            key: question.key,
            marker: question.number,
            title: question.question,
            content: (
              <>
                <p className={styles.faqLabel}>{question.topic}</p>
                <p>{question.answer}</p>
              </>
            ),
          }))}
        />
      </section>
      <section className={styles.section} aria-labelledby="solutions-heading">
        <h2 id="solutions-heading">{solutions.heading}</h2>
        <p className={styles.lead}>{solutions.intro}</p>
        <ol className={`${styles.cardGrid} ${styles.numbered}`}>
          {solutions.items.map((solution) => (
            <li key={solution.key} className={styles.card}>
              <h3>{solution.title}</h3>
              <p>{solution.description}</p>
            </li>
          ))}
        </ol>
      </section>
      <section className={styles.section} aria-labelledby="process-heading">
        <h2 id="process-heading">{process.heading}</h2>
        <p className={styles.lead}>{process.intro}</p>
        <ol className={styles.steps}>
          {process.steps.map((step, index) => {
            const image = getImage(step.image.childImageSharp?.gatsbyImageData ?? null);
            return (
              <li key={step.title} className={styles.step}>
                {image ? <GatsbyImage image={image} alt={step.imageAlt} className={styles.stepImage} /> : null}
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
      <AskUs heading={page.askUs.heading} text={page.askUs.text} />
    </ServicePageFrame>
  );
}

export const advisoryServiceContentFields = graphql`
  fragment AdvisoryServiceContentFields on AdvisoryServiceContent {
    serviceArea
    highlights {
      title
      description
    }
    growth {
      heading
      intro
      questions {
        key
        number
        topic
        question
        answer
      }
    }
    solutions {
      heading
      intro
      items {
        key
        title
        description
      }
    }
    process {
      heading
      intro
      steps {
        imageAlt
        title
        description
        image {
          childImageSharp {
            gatsbyImageData(width: 400, aspectRatio: 1.333, formats: [AUTO, WEBP], quality: 70)
          }
        }
      }
    }
  }
`;
