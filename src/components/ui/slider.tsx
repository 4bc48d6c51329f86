import {
  Children,
  startTransition,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type CSSProperties,
  type HTMLAttributes,
  type ReactNode,
} from "react";
import type SlickSlider from "react-slick";
import "slick-carousel/slick/slick.css";
import { ChevronLeft, ChevronRight, Pause, Play } from "lucide-react";
import { usePrefersReducedMotion } from "../../hooks/use-prefers-reduced-motion";
import { perViewCssVars, perViewQueries, slidesAt, type PerView } from "../../lib/slider-breakpoints";
import * as styles from "./slider.module.css";

export interface SliderProps {
  /** Accessible name of the carousel, e.g. "Client testimonials". */
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

const focusableSelector = "a[href], button, input, select, textarea, iframe, [tabindex]";

/**
 * Slides react-slick hides (aria-hidden, including its clones) become inert and their focusable elements leave
 * the tab order, so nothing hidden from assistive technology can receive focus. `inert` is not a React 18 prop,
 * and react-slick rewrites aria-hidden on every move, so this runs after each DOM change.
 */
function syncHiddenSlides(root: HTMLElement) {
  root.querySelectorAll<HTMLElement>(".slick-slide").forEach((slide) => {
    const hidden = slide.getAttribute("aria-hidden") === "true";
    slide.toggleAttribute("inert", hidden);
    slide.querySelectorAll<HTMLElement>(focusableSelector).forEach((element) => {
      if (hidden) {
        if (!element.hasAttribute("data-slider-tabindex")) {
          element.setAttribute("data-slider-tabindex", element.getAttribute("tabindex") ?? "");
        }
        element.setAttribute("tabindex", "-1");
      } else if (element.hasAttribute("data-slider-tabindex")) {
        const original = element.getAttribute("data-slider-tabindex");
        if (original) element.setAttribute("tabindex", original);
        else element.removeAttribute("tabindex");
        element.removeAttribute("data-slider-tabindex");
      }
    });
  });
}

type SlickComponent = typeof SlickSlider;
let slickModule: Promise<SlickComponent> | null = null;

/** react-slick's code (about 20 KB gzip) loads the first time a carousel on the page has to take over. */
function loadSlick(): Promise<SlickComponent> {
  slickModule ??= import("react-slick").then((module) => module.default);
  return slickModule;
}

/** Slides per view at the current viewport width, following resizes; the widest tier on the server. */
function useSlidesPerView(perView: PerView): number {
  const key = JSON.stringify(perView);
  const [count, setCount] = useState(() => slidesAt(perView, Number.POSITIVE_INFINITY));
  useEffect(() => {
    const tiers = JSON.parse(key) as PerView;
    const update = () => setCount(slidesAt(tiers, window.innerWidth));
    update();
    const lists = perViewQueries(tiers).map((query) => window.matchMedia(query));
    lists.forEach((list) => list.addEventListener("change", update));
    return () => lists.forEach((list) => list.removeEventListener("change", update));
  }, [key]);
  return count;
}

/**
 * The one carousel of the site, around react-slick, following the WAI-ARIA carousel pattern: a labelled region,
 * previous/next buttons, optional pagination, and a pause/play button whenever it advances on its own (WCAG
 * 2.2.2). Rotation stops while the pointer is over it or focus is inside its slides, and never starts under
 * prefers-reduced-motion. The server renders a plain track laid out at the same per-view widths by CSS, so the
 * first slides already have their final size before react-slick takes over after hydration.
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
  const slides = Children.toArray(children);
  const count = slides.length;
  const reducedMotion = usePrefersReducedMotion();
  const canAutoplay = autoplaySpeed !== undefined && count > 1;
  const [Slick, setSlick] = useState<SlickComponent | null>(null);
  const mounted = Slick !== null;
  // null until the visitor chooses: then rotation follows prefers-reduced-motion.
  const [playing, setPlaying] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [current, setCurrent] = useState(0);
  const slider = useRef<SlickSlider>(null);
  const pendingMove = useRef<((instance: SlickSlider) => void) | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const viewportId = useId();

  const userPlaying = playing ?? !reducedMotion;
  const rotating = canAutoplay && userPlaying && !hovered && !focused;

  // react-slick replaces the server-rendered track, which already looks like its first view, only when it is
  // needed: for a carousel on or near the first screen, at its first automatic advance or when the visitor
  // points at it or presses a control; for one further down, once it comes within a screen of the viewport.
  // So loading a page never waits on react-slick's code, and the swap is a transition that React builds in
  // slices between which the browser stays responsive.
  const takeOver = useCallback((urgent: boolean) => {
    void loadSlick().then((component) => {
      if (urgent) setSlick(() => component);
      else startTransition(() => setSlick(() => component));
    });
  }, []);

  useEffect(() => {
    const element = root.current;
    if (!element || !("IntersectionObserver" in window)) {
      takeOver(false);
      return undefined;
    }
    let firstReport = true;
    const observer = new IntersectionObserver(
      (entries) => {
        const near = entries.some((entry) => entry.isIntersecting);
        const startsNear = firstReport;
        firstReport = false;
        if (!near) return;
        observer.disconnect();
        if (!startsNear) takeOver(false);
      },
      { rootMargin: "100% 0px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [takeOver]);

  /** Runs a move on react-slick; pressed before it has taken over, the move waits for it rather than being lost. */
  const move = useCallback(
    (action: (instance: SlickSlider) => void, urgent = true) => {
      if (slider.current) {
        action(slider.current);
      } else {
        pendingMove.current = action;
        takeOver(urgent);
      }
    },
    [takeOver],
  );

  useEffect(() => {
    if (mounted && slider.current && pendingMove.current) {
      pendingMove.current(slider.current);
      pendingMove.current = null;
    }
  }, [mounted]);

  // Our own timer rather than react-slick's autoplay: react-slick pauses itself on resize and can't be told
  // reliably to resume, and the timeline must keep rotating after the visitor uses its arrows or dots.
  useEffect(() => {
    if (!rotating || autoplaySpeed === undefined) return undefined;
    const timer = window.setInterval(() => move((instance) => instance.slickNext(), false), autoplaySpeed);
    return () => window.clearInterval(timer);
  }, [rotating, autoplaySpeed, current, move]);

  useEffect(() => {
    const element = root.current;
    if (!mounted || !element) return undefined;
    syncHiddenSlides(element);
    const observer = new MutationObserver(() => syncHiddenSlides(element));
    observer.observe(element, { subtree: true, childList: true, attributes: true, attributeFilter: ["aria-hidden"] });
    return () => observer.disconnect();
  }, [mounted]);

  const onBlur = useCallback((event: React.FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  }, []);

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
      aria-label={`${index + 1} of ${count}`}
      {...(!mounted && index >= shownBeforeTakeOver ? offView : {})}
    >
      {slide}
    </div>
  ));

  return (
    <div
      ref={root}
      className={[styles.slider, tone === "light" ? styles.light : "", loop ? styles.looping : "", className]
        .filter(Boolean)
        .join(" ")}
      style={cssVars}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => setHovered(true)}
      onPointerEnter={() => {
        if (!mounted) takeOver(false);
      }}
      onMouseLeave={() => setHovered(false)}
    >
      <div
        id={viewportId}
        className={styles.viewport}
        aria-live={rotating ? "off" : "polite"}
        onFocus={() => setFocused(true)}
        onBlur={onBlur}
      >
        {Slick ? (
          <Slick
            ref={slider}
            arrows={false}
            dots={false}
            accessibility={false}
            infinite={loop}
            fade={fade}
            speed={reducedMotion ? 0 : speed}
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
          <div className={fade ? `${styles.unhydrated} ${styles.unhydratedFade}` : styles.unhydrated}>{wrapped}</div>
        )}
      </div>
      {arrows || dots || canAutoplay ? (
        <div className={[styles.controls, controlsClassName].filter(Boolean).join(" ")}>
          {arrows ? (
            <button
              type="button"
              className={styles.control}
              aria-controls={viewportId}
              onClick={() => move((instance) => instance.slickPrev())}
            >
              <ChevronLeft aria-hidden="true" size={22} />
              <span className="visually-hidden">Previous {itemName}</span>
            </button>
          ) : null}
          {canAutoplay ? (
            <button type="button" className={styles.control} onClick={() => setPlaying(!userPlaying)}>
              {userPlaying ? <Pause aria-hidden="true" size={18} /> : <Play aria-hidden="true" size={18} />}
              <span className="visually-hidden">
                {userPlaying ? "Pause" : "Play"} automatic {itemName} rotation
              </span>
            </button>
          ) : null}
          {arrows ? (
            <button
              type="button"
              className={styles.control}
              aria-controls={viewportId}
              onClick={() => move((instance) => instance.slickNext())}
            >
              <ChevronRight aria-hidden="true" size={22} />
              <span className="visually-hidden">Next {itemName}</span>
            </button>
          ) : null}
          {dots ? (
            <ul className={styles.dots}>
              {slides.map((_slide, index) => (
                <li key={index}>
                  <button
                    type="button"
                    className={styles.dot}
                    aria-controls={viewportId}
                    aria-current={index === current ? "true" : undefined}
                    onClick={() => move((instance) => instance.slickGoTo(index))}
                  >
                    <span className="visually-hidden">
                      Show {itemName} {index + 1} of {count}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
