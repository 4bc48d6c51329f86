import { graphql } from "gatsby";
import { ExternalLink } from "lucide-react";
import { Section } from "../../components/ui/section";
import { NewTabLink } from "../../components/ui/new-tab-link";
import { useText } from "../../hooks/use-text";
import { DocumentCard } from "./document-card";
import * as styles from "./new-employee-forms.module.css";

interface NewEmployeeFormsProps {
  copy: Queries.PageSectionFieldsFragment;
  /** The records of data/new-employee-forms/, in order. */
  forms: readonly Queries.NewEmployeeFormCardFieldsFragment[];
}

/**
 * Form W-4 and Form I-9 for new hires: each card opens the site's notice (PDF) and links the official form at its
 * agency, both in a new tab. On Spanish pages the link is the Spanish record's (Form W-4(SP)), and a form published
 * only in English says "(en inglés)".
 */
export function NewEmployeeForms({ copy, forms }: NewEmployeeFormsProps) {
  const t = useText();
  return (
    <Section headingId="new-employee-forms-heading" eyebrow={copy.eyebrow} heading={copy.heading} lead={copy.body}>
      <div className={styles.grid}>
        {forms.map((form) => (
          <DocumentCard
            key={form.key}
            title={form.title}
            description={form.summary}
            href={form.path}
            moreLinks={
              <NewTabLink
                href={form.officialUrl}
                fileType={/\.pdf$/i.test(form.officialUrl) ? t("resources.pdf") : undefined}
                className={styles.official}
              >
                <ExternalLink aria-hidden="true" size={18} />
                <span>{t("resources.officialForm", { agency: form.agency })}</span>
              </NewTabLink>
            }
          />
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
    agency
    officialUrl
  }
`;
