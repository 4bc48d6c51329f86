import { graphql } from "gatsby";
import { Accordion } from "../../components/ui/accordion";
import { Section } from "../../components/ui/section";
import * as styles from "./faq-section.module.css";

/**
 * The FAQ in two columns, each its own accordion: one answer open per column,
 * the first of each open on arrival.
 */
export function FaqSection({
  faqs,
  copy,
}: {
  faqs: readonly Queries.FaqFieldsFragment[];
  copy: Queries.PageSectionFieldsFragment;
}) {
  const columns = [1, 2].map((column) =>
    faqs
      .filter((faq) => faq.column === column)
      .sort((a, b) => a.order - b.order)
      .map((faq) => ({ key: faq.key, title: faq.question, content: <p>{faq.answer}</p> })),
  );
  return (
    <Section headingId="faq-heading" eyebrow={copy.eyebrow} heading={copy.heading} lead={copy.body} tone="cream">
      <div className={styles.columns}>
        {columns.map((items, index) => (
          <Accordion key={index === 0 ? "first" : "second"} items={items} headingLevel={3} defaultOpen={0} />
        ))}
      </div>
    </Section>
  );
}

export const faqFields = graphql`
  fragment FaqFields on FaqItem {
    key
    column
    order
    question
    answer
  }
`;
