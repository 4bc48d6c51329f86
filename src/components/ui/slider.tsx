import {
  Children,
  useCallback,
  useId,
  useRef,
  useState,
  type CSSProperties,
  type HTMLAttributes,
  type ReactNode,
} from "react";
import "slick-carousel/slick/slick.css";
import { useAutoplay } from "../../hooks/use-autoplay";
import { useSlickTakeOver } from "../../hooks/use-slick-take-over";
import { useSlidesPerView } from "../../hooks/use-slides-per-view";
import { useText } from "../../hooks/use-text";
import { cx } from "../../lib/class-names";
import { perViewCssVars, type PerView } from "../../lib/slider-breakpoints";
import { useInertHiddenSlides } from "./hidden-slides";
import { SliderControls } from "./slider-controls";
import * as styles from "./slider.module.css";

export interface SliderProps {
  /** Accessible name of the carousel, from the dictionary, e.g. "Client testimonials". */
  label: string;
  /** What one slide is, for control names: "testimonial" → "Previous testimonial", "Show testimonial 2 of 10". */
  itemName: string;
  /** Slides per view, mobile-first: `[[0, 1], [768, 2], [1024, 3]]`. */
  perView?: PerView;
  /** Space between slides in pixels. */
  gap?: number;
  /** Milliseconds between automatic advances; omit for a slider that only moves when asked. */
  autoplaySpeed?: number;
  /** Transition length in milliseconds. */
  speed?: number;
  fade?: boolean;
  loop?: boolean;
  arrows?: boolean;
  /** One pagination button per slide. */
  dots?: boolean;
  /** Mouse dragging and touch swiping. */
  draggable?: boolean;
  /** Controls drawn light on a dark background. */
  tone?: "dark" | "light";
  className?: string;
  /** Positions the row of buttons, e.g. over the slides of a banner. */
  controlsClassName?: string;
  children: ReactNode;
}

/**
 * The one carousel of the site, around react-slick, following the WAI-ARIA carousel pattern: a labelled region,
 * previous/next buttons, optional pagination, and a pause/play button whenever it advances on its own (WCAG
 * 2.2.2). Rotation stops while the pointer is over it or focus is inside its slides, and never starts under
 * prefers-reduced-motion. The server renders a plain track laid out at the same per-view widths by CSS, so the
 * first slides already have their final size before react-slick takes over (see useSlickTakeOver).
 */
export function Slider({
  label,
  itemName,
  perView = [[0, 1]],
  gap = 0,
  autoplaySpeed,
  speed = 500,
  fade = false,
  loop = true,
  arrows = true,
  dots = false,
  draggable = true,
  tone = "dark",
  className,
  controlsClassName,
  children,
}: SliderProps) {
  const t = useText();
  const slides = Children.toArray(children);
  const count = slides.length;
  const canAutoplay = autoplaySpeed !== undefined && count > 1;
  const [current, setCurrent] = useState(0);
  const root = useRef<HTMLDivElement>(null);
  const viewportId = useId();
  const { Slick, slider, mounted, takeOver, move } = useSlickTakeOver(root);
  const advance = useCallback(() => move((instance) => instance.slickNext(), false), [move]);
  const autoplay = useAutoplay({
    interval: autoplaySpeed,
    enabled: canAutoplay,
    advance,
    position: current,
    root,
  });
  useInertHiddenSlides(root, mounted);

  const slidesToShow = useSlidesPerView(perView);
  const cssVars = { ...perViewCssVars(perView), "--slider-gap": `${gap}px` } as CSSProperties;
  // Before react-slick takes over, slides outside the first view are clipped: keep them out of reach of focus
  // and assistive technology, as react-slick does once it runs.
  const shownBeforeTakeOver = fade ? 1 : Math.ceil(slidesToShow);
  const offView = { inert: "", "aria-hidden": true } as unknown as HTMLAttributes<HTMLDivElement>;
  const wrapped = slides.map((slide, index) => (
    <div
      key={index}
      className={styles.slide}
      role="group"
      aria-roledescription="slide"
      aria-label={t("slider.slidePosition", { index: index + 1, count })}
      {...(!mounted && index >= shownBeforeTakeOver ? offView : {})}
    >
      {slide}
    </div>
  ));

  return (
    <div
      ref={root}
      className={cx(styles.slider, tone === "light" && styles.light, loop && styles.looping, className)}
      style={cssVars}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={autoplay.pointer.onMouseEnter}
      onPointerEnter={() => {
        if (!mounted) takeOver(false);
      }}
      onMouseLeave={autoplay.pointer.onMouseLeave}
    >
      <div
        id={viewportId}
        className={styles.viewport}
        aria-live={autoplay.rotating ? "off" : "polite"}
        {...autoplay.focus}
      >
        {Slick ? (
          <Slick
            ref={slider}
            arrows={false}
            dots={false}
            accessibility={false}
            infinite={loop}
            fade={fade}
            speed={autoplay.reducedMotion ? 0 : speed}
            slidesToShow={fade ? 1 : slidesToShow}
            slidesToScroll={1}
            swipe={draggable}
            draggable={draggable}
            autoplay={false}
            pauseOnHover={false}
            pauseOnFocus={false}
            beforeChange={(_from, to) => setCurrent(to)}
          >
            {wrapped}
          </Slick>
        ) : (
          <div className={cx(styles.unhydrated, fade && styles.unhydratedFade)}>{wrapped}</div>
        )}
      </div>
      {arrows || dots || canAutoplay ? (
        <SliderControls
          itemName={itemName}
          count={count}
          current={current}
          viewportId={viewportId}
          arrows={arrows}
          dots={dots}
          autoplay={canAutoplay ? { playing: autoplay.userPlaying, toggle: autoplay.toggle } : null}
          onPrevious={() => move((instance) => instance.slickPrev())}
          onNext={() => move((instance) => instance.slickNext())}
          onGoTo={(index) => move((instance) => instance.slickGoTo(index))}
          className={controlsClassName}
        />
      ) : null}
    </div>
  );
}
