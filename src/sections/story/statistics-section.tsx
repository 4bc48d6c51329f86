import { graphql } from "gatsby";
import { Counter } from "../../components/ui/counter";
import * as styles from "./statistics-section.module.css";

/** Figures in boxes (98%, $100M+, …), each counting up once when it scrolls into view. */
export function StatisticsGrid({
  items,
  tone = "light",
}: {
  items: readonly Queries.StatisticFieldsFragment[];
  tone?: "light" | "dark";
}) {
  return (
    <ul className={`${styles.grid} ${tone === "dark" ? styles.dark : ""}`}>
      {items.map((item) => (
        <li key={item.key} className={styles.box}>
          <Counter value={item.value} className={styles.value} />
          <span className={styles.label}>{item.label}</span>
          {item.description ? <span className={styles.description}>{item.description}</span> : null}
        </li>
      ))}
    </ul>
  );
}

export const statisticFields = graphql`
  fragment StatisticFields on Statistic {
    key
    group
    order
    value
    label
    description
  }
`;
