/**
 * Objects of the industries and causes, each drawn around its own origin: capitol, Illinois, hard hat, crane,
 * tools, shopping, medicine, key, chip, whiteboard, books, cap, leaves, snowflake, coat, ladder, chess, gauge, bridge.
 */
import { PALETTE } from '../palette.mjs';
import { circle, group, lineSegment, oneDecimal, polyline, rect, strokePath, svgPath } from '../svg.mjs';
import { cubeIso } from './symbols.mjs';

/** Classical civic building (capitol), origin bottom centre. */
export function capitol(w = 280, o = {}) {
  const h = w * 0.8;
  let s = '';
  s += rect(-w * 0.04, -h - w * 0.12, w * 0.08, w * 0.1, 3, o.acc || PALETTE.gold) + lineSegment(0, -h - w * 0.12, 0, -h - w * 0.2, PALETTE.navy, 3) + svgPath(`M0 ${oneDecimal(-h - w * 0.2)}L${oneDecimal(w * 0.07)} ${oneDecimal(-h - w * 0.17)}L0 ${oneDecimal(-h - w * 0.14)}Z`, PALETTE.rose);
  s += svgPath(`M${oneDecimal(-w * 0.22)} ${oneDecimal(-h * 0.62)}A${oneDecimal(w * 0.22)} ${oneDecimal(h * 0.36)} 0 0 1 ${oneDecimal(w * 0.22)} ${oneDecimal(-h * 0.62)}Z`, o.dome || 'url(#gTeal)');
  s += svgPath(`M0 ${oneDecimal(-h * 0.98)}A${oneDecimal(w * 0.22)} ${oneDecimal(h * 0.36)} 0 0 1 ${oneDecimal(w * 0.22)} ${oneDecimal(-h * 0.62)}H${oneDecimal(w * 0.06)}Z`, '#000', 'fill-opacity="0.12"');
  s += rect(-w * 0.26, -h * 0.64, w * 0.52, h * 0.05, 3, PALETTE.cream2);
  s += rect(-w * 0.24, -h * 0.6, w * 0.48, h * 0.14, 0, '#f4eee2');
  for (let i = 0; i < 6; i++) s += rect(-w * 0.21 + i * w * 0.08, -h * 0.58, w * 0.035, h * 0.1, 2, PALETTE.skyD);
  s += svgPath(`M${oneDecimal(-w * 0.46)} ${oneDecimal(-h * 0.44)}L0 ${oneDecimal(-h * 0.56)}L${oneDecimal(w * 0.46)} ${oneDecimal(-h * 0.44)}Z`, o.roof || 'url(#gNavy)');
  s += rect(-w * 0.46, -h * 0.45, w * 0.92, h * 0.05, 2, PALETTE.cream2);
  s += rect(-w * 0.44, -h * 0.4, w * 0.88, h * 0.34, 0, '#faf6ee');
  for (let i = 0; i < 8; i++) s += rect(-w * 0.41 + i * w * 0.11, -h * 0.4, w * 0.055, h * 0.34, 2, '#e9e1d1');
  s += rect(-w * 0.5, -h * 0.06, w, h * 0.03, 2, PALETTE.cream2) + rect(-w * 0.54, -h * 0.03, w * 1.08, h * 0.03, 2, '#ddd2bd');
  return s;
}

/** Rough outline of the state of Illinois in a w×h box, origin top-left. */
export function illinoisPath(w, h) {
  const pts = [[0.06, 0], [0.74, 0], [0.78, 0.1], [0.8, 0.16], [0.8, 0.66], [0.84, 0.72], [0.78, 0.8], [0.72, 0.86], [0.66, 0.92], [0.6, 1], [0.52, 0.97], [0.47, 0.92], [0.42, 0.86], [0.36, 0.8], [0.3, 0.74], [0.24, 0.68], [0.17, 0.61], [0.12, 0.54], [0.06, 0.5], [0, 0.42], [0.02, 0.34], [0.1, 0.26], [0.14, 0.2], [0.1, 0.12], [0.03, 0.06]];
  return 'M' + pts.map(([a, b]) => `${oneDecimal(a * w)} ${oneDecimal(b * h)}`).join('L') + 'Z';
}

export function hardhat(k = 1, col = 'url(#gGold)') {
  let s = svgPath(`M${oneDecimal(-80 * k)} 0A${oneDecimal(80 * k)} ${oneDecimal(74 * k)} 0 0 1 ${oneDecimal(80 * k)} 0Z`, col);
  s += svgPath(`M${oneDecimal(-14 * k)} ${oneDecimal(-72 * k)}H${oneDecimal(14 * k)}L${oneDecimal(18 * k)} 0H${oneDecimal(-18 * k)}Z`, '#ffffff', 'fill-opacity="0.3"');
  s += rect(-104 * k, -4 * k, 208 * k, 20 * k, 10 * k, PALETTE.goldD);
  s += svgPath(`M${oneDecimal(-60 * k)} ${oneDecimal(-30 * k)}A${oneDecimal(60 * k)} ${oneDecimal(50 * k)} 0 0 1 ${oneDecimal(-20 * k)} ${oneDecimal(-62 * k)}`, 'none', `stroke="#fff" stroke-opacity="0.35" stroke-width="${oneDecimal(7 * k)}" stroke-linecap="round"`);
  return s;
}

export function crane(hh = 360, col = PALETTE.gold) {
  let s = '';
  const tw = hh * 0.08;
  s += rect(-tw / 2, -hh, tw, hh, 2, 'none', `stroke="${col}" stroke-width="5"`);
  for (let i = 0; i < 10; i++) s += lineSegment(-tw / 2, -i * hh / 10, tw / 2, -(i + 1) * hh / 10, col, 3);
  s += rect(-hh * 0.25, -hh - 8, hh * 0.95, 16, 4, col);
  s += svgPath(`M0 ${oneDecimal(-hh - 8)}L${oneDecimal(-tw / 2)} ${oneDecimal(-hh - 70)}L${oneDecimal(tw / 2)} ${oneDecimal(-hh - 70)}Z`, col);
  s += lineSegment(0, -hh - 70, hh * 0.65, -hh - 6, col, 2.5) + lineSegment(0, -hh - 70, -hh * 0.22, -hh - 6, col, 2.5);
  s += rect(-hh * 0.25, -hh + 8, hh * 0.12, hh * 0.08, 3, PALETTE.navyM);
  s += lineSegment(hh * 0.5, -hh + 6, hh * 0.5, -hh * 0.45, PALETTE.navyM, 2) + strokePath(`M${oneDecimal(hh * 0.5)} ${oneDecimal(-hh * 0.45)}v10a8 8 0 1 1 -8 8`, PALETTE.navyM, 3);
  s += rect(hh * 0.44, -hh * 0.42 + 20, hh * 0.14, hh * 0.06, 3, PALETTE.teal);
  return s;
}

function wrench(len = 200, col = PALETTE.navyL) {
  const r = len * 0.14;
  return rect(-len / 2 + r * 0.8, -len * 0.045, len - r * 1.6, len * 0.09, len * 0.045, col) +
    svgPath(`M${oneDecimal(len / 2)} ${oneDecimal(-r)}a${oneDecimal(r)} ${oneDecimal(r)} 0 1 0 0 ${oneDecimal(r * 2)}v${oneDecimal(-r * 0.6)}h${oneDecimal(-r * 0.55)}v${oneDecimal(-r * 0.8)}h${oneDecimal(r * 0.55)}Z`, col, `transform="translate(${oneDecimal(-r * 0.5)} 0)"`) +
    circle(-len / 2 + r * 0.5, 0, r * 0.75, col) + circle(-len / 2 + r * 0.5, 0, r * 0.32, '#ffffff', 'fill-opacity="0.9"');
}


export function toolbox(w = 220) {
  const h = w * 0.5;
  let s = rect(-w * 0.2, -h - w * 0.15, w * 0.4, w * 0.18, 8, 'none', `stroke="${PALETTE.navy}" stroke-width="10"`);
  s += group(wrench(w * 0.7), -w * 0.1, -h - 6, 1, -60) + group(rect(-4, -w * 0.35, 8, w * 0.35, 3, PALETTE.navyM) + rect(-9, -w * 0.45, 18, w * 0.14, 5, PALETTE.rose), w * 0.2, -h + 8, 1, 12);
  s += rect(-w / 2, -h, w, h, 12, 'url(#gTeal)') + rect(-w / 2, -h, w, h * 0.3, 12, PALETTE.tealD) + rect(-w * 0.1, -h * 0.8, w * 0.2, h * 0.15, 4, PALETTE.gold);
  s += rect(-w / 2, -h * 0.72, w, 4, 0, '#000', 'fill-opacity="0.15"');
  return s;
}

export function shoppingBag(w = 140, col = 'url(#gTeal)') {
  const h = w * 1.1;
  return strokePath(`M${oneDecimal(-w * 0.22)} ${oneDecimal(-h * 0.78)}V${oneDecimal(-h * 0.9)}A${oneDecimal(w * 0.22)} ${oneDecimal(w * 0.22)} 0 0 1 ${oneDecimal(w * 0.22)} ${oneDecimal(-h * 0.9)}V${oneDecimal(-h * 0.78)}`, PALETTE.navy, w * 0.05) +
    svgPath(`M${oneDecimal(-w / 2)} ${oneDecimal(-h * 0.8)}H${oneDecimal(w / 2)}L${oneDecimal(w * 0.46)} 0H${oneDecimal(-w * 0.46)}Z`, col) + rect(-w * 0.28, -h * 0.5, w * 0.56, h * 0.2, 6, '#ffffff', 'fill-opacity="0.25"') +
    circle(-w * 0.22, -h * 0.7, w * 0.03, PALETTE.navy) + circle(w * 0.22, -h * 0.7, w * 0.03, PALETTE.navy);
}

export function cart(k = 1, col = PALETTE.navy) {
  let s = strokePath(`M${oneDecimal(-90 * k)} ${oneDecimal(-110 * k)}H${oneDecimal(-66 * k)}L${oneDecimal(-44 * k)} ${oneDecimal(-20 * k)}H${oneDecimal(60 * k)}`, col, 8 * k);
  s += svgPath(`M${oneDecimal(-62 * k)} ${oneDecimal(-92 * k)}H${oneDecimal(82 * k)}L${oneDecimal(66 * k)} ${oneDecimal(-40 * k)}H${oneDecimal(-50 * k)}Z`, 'url(#gTeal)');
  for (let i = 1; i < 4; i++) s += lineSegment(-62 * k + i * 36 * k, -92 * k, -56 * k + i * 32 * k, -40 * k, '#ffffff', 2 * k, 'stroke-opacity="0.4"');
  s += circle(-34 * k, -4 * k, 11 * k, col) + circle(50 * k, -4 * k, 11 * k, col);
  return s;
}

/** Cardboard box (isometric), origin centre. */
export function box(e = 60, tape = true) {
  let s = cubeIso(e, '#e9c98f', '#d4a55a', '#bd8b45');
  if (tape) s += svgPath(`M${oneDecimal(-e * 0.433 - e * 0.12)} ${oneDecimal(-e * 0.75 + e * 0.07)}L${oneDecimal(e * 0.433 - e * 0.12)} ${oneDecimal(-e * 0.25 + e * 0.07)}L${oneDecimal(e * 0.433 + e * 0.04)} ${oneDecimal(-e * 0.25 - e * 0.02)}L${oneDecimal(-e * 0.433 + e * 0.04)} ${oneDecimal(-e * 0.75 - e * 0.02)}Z`, '#f3e1bd');
  s += rect(-e * 0.7, e * 0.05, e * 0.3, e * 0.16, 3, '#ffffff', `fill-opacity="0.7" transform="skewY(30)"`);
  return s;
}

export function stethoscope(k = 1) {
  let s = strokePath(`M${oneDecimal(-50 * k)} ${oneDecimal(-120 * k)}V${oneDecimal(-60 * k)}C${oneDecimal(-50 * k)} ${oneDecimal(-10 * k)} ${oneDecimal(50 * k)} ${oneDecimal(-10 * k)} ${oneDecimal(50 * k)} ${oneDecimal(-60 * k)}V${oneDecimal(-120 * k)}`, PALETTE.navy, 12 * k);
  s += strokePath(`M0 ${oneDecimal(-22 * k)}V${oneDecimal(20 * k)}C0 ${oneDecimal(70 * k)} ${oneDecimal(90 * k)} ${oneDecimal(80 * k)} ${oneDecimal(90 * k)} ${oneDecimal(20 * k)}V${oneDecimal(-10 * k)}`, PALETTE.navy, 12 * k);
  s += circle(-50 * k, -126 * k, 10 * k, PALETTE.gold) + circle(50 * k, -126 * k, 10 * k, PALETTE.gold);
  s += circle(90 * k, -30 * k, 30 * k, 'url(#gGold)') + circle(90 * k, -30 * k, 18 * k, '#ffffff', 'fill-opacity="0.7"') + circle(90 * k, -30 * k, 9 * k, PALETTE.teal);
  return s;
}

export function pulseLine(x, y, w, col = PALETTE.rose, sw = 6) {
  const pts = [[0, 0], [0.3, 0], [0.36, -0.5], [0.44, 0.6], [0.52, -1], [0.58, 0.3], [0.64, 0], [1, 0]].map(([a, b]) => [x + a * w, y + b * w * 0.18]);
  return polyline(pts, col, sw);
}

export function key(k = 1, col = 'url(#gGold)') {
  return circle(-70 * k, 0, 40 * k, col) + circle(-70 * k, 0, 16 * k, PALETTE.cream) + rect(-34 * k, -10 * k, 130 * k, 20 * k, 6 * k, col) + rect(60 * k, 8 * k, 14 * k, 24 * k, 3 * k, col) + rect(80 * k, 8 * k, 12 * k, 16 * k, 3 * k, col);
}

export function chip(s0 = 160) {
  const h = s0 / 2;
  let s = '';
  for (let i = 0; i < 5; i++) {
    const t = -h * 0.7 + i * h * 0.35;
    s += lineSegment(t, -h - 16, t, h + 16, PALETTE.goldL, 6) + lineSegment(-h - 16, t, h + 16, t, PALETTE.goldL, 6);
  }
  s += rect(-h, -h, s0, s0, s0 * 0.1, 'url(#gNavy)') + rect(-h * 0.6, -h * 0.6, s0 * 0.6, s0 * 0.6, s0 * 0.06, 'url(#gTeal)');
  s += strokePath(`M${oneDecimal(-h * 0.35)} ${oneDecimal(-h * 0.2)}H0V${oneDecimal(h * 0.3)}M${oneDecimal(h * 0.35)} ${oneDecimal(-h * 0.35)}V${oneDecimal(h * 0.05)}H${oneDecimal(h * 0.15)}`, '#ffffff', 3, 'stroke-opacity="0.7"') + circle(-h * 0.35, -h * 0.2, 5, '#fff') + circle(0, h * 0.3, 5, '#fff') + circle(h * 0.35, -h * 0.35, 5, PALETTE.goldL) + circle(h * 0.15, h * 0.05, 5, PALETTE.goldL);
  return s;
}

export function whiteboard(w = 300, h = 200, o = {}) {
  let s = lineSegment(-w * 0.3, 0, -w * 0.42, h * 0.6, PALETTE.navy, 8) + lineSegment(w * 0.3, 0, w * 0.42, h * 0.6, PALETTE.navy, 8) + lineSegment(0, 0, 0, h * 0.5, PALETTE.navyM, 7);
  s += rect(-w / 2, -h, w, h, 10, PALETTE.navy) + rect(-w / 2 + 8, -h + 8, w - 16, h - 16, 6, '#ffffff');
  s += rect(-w / 2 - 6, -8, w + 12, 10, 4, PALETTE.navyM);
  const x = -w / 2 + 22, y = -h + 22;
  s += polyline([[x, y + h * 0.55], [x + w * 0.1, y + h * 0.38], [x + w * 0.2, y + h * 0.45], [x + w * 0.32, y + h * 0.2], [x + w * 0.42, y + h * 0.1]], o.line || PALETTE.teal, 5);
  s += svgPath(`M${oneDecimal(x + w * 0.42)} ${oneDecimal(y + h * 0.1)}l-14 2l10 10z`, o.line || PALETTE.teal);
  const notes = [PALETTE.goldL, PALETTE.tealL, '#f0b7a6', PALETTE.skyD];
  for (let i = 0; i < 4; i++) s += group(rect(-22, -22, 44, 44, 4, notes[i]) + rect(-14, -8, 28, 4, 2, '#ffffff', 'fill-opacity="0.7"') + rect(-14, 2, 20, 4, 2, '#ffffff', 'fill-opacity="0.7"'), w * 0.08 + (i % 2) * 58, -h + 50 + Math.floor(i / 2) * 58, 1, (i - 1.5) * 4);
  s += rect(x, -h + h * 0.78, w * 0.3, 5, 2.5, PALETTE.skyD);
  return s;
}

export function books(k = 1) {
  const spec = [[PALETTE.teal, 200, 34], [PALETTE.navy, 180, 30], [PALETTE.gold, 210, 28], [PALETTE.rose, 170, 30]];
  let s = '', y = 0;
  spec.forEach(([c, w, h], i) => {
    const dx = (i % 2 ? 10 : -8) * k;
    s += rect(-w / 2 * k + dx, y - h * k, w * k, h * k, 6 * k, c) + rect(-w / 2 * k + dx + 8 * k, y - h * k + 6 * k, w * k - 16 * k, h * k - 12 * k, 3 * k, '#ffffff', 'fill-opacity="0.9"').replace('width', 'width') + rect(-w / 2 * k + dx, y - h * k, 18 * k, h * k, 4 * k, c);
    y -= h * k;
  });
  return s;
}

export function gradCap(k = 1) {
  let s = svgPath(`M${oneDecimal(-60 * k)} ${oneDecimal(-6 * k)}V${oneDecimal(40 * k)}Q0 ${oneDecimal(70 * k)} ${oneDecimal(60 * k)} ${oneDecimal(40 * k)}V${oneDecimal(-6 * k)}Z`, PALETTE.navyM);
  s += svgPath(`M0 ${oneDecimal(-56 * k)}L${oneDecimal(120 * k)} 0L0 ${oneDecimal(56 * k)}L${oneDecimal(-120 * k)} 0Z`, 'url(#gNavy)');
  s += svgPath(`M0 ${oneDecimal(-56 * k)}L${oneDecimal(120 * k)} 0L0 ${oneDecimal(10 * k)}Z`, '#ffffff', 'fill-opacity="0.08"');
  s += strokePath(`M0 0L${oneDecimal(84 * k)} ${oneDecimal(10 * k)}V${oneDecimal(70 * k)}`, PALETTE.gold, 4 * k) + svgPath(`M${oneDecimal(76 * k)} ${oneDecimal(66 * k)}h${oneDecimal(16 * k)}l${oneDecimal(4 * k)} ${oneDecimal(26 * k)}h${oneDecimal(-24 * k)}z`, PALETTE.gold) + circle(0, 0, 7 * k, PALETTE.gold);
  return s;
}

export function leaf(L = 60, col = PALETTE.teal, vein = true) {
  return svgPath(`M0 0C${oneDecimal(L * 0.3)} ${oneDecimal(-L * 0.35)} ${oneDecimal(L * 0.75)} ${oneDecimal(-L * 0.35)} ${oneDecimal(L)} 0C${oneDecimal(L * 0.75)} ${oneDecimal(L * 0.35)} ${oneDecimal(L * 0.3)} ${oneDecimal(L * 0.35)} 0 0Z`, col) + (vein ? lineSegment(L * 0.1, 0, L * 0.8, 0, '#ffffff', 1.5, 'stroke-opacity="0.4"') : '');
}

export function sprout(hh = 120, col = PALETTE.teal) {
  return strokePath(`M0 0C0 ${oneDecimal(-hh * 0.4)} ${oneDecimal(-hh * 0.05)} ${oneDecimal(-hh * 0.6)} 0 ${oneDecimal(-hh * 0.75)}`, PALETTE.tealD, hh * 0.05) +
    group(leaf(hh * 0.5, col), 0, -hh * 0.6, 1, -35) + group(leaf(hh * 0.42, PALETTE.tealM), 0, -hh * 0.45, 1, -150) + group(leaf(hh * 0.35, PALETTE.tealL), 0, -hh * 0.72, 1, -80);
}

export function snowflake(r = 30, col = '#ffffff', op = 0.9) {
  let s = '';
  for (let i = 0; i < 6; i++) {
    const a = (i * 60 * Math.PI) / 180, cx = Math.cos(a), sy = Math.sin(a);
    s += lineSegment(0, 0, cx * r, sy * r, col, r * 0.09);
    const bx = cx * r * 0.6, by = sy * r * 0.6;
    for (const d of [-0.6, 0.6]) s += lineSegment(bx, by, bx + Math.cos(a + d) * r * 0.3, by + Math.sin(a + d) * r * 0.3, col, r * 0.08);
  }
  return `<g opacity="${op}">${s}</g>`;
}

export function coat(k = 1, col = PALETTE.teal, lining = PALETTE.goldL) {
  let s = svgPath(`M${oneDecimal(-30 * k)} ${oneDecimal(-100 * k)}Q0 ${oneDecimal(-88 * k)} ${oneDecimal(30 * k)} ${oneDecimal(-100 * k)}L${oneDecimal(70 * k)} ${oneDecimal(-80 * k)}L${oneDecimal(84 * k)} ${oneDecimal(10 * k)}L${oneDecimal(62 * k)} ${oneDecimal(14 * k)}L${oneDecimal(52 * k)} ${oneDecimal(-40 * k)}L${oneDecimal(54 * k)} ${oneDecimal(80 * k)}H${oneDecimal(-54 * k)}L${oneDecimal(-52 * k)} ${oneDecimal(-40 * k)}L${oneDecimal(-62 * k)} ${oneDecimal(14 * k)}L${oneDecimal(-84 * k)} ${oneDecimal(10 * k)}L${oneDecimal(-70 * k)} ${oneDecimal(-80 * k)}Z`, col, 'stroke-linejoin="round"');
  s += svgPath(`M${oneDecimal(-30 * k)} ${oneDecimal(-100 * k)}L0 ${oneDecimal(-40 * k)}L${oneDecimal(30 * k)} ${oneDecimal(-100 * k)}Q0 ${oneDecimal(-88 * k)} ${oneDecimal(-30 * k)} ${oneDecimal(-100 * k)}Z`, lining);
  s += svgPath(`M${oneDecimal(-30 * k)} ${oneDecimal(-100 * k)}L${oneDecimal(-8 * k)} ${oneDecimal(-30 * k)}L${oneDecimal(-22 * k)} ${oneDecimal(-56 * k)}L${oneDecimal(-40 * k)} ${oneDecimal(-60 * k)}Z`, '#000', 'fill-opacity="0.18"');
  s += svgPath(`M${oneDecimal(30 * k)} ${oneDecimal(-100 * k)}L${oneDecimal(8 * k)} ${oneDecimal(-30 * k)}L${oneDecimal(22 * k)} ${oneDecimal(-56 * k)}L${oneDecimal(40 * k)} ${oneDecimal(-60 * k)}Z`, '#000', 'fill-opacity="0.18"');
  s += lineSegment(0, -40 * k, 0, 80 * k, '#000', 2 * k, 'stroke-opacity="0.2"');
  for (let i = 0; i < 3; i++) s += circle(-8 * k, -20 * k + i * 30 * k, 4 * k, PALETTE.gold);
  s += rect(-44 * k, 20 * k, 26 * k, 5 * k, 2.5 * k, '#000', 'fill-opacity="0.18"') + rect(18 * k, 20 * k, 26 * k, 5 * k, 2.5 * k, '#000', 'fill-opacity="0.18"');
  s += strokePath(`M${oneDecimal(-8 * k)} ${oneDecimal(-118 * k)}q${oneDecimal(8 * k)} ${oneDecimal(-14 * k)} ${oneDecimal(16 * k)} 0`, PALETTE.navyL, 4 * k) + lineSegment(0, -120 * k, 0, -104 * k, PALETTE.navyL, 4 * k);
  return s;
}

export function ladder(hh = 320, w = 90, col = PALETTE.gold) {
  let s = lineSegment(-w / 2, 0, -w / 2 + 10, -hh, col, 10) + lineSegment(w / 2, 0, w / 2 + 10, -hh, col, 10);
  for (let i = 1; i < 7; i++) {
    const t = i / 7;
    s += lineSegment(-w / 2 + 10 * t, -hh * t, w / 2 + 10 * t, -hh * t, col, 7);
  }
  return s;
}

export function chessPiece(k = 1, kind = 'king', col = 'url(#gNavy)') {
  let s = rect(-50 * k, -18 * k, 100 * k, 18 * k, 6 * k, col) + rect(-40 * k, -30 * k, 80 * k, 14 * k, 5 * k, col);
  if (kind === 'king') {
    s += svgPath(`M${oneDecimal(-32 * k)} ${oneDecimal(-30 * k)}L${oneDecimal(-18 * k)} ${oneDecimal(-120 * k)}H${oneDecimal(18 * k)}L${oneDecimal(32 * k)} ${oneDecimal(-30 * k)}Z`, col);
    s += rect(-34 * k, -134 * k, 68 * k, 16 * k, 8 * k, col) + svgPath(`M${oneDecimal(-26 * k)} ${oneDecimal(-134 * k)}Q0 ${oneDecimal(-190 * k)} ${oneDecimal(26 * k)} ${oneDecimal(-134 * k)}Z`, col);
    s += rect(-5 * k, -196 * k, 10 * k, 34 * k, 3 * k, PALETTE.gold) + rect(-15 * k, -186 * k, 30 * k, 10 * k, 3 * k, PALETTE.gold);
  } else {
    s += svgPath(`M${oneDecimal(-30 * k)} ${oneDecimal(-30 * k)}Q${oneDecimal(-30 * k)} ${oneDecimal(-80 * k)} ${oneDecimal(-8 * k)} ${oneDecimal(-100 * k)}L${oneDecimal(-26 * k)} ${oneDecimal(-112 * k)}Q${oneDecimal(-34 * k)} ${oneDecimal(-150 * k)} ${oneDecimal(4 * k)} ${oneDecimal(-164 * k)}Q${oneDecimal(40 * k)} ${oneDecimal(-160 * k)} ${oneDecimal(40 * k)} ${oneDecimal(-100 * k)}Q${oneDecimal(40 * k)} ${oneDecimal(-60 * k)} ${oneDecimal(30 * k)} ${oneDecimal(-30 * k)}Z`, col);
    s += circle(4 * k, -140 * k, 5 * k, '#ffffff', 'fill-opacity="0.8"');
  }
  s += rect(-30 * k, -120 * k, 10 * k, 80 * k, 5 * k, '#ffffff', 'fill-opacity="0.12"');
  return s;
}

export function gauge(r = 80, val = 0.72) {
  let s = svgPath(`M${oneDecimal(-r)} 0A${oneDecimal(r)} ${oneDecimal(r)} 0 0 1 ${oneDecimal(r)} 0`, 'none', `stroke="${PALETTE.sky}" stroke-width="${oneDecimal(r * 0.24)}" stroke-linecap="round"`);
  const a = Math.PI * (1 - val);
  s += svgPath(`M${oneDecimal(-r)} 0A${oneDecimal(r)} ${oneDecimal(r)} 0 0 1 ${oneDecimal(Math.cos(a) * r)} ${oneDecimal(-Math.sin(a) * r)}`, 'none', `stroke="url(#gTeal)" stroke-width="${oneDecimal(r * 0.24)}" stroke-linecap="round"`);
  s += lineSegment(0, 0, Math.cos(a) * r * 0.72, -Math.sin(a) * r * 0.72, PALETTE.navy, r * 0.07) + circle(0, 0, r * 0.12, PALETTE.gold);
  return s;
}

/** Covered bridge spanning `span`, origin at left deck end. */
export function coveredBridge(span = 600, hh = 150) {
  let s = '';
  s += svgPath(`M0 0Q${oneDecimal(span / 2)} ${oneDecimal(-hh * 0.35)} ${oneDecimal(span)} 0V${oneDecimal(hh * 0.12)}Q${oneDecimal(span / 2)} ${oneDecimal(-hh * 0.2)} 0 ${oneDecimal(hh * 0.12)}Z`, PALETTE.navyD);
  s += rect(-10, 0, 26, hh * 0.9, 3, PALETTE.navyD) + rect(span - 16, 0, 26, hh * 0.9, 3, PALETTE.navyD);
  s += rect(0, -hh * 0.62, span, hh * 0.62, 0, '#7a3e2f');
  s += rect(0, -hh * 0.62, span, hh * 0.62, 0, '#000', 'fill-opacity="0.1"');
  const n = 9, ww = span / n;
  for (let i = 0; i < n; i++) s += rect(i * ww + ww * 0.22, -hh * 0.5, ww * 0.56, hh * 0.26, 3, PALETTE.goldL, 'fill-opacity="0.9"');
  for (let i = 0; i <= n; i++) s += lineSegment(i * ww, -hh * 0.62, i * ww, 0, '#5e2e22', 3);
  s += svgPath(`M-24 ${oneDecimal(-hh * 0.6)}L${oneDecimal(span * 0.08)} ${oneDecimal(-hh)}H${oneDecimal(span * 0.92)}L${oneDecimal(span + 24)} ${oneDecimal(-hh * 0.6)}Z`, PALETTE.navy);
  s += svgPath(`M-24 ${oneDecimal(-hh * 0.6)}L${oneDecimal(span * 0.08)} ${oneDecimal(-hh)}H${oneDecimal(span * 0.92)}L${oneDecimal(span + 24)} ${oneDecimal(-hh * 0.6)}Z`, 'url(#hatchD)');
  s += rect(-14, -hh * 0.06, span + 28, hh * 0.08, 2, '#5e2e22');
  return s;
}
