import { useEffect, useState } from "react";
import { perViewQueries, slidesAt, type PerView } from "../lib/slider-breakpoints";

/** Slides per view at the current viewport width, following resizes; the widest tier on the server. */
export function useSlidesPerView(perView: PerView): number {
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
