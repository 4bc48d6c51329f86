import { useEffect, type RefObject } from "react";

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

/** Keeps react-slick's hidden slides out of reach of focus once it has taken over. */
export function useInertHiddenSlides(root: RefObject<HTMLElement | null>, active: boolean) {
  useEffect(() => {
    const element = root.current;
    if (!active || !element) return undefined;
    syncHiddenSlides(element);
    const observer = new MutationObserver(() => syncHiddenSlides(element));
    observer.observe(element, { subtree: true, childList: true, attributes: true, attributeFilter: ["aria-hidden"] });
    return () => observer.disconnect();
  }, [root, active]);
}
