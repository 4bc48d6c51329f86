/**
 * The brand in one place (data/brand.json): colours by token name, the two font families and the named
 * breakpoints. The CSS tokens (src/styles/brand-tokens.css, written by gatsby/brand-tokens.ts), the PDFs, the web
 * manifest, the slider and the image generator (scripts/images/) all read it; the firm's name and founding year
 * live in data/site/en/firm.json.
 */
// Named imports: the file's `colorNotes` (the editor's notes on each colour) stay out of the pages' script.
import { colors, fonts as brandFonts } from "../../data/brand.json";

export type ColorToken = keyof typeof colors;

export interface FontFamily {
  family: string;
  fallbacks: readonly string[];
}

const HEX = /^#[0-9a-f]{6}$/i;

/** The hex value of a colour token; a token whose value names another token takes that token's value. */
export function colorValue(token: ColorToken, seen: readonly string[] = []): string {
  const value: string = colors[token];
  if (HEX.test(value)) return value.toLowerCase();
  if (!(value in colors) || seen.includes(value)) {
    throw new Error(`data/brand.json: colour "${token}" is neither #rrggbb nor another colour's name ("${value}")`);
  }
  return colorValue(value as ColorToken, [...seen, token]);
}

/** Every colour token with its hex value, in the order of data/brand.json. */
export const brandColors = Object.fromEntries(
  (Object.keys(colors) as ColorToken[]).map((token) => [token, colorValue(token)]),
) as Record<ColorToken, string>;

/** "#0c2233" → [12, 34, 51]. */
export function hexToRgb(hex: string): [number, number, number] {
  const n = parseInt(hex.replace("#", ""), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

export const fonts: Record<"body" | "heading", FontFamily> = brandFonts;

const GENERIC_FAMILIES = new Set([
  "serif",
  "sans-serif",
  "monospace",
  "cursive",
  "fantasy",
  "system-ui",
  "-apple-system",
]);

/** A CSS font-family list: the brand family, then its fallbacks; names other than generic ones are quoted. */
export function fontStack(font: FontFamily): string {
  return [font.family, ...font.fallbacks].map((name) => (GENERIC_FAMILIES.has(name) ? name : `"${name}"`)).join(", ");
}

export { breakpoints, breakpointWidths, type BreakpointName } from "./breakpoints";
