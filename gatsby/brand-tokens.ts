/**
 * Writes the brand's CSS custom properties (src/styles/brand-tokens.css) from data/brand.json, so the stylesheets
 * never repeat a colour or font name, and the web fonts' @font-face rules from gatsby/font-files.ts. The file is
 * committed (tests/unit/gatsby/brand-tokens.test.ts fails when it differs from what they generate) and rewritten
 * before every develop and build.
 */
import fs from "node:fs";
import path from "node:path";
import arial from "@capsizecss/metrics/arial";
import georgia from "@capsizecss/metrics/georgia";
import inter from "@capsizecss/metrics/inter";
import merriweather from "@capsizecss/metrics/merriweather";
import timesNewRoman from "@capsizecss/metrics/timesNewRoman";
import {
  brandColors,
  breakpoints,
  fontStack,
  fonts,
  hexToRgb,
  type ColorToken,
  type FontFamily,
} from "../src/lib/brand";
import { fontFileName, fontFiles, fontParts, fontUrl, partRanges, unicodeRange } from "./font-files";

export const brandTokensPath = "src/styles/brand-tokens.css";

/** "#ffffff" → "#fff" where the three pairs repeat, as the stylesheets' lint rule (color-hex-length) asks. */
const shortHex = (hex: string) => hex.replace(/^#([0-9a-f])\1([0-9a-f])\2([0-9a-f])\3$/i, "#$1$2$3");

type FontMetrics = typeof inter;

/** The metrics (Capsize's) of the web fonts the site serves, by the family name data/brand.json gives them. */
const webFontMetrics: Record<string, FontMetrics> = { "Inter Variable": inter, Merriweather: merriweather };

/**
 * Local fonts a web font falls back to, each under the names of the fonts that share its metrics (Liberation and
 * Croscore fonts on Linux and ChromeOS are metric-compatible with Arial and Times New Roman; Gelasio with Georgia).
 */
const sansFallbacks = [{ metrics: arial, localNames: ["Arial", "Liberation Sans", "Arimo"] }];
const serifFallbacks = [
  { metrics: georgia, localNames: ["Georgia", "Gelasio"] },
  { metrics: timesNewRoman, localNames: ["Times New Roman", "Liberation Serif", "Tinos"] },
];

/** A CSS percentage with at most four decimals, as fontaine and Next.js write these descriptors. */
const percent = (ratio: number) => `${+(ratio * 100).toFixed(4)}%`;

/**
 * A face that draws `localNames` (the first one installed) scaled to the web font's metrics: `size-adjust` matches
 * the average character width, the overrides its ascent, descent and line gap. The same computation as fontaine's
 * generateFontFace and Next.js's font fallbacks, on Capsize's published metrics.
 */
function metricMatchedFace(name: string, web: FontMetrics, local: FontMetrics, localNames: string[]): string {
  const sizeAdjust = web.xWidthAvg / web.unitsPerEm / (local.xWidthAvg / local.unitsPerEm);
  const em = web.unitsPerEm * sizeAdjust;
  return [
    "@font-face {",
    `  font-family: "${name}";`,
    `  src: ${localNames.map((localName) => `local("${localName}")`).join(", ")};`,
    `  size-adjust: ${percent(sizeAdjust)};`,
    `  ascent-override: ${percent(web.ascent / em)};`,
    `  descent-override: ${percent(Math.abs(web.descent) / em)};`,
    `  line-gap-override: ${percent(web.lineGap / em)};`,
    "}",
  ].join("\n");
}

/**
 * Until a web font arrives (and for good on a page where it misses `font-display: optional`'s short wait), text is
 * set in a local font. These faces scale that local font to the web font's metrics, so the fallback text takes the
 * same room: the header and the banners keep their layout in either font. A brand font without known metrics gets
 * no such face.
 */
function fallbackFaces(font: FontFamily): { names: string[]; css: string[] } {
  const metrics = webFontMetrics[font.family];
  if (!metrics) return { names: [], css: [] };
  const candidates = font.fallbacks.includes("serif") ? serifFallbacks : sansFallbacks;
  const faces = candidates.map(({ metrics: local, localNames }) => {
    const name = `${font.family} Fallback ${localNames[0]}`;
    return { name, css: metricMatchedFace(name, metrics, local, localNames) };
  });
  return { names: faces.map((face) => face.name), css: faces.map((face) => face.css) };
}

/** The font-family list of a brand font with its metric-matched fallback faces after the web font. */
function stackWithFallbacks(font: FontFamily): string {
  const { names } = fallbackFaces(font);
  return fontStack({ ...font, fallbacks: [...names, ...font.fallbacks] });
}

/** A family name in a `font-family` descriptor, quoted only where it is more than one identifier (as stylelint asks). */
const cssFamilyName = (name: string) => (/^[a-z][a-z-]*$/i.test(name) ? name : `"${name}"`);

/**
 * The self-hosted web fonts' faces (files written by gatsby/fonts.ts), three per font: the *rest* file first, then the
 * *spanish* and the *common* file (Basic Latin and the typographer's punctuation; see gatsby/font-files.ts). Their
 * `unicode-range`s do not overlap, and the browser downloads a file only when the page's text has a character in its
 * range, so most pages need only the common files. Nothing preloads them: `font-display: optional` keeps the layout
 * still if a font is late.
 */
function webFontFaces(): string[] {
  return fontFiles.flatMap((font) =>
    fontParts.map((part) =>
      [
        "@font-face {",
        `  font-family: ${cssFamilyName(fonts[font.role].family)};`,
        "  font-style: normal;",
        "  font-display: optional;",
        `  font-weight: ${font.weight};`,
        `  src: url("${fontUrl(fontFileName(font, part))}") format("${font.format}");`,
        `  unicode-range: ${unicodeRange(partRanges(part))};`,
        "}",
      ].join("\n"),
    ),
  );
}

/**
 * The stylesheet text: a `--color-*` and a `--color-*-rgb` (channels, for translucent uses) per colour, two fonts, the
 * web fonts' faces and their metric-matched fallback faces.
 */
export function brandTokensCss(): string {
  const colorLines = (Object.entries(brandColors) as [ColorToken, string][]).flatMap(([token, hex]) => [
    `  --color-${token}: ${shortHex(hex)};`,
    `  --color-${token}-rgb: ${hexToRgb(hex).join(" ")};`,
  ]);
  const breakpointList = Object.entries(breakpoints)
    .map(([name, width]) => `${name} ${width}px`)
    .join(", ");
  return [
    "/* Generated from data/brand.json and gatsby/font-files.ts by gatsby/brand-tokens.ts; edit those, not this file.",
    `   Breakpoints (min-width; max-width queries use one pixel less): ${breakpointList}. */`,
    ":root {",
    ...colorLines,
    `  --font-body: ${stackWithFallbacks(fonts.body)};`,
    `  --font-heading: ${stackWithFallbacks(fonts.heading)};`,
    "}",
    "",
    ...webFontFaces().map((css) => `${css}\n`),
    ...[fonts.body, fonts.heading].flatMap((font) => fallbackFaces(font).css.map((css) => `${css}\n`)),
  ].join("\n");
}

/** Rewrites the stylesheet when data/brand.json has changed (an unchanged file is left alone for the watcher). */
export function writeBrandTokens(rootDir: string): void {
  const file = path.join(rootDir, brandTokensPath);
  const css = brandTokensCss();
  if (fs.existsSync(file) && fs.readFileSync(file, "utf8") === css) return;
  fs.writeFileSync(file, css);
}
