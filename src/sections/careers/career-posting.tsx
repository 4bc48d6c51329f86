import { graphql } from "gatsby";
import { LocalDate } from "../../components/ui/local-date";
import { Link } from "../../components/ui/link";
import { CalendarDays, Clock, Mail, MapPin } from "lucide-react";
import { useFirm } from "../../hooks/use-firm";
import { ButtonLink } from "../../components/ui/button-link";
import { ApplyNow } from "./apply-now";
import * as styles from "./careers.module.css";
import { useText } from "../../hooks/use-text";
import { RichText } from "../../components/ui/rich-text";

interface CareerPostingProps {
  career: Queries.CareerPostingFieldsFragment;
  /** Every open job title, for the application form's position list. */
  positions: readonly string[];
}

/** A job posting: what the role involves and asks for, what we offer, and how to apply. */
export function CareerPosting({ career, positions }: CareerPostingProps) {
  const t = useText();
  const firm = useFirm();
  const { posting } = career;
  const mailto = `mailto:${firm.careersEmail}?subject=${encodeURIComponent(t("careers.emailSubject", { position: career.title }))}`;
  return (
    <div className={styles.postingFrame}>
      <article className={styles.posting} aria-labelledby="posting-heading">
        <h2 id="posting-heading" className={styles.postingHeading}>
          {t("careers.aboutRole")}
        </h2>
        <p className={styles.postingIntro}>{career.intro}</p>
        <section aria-labelledby="responsibilities-heading">
          <h3 id="responsibilities-heading">{t("careers.responsibilities")}</h3>
          <ul className={styles.bullets}>
            {posting.responsibilities.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="qualifications-heading">
          <h3 id="qualifications-heading">{t("careers.qualifications")}</h3>
          <ul className={styles.bullets}>
            {posting.qualifications.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="offer-heading">
          <h3 id="offer-heading">{t("careers.offer")}</h3>
          <ul className={styles.bullets}>
            {posting.offer.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="next-steps-heading">
          <h3 id="next-steps-heading">{t("careers.nextSteps")}</h3>
          <p>{posting.nextSteps}</p>
        </section>
      </article>
      <section className={styles.summary} aria-labelledby="summary-heading">
        <h2 id="summary-heading" className={styles.summaryHeading}>
          {t("careers.atAGlance")}
        </h2>
        <dl className={styles.facts}>
          <div>
            <dt>
              <MapPin aria-hidden="true" size={18} /> {t("careers.location")}
            </dt>
            <dd>{career.location}</dd>
          </div>
          <div>
            <dt>
              <Clock aria-hidden="true" size={18} /> {t("careers.employment")}
            </dt>
            <dd>{career.employmentSummary}</dd>
          </div>
          <div>
            <dt>
              <CalendarDays aria-hidden="true" size={18} /> {t("careers.datePosted")}
            </dt>
            <dd>
              <LocalDate iso={career.datePostedIso} english={career.datePosted} />
            </dd>
          </div>
        </dl>
        {career.applyOnline ? (
          <ApplyNow positions={positions} position={career.title} />
        ) : (
          <div className={styles.emailApply}>
            <h3 className={styles.emailHeading}>{t("careers.howToApply")}</h3>
            <p>
              <RichText
                id="careers.emailInstructions"
                values={{
                  email: (
                    <a href={mailto} className={styles.email}>
                      {firm.careersEmail}
                    </a>
                  ),
                  position: career.title,
                }}
              />
            </p>
            <ButtonLink to={mailto} variant="primary">
              <Mail aria-hidden="true" size={18} /> {t("careers.emailApplication")}
            </ButtonLink>
          </div>
        )}
        <p className={styles.otherRoles}>
          <Link to="/careers">{t("careers.allPositions")}</Link>
        </p>
      </section>
    </div>
  );
}

export const careerPostingFields = graphql`
  fragment CareerPostingFields on Career {
    title
    intro
    location
    employmentSummary
    datePosted(formatString: "MMMM D, YYYY")
    datePostedIso: datePosted(formatString: "YYYY-MM-DD")
    applyOnline
    posting {
      responsibilities
      qualifications
      offer
      nextSteps
    }
  }
`;
