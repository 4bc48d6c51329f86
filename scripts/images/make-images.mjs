#!/usr/bin/env node
/**
 * Riverwalk CPA Group's illustration generator: every image in data/images/ is an SVG composition built from the
 * shapes in this folder and rasterised with sharp (librsvg). Each family module adds its images to the registry
 * when imported; randomness is seeded from each file name, so re-running writes byte-identical files.
 *
 *   npm run images                 every image, then static/favicon.ico
 *   npm run images -- banners/     only the files whose path contains "banners/"
 */
import path from 'node:path';
import { mkdir, writeFile } from 'node:fs/promises';
import sharp from 'sharp';
import os from 'node:os';
import { svgDoc } from './defs.mjs';
import { OUT, ROOT } from './project.mjs';
import { seedRandom } from './random.mjs';
import { jobs } from './registry.mjs';
import './families/banners.mjs';
import './families/services.mjs';
import './families/insights.mjs';
import './families/industries.mjs';
import './families/sectors.mjs';
import './families/community.mjs';
import './families/team.mjs';
import './families/icons.mjs';
import './families/logos.mjs';
import './families/awards.mjs';
import './families/brand.mjs';

async function renderJob(j) {
  seedRandom(j.file);
  const body = j.build(j.W, j.H);
  const out = path.join(OUT, j.file);
  await mkdir(path.dirname(out), { recursive: true });
  if (j.file.endsWith('.svg')) {
    await writeFile(out, body);
    return;
  }
  const svg = body.startsWith('<svg') ? body : svgDoc(j.W, j.H, body);
  let img = sharp(Buffer.from(svg), { density: 72 });
  if (j.file.endsWith('.jpg')) img = img.flatten({ background: '#ffffff' }).jpeg({ quality: 78, mozjpeg: true });
  else img = img.png({ palette: true, quality: 92, compressionLevel: 9, effort: 8 });
  const buf = await img.toBuffer();
  await writeFile(out, buf);
}

async function main() {
  const t0 = Date.now();
  const filter = process.argv.slice(2);
  const todo = filter.length ? jobs.filter((j) => filter.some((p) => j.file.includes(p))) : jobs;
  let next = 0;
  const worker = async () => {
    while (next < todo.length) {
      const j = todo[next++];
      try {
        const t = Date.now();
        await renderJob(j);
        if (process.env.IMG_TIMING) console.log(String(Date.now() - t).padStart(6), j.file);
      } catch (e) {
        console.error(`failed: ${j.file}`);
        throw e;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(2, Math.min(4, os.availableParallelism())) }, worker));
  console.log(`Generated ${todo.length} images in ${((Date.now() - t0) / 1000).toFixed(1)}s -> ${path.relative(ROOT, OUT)}`);
  if (!filter.length || filter.some((p) => 'brand/logo-mark-512.png'.includes(p))) await writeFavicon();
}

/** static/favicon.ico from the logo mark: an ICO holding 16, 32 and 48 px PNGs (valid since Windows Vista). */
async function writeFavicon() {
  const source = path.join(OUT, 'brand/logo-mark-512.png');
  const sizes = [16, 32, 48];
  const pngs = await Promise.all(sizes.map((size) => sharp(source).resize(size, size).png().toBuffer()));
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(sizes.length, 4);
  let offset = 6 + 16 * sizes.length;
  const entries = sizes.map((size, i) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size, 0);
    entry.writeUInt8(size, 1);
    entry.writeUInt16LE(1, 4);
    entry.writeUInt16LE(32, 6);
    entry.writeUInt32LE(pngs[i].length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += pngs[i].length;
    return entry;
  });
  const file = path.join(ROOT, 'static/favicon.ico');
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, Buffer.concat([header, ...entries, ...pngs]));
}

await main();
