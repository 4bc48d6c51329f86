import { graphql } from "gatsby";
import { GatsbyImage, getImage } from "gatsby-plugin-image";
import { MapPin } from "lucide-react";
import { Accordion } from "../../components/ui/accordion";
import { AskUs } from "./ask-us";
import { ServicePageFrame } from "./service-page-frame";
import { ServicePageSection, ServiceCardList } from "./service-page-section";
import type { ServiceSidebarProps } from "./service-sidebar";
import * as styles from "./service-page.module.css";
import { useText } from "../../hooks/use-text";
import { TitledText } from "../../components/ui/titled-text";

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
      <ServicePageSection id="growth-heading" heading={growth.heading} lead={growth.intro}>
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
      </ServicePageSection>
      <ServicePageSection id="solutions-heading" heading={solutions.heading} lead={solutions.intro}>
        <ServiceCardList items={solutions.items} numbered />
      </ServicePageSection>
      <ServicePageSection id="process-heading" heading={process.heading} lead={process.intro}>
        <ol className={styles.steps}>
          {process.steps.map((step, index) => {
            const image = getImage(step.image.childImageSharp?.gatsbyImageData ?? null);
            return (
              <li key={step.title} className={styles.step}>
                {image ? <GatsbyImage image={image} alt={step.imageAlt} className={styles.stepImage} /> : null}
                <div className={styles.stepBody}>
                  <p className={styles.stepLabel}>{t("services.step", { number: index + 1 })}</p>
                  <TitledText item={step} />
                </div>
              </li>
            );
          })}
        </ol>
      </ServicePageSection>
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
