/**
 * @jest-environment node
 *
 * The web fonts the build writes (gatsby/fonts.ts): subset to what the site shows, and nothing the site shows left
 * out; each split into a common file (`commonRanges`), a spanish file (`spanishRanges`) and a rest file that together
 * keep it all. Read back with HarfBuzz in a separate process (tests/helpers/font-info.mjs). Node's environment, not jsdom's:
 * the WOFF2 codec subset-font uses rejects the buffers of jsdom's realm.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  bodyWeights,
  commonRanges,
  fontFileName,
  fontFiles,
  fontParts,
  partOf,
  spanishRanges,
  type FontPart,
} from "../../../gatsby/font-files";
import { contentCharacters, fontSource, writeFonts } from "../../../gatsby/fonts";
import { filesUnder } from "../../helpers/files";

const root = path.resolve(__dirname, "../../..");

interface FontInfo {
  file: string;
  characters: string;
  axes: Record<string, { min: number; max: number }>;
}

function fontInfo(files: string[]): FontInfo[] {
  const output = execFileSync(process.execPath, [path.join(root, "tests/helpers/font-info.mjs"), ...files], {
    encoding: "utf8",
  });
  return JSON.parse(output) as FontInfo[];
}

const target = fs.mkdtempSync(path.join(os.tmpdir(), "fonts-"));
let common: FontInfo[];
let spanish: FontInfo[];
let rest: FontInfo[];
let originals: FontInfo[];

const codes = (characters: string) => [...characters].map((character) => character.codePointAt(0) ?? 0);
const written = (font: (typeof fontFiles)[number], part: FontPart) => path.join(target, fontFileName(font, part));

beforeAll(async () => {
  await writeFonts(root, target);
  common = fontInfo(fontFiles.map((font) => written(font, "common")));
  spanish = fontInfo(fontFiles.map((font) => written(font, "spanish")));
  rest = fontInfo(fontFiles.map((font) => written(font, "rest")));
  originals = fontInfo(fontFiles.map((font) => fontSource(root, font)));
}, 60_000);

afterAll(() => fs.rmSync(target, { recursive: true, force: true }));

describe("the web fonts", () => {
  it("are each written as a common, a spanish and a rest file, each smaller than the @fontsource file they come from", () => {
    for (const font of fontFiles) {
      const original = fs.statSync(fontSource(root, font)).size;
      for (const part of fontParts) {
        expect({ file: fontFileName(font, part), smaller: fs.statSync(written(font, part)).size < original }).toEqual({
          file: fontFileName(font, part),
          smaller: true,
        });
      }
    }
    expect(fs.readdirSync(target).sort()).toEqual(
      fontFiles
        .flatMap((font) => [fontFileName(font, "common"), fontFileName(font, "spanish"), fontFileName(font, "rest")])
        .sort(),
    );
  });

  it("keep between a font's three files every character of data/ that the original font has, and all of Latin-1", () => {
    const content = [...contentCharacters(path.join(root, "data"))];
    const latin1 = Array.from({ length: 0xff - 0xa0 + 1 }, (_, index) => String.fromCodePoint(0xa0 + index));
    fontFiles.forEach((font, index) => {
      const kept = new Set([...common[index].characters, ...spanish[index].characters, ...rest[index].characters]);
      const had = new Set(originals[index].characters);
      const missing = [...content, ...latin1].filter((character) => had.has(character) && !kept.has(character));
      expect({ font: font.name, missing }).toEqual({ font: font.name, missing: [] });
    });
  });

  it("drop characters the site does not use", () => {
    originals.forEach((original, index) => {
      const kept = new Set([...common[index].characters, ...spanish[index].characters, ...rest[index].characters]);
      expect(kept.size).toBeLessThan(new Set(original.characters).size);
    });
  });

  it("hold in the common file exactly the common characters the original has, Latin-1's letters not among them", () => {
    const commonCharacters = commonRanges.flatMap(([first, last]) =>
      Array.from({ length: last - first + 1 }, (_, index) => String.fromCodePoint(first + index)),
    );
    fontFiles.forEach((font, index) => {
      const had = new Set(originals[index].characters);
      expect({ font: font.name, characters: [...common[index].characters].sort() }).toEqual({
        font: font.name,
        characters: commonCharacters.filter((character) => had.has(character)).sort(),
      });
      expect(common[index].characters).toContain("a");
      for (const character of ["é", "á", "¿", "ü", "Ñ"]) expect(common[index].characters).not.toContain(character);
    });
  });

  it("hold in the spanish file exactly the spanish characters the original has, the accented letters among them", () => {
    const spanishCharacters = spanishRanges.flatMap(([first, last]) =>
      Array.from({ length: last - first + 1 }, (_, index) => String.fromCodePoint(first + index)),
    );
    fontFiles.forEach((font, index) => {
      const had = new Set(originals[index].characters);
      expect({ font: font.name, characters: [...spanish[index].characters].sort() }).toEqual({
        font: font.name,
        characters: spanishCharacters.filter((character) => had.has(character)).sort(),
      });
      for (const character of ["é", "á", "¿", "ü", "Ñ"]) expect(spanish[index].characters).toContain(character);
      expect(spanish[index].characters).not.toContain("a");
    });
  });

  it("hold in the rest file none of the common or spanish characters, and Latin-1's other letters", () => {
    fontFiles.forEach((font, index) => {
      expect({
        font: font.name,
        elsewhere: codes(rest[index].characters).filter((code) => partOf(code) !== "rest"),
      }).toEqual({ font: font.name, elsewhere: [] });
      for (const character of ["à", "ç", "ö"]) expect(rest[index].characters).toContain(character);
      for (const character of ["é", "á", "¿", "ü", "Ñ"]) expect(rest[index].characters).not.toContain(character);
    });
  });

  it("keep of Inter's weight axis every weight the stylesheets use, and no more", () => {
    const index = fontFiles.findIndex((font) => font.axes?.wght);
    for (const inter of [common[index], spanish[index], rest[index]]) expect(inter.axes.wght).toEqual(bodyWeights);
    const weights = filesUnder(path.join(root, "src"), /\.css$/).flatMap((file) =>
      [...fs.readFileSync(file, "utf8").matchAll(/font-weight:\s*([^;]+);/g)].flatMap((match) =>
        match[1].split(/\s+/).map((value) => ({ bold: 700, normal: 400 })[value] ?? Number(value)),
      ),
    );
    expect(weights.length).toBeGreaterThan(0);
    for (const weight of weights) {
      expect(Number.isFinite(weight) && weight >= bodyWeights.min && weight <= bodyWeights.max).toBe(true);
    }
  });
});
