/**
 * The two web fonts, self-hosted from their @fontsource packages at a fixed URL under /fonts/ so every page can
 * preload them (a hashed webpack URL could not be named in the HTML head). Latin subset only: the site is in
 * English; other characters fall back to the system font.
 */
import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";

export const fontFiles = [
  { from: "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2", to: "inter-latin-wght-normal.woff2" },
  {
    from: "@fontsource/merriweather/files/merriweather-latin-700-normal.woff2",
    to: "merriweather-latin-700-normal.woff2",
  },
];

export const fontUrl = (file: string) => `/fonts/${file}`;

/** Copies the font files into static/fonts, which Gatsby serves in develop and copies into public/ on build. */
export function copyFonts(rootDir: string): void {
  const target = path.join(rootDir, "static/fonts");
  fs.mkdirSync(target, { recursive: true });
  const resolve = createRequire(path.join(rootDir, "package.json")).resolve;
  for (const font of fontFiles) {
    fs.copyFileSync(resolve(font.from), path.join(target, font.to));
  }
}
