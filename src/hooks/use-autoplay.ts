import { useCallback, useEffect, useState, type FocusEvent, type RefObject } from "react";
import { usePrefersReducedMotion } from "./use-prefers-reduced-motion";

interface AutoplayOptions {
  /** Milliseconds between automatic advances; undefined for a carousel that only moves when asked. */
  interval: number | undefined;
  /** Whether there is anything to rotate. */
  enabled: boolean;
  /** Advances one step. */
  advance: () => void;
  /** Changes whenever the carousel moves, so the next advance waits a full interval. */
  position: number;
  /** The carousel: focus or the pointer may already be inside it when the page hydrates, unheard by its handlers. */
  root?: RefObject<HTMLElement | null>;
}

/**
 * Rotation a visitor controls (WCAG 2.2.2): a play/pause choice that starts from prefers-reduced-motion, and a
 * pause while the pointer is over the carousel or focus is inside it. Our own timer rather than react-slick's
 * autoplay: react-slick pauses itself on resize and can't be told reliably to resume, and the timeline must keep
 * rotating after the visitor uses its arrows or dots.
 */
export function useAutoplay({ interval, enabled, advance, position, root }: AutoplayOptions) {
  const reducedMotion = usePrefersReducedMotion();
  // null until the visitor chooses: then rotation follows prefers-reduced-motion.
  const [playing, setPlaying] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const userPlaying = playing ?? !reducedMotion;

  // A visitor who tabbed into the carousel or pointed at it before the page hydrated has it paused too.
  useEffect(() => {
    const element = root?.current;
    if (!element) return;
    if (element.contains(document.activeElement)) setFocused(true);
    if (element.matches(":hover")) setHovered(true);
  }, [root]);
  const rotating = enabled && userPlaying && !hovered && !focused;

  useEffect(() => {
    if (!rotating || interval === undefined) return undefined;
    const timer = window.setInterval(advance, interval);
    return () => window.clearInterval(timer);
  }, [rotating, interval, position, advance]);

  const onBlur = useCallback((event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  }, []);

  return {
    reducedMotion,
    userPlaying,
    rotating,
    toggle: () => setPlaying(!userPlaying),
    pointer: { onMouseEnter: () => setHovered(true), onMouseLeave: () => setHovered(false) },
    focus: { onFocus: () => setFocused(true), onBlur },
  };
}
