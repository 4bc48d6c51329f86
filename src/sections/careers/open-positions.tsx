import { Link } from "../../components/ui/link";
import { careerPagePath } from "../../lib/routes";
import { MoreCue } from "../../components/ui/more-cue";
import { CareersBand } from "./careers-band";
import * as styles from "./careers.module.css";
import { useText } from "../../hooks/use-text";

interface OpenPositionsProps {
  heading: string;
  intro: string;
  /** From data/careers/: the one list of job titles. */
  positions: readonly { slug: string; title: string; description: string; employmentSummary: string }[];
}

/** The open positions: title, summary and a link to each posting. */
export function OpenPositions({ heading, intro, positions }: OpenPositionsProps) {
  const t = useText();
  return (
    <CareersBand headingId="positions-heading" heading={heading} intro={intro} tinted>
      <ul className={styles.positions}>
        {positions.map((position) => (
          <li key={position.slug} className={styles.position}>
            <div>
              <h3 className={styles.positionTitle}>
                <Link to={careerPagePath(position.slug)} className={styles.positionLink}>
                  {position.title}
                </Link>
              </h3>
              <p className={styles.positionMeta}>{position.employmentSummary}</p>
              <p className={styles.positionDescription}>{position.description}</p>
            </div>
            <MoreCue label={t("careers.viewPosition")} className={styles.positionMore} />
          </li>
        ))}
      </ul>
    </CareersBand>
  );
}
