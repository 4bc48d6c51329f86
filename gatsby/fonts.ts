/**
 * The two web fonts, self-hosted from their @fontsource packages at a fixed URL under /fonts/.
 *
 * The build keeps only what the site can show: the characters of Basic Latin, Latin-1 (Spanish's á é í ó ú ü ñ ¿ ¡)
 * and the typographer's punctuation, plus every character the content in data/ uses, and of Inter's weight axis
 * only the weights the stylesheets ask for. A character the fonts lack falls back to the system font.
 *
 * Each font is then split by character range (gatsby/font-files.ts): a *common* file with Basic Latin and the
 * typographer's punctuation, which every page needs, a *spanish* file with the accented letters and marks of Spanish,
 * and a *rest* file with everything else; the browser downloads a file (through the faces' `unicode-range`) only
 * for a page whose text has one of its characters.
 */
import fs from "node:fs";
import path from "node:path";
import subsetFont from "subset-font";
import { fontFileName, fontFiles, fontParts, partOf, type FontFile, type FontPart } from "./font-files";

/** Where the @fontsource file of a font is installed. */
export const fontSource = (rootDir: string, font: FontFile) => path.join(rootDir, "node_modules", font.from);

/** Code point ranges every subset keeps, whatever the content uses today. */
const baseRanges: [number, number][] = [
  [0x20, 0x7e], // Basic Latin
  [0xa0, 0xff], // Latin-1 Supplement
  [0x131, 0x131], // dotless i
  [0x152, 0x153], // Œ œ
  [0x2010, 0x2027], // hyphens, dashes, curly quotes, daggers, bullet, ellipsis
  [0x2030, 0x203a], // per mille, primes, single guillemets
  [0x20ac, 0x20ac], // €
  [0x2122, 0x2122], // ™
  [0x2153, 0x215e], // fractions
  [0x2190, 0x2193], // arrows
  [0x2212, 0x2212], // minus
];

/** Every character of the site's content: the text of data/ (JSON records, MDX articles, the dictionaries). */
export function contentCharacters(dataDir: string): Set<string> {
  const characters = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.(json|mdx?)$/.test(entry.name)) {
        for (const character of fs.readFileSync(file, "utf8")) characters.add(character);
      }
    }
  };
  walk(dataDir);
  return characters;
}

/** The characters the fonts keep: the base ranges and the content's characters. */
export function subsetCharacters(dataDir: string): string {
  const characters = contentCharacters(dataDir);
  for (const [first, last] of baseRanges) {
    for (let code = first; code <= last; code += 1) characters.add(String.fromCodePoint(code));
  }
  return [...characters].join("");
}

/** The characters of one part of the fonts: the common ones, or every other character the fonts keep. */
export function partCharacters(dataDir: string, part: FontPart): string {
  return [...subsetCharacters(dataDir)].filter((character) => partOf(character.codePointAt(0) ?? 0) === part).join("");
}

/**
 * Writes the subset fonts, three files each (common, spanish and rest), into static/fonts, which Gatsby serves in develop and
 * copies into public/ on build.
 */
export async function writeFonts(rootDir: string, target = path.join(rootDir, "static/fonts")): Promise<void> {
  fs.mkdirSync(target, { recursive: true });
  // Files of an earlier split (or of the single files before it) would be served and never used.
  const names = new Set(fontFiles.flatMap((font) => fontParts.map((part) => fontFileName(font, part))));
  for (const file of fs.readdirSync(target)) {
    if (file.endsWith(".woff2") && !names.has(file)) fs.rmSync(path.join(target, file));
  }
  for (const part of fontParts) {
    const text = partCharacters(path.join(rootDir, "data"), part);
    for (const font of fontFiles) {
      const subset = await subsetFont(fs.readFileSync(fontSource(rootDir, font)), text, {
        targetFormat: "woff2",
        variationAxes: font.axes,
      });
      fs.writeFileSync(path.join(target, fontFileName(font, part)), subset);
    }
  }
}
