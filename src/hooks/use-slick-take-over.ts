import { startTransition, useCallback, useEffect, useRef, useState, type RefObject } from "react";
import type SlickSlider from "react-slick";

export type SlickComponent = typeof SlickSlider;
type Move = (instance: SlickSlider) => void;

let slickModule: Promise<SlickComponent> | null = null;

/** react-slick's code (about 20 KB gzip) loads the first time a carousel on the page has to take over. */
function loadSlick(): Promise<SlickComponent> {
  slickModule ??= import("react-slick").then((module) => module.default);
  return slickModule;
}

/**
 * When react-slick replaces a carousel's server-rendered track, which already looks like its first view: for a
 * carousel on or near the first screen, at its first automatic advance or when the visitor points at it or
 * presses a control; for one further down, once it comes within a screen of the viewport. So loading a page never
 * waits on react-slick's code, and the swap is a transition that React builds in slices between which the
 * browser stays responsive. `move` runs an action on react-slick; pressed before it has taken over, the action
 * waits for it rather than being lost.
 */
export function useSlickTakeOver(root: RefObject<HTMLElement | null>) {
  const [Slick, setSlick] = useState<SlickComponent | null>(null);
  const slider = useRef<SlickSlider>(null);
  const pendingMove = useRef<Move | null>(null);
  const mounted = Slick !== null;

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
  }, [root, takeOver]);

  const move = useCallback(
    (action: Move, urgent = true) => {
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

  return { Slick, slider, mounted, takeOver, move };
}
