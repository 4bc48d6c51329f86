import { useEffect, useState } from "react";

const query = "(prefers-reduced-motion: reduce)";

/** Whether the visitor asked for reduced motion; false on the server and in the first client render. */
export function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    const list = window.matchMedia(query);
    setReduced(list.matches);
    const onChange = (event: MediaQueryListEvent) => setReduced(event.matches);
    list.addEventListener("change", onChange);
    return () => list.removeEventListener("change", onChange);
  }, []);
  return reduced;
}
