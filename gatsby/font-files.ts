/**
 * The two web fonts the site self-hosts under /fonts/, each split into two files by character range. Only their
 * names, URLs and ranges: gatsby/fonts.ts writes the files at build time, and gatsby/brand-tokens.ts writes their
 * @font-face rules (with `unicode-range`) into src/styles/brand-tokens.css.
 */

export interface FontFile {
  /** The @fontsource file. */
  from: string;
  /** The start of its files' names under /fonts/: `${name}-common.woff2`, `${name}-spanish.woff2`, `${name}-rest.woff2`. */
  name: string;
  /** Which brand font of data/brand.json it is (its family name comes from there). */
  role: "body" | "heading";
  /** The @font-face `font-weight`. */
  weight: string;
  /** The @font-face `format()`. */
  format: "woff2" | "woff2-variations";
  /** The range kept of each variation axis. */
  axes?: Record<string, { min: number; max: number }>;
}

/** The lightest and heaviest weight of Inter the stylesheets use (a unit test reads every `font-weight`). */
export const bodyWeights = { min: 400, max: 800 };

export const fontFiles: FontFile[] = [
  {
    from: "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
    name: "inter-latin-wght-normal",
    role: "body",
    weight: `${bodyWeights.min} ${bodyWeights.max}`,
    format: "woff2-variations",
    axes: { wght: bodyWeights },
  },
  {
    from: "@fontsource/merriweather/files/merriweather-latin-700-normal.woff2",
    name: "merriweather-latin-700-normal",
    role: "heading",
    weight: "700",
    format: "woff2",
  },
];

/**
 * The characters every page uses, as [first, last] code points: Basic Latin, the typographer's punctuation, and the
 * three beyond them an English page shows in its header and footer (© and ·, and the ñ of "Español"). Each font's
 * *common* file holds exactly these.
 */
export const commonRanges: [number, number][] = [
  [0x20, 0x7e], // Basic Latin
  [0xa9, 0xa9], // copyright sign
  [0xb7, 0xb7], // middle dot
  [0xf1, 0xf1], // ñ
  [0x2013, 0x2014], // en and em dash
  [0x2018, 0x201d], // curly quotes
  [0x2022, 0x2022], // bullet
  [0x2026, 0x2026], // ellipsis
];

/**
 * The other characters of Spanish text: the accented vowels, Ñ, the opening ¡ and ¿, guillemets and the ordinal
 * indicators. Each font's *spanish* file holds these: a Spanish page downloads the common and the spanish files (about
 * 7 KB together, where the rest files are 22 KB), and so does an English page with a "résumé".
 */
export const spanishRanges: [number, number][] = [
  [0xa1, 0xa1], // ¡
  [0xaa, 0xab], // ª «
  [0xba, 0xbb], // º »
  [0xbf, 0xbf], // ¿
  [0xc1, 0xc1], // Á
  [0xc9, 0xc9], // É
  [0xcd, 0xcd], // Í
  [0xd1, 0xd1], // Ñ
  [0xd3, 0xd3], // Ó
  [0xda, 0xda], // Ú
  [0xdc, 0xdc], // Ü
  [0xe1, 0xe1], // á
  [0xe9, 0xe9], // é
  [0xed, 0xed], // í
  [0xf3, 0xf3], // ó
  [0xfa, 0xfa], // ú
  [0xfc, 0xfc], // ü
];

/**
 * The three files of each font, in the order their @font-face rules are declared (their ranges do not overlap): the
 * *rest* holds every other character the font keeps (Latin-1's other letters, the content's other characters), and a
 * page downloads a file only when its text has one of that file's characters.
 */
export const fontParts = ["rest", "spanish", "common"] as const;
export type FontPart = (typeof fontParts)[number];

export const fontFileName = (font: FontFile, part: FontPart) => `${font.name}-${part}.woff2`;

export const fontUrl = (file: string) => `/fonts/${file}`;

const inRanges = (ranges: [number, number][], code: number) =>
  ranges.some(([first, last]) => code >= first && code <= last);

/** Whether a code point is one of the common characters. */
export const isCommon = (code: number) => inRanges(commonRanges, code);

/** The file a code point belongs to. */
export const partOf = (code: number): FontPart =>
  isCommon(code) ? "common" : inRanges(spanishRanges, code) ? "spanish" : "rest";

/** The code point ranges of a file: its own ranges, or, for the rest, everything outside them (up to U+10FFFF). */
export function partRanges(part: FontPart): [number, number][] {
  if (part === "common") return commonRanges;
  if (part === "spanish") return spanishRanges;
  const rest: [number, number][] = [];
  let next = 0;
  for (const [first, last] of [...commonRanges, ...spanishRanges].sort((a, b) => a[0] - b[0])) {
    if (first > next) rest.push([next, first - 1]);
    next = last + 1;
  }
  rest.push([next, 0x10ffff]);
  return rest;
}

/** A CSS `unicode-range` value: "U+20-7E, U+2022, …". */
export const unicodeRange = (ranges: [number, number][]) =>
  ranges
    .map(([first, last]) => {
      const hex = (code: number) => code.toString(16).toUpperCase();
      return first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`;
    })
    .join(", ");
