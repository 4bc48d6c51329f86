import { graphql } from "gatsby";
import { Section } from "../../components/ui/section";
import { DocumentCard } from "./document-card";
import * as styles from "./new-employee-forms.module.css";

interface NewEmployeeFormsProps {
  copy: Queries.PageSectionFieldsFragment;
  /** The records of data/new-employee-forms.json, in order. */
  forms: readonly Queries.NewEmployeeFormCardFieldsFragment[];
}

/** Form W-4 and Form I-9 for new hires, each opening in a new tab. */
export function NewEmployeeForms({ copy, forms }: NewEmployeeFormsProps) {
  return (
    <Section headingId="new-employee-forms-heading" eyebrow={copy.eyebrow} heading={copy.heading} lead={copy.body}>
      <div className={styles.grid}>
        {forms.map((form) => (
          <DocumentCard key={form.key} title={form.title} description={form.summary} href={form.path} />
        ))}
      </div>
    </Section>
  );
}

export const query = graphql`
  fragment NewEmployeeFormCardFields on NewEmployeeForm {
    key
    title
    summary
    path
  }
`;
