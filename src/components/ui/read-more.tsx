import { useState } from "react";
import { truncateText, testimonialPreviewLength } from "../../lib/truncate";
import * as styles from "./read-more.module.css";
import { useText } from "../../hooks/use-text";

interface ReadMoreProps {
  text: string;
  limit?: number;
  className?: string;
  /** Controlled: whether the text is shown whole, kept by a parent that outlives this component (a carousel that
   * rebuilds its slides when react-slick takes over). Without it the component keeps its own state. */
  expanded?: boolean;
  onToggle?: (expanded: boolean) => void;
}

/**
 * A disclosure for long text: the first `limit` characters and an ellipsis, with a Read More / Read Less
 * button (aria-expanded). A text short enough to show whole gets no button.
 */
export function ReadMore({
  text,
  limit = testimonialPreviewLength,
  className,
  expanded: shown,
  onToggle,
}: ReadMoreProps) {
  const t = useText();
  const [own, setOwn] = useState(false);
  const expanded = shown ?? own;
  const setExpanded = (next: boolean) => (onToggle ? onToggle(next) : setOwn(next));
  const preview = truncateText(text, limit);
  return (
    <div className={className}>
      <p className={styles.text}>{expanded || !preview.truncated ? text : preview.text}</p>
      {preview.truncated ? (
        <button type="button" className={styles.toggle} aria-expanded={expanded} onClick={() => setExpanded(!expanded)}>
          {t(expanded ? "common.readLess" : "common.readMore")}
        </button>
      ) : null}
    </div>
  );
}
