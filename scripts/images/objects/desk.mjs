/**
 * The desk and what is on it, each drawn around its own origin: desk, laptop, monitor, plant, mug, ledgers,
 * pencil, receipt, cheque; and the heart, hand, mountains, flag and curved arrow the scenes share.
 */
import { PALETTE, SKIN_TONES } from '../palette.mjs';
import { randomBetween } from '../random.mjs';
import {
  circle, ellipse, group, lineSegment, oneDecimal, polygon, polyline, rect, strokePath, svgPath,
} from '../svg.mjs';
import { donut } from './paperwork.mjs';

/* ---------- furniture & devices ---------- */
/** Desk, origin at the centre of the top surface. */
export function desk(w = 420, legs = 170, top = 'url(#gWood)') {
  let s = rect(-w / 2 + 20, 14, 16, legs, 4, PALETTE.navy) + rect(w / 2 - 36, 14, 16, legs, 4, PALETTE.navy);
  s += rect(-w / 2 + 28, legs * 0.55, w - 56, 10, 4, PALETTE.navyM);
  s += rect(-w / 2, 0, w, 18, 6, top) + rect(-w / 2, 12, w, 6, 3, PALETTE.woodD);
  return s;
}

/** Laptop, origin at bottom centre. */
export function laptop(w = 220, o = {}) {
  const sw = w * 0.8, sh = w * 0.52;
  let s = rect(-sw / 2, -sh - w * 0.04, sw, sh, w * 0.04, o.body || PALETTE.navy);
  s += rect(-sw / 2 + w * 0.03, -sh - w * 0.01, sw - w * 0.06, sh - w * 0.06, w * 0.02, o.screen || 'url(#gSky)');
  const ix = -sw / 2 + w * 0.06, iy = -sh + w * 0.02, iw = sw - w * 0.12, ih = sh - w * 0.12;
  if (o.content === 'code') {
    for (let i = 0; i < 6; i++) s += rect(ix + (i % 3) * w * 0.04, iy + i * ih / 6.5, iw * randomBetween(0.3, 0.7), ih * 0.07, 2, [PALETTE.teal, PALETTE.gold, PALETTE.navyL][i % 3]);
  } else if (o.content === 'shop') {
    for (let i = 0; i < 3; i++) {
      const cx = ix + i * iw / 3 + 4, cw = iw / 3 - 8;
      s += rect(cx, iy + 4, cw, ih * 0.8, 4, '#ffffff') + rect(cx + 4, iy + 8, cw - 8, ih * 0.4, 3, [PALETTE.tealP, PALETTE.goldP, PALETTE.roseP][i]) + rect(cx + 4, iy + ih * 0.56, cw * 0.6, 4, 2, PALETTE.line) + rect(cx + 4, iy + ih * 0.66, cw * 0.45, ih * 0.1, 3, PALETTE.gold);
    }
  } else {
    s += rect(ix, iy + 2, iw * 0.35, ih * 0.9, 4, '#ffffff');
    s += group(donut(ih * 0.17, [0.5, 0.3, 0.2], [PALETTE.teal, PALETTE.gold, PALETTE.navy], ih * 0.1), ix + iw * 0.175, iy + ih * 0.35);
    s += rect(ix + 6, iy + ih * 0.68, iw * 0.22, 4, 2, PALETTE.line) + rect(ix + 6, iy + ih * 0.78, iw * 0.15, 4, 2, PALETTE.line);
    const vals = [0.3, 0.5, 0.42, 0.7, 0.9];
    vals.forEach((v, i) => (s += rect(ix + iw * 0.42 + i * iw * 0.115, iy + ih * (0.92 - v * 0.85), iw * 0.07, ih * v * 0.85, 2, i === 4 ? PALETTE.gold : i % 2 ? PALETTE.teal : PALETTE.navyL)));
  }
  s += svgPath(`M${oneDecimal(-w / 2)} 0H${oneDecimal(w / 2)}L${oneDecimal(w * 0.45)} ${oneDecimal(-w * 0.045)}H${oneDecimal(-w * 0.45)}Z`, o.base || '#c9d7e1');
  s += rect(-w * 0.08, -w * 0.045, w * 0.16, w * 0.02, w * 0.01, '#aebfcc');
  return s;
}

export function monitor(w = 200, o = {}) {
  const h = w * 0.62;
  let s = rect(-w * 0.05, -w * 0.16, w * 0.1, w * 0.14, 2, PALETTE.navyM) + rect(-w * 0.2, -w * 0.03, w * 0.4, w * 0.04, w * 0.02, PALETTE.navy);
  s += rect(-w / 2, -w * 0.16 - h, w, h, w * 0.04, PALETTE.navy);
  s += rect(-w / 2 + w * 0.035, -w * 0.16 - h + w * 0.035, w - w * 0.07, h - w * 0.07, w * 0.02, o.screen || 'url(#gSky)');
  const ix = -w / 2 + w * 0.07, iy = -w * 0.16 - h + w * 0.07, iw = w * 0.86, ih = h - w * 0.14;
  s += rect(ix, iy, iw * 0.25, ih, 4, '#ffffff', 'fill-opacity="0.8"');
  for (let i = 0; i < 4; i++) s += rect(ix + 6, iy + 8 + i * ih * 0.2, iw * 0.15, 4, 2, i === 0 ? PALETTE.teal : PALETTE.line);
  s += polyline([[ix + iw * 0.32, iy + ih * 0.8], [ix + iw * 0.48, iy + ih * 0.55], [ix + iw * 0.62, iy + ih * 0.65], [ix + iw * 0.8, iy + ih * 0.3], [ix + iw * 0.96, iy + ih * 0.15]], o.line || PALETTE.teal, Math.max(2.5, w * 0.015));
  s += rect(ix + iw * 0.32, iy + ih * 0.86, iw * 0.64, 3, 1.5, PALETTE.skyD);
  return s;
}

/** Potted plant, origin at bottom centre. */
export function plant(hh = 120, pot = 'url(#gGold)', leaf = PALETTE.teal) {
  let s = '';
  const leaves = [[-40, 0.9], [-15, 1], [12, 0.95], [38, 0.85], [-65, 0.65], [62, 0.6]];
  leaves.forEach(([a, l], i) => {
    const L = hh * 0.55 * l;
    s += group(svgPath(`M0 0C${oneDecimal(L * 0.35)} ${oneDecimal(-L * 0.3)} ${oneDecimal(L * 0.3)} ${oneDecimal(-L * 0.8)} 0 ${oneDecimal(-L)}C${oneDecimal(-L * 0.3)} ${oneDecimal(-L * 0.8)} ${oneDecimal(-L * 0.35)} ${oneDecimal(-L * 0.3)} 0 0Z`, i % 2 ? leaf : PALETTE.tealM) + lineSegment(0, -L * 0.1, 0, -L * 0.8, '#ffffff', 1.2, 'stroke-opacity="0.35"'), 0, -hh * 0.4, 1, a);
  });
  s += svgPath(`M${oneDecimal(-hh * 0.24)} ${oneDecimal(-hh * 0.42)}H${oneDecimal(hh * 0.24)}L${oneDecimal(hh * 0.18)} 0H${oneDecimal(-hh * 0.18)}Z`, pot);
  s += rect(-hh * 0.27, -hh * 0.46, hh * 0.54, hh * 0.08, hh * 0.03, pot === 'url(#gGold)' ? PALETTE.goldD : PALETTE.navyD);
  return s;
}

export function mug(k = 1, col = PALETTE.teal) {
  return circle(20 * k, -22 * k, 11 * k, 'none', `stroke="${col}" stroke-width="${oneDecimal(5 * k)}"`) + rect(-18 * k, -44 * k, 38 * k, 44 * k, 7 * k, col) + rect(-18 * k, -44 * k, 38 * k, 8 * k, 4 * k, '#ffffff', 'fill-opacity="0.25"') +
    strokePath(`M${oneDecimal(-6 * k)} ${oneDecimal(-52 * k)}q${oneDecimal(5 * k)} ${oneDecimal(-7 * k)} 0 ${oneDecimal(-14 * k)}M${oneDecimal(6 * k)} ${oneDecimal(-52 * k)}q${oneDecimal(5 * k)} ${oneDecimal(-7 * k)} 0 ${oneDecimal(-14 * k)}`, '#ffffff', 2.5 * k, 'stroke-opacity="0.6"');
}

/** Open ledger book, centred. */
export function ledgerOpen(w = 320, h = 200, cover = PALETTE.teal) {
  const x = -w / 2, y = -h / 2;
  let s = rect(x - 10, y + 8, w + 20, h, 14, cover);
  s += svgPath(`M${oneDecimal(x)} ${oneDecimal(y + 8)}Q${oneDecimal(x + w * 0.25)} ${oneDecimal(y - 6)} 0 ${oneDecimal(y + 8)}V${oneDecimal(y + h - 4)}Q${oneDecimal(x + w * 0.25)} ${oneDecimal(y + h - 16)} ${oneDecimal(x)} ${oneDecimal(y + h - 4)}Z`, '#fdfbf6');
  s += svgPath(`M${oneDecimal(-x)} ${oneDecimal(y + 8)}Q${oneDecimal(-x - w * 0.25)} ${oneDecimal(y - 6)} 0 ${oneDecimal(y + 8)}V${oneDecimal(y + h - 4)}Q${oneDecimal(-x - w * 0.25)} ${oneDecimal(y + h - 16)} ${oneDecimal(-x)} ${oneDecimal(y + h - 4)}Z`, '#f5f0e4');
  s += rect(-3, y + 8, 6, h - 12, 3, '#e3d9c4');
  for (let side = -1; side <= 1; side += 2) {
    const x0 = side < 0 ? x + w * 0.06 : w * 0.05, pw = w * 0.39;
    for (let i = 0; i < 7; i++) {
      const yy = y + h * 0.2 + i * h * 0.1;
      s += lineSegment(x0, yy, x0 + pw, yy, PALETTE.skyD, 1.4);
      if (i > 0) s += rect(x0 + 4, yy - 8, pw * (side < 0 ? 0.45 : 0.3) * randomBetween(0.6, 1), 5, 2.5, i % 3 ? PALETTE.navyL : PALETTE.teal, 'fill-opacity="0.55"') + rect(x0 + pw * 0.72, yy - 8, pw * 0.24 * randomBetween(0.5, 1), 5, 2.5, i === 6 ? PALETTE.gold : PALETTE.navyL, 'fill-opacity="0.6"');
    }
    s += lineSegment(x0 + pw * 0.66, y + h * 0.14, x0 + pw * 0.66, y + h * 0.86, PALETTE.rose, 1.2, 'stroke-opacity="0.5"');
  }
  s += svgPath(`M${oneDecimal(w * 0.3)} ${oneDecimal(y + 2)}v${oneDecimal(h * 0.35)}l${oneDecimal(9)} ${oneDecimal(-8)}l${oneDecimal(9)} ${oneDecimal(8)}v${oneDecimal(-h * 0.35)}Z`, PALETTE.gold);
  return s;
}

/** Closed ledger book standing/lying, centred. */
export function ledgerClosed(w = 200, h = 260, cover = 'url(#gNavy)') {
  const x = -w / 2, y = -h / 2;
  let s = rect(x + 8, y + 8, w, h, 12, '#efe7d6') + rect(x + 14, y + 12, w - 10, h - 10, 10, '#ffffff');
  s += rect(x, y, w, h, 12, cover);
  s += rect(x, y, w * 0.16, h, 0, '#000', 'fill-opacity="0.15"') + rect(x, y, 10, h, 0, '#000', 'fill-opacity="0.0"');
  for (const yy of [y + h * 0.12, y + h * 0.84]) s += rect(x, yy, w, h * 0.045, 0, PALETTE.gold);
  s += rect(x + w * 0.3, y + h * 0.3, w * 0.55, h * 0.22, 8, '#ffffff', 'fill-opacity="0.12"');
  s += rect(x + w * 0.37, y + h * 0.37, w * 0.4, h * 0.035, 3, PALETTE.goldL) + rect(x + w * 0.43, y + h * 0.43, w * 0.28, h * 0.025, 3, PALETTE.goldL, 'fill-opacity="0.7"');
  return s;
}

export function pencil(len = 200, col = 'url(#gGold)') {
  const w = len * 0.08;
  let s = rect(-len / 2, -w / 2, len * 0.76, w, 2, col);
  s += rect(-len / 2, -w / 2, len * 0.76, w / 3, 0, '#ffffff', 'fill-opacity="0.25"');
  s += rect(-len / 2 - len * 0.08, -w / 2, len * 0.06, w, w * 0.3, PALETTE.rose) + rect(-len / 2 - len * 0.03, -w / 2, len * 0.05, w, 0, '#b9c6d0');
  s += svgPath(`M${oneDecimal(len * 0.26)} ${oneDecimal(-w / 2)}L${oneDecimal(len / 2)} 0L${oneDecimal(len * 0.26)} ${oneDecimal(w / 2)}Z`, '#f0dcb8') + svgPath(`M${oneDecimal(len * 0.42)} ${oneDecimal(-w * 0.17)}L${oneDecimal(len / 2)} 0L${oneDecimal(len * 0.42)} ${oneDecimal(w * 0.17)}Z`, PALETTE.navy);
  return s;
}

export function receipt(w = 110, h = 170) {
  const x = -w / 2, y = -h / 2, n = 8, zw = w / n;
  let d = `M${oneDecimal(x)} ${oneDecimal(y)}H${oneDecimal(x + w)}V${oneDecimal(y + h)}`;
  for (let i = 0; i < n; i++) d += `L${oneDecimal(x + w - (i + 0.5) * zw)} ${oneDecimal(y + h - 8)}L${oneDecimal(x + w - (i + 1) * zw)} ${oneDecimal(y + h)}`;
  let s = svgPath(d + 'Z', '#ffffff');
  s += rect(x + w * 0.3, y + h * 0.08, w * 0.4, 6, 3, PALETTE.navyL);
  for (let i = 0; i < 5; i++) s += rect(x + w * 0.12, y + h * (0.22 + i * 0.1), w * 0.45, 4, 2, PALETTE.line) + rect(x + w * 0.7, y + h * (0.22 + i * 0.1), w * 0.18, 4, 2, PALETTE.line);
  s += lineSegment(x + w * 0.1, y + h * 0.74, x + w * 0.9, y + h * 0.74, PALETTE.skyD, 1.5, 'stroke-dasharray="4 4"');
  s += rect(x + w * 0.12, y + h * 0.8, w * 0.3, 6, 3, PALETTE.teal) + rect(x + w * 0.62, y + h * 0.8, w * 0.26, 6, 3, PALETTE.gold);
  return s;
}

export function cheque(w = 300, h = 130, acc = PALETTE.teal) {
  const x = -w / 2, y = -h / 2;
  let s = rect(x, y, w, h, 10, '#fbfaf5') + rect(x, y, w, h, 10, 'url(#hatchT)', 'fill-opacity="0.3"');
  s += rect(x, y, w * 0.06, h, 0, acc, 'fill-opacity="0.9"');
  s += rect(x + w * 0.12, y + h * 0.15, w * 0.3, 7, 3.5, PALETTE.navyL) + rect(x + w * 0.7, y + h * 0.15, w * 0.2, 16, 4, '#ffffff', `stroke="${PALETTE.skyD}" stroke-width="1.5"`);
  s += lineSegment(x + w * 0.12, y + h * 0.5, x + w * 0.9, y + h * 0.5, PALETTE.skyD, 1.5) + rect(x + w * 0.14, y + h * 0.4, w * 0.4, 5, 2.5, PALETTE.line);
  s += lineSegment(x + w * 0.55, y + h * 0.8, x + w * 0.9, y + h * 0.8, PALETTE.skyD, 1.5);
  s += strokePath(`M${oneDecimal(x + w * 0.58)} ${oneDecimal(y + h * 0.76)}c8 -14 14 -14 14 -4s8 8 16 -6s10 4 22 0`, PALETTE.navy, 2);
  s += circle(x + w * 0.2, y + h * 0.75, h * 0.12, acc, 'fill-opacity="0.2"');
  return s;
}

/* ---------- symbolic objects ---------- */
export function heart(k = 1, fill = 'url(#gRose)') {
  return svgPath(`M0 ${oneDecimal(32 * k)}C${oneDecimal(-46 * k)} ${oneDecimal(2 * k)} ${oneDecimal(-52 * k)} ${oneDecimal(-30 * k)} ${oneDecimal(-27 * k)} ${oneDecimal(-40 * k)}C${oneDecimal(-12 * k)} ${oneDecimal(-46 * k)} 0 ${oneDecimal(-36 * k)} 0 ${oneDecimal(-26 * k)}C0 ${oneDecimal(-36 * k)} ${oneDecimal(12 * k)} ${oneDecimal(-46 * k)} ${oneDecimal(27 * k)} ${oneDecimal(-40 * k)}C${oneDecimal(52 * k)} ${oneDecimal(-30 * k)} ${oneDecimal(46 * k)} ${oneDecimal(2 * k)} 0 ${oneDecimal(32 * k)}Z`, fill) +
    ellipse(-22 * k, -24 * k, 8 * k, 5 * k, '#ffffff', `fill-opacity="0.35" transform="rotate(-35 ${oneDecimal(-22 * k)} ${oneDecimal(-24 * k)})"`);
}

/** Mitten-style hand with sleeve; origin at wrist, pointing up (rotate to aim). */
export function hand(k = 1, skin = SKIN_TONES[2], sleeve = PALETTE.navy, cuff = '#ffffff', sl = 90) {
  let s = rect(-26 * k, 0, 52 * k, sl * k, 10 * k, sleeve);
  s += rect(-28 * k, -4 * k, 56 * k, 14 * k, 6 * k, cuff);
  s += rect(-24 * k, -70 * k, 48 * k, 74 * k, 22 * k, skin);
  s += group(rect(-9 * k, -36 * k, 18 * k, 40 * k, 9 * k, skin), -22 * k, -20 * k, 1, -35);
  for (let i = 0; i < 3; i++) s += lineSegment(-12 * k + i * 12 * k, -64 * k, -12 * k + i * 12 * k, -44 * k, '#000', 1.5 * k, 'stroke-opacity="0.12"');
  return s;
}

export function mountains(w = 700, h = 380, o = {}) {
  let s = '';
  s += svgPath(`M${oneDecimal(-w * 0.5)} 0L${oneDecimal(-w * 0.2)} ${oneDecimal(-h * 0.62)}L${oneDecimal(w * 0.05)} 0Z`, o.back || PALETTE.skyD);
  s += svgPath(`M${oneDecimal(-w * 0.2)} ${oneDecimal(-h * 0.62)}L${oneDecimal(-w * 0.27)} ${oneDecimal(-h * 0.48)}L${oneDecimal(-w * 0.22)} ${oneDecimal(-h * 0.5)}L${oneDecimal(-w * 0.18)} ${oneDecimal(-h * 0.46)}L${oneDecimal(-w * 0.13)} ${oneDecimal(-h * 0.48)}Z`, '#ffffff', 'fill-opacity="0.8"');
  s += svgPath(`M${oneDecimal(-w * 0.1)} 0L${oneDecimal(w * 0.14)} ${oneDecimal(-h)}L${oneDecimal(w * 0.5)} 0Z`, o.main || 'url(#gTeal)');
  s += svgPath(`M${oneDecimal(w * 0.14)} ${oneDecimal(-h)}L${oneDecimal(w * 0.5)} 0H${oneDecimal(w * 0.26)}Z`, '#000', 'fill-opacity="0.12"');
  s += svgPath(`M${oneDecimal(w * 0.14)} ${oneDecimal(-h)}L${oneDecimal(w * 0.045)} ${oneDecimal(-h * 0.72)}L${oneDecimal(w * 0.1)} ${oneDecimal(-h * 0.76)}L${oneDecimal(w * 0.15)} ${oneDecimal(-h * 0.7)}L${oneDecimal(w * 0.2)} ${oneDecimal(-h * 0.75)}L${oneDecimal(w * 0.23)} ${oneDecimal(-h * 0.74)}Z`, '#ffffff');
  s += svgPath(`M${oneDecimal(-w * 0.5)} 0Q${oneDecimal(-w * 0.2)} ${oneDecimal(-h * 0.2)} ${oneDecimal(w * 0.05)} ${oneDecimal(-h * 0.06)}T${oneDecimal(w * 0.5)} ${oneDecimal(-h * 0.05)}V0Z`, o.front || PALETTE.navyM);
  return s;
}

export function flag(k = 1, col = PALETTE.gold) {
  return lineSegment(0, 0, 0, -80 * k, PALETTE.navy, 4 * k) + svgPath(`M0 ${oneDecimal(-80 * k)}L${oneDecimal(44 * k)} ${oneDecimal(-68 * k)}L0 ${oneDecimal(-54 * k)}Z`, col);
}

/** Big upward arrow following a curve; points: [[x,y],...] */
export function curveArrow(pts, col = PALETTE.gold, sw = 16) {
  let d = `M${oneDecimal(pts[0][0])} ${oneDecimal(pts[0][1])}`;
  for (let i = 1; i < pts.length; i++) d += `L${oneDecimal(pts[i][0])} ${oneDecimal(pts[i][1])}`;
  const [ax, ay] = pts[pts.length - 1], [bx, by] = pts[pts.length - 2];
  const a = Math.atan2(ay - by, ax - bx), L = sw * 2.6;
  const head = [[ax + Math.cos(a) * L * 0.5, ay + Math.sin(a) * L * 0.5], [ax + Math.cos(a + 2.4) * L, ay + Math.sin(a + 2.4) * L], [ax + Math.cos(a - 2.4) * L, ay + Math.sin(a - 2.4) * L]];
  return strokePath(d, col, sw) + polygon(head, col, `stroke="${col}" stroke-width="${oneDecimal(sw * 0.3)}" stroke-linejoin="round"`);
}
