/**
 * Slides per view, written mobile-first: each entry applies from its minimum viewport width up, e.g.
 * `[[0, 1], [768, 2], [1024, 3]]`. react-slick's `responsive` works the other way round (a setting applies
 * up to a maximum width), and the server-rendered track needs the same widths as CSS before react-slick
 * runs, so both are derived here from one list.
 */
export type PerView = ReadonlyArray<readonly [minWidth: number, slides: number]>;

/** The widths at which the slider stylesheet switches the unhydrated track's per-view custom property. */
export const cssBreakpoints = [320, 480, 768, 992, 1024, 1920] as const;

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

export interface SlickResponsive {
  slidesToShow: number;
  responsive: { breakpoint: number; settings: { slidesToShow: number; slidesToScroll: number } }[];
}

/** react-slick settings: the widest tier as the default, each narrower tier up to one pixel below the next. */
export function toSlickResponsive(perView: PerView): SlickResponsive {
  const tiers = sorted(perView);
  const responsive: SlickResponsive["responsive"] = [];
  for (let i = tiers.length - 2; i >= 0; i -= 1) {
    const slides = tiers[i][1];
    responsive.push({ breakpoint: tiers[i + 1][0] - 1, settings: { slidesToShow: slides, slidesToScroll: 1 } });
  }
  return { slidesToShow: tiers[tiers.length - 1][1], responsive };
}

/** Custom properties (`--per-view-base`, `--per-view-768`, …) the stylesheet reads before hydration. */
export function perViewCssVars(perView: PerView): Record<string, string> {
  const vars: Record<string, string> = { "--per-view-base": String(slidesAt(perView, 0)) };
  for (const width of cssBreakpoints) vars[`--per-view-${width}`] = String(slidesAt(perView, width));
  return vars;
}
