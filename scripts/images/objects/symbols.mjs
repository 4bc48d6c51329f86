/**
 * Symbols of advice and protection, each drawn around its own origin: scales, globe, orbit, plane, passport,
 * cube, chain, puzzle, gear, light bulb, target, briefcase, shield, magnifier, clock, speech bubble, rocket, piggy bank.
 */
import { PALETTE } from '../palette.mjs';
import { uniqueId } from '../random.mjs';
import { circle, ellipse, group, lineSegment, oneDecimal, rect, strokePath, svgPath } from '../svg.mjs';

/** Scales of justice, origin at bottom centre. */
export function scales(k = 1, tilt = -6) {
  let s = svgPath(`M${oneDecimal(-80 * k)} 0Q${oneDecimal(-80 * k)} ${oneDecimal(-24 * k)} ${oneDecimal(-46 * k)} ${oneDecimal(-26 * k)}H${oneDecimal(46 * k)}Q${oneDecimal(80 * k)} ${oneDecimal(-24 * k)} ${oneDecimal(80 * k)} 0Z`, 'url(#gNavy)');
  s += rect(-10 * k, -250 * k, 20 * k, 232 * k, 7 * k, 'url(#gGold)') + rect(-10 * k, -250 * k, 7 * k, 232 * k, 3 * k, '#ffffff', 'fill-opacity="0.2"');
  const py = -228 * k, a = (tilt * Math.PI) / 180;
  s += group(rect(-138 * k, -8 * k, 276 * k, 16 * k, 8 * k, PALETTE.navy), 0, py, 1, tilt);
  s += circle(0, py, 14 * k, 'url(#gGold)') + circle(0, -262 * k, 16 * k, 'url(#gGold)');
  for (const side of [-1, 1]) {
    const px = side * 124 * k * Math.cos(a), yy = py + side * 124 * k * Math.sin(a);
    s += lineSegment(px, yy, px - 52 * k, yy + 118 * k, PALETTE.navyL, 2.5 * k) + lineSegment(px, yy, px + 52 * k, yy + 118 * k, PALETTE.navyL, 2.5 * k);
    s += svgPath(`M${oneDecimal(px - 66 * k)} ${oneDecimal(yy + 118 * k)}H${oneDecimal(px + 66 * k)}Q${oneDecimal(px + 62 * k)} ${oneDecimal(yy + 160 * k)} ${oneDecimal(px)} ${oneDecimal(yy + 160 * k)}Q${oneDecimal(px - 62 * k)} ${oneDecimal(yy + 160 * k)} ${oneDecimal(px - 66 * k)} ${oneDecimal(yy + 118 * k)}Z`, side < 0 ? 'url(#gTeal)' : 'url(#gGold)');
    s += circle(px, yy, 7 * k, PALETTE.navy);
  }
  return s;
}

export function globe(r = 120, o = {}) {
  const id = uniqueId('gl');
  let s = `<clipPath id="${id}"><circle cx="0" cy="0" r="${oneDecimal(r)}"/></clipPath>`;
  s += circle(0, 0, r, o.sea || 'url(#gNavy)');
  let g = '';
  const land = o.land || 'url(#gTealL)';
  g += svgPath(`M${oneDecimal(-r * 0.7)} ${oneDecimal(-r * 0.55)}C${oneDecimal(-r * 0.4)} ${oneDecimal(-r * 0.8)} ${oneDecimal(-r * 0.05)} ${oneDecimal(-r * 0.6)} ${oneDecimal(-r * 0.15)} ${oneDecimal(-r * 0.35)}C${oneDecimal(-r * 0.25)} ${oneDecimal(-r * 0.1)} ${oneDecimal(-r * 0.05)} ${oneDecimal(0)} ${oneDecimal(-r * 0.2)} ${oneDecimal(r * 0.25)}C${oneDecimal(-r * 0.3)} ${oneDecimal(r * 0.45)} ${oneDecimal(-r * 0.45)} ${oneDecimal(r * 0.1)} ${oneDecimal(-r * 0.55)} ${oneDecimal(-r * 0.1)}C${oneDecimal(-r * 0.7)} ${oneDecimal(-r * 0.3)} ${oneDecimal(-r * 0.95)} ${oneDecimal(-r * 0.35)} ${oneDecimal(-r * 0.7)} ${oneDecimal(-r * 0.55)}Z`, land);
  g += svgPath(`M${oneDecimal(r * 0.1)} ${oneDecimal(-r * 0.75)}C${oneDecimal(r * 0.4)} ${oneDecimal(-r * 0.85)} ${oneDecimal(r * 0.8)} ${oneDecimal(-r * 0.5)} ${oneDecimal(r * 0.7)} ${oneDecimal(-r * 0.2)}C${oneDecimal(r * 0.6)} ${oneDecimal(r * 0.05)} ${oneDecimal(r * 0.35)} ${oneDecimal(-r * 0.1)} ${oneDecimal(r * 0.3)} ${oneDecimal(r * 0.15)}C${oneDecimal(r * 0.25)} ${oneDecimal(r * 0.5)} ${oneDecimal(r * 0.55)} ${oneDecimal(r * 0.55)} ${oneDecimal(r * 0.4)} ${oneDecimal(r * 0.8)}C${oneDecimal(r * 0.2)} ${oneDecimal(r * 0.95)} ${oneDecimal(r * 0.05)} ${oneDecimal(r * 0.5)} ${oneDecimal(r * 0.08)} ${oneDecimal(r * 0.2)}C${oneDecimal(r * 0.1)} ${oneDecimal(-r * 0.1)} ${oneDecimal(-r * 0.05)} ${oneDecimal(-r * 0.5)} ${oneDecimal(r * 0.1)} ${oneDecimal(-r * 0.75)}Z`, land);
  g += svgPath(`M${oneDecimal(-r * 0.35)} ${oneDecimal(r * 0.55)}C${oneDecimal(-r * 0.2)} ${oneDecimal(r * 0.5)} ${oneDecimal(-r * 0.1)} ${oneDecimal(r * 0.7)} ${oneDecimal(-r * 0.2)} ${oneDecimal(r * 0.85)}C${oneDecimal(-r * 0.35)} ${oneDecimal(r * 0.9)} ${oneDecimal(-r * 0.45)} ${oneDecimal(r * 0.65)} ${oneDecimal(-r * 0.35)} ${oneDecimal(r * 0.55)}Z`, land);
  for (const rx of [0.35, 0.7]) g += ellipse(0, 0, r * rx, r, 'none', `stroke="#ffffff" stroke-opacity="0.25" stroke-width="${oneDecimal(r * 0.015)}"`);
  g += lineSegment(0, -r, 0, r, '#ffffff', r * 0.015, 'stroke-opacity="0.25"');
  for (const yy of [-0.5, 0, 0.5]) g += lineSegment(-r, yy * r, r, yy * r, '#ffffff', r * 0.015, 'stroke-opacity="0.25"');
  g += svgPath(`M${oneDecimal(r * 0.2)} ${oneDecimal(-r)}A${oneDecimal(r)} ${oneDecimal(r)} 0 0 1 ${oneDecimal(r * 0.2)} ${oneDecimal(r)}A${oneDecimal(r * 0.75)} ${oneDecimal(r)} 0 0 0 ${oneDecimal(r * 0.2)} ${oneDecimal(-r)}Z`, '#000', 'fill-opacity="0.14"');
  s += `<g clip-path="url(#${id})">${g}<circle cx="${oneDecimal(-r * 0.5)}" cy="${oneDecimal(-r * 0.5)}" r="${oneDecimal(r * 0.75)}" fill="#ffffff" fill-opacity="0.08"/></g>`;
  return s;
}

export function orbit(rx, ry, col = PALETTE.gold, rot = -18, dash = false) {
  return `<ellipse cx="0" cy="0" rx="${oneDecimal(rx)}" ry="${oneDecimal(ry)}" fill="none" stroke="${col}" stroke-width="4" transform="rotate(${rot})"${dash ? ' stroke-dasharray="14 12" stroke-linecap="round"' : ''}/>`;
}

export function plane(k = 1, col = '#ffffff') {
  return svgPath(`M${oneDecimal(-40 * k)} ${oneDecimal(4 * k)}L${oneDecimal(30 * k)} ${oneDecimal(-4 * k)}Q${oneDecimal(44 * k)} ${oneDecimal(-4 * k)} ${oneDecimal(44 * k)} 0Q${oneDecimal(44 * k)} ${oneDecimal(4 * k)} ${oneDecimal(30 * k)} ${oneDecimal(5 * k)}L${oneDecimal(-40 * k)} ${oneDecimal(8 * k)}Z`, col) +
    svgPath(`M${oneDecimal(-2 * k)} 0L${oneDecimal(-22 * k)} ${oneDecimal(-30 * k)}H${oneDecimal(-12 * k)}L${oneDecimal(16 * k)} ${oneDecimal(-2 * k)}Z`, col) + svgPath(`M${oneDecimal(-2 * k)} ${oneDecimal(6 * k)}L${oneDecimal(-20 * k)} ${oneDecimal(32 * k)}H${oneDecimal(-10 * k)}L${oneDecimal(16 * k)} ${oneDecimal(6 * k)}Z`, col) +
    svgPath(`M${oneDecimal(-36 * k)} ${oneDecimal(4 * k)}L${oneDecimal(-44 * k)} ${oneDecimal(-12 * k)}H${oneDecimal(-38 * k)}L${oneDecimal(-28 * k)} ${oneDecimal(2 * k)}Z`, col);
}

export function passport(w = 150, h = 210) {
  const x = -w / 2, y = -h / 2;
  let s = rect(x + 8, y + 6, w, h, 12, '#0a2030') + rect(x, y, w, h, 12, 'url(#gNavy)');
  s += rect(x, y, w * 0.08, h, 0, '#000', 'fill-opacity="0.15"');
  s += circle(0, y + h * 0.45, w * 0.26, 'none', `stroke="${PALETTE.goldL}" stroke-width="4"`);
  s += ellipse(0, y + h * 0.45, w * 0.12, w * 0.26, 'none', `stroke="${PALETTE.goldL}" stroke-width="3"`);
  s += lineSegment(-w * 0.26, y + h * 0.45, w * 0.26, y + h * 0.45, PALETTE.goldL, 3);
  s += rect(-w * 0.28, y + h * 0.16, w * 0.56, 7, 3.5, PALETTE.goldL) + rect(-w * 0.2, y + h * 0.76, w * 0.4, 6, 3, PALETTE.goldL) + rect(-w * 0.14, y + h * 0.82, w * 0.28, 5, 2.5, PALETTE.goldL, 'fill-opacity="0.7"');
  return s;
}

/** Isometric cube, origin at its centre. */
export function cubeIso(e = 50, top = PALETTE.tealL, left = PALETTE.teal, right = PALETTE.tealD) {
  const c = e * 0.866;
  return svgPath(`M0 ${oneDecimal(-e)}L${oneDecimal(c)} ${oneDecimal(-e / 2)}L0 0L${oneDecimal(-c)} ${oneDecimal(-e / 2)}Z`, top, 'stroke-linejoin="round"') +
    svgPath(`M${oneDecimal(-c)} ${oneDecimal(-e / 2)}L0 0V${oneDecimal(e)}L${oneDecimal(-c)} ${oneDecimal(e / 2)}Z`, left) +
    svgPath(`M0 0L${oneDecimal(c)} ${oneDecimal(-e / 2)}V${oneDecimal(e / 2)}L0 ${oneDecimal(e)}Z`, right);
}

export function chainLink(x1, y1, x2, y2, col = PALETTE.goldL, sw = 7) {
  const a = (Math.atan2(y2 - y1, x2 - x1) * 180) / Math.PI, L = Math.hypot(x2 - x1, y2 - y1);
  const lw = L * 0.42, lh = sw * 2.6;
  return group(rect(-L * 0.5 + sw, -lh / 2, lw, lh, lh / 2, 'none', `stroke="${col}" stroke-width="${oneDecimal(sw)}"`) + rect(L * 0.5 - sw - lw, -lh / 2, lw, lh, lh / 2, 'none', `stroke="${col}" stroke-width="${oneDecimal(sw)}"`) + lineSegment(-L * 0.12, 0, L * 0.12, 0, col, sw), (x1 + x2) / 2, (y1 + y2) / 2, 1, a);
}

/** Jigsaw piece path (S = side). edges t,r,b,l: 1 knob out, -1 notch in, 0 flat. */
function puzzlePath(S, e) {
  const k = S * 0.16, a = S * 0.35, b = S * 0.65;
  const arc = (v, x, y) => (v ? `L${oneDecimal(x.a)} ${oneDecimal(y.a)}A${oneDecimal(k)} ${oneDecimal(k)} 0 1 ${v > 0 ? 1 : 0} ${oneDecimal(x.b)} ${oneDecimal(y.b)}` : '');
  let d = `M0 0`;
  d += arc(e[0], { a, b }, { a: 0, b: 0 }) + `L${oneDecimal(S)} 0`;
  d += arc(e[1], { a: S, b: S }, { a, b }) + `L${oneDecimal(S)} ${oneDecimal(S)}`;
  d += arc(e[2], { a: b, b: a }, { a: S, b: S }) + `L0 ${oneDecimal(S)}`;
  d += arc(e[3], { a: 0, b: 0 }, { a: b, b: a }) + 'Z';
  return d;
}
export function puzzle(S, edges, fill, shade = true) {
  let s = svgPath(puzzlePath(S, edges), fill, 'transform="translate(' + oneDecimal(-S / 2) + ' ' + oneDecimal(-S / 2) + ')"');
  if (shade) s += svgPath(puzzlePath(S, edges), 'url(#hatchD)', 'transform="translate(' + oneDecimal(-S / 2) + ' ' + oneDecimal(-S / 2) + ')"');
  return s;
}

export function gear(r = 60, teeth = 9, fill = 'url(#gTeal)', hole = PALETTE.cream) {
  let d = '';
  const n = teeth, ri = r * 0.8;
  for (let i = 0; i < n; i++) {
    const a0 = (i / n) * Math.PI * 2, dw = (Math.PI / n) * 0.55, db = (Math.PI / n) * 0.8;
    const pts = [[ri, a0 - db], [r, a0 - dw], [r, a0 + dw], [ri, a0 + db]];
    pts.forEach(([rr, a], j) => (d += `${i === 0 && j === 0 ? 'M' : 'L'}${oneDecimal(Math.cos(a) * rr)} ${oneDecimal(Math.sin(a) * rr)}`));
  }
  return svgPath(d + 'Z', fill, `stroke="${fill.startsWith('url') ? PALETTE.teal : fill}" stroke-width="${oneDecimal(r * 0.06)}" stroke-linejoin="round"`) + circle(0, 0, r * 0.62, '#ffffff', 'fill-opacity="0.12"') + circle(0, 0, r * 0.3, hole);
}

export function lightbulb(k = 1, rays = true) {
  let s = '';
  if (rays) for (let i = 0; i < 7; i++) {
    const a = (-180 + 15 + i * 25) * (Math.PI / 180) + Math.PI / 12;
    const aa = -Math.PI + 0.35 + i * ((Math.PI - 0.7) / 6);
    s += lineSegment(Math.cos(aa) * 92 * k, -70 * k + Math.sin(aa) * 92 * k, Math.cos(aa) * 118 * k, -70 * k + Math.sin(aa) * 118 * k, PALETTE.gold, 7 * k);
    void a;
  }
  s += circle(0, -70 * k, 110 * k, 'url(#gGlow)', 'fill-opacity="0.6"');
  s += svgPath(`M${oneDecimal(-28 * k)} ${oneDecimal(-8 * k)}C${oneDecimal(-30 * k)} ${oneDecimal(-26 * k)} ${oneDecimal(-62 * k)} ${oneDecimal(-42 * k)} ${oneDecimal(-62 * k)} ${oneDecimal(-78 * k)}A${oneDecimal(62 * k)} ${oneDecimal(62 * k)} 0 1 1 ${oneDecimal(62 * k)} ${oneDecimal(-78 * k)}C${oneDecimal(62 * k)} ${oneDecimal(-42 * k)} ${oneDecimal(30 * k)} ${oneDecimal(-26 * k)} ${oneDecimal(28 * k)} ${oneDecimal(-8 * k)}Z`, 'url(#gGoldL)');
  s += svgPath(`M${oneDecimal(-38 * k)} ${oneDecimal(-100 * k)}A${oneDecimal(44 * k)} ${oneDecimal(44 * k)} 0 0 1 ${oneDecimal(-6 * k)} ${oneDecimal(-128 * k)}`, 'none', `stroke="#ffffff" stroke-width="${oneDecimal(8 * k)}" stroke-linecap="round" stroke-opacity="0.7"`);
  s += strokePath(`M${oneDecimal(-14 * k)} ${oneDecimal(-10 * k)}V${oneDecimal(-50 * k)}L${oneDecimal(-22 * k)} ${oneDecimal(-66 * k)}M${oneDecimal(14 * k)} ${oneDecimal(-10 * k)}V${oneDecimal(-50 * k)}L${oneDecimal(22 * k)} ${oneDecimal(-66 * k)}M${oneDecimal(-22 * k)} ${oneDecimal(-66 * k)}Q0 ${oneDecimal(-80 * k)} ${oneDecimal(22 * k)} ${oneDecimal(-66 * k)}`, PALETTE.goldD, 3.5 * k);
  for (let i = 0; i < 3; i++) s += rect(-30 * k + i * 2 * k, -8 * k + i * 14 * k, 60 * k - i * 4 * k, 12 * k, 6 * k, i % 2 ? PALETTE.navyL : PALETTE.navy);
  s += svgPath(`M${oneDecimal(-16 * k)} ${oneDecimal(34 * k)}H${oneDecimal(16 * k)}L${oneDecimal(8 * k)} ${oneDecimal(44 * k)}H${oneDecimal(-8 * k)}Z`, PALETTE.navy);
  return s;
}

export function target(r = 100, arrow = true) {
  let s = '';
  const cols = ['url(#gNavy)', '#ffffff', 'url(#gTeal)', '#ffffff', 'url(#gGold)'];
  cols.forEach((c, i) => (s += circle(0, 0, r * (1 - i * 0.19), c)));
  if (arrow) {
    s += group(lineSegment(0, 0, r * 1.3, 0, PALETTE.navyD, r * 0.06) + svgPath(`M${oneDecimal(r * 1.15)} 0L${oneDecimal(r * 1.45)} ${oneDecimal(-r * 0.2)}H${oneDecimal(r * 1.55)}L${oneDecimal(r * 1.3)} 0L${oneDecimal(r * 1.55)} ${oneDecimal(r * 0.2)}H${oneDecimal(r * 1.45)}Z`, PALETTE.rose) + svgPath(`M${oneDecimal(-r * 0.02)} 0L${oneDecimal(r * 0.14)} ${oneDecimal(-r * 0.08)}V${oneDecimal(r * 0.08)}Z`, PALETTE.navyD), 0, 0, 1, -35);
  }
  return s;
}

export function briefcase(w = 200, h = 150, body = 'url(#gNavy)') {
  const x = -w / 2, y = -h / 2;
  let s = rect(-w * 0.2, y - h * 0.2, w * 0.4, h * 0.28, h * 0.08, 'none', `stroke="${PALETTE.navyD}" stroke-width="${oneDecimal(w * 0.05)}"`);
  s += rect(x, y, w, h, w * 0.07, body);
  s += rect(x, y + h * 0.38, w, h * 0.1, 0, '#000', 'fill-opacity="0.18"');
  s += rect(-w * 0.08, y + h * 0.32, w * 0.16, h * 0.22, 4, 'url(#gGold)');
  s += rect(x + w * 0.04, y + h * 0.06, w * 0.92, h * 0.12, 6, '#ffffff', 'fill-opacity="0.1"');
  return s;
}

export function shield(k = 1, fill = 'url(#gTeal)', check = true) {
  let s = svgPath(`M0 ${oneDecimal(-70 * k)}L${oneDecimal(58 * k)} ${oneDecimal(-48 * k)}V${oneDecimal(2 * k)}C${oneDecimal(58 * k)} ${oneDecimal(40 * k)} ${oneDecimal(30 * k)} ${oneDecimal(62 * k)} 0 ${oneDecimal(76 * k)}C${oneDecimal(-30 * k)} ${oneDecimal(62 * k)} ${oneDecimal(-58 * k)} ${oneDecimal(40 * k)} ${oneDecimal(-58 * k)} ${oneDecimal(2 * k)}V${oneDecimal(-48 * k)}Z`, fill);
  s += svgPath(`M0 ${oneDecimal(-70 * k)}L${oneDecimal(58 * k)} ${oneDecimal(-48 * k)}V${oneDecimal(2 * k)}C${oneDecimal(58 * k)} ${oneDecimal(40 * k)} ${oneDecimal(30 * k)} ${oneDecimal(62 * k)} 0 ${oneDecimal(76 * k)}Z`, '#000', 'fill-opacity="0.12"');
  s += svgPath(`M0 ${oneDecimal(-56 * k)}L${oneDecimal(44 * k)} ${oneDecimal(-39 * k)}V${oneDecimal(0)}C${oneDecimal(44 * k)} ${oneDecimal(30 * k)} ${oneDecimal(22 * k)} ${oneDecimal(48 * k)} 0 ${oneDecimal(60 * k)}C${oneDecimal(-22 * k)} ${oneDecimal(48 * k)} ${oneDecimal(-44 * k)} ${oneDecimal(30 * k)} ${oneDecimal(-44 * k)} 0V${oneDecimal(-39 * k)}Z`, 'none', `stroke="#ffffff" stroke-opacity="0.35" stroke-width="${oneDecimal(3 * k)}"`);
  if (check) s += strokePath(`M${oneDecimal(-22 * k)} ${oneDecimal(2 * k)}L${oneDecimal(-6 * k)} ${oneDecimal(18 * k)}L${oneDecimal(24 * k)} ${oneDecimal(-16 * k)}`, '#ffffff', 11 * k);
  return s;
}

export function magnifier(r = 60, tilt = 40) {
  let s = group(rect(r * 0.95, -r * 0.16, r * 1.1, r * 0.32, r * 0.16, PALETTE.navy) + rect(r * 0.88, -r * 0.2, r * 0.24, r * 0.4, r * 0.08, 'url(#gGold)'), 0, 0, 1, tilt);
  s += circle(0, 0, r, PALETTE.sky, 'fill-opacity="0.55"');
  s += svgPath(`M${oneDecimal(-r * 0.6)} ${oneDecimal(-r * 0.2)}A${oneDecimal(r * 0.65)} ${oneDecimal(r * 0.65)} 0 0 1 ${oneDecimal(-r * 0.15)} ${oneDecimal(-r * 0.62)}`, 'none', `stroke="#ffffff" stroke-width="${oneDecimal(r * 0.1)}" stroke-linecap="round" stroke-opacity="0.85"`);
  s += circle(0, 0, r, 'none', `stroke="url(#gNavy)" stroke-width="${oneDecimal(r * 0.18)}"`);
  return s;
}

export function clock(r = 60, hh = 300, mm = 60) {
  let s = circle(0, r * 0.06, r, PALETTE.navyD, 'fill-opacity="0.2"') + circle(0, 0, r, 'url(#gNavy)') + circle(0, 0, r * 0.84, '#ffffff');
  for (let i = 0; i < 12; i++) {
    const a = (i / 12) * Math.PI * 2;
    s += lineSegment(Math.cos(a) * r * 0.66, Math.sin(a) * r * 0.66, Math.cos(a) * r * 0.74, Math.sin(a) * r * 0.74, i % 3 ? PALETTE.skyD : PALETTE.navy, r * 0.05);
  }
  s += group(lineSegment(0, 0, 0, -r * 0.4, PALETTE.navy, r * 0.08), 0, 0, 1, hh) + group(lineSegment(0, 0, 0, -r * 0.58, PALETTE.teal, r * 0.06), 0, 0, 1, mm);
  s += circle(0, 0, r * 0.08, PALETTE.gold);
  return s;
}


export function speech(w = 180, h = 110, fill = '#ffffff', tail = 'left', content = 'lines', acc = PALETTE.teal) {
  const x = -w / 2, y = -h / 2;
  let s = rect(x, y, w, h, h * 0.3, fill);
  const tx = tail === 'left' ? x + w * 0.2 : x + w * 0.8, dir = tail === 'left' ? -1 : 1;
  s += svgPath(`M${oneDecimal(tx - 14)} ${oneDecimal(y + h - 2)}L${oneDecimal(tx + dir * 18)} ${oneDecimal(y + h + 28)}L${oneDecimal(tx + 18)} ${oneDecimal(y + h - 2)}Z`, fill);
  if (content === 'dots') for (let i = 0; i < 3; i++) s += circle((i - 1) * w * 0.2, 0, h * 0.09, i === 1 ? acc : PALETTE.skyD);
  else if (content === 'lines') s += rect(x + w * 0.16, y + h * 0.3, w * 0.6, h * 0.1, h * 0.05, acc) + rect(x + w * 0.16, y + h * 0.52, w * 0.45, h * 0.1, h * 0.05, PALETTE.skyD);
  else if (content === 'check') s += strokePath(`M${oneDecimal(-w * 0.14)} 0L${oneDecimal(-w * 0.03)} ${oneDecimal(h * 0.16)}L${oneDecimal(w * 0.16)} ${oneDecimal(-h * 0.16)}`, acc, h * 0.12);
  else if (content === 'q') s += strokePath(`M${oneDecimal(-h * 0.14)} ${oneDecimal(-h * 0.14)}Q${oneDecimal(-h * 0.14)} ${oneDecimal(-h * 0.3)} 0 ${oneDecimal(-h * 0.3)}Q${oneDecimal(h * 0.15)} ${oneDecimal(-h * 0.3)} ${oneDecimal(h * 0.15)} ${oneDecimal(-h * 0.14)}Q${oneDecimal(h * 0.15)} ${oneDecimal(-h * 0.02)} 0 ${oneDecimal(h * 0.04)}V${oneDecimal(h * 0.1)}`, acc, h * 0.1) + circle(0, h * 0.25, h * 0.06, acc);
  return s;
}

export function rocket(k = 1) {
  let s = svgPath(`M${oneDecimal(-22 * k)} ${oneDecimal(40 * k)}Q0 ${oneDecimal(120 * k)} ${oneDecimal(22 * k)} ${oneDecimal(40 * k)}Z`, 'url(#gGlow)');
  s += svgPath(`M${oneDecimal(-14 * k)} ${oneDecimal(40 * k)}Q0 ${oneDecimal(95 * k)} ${oneDecimal(14 * k)} ${oneDecimal(40 * k)}Z`, PALETTE.gold) + svgPath(`M${oneDecimal(-7 * k)} ${oneDecimal(40 * k)}Q0 ${oneDecimal(72 * k)} ${oneDecimal(7 * k)} ${oneDecimal(40 * k)}Z`, '#fff3d6');
  s += svgPath(`M${oneDecimal(-30 * k)} ${oneDecimal(10 * k)}L${oneDecimal(-58 * k)} ${oneDecimal(46 * k)}L${oneDecimal(-26 * k)} ${oneDecimal(40 * k)}Z`, PALETTE.rose) + svgPath(`M${oneDecimal(30 * k)} ${oneDecimal(10 * k)}L${oneDecimal(58 * k)} ${oneDecimal(46 * k)}L${oneDecimal(26 * k)} ${oneDecimal(40 * k)}Z`, '#b9654f');
  s += svgPath(`M0 ${oneDecimal(-110 * k)}C${oneDecimal(36 * k)} ${oneDecimal(-80 * k)} ${oneDecimal(38 * k)} ${oneDecimal(-20 * k)} ${oneDecimal(28 * k)} ${oneDecimal(44 * k)}H${oneDecimal(-28 * k)}C${oneDecimal(-38 * k)} ${oneDecimal(-20 * k)} ${oneDecimal(-36 * k)} ${oneDecimal(-80 * k)} 0 ${oneDecimal(-110 * k)}Z`, '#ffffff');
  s += svgPath(`M0 ${oneDecimal(-110 * k)}C${oneDecimal(36 * k)} ${oneDecimal(-80 * k)} ${oneDecimal(38 * k)} ${oneDecimal(-20 * k)} ${oneDecimal(28 * k)} ${oneDecimal(44 * k)}H0Z`, PALETTE.skyD, 'fill-opacity="0.6"');
  s += svgPath(`M0 ${oneDecimal(-110 * k)}C${oneDecimal(14 * k)} ${oneDecimal(-98 * k)} ${oneDecimal(24 * k)} ${oneDecimal(-86 * k)} ${oneDecimal(30 * k)} ${oneDecimal(-70 * k)}H${oneDecimal(-30 * k)}C${oneDecimal(-24 * k)} ${oneDecimal(-86 * k)} ${oneDecimal(-14 * k)} ${oneDecimal(-98 * k)} 0 ${oneDecimal(-110 * k)}Z`, PALETTE.rose);
  s += circle(0, -30 * k, 15 * k, PALETTE.navy) + circle(0, -30 * k, 10 * k, PALETTE.tealL) + circle(-3 * k, -33 * k, 3.5 * k, '#ffffff', 'fill-opacity="0.7"');
  s += rect(-4 * k, 10 * k, 8 * k, 34 * k, 4 * k, PALETTE.navy);
  return s;
}

export function piggy(k = 1, body = 'url(#gRose)') {
  let s = rect(-52 * k, 20 * k, 20 * k, 40 * k, 8 * k, '#b9654f') + rect(28 * k, 20 * k, 20 * k, 40 * k, 8 * k, '#b9654f');
  s += strokePath(`M${oneDecimal(-88 * k)} ${oneDecimal(-6 * k)}c${oneDecimal(-18 * k)} ${oneDecimal(-4 * k)} ${oneDecimal(-18 * k)} ${oneDecimal(-22 * k)} ${oneDecimal(-4 * k)} ${oneDecimal(-20 * k)}`, '#c96b55', 5 * k);
  s += ellipse(0, 0, 92 * k, 64 * k, body);
  s += svgPath(`M${oneDecimal(30 * k)} ${oneDecimal(-52 * k)}L${oneDecimal(44 * k)} ${oneDecimal(-88 * k)}L${oneDecimal(62 * k)} ${oneDecimal(-44 * k)}Z`, '#c96b55');
  s += rect(-46 * k, 36 * k, 20 * k, 28 * k, 8 * k, '#c96b55') + rect(32 * k, 36 * k, 20 * k, 28 * k, 8 * k, '#c96b55');
  s += ellipse(88 * k, 4 * k, 16 * k, 20 * k, '#e7a692') + circle(84 * k, 0, 3 * k, '#8b4434') + circle(93 * k, 8 * k, 3 * k, '#8b4434');
  s += circle(56 * k, -18 * k, 6 * k, PALETTE.navyD) + circle(58 * k, -20 * k, 2 * k, '#ffffff');
  s += rect(-22 * k, -62 * k, 44 * k, 9 * k, 4.5 * k, '#8b4434');
  s += ellipse(-30 * k, -30 * k, 28 * k, 14 * k, '#ffffff', 'fill-opacity="0.2"');
  return s;
}
