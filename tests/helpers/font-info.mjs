#!/usr/bin/env node
/**
 * Prints {file, characters, axes} as JSON for each WOFF2 font named on the command line: the characters its cmap
 * maps and the range of each variation axis, read with HarfBuzz (harfbuzzjs). A separate process because harfbuzzjs
 * ships as ESM only, which Jest's CommonJS runtime cannot import.
 */
import fs from "node:fs";
import fontverter from "fontverter";
import * as hb from "harfbuzzjs";

const results = [];
for (const file of process.argv.slice(2)) {
  const sfnt = await fontverter.convert(fs.readFileSync(file), "sfnt");
  const face = new hb.Face(new hb.Blob(new Uint8Array(sfnt).buffer));
  const axes = Object.fromEntries(
    Object.entries(face.getAxisInfos()).map(([tag, axis]) => [tag, { min: axis.min, max: axis.max }]),
  );
  results.push({ file, characters: String.fromCodePoint(...face.collectUnicodes()), axes });
}
process.stdout.write(JSON.stringify(results));
