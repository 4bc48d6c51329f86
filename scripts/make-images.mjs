#!/usr/bin/env node
/**
 * Riverwalk CPA Group — illustration generator.
 *
 * Every image in data/images/ is an SVG composition built here from a small
 * library of flat, geometric "editorial" shapes in the brand palette and then
 * rasterised with sharp (librsvg). Randomness is seeded from each file name,
 * so re-running produces byte-identical output.
 *
 *   npm run images        (node scripts/make-images.mjs)
 *
 * Only depends on `sharp` and Node built-ins.
 */
import sharp from 'sharp';
import { mkdir, writeFile } from 'node:fs/promises';
import { createHash } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT = path.join(ROOT, 'data', 'images');
const FONT = 'DejaVu Sans, Arial, sans-serif';
const SERIF = 'Merriweather, Georgia, serif';

/* ------------------------------------------------------------------ */
/* Palette                                                             */
/* ------------------------------------------------------------------ */
const C = {
  navy: '#14324a', navyD: '#0c2233', navyM: '#23506f', navyL: '#3d6a89',
  teal: '#0f6e6b', tealD: '#0a5250', tealM: '#2b8a83', tealL: '#78b9b1', tealP: '#d4e9e5',
  gold: '#c8963e', goldD: '#a67a2e', goldL: '#e4bd76', goldP: '#f3e5c8',
  cream: '#f6f2ea', cream2: '#ebe3d2', sky: '#dbe7ef', skyD: '#b8cedd', skyM: '#cddde8',
  white: '#ffffff', ink: '#0b1f2e', slate: '#6f8597', line: '#d3dee6',
  rose: '#d27f69', roseP: '#f2d5ca', wood: '#e6d2ae', woodD: '#c9a874', trunk: '#6b5440',
};
const SKIN = ['#f5d8c1', '#eec3a1', '#dba67f', '#c08660', '#9a6342', '#74472c', '#573421'];
const HAIR = ['#1f1712', '#3a2619', '#5c3b22', '#8a5a2e', '#c9a063', '#a9aeb3', '#d8d4cc', '#111111'];

/* ------------------------------------------------------------------ */
/* Deterministic randomness                                            */
/* ------------------------------------------------------------------ */
let rnd = () => 0.5;
let uidCounter = 0;
function seed(name) {
  let a = createHash('sha256').update(name).digest().readUInt32LE(0);
  rnd = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  uidCounter = 0;
}
const R = (a = 0, b = 1) => a + rnd() * (b - a);
const RI = (a, b) => Math.floor(R(a, b + 1 - 1e-9));
const pick = (arr) => arr[Math.floor(rnd() * arr.length)];
const uid = (p = 'u') => `${p}${++uidCounter}`;

/* ------------------------------------------------------------------ */
/* SVG helpers                                                         */
/* ------------------------------------------------------------------ */
const f = (v) => String(Math.round(v * 10) / 10);
const f3 = (v) => String(Math.round(v * 1000) / 1000);
const tf = (x, y, s = 1, r = 0) =>
  `translate(${f(x)} ${f(y)})${r ? ` rotate(${f(r)})` : ''}${s !== 1 ? ` scale(${f3(s)})` : ''}`;
const G = (content, x = 0, y = 0, s = 1, r = 0, extra = '') =>
  `<g transform="${tf(x, y, s, r)}"${extra ? ' ' + extra : ''}>${content}</g>`;
const ex = (e) => (e ? ' ' + e : '');
const rect = (x, y, w, h, rx, fill, e = '') =>
  `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}"${rx ? ` rx="${f(rx)}"` : ''} fill="${fill}"${ex(e)}/>`;
const circ = (cx, cy, r, fill, e = '') => `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${fill}"${ex(e)}/>`;
const ell = (cx, cy, rx, ry, fill, e = '') =>
  `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="${fill}"${ex(e)}/>`;
const P = (d, fill, e = '') => `<path d="${d}" fill="${fill}"${ex(e)}/>`;
const ln = (x1, y1, x2, y2, stroke, sw, e = '') =>
  `<line x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}" stroke="${stroke}" stroke-width="${f(sw)}" stroke-linecap="round"${ex(e)}/>`;
const poly = (pts, fill, e = '') => `<polygon points="${pts.map((p) => p.map(f).join(',')).join(' ')}" fill="${fill}"${ex(e)}/>`;
const pl = (pts, stroke, sw, e = '') =>
  `<polyline points="${pts.map((p) => p.map(f).join(',')).join(' ')}" fill="none" stroke="${stroke}" stroke-width="${f(sw)}" stroke-linecap="round" stroke-linejoin="round"${ex(e)}/>`;
const stroke = (d, col, sw, e = '') =>
  `<path d="${d}" fill="none" stroke="${col}" stroke-width="${f(sw)}" stroke-linecap="round" stroke-linejoin="round"${ex(e)}/>`;
const SH = 'filter="url(#ds)"';
const SHL = 'filter="url(#dsL)"';
const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function lg(id, stops, x1 = 0, y1 = 0, x2 = 0, y2 = 1) {
  return `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stops
    .map(([o, c, op]) => `<stop offset="${o}" stop-color="${c}"${op !== undefined ? ` stop-opacity="${op}"` : ''}/>`)
    .join('')}</linearGradient>`;
}
function rg(id, stops, cx = 0.5, cy = 0.5, r = 0.5) {
  return `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stops
    .map(([o, c, op]) => `<stop offset="${o}" stop-color="${c}"${op !== undefined ? ` stop-opacity="${op}"` : ''}/>`)
    .join('')}</radialGradient>`;
}
const pattern = (id, w, h, body, extra = '') =>
  `<pattern id="${id}" width="${w}" height="${h}" patternUnits="userSpaceOnUse"${ex(extra)}>${body}</pattern>`;

const COMMON_DEFS = [
  lg('gPaper', [[0, '#ffffff'], [1, '#f2ede3']]),
  lg('gNavy', [[0, '#1f4966'], [1, '#12304a']]),
  lg('gNavyD', [[0, '#163a55'], [1, '#0b2131']]),
  lg('gTeal', [[0, '#1a8680'], [1, '#0d6461']]),
  lg('gTealL', [[0, '#8cc7bf'], [1, '#5ea79f']]),
  lg('gGold', [[0, '#ddb062'], [1, '#c08c35']]),
  lg('gGoldL', [[0, '#f3dcae'], [1, '#e2bd79']]),
  lg('gSky', [[0, '#edf3f7'], [1, '#d2e1eb']]),
  lg('gCream', [[0, '#fbf8f2'], [1, '#efe7d7']]),
  lg('gWood', [[0, '#ecdab8'], [1, '#d9bf92']]),
  lg('gRose', [[0, '#e39a84'], [1, '#cc735d']]),
  rg('gGlow', [[0, '#f3d08a', 0.9], [0.5, '#e4b062', 0.35], [1, '#c8963e', 0]]),
  rg('gGlowW', [[0, '#ffffff', 0.5], [1, '#ffffff', 0]]),
  `<filter id="ds" x="-30%" y="-30%" width="160%" height="170%"><feDropShadow dx="0" dy="6" stdDeviation="7" flood-color="#0b1f2e" flood-opacity="0.18"/></filter>`,
  `<filter id="dsL" x="-30%" y="-30%" width="160%" height="170%"><feDropShadow dx="0" dy="14" stdDeviation="16" flood-color="#0b1f2e" flood-opacity="0.24"/></filter>`,
  `<filter id="blur" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="24"/></filter>`,
  pattern('dotsL', 22, 22, circ(11, 11, 1.5, C.navy, 'fill-opacity="0.13"')),
  pattern('dotsD', 22, 22, circ(11, 11, 1.5, '#ffffff', 'fill-opacity="0.11"')),
  pattern('dotsG', 16, 16, circ(8, 8, 1.8, C.gold, 'fill-opacity="0.55"')),
  pattern('gridL', 44, 44, `<path d="M44 0H0V44" fill="none" stroke="${C.navy}" stroke-opacity="0.055" stroke-width="1"/>`),
  pattern('gridD', 44, 44, `<path d="M44 0H0V44" fill="none" stroke="#ffffff" stroke-opacity="0.05" stroke-width="1"/>`),
  pattern('hatchL', 10, 10, `<path d="M-2 12L12 -2M-2 2L2 -2M8 12L12 8" stroke="${C.navy}" stroke-opacity="0.10" stroke-width="1.4"/>`),
  pattern('hatchD', 10, 10, `<path d="M-2 12L12 -2M-2 2L2 -2M8 12L12 8" stroke="#ffffff" stroke-opacity="0.09" stroke-width="1.4"/>`),
  pattern('hatchG', 9, 9, `<path d="M-2 11L11 -2M-2 2L2 -2M7 11L11 7" stroke="${C.gold}" stroke-opacity="0.5" stroke-width="1.6"/>`),
  pattern('hatchT', 9, 9, `<path d="M-2 11L11 -2M-2 2L2 -2M7 11L11 7" stroke="${C.teal}" stroke-opacity="0.35" stroke-width="1.6"/>`),
  pattern('checker', 24, 24, rect(0, 0, 12, 12, 0, C.navy) + rect(12, 12, 12, 12, 0, C.navy)),
].join('');

function svgDoc(W, H, body, defs = '') {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${COMMON_DEFS}${defs}</defs>${body}</svg>`;
}

/* ------------------------------------------------------------------ */
/* Backgrounds and decoration                                          */
/* ------------------------------------------------------------------ */
const THEMES = {
  cream: { g: ['#fbf8f2', '#efe6d5'], blobs: [C.sky, C.tealP, C.goldP], dark: false },
  sky: { g: ['#f1f6f9', '#d3e2ec'], blobs: ['#ffffff', C.tealP, C.goldP], dark: false },
  mint: { g: ['#f1f8f6', '#d2e8e3'], blobs: ['#ffffff', C.sky, C.goldP], dark: false },
  gold: { g: ['#f8eedb', '#edd8ae'], blobs: ['#fbf6ec', C.goldL, '#ffffff'], dark: false },
  navy: { g: ['#1c4562', '#0d2536'], blobs: ['#24536f', C.teal, '#1b4a66'], dark: true },
  teal: { g: ['#188079', '#0a4e4c'], blobs: ['#1e928a', '#0c5d5a', '#14556a'], dark: true },
};

function sparkle(x, y, r, fill, e = '') {
  const k = r * 0.28;
  return P(`M${f(x)} ${f(y - r)}Q${f(x + k)} ${f(y - k)} ${f(x + r)} ${f(y)}Q${f(x + k)} ${f(y + k)} ${f(x)} ${f(y + r)}Q${f(x - k)} ${f(y + k)} ${f(x - r)} ${f(y)}Q${f(x - k)} ${f(y - k)} ${f(x)} ${f(y - r)}Z`, fill, e);
}
function plus(x, y, r, col, sw = 3, op = 1) {
  return `<g stroke="${col}" stroke-width="${sw}" stroke-linecap="round" stroke-opacity="${op}"><line x1="${f(x - r)}" y1="${f(y)}" x2="${f(x + r)}" y2="${f(y)}"/><line x1="${f(x)}" y1="${f(y - r)}" x2="${f(x)}" y2="${f(y + r)}"/></g>`;
}

/** Generic soft background for non-banner images. */
function background(W, H, themeName, o = {}) {
  const t = THEMES[themeName];
  const id = uid('bg');
  const ang = o.angle ?? R(0, 1);
  let s = `<defs>${lg(id, [[0, t.g[0]], [1, t.g[1]]], 0, 0, f3(ang), 1)}</defs>`;
  s += rect(0, 0, W, H, 0, `url(#${id})`);
  s += rect(0, 0, W, H, 0, t.dark ? 'url(#gridD)' : 'url(#gridL)');
  const M = Math.max(W, H);
  const nb = o.blobs ?? 3;
  for (let i = 0; i < nb; i++) {
    const corner = (i + RI(0, 3)) % 4;
    const cx = (corner % 2 ? W : 0) + R(-0.12, 0.12) * W;
    const cy = (corner < 2 ? 0 : H) + R(-0.12, 0.12) * H;
    const r = M * R(0.22, 0.38);
    s += circ(cx, cy, r, t.blobs[i % t.blobs.length], `fill-opacity="${t.dark ? 0.55 : 0.85}"`);
    if (i === 0) s += circ(cx, cy, r, t.dark ? 'url(#hatchD)' : 'url(#hatchL)');
  }
  if (o.dots !== false) {
    const dw = W * R(0.18, 0.28), dh = H * R(0.2, 0.32);
    const dx = rnd() < 0.5 ? W * R(0.03, 0.1) : W - dw - W * R(0.03, 0.1);
    const dy = rnd() < 0.5 ? H * R(0.05, 0.12) : H - dh - H * R(0.05, 0.12);
    s += rect(dx, dy, dw, dh, 0, t.dark ? 'url(#dotsD)' : 'url(#dotsL)');
  }
  const nr = o.rings ?? 2;
  for (let i = 0; i < nr; i++) {
    s += circ(R(0, W), R(0, H), M * R(0.12, 0.3), 'none', `stroke="${t.dark ? '#ffffff' : C.navy}" stroke-opacity="${t.dark ? 0.08 : 0.07}" stroke-width="2"`);
  }
  const ns = o.sparkles ?? 3;
  for (let i = 0; i < ns; i++) {
    const x = R(0.05, 0.95) * W, y = R(0.06, 0.94) * H;
    s += i % 2 ? sparkle(x, y, M * R(0.012, 0.02), C.gold, 'fill-opacity="0.8"') : plus(x, y, M * 0.011, t.dark ? C.goldL : C.teal, M * 0.003, 0.55);
  }
  return s;
}

/** A soft ground: wide ellipse under objects. */
const groundShadow = (x, y, w, op = 0.16, col = C.navyD) => ell(x, y, w / 2, w * 0.07, col, `fill-opacity="${op}"`);

/* ------------------------------------------------------------------ */
/* Object library (each drawn around its own origin)                   */
/* ------------------------------------------------------------------ */

/** Sheet of paper, centred on origin. */
function paper({ w = 160, h = 210, variant = 'lines', head = C.teal, acc = C.gold, fold = true, fill = 'url(#gPaper)' } = {}) {
  const x = -w / 2, y = -h / 2, k = Math.min(w, h) * 0.16, rr = Math.min(w, h) * 0.05;
  let s = fold
    ? P(`M${f(x + rr)} ${f(y)}H${f(x + w - k)}L${f(x + w)} ${f(y + k)}V${f(y + h - rr)}Q${f(x + w)} ${f(y + h)} ${f(x + w - rr)} ${f(y + h)}H${f(x + rr)}Q${f(x)} ${f(y + h)} ${f(x)} ${f(y + h - rr)}V${f(y + rr)}Q${f(x)} ${f(y)} ${f(x + rr)} ${f(y)}Z`, fill) +
      P(`M${f(x + w - k)} ${f(y)}V${f(y + k - rr)}Q${f(x + w - k)} ${f(y + k)} ${f(x + w - k + rr)} ${f(y + k)}H${f(x + w)}Z`, C.cream2)
    : rect(x, y, w, h, rr, fill);
  const px = x + w * 0.13, pw = w * 0.74, lh = Math.max(3, h * 0.026);
  if (variant === 'pdf') {
    s += rect(x - w * 0.06, y + h * 0.1, w * 0.44, h * 0.13, h * 0.02, acc);
    for (let i = 0; i < 3; i++) s += rect(x + w * 0.0 + i * w * 0.11, y + h * 0.145, w * 0.07, h * 0.05, 2, '#ffffff', 'fill-opacity="0.9"');
  } else {
    s += rect(px, y + h * 0.1, pw * 0.46, lh * 1.6, lh * 0.8, head);
    s += rect(px, y + h * 0.1 + lh * 2.6, pw * 0.28, lh, lh / 2, C.skyD);
  }
  const top = y + h * 0.27, bottom = y + h * 0.9;
  if (variant === 'lines' || variant === 'pdf' || variant === 'seal') {
    const n = variant === 'seal' ? 5 : 8;
    const step = (bottom - top) / (n + (variant === 'seal' ? 3 : 0.5));
    for (let i = 0; i < n; i++) s += rect(px, top + i * step, pw * (i % 4 === 3 ? 0.55 : R(0.75, 1)), lh, lh / 2, C.line);
    if (variant === 'seal') s += G(seal(h * 0.13, acc), x + w * 0.7, y + h * 0.78);
  } else if (variant === 'form') {
    const rows = 5, step = (bottom - top) / rows;
    for (let i = 0; i < rows; i++) {
      const yy = top + i * step;
      s += rect(px, yy, pw * 0.3, lh, lh / 2, C.skyD);
      s += rect(px, yy + lh * 1.8, pw * 0.58, step * 0.42, 4, 'none', `stroke="${C.skyD}" stroke-width="1.6"`);
      s += rect(px + pw * 0.64, yy + lh * 1.8, pw * 0.36, step * 0.42, 4, i === 2 ? C.goldP : 'none', `stroke="${i === 2 ? acc : C.skyD}" stroke-width="1.6"`);
      if (i % 2 === 0) s += rect(px + 6, yy + lh * 1.8 + step * 0.15, pw * R(0.2, 0.4), lh * 0.9, lh / 2, C.navyL, 'fill-opacity="0.55"');
    }
    s += stroke(`M${f(px + pw * 0.55)} ${f(bottom - 4)}q${f(pw * 0.08)} ${f(-lh * 4)} ${f(pw * 0.14)} 0t${f(pw * 0.14)} 0t${f(pw * 0.14)} 0`, head, Math.max(1.5, lh * 0.5));
  } else if (variant === 'chart') {
    for (let i = 0; i < 3; i++) s += rect(px, top + i * lh * 2.6, pw * (i === 2 ? 0.6 : 1), lh, lh / 2, C.line);
    const by = bottom, bh = (bottom - top) * 0.55, n = 5, bw = pw / (n * 1.6);
    for (let i = 0; i < n; i++) {
      const hh = bh * (0.3 + i * 0.16) * R(0.85, 1.05);
      s += rect(px + i * bw * 1.6, by - hh, bw, hh, bw * 0.25, i === n - 1 ? acc : i % 2 ? C.tealM : C.navyL);
    }
  } else if (variant === 'check') {
    const rows = 5, step = (bottom - top) / rows;
    for (let i = 0; i < rows; i++) {
      const yy = top + i * step, bs = step * 0.5;
      s += rect(px, yy, bs, bs, bs * 0.25, i < 3 ? C.tealP : 'none', `stroke="${C.tealM}" stroke-width="1.8"`);
      if (i < 3) s += stroke(`M${f(px + bs * 0.22)} ${f(yy + bs * 0.52)}l${f(bs * 0.22)} ${f(bs * 0.22)}l${f(bs * 0.38)} ${f(-bs * 0.45)}`, C.teal, Math.max(2, bs * 0.16));
      s += rect(px + bs * 1.5, yy + bs * 0.3, pw * R(0.5, 0.75), lh, lh / 2, C.line);
    }
  } else if (variant === 'table') {
    const rows = 6, cols = 3, cw = pw / cols, step = (bottom - top) / rows;
    for (let i = 0; i < rows; i++)
      for (let j = 0; j < cols; j++)
        s += rect(px + j * cw + 2, top + i * step + 2, cw - 4, step - 4, 3, i === 0 ? C.tealP : (i + j) % 3 === 0 ? C.goldP : '#f1f4f7') +
          rect(px + j * cw + 2 + cw * 0.14, top + i * step + step * 0.42, (cw - 4) * (i === 0 ? 0.5 : R(0.3, 0.65)), Math.max(2, step * 0.14), 2, i === 0 ? C.teal : j === cols - 1 ? C.gold : C.navyL, `fill-opacity="${i === 0 ? 0.9 : 0.55}"`);
  }
  return s;
}

/** Rosette seal with ribbons, centred. */
function seal(r = 30, col = C.gold) {
  let s = P(`M${f(-r * 0.45)} ${f(r * 0.3)}L${f(-r * 0.75)} ${f(r * 1.45)}L${f(-r * 0.4)} ${f(r * 1.25)}L${f(-r * 0.15)} ${f(r * 1.55)}L${f(0)} ${f(r * 0.5)}Z`, C.teal);
  s += P(`M${f(r * 0.45)} ${f(r * 0.3)}L${f(r * 0.75)} ${f(r * 1.45)}L${f(r * 0.4)} ${f(r * 1.25)}L${f(r * 0.15)} ${f(r * 1.55)}L${f(0)} ${f(r * 0.5)}Z`, C.tealD);
  const n = 16;
  let d = '';
  for (let i = 0; i < n * 2; i++) {
    const a = (i / (n * 2)) * Math.PI * 2, rr = i % 2 ? r * 0.86 : r;
    d += `${i ? 'L' : 'M'}${f(Math.cos(a) * rr)} ${f(Math.sin(a) * rr)}`;
  }
  s += P(d + 'Z', col === C.gold ? 'url(#gGold)' : col, 'stroke-linejoin="round"');
  s += circ(0, 0, r * 0.7, C.goldL);
  s += circ(0, 0, r * 0.6, 'none', `stroke="#fff7e3" stroke-width="${f(r * 0.05)}"`);
  s += star(0, 0, r * 0.34, '#fffaf0');
  return s;
}

function star(cx, cy, r, fill, e = '', inner = 0.45) {
  let d = '';
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5, rr = i % 2 ? r * inner : r;
    d += `${i ? 'L' : 'M'}${f(cx + Math.cos(a) * rr)} ${f(cy + Math.sin(a) * rr)}`;
  }
  return P(d + 'Z', fill, `stroke="${fill}" stroke-width="${f(r * 0.12)}" stroke-linejoin="round"` + ex(e));
}

function calculator(w = 130, h = 180) {
  const x = -w / 2, y = -h / 2;
  let s = rect(x, y, w, h, w * 0.12, 'url(#gNavy)');
  s += rect(x + 3, y + 3, w - 6, h - 6, w * 0.1, 'none', 'stroke="#ffffff" stroke-opacity="0.1" stroke-width="2"');
  const sh = h * 0.2;
  s += rect(x + w * 0.1, y + h * 0.08, w * 0.8, sh, w * 0.05, '#dcefe9');
  for (let i = 0; i < 4; i++) s += rect(x + w * 0.84 - (i + 1) * w * 0.11, y + h * 0.08 + sh * 0.38, w * 0.075, sh * 0.42, 2, C.teal, `fill-opacity="${0.9 - i * 0.12}"`);
  const bx = x + w * 0.1, by = y + h * 0.08 + sh + h * 0.06, bw = w * 0.8, bh = h - (by - y) - h * 0.07;
  const cols = 4, rows = 4, g = w * 0.045, cw = (bw - g * (cols - 1)) / cols, ch = (bh - g * (rows - 1)) / rows;
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < cols; c++) {
      const fill = c === cols - 1 ? (r === rows - 1 ? C.teal : 'url(#gGold)') : r === 0 ? C.navyL : '#2e5877';
      s += rect(bx + c * (cw + g), by + r * (ch + g), cw, ch, cw * 0.25, fill);
    }
  return s;
}

/** White chart card with bars and a rising trend line. */
function chartBoard({ w = 280, h = 200, bars = null, line = true, card = true, colors = null, acc = C.gold } = {}) {
  const x = -w / 2, y = -h / 2;
  let s = '';
  if (card) {
    s += rect(x, y, w, h, 16, 'url(#gPaper)');
    for (let i = 0; i < 3; i++) s += circ(x + 20 + i * 14, y + 18, 4.5, [C.rose, C.gold, C.tealM][i], 'fill-opacity="0.8"');
    s += rect(x + w - 90, y + 14, 70, 8, 4, C.line);
  }
  const n = bars ? bars.length : 6;
  const vals = bars || Array.from({ length: n }, (_, i) => 0.25 + (i / (n - 1)) * 0.65 * R(0.8, 1.1));
  const px = x + w * 0.1, pw = w * 0.8, base = y + h * 0.86, ph = h * (card ? 0.58 : 0.8);
  const bw = pw / (n * 1.5);
  s += ln(px - 6, base, px + pw, base, C.skyD, 2);
  const pts = [];
  vals.forEach((v, i) => {
    const bx = px + i * (pw / n) + (pw / n - bw) / 2, bh = ph * Math.min(1, v);
    const col = colors ? colors[i % colors.length] : i === n - 1 ? 'url(#gGold)' : i % 2 ? 'url(#gTeal)' : 'url(#gNavy)';
    s += rect(bx, base - bh, bw, bh, Math.min(6, bw * 0.25), col);
    pts.push([bx + bw / 2, base - bh - h * 0.08]);
  });
  if (line) {
    s += pl(pts, acc, Math.max(3, w * 0.012));
    pts.forEach(([a, b], i) => (s += circ(a, b, Math.max(4, w * 0.016), i === pts.length - 1 ? acc : '#ffffff', `stroke="${acc}" stroke-width="${f(Math.max(2, w * 0.008))}"`)));
  }
  return s;
}

function donut(r, parts = [0.45, 0.3, 0.25], cols = [C.teal, C.gold, C.navy], sw = null) {
  sw = sw || r * 0.42;
  const circumference = 2 * Math.PI * r;
  let s = circ(0, 0, r, 'none', `stroke="${C.sky}" stroke-width="${f(sw)}"`);
  let off = 0;
  parts.forEach((p, i) => {
    s += `<circle cx="0" cy="0" r="${f(r)}" fill="none" stroke="${cols[i % cols.length]}" stroke-width="${f(sw)}" stroke-dasharray="${f(p * circumference - 2)} ${f(circumference)}" stroke-dashoffset="${f(-off * circumference)}" transform="rotate(-90)"/>`;
    off += p;
  });
  return s;
}

/** Stack of coins, origin at bottom centre. */
function coinStack(n = 5, r = 34) {
  let s = ell(0, 2, r * 1.15, r * 0.3, C.navyD, 'fill-opacity="0.14"');
  const th = r * 0.26;
  for (let i = 0; i < n; i++) {
    const y = -i * th;
    s += ell(0, y, r, r * 0.32, C.goldD);
    s += rect(-r, y - th, r * 2, th, 0, '#b8862f');
    s += ell(0, y - th, r, r * 0.32, i === n - 1 ? 'url(#gGold)' : '#d3a24f');
    s += ln(-r, y - th * 0.5, r, y - th * 0.5, '#d9ad60', 1, 'stroke-opacity="0.5"');
  }
  const ty = -n * th;
  s += ell(0, ty, r * 0.68, r * 0.2, 'none', 'stroke="#f4dba6" stroke-width="2"');
  return s;
}

/** Front-facing coin with a currency glyph. */
function coin(r = 40, face = 'dollar') {
  let s = circ(0, r * 0.08, r, C.goldD) + circ(0, 0, r, 'url(#gGold)');
  s += circ(0, 0, r * 0.78, 'none', `stroke="#f2d59c" stroke-width="${f(r * 0.07)}"`);
  const k = r / 20, c = '#fff6e2';
  if (face === 'dollar') {
    s += stroke(`M${f(6 * k)} ${f(-7 * k)}C${f(3 * k)} ${f(-11 * k)} ${f(-7 * k)} ${f(-11 * k)} ${f(-7 * k)} ${f(-4.5 * k)}C${f(-7 * k)} ${f(1 * k)} ${f(7 * k)} ${f(-1 * k)} ${f(7 * k)} ${f(5 * k)}C${f(7 * k)} ${f(11 * k)} ${f(-4 * k)} ${f(11 * k)} ${f(-7 * k)} ${f(7 * k)}`, c, 2.6 * k);
    s += ln(0, -13 * k, 0, 13 * k, c, 2.4 * k);
  } else if (face === 'block') {
    s += G(cubeIso(8 * k, '#fff6e2', '#f2d59c', '#e6c27c'), 0, -2 * k);
  } else {
    s += star(0, 0, 8 * k, c);
  }
  return s;
}

function compass(r = 80, ang = 30) {
  let s = circ(0, -r - r * 0.1, r * 0.13, 'none', `stroke="${C.goldD}" stroke-width="${f(r * 0.06)}"`);
  s += circ(0, r * 0.05, r, C.goldD) + circ(0, 0, r, 'url(#gGold)');
  s += circ(0, 0, r * 0.86, C.cream) + circ(0, 0, r * 0.86, 'url(#dotsL)');
  for (let i = 0; i < 32; i++) {
    const a = (i / 32) * Math.PI * 2, big = i % 8 === 0, r1 = r * (big ? 0.66 : 0.74), r2 = r * 0.8;
    s += ln(Math.cos(a) * r1, Math.sin(a) * r1, Math.cos(a) * r2, Math.sin(a) * r2, C.navy, big ? r * 0.035 : r * 0.018, `stroke-opacity="${big ? 0.8 : 0.4}"`);
  }
  s += circ(0, 0, r * 0.5, 'none', `stroke="${C.skyD}" stroke-width="${f(r * 0.015)}"`);
  const n = r * 0.62, w = r * 0.13;
  s += G(P(`M0 ${f(-n)}L${f(w)} 0H${f(-w)}Z`, C.rose) + P(`M0 ${f(n)}L${f(w)} 0H${f(-w)}Z`, C.navy) + P(`M0 ${f(-n)}L${f(w)} 0H0Z`, '#000', 'fill-opacity="0.12"') + P(`M0 ${f(n)}L${f(w)} 0H0Z`, '#fff', 'fill-opacity="0.15"'), 0, 0, 1, ang);
  s += circ(0, 0, r * 0.08, 'url(#gGold)') + circ(0, 0, r * 0.035, '#fff');
  return s;
}

/** Rubber stamp, origin bottom centre. */
function stamp(k = 1) {
  let s = ell(0, -150 * k, 34 * k, 30 * k, 'url(#gTeal)');
  s += ell(-10 * k, -160 * k, 10 * k, 7 * k, '#ffffff', 'fill-opacity="0.25"');
  s += P(`M${f(-14 * k)} ${f(-124 * k)}H${f(14 * k)}L${f(22 * k)} ${f(-72 * k)}H${f(-22 * k)}Z`, C.tealD);
  s += rect(-62 * k, -76 * k, 124 * k, 20 * k, 10 * k, C.navy);
  s += rect(-72 * k, -58 * k, 144 * k, 42 * k, 9 * k, 'url(#gGold)');
  s += rect(-66 * k, -18 * k, 132 * k, 14 * k, 4 * k, C.navyD);
  return s;
}
function stampMark(r = 50, col = C.teal) {
  let s = circ(0, 0, r, 'none', `stroke="${col}" stroke-width="${f(r * 0.1)}"`);
  s += circ(0, 0, r * 0.78, 'none', `stroke="${col}" stroke-width="${f(r * 0.035)}" stroke-dasharray="${f(r * 0.08)} ${f(r * 0.08)}"`);
  s += stroke(`M${f(-r * 0.36)} ${f(r * 0.02)}L${f(-r * 0.08)} ${f(r * 0.3)}L${f(r * 0.4)} ${f(-r * 0.28)}`, col, r * 0.14);
  return `<g opacity="0.85">${s}</g>`;
}

function calendar(w = 200, h = 200, hl = 10, head = C.teal) {
  const x = -w / 2, y = -h / 2, hh = h * 0.24, rr = w * 0.07;
  let s = rect(x, y, w, h, rr, 'url(#gPaper)');
  s += P(`M${f(x)} ${f(y + hh)}V${f(y + rr)}Q${f(x)} ${f(y)} ${f(x + rr)} ${f(y)}H${f(x + w - rr)}Q${f(x + w)} ${f(y)} ${f(x + w)} ${f(y + rr)}V${f(y + hh)}Z`, head === C.teal ? 'url(#gTeal)' : head);
  s += rect(x + w * 0.3, y + hh * 0.42, w * 0.4, hh * 0.22, hh * 0.11, '#ffffff', 'fill-opacity="0.85"');
  for (const rx of [x + w * 0.25, x + w * 0.75]) s += rect(rx - w * 0.03, y - h * 0.07, w * 0.06, h * 0.15, w * 0.03, C.navy);
  const cols = 7, rows = 5, gx = x + w * 0.08, gw = w * 0.84, gy = y + hh + h * 0.07, gh = h - hh - h * 0.13;
  const cw = gw / cols, ch = gh / rows;
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < cols; c++) {
      const i = r * cols + c, cx = gx + c * cw + cw / 2, cy = gy + r * ch + ch / 2;
      if (i === hl) s += circ(cx, cy, Math.min(cw, ch) * 0.48, 'url(#gGold)');
      else s += rect(cx - cw * 0.3, cy - ch * 0.3, cw * 0.6, ch * 0.6, 3, i % 9 === 4 ? C.tealP : '#e7eef3');
    }
  return s;
}

function folder(w = 220, h = 160, tone = 'teal') {
  const T = { teal: ['#0b5553', 'url(#gTeal)'], gold: ['#a67a2e', 'url(#gGold)'], navy: ['#0b2131', 'url(#gNavy)'], sky: ['#9fbacd', 'url(#gSky)'] }[tone];
  const x = -w / 2, y = -h / 2;
  let s = rect(x, y, w * 0.4, h * 0.3, 10, T[0]) + rect(x, y + h * 0.1, w, h * 0.9, 12, T[0]);
  s += G(rect(x + w * 0.08, y + h * 0.0, w * 0.8, h * 0.7, 6, '#ffffff') + rect(x + w * 0.16, y + h * 0.1, w * 0.4, 5, 2.5, C.line) + rect(x + w * 0.16, y + h * 0.1 + 12, w * 0.55, 5, 2.5, C.line), 0, 0, 1, -3);
  s += rect(x + w * 0.12, y + h * 0.06, w * 0.8, h * 0.6, 6, C.cream);
  s += P(`M${f(x)} ${f(y + h * 0.3)}Q${f(x)} ${f(y + h * 0.26)} ${f(x + 8)} ${f(y + h * 0.26)}H${f(x + w - 8)}Q${f(x + w)} ${f(y + h * 0.26)} ${f(x + w)} ${f(y + h * 0.3)}V${f(y + h - 12)}Q${f(x + w)} ${f(y + h)} ${f(x + w - 12)} ${f(y + h)}H${f(x + 12)}Q${f(x)} ${f(y + h)} ${f(x)} ${f(y + h - 12)}Z`, T[1]);
  s += rect(x + w * 0.35, y + h * 0.5, w * 0.3, h * 0.12, 5, '#ffffff', 'fill-opacity="0.35"');
  return s;
}

function clipboard(w = 200, h = 260, board = 'url(#gNavy)') {
  const x = -w / 2, y = -h / 2;
  let s = rect(x, y, w, h, 16, board);
  s += rect(x + 14, y + 30, w - 28, h - 44, 8, '#ffffff');
  s += rect(-w * 0.22, y - 12, w * 0.44, 40, 11, 'url(#gGold)') + circ(0, y - 2, 6, C.navy);
  const rows = 5, top = y + 56, step = (h - 84) / rows, bs = Math.min(22, step * 0.55);
  for (let i = 0; i < rows; i++) {
    const yy = top + i * step;
    s += rect(x + 30, yy, bs, bs, 5, i < 3 ? C.tealP : '#ffffff', `stroke="${C.tealM}" stroke-width="2"`);
    if (i < 3) s += stroke(`M${f(x + 34)} ${f(yy + bs * 0.5)}l${f(bs * 0.25)} ${f(bs * 0.25)}l${f(bs * 0.42)} ${f(-bs * 0.5)}`, C.teal, 3.2);
    s += rect(x + 30 + bs + 12, yy + bs * 0.35, (w - 90 - bs) * (0.6 + ((i * 37) % 40) / 100), 6, 3, C.line);
  }
  return s;
}

function downloadBadge(r = 70, col = 'url(#gGold)') {
  let s = circ(0, 0, r, col);
  s += circ(0, 0, r * 0.84, 'none', 'stroke="#ffffff" stroke-opacity="0.35" stroke-width="3"');
  s += P(`M${f(-r * 0.12)} ${f(-r * 0.48)}H${f(r * 0.12)}V${f(-r * 0.02)}H${f(r * 0.3)}L0 ${f(r * 0.26)}L${f(-r * 0.3)} ${f(-r * 0.02)}H${f(-r * 0.12)}Z`, '#ffffff', 'stroke="#ffffff" stroke-width="4" stroke-linejoin="round"');
  s += stroke(`M${f(-r * 0.42)} ${f(r * 0.2)}V${f(r * 0.42)}H${f(r * 0.42)}V${f(r * 0.2)}`, '#ffffff', r * 0.09);
  return s;
}

function phone(w = 120, h = 230) {
  const x = -w / 2, y = -h / 2;
  let s = rect(x, y, w, h, w * 0.17, 'url(#gNavyD)');
  s += rect(x + w * 0.07, y + w * 0.07, w * 0.86, h - w * 0.14, w * 0.12, 'url(#gSky)');
  s += rect(-w * 0.15, y + w * 0.1, w * 0.3, w * 0.06, w * 0.03, C.navy);
  const sx = x + w * 0.16, sw = w * 0.68;
  s += circ(0, y + h * 0.25, w * 0.14, C.tealL) + circ(0, y + h * 0.235, w * 0.05, '#ffffff') + P(`M${f(-w * 0.08)} ${f(y + h * 0.3)}q${f(w * 0.08)} ${f(-w * 0.1)} ${f(w * 0.16)} 0`, '#ffffff');
  s += rect(sx + sw * 0.15, y + h * 0.37, sw * 0.7, h * 0.025, 3, C.navyL);
  s += rect(sx + sw * 0.25, y + h * 0.415, sw * 0.5, h * 0.02, 3, C.skyD);
  for (let i = 0; i < 3; i++) s += rect(sx, y + h * (0.49 + i * 0.1), sw, h * 0.075, 6, '#ffffff');
  s += rect(sx + sw * 0.08, y + h * 0.515, sw * 0.45, h * 0.018, 2, C.line) + rect(sx + sw * 0.08, y + h * 0.615, sw * 0.6, h * 0.018, 2, C.line) + rect(sx + sw * 0.08, y + h * 0.715, sw * 0.35, h * 0.018, 2, C.line);
  s += rect(sx + sw * 0.1, y + h * 0.82, sw * 0.8, h * 0.07, h * 0.035, 'url(#gTeal)');
  return s;
}

function envelope(w = 220, h = 140, open = true) {
  const x = -w / 2, y = -h / 2;
  let s = rect(x, y, w, h, 10, '#e3d5bb');
  if (open) {
    s += P(`M${f(x)} ${f(y + 4)}L0 ${f(y - h * 0.55)}L${f(x + w)} ${f(y + 4)}Z`, '#eadfc9', 'stroke="#eadfc9" stroke-width="8" stroke-linejoin="round"');
    s += rect(x + w * 0.09, y - h * 0.38, w * 0.82, h * 0.82, 6, '#ffffff');
    s += rect(x + w * 0.17, y - h * 0.26, w * 0.36, 7, 3.5, C.teal) + rect(x + w * 0.17, y - h * 0.14, w * 0.6, 6, 3, C.line) + rect(x + w * 0.17, y - h * 0.04, w * 0.5, 6, 3, C.line);
  }
  s += P(`M${f(x)} ${f(y + 6)}L0 ${f(y + h * 0.58)}L${f(x + w)} ${f(y + 6)}V${f(y + h - 10)}Q${f(x + w)} ${f(y + h)} ${f(x + w - 10)} ${f(y + h)}H${f(x + 10)}Q${f(x)} ${f(y + h)} ${f(x)} ${f(y + h - 10)}Z`, 'url(#gCream)');
  s += P(`M${f(x + 4)} ${f(y + h - 3)}L0 ${f(y + h * 0.46)}L${f(x + w - 4)} ${f(y + h - 3)}Z`, '#efe6d4', 'stroke="#efe6d4" stroke-width="6" stroke-linejoin="round"');
  if (!open) {
    s += P(`M${f(x + 2)} ${f(y + 2)}L0 ${f(y + h * 0.56)}L${f(x + w - 2)} ${f(y + 2)}Z`, '#f3ecdf', 'stroke="#f3ecdf" stroke-width="6" stroke-linejoin="round"');
    s += circ(0, y + h * 0.52, h * 0.1, 'url(#gGold)');
  }
  return s;
}

/** Map pin, origin at the tip. */
function mapPin(k = 1, col = 'url(#gGold)', inner = '#ffffff') {
  let s = ell(0, 0, 26 * k, 8 * k, C.navyD, 'fill-opacity="0.2"');
  s += P(`M0 0C${f(-14 * k)} ${f(-24 * k)} ${f(-42 * k)} ${f(-42 * k)} ${f(-42 * k)} ${f(-70 * k)}A${f(42 * k)} ${f(42 * k)} 0 1 1 ${f(42 * k)} ${f(-70 * k)}C${f(42 * k)} ${f(-42 * k)} ${f(14 * k)} ${f(-24 * k)} 0 0Z`, col);
  s += circ(0, -70 * k, 17 * k, inner);
  s += P(`M${f(-30 * k)} ${f(-88 * k)}A${f(36 * k)} ${f(36 * k)} 0 0 1 ${f(-4 * k)} ${f(-106 * k)}`, 'none', `stroke="#ffffff" stroke-opacity="0.35" stroke-width="${f(6 * k)}" stroke-linecap="round"`);
  return s;
}

/** Flat street map card centred on origin (uses a clip path). */
function streetMap(w = 560, h = 360, o = {}) {
  const id = uid('map'), x = -w / 2, y = -h / 2;
  let s = `<clipPath id="${id}"><rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" rx="22"/></clipPath>`;
  let inner = rect(x, y, w, h, 0, o.base || '#efe9dc');
  const cols = 6, rows = 4, cw = w / cols, ch = h / rows;
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < cols; c++) {
      const fill = pick(['#e2ecf2', '#f7f3ea', '#dceee9', '#f4e8cf', '#e2ecf2', '#ffffff']);
      inner += rect(x + c * cw + 8, y + r * ch + 8, cw - 16, ch - 16, 6, fill);
    }
  inner += rect(x + cw * 1 + 8, y + ch * 2 + 8, cw * 2 - 16, ch - 16, 10, '#cfe6dc');
  for (let i = 0; i < 5; i++) inner += circ(x + cw * 1.2 + i * cw * 0.35, y + ch * 2.5 + (i % 2 ? 8 : -8), 10, C.tealL, 'fill-opacity="0.8"');
  inner += stroke(`M${f(x - 20)} ${f(y + h * 0.78)}C${f(x + w * 0.25)} ${f(y + h * 0.62)} ${f(x + w * 0.45)} ${f(y + h * 1.02)} ${f(x + w * 0.7)} ${f(y + h * 0.8)}S${f(x + w * 0.95)} ${f(y + h * 0.55)} ${f(x + w + 20)} ${f(y + h * 0.62)}`, '#9fcad6', 22);
  inner += stroke(`M${f(x)} ${f(y + h * 0.08)}L${f(x + w)} ${f(y + h * 0.52)}`, '#ffffff', 12);
  inner += stroke(`M${f(x)} ${f(y + h * 0.08)}L${f(x + w)} ${f(y + h * 0.52)}`, C.goldL, 3, 'stroke-dasharray="10 10"');
  s += `<g clip-path="url(#${id})">${inner}</g>`;
  return s;
}

/* ---------- buildings & vehicles (origin at bottom centre) ---------- */
function windowsGrid(x, y, w, h, cols, rows, o = {}) {
  let s = '';
  const g = o.gap ?? 0.35, cw = w / (cols + (cols + 1) * g), ch = h / (rows + (rows + 1) * g);
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < cols; c++) {
      const wx = x + cw * g + c * cw * (1 + g), wy = y + ch * g + r * ch * (1 + g);
      const lit = rnd() < (o.lit ?? 0.18);
      s += rect(wx, wy, cw, ch, Math.min(cw, ch) * 0.14, lit ? (o.litCol || C.goldL) : o.win || C.sky);
      if (!lit && o.glare !== false) s += P(`M${f(wx)} ${f(wy + ch * 0.55)}L${f(wx + cw * 0.55)} ${f(wy)}H${f(wx + cw * 0.8)}L${f(wx)} ${f(wy + ch * 0.85)}Z`, '#ffffff', 'fill-opacity="0.35"');
    }
  return s;
}

function office(w = 220, h = 320, o = {}) {
  const x = -w / 2, y = -h;
  let s = rect(x, y, w, h, 6, o.body || 'url(#gNavy)');
  s += rect(x, y, w * 0.12, h, 0, '#ffffff', 'fill-opacity="0.06"');
  s += rect(x - w * 0.04, y - h * 0.03, w * 1.08, h * 0.045, 4, o.cap || C.gold);
  s += windowsGrid(x + w * 0.06, y + h * 0.05, w * 0.88, h * 0.72, o.cols || 4, o.rows || 6, { lit: o.lit ?? 0.2, win: o.win });
  s += rect(x + w * 0.32, y + h * 0.82, w * 0.36, h * 0.18, 4, C.teal);
  s += rect(x + w * 0.35, y + h * 0.85, w * 0.3, h * 0.15, 2, '#cfe6ea');
  s += ln(0, y + h * 0.85, 0, y + h, C.teal, 3);
  s += rect(x + w * 0.26, y + h * 0.79, w * 0.48, h * 0.035, 4, C.gold);
  return s;
}

function shop(w = 240, h = 200, o = {}) {
  const x = -w / 2, y = -h;
  let s = rect(x, y, w, h, 6, o.body || C.cream);
  s += rect(x - 6, y - 8, w + 12, h * 0.14, 6, o.roof || C.navy);
  s += rect(x + w * 0.1, y + h * 0.1, w * 0.8, h * 0.12, 5, C.gold);
  for (let i = 0; i < 3; i++) s += rect(x + w * 0.2 + i * w * 0.1, y + h * 0.145, w * 0.06, h * 0.05, 2, '#ffffff', 'fill-opacity="0.85"');
  const ay = y + h * 0.27, ah = h * 0.14, n = 7, aw = (w + 16) / n;
  for (let i = 0; i < n; i++) {
    const ax = x - 8 + i * aw, col = i % 2 ? '#ffffff' : o.awning || C.teal;
    s += rect(ax, ay, aw, ah, 0, col) + circ(ax + aw / 2, ay + ah, aw / 2, col);
  }
  s += rect(x + w * 0.08, y + h * 0.5, w * 0.5, h * 0.42, 5, C.sky);
  s += P(`M${f(x + w * 0.12)} ${f(y + h * 0.85)}L${f(x + w * 0.3)} ${f(y + h * 0.53)}H${f(x + w * 0.38)}L${f(x + w * 0.2)} ${f(y + h * 0.85)}Z`, '#ffffff', 'fill-opacity="0.55"');
  s += rect(x + w * 0.66, y + h * 0.48, w * 0.26, h * 0.52, 5, o.door || C.navy) + circ(x + w * 0.7, y + h * 0.76, 3.5, C.goldL);
  s += rect(x + w * 0.06, y + h * 0.9, w * 0.54, h * 0.06, 3, o.roof || C.navy);
  for (let i = 0; i < 3; i++) s += circ(x + w * 0.15 + i * w * 0.2, y + h * 0.88, w * 0.05, C.tealM);
  return s;
}

function factory(w = 300, h = 200, o = {}) {
  const x = -w / 2, y = -h;
  let s = '';
  const chx = [x + w * 0.62, x + w * 0.8];
  chx.forEach((cx, i) => {
    const top = y - h * (0.42 + i * 0.12);
    s += rect(cx, top, w * 0.07, h * 0.6, 3, i ? C.tealD : C.teal) + rect(cx - 2, top + h * 0.08, w * 0.07 + 4, h * 0.04, 2, C.gold);
    for (let k = 0; k < 3; k++) s += circ(cx + w * 0.04 + k * 16, top - 16 - k * 14, 12 + k * 5, '#ffffff', `fill-opacity="${0.75 - k * 0.2}"`);
  });
  const teeth = 4, tw = w / teeth;
  let d = `M${f(x)} ${f(y + h * 0.3)}`;
  for (let i = 0; i < teeth; i++) d += `L${f(x + i * tw)} ${f(y)}L${f(x + (i + 1) * tw)} ${f(y + h * 0.3)}`;
  s += P(d + `V${f(y + h)}H${f(x)}Z`, o.body || '#e4ecf1');
  for (let i = 0; i < teeth; i++) s += P(`M${f(x + i * tw)} ${f(y)}L${f(x + (i + 1) * tw)} ${f(y + h * 0.3)}H${f(x + (i + 1) * tw - 10)}L${f(x + i * tw)} ${f(y + 12)}Z`, o.roof || C.navy);
  for (let i = 0; i < teeth; i++) s += P(`M${f(x + i * tw + 6)} ${f(y + 16)}L${f(x + i * tw + 6)} ${f(y + h * 0.3)}H${f(x + i * tw + tw * 0.5)}Z`, C.sky);
  s += rect(x, y + h * 0.3, w, h * 0.08, 0, o.band || C.navyM);
  s += windowsGrid(x + w * 0.04, y + h * 0.42, w * 0.5, h * 0.25, 4, 1, { lit: 0.2 });
  s += rect(x + w * 0.62, y + h * 0.5, w * 0.3, h * 0.5, 4, C.navyL);
  for (let i = 0; i < 5; i++) s += ln(x + w * 0.62, y + h * (0.56 + i * 0.085), x + w * 0.92, y + h * (0.56 + i * 0.085), '#ffffff', 2, 'stroke-opacity="0.25"');
  s += rect(x + w * 0.06, y + h * 0.75, w * 0.2, h * 0.25, 3, C.gold);
  return s;
}

function clinic(w = 220, h = 220) {
  const x = -w / 2, y = -h;
  let s = rect(x, y, w, h, 6, '#ffffff');
  s += rect(x - 6, y - 6, w + 12, h * 0.1, 5, C.teal);
  s += circ(0, y - h * 0.12, h * 0.14, 'url(#gTeal)') + circ(0, y - h * 0.12, h * 0.14, 'none', 'stroke="#ffffff" stroke-width="4"');
  const k = h * 0.07;
  s += P(`M${f(-k / 2)} ${f(y - h * 0.12 - k * 1.4)}h${f(k)}v${f(k * 0.9)}h${f(k * 0.9)}v${f(k)}h${f(-k * 0.9)}v${f(k * 0.9)}h${f(-k)}v${f(-k * 0.9)}h${f(-k * 0.9)}v${f(-k)}h${f(k * 0.9)}Z`, '#ffffff');
  s += windowsGrid(x + w * 0.04, y + h * 0.14, w * 0.92, h * 0.45, 4, 2, { win: '#d8ecee', lit: 0.1 });
  s += rect(x + w * 0.3, y + h * 0.66, w * 0.4, h * 0.34, 4, '#cfe6ea') + ln(0, y + h * 0.66, 0, y + h, '#ffffff', 3);
  s += rect(x + w * 0.24, y + h * 0.62, w * 0.52, h * 0.05, 4, C.teal);
  s += rect(x, y + h * 0.97, w, h * 0.03, 0, C.skyD);
  return s;
}

function house(w = 200, h = 170, o = {}) {
  const x = -w / 2, y = -h, bh = h * 0.6;
  let s = rect(x + w * 0.66, y + h * 0.08, w * 0.1, h * 0.3, 2, o.chim || C.navyM);
  s += rect(x + w * 0.06, y + h - bh, w * 0.88, bh, 4, o.body || C.cream);
  s += P(`M${f(x - w * 0.04)} ${f(y + h - bh + 6)}L0 ${f(y)}L${f(x + w * 1.04)} ${f(y + h - bh + 6)}Z`, o.roof || 'url(#gNavy)', 'stroke-linejoin="round"');
  s += P(`M0 ${f(y)}L${f(x + w * 1.04)} ${f(y + h - bh + 6)}H${f(x + w * 0.9)}L0 ${f(y + h * 0.12)}Z`, '#000', 'fill-opacity="0.12"');
  s += circ(0, y + h * 0.27, h * 0.06, o.acc || C.goldL);
  s += rect(x + w * 0.42, y + h * 0.62, w * 0.18, h * 0.38, 3, o.door || C.teal) + circ(x + w * 0.56, y + h * 0.82, 2.5, C.goldL);
  s += rect(x + w * 0.14, y + h * 0.58, w * 0.2, h * 0.18, 3, C.sky) + ln(x + w * 0.24, y + h * 0.58, x + w * 0.24, y + h * 0.76, '#ffffff', 2);
  s += rect(x + w * 0.68, y + h * 0.58, w * 0.18, h * 0.18, 3, C.sky) + ln(x + w * 0.77, y + h * 0.58, x + w * 0.77, y + h * 0.76, '#ffffff', 2);
  return s;
}

function truck(w = 300, o = {}) {
  const h = w * 0.52, x = -w / 2, y = -h;
  let s = '';
  s += rect(x, y, w * 0.66, h * 0.78, 8, o.box || '#ffffff');
  s += rect(x, y + h * 0.5, w * 0.66, h * 0.1, 0, o.stripe || C.teal);
  s += circ(x + w * 0.2, y + h * 0.28, h * 0.13, C.gold) + P(`M${f(x + w * 0.16)} ${f(y + h * 0.3)}l${f(w * 0.04)} ${f(-h * 0.08)}l${f(w * 0.04)} ${f(h * 0.08)}`, 'none', 'stroke="#fff" stroke-width="3" stroke-linecap="round"');
  s += rect(x + w * 0.32, y + h * 0.2, w * 0.28, h * 0.06, 3, C.line) + rect(x + w * 0.32, y + h * 0.32, w * 0.2, h * 0.06, 3, C.line);
  s += P(`M${f(x + w * 0.68)} ${f(y + h * 0.78)}V${f(y + h * 0.2)}Q${f(x + w * 0.68)} ${f(y + h * 0.14)} ${f(x + w * 0.74)} ${f(y + h * 0.14)}H${f(x + w * 0.86)}L${f(x + w)} ${f(y + h * 0.45)}V${f(y + h * 0.78)}Z`, o.cab || 'url(#gNavy)');
  s += P(`M${f(x + w * 0.74)} ${f(y + h * 0.22)}H${f(x + w * 0.84)}L${f(x + w * 0.94)} ${f(y + h * 0.44)}H${f(x + w * 0.74)}Z`, C.sky);
  s += rect(x + w * 0.96, y + h * 0.62, w * 0.05, h * 0.08, 2, C.goldL);
  s += rect(x - 4, y + h * 0.76, w + 8, h * 0.08, 4, C.navyD);
  for (const wx of [x + w * 0.16, x + w * 0.48, x + w * 0.84]) s += circ(wx, y + h * 0.86, h * 0.14, C.navyD) + circ(wx, y + h * 0.86, h * 0.065, '#c9d5de');
  return s;
}

/** Tree, origin at base of trunk. kind: round | pine | tall */
function tree(hh = 160, kind = 'round', col = null) {
  let s = '';
  if (kind === 'pine') {
    s += rect(-hh * 0.04, -hh * 0.2, hh * 0.08, hh * 0.2, 2, C.trunk);
    const c = col || C.tealD;
    for (let i = 0; i < 3; i++) {
      const yb = -hh * (0.15 + i * 0.25), wb = hh * (0.36 - i * 0.08);
      s += P(`M${f(-wb)} ${f(yb)}Q0 ${f(yb + 8)} ${f(wb)} ${f(yb)}L${f(hh * 0.03)} ${f(yb - hh * 0.42)}Q0 ${f(yb - hh * 0.45)} ${f(-hh * 0.03)} ${f(yb - hh * 0.42)}Z`, c);
      s += P(`M0 ${f(yb - hh * 0.44)}L${f(wb)} ${f(yb)}Q${f(wb * 0.5)} ${f(yb + 5)} 0 ${f(yb + 5)}Z`, '#000', 'fill-opacity="0.12"');
    }
    return s;
  }
  const c = col || 'url(#gTeal)';
  if (kind === 'tall') {
    s += rect(-hh * 0.035, -hh * 0.35, hh * 0.07, hh * 0.35, 3, C.trunk);
    s += ell(0, -hh * 0.62, hh * 0.2, hh * 0.38, c);
    s += P(`M0 ${f(-hh)}A${f(hh * 0.2)} ${f(hh * 0.38)} 0 0 1 0 ${f(-hh * 0.24)}Z`, '#000', 'fill-opacity="0.1"');
    s += ln(0, -hh * 0.3, 0, -hh * 0.75, C.trunk, hh * 0.02, 'stroke-opacity="0.5"');
    return s;
  }
  s += rect(-hh * 0.045, -hh * 0.4, hh * 0.09, hh * 0.4, 3, C.trunk);
  s += P(`M0 ${f(-hh * 0.3)}L${f(-hh * 0.14)} ${f(-hh * 0.52)}M0 ${f(-hh * 0.38)}L${f(hh * 0.12)} ${f(-hh * 0.55)}`, 'none', `stroke="${C.trunk}" stroke-width="${f(hh * 0.035)}" stroke-linecap="round"`);
  s += circ(-hh * 0.16, -hh * 0.56, hh * 0.24, c) + circ(hh * 0.17, -hh * 0.58, hh * 0.22, c) + circ(0, -hh * 0.74, hh * 0.26, c);
  s += circ(hh * 0.1, -hh * 0.7, hh * 0.2, '#000', 'fill-opacity="0.08"');
  s += circ(-hh * 0.09, -hh * 0.8, hh * 0.08, '#ffffff', 'fill-opacity="0.18"');
  return s;
}

function bush(w = 80, col = C.tealM) {
  return circ(-w * 0.25, -w * 0.2, w * 0.28, col) + circ(w * 0.22, -w * 0.18, w * 0.26, col) + circ(0, -w * 0.32, w * 0.3, col) + rect(-w * 0.5, -w * 0.2, w, w * 0.2, w * 0.1, col);
}

function lampPost(hh = 180, glow = true) {
  let s = '';
  if (glow) s += circ(0, -hh, hh * 0.28, 'url(#gGlow)');
  s += rect(-3, -hh, 6, hh, 3, C.navyD) + rect(-10, -8, 20, 8, 3, C.navyD);
  s += P(`M-12 ${f(-hh)}H12L8 ${f(-hh - 20)}H-8Z`, C.navyD) + rect(-8, -hh + 1, 16, 12, 3, C.goldL);
  return s;
}

function cloud(w = 160, col = '#ffffff', op = 1) {
  return `<g opacity="${op}">` + rect(-w / 2, -w * 0.14, w, w * 0.18, w * 0.09, col) + circ(-w * 0.15, -w * 0.16, w * 0.2, col) + circ(w * 0.12, -w * 0.2, w * 0.24, col) + '</g>';
}

function sun(r = 60) {
  return circ(0, 0, r * 2.2, 'url(#gGlow)') + circ(0, 0, r, 'url(#gGold)') + circ(0, 0, r * 0.8, C.goldL, 'fill-opacity="0.35"');
}

/* ---------- furniture & devices ---------- */
/** Desk, origin at the centre of the top surface. */
function desk(w = 420, legs = 170, top = 'url(#gWood)') {
  let s = rect(-w / 2 + 20, 14, 16, legs, 4, C.navy) + rect(w / 2 - 36, 14, 16, legs, 4, C.navy);
  s += rect(-w / 2 + 28, legs * 0.55, w - 56, 10, 4, C.navyM);
  s += rect(-w / 2, 0, w, 18, 6, top) + rect(-w / 2, 12, w, 6, 3, C.woodD);
  return s;
}

/** Laptop, origin at bottom centre. */
function laptop(w = 220, o = {}) {
  const sw = w * 0.8, sh = w * 0.52;
  let s = rect(-sw / 2, -sh - w * 0.04, sw, sh, w * 0.04, o.body || C.navy);
  s += rect(-sw / 2 + w * 0.03, -sh - w * 0.01, sw - w * 0.06, sh - w * 0.06, w * 0.02, o.screen || 'url(#gSky)');
  const ix = -sw / 2 + w * 0.06, iy = -sh + w * 0.02, iw = sw - w * 0.12, ih = sh - w * 0.12;
  if (o.content === 'code') {
    for (let i = 0; i < 6; i++) s += rect(ix + (i % 3) * w * 0.04, iy + i * ih / 6.5, iw * R(0.3, 0.7), ih * 0.07, 2, [C.teal, C.gold, C.navyL][i % 3]);
  } else if (o.content === 'shop') {
    for (let i = 0; i < 3; i++) {
      const cx = ix + i * iw / 3 + 4, cw = iw / 3 - 8;
      s += rect(cx, iy + 4, cw, ih * 0.8, 4, '#ffffff') + rect(cx + 4, iy + 8, cw - 8, ih * 0.4, 3, [C.tealP, C.goldP, C.roseP][i]) + rect(cx + 4, iy + ih * 0.56, cw * 0.6, 4, 2, C.line) + rect(cx + 4, iy + ih * 0.66, cw * 0.45, ih * 0.1, 3, C.gold);
    }
  } else {
    s += rect(ix, iy + 2, iw * 0.35, ih * 0.9, 4, '#ffffff');
    s += G(donut(ih * 0.17, [0.5, 0.3, 0.2], [C.teal, C.gold, C.navy], ih * 0.1), ix + iw * 0.175, iy + ih * 0.35);
    s += rect(ix + 6, iy + ih * 0.68, iw * 0.22, 4, 2, C.line) + rect(ix + 6, iy + ih * 0.78, iw * 0.15, 4, 2, C.line);
    const vals = [0.3, 0.5, 0.42, 0.7, 0.9];
    vals.forEach((v, i) => (s += rect(ix + iw * 0.42 + i * iw * 0.115, iy + ih * (0.92 - v * 0.85), iw * 0.07, ih * v * 0.85, 2, i === 4 ? C.gold : i % 2 ? C.teal : C.navyL)));
  }
  s += P(`M${f(-w / 2)} 0H${f(w / 2)}L${f(w * 0.45)} ${f(-w * 0.045)}H${f(-w * 0.45)}Z`, o.base || '#c9d7e1');
  s += rect(-w * 0.08, -w * 0.045, w * 0.16, w * 0.02, w * 0.01, '#aebfcc');
  return s;
}

function monitor(w = 200, o = {}) {
  const h = w * 0.62;
  let s = rect(-w * 0.05, -w * 0.16, w * 0.1, w * 0.14, 2, C.navyM) + rect(-w * 0.2, -w * 0.03, w * 0.4, w * 0.04, w * 0.02, C.navy);
  s += rect(-w / 2, -w * 0.16 - h, w, h, w * 0.04, C.navy);
  s += rect(-w / 2 + w * 0.035, -w * 0.16 - h + w * 0.035, w - w * 0.07, h - w * 0.07, w * 0.02, o.screen || 'url(#gSky)');
  const ix = -w / 2 + w * 0.07, iy = -w * 0.16 - h + w * 0.07, iw = w * 0.86, ih = h - w * 0.14;
  s += rect(ix, iy, iw * 0.25, ih, 4, '#ffffff', 'fill-opacity="0.8"');
  for (let i = 0; i < 4; i++) s += rect(ix + 6, iy + 8 + i * ih * 0.2, iw * 0.15, 4, 2, i === 0 ? C.teal : C.line);
  s += pl([[ix + iw * 0.32, iy + ih * 0.8], [ix + iw * 0.48, iy + ih * 0.55], [ix + iw * 0.62, iy + ih * 0.65], [ix + iw * 0.8, iy + ih * 0.3], [ix + iw * 0.96, iy + ih * 0.15]], o.line || C.teal, Math.max(2.5, w * 0.015));
  s += rect(ix + iw * 0.32, iy + ih * 0.86, iw * 0.64, 3, 1.5, C.skyD);
  return s;
}

/** Potted plant, origin at bottom centre. */
function plant(hh = 120, pot = 'url(#gGold)', leaf = C.teal) {
  let s = '';
  const leaves = [[-40, 0.9], [-15, 1], [12, 0.95], [38, 0.85], [-65, 0.65], [62, 0.6]];
  leaves.forEach(([a, l], i) => {
    const L = hh * 0.55 * l;
    s += G(P(`M0 0C${f(L * 0.35)} ${f(-L * 0.3)} ${f(L * 0.3)} ${f(-L * 0.8)} 0 ${f(-L)}C${f(-L * 0.3)} ${f(-L * 0.8)} ${f(-L * 0.35)} ${f(-L * 0.3)} 0 0Z`, i % 2 ? leaf : C.tealM) + ln(0, -L * 0.1, 0, -L * 0.8, '#ffffff', 1.2, 'stroke-opacity="0.35"'), 0, -hh * 0.4, 1, a);
  });
  s += P(`M${f(-hh * 0.24)} ${f(-hh * 0.42)}H${f(hh * 0.24)}L${f(hh * 0.18)} 0H${f(-hh * 0.18)}Z`, pot);
  s += rect(-hh * 0.27, -hh * 0.46, hh * 0.54, hh * 0.08, hh * 0.03, pot === 'url(#gGold)' ? C.goldD : C.navyD);
  return s;
}

function mug(k = 1, col = C.teal) {
  return circ(20 * k, -22 * k, 11 * k, 'none', `stroke="${col}" stroke-width="${f(5 * k)}"`) + rect(-18 * k, -44 * k, 38 * k, 44 * k, 7 * k, col) + rect(-18 * k, -44 * k, 38 * k, 8 * k, 4 * k, '#ffffff', 'fill-opacity="0.25"') +
    stroke(`M${f(-6 * k)} ${f(-52 * k)}q${f(5 * k)} ${f(-7 * k)} 0 ${f(-14 * k)}M${f(6 * k)} ${f(-52 * k)}q${f(5 * k)} ${f(-7 * k)} 0 ${f(-14 * k)}`, '#ffffff', 2.5 * k, 'stroke-opacity="0.6"');
}

/** Open ledger book, centred. */
function ledgerOpen(w = 320, h = 200, cover = C.teal) {
  const x = -w / 2, y = -h / 2;
  let s = rect(x - 10, y + 8, w + 20, h, 14, cover);
  s += P(`M${f(x)} ${f(y + 8)}Q${f(x + w * 0.25)} ${f(y - 6)} 0 ${f(y + 8)}V${f(y + h - 4)}Q${f(x + w * 0.25)} ${f(y + h - 16)} ${f(x)} ${f(y + h - 4)}Z`, '#fdfbf6');
  s += P(`M${f(-x)} ${f(y + 8)}Q${f(-x - w * 0.25)} ${f(y - 6)} 0 ${f(y + 8)}V${f(y + h - 4)}Q${f(-x - w * 0.25)} ${f(y + h - 16)} ${f(-x)} ${f(y + h - 4)}Z`, '#f5f0e4');
  s += rect(-3, y + 8, 6, h - 12, 3, '#e3d9c4');
  for (let side = -1; side <= 1; side += 2) {
    const x0 = side < 0 ? x + w * 0.06 : w * 0.05, pw = w * 0.39;
    for (let i = 0; i < 7; i++) {
      const yy = y + h * 0.2 + i * h * 0.1;
      s += ln(x0, yy, x0 + pw, yy, C.skyD, 1.4);
      if (i > 0) s += rect(x0 + 4, yy - 8, pw * (side < 0 ? 0.45 : 0.3) * R(0.6, 1), 5, 2.5, i % 3 ? C.navyL : C.teal, 'fill-opacity="0.55"') + rect(x0 + pw * 0.72, yy - 8, pw * 0.24 * R(0.5, 1), 5, 2.5, i === 6 ? C.gold : C.navyL, 'fill-opacity="0.6"');
    }
    s += ln(x0 + pw * 0.66, y + h * 0.14, x0 + pw * 0.66, y + h * 0.86, C.rose, 1.2, 'stroke-opacity="0.5"');
  }
  s += P(`M${f(w * 0.3)} ${f(y + 2)}v${f(h * 0.35)}l${f(9)} ${f(-8)}l${f(9)} ${f(8)}v${f(-h * 0.35)}Z`, C.gold);
  return s;
}

/** Closed ledger book standing/lying, centred. */
function ledgerClosed(w = 200, h = 260, cover = 'url(#gNavy)') {
  const x = -w / 2, y = -h / 2;
  let s = rect(x + 8, y + 8, w, h, 12, '#efe7d6') + rect(x + 14, y + 12, w - 10, h - 10, 10, '#ffffff');
  s += rect(x, y, w, h, 12, cover);
  s += rect(x, y, w * 0.16, h, 0, '#000', 'fill-opacity="0.15"') + rect(x, y, 10, h, 0, '#000', 'fill-opacity="0.0"');
  for (const yy of [y + h * 0.12, y + h * 0.84]) s += rect(x, yy, w, h * 0.045, 0, C.gold);
  s += rect(x + w * 0.3, y + h * 0.3, w * 0.55, h * 0.22, 8, '#ffffff', 'fill-opacity="0.12"');
  s += rect(x + w * 0.37, y + h * 0.37, w * 0.4, h * 0.035, 3, C.goldL) + rect(x + w * 0.43, y + h * 0.43, w * 0.28, h * 0.025, 3, C.goldL, 'fill-opacity="0.7"');
  return s;
}

function pencil(len = 200, col = 'url(#gGold)') {
  const w = len * 0.08;
  let s = rect(-len / 2, -w / 2, len * 0.76, w, 2, col);
  s += rect(-len / 2, -w / 2, len * 0.76, w / 3, 0, '#ffffff', 'fill-opacity="0.25"');
  s += rect(-len / 2 - len * 0.08, -w / 2, len * 0.06, w, w * 0.3, C.rose) + rect(-len / 2 - len * 0.03, -w / 2, len * 0.05, w, 0, '#b9c6d0');
  s += P(`M${f(len * 0.26)} ${f(-w / 2)}L${f(len / 2)} 0L${f(len * 0.26)} ${f(w / 2)}Z`, '#f0dcb8') + P(`M${f(len * 0.42)} ${f(-w * 0.17)}L${f(len / 2)} 0L${f(len * 0.42)} ${f(w * 0.17)}Z`, C.navy);
  return s;
}

function receipt(w = 110, h = 170) {
  const x = -w / 2, y = -h / 2, n = 8, zw = w / n;
  let d = `M${f(x)} ${f(y)}H${f(x + w)}V${f(y + h)}`;
  for (let i = 0; i < n; i++) d += `L${f(x + w - (i + 0.5) * zw)} ${f(y + h - 8)}L${f(x + w - (i + 1) * zw)} ${f(y + h)}`;
  let s = P(d + 'Z', '#ffffff');
  s += rect(x + w * 0.3, y + h * 0.08, w * 0.4, 6, 3, C.navyL);
  for (let i = 0; i < 5; i++) s += rect(x + w * 0.12, y + h * (0.22 + i * 0.1), w * 0.45, 4, 2, C.line) + rect(x + w * 0.7, y + h * (0.22 + i * 0.1), w * 0.18, 4, 2, C.line);
  s += ln(x + w * 0.1, y + h * 0.74, x + w * 0.9, y + h * 0.74, C.skyD, 1.5, 'stroke-dasharray="4 4"');
  s += rect(x + w * 0.12, y + h * 0.8, w * 0.3, 6, 3, C.teal) + rect(x + w * 0.62, y + h * 0.8, w * 0.26, 6, 3, C.gold);
  return s;
}

function cheque(w = 300, h = 130, acc = C.teal) {
  const x = -w / 2, y = -h / 2;
  let s = rect(x, y, w, h, 10, '#fbfaf5') + rect(x, y, w, h, 10, 'url(#hatchT)', 'fill-opacity="0.3"');
  s += rect(x, y, w * 0.06, h, 0, acc, 'fill-opacity="0.9"');
  s += rect(x + w * 0.12, y + h * 0.15, w * 0.3, 7, 3.5, C.navyL) + rect(x + w * 0.7, y + h * 0.15, w * 0.2, 16, 4, '#ffffff', `stroke="${C.skyD}" stroke-width="1.5"`);
  s += ln(x + w * 0.12, y + h * 0.5, x + w * 0.9, y + h * 0.5, C.skyD, 1.5) + rect(x + w * 0.14, y + h * 0.4, w * 0.4, 5, 2.5, C.line);
  s += ln(x + w * 0.55, y + h * 0.8, x + w * 0.9, y + h * 0.8, C.skyD, 1.5);
  s += stroke(`M${f(x + w * 0.58)} ${f(y + h * 0.76)}c8 -14 14 -14 14 -4s8 8 16 -6s10 4 22 0`, C.navy, 2);
  s += circ(x + w * 0.2, y + h * 0.75, h * 0.12, acc, 'fill-opacity="0.2"');
  return s;
}

/* ---------- symbolic objects ---------- */
function heart(k = 1, fill = 'url(#gRose)') {
  return P(`M0 ${f(32 * k)}C${f(-46 * k)} ${f(2 * k)} ${f(-52 * k)} ${f(-30 * k)} ${f(-27 * k)} ${f(-40 * k)}C${f(-12 * k)} ${f(-46 * k)} 0 ${f(-36 * k)} 0 ${f(-26 * k)}C0 ${f(-36 * k)} ${f(12 * k)} ${f(-46 * k)} ${f(27 * k)} ${f(-40 * k)}C${f(52 * k)} ${f(-30 * k)} ${f(46 * k)} ${f(2 * k)} 0 ${f(32 * k)}Z`, fill) +
    ell(-22 * k, -24 * k, 8 * k, 5 * k, '#ffffff', `fill-opacity="0.35" transform="rotate(-35 ${f(-22 * k)} ${f(-24 * k)})"`);
}

/** Mitten-style hand with sleeve; origin at wrist, pointing up (rotate to aim). */
function hand(k = 1, skin = SKIN[2], sleeve = C.navy, cuff = '#ffffff', sl = 90) {
  let s = rect(-26 * k, 0, 52 * k, sl * k, 10 * k, sleeve);
  s += rect(-28 * k, -4 * k, 56 * k, 14 * k, 6 * k, cuff);
  s += rect(-24 * k, -70 * k, 48 * k, 74 * k, 22 * k, skin);
  s += G(rect(-9 * k, -36 * k, 18 * k, 40 * k, 9 * k, skin), -22 * k, -20 * k, 1, -35);
  for (let i = 0; i < 3; i++) s += ln(-12 * k + i * 12 * k, -64 * k, -12 * k + i * 12 * k, -44 * k, '#000', 1.5 * k, 'stroke-opacity="0.12"');
  return s;
}

function mountains(w = 700, h = 380, o = {}) {
  let s = '';
  s += P(`M${f(-w * 0.5)} 0L${f(-w * 0.2)} ${f(-h * 0.62)}L${f(w * 0.05)} 0Z`, o.back || C.skyD);
  s += P(`M${f(-w * 0.2)} ${f(-h * 0.62)}L${f(-w * 0.27)} ${f(-h * 0.48)}L${f(-w * 0.22)} ${f(-h * 0.5)}L${f(-w * 0.18)} ${f(-h * 0.46)}L${f(-w * 0.13)} ${f(-h * 0.48)}Z`, '#ffffff', 'fill-opacity="0.8"');
  s += P(`M${f(-w * 0.1)} 0L${f(w * 0.14)} ${f(-h)}L${f(w * 0.5)} 0Z`, o.main || 'url(#gTeal)');
  s += P(`M${f(w * 0.14)} ${f(-h)}L${f(w * 0.5)} 0H${f(w * 0.26)}Z`, '#000', 'fill-opacity="0.12"');
  s += P(`M${f(w * 0.14)} ${f(-h)}L${f(w * 0.045)} ${f(-h * 0.72)}L${f(w * 0.1)} ${f(-h * 0.76)}L${f(w * 0.15)} ${f(-h * 0.7)}L${f(w * 0.2)} ${f(-h * 0.75)}L${f(w * 0.23)} ${f(-h * 0.74)}Z`, '#ffffff');
  s += P(`M${f(-w * 0.5)} 0Q${f(-w * 0.2)} ${f(-h * 0.2)} ${f(w * 0.05)} ${f(-h * 0.06)}T${f(w * 0.5)} ${f(-h * 0.05)}V0Z`, o.front || C.navyM);
  return s;
}

function flag(k = 1, col = C.gold) {
  return ln(0, 0, 0, -80 * k, C.navy, 4 * k) + P(`M0 ${f(-80 * k)}L${f(44 * k)} ${f(-68 * k)}L0 ${f(-54 * k)}Z`, col);
}

/** Big upward arrow following a curve; points: [[x,y],...] */
function curveArrow(pts, col = C.gold, sw = 16) {
  let d = `M${f(pts[0][0])} ${f(pts[0][1])}`;
  for (let i = 1; i < pts.length; i++) d += `L${f(pts[i][0])} ${f(pts[i][1])}`;
  const [ax, ay] = pts[pts.length - 1], [bx, by] = pts[pts.length - 2];
  const a = Math.atan2(ay - by, ax - bx), L = sw * 2.6;
  const head = [[ax + Math.cos(a) * L * 0.5, ay + Math.sin(a) * L * 0.5], [ax + Math.cos(a + 2.4) * L, ay + Math.sin(a + 2.4) * L], [ax + Math.cos(a - 2.4) * L, ay + Math.sin(a - 2.4) * L]];
  return stroke(d, col, sw) + poly(head, col, `stroke="${col}" stroke-width="${f(sw * 0.3)}" stroke-linejoin="round"`);
}

/** Scales of justice, origin at bottom centre. */
function scales(k = 1, tilt = -6) {
  let s = P(`M${f(-80 * k)} 0Q${f(-80 * k)} ${f(-24 * k)} ${f(-46 * k)} ${f(-26 * k)}H${f(46 * k)}Q${f(80 * k)} ${f(-24 * k)} ${f(80 * k)} 0Z`, 'url(#gNavy)');
  s += rect(-10 * k, -250 * k, 20 * k, 232 * k, 7 * k, 'url(#gGold)') + rect(-10 * k, -250 * k, 7 * k, 232 * k, 3 * k, '#ffffff', 'fill-opacity="0.2"');
  const py = -228 * k, a = (tilt * Math.PI) / 180;
  s += G(rect(-138 * k, -8 * k, 276 * k, 16 * k, 8 * k, C.navy), 0, py, 1, tilt);
  s += circ(0, py, 14 * k, 'url(#gGold)') + circ(0, -262 * k, 16 * k, 'url(#gGold)');
  for (const side of [-1, 1]) {
    const px = side * 124 * k * Math.cos(a), yy = py + side * 124 * k * Math.sin(a);
    s += ln(px, yy, px - 52 * k, yy + 118 * k, C.navyL, 2.5 * k) + ln(px, yy, px + 52 * k, yy + 118 * k, C.navyL, 2.5 * k);
    s += P(`M${f(px - 66 * k)} ${f(yy + 118 * k)}H${f(px + 66 * k)}Q${f(px + 62 * k)} ${f(yy + 160 * k)} ${f(px)} ${f(yy + 160 * k)}Q${f(px - 62 * k)} ${f(yy + 160 * k)} ${f(px - 66 * k)} ${f(yy + 118 * k)}Z`, side < 0 ? 'url(#gTeal)' : 'url(#gGold)');
    s += circ(px, yy, 7 * k, C.navy);
  }
  return s;
}

function globe(r = 120, o = {}) {
  const id = uid('gl');
  let s = `<clipPath id="${id}"><circle cx="0" cy="0" r="${f(r)}"/></clipPath>`;
  s += circ(0, 0, r, o.sea || 'url(#gNavy)');
  let g = '';
  const land = o.land || 'url(#gTealL)';
  g += P(`M${f(-r * 0.7)} ${f(-r * 0.55)}C${f(-r * 0.4)} ${f(-r * 0.8)} ${f(-r * 0.05)} ${f(-r * 0.6)} ${f(-r * 0.15)} ${f(-r * 0.35)}C${f(-r * 0.25)} ${f(-r * 0.1)} ${f(-r * 0.05)} ${f(0)} ${f(-r * 0.2)} ${f(r * 0.25)}C${f(-r * 0.3)} ${f(r * 0.45)} ${f(-r * 0.45)} ${f(r * 0.1)} ${f(-r * 0.55)} ${f(-r * 0.1)}C${f(-r * 0.7)} ${f(-r * 0.3)} ${f(-r * 0.95)} ${f(-r * 0.35)} ${f(-r * 0.7)} ${f(-r * 0.55)}Z`, land);
  g += P(`M${f(r * 0.1)} ${f(-r * 0.75)}C${f(r * 0.4)} ${f(-r * 0.85)} ${f(r * 0.8)} ${f(-r * 0.5)} ${f(r * 0.7)} ${f(-r * 0.2)}C${f(r * 0.6)} ${f(r * 0.05)} ${f(r * 0.35)} ${f(-r * 0.1)} ${f(r * 0.3)} ${f(r * 0.15)}C${f(r * 0.25)} ${f(r * 0.5)} ${f(r * 0.55)} ${f(r * 0.55)} ${f(r * 0.4)} ${f(r * 0.8)}C${f(r * 0.2)} ${f(r * 0.95)} ${f(r * 0.05)} ${f(r * 0.5)} ${f(r * 0.08)} ${f(r * 0.2)}C${f(r * 0.1)} ${f(-r * 0.1)} ${f(-r * 0.05)} ${f(-r * 0.5)} ${f(r * 0.1)} ${f(-r * 0.75)}Z`, land);
  g += P(`M${f(-r * 0.35)} ${f(r * 0.55)}C${f(-r * 0.2)} ${f(r * 0.5)} ${f(-r * 0.1)} ${f(r * 0.7)} ${f(-r * 0.2)} ${f(r * 0.85)}C${f(-r * 0.35)} ${f(r * 0.9)} ${f(-r * 0.45)} ${f(r * 0.65)} ${f(-r * 0.35)} ${f(r * 0.55)}Z`, land);
  for (const rx of [0.35, 0.7]) g += ell(0, 0, r * rx, r, 'none', `stroke="#ffffff" stroke-opacity="0.25" stroke-width="${f(r * 0.015)}"`);
  g += ln(0, -r, 0, r, '#ffffff', r * 0.015, 'stroke-opacity="0.25"');
  for (const yy of [-0.5, 0, 0.5]) g += ln(-r, yy * r, r, yy * r, '#ffffff', r * 0.015, 'stroke-opacity="0.25"');
  g += P(`M${f(r * 0.2)} ${f(-r)}A${f(r)} ${f(r)} 0 0 1 ${f(r * 0.2)} ${f(r)}A${f(r * 0.75)} ${f(r)} 0 0 0 ${f(r * 0.2)} ${f(-r)}Z`, '#000', 'fill-opacity="0.14"');
  s += `<g clip-path="url(#${id})">${g}<circle cx="${f(-r * 0.5)}" cy="${f(-r * 0.5)}" r="${f(r * 0.75)}" fill="#ffffff" fill-opacity="0.08"/></g>`;
  return s;
}

function orbit(rx, ry, col = C.gold, rot = -18, dash = false) {
  return `<ellipse cx="0" cy="0" rx="${f(rx)}" ry="${f(ry)}" fill="none" stroke="${col}" stroke-width="4" transform="rotate(${rot})"${dash ? ' stroke-dasharray="14 12" stroke-linecap="round"' : ''}/>`;
}

function plane(k = 1, col = '#ffffff') {
  return P(`M${f(-40 * k)} ${f(4 * k)}L${f(30 * k)} ${f(-4 * k)}Q${f(44 * k)} ${f(-4 * k)} ${f(44 * k)} 0Q${f(44 * k)} ${f(4 * k)} ${f(30 * k)} ${f(5 * k)}L${f(-40 * k)} ${f(8 * k)}Z`, col) +
    P(`M${f(-2 * k)} 0L${f(-22 * k)} ${f(-30 * k)}H${f(-12 * k)}L${f(16 * k)} ${f(-2 * k)}Z`, col) + P(`M${f(-2 * k)} ${f(6 * k)}L${f(-20 * k)} ${f(32 * k)}H${f(-10 * k)}L${f(16 * k)} ${f(6 * k)}Z`, col) +
    P(`M${f(-36 * k)} ${f(4 * k)}L${f(-44 * k)} ${f(-12 * k)}H${f(-38 * k)}L${f(-28 * k)} ${f(2 * k)}Z`, col);
}

function passport(w = 150, h = 210) {
  const x = -w / 2, y = -h / 2;
  let s = rect(x + 8, y + 6, w, h, 12, '#0a2030') + rect(x, y, w, h, 12, 'url(#gNavy)');
  s += rect(x, y, w * 0.08, h, 0, '#000', 'fill-opacity="0.15"');
  s += circ(0, y + h * 0.45, w * 0.26, 'none', `stroke="${C.goldL}" stroke-width="4"`);
  s += ell(0, y + h * 0.45, w * 0.12, w * 0.26, 'none', `stroke="${C.goldL}" stroke-width="3"`);
  s += ln(-w * 0.26, y + h * 0.45, w * 0.26, y + h * 0.45, C.goldL, 3);
  s += rect(-w * 0.28, y + h * 0.16, w * 0.56, 7, 3.5, C.goldL) + rect(-w * 0.2, y + h * 0.76, w * 0.4, 6, 3, C.goldL) + rect(-w * 0.14, y + h * 0.82, w * 0.28, 5, 2.5, C.goldL, 'fill-opacity="0.7"');
  return s;
}

/** Isometric cube, origin at its centre. */
function cubeIso(e = 50, top = C.tealL, left = C.teal, right = C.tealD) {
  const c = e * 0.866;
  return P(`M0 ${f(-e)}L${f(c)} ${f(-e / 2)}L0 0L${f(-c)} ${f(-e / 2)}Z`, top, 'stroke-linejoin="round"') +
    P(`M${f(-c)} ${f(-e / 2)}L0 0V${f(e)}L${f(-c)} ${f(e / 2)}Z`, left) +
    P(`M0 0L${f(c)} ${f(-e / 2)}V${f(e / 2)}L0 ${f(e)}Z`, right);
}

function chainLink(x1, y1, x2, y2, col = C.goldL, sw = 7) {
  const a = (Math.atan2(y2 - y1, x2 - x1) * 180) / Math.PI, L = Math.hypot(x2 - x1, y2 - y1);
  const lw = L * 0.42, lh = sw * 2.6;
  return G(rect(-L * 0.5 + sw, -lh / 2, lw, lh, lh / 2, 'none', `stroke="${col}" stroke-width="${f(sw)}"`) + rect(L * 0.5 - sw - lw, -lh / 2, lw, lh, lh / 2, 'none', `stroke="${col}" stroke-width="${f(sw)}"`) + ln(-L * 0.12, 0, L * 0.12, 0, col, sw), (x1 + x2) / 2, (y1 + y2) / 2, 1, a);
}

/** Jigsaw piece path (S = side). edges t,r,b,l: 1 knob out, -1 notch in, 0 flat. */
function puzzlePath(S, e) {
  const k = S * 0.16, a = S * 0.35, b = S * 0.65;
  const arc = (v, x, y) => (v ? `L${f(x.a)} ${f(y.a)}A${f(k)} ${f(k)} 0 1 ${v > 0 ? 1 : 0} ${f(x.b)} ${f(y.b)}` : '');
  let d = `M0 0`;
  d += arc(e[0], { a, b }, { a: 0, b: 0 }) + `L${f(S)} 0`;
  d += arc(e[1], { a: S, b: S }, { a, b }) + `L${f(S)} ${f(S)}`;
  d += arc(e[2], { a: b, b: a }, { a: S, b: S }) + `L0 ${f(S)}`;
  d += arc(e[3], { a: 0, b: 0 }, { a: b, b: a }) + 'Z';
  return d;
}
function puzzle(S, edges, fill, shade = true) {
  let s = P(puzzlePath(S, edges), fill, 'transform="translate(' + f(-S / 2) + ' ' + f(-S / 2) + ')"');
  if (shade) s += P(puzzlePath(S, edges), 'url(#hatchD)', 'transform="translate(' + f(-S / 2) + ' ' + f(-S / 2) + ')"');
  return s;
}

function gear(r = 60, teeth = 9, fill = 'url(#gTeal)', hole = C.cream) {
  let d = '';
  const n = teeth, ri = r * 0.8;
  for (let i = 0; i < n; i++) {
    const a0 = (i / n) * Math.PI * 2, dw = (Math.PI / n) * 0.55, db = (Math.PI / n) * 0.8;
    const pts = [[ri, a0 - db], [r, a0 - dw], [r, a0 + dw], [ri, a0 + db]];
    pts.forEach(([rr, a], j) => (d += `${i === 0 && j === 0 ? 'M' : 'L'}${f(Math.cos(a) * rr)} ${f(Math.sin(a) * rr)}`));
  }
  return P(d + 'Z', fill, `stroke="${fill.startsWith('url') ? C.teal : fill}" stroke-width="${f(r * 0.06)}" stroke-linejoin="round"`) + circ(0, 0, r * 0.62, '#ffffff', 'fill-opacity="0.12"') + circ(0, 0, r * 0.3, hole);
}

function lightbulb(k = 1, rays = true) {
  let s = '';
  if (rays) for (let i = 0; i < 7; i++) {
    const a = (-180 + 15 + i * 25) * (Math.PI / 180) + Math.PI / 12;
    const aa = -Math.PI + 0.35 + i * ((Math.PI - 0.7) / 6);
    s += ln(Math.cos(aa) * 92 * k, -70 * k + Math.sin(aa) * 92 * k, Math.cos(aa) * 118 * k, -70 * k + Math.sin(aa) * 118 * k, C.gold, 7 * k);
    void a;
  }
  s += circ(0, -70 * k, 110 * k, 'url(#gGlow)', 'fill-opacity="0.6"');
  s += P(`M${f(-28 * k)} ${f(-8 * k)}C${f(-30 * k)} ${f(-26 * k)} ${f(-62 * k)} ${f(-42 * k)} ${f(-62 * k)} ${f(-78 * k)}A${f(62 * k)} ${f(62 * k)} 0 1 1 ${f(62 * k)} ${f(-78 * k)}C${f(62 * k)} ${f(-42 * k)} ${f(30 * k)} ${f(-26 * k)} ${f(28 * k)} ${f(-8 * k)}Z`, 'url(#gGoldL)');
  s += P(`M${f(-38 * k)} ${f(-100 * k)}A${f(44 * k)} ${f(44 * k)} 0 0 1 ${f(-6 * k)} ${f(-128 * k)}`, 'none', `stroke="#ffffff" stroke-width="${f(8 * k)}" stroke-linecap="round" stroke-opacity="0.7"`);
  s += stroke(`M${f(-14 * k)} ${f(-10 * k)}V${f(-50 * k)}L${f(-22 * k)} ${f(-66 * k)}M${f(14 * k)} ${f(-10 * k)}V${f(-50 * k)}L${f(22 * k)} ${f(-66 * k)}M${f(-22 * k)} ${f(-66 * k)}Q0 ${f(-80 * k)} ${f(22 * k)} ${f(-66 * k)}`, C.goldD, 3.5 * k);
  for (let i = 0; i < 3; i++) s += rect(-30 * k + i * 2 * k, -8 * k + i * 14 * k, 60 * k - i * 4 * k, 12 * k, 6 * k, i % 2 ? C.navyL : C.navy);
  s += P(`M${f(-16 * k)} ${f(34 * k)}H${f(16 * k)}L${f(8 * k)} ${f(44 * k)}H${f(-8 * k)}Z`, C.navy);
  return s;
}

function target(r = 100, arrow = true) {
  let s = '';
  const cols = ['url(#gNavy)', '#ffffff', 'url(#gTeal)', '#ffffff', 'url(#gGold)'];
  cols.forEach((c, i) => (s += circ(0, 0, r * (1 - i * 0.19), c)));
  if (arrow) {
    s += G(ln(0, 0, r * 1.3, 0, C.navyD, r * 0.06) + P(`M${f(r * 1.15)} 0L${f(r * 1.45)} ${f(-r * 0.2)}H${f(r * 1.55)}L${f(r * 1.3)} 0L${f(r * 1.55)} ${f(r * 0.2)}H${f(r * 1.45)}Z`, C.rose) + P(`M${f(-r * 0.02)} 0L${f(r * 0.14)} ${f(-r * 0.08)}V${f(r * 0.08)}Z`, C.navyD), 0, 0, 1, -35);
  }
  return s;
}

function briefcase(w = 200, h = 150, body = 'url(#gNavy)') {
  const x = -w / 2, y = -h / 2;
  let s = rect(-w * 0.2, y - h * 0.2, w * 0.4, h * 0.28, h * 0.08, 'none', `stroke="${C.navyD}" stroke-width="${f(w * 0.05)}"`);
  s += rect(x, y, w, h, w * 0.07, body);
  s += rect(x, y + h * 0.38, w, h * 0.1, 0, '#000', 'fill-opacity="0.18"');
  s += rect(-w * 0.08, y + h * 0.32, w * 0.16, h * 0.22, 4, 'url(#gGold)');
  s += rect(x + w * 0.04, y + h * 0.06, w * 0.92, h * 0.12, 6, '#ffffff', 'fill-opacity="0.1"');
  return s;
}

function shield(k = 1, fill = 'url(#gTeal)', check = true) {
  let s = P(`M0 ${f(-70 * k)}L${f(58 * k)} ${f(-48 * k)}V${f(2 * k)}C${f(58 * k)} ${f(40 * k)} ${f(30 * k)} ${f(62 * k)} 0 ${f(76 * k)}C${f(-30 * k)} ${f(62 * k)} ${f(-58 * k)} ${f(40 * k)} ${f(-58 * k)} ${f(2 * k)}V${f(-48 * k)}Z`, fill);
  s += P(`M0 ${f(-70 * k)}L${f(58 * k)} ${f(-48 * k)}V${f(2 * k)}C${f(58 * k)} ${f(40 * k)} ${f(30 * k)} ${f(62 * k)} 0 ${f(76 * k)}Z`, '#000', 'fill-opacity="0.12"');
  s += P(`M0 ${f(-56 * k)}L${f(44 * k)} ${f(-39 * k)}V${f(0)}C${f(44 * k)} ${f(30 * k)} ${f(22 * k)} ${f(48 * k)} 0 ${f(60 * k)}C${f(-22 * k)} ${f(48 * k)} ${f(-44 * k)} ${f(30 * k)} ${f(-44 * k)} 0V${f(-39 * k)}Z`, 'none', `stroke="#ffffff" stroke-opacity="0.35" stroke-width="${f(3 * k)}"`);
  if (check) s += stroke(`M${f(-22 * k)} ${f(2 * k)}L${f(-6 * k)} ${f(18 * k)}L${f(24 * k)} ${f(-16 * k)}`, '#ffffff', 11 * k);
  return s;
}

function magnifier(r = 60, tilt = 40) {
  let s = G(rect(r * 0.95, -r * 0.16, r * 1.1, r * 0.32, r * 0.16, C.navy) + rect(r * 0.88, -r * 0.2, r * 0.24, r * 0.4, r * 0.08, 'url(#gGold)'), 0, 0, 1, tilt);
  s += circ(0, 0, r, C.sky, 'fill-opacity="0.55"');
  s += P(`M${f(-r * 0.6)} ${f(-r * 0.2)}A${f(r * 0.65)} ${f(r * 0.65)} 0 0 1 ${f(-r * 0.15)} ${f(-r * 0.62)}`, 'none', `stroke="#ffffff" stroke-width="${f(r * 0.1)}" stroke-linecap="round" stroke-opacity="0.85"`);
  s += circ(0, 0, r, 'none', `stroke="url(#gNavy)" stroke-width="${f(r * 0.18)}"`);
  return s;
}

function clock(r = 60, hh = 300, mm = 60) {
  let s = circ(0, r * 0.06, r, C.navyD, 'fill-opacity="0.2"') + circ(0, 0, r, 'url(#gNavy)') + circ(0, 0, r * 0.84, '#ffffff');
  for (let i = 0; i < 12; i++) {
    const a = (i / 12) * Math.PI * 2;
    s += ln(Math.cos(a) * r * 0.66, Math.sin(a) * r * 0.66, Math.cos(a) * r * 0.74, Math.sin(a) * r * 0.74, i % 3 ? C.skyD : C.navy, r * 0.05);
  }
  s += G(ln(0, 0, 0, -r * 0.4, C.navy, r * 0.08), 0, 0, 1, hh) + G(ln(0, 0, 0, -r * 0.58, C.teal, r * 0.06), 0, 0, 1, mm);
  s += circ(0, 0, r * 0.08, C.gold);
  return s;
}


function speech(w = 180, h = 110, fill = '#ffffff', tail = 'left', content = 'lines', acc = C.teal) {
  const x = -w / 2, y = -h / 2;
  let s = rect(x, y, w, h, h * 0.3, fill);
  const tx = tail === 'left' ? x + w * 0.2 : x + w * 0.8, dir = tail === 'left' ? -1 : 1;
  s += P(`M${f(tx - 14)} ${f(y + h - 2)}L${f(tx + dir * 18)} ${f(y + h + 28)}L${f(tx + 18)} ${f(y + h - 2)}Z`, fill);
  if (content === 'dots') for (let i = 0; i < 3; i++) s += circ((i - 1) * w * 0.2, 0, h * 0.09, i === 1 ? acc : C.skyD);
  else if (content === 'lines') s += rect(x + w * 0.16, y + h * 0.3, w * 0.6, h * 0.1, h * 0.05, acc) + rect(x + w * 0.16, y + h * 0.52, w * 0.45, h * 0.1, h * 0.05, C.skyD);
  else if (content === 'check') s += stroke(`M${f(-w * 0.14)} 0L${f(-w * 0.03)} ${f(h * 0.16)}L${f(w * 0.16)} ${f(-h * 0.16)}`, acc, h * 0.12);
  else if (content === 'q') s += stroke(`M${f(-h * 0.14)} ${f(-h * 0.14)}Q${f(-h * 0.14)} ${f(-h * 0.3)} 0 ${f(-h * 0.3)}Q${f(h * 0.15)} ${f(-h * 0.3)} ${f(h * 0.15)} ${f(-h * 0.14)}Q${f(h * 0.15)} ${f(-h * 0.02)} 0 ${f(h * 0.04)}V${f(h * 0.1)}`, acc, h * 0.1) + circ(0, h * 0.25, h * 0.06, acc);
  return s;
}

function rocket(k = 1) {
  let s = P(`M${f(-22 * k)} ${f(40 * k)}Q0 ${f(120 * k)} ${f(22 * k)} ${f(40 * k)}Z`, 'url(#gGlow)');
  s += P(`M${f(-14 * k)} ${f(40 * k)}Q0 ${f(95 * k)} ${f(14 * k)} ${f(40 * k)}Z`, C.gold) + P(`M${f(-7 * k)} ${f(40 * k)}Q0 ${f(72 * k)} ${f(7 * k)} ${f(40 * k)}Z`, '#fff3d6');
  s += P(`M${f(-30 * k)} ${f(10 * k)}L${f(-58 * k)} ${f(46 * k)}L${f(-26 * k)} ${f(40 * k)}Z`, C.rose) + P(`M${f(30 * k)} ${f(10 * k)}L${f(58 * k)} ${f(46 * k)}L${f(26 * k)} ${f(40 * k)}Z`, '#b9654f');
  s += P(`M0 ${f(-110 * k)}C${f(36 * k)} ${f(-80 * k)} ${f(38 * k)} ${f(-20 * k)} ${f(28 * k)} ${f(44 * k)}H${f(-28 * k)}C${f(-38 * k)} ${f(-20 * k)} ${f(-36 * k)} ${f(-80 * k)} 0 ${f(-110 * k)}Z`, '#ffffff');
  s += P(`M0 ${f(-110 * k)}C${f(36 * k)} ${f(-80 * k)} ${f(38 * k)} ${f(-20 * k)} ${f(28 * k)} ${f(44 * k)}H0Z`, C.skyD, 'fill-opacity="0.6"');
  s += P(`M0 ${f(-110 * k)}C${f(14 * k)} ${f(-98 * k)} ${f(24 * k)} ${f(-86 * k)} ${f(30 * k)} ${f(-70 * k)}H${f(-30 * k)}C${f(-24 * k)} ${f(-86 * k)} ${f(-14 * k)} ${f(-98 * k)} 0 ${f(-110 * k)}Z`, C.rose);
  s += circ(0, -30 * k, 15 * k, C.navy) + circ(0, -30 * k, 10 * k, C.tealL) + circ(-3 * k, -33 * k, 3.5 * k, '#ffffff', 'fill-opacity="0.7"');
  s += rect(-4 * k, 10 * k, 8 * k, 34 * k, 4 * k, C.navy);
  return s;
}

function piggy(k = 1, body = 'url(#gRose)') {
  let s = rect(-52 * k, 20 * k, 20 * k, 40 * k, 8 * k, '#b9654f') + rect(28 * k, 20 * k, 20 * k, 40 * k, 8 * k, '#b9654f');
  s += stroke(`M${f(-88 * k)} ${f(-6 * k)}c${f(-18 * k)} ${f(-4 * k)} ${f(-18 * k)} ${f(-22 * k)} ${f(-4 * k)} ${f(-20 * k)}`, '#c96b55', 5 * k);
  s += ell(0, 0, 92 * k, 64 * k, body);
  s += P(`M${f(30 * k)} ${f(-52 * k)}L${f(44 * k)} ${f(-88 * k)}L${f(62 * k)} ${f(-44 * k)}Z`, '#c96b55');
  s += rect(-46 * k, 36 * k, 20 * k, 28 * k, 8 * k, '#c96b55') + rect(32 * k, 36 * k, 20 * k, 28 * k, 8 * k, '#c96b55');
  s += ell(88 * k, 4 * k, 16 * k, 20 * k, '#e7a692') + circ(84 * k, 0, 3 * k, '#8b4434') + circ(93 * k, 8 * k, 3 * k, '#8b4434');
  s += circ(56 * k, -18 * k, 6 * k, C.navyD) + circ(58 * k, -20 * k, 2 * k, '#ffffff');
  s += rect(-22 * k, -62 * k, 44 * k, 9 * k, 4.5 * k, '#8b4434');
  s += ell(-30 * k, -30 * k, 28 * k, 14 * k, '#ffffff', 'fill-opacity="0.2"');
  return s;
}

/** Classical civic building (capitol), origin bottom centre. */
function capitol(w = 280, o = {}) {
  const h = w * 0.8;
  let s = '';
  s += rect(-w * 0.04, -h - w * 0.12, w * 0.08, w * 0.1, 3, o.acc || C.gold) + ln(0, -h - w * 0.12, 0, -h - w * 0.2, C.navy, 3) + P(`M0 ${f(-h - w * 0.2)}L${f(w * 0.07)} ${f(-h - w * 0.17)}L0 ${f(-h - w * 0.14)}Z`, C.rose);
  s += P(`M${f(-w * 0.22)} ${f(-h * 0.62)}A${f(w * 0.22)} ${f(h * 0.36)} 0 0 1 ${f(w * 0.22)} ${f(-h * 0.62)}Z`, o.dome || 'url(#gTeal)');
  s += P(`M0 ${f(-h * 0.98)}A${f(w * 0.22)} ${f(h * 0.36)} 0 0 1 ${f(w * 0.22)} ${f(-h * 0.62)}H${f(w * 0.06)}Z`, '#000', 'fill-opacity="0.12"');
  s += rect(-w * 0.26, -h * 0.64, w * 0.52, h * 0.05, 3, C.cream2);
  s += rect(-w * 0.24, -h * 0.6, w * 0.48, h * 0.14, 0, '#f4eee2');
  for (let i = 0; i < 6; i++) s += rect(-w * 0.21 + i * w * 0.08, -h * 0.58, w * 0.035, h * 0.1, 2, C.skyD);
  s += P(`M${f(-w * 0.46)} ${f(-h * 0.44)}L0 ${f(-h * 0.56)}L${f(w * 0.46)} ${f(-h * 0.44)}Z`, o.roof || 'url(#gNavy)');
  s += rect(-w * 0.46, -h * 0.45, w * 0.92, h * 0.05, 2, C.cream2);
  s += rect(-w * 0.44, -h * 0.4, w * 0.88, h * 0.34, 0, '#faf6ee');
  for (let i = 0; i < 8; i++) s += rect(-w * 0.41 + i * w * 0.11, -h * 0.4, w * 0.055, h * 0.34, 2, '#e9e1d1');
  s += rect(-w * 0.5, -h * 0.06, w, h * 0.03, 2, C.cream2) + rect(-w * 0.54, -h * 0.03, w * 1.08, h * 0.03, 2, '#ddd2bd');
  return s;
}

/** Rough outline of the state of Illinois in a w×h box, origin top-left. */
function illinoisPath(w, h) {
  const pts = [[0.06, 0], [0.74, 0], [0.78, 0.1], [0.8, 0.16], [0.8, 0.66], [0.84, 0.72], [0.78, 0.8], [0.72, 0.86], [0.66, 0.92], [0.6, 1], [0.52, 0.97], [0.47, 0.92], [0.42, 0.86], [0.36, 0.8], [0.3, 0.74], [0.24, 0.68], [0.17, 0.61], [0.12, 0.54], [0.06, 0.5], [0, 0.42], [0.02, 0.34], [0.1, 0.26], [0.14, 0.2], [0.1, 0.12], [0.03, 0.06]];
  return 'M' + pts.map(([a, b]) => `${f(a * w)} ${f(b * h)}`).join('L') + 'Z';
}

function hardhat(k = 1, col = 'url(#gGold)') {
  let s = P(`M${f(-80 * k)} 0A${f(80 * k)} ${f(74 * k)} 0 0 1 ${f(80 * k)} 0Z`, col);
  s += P(`M${f(-14 * k)} ${f(-72 * k)}H${f(14 * k)}L${f(18 * k)} 0H${f(-18 * k)}Z`, '#ffffff', 'fill-opacity="0.3"');
  s += rect(-104 * k, -4 * k, 208 * k, 20 * k, 10 * k, C.goldD);
  s += P(`M${f(-60 * k)} ${f(-30 * k)}A${f(60 * k)} ${f(50 * k)} 0 0 1 ${f(-20 * k)} ${f(-62 * k)}`, 'none', `stroke="#fff" stroke-opacity="0.35" stroke-width="${f(7 * k)}" stroke-linecap="round"`);
  return s;
}

function crane(hh = 360, col = C.gold) {
  let s = '';
  const tw = hh * 0.08;
  s += rect(-tw / 2, -hh, tw, hh, 2, 'none', `stroke="${col}" stroke-width="5"`);
  for (let i = 0; i < 10; i++) s += ln(-tw / 2, -i * hh / 10, tw / 2, -(i + 1) * hh / 10, col, 3);
  s += rect(-hh * 0.25, -hh - 8, hh * 0.95, 16, 4, col);
  s += P(`M0 ${f(-hh - 8)}L${f(-tw / 2)} ${f(-hh - 70)}L${f(tw / 2)} ${f(-hh - 70)}Z`, col);
  s += ln(0, -hh - 70, hh * 0.65, -hh - 6, col, 2.5) + ln(0, -hh - 70, -hh * 0.22, -hh - 6, col, 2.5);
  s += rect(-hh * 0.25, -hh + 8, hh * 0.12, hh * 0.08, 3, C.navyM);
  s += ln(hh * 0.5, -hh + 6, hh * 0.5, -hh * 0.45, C.navyM, 2) + stroke(`M${f(hh * 0.5)} ${f(-hh * 0.45)}v10a8 8 0 1 1 -8 8`, C.navyM, 3);
  s += rect(hh * 0.44, -hh * 0.42 + 20, hh * 0.14, hh * 0.06, 3, C.teal);
  return s;
}

function wrench(len = 200, col = C.navyL) {
  const r = len * 0.14;
  return rect(-len / 2 + r * 0.8, -len * 0.045, len - r * 1.6, len * 0.09, len * 0.045, col) +
    P(`M${f(len / 2)} ${f(-r)}a${f(r)} ${f(r)} 0 1 0 0 ${f(r * 2)}v${f(-r * 0.6)}h${f(-r * 0.55)}v${f(-r * 0.8)}h${f(r * 0.55)}Z`, col, `transform="translate(${f(-r * 0.5)} 0)"`) +
    circ(-len / 2 + r * 0.5, 0, r * 0.75, col) + circ(-len / 2 + r * 0.5, 0, r * 0.32, '#ffffff', 'fill-opacity="0.9"');
}


function toolbox(w = 220) {
  const h = w * 0.5;
  let s = rect(-w * 0.2, -h - w * 0.15, w * 0.4, w * 0.18, 8, 'none', `stroke="${C.navy}" stroke-width="10"`);
  s += G(wrench(w * 0.7), -w * 0.1, -h - 6, 1, -60) + G(rect(-4, -w * 0.35, 8, w * 0.35, 3, C.navyM) + rect(-9, -w * 0.45, 18, w * 0.14, 5, C.rose), w * 0.2, -h + 8, 1, 12);
  s += rect(-w / 2, -h, w, h, 12, 'url(#gTeal)') + rect(-w / 2, -h, w, h * 0.3, 12, C.tealD) + rect(-w * 0.1, -h * 0.8, w * 0.2, h * 0.15, 4, C.gold);
  s += rect(-w / 2, -h * 0.72, w, 4, 0, '#000', 'fill-opacity="0.15"');
  return s;
}

function shoppingBag(w = 140, col = 'url(#gTeal)') {
  const h = w * 1.1;
  return stroke(`M${f(-w * 0.22)} ${f(-h * 0.78)}V${f(-h * 0.9)}A${f(w * 0.22)} ${f(w * 0.22)} 0 0 1 ${f(w * 0.22)} ${f(-h * 0.9)}V${f(-h * 0.78)}`, C.navy, w * 0.05) +
    P(`M${f(-w / 2)} ${f(-h * 0.8)}H${f(w / 2)}L${f(w * 0.46)} 0H${f(-w * 0.46)}Z`, col) + rect(-w * 0.28, -h * 0.5, w * 0.56, h * 0.2, 6, '#ffffff', 'fill-opacity="0.25"') +
    circ(-w * 0.22, -h * 0.7, w * 0.03, C.navy) + circ(w * 0.22, -h * 0.7, w * 0.03, C.navy);
}

function cart(k = 1, col = C.navy) {
  let s = stroke(`M${f(-90 * k)} ${f(-110 * k)}H${f(-66 * k)}L${f(-44 * k)} ${f(-20 * k)}H${f(60 * k)}`, col, 8 * k);
  s += P(`M${f(-62 * k)} ${f(-92 * k)}H${f(82 * k)}L${f(66 * k)} ${f(-40 * k)}H${f(-50 * k)}Z`, 'url(#gTeal)');
  for (let i = 1; i < 4; i++) s += ln(-62 * k + i * 36 * k, -92 * k, -56 * k + i * 32 * k, -40 * k, '#ffffff', 2 * k, 'stroke-opacity="0.4"');
  s += circ(-34 * k, -4 * k, 11 * k, col) + circ(50 * k, -4 * k, 11 * k, col);
  return s;
}

/** Cardboard box (isometric), origin centre. */
function box(e = 60, tape = true) {
  let s = cubeIso(e, '#e9c98f', '#d4a55a', '#bd8b45');
  if (tape) s += P(`M${f(-e * 0.433 - e * 0.12)} ${f(-e * 0.75 + e * 0.07)}L${f(e * 0.433 - e * 0.12)} ${f(-e * 0.25 + e * 0.07)}L${f(e * 0.433 + e * 0.04)} ${f(-e * 0.25 - e * 0.02)}L${f(-e * 0.433 + e * 0.04)} ${f(-e * 0.75 - e * 0.02)}Z`, '#f3e1bd');
  s += rect(-e * 0.7, e * 0.05, e * 0.3, e * 0.16, 3, '#ffffff', `fill-opacity="0.7" transform="skewY(30)"`);
  return s;
}

function stethoscope(k = 1) {
  let s = stroke(`M${f(-50 * k)} ${f(-120 * k)}V${f(-60 * k)}C${f(-50 * k)} ${f(-10 * k)} ${f(50 * k)} ${f(-10 * k)} ${f(50 * k)} ${f(-60 * k)}V${f(-120 * k)}`, C.navy, 12 * k);
  s += stroke(`M0 ${f(-22 * k)}V${f(20 * k)}C0 ${f(70 * k)} ${f(90 * k)} ${f(80 * k)} ${f(90 * k)} ${f(20 * k)}V${f(-10 * k)}`, C.navy, 12 * k);
  s += circ(-50 * k, -126 * k, 10 * k, C.gold) + circ(50 * k, -126 * k, 10 * k, C.gold);
  s += circ(90 * k, -30 * k, 30 * k, 'url(#gGold)') + circ(90 * k, -30 * k, 18 * k, '#ffffff', 'fill-opacity="0.7"') + circ(90 * k, -30 * k, 9 * k, C.teal);
  return s;
}

function pulseLine(x, y, w, col = C.rose, sw = 6) {
  const pts = [[0, 0], [0.3, 0], [0.36, -0.5], [0.44, 0.6], [0.52, -1], [0.58, 0.3], [0.64, 0], [1, 0]].map(([a, b]) => [x + a * w, y + b * w * 0.18]);
  return pl(pts, col, sw);
}

function key(k = 1, col = 'url(#gGold)') {
  return circ(-70 * k, 0, 40 * k, col) + circ(-70 * k, 0, 16 * k, C.cream) + rect(-34 * k, -10 * k, 130 * k, 20 * k, 6 * k, col) + rect(60 * k, 8 * k, 14 * k, 24 * k, 3 * k, col) + rect(80 * k, 8 * k, 12 * k, 16 * k, 3 * k, col);
}

function chip(s0 = 160) {
  const h = s0 / 2;
  let s = '';
  for (let i = 0; i < 5; i++) {
    const t = -h * 0.7 + i * h * 0.35;
    s += ln(t, -h - 16, t, h + 16, C.goldL, 6) + ln(-h - 16, t, h + 16, t, C.goldL, 6);
  }
  s += rect(-h, -h, s0, s0, s0 * 0.1, 'url(#gNavy)') + rect(-h * 0.6, -h * 0.6, s0 * 0.6, s0 * 0.6, s0 * 0.06, 'url(#gTeal)');
  s += stroke(`M${f(-h * 0.35)} ${f(-h * 0.2)}H0V${f(h * 0.3)}M${f(h * 0.35)} ${f(-h * 0.35)}V${f(h * 0.05)}H${f(h * 0.15)}`, '#ffffff', 3, 'stroke-opacity="0.7"') + circ(-h * 0.35, -h * 0.2, 5, '#fff') + circ(0, h * 0.3, 5, '#fff') + circ(h * 0.35, -h * 0.35, 5, C.goldL) + circ(h * 0.15, h * 0.05, 5, C.goldL);
  return s;
}

function whiteboard(w = 300, h = 200, o = {}) {
  let s = ln(-w * 0.3, 0, -w * 0.42, h * 0.6, C.navy, 8) + ln(w * 0.3, 0, w * 0.42, h * 0.6, C.navy, 8) + ln(0, 0, 0, h * 0.5, C.navyM, 7);
  s += rect(-w / 2, -h, w, h, 10, C.navy) + rect(-w / 2 + 8, -h + 8, w - 16, h - 16, 6, '#ffffff');
  s += rect(-w / 2 - 6, -8, w + 12, 10, 4, C.navyM);
  const x = -w / 2 + 22, y = -h + 22;
  s += pl([[x, y + h * 0.55], [x + w * 0.1, y + h * 0.38], [x + w * 0.2, y + h * 0.45], [x + w * 0.32, y + h * 0.2], [x + w * 0.42, y + h * 0.1]], o.line || C.teal, 5);
  s += P(`M${f(x + w * 0.42)} ${f(y + h * 0.1)}l-14 2l10 10z`, o.line || C.teal);
  const notes = [C.goldL, C.tealL, '#f0b7a6', C.skyD];
  for (let i = 0; i < 4; i++) s += G(rect(-22, -22, 44, 44, 4, notes[i]) + rect(-14, -8, 28, 4, 2, '#ffffff', 'fill-opacity="0.7"') + rect(-14, 2, 20, 4, 2, '#ffffff', 'fill-opacity="0.7"'), w * 0.08 + (i % 2) * 58, -h + 50 + Math.floor(i / 2) * 58, 1, (i - 1.5) * 4);
  s += rect(x, -h + h * 0.78, w * 0.3, 5, 2.5, C.skyD);
  return s;
}

function books(k = 1) {
  const spec = [[C.teal, 200, 34], [C.navy, 180, 30], [C.gold, 210, 28], [C.rose, 170, 30]];
  let s = '', y = 0;
  spec.forEach(([c, w, h], i) => {
    const dx = (i % 2 ? 10 : -8) * k;
    s += rect(-w / 2 * k + dx, y - h * k, w * k, h * k, 6 * k, c) + rect(-w / 2 * k + dx + 8 * k, y - h * k + 6 * k, w * k - 16 * k, h * k - 12 * k, 3 * k, '#ffffff', 'fill-opacity="0.9"').replace('width', 'width') + rect(-w / 2 * k + dx, y - h * k, 18 * k, h * k, 4 * k, c);
    y -= h * k;
  });
  return s;
}

function gradCap(k = 1) {
  let s = P(`M${f(-60 * k)} ${f(-6 * k)}V${f(40 * k)}Q0 ${f(70 * k)} ${f(60 * k)} ${f(40 * k)}V${f(-6 * k)}Z`, C.navyM);
  s += P(`M0 ${f(-56 * k)}L${f(120 * k)} 0L0 ${f(56 * k)}L${f(-120 * k)} 0Z`, 'url(#gNavy)');
  s += P(`M0 ${f(-56 * k)}L${f(120 * k)} 0L0 ${f(10 * k)}Z`, '#ffffff', 'fill-opacity="0.08"');
  s += stroke(`M0 0L${f(84 * k)} ${f(10 * k)}V${f(70 * k)}`, C.gold, 4 * k) + P(`M${f(76 * k)} ${f(66 * k)}h${f(16 * k)}l${f(4 * k)} ${f(26 * k)}h${f(-24 * k)}z`, C.gold) + circ(0, 0, 7 * k, C.gold);
  return s;
}

function leaf(L = 60, col = C.teal, vein = true) {
  return P(`M0 0C${f(L * 0.3)} ${f(-L * 0.35)} ${f(L * 0.75)} ${f(-L * 0.35)} ${f(L)} 0C${f(L * 0.75)} ${f(L * 0.35)} ${f(L * 0.3)} ${f(L * 0.35)} 0 0Z`, col) + (vein ? ln(L * 0.1, 0, L * 0.8, 0, '#ffffff', 1.5, 'stroke-opacity="0.4"') : '');
}

function sprout(hh = 120, col = C.teal) {
  return stroke(`M0 0C0 ${f(-hh * 0.4)} ${f(-hh * 0.05)} ${f(-hh * 0.6)} 0 ${f(-hh * 0.75)}`, C.tealD, hh * 0.05) +
    G(leaf(hh * 0.5, col), 0, -hh * 0.6, 1, -35) + G(leaf(hh * 0.42, C.tealM), 0, -hh * 0.45, 1, -150) + G(leaf(hh * 0.35, C.tealL), 0, -hh * 0.72, 1, -80);
}

function snowflake(r = 30, col = '#ffffff', op = 0.9) {
  let s = '';
  for (let i = 0; i < 6; i++) {
    const a = (i * 60 * Math.PI) / 180, cx = Math.cos(a), sy = Math.sin(a);
    s += ln(0, 0, cx * r, sy * r, col, r * 0.09);
    const bx = cx * r * 0.6, by = sy * r * 0.6;
    for (const d of [-0.6, 0.6]) s += ln(bx, by, bx + Math.cos(a + d) * r * 0.3, by + Math.sin(a + d) * r * 0.3, col, r * 0.08);
  }
  return `<g opacity="${op}">${s}</g>`;
}

function coat(k = 1, col = C.teal, lining = C.goldL) {
  let s = P(`M${f(-30 * k)} ${f(-100 * k)}Q0 ${f(-88 * k)} ${f(30 * k)} ${f(-100 * k)}L${f(70 * k)} ${f(-80 * k)}L${f(84 * k)} ${f(10 * k)}L${f(62 * k)} ${f(14 * k)}L${f(52 * k)} ${f(-40 * k)}L${f(54 * k)} ${f(80 * k)}H${f(-54 * k)}L${f(-52 * k)} ${f(-40 * k)}L${f(-62 * k)} ${f(14 * k)}L${f(-84 * k)} ${f(10 * k)}L${f(-70 * k)} ${f(-80 * k)}Z`, col, 'stroke-linejoin="round"');
  s += P(`M${f(-30 * k)} ${f(-100 * k)}L0 ${f(-40 * k)}L${f(30 * k)} ${f(-100 * k)}Q0 ${f(-88 * k)} ${f(-30 * k)} ${f(-100 * k)}Z`, lining);
  s += P(`M${f(-30 * k)} ${f(-100 * k)}L${f(-8 * k)} ${f(-30 * k)}L${f(-22 * k)} ${f(-56 * k)}L${f(-40 * k)} ${f(-60 * k)}Z`, '#000', 'fill-opacity="0.18"');
  s += P(`M${f(30 * k)} ${f(-100 * k)}L${f(8 * k)} ${f(-30 * k)}L${f(22 * k)} ${f(-56 * k)}L${f(40 * k)} ${f(-60 * k)}Z`, '#000', 'fill-opacity="0.18"');
  s += ln(0, -40 * k, 0, 80 * k, '#000', 2 * k, 'stroke-opacity="0.2"');
  for (let i = 0; i < 3; i++) s += circ(-8 * k, -20 * k + i * 30 * k, 4 * k, C.gold);
  s += rect(-44 * k, 20 * k, 26 * k, 5 * k, 2.5 * k, '#000', 'fill-opacity="0.18"') + rect(18 * k, 20 * k, 26 * k, 5 * k, 2.5 * k, '#000', 'fill-opacity="0.18"');
  s += stroke(`M${f(-8 * k)} ${f(-118 * k)}q${f(8 * k)} ${f(-14 * k)} ${f(16 * k)} 0`, C.navyL, 4 * k) + ln(0, -120 * k, 0, -104 * k, C.navyL, 4 * k);
  return s;
}

function ladder(hh = 320, w = 90, col = C.gold) {
  let s = ln(-w / 2, 0, -w / 2 + 10, -hh, col, 10) + ln(w / 2, 0, w / 2 + 10, -hh, col, 10);
  for (let i = 1; i < 7; i++) {
    const t = i / 7;
    s += ln(-w / 2 + 10 * t, -hh * t, w / 2 + 10 * t, -hh * t, col, 7);
  }
  return s;
}

function chessPiece(k = 1, kind = 'king', col = 'url(#gNavy)') {
  let s = rect(-50 * k, -18 * k, 100 * k, 18 * k, 6 * k, col) + rect(-40 * k, -30 * k, 80 * k, 14 * k, 5 * k, col);
  if (kind === 'king') {
    s += P(`M${f(-32 * k)} ${f(-30 * k)}L${f(-18 * k)} ${f(-120 * k)}H${f(18 * k)}L${f(32 * k)} ${f(-30 * k)}Z`, col);
    s += rect(-34 * k, -134 * k, 68 * k, 16 * k, 8 * k, col) + P(`M${f(-26 * k)} ${f(-134 * k)}Q0 ${f(-190 * k)} ${f(26 * k)} ${f(-134 * k)}Z`, col);
    s += rect(-5 * k, -196 * k, 10 * k, 34 * k, 3 * k, C.gold) + rect(-15 * k, -186 * k, 30 * k, 10 * k, 3 * k, C.gold);
  } else {
    s += P(`M${f(-30 * k)} ${f(-30 * k)}Q${f(-30 * k)} ${f(-80 * k)} ${f(-8 * k)} ${f(-100 * k)}L${f(-26 * k)} ${f(-112 * k)}Q${f(-34 * k)} ${f(-150 * k)} ${f(4 * k)} ${f(-164 * k)}Q${f(40 * k)} ${f(-160 * k)} ${f(40 * k)} ${f(-100 * k)}Q${f(40 * k)} ${f(-60 * k)} ${f(30 * k)} ${f(-30 * k)}Z`, col);
    s += circ(4 * k, -140 * k, 5 * k, '#ffffff', 'fill-opacity="0.8"');
  }
  s += rect(-30 * k, -120 * k, 10 * k, 80 * k, 5 * k, '#ffffff', 'fill-opacity="0.12"');
  return s;
}

function gauge(r = 80, val = 0.72) {
  let s = P(`M${f(-r)} 0A${f(r)} ${f(r)} 0 0 1 ${f(r)} 0`, 'none', `stroke="${C.sky}" stroke-width="${f(r * 0.24)}" stroke-linecap="round"`);
  const a = Math.PI * (1 - val);
  s += P(`M${f(-r)} 0A${f(r)} ${f(r)} 0 0 1 ${f(Math.cos(a) * r)} ${f(-Math.sin(a) * r)}`, 'none', `stroke="url(#gTeal)" stroke-width="${f(r * 0.24)}" stroke-linecap="round"`);
  s += ln(0, 0, Math.cos(a) * r * 0.72, -Math.sin(a) * r * 0.72, C.navy, r * 0.07) + circ(0, 0, r * 0.12, C.gold);
  return s;
}

/** Covered bridge spanning `span`, origin at left deck end. */
function coveredBridge(span = 600, hh = 150) {
  let s = '';
  s += P(`M0 0Q${f(span / 2)} ${f(-hh * 0.35)} ${f(span)} 0V${f(hh * 0.12)}Q${f(span / 2)} ${f(-hh * 0.2)} 0 ${f(hh * 0.12)}Z`, C.navyD);
  s += rect(-10, 0, 26, hh * 0.9, 3, C.navyD) + rect(span - 16, 0, 26, hh * 0.9, 3, C.navyD);
  s += rect(0, -hh * 0.62, span, hh * 0.62, 0, '#7a3e2f');
  s += rect(0, -hh * 0.62, span, hh * 0.62, 0, '#000', 'fill-opacity="0.1"');
  const n = 9, ww = span / n;
  for (let i = 0; i < n; i++) s += rect(i * ww + ww * 0.22, -hh * 0.5, ww * 0.56, hh * 0.26, 3, C.goldL, 'fill-opacity="0.9"');
  for (let i = 0; i <= n; i++) s += ln(i * ww, -hh * 0.62, i * ww, 0, '#5e2e22', 3);
  s += P(`M-24 ${f(-hh * 0.6)}L${f(span * 0.08)} ${f(-hh)}H${f(span * 0.92)}L${f(span + 24)} ${f(-hh * 0.6)}Z`, C.navy);
  s += P(`M-24 ${f(-hh * 0.6)}L${f(span * 0.08)} ${f(-hh)}H${f(span * 0.92)}L${f(span + 24)} ${f(-hh * 0.6)}Z`, 'url(#hatchD)');
  s += rect(-14, -hh * 0.06, span + 28, hh * 0.08, 2, '#5e2e22');
  return s;
}

/* ------------------------------------------------------------------ */
/* People                                                              */
/* ------------------------------------------------------------------ */
/** Small faceless head with hair at (0,cy) radius r. */
function headSmall(cy, r, skin, hair, style) {
  let back = '', front = '';
  const hc = hair;
  if (style === 'long') back += P(`M${f(-r * 1.1)} ${f(cy - r * 0.1)}C${f(-r * 1.2)} ${f(cy - r * 1.5)} ${f(r * 1.2)} ${f(cy - r * 1.5)} ${f(r * 1.1)} ${f(cy - r * 0.1)}L${f(r * 1.15)} ${f(cy + r * 1.7)}Q0 ${f(cy + r * 2)} ${f(-r * 1.15)} ${f(cy + r * 1.7)}Z`, hc);
  if (style === 'hijab') back += P(`M${f(-r * 1.25)} ${f(cy)}A${f(r * 1.25)} ${f(r * 1.3)} 0 0 1 ${f(r * 1.25)} ${f(cy)}L${f(r * 1.5)} ${f(cy + r * 2.1)}H${f(-r * 1.5)}Z`, hc);
  if (style === 'curly' || style === 'afro') {
    const n = 9, rr = style === 'afro' ? r * 1.18 : r * 0.98;
    for (let i = 0; i < n; i++) {
      const a = Math.PI * (1.02 + (i / (n - 1)) * 0.96);
      back += circ(Math.cos(a) * rr, cy + Math.sin(a) * rr * 0.95, r * (style === 'afro' ? 0.5 : 0.36), hc);
    }
  }
  if (style === 'bun') back += circ(0, cy - r * 1.15, r * 0.45, hc);
  if (style === 'pony') back += P(`M${f(r * 0.6)} ${f(cy - r * 0.6)}Q${f(r * 1.7)} ${f(cy - r * 0.2)} ${f(r * 1.2)} ${f(cy + r * 1.3)}Q${f(r * 0.9)} ${f(cy + r * 0.4)} ${f(r * 0.5)} ${f(cy - r * 0.1)}Z`, hc);
  const headC = circ(0, cy, r, skin);
  if (style === 'hijab') {
    front += P(`M${f(-r * 0.95)} ${f(cy + r * 0.1)}A${f(r * 0.95)} ${f(r * 1.05)} 0 0 1 ${f(r * 0.95)} ${f(cy + r * 0.1)}A${f(r * 1.1)} ${f(r * 1.1)} 0 0 0 ${f(r * 0.9)} ${f(cy - r * 0.55)}A${f(r * 1.25)} ${f(r * 1.3)} 0 0 0 ${f(-r * 0.9)} ${f(cy - r * 0.55)}A${f(r * 1.1)} ${f(r * 1.1)} 0 0 0 ${f(-r * 0.95)} ${f(cy + r * 0.1)}Z`, hc);
  } else if (style !== 'bald') {
    front += P(`M${f(-r * 1.04)} ${f(cy + r * 0.05)}C${f(-r * 1.15)} ${f(cy - r * 1.1)} ${f(-r * 0.2)} ${f(cy - r * 1.45)} ${f(r * 0.4)} ${f(cy - r * 1.1)}C${f(r * 0.95)} ${f(cy - r * 0.9)} ${f(r * 1.15)} ${f(cy - r * 0.4)} ${f(r * 1.04)} ${f(cy + r * 0.05)}C${f(r * 0.7)} ${f(cy - r * 0.45)} ${f(r * 0.1)} ${f(cy - r * 0.55)} ${f(-r * 0.3)} ${f(cy - r * 0.62)}C${f(-r * 0.6)} ${f(cy - r * 0.5)} ${f(-r * 0.9)} ${f(cy - r * 0.3)} ${f(-r * 1.04)} ${f(cy + r * 0.05)}Z`, hc);
  }
  return back + headC + front;
}

/**
 * Standing person, origin at the feet. ~205 units tall.
 * pose: armL/armR in degrees (0 = hanging; +left arm swings outward/up), legs: stride angle.
 */
function person(o = {}) {
  const skin = o.skin || SKIN[2], hair = o.hair || HAIR[1], top = o.top || C.teal, bottom = o.bottom || C.navy;
  const style = o.hairStyle || 'short', shoe = o.shoe || C.navyD;
  const aL = o.armL ?? 8, aR = o.armR ?? -8, stride = o.stride ?? 0;
  let s = '';
  const leg = (x, ang, col) => G(rect(-6.5, 0, 13, 86, 6.5, col) + ell(ang > 0 ? -4 : 4, 86, 11, 5.5, shoe), x, -92, 1, ang);
  const arm = (x, ang, col, item) => G(ln(0, 0, 0, 60, col, 12.5) + circ(0, 66, 6.5, skin) + (item || ''), x, -160, 1, ang);
  if (o.dress) {
    s += leg(-6, stride, skin) + leg(6, -stride, skin);
    s += P(`M-22 -110L-32 -52Q0 -44 32 -52L22 -110Z`, o.dressCol || top);
  } else {
    s += leg(-7, stride, bottom) + leg(7, -stride, bottom);
  }
  s += arm(-20, aL, o.sleeve || top, o.itemL) ;
  s += P(`M-24 -150Q-26 -170 -8 -171H8Q26 -170 24 -150L22 -92Q22 -86 16 -86H-16Q-22 -86 -22 -92Z`, top);
  if (o.jacketOpen) s += P(`M-5 -171L0 -150L5 -171Z`, '#ffffff') + P(`M-6 -170L0 -140L6 -170L4 -88H-4Z`, o.shirt || '#ffffff') + (o.tie ? P(`M-3 -160H3L4 -120L0 -114L-4 -120Z`, o.tie) : '');
  if (o.lanyard) s += stroke('M-8 -170L0 -135L8 -170', o.lanyard, 2.5) + rect(-7, -137, 14, 18, 3, '#ffffff');
  if (o.bib) s += rect(-14, -140, 28, 22, 3, '#ffffff') + rect(-9, -134, 18, 5, 2, o.bib) + rect(-9, -126, 12, 4, 2, o.bib);
  if (o.apron) s += P(`M-16 -150H16L18 -90H-18Z`, o.apron) + stroke('M-14 -150Q0 -178 14 -150', o.apron, 3);
  s += rect(-5, -177, 10, 10, 3, skin);
  s += arm(20, aR, o.sleeve || top, o.itemR);
  s += headSmall(-190, 15, skin, hair, style);
  if (o.cap) s += P(`M-16 -194A16 16 0 0 1 16 -194Z`, o.cap) + rect(o.capDir === 'left' ? -26 : 0, -196, 26, 5, 2.5, o.cap);
  return s;
}

/** Upper body only (for sitting behind desks etc.). Origin at the waist. */
function personBust(o = {}) {
  const skin = o.skin || SKIN[2], hair = o.hair || HAIR[1], top = o.top || C.teal;
  let s = '';
  const arm = (x, ang, item) => G(ln(0, 0, 0, 52, o.sleeve || top, 12.5) + circ(0, 58, 6.5, skin) + (item || ''), x, -68, 1, ang);
  s += arm(-20, o.armL ?? 20);
  s += P(`M-24 -58Q-26 -78 -8 -79H8Q26 -78 24 -58L22 0H-22Z`, top);
  if (o.collar) s += P(`M-6 -78L0 -62L6 -78Z`, o.collar);
  s += rect(-5, -85, 10, 10, 3, skin);
  s += arm(20, o.armR ?? -20);
  s += headSmall(-98, 15, skin, hair, o.hairStyle || 'short');
  return s;
}

/* ---------- detailed portrait (600×600 design space) ---------- */
function portrait(p, simple = false) {
  const { skin, hair, style } = p;
  const top = p.top || C.navy, shirt = p.shirt || '#ffffff';
  const dark = shade(skin, -0.14), cx = 300, cy = 282;
  let s = '';
  // back hair
  if (style === 'long' || style === 'longWave') s += P(`M196 300C180 150 420 150 404 300L414 470Q300 500 186 470Z`, hair);
  if (style === 'bob') s += P(`M204 290C190 160 410 160 396 290L402 392Q300 412 198 392Z`, hair);
  if (style === 'afro') { for (let i = 0; i < 14; i++) { const a = Math.PI * (0.92 + (i / 13) * 1.16); s += circ(cx + Math.cos(a) * 96, cy - 20 + Math.sin(a) * 92, 46, hair); } }
  if (style === 'hijab') s += P(`M188 300C180 150 420 150 412 300L440 520H160Z`, hair);
  if (style === 'bun') s += circ(cx + 6, 176, 40, hair);
  // shoulders / jacket
  s += P(`M100 600C100 500 150 462 228 446L372 446C450 462 500 500 500 600Z`, top);
  if (style !== 'hijab') {
    s += rect(270, 360, 60, 100, 24, skin) + P(`M270 372Q300 398 330 372V392Q300 414 270 392Z`, dark, 'fill-opacity="0.6"');
  }
  // shirt & lapels
  if (p.attire === 'blouse') {
    s += P(`M244 446Q300 500 356 446Q352 470 300 520Q248 470 244 446Z`, shirt);
    s += P(`M232 446L300 560L368 446Q380 452 392 458L330 600H270L208 458Q220 452 232 446Z`, top);
  } else if (p.attire === 'sweater') {
    s += P(`M248 446Q300 486 352 446L360 452Q300 506 240 452Z`, shirt);
  } else {
    s += P(`M246 446H354L300 548Z`, shirt);
    if (p.tie) s += P(`M290 458H310L316 530L300 552L284 530Z`, p.tie) + P(`M288 446H312L306 464H294Z`, shade(p.tie, -0.15));
    s += P(`M228 446L262 446L300 548L270 520L250 540Z`, shade(top, -0.18)) + P(`M372 446L338 446L300 548L330 520L350 540Z`, shade(top, -0.18));
    s += P(`M228 446L300 600H290L206 470Z`, shade(top, 0.08), 'fill-opacity="0.6"');
  }
  if (p.pin) s += circ(368, 506, 7, C.gold);
  if (style === 'hijab') s += P(`M212 330Q210 440 300 470Q390 440 388 330L420 470Q300 540 180 470Z`, hair) + P(`M236 420Q300 470 364 420L380 470Q300 505 220 470Z`, shade(hair, -0.12));
  // ears
  if (style !== 'hijab' && style !== 'long' && style !== 'longWave') s += ell(222, 300, 14, 22, skin) + ell(378, 300, 14, 22, skin);
  // head
  s += ell(cx, cy, 80, 96, skin);
  s += P(`M300 186A80 96 0 0 1 300 378A92 96 0 0 0 300 186Z`, dark, 'fill-opacity="0.25"');
  // front hair
  const H = (d, e = '') => P(d, hair, e);
  switch (style) {
    case 'short': s += H(`M218 282C206 190 260 166 306 170C352 172 392 200 384 282C374 246 360 226 344 220C312 232 262 232 236 226C226 240 222 258 218 282Z`); break;
    case 'sidepart': s += H(`M218 286C204 196 256 164 306 168C362 170 396 206 384 286C378 248 368 228 350 216C330 222 300 218 274 206C260 226 236 240 218 286Z`); break;
    case 'buzz': s += H(`M222 262C216 200 260 178 300 178C340 178 384 200 378 262C366 226 340 212 300 212C260 212 234 226 222 262Z`, 'fill-opacity="0.85"'); break;
    case 'bald': s += H(`M220 300C216 276 220 262 226 254L232 300Z`) + H(`M380 300C384 276 380 262 374 254L368 300Z`); break;
    case 'curlyShort': for (let i = 0; i < 11; i++) { const a = Math.PI * (1.05 + (i / 10) * 0.9); s += circ(cx + Math.cos(a) * 74, cy - 18 + Math.sin(a) * 84, 24, hair); } s += H(`M226 262C228 220 260 196 300 194C340 196 372 220 374 262C352 236 330 228 300 228C270 228 248 236 226 262Z`); break;
    case 'long': case 'longWave': s += H(`M214 330C196 196 262 170 310 172C366 176 402 214 388 330C380 262 356 226 330 214C300 246 252 256 222 262C216 282 214 304 214 330Z`); break;
    case 'bob': s += H(`M212 320C198 200 262 172 306 174C360 176 402 210 388 320C380 264 364 232 344 216C314 240 262 238 236 232C222 256 214 284 212 320Z`); break;
    case 'bun': s += H(`M218 282C210 200 258 176 302 176C352 176 392 204 382 282C372 240 350 222 300 220C254 222 228 240 218 282Z`); break;
    case 'afro': s += H(`M222 262C226 214 262 196 300 196C338 196 374 214 378 262C352 240 330 234 300 234C270 234 248 240 222 262Z`); break;
    case 'hijab': s += H(`M204 300C204 190 256 170 300 170C344 170 396 190 396 300C396 330 392 356 386 380C380 300 360 232 300 226C240 232 220 300 214 380C208 356 204 330 204 300Z`); s += P(`M300 170C344 170 396 190 396 300C396 250 360 190 300 184Z`, '#ffffff', 'fill-opacity="0.1"'); break;
    default: break;
  }
  if (p.beard) s += P(`M224 296C226 360 256 392 300 394C344 392 374 360 376 296C366 330 348 344 334 344C322 336 312 334 300 334C288 334 278 336 266 344C252 344 234 330 224 296Z`, p.beard) + P(`M276 340Q300 330 324 340Q300 352 276 340Z`, skin, 'fill-opacity="0.6"');
  // face
  const eyeY = 292;
  s += ell(268, eyeY, 6.5, 8, '#2a1f1a') + ell(332, eyeY, 6.5, 8, '#2a1f1a');
  s += circ(270, eyeY - 3, 2, '#ffffff', 'fill-opacity="0.8"') + circ(334, eyeY - 3, 2, '#ffffff', 'fill-opacity="0.8"');
  if (!simple) {
    const bc = style === 'hijab' ? '#2a1f1a' : shade(hair === '#d8d4cc' || hair === '#a9aeb3' ? '#8a8a8a' : hair, -0.1);
    s += stroke(`M252 ${eyeY - 20}Q268 ${eyeY - 28} 284 ${eyeY - 21}`, bc, 5.5) + stroke(`M316 ${eyeY - 21}Q332 ${eyeY - 28} 348 ${eyeY - 20}`, bc, 5.5);
    s += stroke(`M302 ${eyeY + 8}Q308 ${eyeY + 30} 296 ${eyeY + 34}`, dark, 4.5);
  }
  s += ell(252, 332, 16, 9, C.rose, 'fill-opacity="0.22"') + ell(348, 332, 16, 9, C.rose, 'fill-opacity="0.22"');
  if (!p.beard) s += P(`M276 344Q300 366 324 344Q300 356 276 344Z`, '#8c4a3c') + (simple ? '' : P(`M282 347Q300 352 318 347Q300 360 282 347Z`, '#ffffff', 'fill-opacity="0.85"'));
  else s += stroke('M282 350Q300 362 318 350', '#6b3a2e', 4);
  if (p.glasses) s += `<g fill="#ffffff" fill-opacity="0.12" stroke="${p.glasses}" stroke-width="5">` + rect(240, 272, 52, 40, 14, '#ffffff') + rect(308, 272, 52, 40, 14, '#ffffff') + '</g>' + stroke('M292 288Q300 282 308 288', p.glasses, 5) + ln(240, 284, 224, 280, p.glasses, 5) + ln(360, 284, 376, 280, p.glasses, 5);
  if (p.earring) s += circ(220, 328, 6, C.gold) + circ(380, 328, 6, C.gold);
  return s;
}

function shade(hex, amt) {
  if (!hex.startsWith('#')) return hex;
  const n = parseInt(hex.slice(1), 16);
  let r = (n >> 16) & 255, g = (n >> 8) & 255, b = n & 255;
  const t = amt < 0 ? 0 : 255, p = Math.abs(amt);
  r = Math.round((t - r) * p + r); g = Math.round((t - g) * p + g); b = Math.round((t - b) * p + b);
  return '#' + ((1 << 24) + (r << 16) + (g << 8) + b).toString(16).slice(1);
}

/* ------------------------------------------------------------------ */
/* Job registry                                                        */
/* ------------------------------------------------------------------ */
const jobs = [];
/** Register an output. build(W, H) returns SVG body markup (or a full <svg> doc). */
function add(file, W, H, build) {
  jobs.push({ file, W, H, build });
}

/* ------------------------------------------------------------------ */
/* Banners 1920×720                                                    */
/* ------------------------------------------------------------------ */
const BW = 1920, BH = 720, SX = 1480, SY = 372;

function bannerBase(o = {}) {
  const id = uid('bb');
  let s = `<defs>${lg(id, [[0, '#0a1f30'], [0.5, '#12304a'], [1, o.tint || '#1a4761']], 0, 0, 1, 0.35)}</defs>`;
  s += rect(0, 0, BW, BH, 0, `url(#${id})`) + rect(0, 0, BW, BH, 0, 'url(#gridD)');
  s += circ(-80, BH + 60, 520, 'none', 'stroke="#ffffff" stroke-opacity="0.045" stroke-width="2"');
  s += circ(-80, BH + 60, 380, 'none', 'stroke="#ffffff" stroke-opacity="0.035" stroke-width="2"');
  s += rect(860, 60, 150, 110, 0, 'url(#dotsD)');
  const stage = o.stage ?? 'circle', col = o.stageCol || 'url(#gSky)';
  if (stage === 'circle') {
    s += circ(SX + 40, SY + 20, 352, 'none', `stroke="${C.gold}" stroke-opacity="0.55" stroke-width="3" stroke-dasharray="2 14" stroke-linecap="round"`);
    s += circ(SX, SY, 330, col) + circ(SX, SY, 330, 'url(#hatchL)', 'fill-opacity="0.5"');
    if (o.dot !== false) s += circ(SX + 250, SY - 240, 60, C.gold, 'fill-opacity="0.9"') + circ(SX + 250, SY - 240, 60, 'url(#hatchD)');
  } else if (stage === 'arch') {
    s += archPath(1090, 80, 780, 640, col);
    s += circ(1090, 170, 46, C.gold, 'fill-opacity="0.9"');
  } else if (stage === 'panel') {
    s += rect(1030, 96, 860, 560, 48, col);
  }
  s += sparkle(1020, 560, 16, C.goldL, 'fill-opacity="0.9"') + plus(1890, 640, 10, C.tealL, 3, 0.8) + sparkle(1880, 120, 10, '#ffffff', 'fill-opacity="0.6"');
  return s;
}
function archPath(x, y, w, h, fill, e = '') {
  const r = w / 2;
  return P(`M${f(x)} ${f(y + h)}V${f(y + r)}A${f(r)} ${f(r)} 0 0 1 ${f(x + w)} ${f(y + r)}V${f(y + h)}Z`, fill, e);
}
function clipArch(x, y, w, h, content) {
  const id = uid('ca');
  const r = w / 2;
  return `<clipPath id="${id}"><path d="M${f(x)} ${f(y + h)}V${f(y + r)}A${f(r)} ${f(r)} 0 0 1 ${f(x + w)} ${f(y + r)}V${f(y + h)}Z"/></clipPath><g clip-path="url(#${id})">${content}</g>`;
}
function clipCircle(cx, cy, r, content) {
  const id = uid('cc');
  return `<clipPath id="${id}"><circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}"/></clipPath><g clip-path="url(#${id})">${content}</g>`;
}
function clipRect(x, y, w, h, rx, content) {
  const id = uid('cr');
  return `<clipPath id="${id}"><rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" rx="${f(rx)}"/></clipPath><g clip-path="url(#${id})">${content}</g>`;
}

add('banners/home-1.jpg', BW, BH, () => {
  const sky = uid('s'), river = uid('r'), ground = uid('g');
  let s = `<defs>${lg(sky, [[0, '#0a1d2d'], [0.45, '#173f58'], [0.8, '#3c6f7a'], [1, '#c99a56']])}${lg(river, [[0, '#4c7f86'], [0.3, '#1f5366'], [1, '#0f2f44']])}${lg(ground, [[0, '#123a4c'], [1, '#0a2232']])}</defs>`;
  s += rect(0, 0, BW, 420, 0, `url(#${sky})`);
  for (let i = 0; i < 60; i++) s += circ(R(0, BW), R(0, 260), R(0.8, 2), '#ffffff', `fill-opacity="${f3(R(0.15, 0.6))}"`);
  s += G(sun(64), 1500, 412);
  s += circ(1500, 420, 420, 'url(#gGlow)', 'fill-opacity="0.45"');
  // skyline
  const sk = [[1160, 60], [1205, 100], [1250, 80], [1300, 140], [1352, 90], [1398, 115], [1600, 100], [1650, 150], [1710, 95], [1760, 120], [1812, 70], [1858, 96]];
  sk.forEach(([x, h], i) => {
    s += rect(x, 420 - h, 46, h + 2, 3, i % 2 ? '#1d4259' : '#22495f');
    for (let k = 0; k < Math.floor(h / 24); k++) if (rnd() < 0.5) s += rect(x + 8 + (k % 2) * 18, 420 - h + 12 + k * 22, 10, 8, 1.5, C.goldL, `fill-opacity="${f3(R(0.5, 0.95))}"`);
  });
  s += rect(1560, 320, 8, 100, 2, '#1d4259') + P('M1554 322L1564 284L1574 322Z', '#1d4259');
  // far tree line
  for (let x = -20; x < BW + 40; x += 34) s += circ(x, 420 + R(-6, 4), R(20, 34), x < 1000 ? '#10334a' : '#14394f');
  s += rect(0, 418, BW, 302, 0, `url(#${ground})`);
  // river widening toward the viewer
  s += P('M1410 418C1380 500 1150 600 960 720H1920V650C1760 590 1580 500 1560 418Z', `url(#${river})`);
  s += stroke('M1410 418C1380 500 1150 600 960 720', '#5f9aa0', 3, 'stroke-opacity="0.6"') + stroke('M1560 418C1580 500 1760 590 1920 650', '#5f9aa0', 3, 'stroke-opacity="0.6"');
  for (let i = 0; i < 26; i++) {
    const y = R(430, 710), span = (y - 418) / 302;
    const x = 1480 + R(-60, 60) * (0.4 + span * 2);
    s += rect(x - 20 - span * 50, y, 40 + span * 100, 3 + span * 3, 2, i % 3 ? C.goldL : '#ffffff', `fill-opacity="${f3(R(0.15, 0.45))}"`);
  }
  // banks: trees and lamps
  s += P('M0 520Q400 470 1040 560L1000 720H0Z', '#0c2738', 'fill-opacity="0.6"');
  [[960, 150, 'round'], [1040, 120, 'tall'], [1110, 170, 'round'], [900, 110, 'pine']].forEach(([x, h, k]) => (s += G(tree(h, k, '#1c5a5c'), x, 522)));
  [[1740, 190, 'round'], [1830, 150, 'tall'], [1895, 200, 'round']].forEach(([x, h, k]) => (s += G(tree(h, k, '#1f6664'), x, 560)));
  s += G(lampPost(100), 1130, 540, 0.9);
  s += G(coveredBridge(600, 150), 1150, 560);
  s += P('M1700 640Q1800 622 1920 626V720H1600Z', '#0b2738') + stroke('M1700 640Q1800 622 1920 626', '#2d5f6c', 4);
  s += G(lampPost(130), 1760, 640) + G(lampPost(130), 1900, 636);
  s += G(person({ skin: SKIN[4], hair: HAIR[0], top: C.gold, bottom: C.navyD, stride: 10, armL: -12, armR: 14 }), 1830, 690, 0.42);
  s += G(person({ skin: SKIN[1], hair: HAIR[3], hairStyle: 'long', top: C.tealL, bottom: C.navyD, stride: -8, armL: 12, armR: -10 }), 1800, 690, 0.4);
  s += G(bush(120, '#0d2f3e'), 120, 700) + G(bush(90, '#0d2f3e'), 260, 712);
  return s;
});

add('banners/home-2.jpg', BW, BH, () => {
  let s = bannerBase({ stage: 'arch', stageCol: 'url(#gSky)', tint: '#164e5e' });
  s += G(chartBoard({ w: 420, h: 280 }), 1480, 300, 1, 0, SHL);
  s += G(plant(170), 1800, 540, 1, 0, SH);
  s += rect(1010, 540, 910, 180, 0, 'url(#gWood)') + rect(1010, 540, 910, 14, 0, C.woodD, 'fill-opacity="0.6"');
  s += G(ledgerOpen(360, 190, C.teal), 1360, 622, 1, -4, SH);
  s += G(calculator(120, 170), 1690, 610, 1, 10, SH);
  s += G(pencil(180), 1550, 676, 1, -14, SH);
  s += G(coinStack(5, 34), 1150, 640) + G(coinStack(3, 30), 1200, 672);
  s += G(mug(1.4, C.navy), 1840, 660, 1, 0, SH);
  return s;
});

add('banners/home-3.jpg', BW, BH, () => {
  let s = bannerBase({ stage: 'circle', stageCol: 'url(#gCream)', tint: '#1b4a63' });
  s += G(speech(130, 80, '#ffffff', 'left', 'dots', C.teal), 1310, 150, 1, 0, SH) + G(speech(120, 74, C.tealP, 'right', 'check', C.teal), 1660, 140, 1, 0, SH);
  const left = { skin: SKIN[3], hair: HAIR[0], hairStyle: 'short', top: C.navy, collar: '#ffffff', armL: 18, armR: -58 };
  const right = { skin: SKIN[1], hair: HAIR[3], hairStyle: 'bun', top: C.teal, collar: '#ffffff', armL: 58, armR: -16 };
  s += G(personBust(left), 1340, 520, 2.3) + G(personBust(right), 1620, 520, 2.3);
  s += G(ell(0, 0, 22, 17, SKIN[3]) + ell(10, -4, 20, 15, SKIN[1]) + rect(-4, -12, 22, 6, 3, '#000', 'fill-opacity="0.08"'), 1480, 412);
  s += rect(1080, 516, 800, 22, 8, 'url(#gWood)') + rect(1110, 538, 740, 150, 10, 'url(#gNavy)') + rect(1110, 538, 740, 12, 0, '#000', 'fill-opacity="0.2"');
  s += G(laptop(170), 1230, 518) + G(mug(1, C.gold), 1750, 518);
  s += G(plant(130), 1830, 516);
  return s;
});

add('banners/about.jpg', BW, BH, () => {
  let s = bannerBase({ stage: 'none', tint: '#184a5f' });
  let scene = rect(1060, 60, 820, 700, 0, 'url(#gSky)');
  scene += G(cloud(180, '#ffffff', 0.9), 1250, 200) + G(cloud(130, '#ffffff', 0.7), 1720, 150);
  scene += circ(1740, 230, 56, 'url(#gGold)');
  scene += G(office(200, 300, { body: C.navyM, cols: 3, rows: 6, cap: C.navyL }), 1180, 640);
  scene += G(office(220, 280, { body: '#2b6a75', cols: 3, rows: 5, cap: C.tealL }), 1780, 640);
  scene += G(office(360, 470, { cols: 5, rows: 8, cap: C.gold }), 1480, 650);
  scene += rect(1060, 640, 820, 120, 0, '#cfdfe6') + rect(1060, 640, 820, 10, 0, '#b5cbd6');
  [[1270, 170], [1330, 130], [1640, 170], [1700, 140]].forEach(([x, h], i) => (scene += G(tree(h, i % 2 ? 'tall' : 'round'), x, 660)));
  scene += G(bush(90, C.tealM), 1120, 670) + G(bush(80, C.tealM), 1850, 672);
  scene += G(person({ skin: SKIN[5], hair: HAIR[0], hairStyle: 'short', top: C.gold, bottom: C.navy, stride: 8, armL: -10, armR: 12, itemR: rect(-10, 60, 24, 18, 3, C.navy) }), 1560, 700, 0.55);
  s += clipArch(1060, 60, 820, 700, scene);
  s += archPath(1060, 60, 820, 700, 'none', `stroke="${C.gold}" stroke-width="4" stroke-opacity="0.7"`);
  return s;
});

add('banners/services.jpg', BW, BH, () => {
  let s = bannerBase({ stage: 'circle', stageCol: 'url(#gSky)', tint: '#174a5e' });
  const ped = (x, y, w) => ell(x, y, w / 2, w * 0.12, C.navy, 'fill-opacity="0.12"');
  s += ped(1250, 560, 200) + ped(1480, 600, 240) + ped(1720, 560, 200);
  s += G(paper({ w: 190, h: 250, variant: 'form' }), 1250, 410, 1, -8, SHL);
  s += G(ledgerClosed(190, 250), 1480, 440, 1, 3, SHL);
  s += G(compass(100, 35), 1720, 420, 1, 0, SHL);
  s += sparkle(1600, 170, 14, C.gold) + sparkle(1340, 220, 9, C.teal);
  return s;
});

add('banners/taxes.jpg', BW, BH, () => {
  let s = bannerBase({ stage: 'circle', stageCol: 'url(#gCream)', tint: '#1a4760' });
  s += G(calendar(210, 220, 17), 1730, 230, 1, 8, SHL);
  s += G(paper({ w: 250, h: 330, variant: 'lines' }), 1330, 400, 1, -12, SH);
  s += G(paper({ w: 250, h: 330, variant: 'form' }) + G(stampMark(56, C.teal), 40, 90, 1, -16), 1420, 390, 1, -2, SHL);
  s += G(stamp(1.05), 1700, 600, 1, 8, SHL);
  s += G(pencil(190), 1290, 620, 1, -20, SH);
  return s;
});

add('banners/accounting.jpg', BW, BH, () => {
  let s = bannerBase({ stage: 'arch', stageCol: 'url(#gSky)', tint: '#145060' });
  s += G(paper({ w: 340, h: 420, variant: 'table', fold: false }), 1340, 400, 1, -4, SHL);
  s += G(chartBoard({ w: 320, h: 220, bars: [0.35, 0.5, 0.45, 0.7, 0.95] }), 1660, 290, 1, 4, SHL);
  s += G(donut(44, [0.5, 0.3, 0.2]), 1740, 160) ;
  s += G(coinStack(6, 38), 1590, 640) + G(coinStack(4, 38), 1680, 668) + G(coinStack(8, 38), 1770, 640);
  s += G(coin(40), 1830, 530, 1, 10, SH);
  return s;
});

add('banners/advisory.jpg', BW, BH, () => {
  let s = bannerBase({ stage: 'none', tint: '#17505f' });
  let scene = rect(1060, 60, 820, 700, 0, 'url(#gSky)') + circ(1560, 220, 60, 'url(#gGold)') + G(cloud(150, '#ffffff', 0.85), 1250, 230);
  scene += G(mountains(900, 430), 1470, 720);
  scene += stroke('M1200 720C1260 640 1380 660 1420 600S1500 500 1560 470S1590 380 1596 300', '#ffffff', 10, 'stroke-dasharray="2 20"');
  scene += G(flag(1.1, C.gold), 1597, 292);
  scene += G(tree(90, 'pine'), 1140, 700) + G(tree(120, 'pine'), 1200, 716) + G(tree(80, 'pine', C.teal), 1820, 706);
  s += clipArch(1060, 60, 820, 700, scene);
  s += curveArrow([[1120, 600], [1260, 520], [1330, 560], [1470, 420], [1540, 450], [1700, 250]], C.gold, 16);
  s += G(compass(84, -20), 1800, 560, 1, 0, SHL);
  return s;
});

add('banners/industries.jpg', BW, BH, () => {
  let s = bannerBase({ stage: 'none', tint: '#174d60' });
  let scene = rect(1030, 96, 870, 560, 0, 'url(#gSky)') + circ(1760, 220, 52, 'url(#gGold)') + G(cloud(140, '#ffffff', 0.9), 1220, 200) + G(cloud(100, '#ffffff', 0.7), 1620, 170);
  scene += rect(1030, 560, 870, 100, 0, C.tealP) + rect(1030, 560, 870, 6, 0, C.tealL);
  scene += G(factory(250, 170), 1260, 566);
  scene += G(office(150, 330, { cols: 3, rows: 7 }), 1480, 566);
  scene += G(clinic(160, 170), 1650, 566);
  scene += G(shop(170, 150), 1820, 566);
  scene += G(tree(110), 1570, 572) + G(tree(90, 'tall'), 1100, 572);
  scene += G(truck(210), 1370, 640);
  s += clipRect(1030, 96, 870, 560, 48, scene);
  return s;
});

add('banners/resources.jpg', BW, BH, () => {
  let s = bannerBase({ stage: 'circle', stageCol: 'url(#gCream)', tint: '#1a4a62' });
  s += G(folder(250, 180, 'gold'), 1290, 470, 1, -6, SH);
  s += G(folder(250, 180, 'teal'), 1330, 560, 1, 3, SHL);
  s += G(paper({ w: 170, h: 220, variant: 'chart' }), 1410, 250, 1, -10, SH);
  s += G(clipboard(230, 300), 1660, 400, 1, 5, SHL);
  s += G(pencil(150), 1800, 620, 1, -40, SH);
  return s;
});

add('banners/other-resources.jpg', BW, BH, () => {
  let s = bannerBase({ stage: 'arch', stageCol: 'url(#gCream)', tint: '#1a4760' });
  for (let i = 3; i >= 0; i--) s += G(paper({ w: 230, h: 300, variant: 'pdf', acc: [C.rose, C.gold, C.teal, C.rose][i] }), 1390 + i * 34, 400 - i * 30, 1, -8 + i * 5, i === 0 ? SHL : SH);
  s += G(downloadBadge(96), 1720, 520, 1, 0, SHL);
  s += G(cloud(200, '#ffffff', 1), 1700, 250, 1, 0, SH) + P('M1700 240v-40M1684 214l16-16 16 16', 'none', `stroke="${C.teal}" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"`);
  return s;
});

add('banners/contact.jpg', BW, BH, () => {
  let s = bannerBase({ stage: 'none', tint: '#174c60' });
  s += G(streetMap(720, 470), 1470, 390, 1, -5, SHL);
  s += G(mapPin(1.6), 1470, 420, 1, 0, SH);
  s += G(phone(140, 270), 1800, 460, 1, 8, SHL);
  s += G(envelope(230, 145, true), 1180, 580, 1, -8, SHL);
  s += G(speech(110, 70, C.gold, 'left', 'dots', '#ffffff'), 1830, 230, 1, 0, SH);
  return s;
});

add('banners/careers.jpg', BW, BH, () => {
  let s = bannerBase({ stage: 'circle', stageCol: 'url(#gSky)', tint: '#184c61', dot: false });
  s += G(ladder(330, 96, C.gold), 1710, 560) + G(star(0, 0, 32, C.gold), 1735, 190, 1, 0, SH);
  s += curveArrow([[1610, 470], [1650, 380], [1660, 300]], C.teal, 12);
  s += G(personBust({ skin: SKIN[4], hair: HAIR[0], hairStyle: 'curly', top: C.teal, collar: '#fff', armL: 30, armR: -40 }), 1260, 470, 1.6);
  s += G(personBust({ skin: SKIN[0], hair: HAIR[4], hairStyle: 'pony', top: C.gold, collar: '#fff', armL: 30, armR: -35 }), 1520, 470, 1.6);
  s += G(monitor(150), 1230, 470, 1, 0, SH) + G(laptop(150), 1535, 472, 1, 0, SH);
  s += G(desk(640, 140), 1390, 470);
  s += G(plant(160), 1100, 470) + G(mug(1, C.navy), 1640, 470);
  return s;
});

add('banners/community.jpg', BW, BH, () => {
  let s = bannerBase({ stage: 'none', tint: '#185062' });
  let scene = rect(1060, 60, 820, 700, 0, 'url(#gSky)') + circ(1700, 200, 54, 'url(#gGold)') + G(cloud(150, '#ffffff', 0.9), 1260, 190);
  scene += P('M1040 560Q1300 470 1560 540T1900 500V760H1040Z', C.tealL) + P('M1040 620Q1360 560 1600 610T1900 590V760H1040Z', '#5da39b');
  scene += P('M1040 680Q1400 640 1900 680V760H1040Z', '#4a948c');
  [[1110, 170, 'round'], [1860, 180, 'round']].forEach(([x, h, k]) => (scene += G(tree(h, k), x, 610)));
  scene += G(person({ skin: SKIN[5], hair: HAIR[0], hairStyle: 'afro', top: C.gold, bottom: C.navy, armL: 10, armR: -40 }), 1220, 690, 0.85);
  scene += G(person({ skin: SKIN[3], hair: HAIR[0], hairStyle: 'short', top: C.rose, bottom: C.navy, armL: 40, armR: -10 }), 1290, 700, 0.58);
  scene += G(person({ skin: SKIN[1], hair: HAIR[4], hairStyle: 'pony', top: C.navy, bottom: C.navyD, dress: true, dressCol: C.teal, armL: 15, armR: -35 }), 1700, 695, 0.8);
  scene += G(person({ skin: SKIN[0], hair: HAIR[5], hairStyle: 'short', top: C.teal, bottom: C.navy, armL: 35, armR: -10 }), 1775, 700, 0.84);
  scene += G(sprout(90), 1160, 700) + G(sprout(70), 1640, 705);
  scene += G(hand(1.35, SKIN[2], C.teal, '#ffffff', 260), 1420, 480, 1, 28) + G(hand(1.35, SKIN[4], C.navy, '#ffffff', 260), 1580, 480, 1, -28);
  s += clipArch(1060, 60, 820, 700, scene);
  s += G(heart(1.8), 1500, 330, 1, 0, SHL) + G(heart(0.5), 1620, 220, 1, 12) + G(heart(0.35), 1380, 240, 1, -12);
  return s;
});

add('banners/legal.jpg', BW, BH, () => {
  let s = bannerBase({ stage: 'circle', stageCol: 'url(#gCream)', tint: '#1a4560' });
  s += ell(1400, 640, 190, 26, C.navy, 'fill-opacity="0.14"');
  s += G(scales(1.45, -7), 1400, 640);
  s += G(paper({ w: 230, h: 300, variant: 'seal' }), 1740, 420, 1, 7, SHL);
  s += G(pencil(160), 1740, 620, 1, -25, SH);
  return s;
});

add('banners/categories.jpg', BW, BH, () => {
  let s = bannerBase({ stage: 'none', tint: '#174d60' });
  const tiles = [
    ['#ffffff', (x) => G(chartBoard({ w: 120, h: 80, card: false, line: false }), x, 0)],
    [C.tealP, () => G(coin(30), 0, 0)],
    [C.goldP, () => G(shield(0.5, 'url(#gTeal)'), 0, 0)],
    ['#ffffff', () => G(donut(28), 0, 0)],
    [C.sky, () => G(house(90, 80), 0, 38)],
    ['#ffffff', () => G(lightbulb(0.42, false), 0, 28)],
    [C.goldP, () => G(calendar(84, 84, 9), 0, 0)],
    ['#ffffff', () => G(gear(36, 8), 0, 0)],
    [C.tealP, () => G(heart(0.9), 0, 0)],
  ];
  let g = '';
  tiles.forEach(([bg, icon], i) => {
    const cx = (i % 3) * 190, cy = Math.floor(i / 3) * 190;
    g += G(rect(-80, -80, 160, 160, 26, bg) + (bg === '#ffffff' ? rect(-80, -80, 160, 160, 26, 'url(#dotsL)') : '') + icon(0), cx, cy, 1, 0, SH);
  });
  s += G(g, 1300, 200, 1, -8);
  s += sparkle(1850, 560, 18, C.gold) + circ(1850, 200, 40, C.gold, 'fill-opacity="0.9"');
  return s;
});

add('banners/not-found.jpg', BW, BH, () => {
  let s = bannerBase({ stage: 'none', tint: '#184b61' });
  const panels = [[1120, 'url(#gCream)'], [1370, '#efe6d3'], [1620, 'url(#gCream)']];
  let map = '';
  panels.forEach(([x, col], i) => {
    const skew = i % 2 ? 18 : -18;
    map += P(`M${x} ${150 + (i % 2 ? 18 : 0)}L${x + 250} ${150 + (i % 2 ? 0 : 18)}L${x + 250} ${610 + (i % 2 ? 0 : 18)}L${x} ${610 + (i % 2 ? 18 : 0)}Z`, col);
    void skew;
  });
  map += P('M1120 420C1200 380 1260 460 1330 430S1480 330 1560 380S1720 470 1870 400', 'none', 'stroke="#a6cdd7" stroke-width="28" stroke-linecap="round"');
  for (let i = 0; i < 8; i++) map += rect(1150 + (i % 4) * 180, 190 + Math.floor(i / 4) * 300 + (i % 2) * 40, 110, 70, 10, i % 3 ? '#e4ecf1' : '#d7ebe5');
  map += P('M1370 168L1620 150V628L1370 628Z', '#000', 'fill-opacity="0.05"');
  map += stroke('M1190 560C1260 520 1230 440 1300 450S1380 560 1440 500S1390 360 1470 330S1600 400 1560 460S1500 520 1600 520S1700 300 1760 260', C.rose, 6, 'stroke-dasharray="4 16"');
  map += G(stroke('M-18 -18L18 18M18 -18L-18 18', C.rose, 9), 1770, 250);
  map += circ(1190, 560, 12, C.navy);
  s += `<g ${SHL}>${map}</g>`;
  s += G(compass(90, 125), 1790, 560, 1, 0, SHL);
  s += G(speech(90, 72, '#ffffff', 'left', 'q', C.teal), 1440, 240, 1, 0, SH);
  return s;
});

/* ------------------------------------------------------------------ */
/* Service pages 1200×800                                              */
/* ------------------------------------------------------------------ */
function scene(theme, build, o = {}) {
  return (W, H) => {
    let s = background(W, H, theme, o.bg || {});
    const dark = THEMES[theme].dark;
    if (o.disk !== false) {
      const [dx, dy, dr] = o.diskAt || [W / 2, H * 0.53, Math.min(W, H) * 0.4];
      s += circ(dx, dy, dr, dark ? '#ffffff' : '#ffffff', `fill-opacity="${dark ? 0.07 : 0.6}"`);
      s += circ(dx, dy, dr, 'none', `stroke="${dark ? C.goldL : C.gold}" stroke-opacity="0.5" stroke-width="3" stroke-dasharray="2 13" stroke-linecap="round" transform="translate(${f(dr * 0.06)} ${f(dr * 0.05)})"`);
    }
    return s + build(W, H, dark);
  };
}
const SV = (id, theme, build, o) => add(`services/${id}.jpg`, 1200, 800, scene(theme, build, o));

function avatarDisc(r, p, ring = C.teal, bg = '#ffffff') {
  let s = circ(0, 0, r, bg) + circ(0, 0, r, 'none', `stroke="${ring}" stroke-width="${f(r * 0.12)}"`);
  const id = uid('av');
  s += `<clipPath id="${id}"><circle cx="0" cy="0" r="${f(r * 0.92)}"/></clipPath><g clip-path="url(#${id})">` +
    G(personBust({ ...p, armL: 8, armR: -8 }), 0, r * 1.35, r / 55) + '</g>';
  return s;
}

SV('income-tax-preparation', 'cream', () => {
  let s = groundShadow(600, 700, 520);
  s += G(coinStack(5, 40), 300, 660) + G(coinStack(3, 40), 370, 690);
  s += G(paper({ w: 320, h: 420, variant: 'form' }), 540, 400, 1, -6, SHL);
  s += G(calculator(170, 240), 820, 480, 1, 9, SHL);
  s += G(pencil(250), 560, 650, 1, -18, SH);
  s += G(coin(44), 860, 230, 1, 12, SH) + sparkle(330, 230, 16, C.gold) + plus(960, 640, 12, C.teal, 4, 0.7);
  return s;
});

SV('business-tax-preparation', 'sky', () => {
  let s = groundShadow(600, 700, 620);
  s += G(office(200, 380, { cols: 3, rows: 7 }), 840, 690, 1, 0, SH);
  s += G(paper({ w: 270, h: 350, variant: 'form' }), 420, 380, 1, -9, SHL);
  s += G(briefcase(300, 210), 600, 580, 1, 0, SHL);
  s += G(chartBoard({ w: 200, h: 140, bars: [0.3, 0.5, 0.7, 0.9] }), 950, 250, 1, 6, SH);
  s += sparkle(250, 620, 14, C.gold);
  return s;
});

SV('state-local-tax', 'mint', () => {
  let s = '';
  const d = illinoisPath(330, 600);
  s += G(P(d, C.navy, 'fill-opacity="0.15"'), 325, 120);
  s += G(P(d, 'url(#gTeal)') + P(d, 'url(#hatchD)'), 310, 100, 1, 0, SHL);
  s += G(mapPin(0.8), 545, 230, 1, 0) + G(mapPin(0.55, 'url(#gNavy)'), 490, 290) + G(mapPin(0.5, 'url(#gNavy)'), 430, 560) + G(mapPin(0.45, 'url(#gNavy)'), 480, 430);
  s += stroke('M545 170C640 120 720 160 760 260', C.gold, 4, 'stroke-dasharray="3 12"');
  s += groundShadow(840, 700, 420);
  s += G(capitol(360), 840, 700, 1, 0, SH);
  s += G(house(110, 96, { body: '#ffffff', roof: 'url(#gGold)' }), 990, 706) + G(tree(110, 'round'), 640, 706);
  return s;
});

SV('irs-representation', 'navy', () => {
  let s = groundShadow(600, 700, 460, 0.3);
  s += G(paper({ w: 260, h: 340, variant: 'lines' }), 430, 400, 1, -16, SH) + G(paper({ w: 260, h: 340, variant: 'form' }), 770, 400, 1, 14, SH);
  s += G(paper({ w: 280, h: 360, variant: 'seal' }), 600, 380, 1, 0, SHL);
  s += G(shield(2.2, 'url(#gTeal)'), 600, 520, 1, 0, SHL);
  s += G(speech(150, 92, '#ffffff', 'right', 'dots', C.teal), 250, 220, 1, 0, SH) + G(speech(140, 86, C.gold, 'left', 'check', '#ffffff'), 960, 230, 1, 0, SH);
  s += G(briefcase(170, 120, 'url(#gGold)'), 930, 640, 1, 0, SH);
  return s;
}, { bg: { sparkles: 4 } });

SV('international-tax', 'teal', () => {
  let s = '';
  s += G(orbit(300, 110, C.goldL, -16, true), 560, 390);
  s += G(globe(210), 560, 390, 1, 0, SHL);
  s += G(`<ellipse cx="0" cy="0" rx="300" ry="110" fill="none" stroke="${C.goldL}" stroke-width="4" transform="rotate(-16)" stroke-dasharray="0 0 ${f(Math.PI * 300)} 2000"/>`, 560, 390);
  s += G(plane(1.3), 840, 250, 1, -28, SH);
  s += G(passport(170, 235), 880, 560, 1, 12, SHL);
  s += G(coinStack(4, 42), 260, 660) + G(coin(46), 330, 560, 1, -10, SH);
  return s;
});

SV('estate-trust-tax', 'cream', () => {
  let s = circ(560, 330, 290, C.tealP, 'fill-opacity="0.9"') + circ(560, 330, 290, 'url(#hatchT)', 'fill-opacity="0.5"');
  s += P('M530 720C540 620 545 520 520 440L548 430C575 520 590 620 600 720Z', C.trunk) + P('M540 520C500 470 460 460 420 470M560 500C600 450 650 440 700 450', 'none', `stroke="${C.trunk}" stroke-width="14" stroke-linecap="round"`);
  const L = (pts) => stroke(pts, C.gold, 5);
  s += L('M560 175V250M410 330V290H710V330M330 470V430H490V470M630 470V430H790V470M410 380V430M710 380V430');
  const people = [
    [560, 160, { skin: SKIN[2], hair: HAIR[6], hairStyle: 'short', top: C.navy }],
    [410, 330, { skin: SKIN[2], hair: HAIR[2], hairStyle: 'short', top: C.teal }],
    [710, 330, { skin: SKIN[4], hair: HAIR[0], hairStyle: 'long', top: C.gold }],
    [330, 480, { skin: SKIN[1], hair: HAIR[4], hairStyle: 'pony', top: C.rose }],
    [490, 480, { skin: SKIN[3], hair: HAIR[1], hairStyle: 'short', top: C.navyL }],
    [630, 480, { skin: SKIN[4], hair: HAIR[0], hairStyle: 'curly', top: C.teal }],
    [790, 480, { skin: SKIN[0], hair: HAIR[3], hairStyle: 'bun', top: C.gold }],
  ];
  people.forEach(([x, y, p], i) => (s += G(avatarDisc(i === 0 ? 60 : 48, p, i === 0 ? C.gold : C.teal), x, y, 1, 0, SH)));
  s += G(paper({ w: 200, h: 260, variant: 'seal' }), 990, 560, 1, 8, SHL);
  s += G(house(160, 140, { body: '#ffffff' }), 250, 716, 1, 0, SH);
  return s;
}, { disk: false });

SV('bookkeeping-services', 'gold', () => {
  let s = groundShadow(600, 690, 640, 0.14);
  s += G(receipt(130, 210), 250, 330, 1, -12, SH) + G(receipt(120, 190), 950, 290, 1, 10, SH);
  s += G(ledgerOpen(560, 320, C.navy), 590, 440, 1, -3, SHL);
  s += G(calculator(140, 200), 920, 600, 1, 12, SHL);
  s += G(pencil(240), 430, 660, 1, -10, SH);
  s += G(coin(36), 290, 560, 1, 0, SH);
  return s;
});

SV('financial-statements', 'sky', () => {
  let s = groundShadow(600, 700, 600);
  s += G(paper({ w: 260, h: 340, variant: 'table' }), 380, 400, 1, -10, SH);
  s += G(paper({ w: 260, h: 340, variant: 'lines', fold: false }) + G(donut(64, [0.42, 0.33, 0.25]), 0, 40), 820, 390, 1, 9, SH);
  s += G(paper({ w: 290, h: 380, variant: 'chart' }), 600, 380, 1, 0, SHL);
  s += G(magnifier(90, 40), 760, 560, 1, 0, SHL);
  return s;
});

SV('payroll', 'cream', () => {
  let s = groundShadow(600, 690, 600);
  s += G(cheque(380, 160, C.navy), 560, 470, 1, -12, SH) + G(cheque(380, 160, C.gold), 590, 520, 1, -4, SH) + G(cheque(380, 160, C.teal), 620, 570, 1, 4, SHL);
  s += G(calendar(200, 200, 25), 890, 280, 1, 8, SHL);
  s += G(clock(78, 120, 0), 300, 280, 1, 0, SHL);
  const ps = [{ skin: SKIN[4], hair: HAIR[0], hairStyle: 'curly', top: C.teal }, { skin: SKIN[1], hair: HAIR[3], hairStyle: 'long', top: C.gold }, { skin: SKIN[2], hair: HAIR[1], hairStyle: 'short', top: C.navyL }];
  ps.forEach((p, i) => (s += G(avatarDisc(40, p, C.teal), 520 + i * 86, 230, 1, 0, SH)));
  return s;
});

SV('audit-assurance', 'navy', () => {
  let s = groundShadow(600, 700, 480, 0.3);
  s += G(clipboard(240, 310, 'url(#gTeal)'), 330, 470, 1, -10, SH);
  s += G(paper({ w: 310, h: 410, variant: 'check' }), 600, 390, 1, 2, SHL);
  s += G(magnifier(105, 40), 720, 470, 1, 0, SHL);
  s += G(shield(1.1, 'url(#gGold)'), 930, 250, 1, 8, SH);
  return s;
});

SV('crypto', 'teal', () => {
  let s = '';
  const nodes = [[180, 200], [330, 120], [460, 250], [960, 140], [1050, 320], [880, 660], [1060, 600], [160, 560]];
  nodes.forEach(([x, y], i) => { const [x2, y2] = nodes[(i + 1) % nodes.length]; s += ln(x, y, x2, y2, '#ffffff', 2, 'stroke-opacity="0.15"'); s += circ(x, y, 7, C.goldL, 'fill-opacity="0.6"'); });
  const cubes = [[330, 560, 70], [600, 420, 95], [880, 300, 70]];
  s += chainLink(390, 510, 530, 470, C.goldL, 8) + chainLink(680, 380, 820, 330, C.goldL, 8);
  cubes.forEach(([x, y, e], i) => (s += G(cubeIso(e, i === 1 ? '#f3dcae' : C.tealL, i === 1 ? C.gold : C.teal, i === 1 ? C.goldD : C.tealD) + P(`M0 ${-e}L${f(e * 0.866)} ${f(-e / 2)}L0 0L${f(-e * 0.866)} ${f(-e / 2)}Z`, 'url(#hatchD)'), x, y, 1, 0, SHL)));
  s += G(coin(70, 'block'), 860, 590, 1, 8, SHL) + G(coin(52, 'dollar'), 300, 250, 1, -10, SH) + G(coinStack(4, 46), 620, 700);
  return s;
}, { disk: false });

SV('business-advisory', 'mint', () => {
  let s = groundShadow(600, 700, 560);
  s += G(chartBoard({ w: 260, h: 180, bars: [0.3, 0.45, 0.6, 0.85] }), 300, 330, 1, -6, SH);
  s += G(lightbulb(1.9), 600, 560, 1, 0, SH);
  s += G(target(90), 900, 560, 1, 0, SHL);
  s += G(speech(130, 80, '#ffffff', 'left', 'dots', C.teal), 930, 230, 1, 0, SH);
  return s;
});

SV('cfo', 'navy', () => {
  let s = groundShadow(600, 700, 620, 0.3);
  s += G(monitor(460, { line: C.gold }), 560, 680, 1, 0, SHL);
  s += G(rect(-110, -80, 220, 150, 18, '#ffffff') + G(gauge(70, 0.74), 0, 30), 250, 300, 1, -6, SH);
  s += G(chessPiece(1.25, 'king', 'url(#gGold)'), 940, 700, 1, 0, SH) + G(chessPiece(0.9, 'knight', 'url(#gTeal)'), 1050, 700, 1, 0, SH);
  s += G(coinStack(4, 36), 230, 680);
  return s;
});

SV('controllership-services', 'sky', () => {
  let s = groundShadow(620, 700, 600);
  s += G(gear(120, 10, 'url(#gTeal)', '#eef4f8'), 380, 380, 1, 8, SH) + G(gear(80, 8, 'url(#gGold)', '#eef4f8').replace(/stroke="#0f6e6b"/, `stroke="${C.gold}"`), 530, 230, 1, 0, SH) + G(gear(62, 8, 'url(#gNavy)', '#eef4f8').replace(/stroke="#0f6e6b"/, `stroke="${C.navy}"`), 250, 560, 1, 12, SH);
  s += G(clipboard(270, 360), 790, 430, 1, 5, SHL);
  s += G(shield(0.9, 'url(#gGold)'), 950, 640, 1, 0, SH);
  return s;
});

SV('succession-planning', 'cream', () => {
  let s = '';
  s += P('M0 700Q600 640 1200 700V800H0Z', C.tealP) + stroke('M0 730Q600 670 1200 730', '#ffffff', 5, 'stroke-dasharray="26 18"');
  s += curveArrow([[180, 420], [380, 330], [700, 300], [960, 210]], C.gold, 14);
  const baton = rect(-30, 60, 60, 14, 7, 'url(#gGold)');
  s += G(person({ skin: SKIN[1], hair: HAIR[6], hairStyle: 'short', top: C.navy, bottom: C.navyD, jacketOpen: true, shirt: '#ffffff', tie: C.gold, stride: 22, armL: 40, armR: -72, itemR: baton }), 470, 690, 1.6);
  s += G(person({ skin: SKIN[4], hair: HAIR[0], hairStyle: 'pony', top: C.teal, bottom: C.navy, stride: 26, armL: 72, armR: -30 }), 740, 690, 1.6);
  s += G(flag(1.3, C.rose), 1010, 690) + G(tree(150), 160, 690) + G(tree(110, 'tall'), 1090, 690);
  return s;
}, { disk: false });

SV('tax-financial-planning', 'gold', () => {
  let s = groundShadow(560, 690, 520, 0.14);
  s += G(piggy(1.8), 520, 520, 1, 0, SH);
  s += G(coin(38), 500, 250, 1, -10, SH) + G(coin(30), 560, 170, 1, 15, SH);
  s += G(coinStack(5, 38), 860, 690) + G(sprout(160), 860, 690 - 5 * 38 * 0.26);
  s += G(calendar(150, 150, 12), 220, 280, 1, -8, SH);
  s += curveArrow([[700, 430], [800, 380], [880, 300], [980, 260]], C.teal, 10);
  return s;
});

SV('ma-strategy', 'sky', () => {
  let s = groundShadow(600, 680, 620);
  const mini = (col) => rect(-36, -60, 32, 80, 4, col) + rect(4, -36, 34, 56, 4, col) + rect(-28, -50, 6, 6, 1, C.goldL) + rect(-16, -50, 6, 6, 1, C.goldL) + rect(-28, -34, 6, 6, 1, C.goldL) + rect(12, -24, 6, 6, 1, C.goldL) + rect(24, -24, 6, 6, 1, C.goldL);
  s += G(puzzle(260, [0, 1, 0, 0], 'url(#gNavy)') + G(mini('#ffffff'), -10, 30), 440, 420, 1, -8, SHL);
  s += G(puzzle(260, [0, 0, 0, -1], 'url(#gGold)') + G(mini('#ffffff'), 20, 30), 790, 400, 1, 6, SHL);
  s += curveArrow([[260, 200], [380, 150], [520, 160]], C.teal, 10) + curveArrow([[980, 640], [860, 690], [720, 680]], C.teal, 10);
  s += sparkle(615, 230, 22, C.gold) + sparkle(650, 190, 10, C.teal);
  return s;
});

/* ------------------------------------------------------------------ */
/* Process steps 800×600                                               */
/* ------------------------------------------------------------------ */
add('process/step-1.jpg', 800, 600, scene('cream', () => {
  let s = '';
  s += G(speech(150, 90, '#ffffff', 'right', 'q', C.teal), 270, 130, 1, 0, SH) + G(speech(160, 90, C.teal, 'left', 'lines', '#ffffff'), 540, 110, 1, 0, SH);
  s += G(personBust({ skin: SKIN[1], hair: HAIR[2], hairStyle: 'long', top: C.gold, collar: '#fff', armL: 10, armR: -40 }), 250, 410, 1.45);
  s += G(personBust({ skin: SKIN[4], hair: HAIR[0], hairStyle: 'short', top: C.navy, collar: '#fff', armL: 40, armR: -10 }), 560, 410, 1.45);
  s += ell(400, 418, 300, 30, C.woodD) + ell(400, 410, 300, 28, 'url(#gWood)');
  s += rect(385, 430, 30, 140, 6, C.navy) + rect(320, 560, 160, 14, 7, C.navy);
  s += G(paper({ w: 110, h: 80, variant: 'lines', fold: false }), 400, 400, 1, 0).replace('<g', '<g opacity="1"');
  s += G(mug(0.9, C.teal), 300, 412) + G(mug(0.9, C.rose), 520, 412) + G(pencil(90), 420, 398, 1, -8);
  return s;
}, { diskAt: [400, 300, 250] }));

add('process/step-2.jpg', 800, 600, scene('sky', () => {
  let s = groundShadow(400, 560, 520);
  s += G(whiteboard(440, 300), 430, 400, 1, 0, SHL);
  s += G(person({ skin: SKIN[3], hair: HAIR[0], hairStyle: 'bun', top: C.teal, bottom: C.navy, armL: 10, armR: -128, stride: 4 }), 150, 560, 1.45);
  s += G(plant(120), 700, 560);
  return s;
}, { diskAt: [430, 290, 250] }));

add('process/step-3.jpg', 800, 600, scene('mint', () => {
  let s = groundShadow(400, 540, 520);
  s += G(chartBoard({ w: 440, h: 300, bars: [0.25, 0.38, 0.5, 0.66, 0.82, 1] }), 380, 330, 1, 0, SHL);
  s += G(circ(0, 0, 46, 'url(#gTeal)') + stroke('M-18 0L-5 14L20 -14', '#ffffff', 9), 610, 160, 1, 0, SH);
  s += G(rocket(0.65), 660, 440, 1, 30, SH);
  s += G(coinStack(4, 34), 140, 540) + G(coinStack(2, 34), 200, 556);
  return s;
}, { diskAt: [400, 300, 250] }));

/* ------------------------------------------------------------------ */
/* Industries 800×560 (scene style)                                    */
/* ------------------------------------------------------------------ */
function indScene(theme, build, o = {}) {
  return (W, H) => {
    let s = background(W, H, theme, { blobs: 2, rings: 1, sparkles: 2 });
    const dark = THEMES[theme].dark;
    if (o.sun !== false) s += G(sun(o.sunR || 34), o.sunX ?? 640, o.sunY ?? 110);
    if (o.clouds !== false) s += G(cloud(120, '#ffffff', dark ? 0.15 : 0.9), o.cloudX ?? 180, 110) + G(cloud(80, '#ffffff', dark ? 0.1 : 0.7), 470, 80);
    const gy = o.ground ?? 450;
    s += P(`M0 ${gy}Q${W / 2} ${gy - 24} ${W} ${gy}V${H}H0Z`, o.groundCol || (dark ? '#ffffff' : C.tealP), dark ? 'fill-opacity="0.08"' : '');
    s += P(`M0 ${gy + 40}Q${W / 2} ${gy + 22} ${W} ${gy + 40}V${H}H0Z`, dark ? '#000' : '#ffffff', `fill-opacity="${dark ? 0.12 : 0.45}"`);
    return s + build(W, H, gy);
  };
}
const IND = (id, theme, build, o) => add(`industries/${id}.jpg`, 800, 560, indScene(theme, build, o));

IND('smbs', 'cream', (W, H, gy) => {
  let s = G(shop(330, 250, {}), 400, gy, 1, 0, SH);
  s += G(person({ skin: SKIN[4], hair: HAIR[0], hairStyle: 'short', top: C.cream, bottom: C.navy, apron: C.teal, armL: 10, armR: -30 }), 610, gy + 50, 1.05);
  s += G(tree(170), 130, gy + 20) + G(plant(80), 250, gy + 34);
  s += G(box(26), 690, gy + 40);
  return s;
});

IND('real-estate', 'sky', (W, H, gy) => {
  let s = G(house(200, 190, { body: '#ffffff', roof: 'url(#gNavy)' }), 220, gy + 6, 1, 0, SH) + G(house(230, 220, { body: C.goldP, roof: 'url(#gTeal)', door: C.navy }), 450, gy + 10, 1, 0, SH) + G(house(170, 160, { body: '#ffffff', roof: 'url(#gGold)' }), 650, gy + 4, 1, 0, SH);
  s += rect(86, gy - 70, 8, 120, 3, C.navy) + rect(60, gy - 60, 100, 60, 8, 'url(#gGold)') + rect(76, gy - 40, 60, 8, 4, '#ffffff', 'fill-opacity="0.8"') + rect(76, gy - 24, 40, 6, 3, '#ffffff', 'fill-opacity="0.6"');
  s += G(key(0.6), 640, 170, 1, -25, SH);
  s += G(bush(70), 330, gy + 24) + G(bush(60), 560, gy + 26);
  return s;
}, { sunX: 110, sunY: 90, cloudX: 300 });

IND('healthcare', 'mint', (W, H, gy) => {
  let s = pulseLine(0, 170, W, C.rose, 5);
  s += G(clinic(280, 230), 380, gy + 10, 1, 0, SH);
  s += G(truck(220, { box: '#ffffff', stripe: C.rose, cab: 'url(#gTeal)' }), 640, gy + 60, 1, 0, SH);
  s += G(tree(140, 'tall'), 160, gy + 20) + G(bush(70), 100, gy + 30);
  s += G(heart(0.6), 640, 240, 1, 10, SH);
  return s;
}, { sun: false });

IND('construction', 'gold', (W, H, gy) => {
  let s = G(crane(300, C.navy), 200, gy + 10);
  let frame = '';
  for (let i = 0; i <= 4; i++) frame += ln(380 + i * 70, gy + 10, 380 + i * 70, gy - 240, C.teal, 8);
  for (let j = 0; j <= 4; j++) frame += ln(380, gy + 10 - j * 62, 660, gy + 10 - j * 62, C.teal, 8);
  frame += rect(380, gy - 54, 280, 64, 0, '#ffffff', 'fill-opacity="0.6"') + rect(380, gy - 116, 140, 62, 0, '#ffffff', 'fill-opacity="0.4"');
  for (let i = 0; i < 4; i++) frame += ln(380 + i * 70, gy - 52 - 62 * 2, 450 + i * 70, gy - 114 - 62 * 2 + 62, C.tealL, 4);
  s += frame;
  s += G(hardhat(0.45), 700, gy + 44, 1, 0, SH);
  for (const x of [90, 320]) s += P(`M${x - 14} ${gy + 50}L${x} ${gy}L${x + 14} ${gy + 50}Z`, C.rose) + rect(x - 8, gy + 20, 16, 7, 2, '#ffffff') + rect(x - 20, gy + 48, 40, 8, 3, C.navy);
  return s;
}, { sunX: 700, sunY: 100 });

IND('contractors', 'sky', (W, H, gy) => {
  let s = G(house(260, 230, { body: C.cream, roof: 'url(#gNavy)' }), 250, gy + 10, 1, 0, SH);
  s += G(ladder(230, 60, C.gold), 380, gy + 20, 1, -8);
  s += G(truck(260, { stripe: C.gold, cab: 'url(#gTeal)' }), 600, gy + 60, 1, 0, SH);
  s += G(toolbox(130), 430, gy + 64, 1, 0, SH);
  s += G(person({ skin: SKIN[2], hair: HAIR[1], top: C.gold, bottom: C.navy, cap: C.teal, armL: 10, armR: -10 }), 90, gy + 60, 0.9);
  return s;
}, { sunX: 720 });

IND('retail', 'mint', (W, H, gy) => {
  let s = G(shop(300, 240, { awning: C.gold, roof: C.teal, door: C.teal }), 320, gy, 1, 0, SH);
  s += G(shoppingBag(110, 'url(#gGold)'), 570, gy + 50, 1, -6, SH) + G(shoppingBag(90, 'url(#gNavy)'), 650, gy + 56, 1, 8, SH) + G(shoppingBag(70, 'url(#gRose)'), 720, gy + 60, 1, 0, SH);
  s += G(cart(0.9), 120, gy + 60, 1, 0, SH);
  s += G(person({ skin: SKIN[1], hair: HAIR[2], hairStyle: 'long', dress: true, dressCol: C.rose, top: C.rose, armL: 10, armR: -25, itemR: G(shoppingBag(30, 'url(#gTeal)'), 0, 100) }), 500, gy + 54, 0.95);
  return s;
}, { sunX: 700 });

IND('crypto', 'navy', (W, H, gy) => {
  let s = '';
  for (let i = 0; i < 6; i++) s += ln(R(40, 760), R(40, 260), R(40, 760), R(40, 260), '#ffffff', 1.5, 'stroke-opacity="0.12"');
  s += G(desk(560, 120), 400, gy - 20);
  s += G(laptop(280), 380, gy - 20, 1, 0, SH);
  s += G(coinStack(5, 34), 600, gy - 22) + G(coin(40, 'block'), 640, 180, 1, 10, SH) + G(coin(30, 'dollar'), 710, 250, 1, -10, SH);
  s += G(cubeIso(34, '#f3dcae', C.gold, C.goldD), 180, gy - 64, 1, 0, SH) + G(cubeIso(26, C.tealL, C.teal, C.tealD), 130, gy - 52, 1, 0, SH) + chainLink(150, gy - 70, 168, gy - 80, C.goldL, 4);
  return s;
}, { sun: false, clouds: false, ground: 470 });

IND('technology', 'teal', (W, H, gy) => {
  let s = G(cloud(240, '#ffffff', 0.95), 560, 170, 1, 0, SH);
  s += stroke('M560 200V260M520 200V240H470V300M600 200V240H650V300', '#ffffff', 4, 'stroke-opacity="0.6"') + circ(560, 264, 7, C.goldL) + circ(470, 304, 7, C.goldL) + circ(650, 304, 7, C.goldL);
  s += G(desk(600, 100), 420, gy);
  s += G(monitor(250, { screen: '#0d2a3c', line: C.goldL }), 300, gy, 1, 0, SH);
  s += G(laptop(200, { content: 'code', screen: C.navyD }), 560, gy, 1, 0, SH);
  s += G(chip(90), 130, 150, 1, 0, SH);
  s += G(plant(90), 710, gy);
  return s;
}, { sun: false, clouds: false, ground: 480 });

IND('startups', 'sky', (W, H, gy) => {
  let s = stroke(`M380 ${gy - 130}C390 300 420 220 470 150`, '#ffffff', 34, 'stroke-opacity="0.75"');
  for (let i = 0; i < 5; i++) s += circ(300 + i * 40, gy - 126 - (i % 2) * 12, 30 - Math.abs(i - 2) * 4, '#ffffff');
  s += G(rocket(1.2), 480, 200, 1, 28, SH);
  s += G(laptop(300), 360, gy + 20, 1, 0, SH);
  s += G(person({ skin: SKIN[4], hair: HAIR[0], hairStyle: 'bun', top: C.teal, bottom: C.navy, armL: 10, armR: -150 }), 640, gy + 60, 0.95);
  s += G(person({ skin: SKIN[2], hair: HAIR[2], hairStyle: 'short', top: C.gold, bottom: C.navy, armL: 150, armR: -10 }), 120, gy + 60, 0.95);
  return s;
}, { sun: false, cloudX: 650 });

IND('manufacturing-distribution', 'cream', (W, H, gy) => {
  let s = G(factory(400, 210), 330, gy + 10, 1, 0, SH);
  s += rect(500, gy + 30, 260, 16, 8, C.navy);
  for (let i = 0; i < 7; i++) s += circ(515 + i * 38, gy + 50, 9, C.navyL);
  s += G(box(30), 550, gy - 6) + G(box(30), 630, gy - 6) + G(box(30), 710, gy - 6);
  s += G(box(34), 80, gy + 40) + G(box(34), 80, gy - 14) + G(box(34), 140, gy + 46);
  return s;
}, { sunX: 710 });

IND('non-profit', 'gold', (W, H, gy) => {
  let s = G(house(300, 250, { body: '#ffffff', roof: 'url(#gTeal)', acc: C.rose }), 400, gy + 10, 1, 0, SH);
  s += G(heart(0.32, '#ffffff'), 400, gy - 174);
  s += G(box(30, false) + '<g transform="translate(-16 12) skewY(30)">' + heart(0.24, '#ffffff') + '</g>', 640, gy + 20, 1, 0, SH);
  s += G(person({ skin: SKIN[5], hair: HAIR[0], hairStyle: 'afro', top: C.teal, bottom: C.navy, armL: 10, armR: -50 }), 160, gy + 60, 0.9);
  s += G(person({ skin: SKIN[1], hair: HAIR[3], hairStyle: 'pony', top: C.rose, bottom: C.navy, armL: 50, armR: -10 }), 240, gy + 64, 0.78);
  s += G(heart(0.6), 640, 170, 1, -10, SH);
  return s;
}, { sunX: 110, cloudX: 300 });

IND('professional-services', 'sky', (W, H, gy) => {
  let s = G(office(200, 330, { cols: 4, rows: 7 }), 560, gy + 10, 1, 0, SH);
  s += G(person({ skin: SKIN[3], hair: HAIR[0], top: C.navy, bottom: C.navy, jacketOpen: true, tie: C.gold, armL: 8, armR: -8, itemR: G(briefcase(34, 26), 0, 80) }), 220, gy + 60, 1.05);
  s += G(person({ skin: SKIN[1], hair: HAIR[4], hairStyle: 'bob', top: C.teal, bottom: C.navy, jacketOpen: true, shirt: '#fff', armL: 8, armR: -30, itemR: rect(-6, 60, 30, 36, 4, '#fff') }), 320, gy + 60, 1.0);
  s += G(speech(110, 66, '#ffffff', 'left', 'dots', C.teal), 290, 170, 1, 0, SH);
  s += G(tree(130, 'tall'), 710, gy + 20);
  return s;
}, { sunX: 100 });

IND('consulting-services', 'mint', (W, H, gy) => {
  let s = G(whiteboard(320, 210, { line: C.gold }), 430, gy - 20, 1, 0, SH);
  s += G(person({ skin: SKIN[4], hair: HAIR[0], hairStyle: 'short', top: C.navy, bottom: C.navy, jacketOpen: true, armL: 5, armR: -122 }), 170, gy + 70, 1.05);
  s += G(person({ skin: SKIN[2], hair: HAIR[3], hairStyle: 'long', top: C.gold, bottom: C.navy, armL: 10, armR: -20 }), 680, gy + 70, 1.0);
  s += G(speech(100, 62, C.teal, 'left', 'check', '#ffffff'), 700, 170, 1, 0, SH);
  return s;
}, { sun: false, clouds: false, ground: 470 });

IND('service-based-businesses', 'cream', (W, H, gy) => {
  let s = G(house(250, 220, { body: '#ffffff', roof: 'url(#gGold)', door: C.navy }), 230, gy + 10, 1, 0, SH);
  s += G(truck(250, { stripe: C.teal, cab: 'url(#gNavy)' }), 590, gy + 60, 1, 0, SH);
  s += G(person({ skin: SKIN[3], hair: HAIR[1], top: C.teal, bottom: C.navy, cap: C.gold, armL: 8, armR: -40, itemR: rect(-14, 56, 28, 36, 4, C.cream) }), 410, gy + 64, 1);
  s += G(calendar(90, 90, 11), 560, 190, 1, 8, SH);
  return s;
}, { sunX: 720 });

IND('transportation-logistics', 'sky', (W, H, gy) => {
  let s = rect(0, gy + 30, W, 70, 0, C.navyM) + ln(0, gy + 65, W, gy + 65, '#ffffff', 5, 'stroke-dasharray="30 24" stroke-opacity="0.8"');
  s += G(truck(330, { stripe: C.gold }), 460, gy + 72, 1, 0, SH);
  s += stroke('M90 330C200 230 320 320 420 250S620 160 700 220', C.teal, 4, 'stroke-dasharray="4 12"');
  s += G(mapPin(0.5), 90, 330) + G(mapPin(0.5, 'url(#gTeal)'), 700, 220);
  s += G(box(30), 120, gy + 10) + G(box(30), 170, gy + 20);
  return s;
}, { sun: false });

IND('ecommerce', 'gold', (W, H, gy) => {
  let s = G(laptop(360, { content: 'shop' }), 350, gy + 30, 1, 0, SH);
  s += G(phone(100, 190), 620, gy - 40, 1, 8, SH) + G(cart(0.45, C.navy), 624, gy - 30, 1, 8);
  s += G(box(40), 640, gy + 50) + G(box(32), 720, gy + 58) + G(box(28), 110, gy + 50);
  s += G(mapPin(0.5, 'url(#gTeal)'), 110, gy - 10);
  return s;
}, { sunX: 120, cloudX: 620 });

/* ------------------------------------------------------------------ */
/* Sectors 800×560 (close-up object style)                             */
/* ------------------------------------------------------------------ */
function closeUp(theme, build) {
  return (W, H) => {
    const t = THEMES[theme];
    const id = uid('cu');
    let s = `<defs>${lg(id, [[0, t.g[0]], [1, t.g[1]]], 0, 0, 1, 1)}</defs>` + rect(0, 0, W, H, 0, `url(#${id})`);
    s += circ(W * 0.58, H * 0.5, H * 0.62, t.dark ? '#ffffff' : '#ffffff', `fill-opacity="${t.dark ? 0.06 : 0.5}"`);
    s += circ(W * 0.58, H * 0.5, H * 0.62, t.dark ? 'url(#hatchD)' : 'url(#hatchL)');
    s += rect(0, 0, W * 0.3, H, 0, t.dark ? 'url(#dotsD)' : 'url(#dotsL)');
    s += circ(W * 0.08, H * 0.9, 90, t.dark ? C.gold : C.teal, 'fill-opacity="0.9"') + circ(W * 0.08, H * 0.9, 90, 'url(#hatchD)');
    s += sparkle(W * 0.9, H * 0.14, 14, C.gold);
    return s + build(W, H);
  };
}
const SEC = (id, theme, build) => add(`sectors/${id}.jpg`, 800, 560, closeUp(theme, build));

SEC('small-business', 'cream', () => {
  let s = rect(120, 110, 620, 460, 10, '#ffffff', SH);
  s += rect(100, 40, 660, 70, 10, C.navy) + rect(180, 56, 300, 36, 8, C.gold);
  for (let i = 0; i < 8; i++) { const x = 100 + i * 82.5, col = i % 2 ? '#ffffff' : C.teal; s += rect(x, 110, 82.5, 70, 0, col) + circ(x + 41.25, 180, 41.25, col); }
  s += rect(160, 250, 340, 310, 8, C.sky) + P('M180 520L320 270H380L240 520Z', '#ffffff', 'fill-opacity="0.5"');
  s += G(plant(120), 240, 560) + G(box(34), 400, 520);
  s += ln(620, 236, 590, 280, C.navy, 3) + ln(620, 236, 650, 280, C.navy, 3) + G(rect(-60, 0, 120, 56, 10, C.gold) + rect(-40, 18, 80, 8, 4, '#fff', 'fill-opacity="0.85"') + rect(-28, 32, 56, 6, 3, '#fff', 'fill-opacity="0.6"'), 620, 280, 1, -4, SH);
  s += circ(620, 236, 6, C.navy);
  return s;
});

SEC('real-estate', 'teal', () => {
  let s = G(key(2.2), 470, 300, 1, -28, SHL);
  s += stroke('M250 380C220 420 220 460 240 480', C.goldL, 6);
  s += G(house(200, 170, { body: '#ffffff', roof: 'url(#gGold)' }), 250, 560, 1, -8, SHL);
  return s;
});

SEC('healthcare', 'sky', () => {
  let s = pulseLine(0, 300, 800, C.rose, 7);
  s += G(stethoscope(2.1), 380, 330, 1, -10, SHL);
  s += G(heart(1.4), 640, 170, 1, 10, SH);
  s += G(circ(0, 0, 46, 'url(#gTeal)') + rect(-10, -28, 20, 56, 4, '#fff') + rect(-28, -10, 56, 20, 4, '#fff'), 140, 150, 1, 0, SH);
  return s;
});

SEC('construction', 'gold', () => {
  let s = G(rect(-230, -170, 460, 340, 12, '#2a5d7c') + rect(-230, -170, 460, 340, 12, 'url(#gridD)') + stroke('M-170 110V-100H40V-20H140V110ZM-170 0H40M-60 -100V110', '#ffffff', 4, 'stroke-opacity="0.8"') + rect(60, -140, 130, 40, 6, '#ffffff', 'fill-opacity="0.18"'), 430, 250, 1, -6, SHL);
  s += G(hardhat(1.5), 470, 500, 1, 0, SHL);
  s += G(rect(-150, -16, 300, 32, 4, C.goldL) + Array.from({ length: 14 }, (_, i) => ln(-140 + i * 20, -16, -140 + i * 20, i % 2 ? -4 : 2, C.navy, 2)).join(''), 650, 470, 1, -60, SH);
  return s;
});

SEC('technology', 'navy', () => {
  let s = '';
  for (let i = 0; i < 7; i++) {
    const y = 60 + i * 72, x0 = i % 2 ? 0 : 800;
    s += stroke(`M${x0} ${y}H${i % 2 ? 220 : 580}L${i % 2 ? 280 : 520} ${y + 40}`, C.tealL, 3, 'stroke-opacity="0.5"') + circ(i % 2 ? 280 : 520, y + 40, 6, C.goldL);
  }
  s += G(chip(300), 400, 280, 1, 0, SHL);
  return s;
});

SEC('non-profit', 'cream', () => {
  let s = G(hand(1.7, SKIN[1], C.teal, '#ffffff', 200), 300, 400, 1, 32, SH) + G(hand(1.7, SKIN[5], C.navy, '#ffffff', 200), 500, 400, 1, -32, SH);
  s += G(heart(2.6), 400, 250, 1, 0, SHL);
  s += G(heart(0.5), 620, 120, 1, 14) + G(heart(0.4), 180, 150, 1, -14);
  return s;
});

SEC('manufacturing', 'navy', () => {
  let s = G(gear(170, 12, 'url(#gTeal)', '#163b55'), 330, 290, 1, 0, SHL);
  s += G(gear(110, 10, 'url(#gGold)', '#163b55').replace(/stroke="#0f6e6b"/, `stroke="${C.gold}"`), 575, 190, 1, 12, SHL);
  s += G(gear(80, 9, C.skyD, '#163b55').replace(/stroke="#b8cedd"/, `stroke="${C.skyD}"`), 610, 420, 1, 5, SHL);
  return s;
});

SEC('professional-services', 'sky', () => {
  let s = G(briefcase(420, 290), 400, 340, 1, -4, SHL);
  s += G(pencil(300, 'url(#gNavy)'), 600, 120, 1, 20, SH);
  s += G(P('M-30 -120H30L22 -90H-22Z', C.navyD) + P('M-20 -90H20L40 130L0 180L-40 130Z', 'url(#gGold)') + P('M-20 -90H20L26 -40L-26 -40Z', '#ffffff', 'fill-opacity="0.12"'), 150, 240, 0.8, -14, SH);
  return s;
});

/* ------------------------------------------------------------------ */
/* Gallery 900×600 (community events)                                  */
/* ------------------------------------------------------------------ */
function galScene(theme, build, o = {}) {
  return indScene(theme, build, { ground: 470, ...o });
}
const GAL = (id, theme, build, o) => add(`gallery/${id}.jpg`, 900, 600, galScene(theme, build, o));
const crowd = [
  { skin: SKIN[4], hair: HAIR[0], hairStyle: 'afro', top: C.teal, bottom: C.navy },
  { skin: SKIN[1], hair: HAIR[3], hairStyle: 'long', top: C.gold, bottom: C.navy },
  { skin: SKIN[2], hair: HAIR[1], hairStyle: 'short', top: C.navy, bottom: C.navyD },
  { skin: SKIN[0], hair: HAIR[4], hairStyle: 'pony', top: C.rose, bottom: C.navy },
  { skin: SKIN[5], hair: HAIR[0], hairStyle: 'short', top: C.tealL, bottom: C.navy },
  { skin: SKIN[3], hair: HAIR[2], hairStyle: 'bun', top: C.navyL, bottom: C.navyD },
  { skin: SKIN[6], hair: '#3b2a4a', hairStyle: 'hijab', top: C.gold, bottom: C.navy },
];
const tee = (p, col) => ({ ...p, top: col });

GAL('food-drive', 'cream', (W, H, gy) => {
  let s = rect(250, 150, 400, 60, 10, C.teal) + ln(260, 210, 260, gy, C.navy, 6) + ln(640, 210, 640, gy, C.navy, 6) + G(heart(0.45, '#ffffff'), 450, 178);
  s += G(person({ ...tee(crowd[0], C.teal), armL: 10, armR: -50 }), 330, gy + 10, 1.1) + G(person({ ...tee(crowd[3], C.teal), armL: 50, armR: -10 }), 560, gy + 10, 1.05);
  s += rect(220, gy - 110, 460, 22, 6, 'url(#gWood)') + rect(240, gy - 88, 420, 130, 6, C.navy, 'fill-opacity="0.9"');
  for (let i = 0; i < 6; i++) s += G(rect(-14, -34, 28, 34, 4, [C.rose, C.gold, C.tealL][i % 3]) + rect(-14, -26, 28, 12, 0, '#ffffff', 'fill-opacity="0.8"'), 270 + i * 26, gy - 110);
  s += G(box(34), 530, gy - 140) + G(box(34), 610, gy - 140) + G(shoppingBag(50, 'url(#gGold)'), 440, gy - 108);
  s += G(person({ ...crowd[2], armL: 10, armR: -60, itemR: G(box(20), 0, 80) }), 790, gy + 40, 1.05) + G(person({ ...crowd[5], armL: 8, armR: -8 }), 110, gy + 44, 1.0);
  return s;
}, { sunX: 800 });

GAL('tree-planting', 'mint', (W, H, gy) => {
  let s = G(tree(300), 160, gy + 20) + G(tree(220, 'tall'), 780, gy + 10);
  s += ell(450, gy + 60, 90, 18, '#8a6a4c') + G(sprout(110), 450, gy + 58);
  s += G(person({ ...tee(crowd[4], C.gold), armL: 20, armR: -60, itemR: G(ln(0, -30, 0, 110, C.trunk, 5) + P('M-12 110H12L8 140H-8Z', C.navyL), 0, 40) }), 330, gy + 70, 1.1);
  s += G(person({ ...tee(crowd[1], C.gold), armL: 60, armR: -10, itemL: G(rect(-18, 0, 36, 30, 6, C.teal), 0, 70) }), 580, gy + 70, 1.05);
  s += G(person({ ...tee(crowd[6], C.gold), armL: 10, armR: -10 }), 680, gy + 90, 0.8);
  return s;
}, { sunX: 470, sunY: 100 });

GAL('tax-clinic', 'sky', (W, H, gy) => {
  let s = rect(180, 90, 540, 80, 14, C.navy) + rect(210, 112, 200, 14, 7, C.goldL) + rect(210, 136, 140, 10, 5, '#ffffff', 'fill-opacity="0.6"') + G(circ(0, 0, 28, C.gold) + stroke('M-10 0L-3 8L12 -8', '#fff', 5), 660, 130);
  s += G(personBust({ skin: SKIN[3], hair: HAIR[0], top: C.teal, collar: '#fff', armL: 30, armR: -40 }), 300, gy - 70, 1.3);
  s += G(personBust({ skin: SKIN[0], hair: HAIR[5], hairStyle: 'short', top: C.gold, collar: '#fff', armL: 40, armR: -30 }), 600, gy - 70, 1.3);
  s += G(desk(700, 120), 450, gy - 70);
  s += G(laptop(180), 330, gy - 70) + G(calculator(50, 70), 540, gy - 106, 1, 6) + G(mug(0.8, C.rose), 640, gy - 70);
  s += G(person({ ...crowd[6], armL: 8, armR: -8 }), 820, gy + 70, 1) + G(person({ ...crowd[2], armL: 8, armR: -8 }), 80, gy + 70, 1);
  return s;
}, { sun: false, clouds: false });

GAL('charity-run', 'gold', (W, H, gy) => {
  let s = rect(590, 120, 16, gy - 110, 4, C.navy) + rect(830, 120, 16, gy - 110, 4, C.navy) + rect(580, 110, 276, 56, 8, 'url(#checker)') + rect(580, 110, 276, 56, 8, 'none', `stroke="${C.navy}" stroke-width="6"`);
  s += rect(0, gy + 20, W, 70, 0, C.rose, 'fill-opacity="0.55"') + ln(0, gy + 55, W, gy + 55, '#ffffff', 3, 'stroke-dasharray="20 14"');
  const runners = [[180, crowd[0], C.teal], [330, crowd[3], C.gold], [470, crowd[5], C.teal], [710, crowd[4], C.navyL]];
  runners.forEach(([x, p, col], i) => (s += G(person({ ...tee(p, col), bib: C.navy, stride: i % 2 ? 28 : -28, armL: i % 2 ? 38 : 12, armR: i % 2 ? -12 : -38 }), x, gy + 60 + (i % 2) * 6, i === 3 ? 1.1 : 1.0)));
  s += G(heart(0.5), 720, 70, 1, 10);
  return s;
}, { sun: false, cloudX: 200 });

GAL('classroom-visit', 'cream', (W, H, gy) => {
  let s = rect(120, 60, 520, 260, 14, '#2f5d55') + rect(134, 74, 492, 232, 8, '#3a6e64');
  s += stroke('M170 260L250 200L320 230L420 140L500 170L580 110', '#ffffff', 5, 'stroke-opacity="0.85"') + G(coin(26), 220, 130) + rect(430, 240, 150, 10, 5, '#ffffff', 'fill-opacity="0.6"') + rect(430, 262, 100, 10, 5, '#ffffff', 'fill-opacity="0.4"');
  s += G(person({ skin: SKIN[3], hair: HAIR[0], hairStyle: 'bob', top: C.navy, bottom: C.navy, jacketOpen: true, armL: 8, armR: -125 }), 720, gy + 40, 1.2);
  for (let i = 0; i < 3; i++) {
    const x = 160 + i * 200;
    s += G(personBust({ ...crowd[(i * 2) % 7], armL: i === 1 ? 150 : 20, armR: -20 }), x, gy + 20, 0.95);
    s += rect(x - 80, gy + 16, 160, 16, 5, 'url(#gWood)') + rect(x - 70, gy + 32, 12, 60, 3, C.navy) + rect(x + 58, gy + 32, 12, 60, 3, C.navy);
    s += G(books(0.25), x + 40, gy + 16);
  }
  return s;
}, { sun: false, clouds: false });

GAL('winter-coat-drive', 'sky', (W, H, gy) => {
  let s = '';
  for (let i = 0; i < 26; i++) s += G(snowflake(R(6, 14), '#ffffff', R(0.5, 0.95)), R(0, W), R(20, gy - 40));
  s += rect(180, 130, 12, gy - 120, 4, C.navy) + rect(560, 130, 12, gy - 120, 4, C.navy) + rect(170, 124, 412, 14, 7, C.navyL);
  const cols = [C.teal, C.rose, C.gold, C.navyL];
  cols.forEach((c, i) => (s += G(coat(0.8, c), 240 + i * 95, 240)));
  s += G(box(40), 650, gy + 10) + G(box(40), 700, gy + 50);
  s += G(person({ ...crowd[1], top: C.navy, armL: 10, armR: -70, itemR: G(coat(0.3, C.gold), 0, 90) }), 120, gy + 70, 1.05);
  s += G(person({ ...crowd[4], top: C.rose, cap: C.teal, armL: 60, armR: -8 }), 800, gy + 70, 1.0);
  return s;
}, { sun: false, cloudX: 760 });

/* ------------------------------------------------------------------ */
/* Causes 1000×640                                                     */
/* ------------------------------------------------------------------ */
const CAUSE = (id, theme, build, o) => add(`causes/${id}.jpg`, 1000, 640, scene(theme, build, { diskAt: [500, 330, 270], ...o }));

CAUSE('no-planet-b', 'mint', () => {
  let s = groundShadow(500, 600, 420);
  s += G(hand(1.6, SKIN[2], C.navy, '#ffffff', 260), 330, 520, 1, 40) + G(hand(1.6, SKIN[5], C.teal, '#ffffff', 260), 670, 520, 1, -40);
  s += G(globe(170, { sea: 'url(#gTeal)', land: 'url(#gTealL)' }), 500, 340, 1, 0, SHL);
  s += G(sprout(130), 500, 175);
  s += G(leaf(60, C.tealM), 760, 170, 1, -30) + G(leaf(46, C.teal), 220, 200, 1, 200);
  return s;
});

CAUSE('education', 'cream', () => {
  let s = groundShadow(500, 600, 480);
  s += G(books(1.3), 470, 590, 1, 0, SH);
  s += G(gradCap(1.05), 470, 310, 1, -6, SHL);
  s += G(pencil(240), 770, 470, 1, -55, SH);
  s += G(P('M0 -40C24 -46 44 -28 42 0C40 30 20 46 0 40C-20 46 -40 30 -42 0C-44 -28 -24 -46 0 -40Z', 'url(#gRose)') + stroke('M0 -40C2 -52 8 -58 14 -62', C.trunk, 4) + G(leaf(24, C.teal, false), 4, -50, 1, -40), 210, 540, 1, 0, SH);
  return s;
});

CAUSE('homelessness', 'sky', () => {
  let s = groundShadow(500, 590, 520);
  s += G(P('M-300 40L0 -200L300 40', 'none', `stroke="${C.navy}" stroke-width="36" stroke-linecap="round" stroke-linejoin="round"`) + P('M-300 40L0 -200L300 40', 'none', `stroke="${C.gold}" stroke-width="10" stroke-linecap="round" stroke-linejoin="round" stroke-opacity="0.8"`), 500, 330, 1, 0, SH);
  s += G(person({ ...crowd[2], top: C.teal, armL: 10, armR: -25 }), 390, 590, 1.25) + G(person({ ...crowd[1], top: C.rose, armL: 25, armR: -25 }), 500, 595, 1.1) + G(person({ ...crowd[4], top: C.gold, armL: 25, armR: -10 }), 600, 598, 0.8);
  s += G(heart(0.8), 500, 210, 1, 0, SH);
  return s;
});

CAUSE('drugs-rehabilitation', 'gold', () => {
  let s = G(sun(70), 500, 330);
  s += P('M0 400Q250 340 500 380T1000 360V640H0Z', C.tealL) + P('M0 470Q300 420 560 460T1000 450V640H0Z', '#5ea79f');
  s += P('M440 640C470 560 500 480 500 380L512 380C520 480 560 560 620 640Z', '#f4ead6');
  s += G(person({ ...crowd[5], top: C.teal, stride: 10, armL: -10, armR: 40 }), 470, 560, 0.95) + G(person({ ...crowd[0], top: C.gold, stride: -10, armL: -40, armR: 10 }), 540, 566, 1.0);
  s += G(tree(150), 170, 470) + G(tree(120, 'tall'), 840, 460) + G(sprout(80), 720, 520);
  return s;
}, { disk: false });

CAUSE('mental-health', 'teal', () => {
  const head = 'M-80 170C-84 120 -120 90 -120 10C-120 -90 -40 -150 40 -150C130 -150 180 -80 170 -10C166 20 186 40 196 60C204 74 194 84 180 86C178 110 172 130 150 136C130 142 110 140 100 150L96 170Z';
  let s = G(P(head, '#ffffff', 'fill-opacity="0.95"'), 460, 380, 1.05, 0, SHL);
  s += G(circ(0, 0, 92, C.tealP) + sprout(150) .replace(/^/, '') , 500, 330);
  s += G(heart(0.9), 500, 180, 1, 0, SH);
  s += G(leaf(50, C.goldL), 640, 250, 1, -40) + sparkle(300, 200, 18, C.goldL) + sparkle(720, 420, 12, '#ffffff');
  return s;
}, { disk: false });

/* ------------------------------------------------------------------ */
/* Team portraits 600×600 and testimonial avatars 240×240              */
/* ------------------------------------------------------------------ */
const TEAM = {
  'margaret-okafor': { skin: SKIN[5], hair: '#2a2a2a', style: 'afro', top: C.navy, attire: 'blouse', shirt: C.goldP, earring: true, bg: 'gold', disk: C.teal },
  'daniel-reyes': { skin: SKIN[3], hair: HAIR[0], style: 'sidepart', top: C.navyM, tie: C.teal, beard: '#2b1d16', bg: 'sky', disk: C.gold },
  'priya-natarajan': { skin: SKIN[3], hair: HAIR[0], style: 'longWave', top: C.teal, attire: 'blouse', shirt: '#ffffff', earring: true, bg: 'cream', disk: C.navy },
  'thomas-keller': { skin: SKIN[0], hair: HAIR[6], style: 'short', top: C.navy, tie: C.gold, glasses: '#33495c', bg: 'mint', disk: C.gold },
  'aisha-bennett': { skin: SKIN[4], hair: '#2f4f6b', style: 'hijab', top: C.gold, attire: 'sweater', shirt: C.cream, bg: 'sky', disk: C.teal },
  'michael-chen': { skin: SKIN[1], hair: HAIR[7], style: 'short', top: '#2e4a5f', tie: C.rose, glasses: '#1b2a36', bg: 'cream', disk: C.teal },
  'laura-kowalski': { skin: SKIN[0], hair: HAIR[4], style: 'bob', top: C.navyL, attire: 'blouse', shirt: '#ffffff', earring: true, bg: 'mint', disk: C.navy },
  'james-whitfield': { skin: SKIN[2], hair: HAIR[5], style: 'bald', top: C.navy, tie: C.teal, beard: '#9aa0a6', bg: 'gold', disk: C.teal },
};
function portraitScene(p, simple = false) {
  return (W, H) => {
    const t = THEMES[p.bg];
    const id = uid('pt');
    let s = `<defs>${lg(id, [[0, t.g[0]], [1, t.g[1]]], 0, 0, 1, 1)}</defs>` + rect(0, 0, 600, 600, 0, `url(#${id})`);
    if (!simple) {
      s += rect(0, 0, 600, 600, 0, 'url(#gridL)');
      s += circ(R(60, 140), R(60, 140), R(50, 90), t.blobs[1], 'fill-opacity="0.9"');
      s += rect(R(400, 470), R(430, 480), 110, 90, 0, 'url(#dotsL)');
    }
    s += circ(300, 318, 232, p.disk, 'fill-opacity="0.92"') + circ(300, 318, 232, 'url(#hatchD)');
    if (!simple) s += circ(300, 318, 254, 'none', `stroke="${C.gold}" stroke-width="3" stroke-dasharray="2 13" stroke-linecap="round" stroke-opacity="0.8"`) + sparkle(R(470, 530), R(80, 130), 16, C.gold);
    s += portrait(p, simple);
    return s;
  };
}
for (const [name, p] of Object.entries(TEAM)) add(`team/${name}.jpg`, 600, 600, portraitScene(p));

const CLIENTS = [
  { skin: SKIN[2], hair: HAIR[2], style: 'short', top: C.teal, attire: 'sweater', shirt: C.cream, bg: 'cream', disk: C.teal },
  { skin: SKIN[4], hair: HAIR[0], style: 'curlyShort', top: C.gold, attire: 'sweater', shirt: '#fff', bg: 'sky', disk: C.navy },
  { skin: SKIN[0], hair: HAIR[3], style: 'longWave', top: C.navyL, attire: 'blouse', shirt: '#fff', bg: 'mint', disk: C.gold },
  { skin: SKIN[5], hair: HAIR[7], style: 'buzz', top: C.navy, tie: C.gold, bg: 'gold', disk: C.teal },
  { skin: SKIN[1], hair: HAIR[0], style: 'bun', top: C.rose, attire: 'blouse', shirt: C.cream, bg: 'sky', disk: C.teal },
  { skin: SKIN[3], hair: HAIR[1], style: 'sidepart', top: C.teal, attire: 'sweater', shirt: '#fff', beard: HAIR[1], bg: 'cream', disk: C.navy },
  { skin: SKIN[6], hair: '#5a2d3c', style: 'hijab', top: C.navy, attire: 'sweater', shirt: C.goldP, bg: 'mint', disk: C.gold },
  { skin: SKIN[0], hair: HAIR[5], style: 'short', top: C.gold, glasses: '#2a3a48', tie: C.navy, bg: 'sky', disk: C.navy },
  { skin: SKIN[2], hair: HAIR[2], style: 'bob', top: C.tealL, attire: 'blouse', shirt: '#fff', bg: 'gold', disk: C.navy },
  { skin: SKIN[4], hair: HAIR[0], style: 'afro', top: C.navyL, attire: 'sweater', shirt: C.cream, bg: 'cream', disk: C.teal },
];
CLIENTS.forEach((p, i) =>
  add(`testimonials/avatar-${i + 1}.png`, 240, 240, (W, H) => svgDoc(240, 240, portraitScene(p, true)(600, 600)).replace('width="240" height="240" viewBox="0 0 240 240"', 'width="240" height="240" viewBox="0 0 600 600"')),
);

/* ------------------------------------------------------------------ */
/* Values 400×400 PNG (icon on a soft rounded tile)                    */
/* ------------------------------------------------------------------ */
function tile(theme, icon) {
  return () => {
    const t = THEMES[theme];
    const id = uid('tl'), cid = uid('tc');
    let inner = rect(0, 0, 400, 400, 0, `url(#${id})`) + rect(0, 0, 400, 400, 0, 'url(#gridL)');
    inner += circ(R(40, 120), R(300, 360), R(70, 110), t.blobs[1], 'fill-opacity="0.8"') + circ(R(300, 360), R(30, 90), R(50, 80), t.blobs[2], 'fill-opacity="0.8"');
    inner += circ(200, 206, 128, '#ffffff', 'fill-opacity="0.75"') + circ(200, 206, 128, 'url(#hatchL)', 'fill-opacity="0.5"');
    inner += sparkle(R(310, 350), R(300, 350), 12, C.gold);
    return `<defs>${lg(id, [[0, t.g[0]], [1, t.g[1]]], 0, 0, 1, 1)}<clipPath id="${cid}"><rect x="8" y="8" width="384" height="384" rx="72"/></clipPath></defs>` +
      `<g clip-path="url(#${cid})">${inner}</g>` + `<g>${icon()}</g>`;
  };
}
const VAL = (id, theme, icon) => add(`values/${id}.png`, 400, 400, tile(theme, icon));

VAL('personalization', 'cream', () => G(avatarDisc(92, { skin: SKIN[3], hair: HAIR[1], hairStyle: 'bun', top: C.teal }, C.teal), 200, 210, 1, 0, SH) + G(circ(0, 0, 34, 'url(#gGold)') + star(0, 0, 16, '#ffffff'), 276, 136, 1, 0, SH));
VAL('proactive', 'sky', () => G(clock(96, 300, 60), 200, 210, 1, 0, SH) + curveArrow([[92, 250], [90, 160], [150, 96], [230, 92]], C.gold, 12));
VAL('transparency', 'mint', () => {
  let s = P('M80 206Q200 80 320 206Q200 332 80 206Z', '#ffffff', `stroke="${C.navy}" stroke-width="10" stroke-linejoin="round"`);
  s += circ(200, 206, 54, 'url(#gTeal)') + circ(200, 206, 24, C.navy) + circ(184, 190, 10, '#ffffff', 'fill-opacity="0.85"');
  for (let i = 0; i < 5; i++) { const a = -Math.PI * (0.25 + i * 0.125); s += ln(200 + Math.cos(a) * 140, 206 + Math.sin(a) * 140, 200 + Math.cos(a) * 166, 206 + Math.sin(a) * 166, C.gold, 9); }
  return `<g ${SH}>${s}</g>`;
});
VAL('support', 'gold', () => G(donut(80, [0.25, 0.25, 0.25, 0.25], [C.rose, '#ffffff', C.rose, '#ffffff'], 46) + circ(0, 0, 103, 'none', `stroke="${C.navy}" stroke-width="3" stroke-opacity="0.25"`) + circ(0, 0, 57, 'none', `stroke="${C.navy}" stroke-width="3" stroke-opacity="0.25"`), 200, 206, 1, 0, SH) + stroke('M110 120Q200 60 290 120', C.navy, 5, 'stroke-dasharray="2 10"'));
VAL('passion', 'cream', () => G(heart(2.3), 200, 210, 1, 0, SH) + sparkle(300, 110, 20, C.gold) + sparkle(100, 140, 12, C.teal));
VAL('trust', 'sky', () => G(shield(2.0, 'url(#gTeal)'), 200, 206, 1, 0, SH) + G(circ(0, 0, 30, 'url(#gGold)') + star(0, 0, 14, '#ffffff'), 276, 290, 1, 0, SH));
VAL('quality', 'mint', () => G(seal(88), 200, 180, 1, 0, SH));
VAL('expertise', 'gold', () => G(books(0.7), 200, 320, 1, 0, SH) + G(gradCap(0.95), 200, 168, 1, -4, SH));
VAL('responsiveness', 'cream', () => G(speech(230, 160, 'url(#gTeal)', 'left', 'none'), 200, 190, 1, 0, SH) + P('M212 120L162 204H200L186 262L242 170H204Z', C.goldL, 'stroke="#f3d08a" stroke-width="6" stroke-linejoin="round"'));
VAL('results', 'sky', () => G(target(100), 190, 214, 1, 0, SH));
VAL('technology', 'mint', () => G(laptop(260), 200, 300, 1, 0, SH) + G(cloud(150, '#ffffff'), 200, 140, 1, 0, SH) + P('M200 108v40M184 124l16-16 16 16', 'none', `stroke="${C.teal}" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"`));
VAL('local', 'gold', () => G(P('M-120 0A120 120 0 0 1 120 0', 'none', `stroke="${C.navy}" stroke-width="16" stroke-linecap="round"`) + rect(-140, 0, 280, 18, 9, C.navy) + stroke('M-130 44q22 -14 44 0t44 0t44 0t44 0t44 0t44 0', C.teal, 9), 200, 270) + G(mapPin(1.45), 200, 250, 1, 0, SH));

/* ------------------------------------------------------------------ */
/* Fun-fact icons 160×160 PNG                                          */
/* ------------------------------------------------------------------ */
function badgeIcon(col, icon) {
  return () => svgDoc(160, 160, circ(200, 200, 190, col) + circ(200, 200, 190, 'url(#hatchL)', 'fill-opacity="0.6"') + circ(200, 200, 190, 'none', `stroke="${C.gold}" stroke-width="6" stroke-opacity="0.6"`) + icon()).replace('viewBox="0 0 160 160"', 'viewBox="0 0 400 400"');
}
const FUN = (id, col, icon) => add(`funfacts/${id}.png`, 160, 160, badgeIcon(col, icon));
FUN('returns', C.tealP, () => G(paper({ w: 170, h: 220, variant: 'lines' }), 190, 200, 1, -6, SH) + G(circ(0, 0, 44, 'url(#gTeal)') + stroke('M-18 0L-5 14L20 -14', '#ffffff', 10), 270, 270, 1, 0, SH));
FUN('savings', C.goldP, () => G(piggy(1.25), 200, 220, 1, 0, SH) + G(coin(34), 200, 92, 1, 0, SH));
FUN('clients', C.sky, () => G(personBust({ skin: SKIN[4], hair: HAIR[0], hairStyle: 'curly', top: C.teal, armL: 8, armR: -8 }), 120, 300, 1.35) + G(personBust({ skin: SKIN[1], hair: HAIR[3], hairStyle: 'long', top: C.gold, armL: 8, armR: -8 }), 280, 300, 1.35) + G(personBust({ skin: SKIN[2], hair: HAIR[1], hairStyle: 'short', top: C.navy, armL: 8, armR: -8 }), 200, 330, 1.6));
FUN('states', C.tealP, () => G(P(illinoisPath(150, 270), 'url(#gTeal)') + P(illinoisPath(150, 270), 'url(#hatchD)'), 122, 66, 1, 0, SH) + G(mapPin(1.1), 240, 200, 1, 0, SH));
FUN('years', C.goldP, () => G(calendar(210, 210, 18), 200, 215, 1, 0, SH));
FUN('retention', C.sky, () => {
  const a = (d, c) => stroke(d, c, 26);
  return `<g ${SH}>` + a('M110 170A100 100 0 0 1 290 150', C.teal) + P('M318 150L276 196L262 130Z', C.teal) + a('M290 240A100 100 0 0 1 110 250', C.navy) + P('M82 250L124 204L138 270Z', C.navy) + '</g>' + G(heart(1.1), 200, 210, 1, 0, SH);
});

/* ------------------------------------------------------------------ */
/* Wordmark logos 320×140 PNG (transparent)                            */
/* ------------------------------------------------------------------ */
const SERIF_R = 'DejaVu Serif, Georgia, serif';
function wordmark(glyph, name, o = {}) {
  return () => {
    const col = o.col || C.navy, acc = o.acc || col;
    const fam = o.serif ? SERIF_R : FONT;
    const lines = Array.isArray(name) ? name : [name];
    const main = lines[0];
    const size = Math.min(o.size || 34, 196 / (main.length * (o.serif ? 0.66 : 0.64)));
    let s = G(glyph(col, acc), 56, 70);
    const tx = 100;
    if (lines.length === 1) {
      s += `<text x="${tx}" y="${f(70 + size * 0.36)}" font-family="${fam}" font-weight="${o.weight || 'bold'}" font-size="${f(size)}" fill="${col}" letter-spacing="${o.ls ?? -0.5}">${esc(main)}${o.suffix ? `<tspan fill="${acc}" font-weight="normal">${esc(o.suffix)}</tspan>` : ''}</text>`;
    } else {
      s += `<text x="${tx}" y="${f(66)}" font-family="${fam}" font-weight="${o.weight || 'bold'}" font-size="${f(size)}" fill="${col}" letter-spacing="${o.ls ?? -0.3}">${esc(main)}</text>`;
      s += `<text x="${tx + 1}" y="${f(66 + 24)}" font-family="${FONT}" font-size="13" fill="${acc}" letter-spacing="3.2">${esc(lines[1].toUpperCase())}</text>`;
    }
    return s;
  };
}
const LOGO = (folder, id, glyph, name, o) => add(`logos/${folder}/${id}.png`, 320, 140, wordmark(glyph, name, o));
const sq = (col, inner) => rect(-26, -26, 52, 52, 13, col) + inner;

/* tools: monochrome navy / teal / slate */
const SLATE = '#55697a';
LOGO('tools', 'ledgerly', (c, a) => sq(c, rect(-12, -15, 24, 30, 3, '#ffffff') + ln(-6, -6, 6, -6, c, 2.5) + ln(-6, 1, 6, 1, c, 2.5) + ln(-6, 8, 2, 8, c, 2.5)), 'ledgerly', { col: C.navy });
LOGO('tools', 'taxwise-pro', (c, a) => circ(0, 0, 26, c) + stroke('M-11 0L-3 9L12 -9', '#ffffff', 6), 'TaxWise', { col: C.teal, suffix: '\u00a0Pro', size: 32 });
LOGO('tools', 'payflow', (c, a) => stroke('M-26 -6C-14 -20 -6 8 6 -6S22 -14 26 -8', c, 8) + stroke('M-26 10C-14 -4 -6 24 6 10S22 2 26 8', c, 8, 'stroke-opacity="0.5"'), 'payflow', { col: SLATE, weight: 'normal', ls: 0 });
LOGO('tools', 'cloudbooks', (c, a) => G(cloud(60, c), 0, 12) + rect(-8, -2, 16, 14, 2, '#ffffff'), 'CloudBooks', { col: C.navy });
LOGO('tools', 'docuvault', (c, a) => P('M-20 -26H8L20 -14V26H-20Z', c) + rect(-9, 0, 18, 14, 3, '#ffffff') + stroke('M-5 0V-5A5 5 0 0 1 5 -5V0', '#ffffff', 3), 'DocuVault', { col: C.teal });
LOGO('tools', 'receiptly', (c, a) => P('M-18 -26H18V26L12 20L6 26L0 20L-6 26L-12 20L-18 26Z', c) + ln(-9, -14, 9, -14, '#ffffff', 3) + ln(-9, -5, 9, -5, '#ffffff', 3) + ln(-9, 4, 3, 4, '#ffffff', 3), 'receiptly', { col: SLATE });
LOGO('tools', 'bankbridge', (c, a) => P('M-28 -6L0 -26L28 -6Z', c) + rect(-24, 18, 48, 7, 2, c) + [-17, -6, 5, 16].map((x) => rect(x, -2, 6, 18, 1, c)).join(''), 'BankBridge', { col: C.navy });
LOGO('tools', 'filesafe', (c, a) => shield(0.38, c, false) + P('M-12 -6H-2L1 -2H12V12H-12Z', '#ffffff'), 'FileSafe', { col: C.teal });

/* clients */
LOGO('clients', 'dupage-dental', (c) => P('M-18 -20C-26 -20 -28 -8 -24 4C-20 16 -18 26 -12 26C-6 26 -6 8 0 8S6 26 12 26S20 16 24 4S26 -20 18 -20C10 -20 6 -16 0 -16S-10 -20 -18 -20Z', 'none', `stroke="${c}" stroke-width="5" stroke-linejoin="round"`), ['DuPage', 'Dental Care'], { col: C.teal });
LOGO('clients', 'prairie-path-builders', (c) => P('M-28 22L-4 -22L8 0L14 -10L28 22Z', c) + P('M-4 22C0 10 8 6 18 4', 'none', 'stroke="#ffffff" stroke-width="3" stroke-dasharray="3 4"'), ['Prairie Path', 'Builders'], { col: '#6e5a3a', serif: true });
LOGO('clients', 'fox-river-logistics', (c) => P('M-26 -18L0 -4L26 -18L18 14L0 24L-18 14Z', c) + circ(-8, 4, 3, '#fff') + circ(8, 4, 3, '#fff'), ['Fox River', 'Logistics'], { col: C.navy });
LOGO('clients', 'westbrook-realty', (c) => stroke('M-24 6L0 -18L24 6', c, 6) + rect(-15, 4, 30, 20, 2, c) + rect(-4, 12, 8, 12, 1, '#ffffff'), ['Westbrook', 'Realty Group'], { col: '#2f5b73', serif: true });
LOGO('clients', 'cedar-lane-cafe', (c) => rect(-18, -8, 30, 30, 6, c) + stroke('M12 -2h4a6 6 0 0 1 0 12h-4', c, 4) + stroke('M-10 -14q4 -6 0 -12M0 -14q4 -6 0 -12', c, 3), ['Cedar Lane', 'Café & Bakery'], { col: '#7a4b36', serif: true });
LOGO('clients', 'northgate-manufacturing', (c) => gear(26, 8, c, '#ffffff').replace(/stroke="[^"]*"/, `stroke="${c}"`) + P('M-6 8L0 -10L6 8Z', c), ['Northgate', 'Manufacturing'], { col: SLATE });
LOGO('clients', 'bright-minds-academy', (c, a) => circ(0, -4, 16, c) + rect(-8, 12, 16, 8, 2, c) + rect(-6, 22, 12, 4, 2, c) + [0, 1, 2, 3, 4].map((i) => { const ang = -Math.PI * (0.1 + i * 0.2); return ln(Math.cos(ang) * 22, -4 + Math.sin(ang) * 22, Math.cos(ang) * 28, -4 + Math.sin(ang) * 28, C.gold, 3); }).join(''), ['Bright Minds', 'Academy'], { col: C.teal, acc: C.goldD });
LOGO('clients', 'lumen-software', (c) => P('M0 -28L24 -14V14L0 28L-24 14V-14Z', c) + P('M0 -14L12 -7V7L0 14L-12 7V-7Z', '#ffffff') + circ(0, 0, 5, c), ['lumen', 'software'], { col: '#233a4f' });

/* community partners */
LOGO('partners', 'naperville-food-pantry', (c, a) => P('M-24 -4H24L18 24H-18Z', c) + circ(-10, -12, 8, C.gold) + circ(4, -14, 9, C.tealL) + rect(10, -22, 8, 18, 3, C.rose), ['Naperville', 'Food Pantry'], { col: C.teal, acc: C.navy });
LOGO('partners', 'riverwalk-literacy-project', (c, a) => P('M0 -12C-10 -20 -20 -20 -26 -16V20C-20 16 -10 16 0 22C10 16 20 16 26 20V-16C20 -20 10 -20 0 -12Z', c) + ln(0, -10, 0, 20, '#ffffff', 2.5), ['Riverwalk', 'Literacy Project'], { col: C.navy, acc: C.teal, serif: true });
LOGO('partners', 'dupage-shelter-alliance', (c, a) => stroke('M-26 4L0 -20L26 4', c, 6) + G(heart(0.36, a), 0, 10), ['DuPage Shelter', 'Alliance'], { col: C.navy, acc: C.rose });
LOGO('partners', 'green-prairie-coalition', (c, a) => G(leaf(44, c, false), -20, 18, 1, -50) + G(leaf(34, C.tealL, false), -2, 20, 1, -100) + ln(-20, 22, 20, 22, c, 3), ['Green Prairie', 'Coalition'], { col: C.teal, acc: '#4f7d5f' });
LOGO('partners', 'safe-harbor-recovery', (c, a) => circ(0, 0, 26, 'none', `stroke="${c}" stroke-width="5"`) + stroke('M0 -16V16M-12 6Q0 20 12 6M-8 -8H8', c, 4) + circ(0, -18, 4, c), ['Safe Harbor', 'Recovery'], { col: '#2f5b73', acc: C.teal });
LOGO('partners', 'minds-matter-il', (c, a) => circ(-8, -2, 18, c) + circ(10, -6, 14, a) + circ(4, 12, 12, c, 'fill-opacity="0.7"'), ['Minds Matter', 'Illinois'], { col: C.navy, acc: C.tealL });
LOGO('partners', 'youth-futures-fund', (c, a) => star(0, 2, 26, a) + circ(0, 2, 8, '#ffffff'), ['Youth Futures', 'Fund'], { col: C.navy, acc: C.gold });
LOGO('partners', 'west-suburban-habitat', (c, a) => P('M-26 2L0 -22L26 2V24H-26Z', c) + rect(-6, 8, 12, 16, 2, '#ffffff') + stroke('M-22 24Q0 10 22 24', a, 4), ['West Suburban', 'Habitat'], { col: C.teal, acc: C.gold });

/* ------------------------------------------------------------------ */
/* Awards 480×480 PNG                                                  */
/* ------------------------------------------------------------------ */
function laurel(r, col) {
  let s = '';
  for (const side of [-1, 1]) for (let i = 0; i < 9; i++) {
    const a = Math.PI / 2 + side * (0.35 + i * 0.26), x = Math.cos(a) * r, y = Math.sin(a) * r;
    const deg = (a * 180) / Math.PI + (side > 0 ? 65 : -65);
    s += G(leaf(34, col, false), x, y, 1, deg);
  }
  return s;
}
function awardBadge(year, title, kind) {
  return () => {
    const words = title.toUpperCase().split(' ');
    const l1 = words.length > 2 ? words.slice(0, words.length - 1).join(' ') : words[0];
    const l2 = words.length > 2 ? words[words.length - 1] : words.slice(1).join(' ');
    let s = '';
    const cx = 240, cy = 220;
    // ribbons behind
    const rib = (x, rot, col) => G(P('M-34 0H34V150L0 124L-34 150Z', col) + P('M-34 0H0V124L-34 150Z', '#000', 'fill-opacity="0.12"'), x, 300, 1, rot);
    s += rib(190, 16, kind === 'shield' ? C.gold : C.teal) + rib(290, -16, kind === 'shield' ? C.goldD : C.tealD);
    let face = C.navy, ringCol = 'url(#gGold)', txt = '#ffffff', sub = C.goldL;
    if (kind === 'rosette') {
      let d = '';
      for (let i = 0; i < 48; i++) { const a = (i / 48) * Math.PI * 2, rr = i % 2 ? 170 : 184; d += `${i ? 'L' : 'M'}${f(cx + Math.cos(a) * rr)} ${f(cy + Math.sin(a) * rr)}`; }
      s += P(d + 'Z', 'url(#gGold)', SH);
      s += circ(cx, cy, 150, 'url(#gNavy)') + circ(cx, cy, 138, 'none', `stroke="${C.goldL}" stroke-width="3" stroke-dasharray="3 7"`);
    } else if (kind === 'shield') {
      s += G(P('M0 -200L170 -150V10C170 120 90 180 0 214C-90 180 -170 120 -170 10V-150Z', 'url(#gGold)'), cx, cy + 10, 1, 0, SH);
      s += G(P('M0 -178L150 -134V8C150 106 80 160 0 190C-80 160 -150 106 -150 8V-134Z', 'url(#gTeal)'), cx, cy + 10);
      face = C.teal;
    } else if (kind === 'laurel') {
      s += circ(cx, cy, 172, 'url(#gNavy)', SH) + circ(cx, cy, 160, 'none', `stroke="${C.goldL}" stroke-width="4"`);
      s += G(laurel(130, C.goldL), cx, cy + 6);
    } else {
      let d = '';
      for (let i = 0; i < 16; i++) { const a = -Math.PI / 2 + (i / 16) * Math.PI * 2, rr = i % 2 ? 160 : 190; d += `${i ? 'L' : 'M'}${f(cx + Math.cos(a) * rr)} ${f(cy + Math.sin(a) * rr)}`; }
      s += P(d + 'Z', 'url(#gNavy)', `stroke="${C.navy}" stroke-width="14" stroke-linejoin="round" ${SH}`);
      s += circ(cx, cy, 140, 'url(#gGold)') + circ(cx, cy, 126, '#fbf6ea');
      txt = C.navy; sub = C.teal;
    }
    s += star(cx, cy - 84, 16, kind === 'star' ? C.gold : C.goldL);
    s += `<text x="${cx}" y="${cy + 22}" text-anchor="middle" font-family="${FONT}" font-weight="bold" font-size="64" fill="${txt}" letter-spacing="1">${year}</text>`;
    // title band
    const bw = 330, by = cy + 52;
    s += P(`M${cx - bw / 2 - 30} ${by + 8}L${cx - bw / 2} ${by}V${by + 70}L${cx - bw / 2 - 30} ${by + 78}L${cx - bw / 2 - 14} ${by + 40}Z`, C.goldD) + P(`M${cx + bw / 2 + 30} ${by + 8}L${cx + bw / 2} ${by}V${by + 70}L${cx + bw / 2 + 30} ${by + 78}L${cx + bw / 2 + 14} ${by + 40}Z`, C.goldD);
    s += rect(cx - bw / 2, by, bw, 70, 6, kind === 'star' ? 'url(#gNavy)' : 'url(#gGold)');
    const bandTxt = kind === 'star' ? '#ffffff' : C.navy;
    s += `<text x="${cx}" y="${by + 30}" text-anchor="middle" font-family="${FONT}" font-weight="bold" font-size="${l1.length > 12 ? 21 : 24}" fill="${bandTxt}" letter-spacing="1.5">${esc(l1)}</text>`;
    s += `<text x="${cx}" y="${by + 58}" text-anchor="middle" font-family="${FONT}" font-weight="bold" font-size="${l2.length > 12 ? 21 : 24}" fill="${bandTxt}" letter-spacing="1.5">${esc(l2)}</text>`;
    void sub; void face; void ringCol;
    return s;
  };
}
add('awards/award-2014.png', 480, 480, awardBadge(2014, 'Small Business Award', 'rosette'));
add('awards/award-2020.png', 480, 480, awardBadge(2020, 'Champion of Change', 'shield'));
add('awards/award-2021.png', 480, 480, awardBadge(2021, 'Volunteer Award', 'laurel'));
add('awards/award-2024.png', 480, 480, awardBadge(2024, 'Employer Award', 'star'));

/* ------------------------------------------------------------------ */
/* Brand: logo SVGs, favicon source and share image                    */
/* ------------------------------------------------------------------ */
function markSvgInner({ bg = C.navy, arch = C.gold, wave1 = '#4fb0a6', wave2 = C.sky } = {}) {
  return `<rect width="48" height="48" rx="11" fill="${bg}"/>` +
    `<path d="M9.5 30A14.5 14.5 0 0 1 38.5 30" fill="none" stroke="${arch}" stroke-width="3.4" stroke-linecap="round"/>` +
    `<path d="M6.5 30H41.5" fill="none" stroke="${arch}" stroke-width="2.6" stroke-linecap="round"/>` +
    `<path d="M16.5 30V22.6M24 30V19.5M31.5 30V22.6" fill="none" stroke="${arch}" stroke-width="1.6" stroke-linecap="round" stroke-opacity="0.75"/>` +
    `<path d="M8 36.4q4-3.2 8 0t8 0t8 0t8 0" fill="none" stroke="${wave1}" stroke-width="2.6" stroke-linecap="round"/>` +
    `<path d="M12 41.4q4-3 8 0t8 0t8 0" fill="none" stroke="${wave2}" stroke-opacity="0.6" stroke-width="2.2" stroke-linecap="round"/>`;
}
function logoSvg(white) {
  const mark = white ? markSvgInner({ bg: C.teal, wave1: '#ffffff', wave2: C.sky }) : markSvgInner();
  const word = white ? '#ffffff' : C.navy, sub = white ? C.goldL : C.teal;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="220" height="48" viewBox="0 0 220 48" role="img" aria-label="Riverwalk CPA Group">` +
    `<title>Riverwalk CPA Group</title>${mark}` +
    `<text x="58" y="26" font-family="${SERIF}" font-weight="700" font-size="21" fill="${word}">Riverwalk</text>` +
    `<text x="59" y="41" font-family="Inter, DejaVu Sans, Arial, sans-serif" font-weight="600" font-size="9.5" letter-spacing="3" fill="${sub}">CPA GROUP</text></svg>\n`;
}
add('brand/logo.svg', 220, 48, () => logoSvg(false));
add('brand/logo-white.svg', 220, 48, () => logoSvg(true));
add('brand/logo-mark.svg', 64, 64, () => `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 48 48" role="img" aria-label="Riverwalk CPA Group"><title>Riverwalk CPA Group</title>${markSvgInner()}</svg>\n`);
add('brand/logo-mark-512.png', 512, 512, () => `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 48 48">${markSvgInner()}</svg>`);

add('og/share-default.jpg', 1200, 630, (W, H) => {
  const id = uid('og'), sky = uid('os');
  let s = `<defs>${lg(id, [[0, '#0a1f30'], [0.6, '#12304a'], [1, '#174a60']], 0, 0, 1, 0.4)}${lg(sky, [[0, '#0d2538'], [0.55, '#24566a'], [0.85, '#5f8c88'], [1, '#d9a75c']])}</defs>`;
  s += rect(0, 0, W, H, 0, `url(#${id})`) + rect(0, 0, W, H, 0, 'url(#gridD)');
  s += circ(-60, H + 40, 420, 'none', 'stroke="#ffffff" stroke-opacity="0.05" stroke-width="2"') + rect(560, 40, 150, 100, 0, 'url(#dotsD)');
  const cx = 972, cy = 318, r = 214;
  let sc = rect(cx - r, cy - r, 2 * r, 2 * r, 0, `url(#${sky})`);
  for (let i = 0; i < 24; i++) sc += circ(R(cx - r, cx + r), R(cy - r, cy - 40), R(0.8, 1.8), '#ffffff', `fill-opacity="${f3(R(0.2, 0.7))}"`);
  sc += G(sun(44), cx + 40, cy + 46);
  [[-190, 60], [-150, 95], [-110, 70], [-70, 120], [90, 100], [130, 140], [170, 80]].forEach(([dx, h]) => (sc += rect(cx + dx, cy + 50 - h, 36, h + 4, 3, '#1d4259') + rect(cx + dx + 8, cy + 60 - h, 8, 7, 1, C.goldL, 'fill-opacity="0.8"')));
  for (let x = cx - r; x < cx + r + 30; x += 30) sc += circ(x, cy + 52, R(16, 26), '#14394f');
  sc += rect(cx - r, cy + 50, 2 * r, r, 0, '#0f3244');
  sc += P(`M${cx + 10} ${cy + 50}C${cx} ${cy + 110} ${cx - 120} ${cy + 170} ${cx - 200} ${cy + r}H${cx + r}V${cy + 180}C${cx + 140} ${cy + 140} ${cx + 70} ${cy + 100} ${cx + 70} ${cy + 50}Z`, '#2c6470');
  for (let i = 0; i < 10; i++) sc += rect(cx + R(-60, 100), cy + R(70, 200), R(30, 70), 3, 1.5, C.goldL, `fill-opacity="${f3(R(0.2, 0.5))}"`);
  sc += G(coveredBridge(340, 96), cx - 150, cy + 130);
  sc += G(tree(120, 'round', '#1f6664'), cx - 180, cy + 110) + G(tree(100, 'tall', '#1f6664'), cx + 200, cy + 130);
  s += circ(cx + 18, cy + 16, r + 16, 'none', `stroke="${C.gold}" stroke-opacity="0.6" stroke-width="3" stroke-dasharray="2 13" stroke-linecap="round"`);
  s += clipCircle(cx, cy, r, sc);
  s += sparkle(cx + 190, cy - 200, 14, C.goldL) + plus(cx - 230, cy + 200, 9, C.tealL, 3, 0.8);
  s += G(markSvgInner(), 80, 120, 2);
  s += `<text x="80" y="318" font-family="Merriweather, DejaVu Serif, Georgia, serif" font-weight="bold" font-size="50" fill="#ffffff">Riverwalk CPA Group</text>`;
  s += rect(82, 350, 90, 5, 2.5, C.gold);
  s += `<text x="80" y="410" font-family="${FONT}" font-size="24" fill="${C.sky}">Tax · Accounting · Advisory — Naperville, Illinois</text>`;
  s += `<text x="80" y="530" font-family="${FONT}" font-size="17" fill="#ffffff" fill-opacity="0.55" letter-spacing="2.5">CERTIFIED PUBLIC ACCOUNTANTS · SINCE 1997</text>`;
  return s;
});

//@@SCENES@@

/* ------------------------------------------------------------------ */
/* Rendering                                                           */
/* ------------------------------------------------------------------ */
async function renderJob(j) {
  seed(j.file);
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
