import * as styles from "./careers.module.css";
import { TitledText } from "../../components/ui/titled-text";

interface RecruitmentStepsProps {
  heading: string;
  intro: string;
  steps: readonly { key: string; title: string; description: string }[];
}

/** The recruitment process as an ordered list of steps. */
export function RecruitmentSteps({ heading, intro, steps }: RecruitmentStepsProps) {
  return (
    <section className={styles.band} aria-labelledby="process-heading">
      <div className={styles.inner}>
        <h2 id="process-heading">{heading}</h2>
        <p className={styles.lead}>{intro}</p>
        <ol className={styles.steps}>
          {steps.map((step, index) => (
            <li key={step.key} className={styles.step}>
              <span className={styles.stepNumber} aria-hidden="true">
                {index + 1}
              </span>
              <TitledText item={step} />
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
