import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { ChevronDown } from "lucide-react";
import * as styles from "./accordion.module.css";
import { cx } from "../../lib/class-names";
import { rovingTarget } from "../../lib/roving-focus";

export interface AccordionItem {
  key: string;
  title: ReactNode;
  content: ReactNode;
  /** Shown before the title, e.g. "01". */
  marker?: ReactNode;
}

interface AccordionProps {
  items: AccordionItem[];
  /** Heading level wrapping each button, so the outline of the page stays right. */
  headingLevel?: 2 | 3 | 4;
  /** Index open on first render; null for all closed. */
  defaultOpen?: number | null;
  className?: string;
}

/**
 * WAI-ARIA accordion: each header is a button (aria-expanded, aria-controls) inside a heading; at most one
 * panel is open, opening one closes the others. Up/Down/Home/End move between headers.
 * Closed panels use `hidden`, so their text is in the HTML for search engines and no-JS visitors' page source.
 */
export function Accordion({ items, headingLevel = 3, defaultOpen = 0, className }: AccordionProps) {
  const [open, setOpen] = useState<number | null>(defaultOpen);
  const baseId = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const Heading = `h${headingLevel}` as const;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const target = rovingTarget(event.key, index, items.length, "vertical");
    if (target === undefined) return;
    event.preventDefault();
    buttons.current[target]?.focus();
  };

  return (
    <div className={cx(styles.accordion, className)}>
      {items.map((item, index) => {
        const expanded = open === index;
        const buttonId = `${baseId}-button-${index}`;
        const panelId = `${baseId}-panel-${index}`;
        return (
          <div key={item.key} className={expanded ? `${styles.item} ${styles.open}` : styles.item}>
            <Heading className={styles.heading}>
              <button
                type="button"
                id={buttonId}
                ref={(el) => {
                  buttons.current[index] = el;
                }}
                className={styles.button}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpen(expanded ? null : index)}
                onKeyDown={(event) => onKeyDown(event, index)}
              >
                {item.marker ? <span className={styles.marker}>{item.marker}</span> : null}
                <span className={styles.title}>{item.title}</span>
                <ChevronDown aria-hidden="true" size={20} className={styles.icon} />
              </button>
            </Heading>
            <div id={panelId} role="region" aria-labelledby={buttonId} className={styles.panel} hidden={!expanded}>
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
