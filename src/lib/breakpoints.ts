/**
 * The named breakpoints of data/brand.json, in a module of their own: the sliders need only these in the browser,
 * and ./brand (colours, fonts) works out every colour when it loads.
 */
import { breakpoints as brandBreakpoints } from "../../data/brand.json";

export type BreakpointName = keyof typeof brandBreakpoints;

/** Minimum viewport widths in px, smallest first: media queries and the sliders' per-view settings use only these. */
export const breakpoints: Readonly<Record<BreakpointName, number>> = brandBreakpoints;

export const breakpointWidths: readonly number[] = Object.values(brandBreakpoints).sort((a, b) => a - b);
