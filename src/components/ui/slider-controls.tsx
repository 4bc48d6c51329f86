import { ChevronLeft, ChevronRight, Pause, Play, type LucideIcon } from "lucide-react";
import { useText } from "../../hooks/use-text";
import { cx } from "../../lib/class-names";
import * as styles from "./slider.module.css";

interface SliderControlsProps {
  /** What one slide is, as the controls name it, e.g. "testimonial". */
  itemName: string;
  count: number;
  current: number;
  /** Id of the viewport the buttons control. */
  viewportId: string;
  arrows: boolean;
  dots: boolean;
  /** Whether to show the pause/play button, and its state. */
  autoplay: { playing: boolean; toggle: () => void } | null;
  onPrevious: () => void;
  onNext: () => void;
  onGoTo: (index: number) => void;
  className?: string;
}

interface ArrowButtonProps {
  icon: LucideIcon;
  /** What the button does, for screen readers, e.g. "Next testimonial". */
  label: string;
  viewportId: string;
  onClick: () => void;
}

/** The previous or the next button: an arrow icon with its words visually hidden. */
function ArrowButton({ icon: Icon, label, viewportId, onClick }: ArrowButtonProps) {
  return (
    <button type="button" className={styles.control} aria-controls={viewportId} onClick={onClick}>
      <Icon aria-hidden="true" size={22} />
      <span className="visually-hidden">{label}</span>
    </button>
  );
}

/** Previous, pause/play and next buttons and the pagination dots of a carousel (WAI-ARIA carousel pattern). */
export function SliderControls({
  itemName,
  count,
  current,
  viewportId,
  arrows,
  dots,
  autoplay,
  onPrevious,
  onNext,
  onGoTo,
  className,
}: SliderControlsProps) {
  const t = useText();
  const item = { item: itemName };
  return (
    <div className={cx(styles.controls, className)}>
      {arrows ? (
        <ArrowButton
          icon={ChevronLeft}
          label={t("slider.previous", item)}
          viewportId={viewportId}
          onClick={onPrevious}
        />
      ) : null}
      {autoplay ? (
        <button type="button" className={styles.control} onClick={autoplay.toggle}>
          {autoplay.playing ? <Pause aria-hidden="true" size={18} /> : <Play aria-hidden="true" size={18} />}
          <span className="visually-hidden">{t(autoplay.playing ? "slider.pause" : "slider.play", item)}</span>
        </button>
      ) : null}
      {arrows ? (
        <ArrowButton icon={ChevronRight} label={t("slider.next", item)} viewportId={viewportId} onClick={onNext} />
      ) : null}
      {dots ? (
        <ul className={styles.dots}>
          {Array.from({ length: count }, (_unused, index) => (
            <li key={index}>
              <button
                type="button"
                className={styles.dot}
                aria-controls={viewportId}
                aria-current={index === current ? "true" : undefined}
                onClick={() => onGoTo(index)}
              >
                <span className="visually-hidden">{t("slider.show", { ...item, index: index + 1, count })}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
