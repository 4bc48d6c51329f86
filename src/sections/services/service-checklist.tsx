import { graphql } from "gatsby";
import { CheckedItems } from "../../components/ui/checked-items";
import * as styles from "./service-checklist.module.css";

/** A page-specific list (documents to bring, audit reasons, payroll obligations…), with its own heading. */
export function ServiceChecklist({ checklist }: { checklist: Queries.ServiceChecklistFieldsFragment }) {
  const headingId = `checklist-${checklist.key}`;
  return (
    <section className={styles.checklist} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {checklist.title}
      </h2>
      {checklist.intro ? <p>{checklist.intro}</p> : null}
      <ul className={styles.items}>
        <CheckedItems items={checklist.items} iconSize={20} iconClassName={styles.icon} />
      </ul>
    </section>
  );
}

export const serviceChecklistFields = graphql`
  fragment ServiceChecklistFields on ServiceChecklist {
    key
    title
    intro
    items
  }
`;
