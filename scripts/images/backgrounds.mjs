/**
 * Soft backgrounds (gradient, grid, blobs, dots, sparkles) in six themes, and the ground shadow under objects.
 */
import { PALETTE } from './palette.mjs';
import { nextRandom, randomBetween, randomInt, uniqueId } from './random.mjs';
import { circle, ellipse, linearGradient, oneDecimal, rect, svgPath, threeDecimals } from './svg.mjs';

export const THEMES = {
  cream: { g: ['#fbf8f2', '#efe6d5'], blobs: [PALETTE.sky, PALETTE.tealP, PALETTE.goldP], dark: false },
  sky: { g: ['#f1f6f9', '#d3e2ec'], blobs: ['#ffffff', PALETTE.tealP, PALETTE.goldP], dark: false },
  mint: { g: ['#f1f8f6', '#d2e8e3'], blobs: ['#ffffff', PALETTE.sky, PALETTE.goldP], dark: false },
  gold: { g: ['#f8eedb', '#edd8ae'], blobs: ['#fbf6ec', PALETTE.goldL, '#ffffff'], dark: false },
  navy: { g: ['#1c4562', '#0d2536'], blobs: ['#24536f', PALETTE.teal, '#1b4a66'], dark: true },
  teal: { g: ['#188079', '#0a4e4c'], blobs: ['#1e928a', '#0c5d5a', '#14556a'], dark: true },
};

export function sparkle(x, y, r, fill, e = '') {
  const k = r * 0.28;
  return svgPath(`M${oneDecimal(x)} ${oneDecimal(y - r)}Q${oneDecimal(x + k)} ${oneDecimal(y - k)} ${oneDecimal(x + r)} ${oneDecimal(y)}Q${oneDecimal(x + k)} ${oneDecimal(y + k)} ${oneDecimal(x)} ${oneDecimal(y + r)}Q${oneDecimal(x - k)} ${oneDecimal(y + k)} ${oneDecimal(x - r)} ${oneDecimal(y)}Q${oneDecimal(x - k)} ${oneDecimal(y - k)} ${oneDecimal(x)} ${oneDecimal(y - r)}Z`, fill, e);
}
export function plus(x, y, r, col, sw = 3, op = 1) {
  return `<g stroke="${col}" stroke-width="${sw}" stroke-linecap="round" stroke-opacity="${op}"><line x1="${oneDecimal(x - r)}" y1="${oneDecimal(y)}" x2="${oneDecimal(x + r)}" y2="${oneDecimal(y)}"/><line x1="${oneDecimal(x)}" y1="${oneDecimal(y - r)}" x2="${oneDecimal(x)}" y2="${oneDecimal(y + r)}"/></g>`;
}

/** Generic soft background for non-banner images. */
export function background(W, H, themeName, o = {}) {
  const t = THEMES[themeName];
  const id = uniqueId('bg');
  const ang = o.angle ?? randomBetween(0, 1);
  let s = `<defs>${linearGradient(id, [[0, t.g[0]], [1, t.g[1]]], 0, 0, threeDecimals(ang), 1)}</defs>`;
  s += rect(0, 0, W, H, 0, `url(#${id})`);
  s += rect(0, 0, W, H, 0, t.dark ? 'url(#gridD)' : 'url(#gridL)');
  const M = Math.max(W, H);
  const nb = o.blobs ?? 3;
  for (let i = 0; i < nb; i++) {
    const corner = (i + randomInt(0, 3)) % 4;
    const cx = (corner % 2 ? W : 0) + randomBetween(-0.12, 0.12) * W;
    const cy = (corner < 2 ? 0 : H) + randomBetween(-0.12, 0.12) * H;
    const r = M * randomBetween(0.22, 0.38);
    s += circle(cx, cy, r, t.blobs[i % t.blobs.length], `fill-opacity="${t.dark ? 0.55 : 0.85}"`);
    if (i === 0) s += circle(cx, cy, r, t.dark ? 'url(#hatchD)' : 'url(#hatchL)');
  }
  if (o.dots !== false) {
    const dw = W * randomBetween(0.18, 0.28), dh = H * randomBetween(0.2, 0.32);
    const dx = nextRandom() < 0.5 ? W * randomBetween(0.03, 0.1) : W - dw - W * randomBetween(0.03, 0.1);
    const dy = nextRandom() < 0.5 ? H * randomBetween(0.05, 0.12) : H - dh - H * randomBetween(0.05, 0.12);
    s += rect(dx, dy, dw, dh, 0, t.dark ? 'url(#dotsD)' : 'url(#dotsL)');
  }
  const nr = o.rings ?? 2;
  for (let i = 0; i < nr; i++) {
    s += circle(randomBetween(0, W), randomBetween(0, H), M * randomBetween(0.12, 0.3), 'none', `stroke="${t.dark ? '#ffffff' : PALETTE.navy}" stroke-opacity="${t.dark ? 0.08 : 0.07}" stroke-width="2"`);
  }
  const ns = o.sparkles ?? 3;
  for (let i = 0; i < ns; i++) {
    const x = randomBetween(0.05, 0.95) * W, y = randomBetween(0.06, 0.94) * H;
    s += i % 2 ? sparkle(x, y, M * randomBetween(0.012, 0.02), PALETTE.gold, 'fill-opacity="0.8"') : plus(x, y, M * 0.011, t.dark ? PALETTE.goldL : PALETTE.teal, M * 0.003, 0.55);
  }
  return s;
}

/** A soft ground: wide ellipse under objects. */
export const groundShadow = (x, y, w, op = 0.16, col = PALETTE.navyD) => ellipse(x, y, w / 2, w * 0.07, col, `fill-opacity="${op}"`);
