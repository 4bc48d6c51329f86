import { CareersBand } from "./careers-band";
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
    <CareersBand headingId="process-heading" heading={heading} intro={intro}>
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
    </CareersBand>
  );
}
