import { graphql } from "gatsby";
import { CheckedItems } from "../../components/ui/checked-items";
import { Section } from "../../components/ui/section";
import * as styles from "./appointment-checklist.module.css";
import { useText } from "../../hooks/use-text";

/** "What to bring": the appointment checklist record from data/checklists/. */
export function AppointmentChecklist({ checklist }: { checklist: Queries.AppointmentChecklistFieldsFragment }) {
  const t = useText();
  return (
    <Section
      headingId="what-to-bring-heading"
      eyebrow={t("resources.appointmentEyebrow")}
      heading={checklist.title}
      lead={checklist.description}
    >
      {checklist.sections.map((section) => (
        <ul key={section.heading} className={styles.list} aria-label={section.heading}>
          <CheckedItems items={section.items} iconSize={22} iconClassName={styles.icon} itemClassName={styles.item} />
        </ul>
      ))}
    </Section>
  );
}

export const appointmentChecklistFields = graphql`
  fragment AppointmentChecklistFields on Checklist {
    title
    description
    sections {
      heading
      items
    }
  }
`;
