/**
 * Writes the brand's CSS custom properties (src/styles/brand-tokens.css) from data/brand.json, so the stylesheets
 * never repeat a colour or font name. The file is committed (tests/unit/gatsby/brand-tokens.test.ts fails when it differs
 * from what data/brand.json generates) and rewritten before every develop and build.
 */
import fs from "node:fs";
import path from "node:path";
import { brandColors, breakpoints, fontStack, fonts, hexToRgb, type ColorToken } from "../src/lib/brand";

export const brandTokensPath = "src/styles/brand-tokens.css";

/** "#ffffff" → "#fff" where the three pairs repeat, as the stylesheets' lint rule (color-hex-length) asks. */
const shortHex = (hex: string) => hex.replace(/^#([0-9a-f])\1([0-9a-f])\2([0-9a-f])\3$/i, "#$1$2$3");

/** The stylesheet text: a `--color-*` and a `--color-*-rgb` (channels, for translucent uses) per colour, two fonts. */
export function brandTokensCss(): string {
  const colorLines = (Object.entries(brandColors) as [ColorToken, string][]).flatMap(([token, hex]) => [
    `  --color-${token}: ${shortHex(hex)};`,
    `  --color-${token}-rgb: ${hexToRgb(hex).join(" ")};`,
  ]);
  const breakpointList = Object.entries(breakpoints)
    .map(([name, width]) => `${name} ${width}px`)
    .join(", ");
  return [
    "/* Generated from data/brand.json by gatsby/brand-tokens.ts; edit data/brand.json, not this file.",
    `   Breakpoints (min-width; max-width queries use one pixel less): ${breakpointList}. */`,
    ":root {",
    ...colorLines,
    `  --font-body: ${fontStack(fonts.body)};`,
    `  --font-heading: ${fontStack(fonts.heading)};`,
    "}",
    "",
  ].join("\n");
}

/** Rewrites the stylesheet when data/brand.json has changed (an unchanged file is left alone for the watcher). */
export function writeBrandTokens(rootDir: string): void {
  const file = path.join(rootDir, brandTokensPath);
  const css = brandTokensCss();
  if (fs.existsSync(file) && fs.readFileSync(file, "utf8") === css) return;
  fs.writeFileSync(file, css);
}
