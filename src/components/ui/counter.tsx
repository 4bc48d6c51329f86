import { useEffect, useRef, useState } from "react";
import { formatCounterValue, parseCounterValue } from "../../lib/counter-value";

const duration = 1600;

/**
 * A figure that counts up once when it first scrolls into view. The final figure is what the server renders
 * and what assistive technology reads; the animation runs only with IntersectionObserver and without
 * prefers-reduced-motion.
 */
export function Counter({ value, className }: { value: string; className?: string }) {
  const element = useRef<HTMLSpanElement>(null);
  const [shown, setShown] = useState(value);

  useEffect(() => {
    const target = element.current;
    const parsed = parseCounterValue(value);
    if (!target || Number.isNaN(parsed.number) || typeof IntersectionObserver === "undefined") return undefined;
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return undefined;
    let frame = 0;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        const start = performance.now();
        const step = (now: number) => {
          const progress = Math.min(1, (now - start) / duration);
          const eased = 1 - (1 - progress) ** 3;
          setShown(formatCounterValue(parsed, parsed.number * eased));
          if (progress < 1) frame = requestAnimationFrame(step);
        };
        frame = requestAnimationFrame(step);
      },
      { threshold: 0.5 },
    );
    observer.observe(target);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [value]);

  return (
    <span className={className}>
      <span ref={element} aria-hidden="true">
        {shown}
      </span>
      <span className="visually-hidden">{value}</span>
    </span>
  );
}
