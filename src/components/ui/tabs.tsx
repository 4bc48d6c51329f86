import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import * as styles from "./tabs.module.css";
import { cx } from "../../lib/class-names";
import { rovingTarget } from "../../lib/roving-focus";

export interface TabItem {
  /** Stable identifier, also used in the tab's and panel's ids, e.g. "NoPlanetB". */
  key: string;
  label: ReactNode;
  content: ReactNode;
}

interface TabsProps {
  /** Accessible name of the tab list. */
  label: string;
  items: TabItem[];
  className?: string;
}

/**
 * WAI-ARIA tabs with automatic activation: Left/Right move (and wrap), Home/End jump, the focused tab is shown.
 * Only the selected tab is in the tab order (roving tabindex). Every panel is rendered, the inactive ones with
 * `hidden`, so all their text is in the server-rendered HTML.
 */
export function Tabs({ label, items, className }: TabsProps) {
  const [selected, setSelected] = useState(0);
  const baseId = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  const select = (index: number) => {
    setSelected(index);
    tabs.current[index]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const target = rovingTarget(event.key, index, items.length, "horizontal");
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };

  return (
    <div className={cx(styles.tabs, className)}>
      <div role="tablist" aria-label={label} className={styles.list}>
        {items.map((item, index) => (
          <button
            key={item.key}
            type="button"
            role="tab"
            id={`${baseId}-tab-${item.key}`}
            aria-selected={index === selected}
            aria-controls={`${baseId}-panel-${item.key}`}
            tabIndex={index === selected ? 0 : -1}
            className={styles.tab}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            onClick={() => select(index)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {item.label}
          </button>
        ))}
      </div>
      {items.map((item, index) => (
        <div
          key={item.key}
          role="tabpanel"
          id={`${baseId}-panel-${item.key}`}
          aria-labelledby={`${baseId}-tab-${item.key}`}
          tabIndex={0}
          hidden={index !== selected}
          className={styles.panel}
        >
          {item.content}
        </div>
      ))}
    </div>
  );
}
