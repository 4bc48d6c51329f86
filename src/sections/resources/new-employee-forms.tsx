import { newEmployeeForms } from "../../lib/new-employee-forms";
import { Section } from "../../components/ui/section";
import { DocumentCard } from "./document-card";
import * as styles from "./new-employee-forms.module.css";

/** Form W-4 and Form I-9 for new hires, each opening in a new tab. */
export function NewEmployeeForms({ copy }: { copy: Queries.PageSectionFieldsFragment }) {
  return (
    <Section headingId="new-employee-forms-heading" eyebrow={copy.eyebrow} heading={copy.heading} lead={copy.body}>
      <div className={styles.grid}>
        {newEmployeeForms.map((form) => (
          <DocumentCard key={form.key} title={form.title} description={form.summary} href={form.path} />
        ))}
      </div>
    </Section>
  );
}
