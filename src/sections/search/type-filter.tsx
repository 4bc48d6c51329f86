import { useText } from "../../hooks/use-text";
import { searchTypes, type SearchType } from "../../lib/search";
import * as styles from "./search.module.css";

interface TypeFilterProps {
  selected: SearchType | null;
  allCount: number;
  counts: Record<SearchType, number>;
  onChange(type: SearchType | null): void;
}

/** One radio group (arrow keys move between types): all types, then each type that has results. */
export function TypeFilter({ selected, allCount, counts, onChange }: TypeFilterProps) {
  const t = useText();
  const options: { value: SearchType | null; label: string; count: number }[] = [
    { value: null, label: t("search.allTypes"), count: allCount },
    ...searchTypes
      .filter((type) => counts[type] > 0 || type === selected)
      .map((type) => ({ value: type, label: t(`search.types.${type}`), count: counts[type] })),
  ];
  return (
    <fieldset className={styles.filter}>
      <legend className={styles.filterLegend}>{t("search.typeLegend")}</legend>
      <div className={styles.filterOptions}>
        {options.map((option) => (
          <label key={option.value ?? "all"} className={styles.filterOption}>
            <input
              type="radio"
              name="type"
              value={option.value ?? ""}
              checked={selected === option.value}
              onChange={() => onChange(option.value)}
              className={styles.filterRadio}
            />
            <span className={styles.filterPill}>
              {option.label}
              <span className={styles.filterCount}>{option.count}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
