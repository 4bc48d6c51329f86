import { newEmployeeForms } from "../../lib/new-employee-forms";
import { Section } from "../../components/ui/section";
import { DocumentCard } from "./document-card";
import * as styles from "./new-employee-forms.module.css";

/** Form W-4 and Form I-9 for new hires, each opening in a new tab. */
export function NewEmployeeForms() {
  return (
    <Section
      headingId="new-employee-forms-heading"
      eyebrow="For employers and new hires"
      heading="New Employee Forms"
      lead="Every new employee completes these two federal forms on or before the first day of work. Each opens in a new tab with the steps to follow and the link to the current official revision."
    >
      <div className={styles.grid}>
        {newEmployeeForms.map((form) => (
          <DocumentCard key={form.key} title={form.title} description={form.summary} href={form.path} />
        ))}
      </div>
    </Section>
  );
}
