/**
 * @jest-environment node
 *
 * The web fonts the build writes (gatsby/fonts.ts): subset to what the site shows, and nothing the site shows left
 * out. Read back with HarfBuzz in a separate process (tests/helpers/font-info.mjs). Node's environment, not jsdom's:
 * the WOFF2 codec subset-font uses rejects the buffers of jsdom's realm.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { bodyWeights, fontFiles } from "../../../gatsby/font-files";
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
let written: FontInfo[];
let originals: FontInfo[];

beforeAll(async () => {
  await writeFonts(root, target);
  written = fontInfo(fontFiles.map((font) => path.join(target, font.to)));
  originals = fontInfo(fontFiles.map((font) => fontSource(root, font)));
}, 60_000);

afterAll(() => fs.rmSync(target, { recursive: true, force: true }));

describe("the web fonts", () => {
  it("are smaller than the @fontsource files they come from", () => {
    for (const font of fontFiles) {
      expect(fs.statSync(path.join(target, font.to)).size).toBeLessThan(fs.statSync(fontSource(root, font)).size);
    }
  });

  it("keep every character of data/ that the original font has, and all of Latin-1", () => {
    const content = [...contentCharacters(path.join(root, "data"))];
    const latin1 = Array.from({ length: 0xff - 0xa0 + 1 }, (_, index) => String.fromCodePoint(0xa0 + index));
    fontFiles.forEach((font, index) => {
      const kept = new Set(written[index].characters);
      const had = new Set(originals[index].characters);
      const missing = [...content, ...latin1].filter((character) => had.has(character) && !kept.has(character));
      expect({ font: font.to, missing }).toEqual({ font: font.to, missing: [] });
    });
  });

  it("drop characters the site does not use", () => {
    written.forEach((font, index) => {
      expect(font.characters.length).toBeLessThan(originals[index].characters.length);
    });
  });

  it("keep of Inter's weight axis every weight the stylesheets use, and no more", () => {
    const inter = written[fontFiles.findIndex((font) => font.axes?.wght)];
    expect(inter.axes.wght).toEqual(bodyWeights);
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
