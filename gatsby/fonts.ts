/**
 * The two web fonts, self-hosted from their @fontsource packages at a fixed URL under /fonts/ so every page can
 * preload them (a hashed webpack URL could not be named in the HTML head).
 *
 * Both are preloaded, so their bytes compete with the banner image at the start of every first visit. The build
 * therefore keeps only what the site can show: the characters of Basic Latin, Latin-1 (Spanish's á é í ó ú ü ñ ¿ ¡)
 * and the typographer's punctuation, plus every character the content in data/ uses, and of Inter's weight axis
 * only the weights the stylesheets ask for. A character the fonts lack falls back to the system font.
 */
import fs from "node:fs";
import path from "node:path";
import subsetFont from "subset-font";
import { fontFiles, type FontFile } from "./font-files";

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

/** Writes the subset fonts into static/fonts, which Gatsby serves in develop and copies into public/ on build. */
export async function writeFonts(rootDir: string, target = path.join(rootDir, "static/fonts")): Promise<void> {
  fs.mkdirSync(target, { recursive: true });
  const text = subsetCharacters(path.join(rootDir, "data"));
  for (const font of fontFiles) {
    const subset = await subsetFont(fs.readFileSync(fontSource(rootDir, font)), text, {
      targetFormat: "woff2",
      variationAxes: font.axes,
    });
    fs.writeFileSync(path.join(target, font.to), subset);
  }
}
