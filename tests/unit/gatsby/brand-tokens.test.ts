/**
 * One brand source: the committed stylesheet matches data/brand.json, every colour in the stylesheets and
 * components comes from a token, and every media query uses a named breakpoint.
 */
import fs from "node:fs";
import path from "node:path";
import { brandTokensCss, brandTokensPath } from "../../../gatsby/brand-tokens";
import {
  commonRanges,
  fontFileName,
  fontFiles,
  fontParts,
  partRanges,
  type FontPart,
} from "../../../gatsby/font-files";
import { brandColors, breakpointWidths, colorValue, fontStack, fonts } from "../../../src/lib/brand";
import { cssBreakpoints } from "../../../src/lib/slider-breakpoints";
import { filesUnder } from "../../helpers/files";

const root = path.resolve(__dirname, "../../..");

const generatedFiles = new Set([brandTokensPath, "src/gatsby-types.d.ts"]);
const filesIn = (dir: string, pattern: RegExp) =>
  filesUnder(path.join(root, dir), pattern).map((file) => path.relative(root, file));
const stylesheets = filesIn("src", /\.css$/).filter((file) => !generatedFiles.has(file));
const sources = filesIn("src", /\.(ts|tsx)$/).filter((file) => !generatedFiles.has(file));
const read = (file: string) => fs.readFileSync(path.join(root, file), "utf8");

describe("brand tokens", () => {
  it("are committed exactly as data/brand.json generates them (run a build or develop to refresh)", () => {
    expect(read(brandTokensPath)).toBe(brandTokensCss());
  });

  it("resolve a colour that names another token to that token's value", () => {
    expect(colorValue("focus")).toBe(brandColors.gold);
    expect(brandTokensCss()).toContain(`--color-focus: ${brandColors.gold};`);
  });

  it("write the font families with their fallbacks", () => {
    expect(fontStack(fonts.heading)).toBe('"Merriweather", "Georgia", "Times New Roman", serif');
    expect(brandTokensCss()).toContain(`--font-body: "Inter Variable", `);
  });

  it("follow each web font with local faces scaled to its metrics, declared in the same stylesheet", () => {
    const css = brandTokensCss();
    const declared = new Map(
      [...css.matchAll(/@font-face \{([^}]*)\}/g)].map(([, body]) => [/font-family: "([^"]+)"/.exec(body)?.[1], body]),
    );
    for (const [token, font] of [
      ["--font-body", fonts.body],
      ["--font-heading", fonts.heading],
    ] as const) {
      const stack = new RegExp(`${token}: ([^;]+);`)
        .exec(css)?.[1]
        .split(", ")
        .map((name) => name.replace(/"/g, ""));
      expect(stack?.[0]).toBe(font.family);
      const faces = stack?.slice(1).filter((name) => name.startsWith(`${font.family} Fallback `)) ?? [];
      expect(faces.length).toBeGreaterThan(0);
      expect(stack?.slice(1, 1 + faces.length)).toEqual(faces);
      for (const face of faces) {
        expect(declared.get(face)).toMatch(/src: local\("[^"]+"\)/);
        expect(declared.get(face)).toMatch(/size-adjust: \d+(\.\d+)?%/);
      }
    }
  });

  it("declare each web font's rest file, then its spanish and its common file, by unicode-range, with no range in two", () => {
    const faces = [...brandTokensCss().matchAll(/@font-face \{([^}]*)\}/g)]
      .map(([, body]) => body)
      .filter((body) => body.includes("src: url("));
    expect(
      faces.map((body) => ({
        family: /font-family: "?([^";]+)"?;/.exec(body)?.[1],
        src: /src: ([^;]+);/.exec(body)?.[1],
        range: /unicode-range: ([^;]+);/.exec(body)?.[1],
        display: /font-display: ([^;]+);/.exec(body)?.[1],
      })),
    ).toEqual(
      fontFiles.flatMap((font) => {
        const family = fonts[font.role].family;
        const src = (part: FontPart) => `url("/fonts/${fontFileName(font, part)}") format("${font.format}")`;
        return [
          {
            family,
            src: src("rest"),
            range:
              "U+0-1F, U+7F-A0, U+A2-A8, U+AC-B6, U+B8-B9, U+BC-BE, U+C0, U+C2-C8, U+CA-CC, U+CE-D0, U+D2, U+D4-D9, " +
              "U+DB, U+DD-E0, U+E2-E8, U+EA-EC, U+EE-F0, U+F2, U+F4-F9, U+FB, U+FD-2012, U+2015-2017, U+201E-2021, " +
              "U+2023-2025, U+2027-10FFFF",
            display: "optional",
          },
          {
            family,
            src: src("spanish"),
            range:
              "U+A1, U+AA-AB, U+BA-BB, U+BF, U+C1, U+C9, U+CD, U+D1, U+D3, U+DA, U+DC, U+E1, U+E9, U+ED, U+F3, U+FA, U+FC",
            display: "optional",
          },
          {
            family,
            src: src("common"),
            range: "U+20-7E, U+A9, U+B7, U+F1, U+2013-2014, U+2018-201D, U+2022, U+2026",
            display: "optional",
          },
        ];
      }),
    );
    // The three parts' ranges cover every code point once.
    const ranges = fontParts.flatMap((part) => partRanges(part)).sort((a, b) => a[0] - b[0]);
    expect(ranges[0][0]).toBe(0);
    expect(ranges[ranges.length - 1][1]).toBe(0x10ffff);
    ranges.slice(1).forEach(([first], index) => expect(first).toBe(ranges[index][1] + 1));
    expect(partRanges("common")).toBe(commonRanges);
  });

  it("leave no colour literal in the stylesheets or components", () => {
    const literal = /#[0-9a-f]{3,8}\b|rgba?\(\s*\d/i;
    const offenders = [...stylesheets, ...sources].flatMap((file) =>
      read(file)
        .split("\n")
        .map((line, index) => ({ line, at: `${file}:${index + 1}` }))
        .filter(({ line }) => literal.test(line.replace(/\/\*.*?\*\/|&#\d+;/g, "")))
        .map(({ at, line }) => `${at}: ${line.trim()}`),
    );
    expect(offenders).toEqual([]);
  });
});

describe("breakpoints", () => {
  it("are a small ascending set the slider's server-rendered track uses too", () => {
    expect(breakpointWidths.length).toBeLessThanOrEqual(6);
    expect([...cssBreakpoints]).toEqual([...breakpointWidths]);
  });

  it("are the only widths in the stylesheets' media queries (max-width one pixel below a named width)", () => {
    const named = new Set(breakpointWidths);
    // Both notations: (min-width: 768px) / (max-width: 767px) and (width >= 768px) / (width < 768px).
    const namedWidth = (feature: string, width: number) =>
      ({ "min-width:": width, "max-width:": width + 1, ">=": width, "<": width, "<=": width + 1, ">": width + 1 })[
        feature
      ];
    const queries = stylesheets.flatMap((file) =>
      [...read(file).matchAll(/@media[^{]*?\((min-width:|max-width:|width\s*(?:>=|<=|<|>))\s*(\d+)px\)/g)].map(
        ([query, feature, width]) => ({
          at: `${file}: ${query}`,
          named: named.has(namedWidth(feature.replace(/^width\s*/, ""), Number(width)) ?? -1),
        }),
      ),
    );
    expect(queries.length).toBeGreaterThan(20);
    expect(queries.filter((query) => !query.named).map((query) => query.at)).toEqual([]);
  });

  it("are the only widths in the sliders' per-view settings", () => {
    const allowed = new Set([0, ...breakpointWidths]);
    const strays = sources.flatMap((file) =>
      [...read(file).matchAll(/PerView = \[([\s\S]*?)\];/g)].flatMap(([, body]) =>
        [...body.matchAll(/\[\s*(\d+)\s*,/g)]
          .filter(([, width]) => !allowed.has(Number(width)))
          .map(([entry]) => `${file}: ${entry}`),
      ),
    );
    expect(strays).toEqual([]);
  });
});
