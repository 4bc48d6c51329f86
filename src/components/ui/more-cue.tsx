import { ArrowRight } from "lucide-react";

/** The "… →" line at the foot of a card whose heading link opens it: a cue for the eye, hidden from screen readers. */
export function MoreCue({ label, className }: { label: string; className?: string }) {
  return (
    <span className={className} aria-hidden="true">
      {label} <ArrowRight size={16} />
    </span>
  );
}
