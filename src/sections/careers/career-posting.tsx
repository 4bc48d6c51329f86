import { graphql } from "gatsby";
import { LocalDate } from "../../components/ui/local-date";
import { Link } from "../../components/ui/link";
import type { ReactNode } from "react";
import { CalendarDays, Clock, Mail, MapPin, type LucideIcon } from "lucide-react";
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

/** One part of a posting as a bulleted list under its own heading (id: the heading's, that labels the part). */
function BulletSection({ id, heading, items }: { id: string; heading: string; items: readonly string[] }) {
  return (
    <section aria-labelledby={id}>
      <h3 id={id}>{heading}</h3>
      <ul className={styles.bullets}>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}

/** One fact of the at-a-glance list: an icon and what the fact is, then its value. */
function Fact({ icon: Icon, term, children }: { icon: LucideIcon; term: string; children: ReactNode }) {
  return (
    <div>
      <dt>
        <Icon aria-hidden="true" size={18} /> {term}
      </dt>
      <dd>{children}</dd>
    </div>
  );
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
        <BulletSection
          id="responsibilities-heading"
          heading={t("careers.responsibilities")}
          items={posting.responsibilities}
        />
        <BulletSection
          id="qualifications-heading"
          heading={t("careers.qualifications")}
          items={posting.qualifications}
        />
        <BulletSection id="offer-heading" heading={t("careers.offer")} items={posting.offer} />
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
          <Fact icon={MapPin} term={t("careers.location")}>
            {career.location}
          </Fact>
          <Fact icon={Clock} term={t("careers.employment")}>
            {career.employmentSummary}
          </Fact>
          <Fact icon={CalendarDays} term={t("careers.datePosted")}>
            <LocalDate iso={career.datePostedIso} english={career.datePosted} />
          </Fact>
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
