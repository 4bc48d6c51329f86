import { breakpointWidths } from "./breakpoints";

/**
 * Slides per view, written mobile-first: each entry applies from its minimum viewport width up, e.g.
 * `[[0, 1], [768, 2], [1024, 3]]`, every width one of the named breakpoints in data/brand.json. The slider passes
 * react-slick the count for the current width itself (react-slick 0.31's `responsive` only reacts to later
 * resizes, not to the width at mount), and the server-rendered track gets the same counts as CSS custom
 * properties, so both come from this one list.
 */
export type PerView = ReadonlyArray<readonly [minWidth: number, slides: number]>;

/**
 * The widths at which the slider stylesheet switches the unhydrated track's per-view custom property: the named
 * breakpoints of data/brand.json, which are also the only widths a per-view setting may use.
 */
export const cssBreakpoints: readonly number[] = breakpointWidths;

function sorted(perView: PerView): PerView {
  if (perView.length === 0) throw new Error("perView needs at least one entry");
  return [...perView].sort((a, b) => a[0] - b[0]);
}

/** Slides shown at a viewport width (the smallest entry also applies below its own width). */
export function slidesAt(perView: PerView, width: number): number {
  const tiers = sorted(perView);
  let slides = tiers[0][1];
  for (const [minWidth, count] of tiers) if (width >= minWidth) slides = count;
  return slides;
}

/** Custom properties (`--per-view-base`, `--per-view-768`, …) the stylesheet reads before hydration. */
export function perViewCssVars(perView: PerView): Record<string, string> {
  const vars: Record<string, string> = { "--per-view-base": String(slidesAt(perView, 0)) };
  for (const width of cssBreakpoints) vars[`--per-view-${width}`] = String(slidesAt(perView, width));
  return vars;
}

/** Media queries at which the count can change, for matchMedia listeners. */
export function perViewQueries(perView: PerView): string[] {
  return sorted(perView)
    .filter(([minWidth]) => minWidth > 0)
    .map(([minWidth]) => `(min-width: ${minWidth}px)`);
}
