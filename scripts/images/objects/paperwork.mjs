/**
 * Objects of paperwork and money, each drawn around its own origin: paper, seal, star, calculator, charts,
 * coins, compass, stamps, calendar, folder, clipboard, download badge, phone and envelope.
 */
import { PALETTE } from '../palette.mjs';
import { randomBetween } from '../random.mjs';
import {
  circle, ellipse, extraAttributes, group, lineSegment, oneDecimal, polyline, rect, strokePath, svgPath,
} from '../svg.mjs';
import { cubeIso } from './symbols.mjs';

/* Object library (each drawn around its own origin) */

/** Sheet of paper, centred on origin. */
export function paper({ w = 160, h = 210, variant = 'lines', head = PALETTE.teal, acc = PALETTE.gold, fold = true, fill = 'url(#gPaper)' } = {}) {
  const x = -w / 2, y = -h / 2, k = Math.min(w, h) * 0.16, rr = Math.min(w, h) * 0.05;
  let s = fold
    ? svgPath(`M${oneDecimal(x + rr)} ${oneDecimal(y)}H${oneDecimal(x + w - k)}L${oneDecimal(x + w)} ${oneDecimal(y + k)}V${oneDecimal(y + h - rr)}Q${oneDecimal(x + w)} ${oneDecimal(y + h)} ${oneDecimal(x + w - rr)} ${oneDecimal(y + h)}H${oneDecimal(x + rr)}Q${oneDecimal(x)} ${oneDecimal(y + h)} ${oneDecimal(x)} ${oneDecimal(y + h - rr)}V${oneDecimal(y + rr)}Q${oneDecimal(x)} ${oneDecimal(y)} ${oneDecimal(x + rr)} ${oneDecimal(y)}Z`, fill) +
      svgPath(`M${oneDecimal(x + w - k)} ${oneDecimal(y)}V${oneDecimal(y + k - rr)}Q${oneDecimal(x + w - k)} ${oneDecimal(y + k)} ${oneDecimal(x + w - k + rr)} ${oneDecimal(y + k)}H${oneDecimal(x + w)}Z`, PALETTE.cream2)
    : rect(x, y, w, h, rr, fill);
  const px = x + w * 0.13, pw = w * 0.74, lh = Math.max(3, h * 0.026);
  if (variant === 'pdf') {
    s += rect(x - w * 0.06, y + h * 0.1, w * 0.44, h * 0.13, h * 0.02, acc);
    for (let i = 0; i < 3; i++) s += rect(x + w * 0.0 + i * w * 0.11, y + h * 0.145, w * 0.07, h * 0.05, 2, '#ffffff', 'fill-opacity="0.9"');
  } else {
    s += rect(px, y + h * 0.1, pw * 0.46, lh * 1.6, lh * 0.8, head);
    s += rect(px, y + h * 0.1 + lh * 2.6, pw * 0.28, lh, lh / 2, PALETTE.skyD);
  }
  const top = y + h * 0.27, bottom = y + h * 0.9;
  if (variant === 'lines' || variant === 'pdf' || variant === 'seal') {
    const n = variant === 'seal' ? 5 : 8;
    const step = (bottom - top) / (n + (variant === 'seal' ? 3 : 0.5));
    for (let i = 0; i < n; i++) s += rect(px, top + i * step, pw * (i % 4 === 3 ? 0.55 : randomBetween(0.75, 1)), lh, lh / 2, PALETTE.line);
    if (variant === 'seal') s += group(seal(h * 0.13, acc), x + w * 0.7, y + h * 0.78);
  } else if (variant === 'form') {
    const rows = 5, step = (bottom - top) / rows;
    for (let i = 0; i < rows; i++) {
      const yy = top + i * step;
      s += rect(px, yy, pw * 0.3, lh, lh / 2, PALETTE.skyD);
      s += rect(px, yy + lh * 1.8, pw * 0.58, step * 0.42, 4, 'none', `stroke="${PALETTE.skyD}" stroke-width="1.6"`);
      s += rect(px + pw * 0.64, yy + lh * 1.8, pw * 0.36, step * 0.42, 4, i === 2 ? PALETTE.goldP : 'none', `stroke="${i === 2 ? acc : PALETTE.skyD}" stroke-width="1.6"`);
      if (i % 2 === 0) s += rect(px + 6, yy + lh * 1.8 + step * 0.15, pw * randomBetween(0.2, 0.4), lh * 0.9, lh / 2, PALETTE.navyL, 'fill-opacity="0.55"');
    }
    s += strokePath(`M${oneDecimal(px + pw * 0.55)} ${oneDecimal(bottom - 4)}q${oneDecimal(pw * 0.08)} ${oneDecimal(-lh * 4)} ${oneDecimal(pw * 0.14)} 0t${oneDecimal(pw * 0.14)} 0t${oneDecimal(pw * 0.14)} 0`, head, Math.max(1.5, lh * 0.5));
  } else if (variant === 'chart') {
    for (let i = 0; i < 3; i++) s += rect(px, top + i * lh * 2.6, pw * (i === 2 ? 0.6 : 1), lh, lh / 2, PALETTE.line);
    const by = bottom, bh = (bottom - top) * 0.55, n = 5, bw = pw / (n * 1.6);
    for (let i = 0; i < n; i++) {
      const hh = bh * (0.3 + i * 0.16) * randomBetween(0.85, 1.05);
      s += rect(px + i * bw * 1.6, by - hh, bw, hh, bw * 0.25, i === n - 1 ? acc : i % 2 ? PALETTE.tealM : PALETTE.navyL);
    }
  } else if (variant === 'check') {
    const rows = 5, step = (bottom - top) / rows;
    for (let i = 0; i < rows; i++) {
      const yy = top + i * step, bs = step * 0.5;
      s += rect(px, yy, bs, bs, bs * 0.25, i < 3 ? PALETTE.tealP : 'none', `stroke="${PALETTE.tealM}" stroke-width="1.8"`);
      if (i < 3) s += strokePath(`M${oneDecimal(px + bs * 0.22)} ${oneDecimal(yy + bs * 0.52)}l${oneDecimal(bs * 0.22)} ${oneDecimal(bs * 0.22)}l${oneDecimal(bs * 0.38)} ${oneDecimal(-bs * 0.45)}`, PALETTE.teal, Math.max(2, bs * 0.16));
      s += rect(px + bs * 1.5, yy + bs * 0.3, pw * randomBetween(0.5, 0.75), lh, lh / 2, PALETTE.line);
    }
  } else if (variant === 'table') {
    const rows = 6, cols = 3, cw = pw / cols, step = (bottom - top) / rows;
    for (let i = 0; i < rows; i++)
      for (let j = 0; j < cols; j++)
        s += rect(px + j * cw + 2, top + i * step + 2, cw - 4, step - 4, 3, i === 0 ? PALETTE.tealP : (i + j) % 3 === 0 ? PALETTE.goldP : '#f1f4f7') +
          rect(px + j * cw + 2 + cw * 0.14, top + i * step + step * 0.42, (cw - 4) * (i === 0 ? 0.5 : randomBetween(0.3, 0.65)), Math.max(2, step * 0.14), 2, i === 0 ? PALETTE.teal : j === cols - 1 ? PALETTE.gold : PALETTE.navyL, `fill-opacity="${i === 0 ? 0.9 : 0.55}"`);
  }
  return s;
}

/** Rosette seal with ribbons, centred. */
export function seal(r = 30, col = PALETTE.gold) {
  let s = svgPath(`M${oneDecimal(-r * 0.45)} ${oneDecimal(r * 0.3)}L${oneDecimal(-r * 0.75)} ${oneDecimal(r * 1.45)}L${oneDecimal(-r * 0.4)} ${oneDecimal(r * 1.25)}L${oneDecimal(-r * 0.15)} ${oneDecimal(r * 1.55)}L${oneDecimal(0)} ${oneDecimal(r * 0.5)}Z`, PALETTE.teal);
  s += svgPath(`M${oneDecimal(r * 0.45)} ${oneDecimal(r * 0.3)}L${oneDecimal(r * 0.75)} ${oneDecimal(r * 1.45)}L${oneDecimal(r * 0.4)} ${oneDecimal(r * 1.25)}L${oneDecimal(r * 0.15)} ${oneDecimal(r * 1.55)}L${oneDecimal(0)} ${oneDecimal(r * 0.5)}Z`, PALETTE.tealD);
  const n = 16;
  let d = '';
  for (let i = 0; i < n * 2; i++) {
    const a = (i / (n * 2)) * Math.PI * 2, rr = i % 2 ? r * 0.86 : r;
    d += `${i ? 'L' : 'M'}${oneDecimal(Math.cos(a) * rr)} ${oneDecimal(Math.sin(a) * rr)}`;
  }
  s += svgPath(d + 'Z', col === PALETTE.gold ? 'url(#gGold)' : col, 'stroke-linejoin="round"');
  s += circle(0, 0, r * 0.7, PALETTE.goldL);
  s += circle(0, 0, r * 0.6, 'none', `stroke="#fff7e3" stroke-width="${oneDecimal(r * 0.05)}"`);
  s += star(0, 0, r * 0.34, '#fffaf0');
  return s;
}

export function star(cx, cy, r, fill, e = '', inner = 0.45) {
  let d = '';
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5, rr = i % 2 ? r * inner : r;
    d += `${i ? 'L' : 'M'}${oneDecimal(cx + Math.cos(a) * rr)} ${oneDecimal(cy + Math.sin(a) * rr)}`;
  }
  return svgPath(d + 'Z', fill, `stroke="${fill}" stroke-width="${oneDecimal(r * 0.12)}" stroke-linejoin="round"` + extraAttributes(e));
}

export function calculator(w = 130, h = 180) {
  const x = -w / 2, y = -h / 2;
  let s = rect(x, y, w, h, w * 0.12, 'url(#gNavy)');
  s += rect(x + 3, y + 3, w - 6, h - 6, w * 0.1, 'none', 'stroke="#ffffff" stroke-opacity="0.1" stroke-width="2"');
  const sh = h * 0.2;
  s += rect(x + w * 0.1, y + h * 0.08, w * 0.8, sh, w * 0.05, '#dcefe9');
  for (let i = 0; i < 4; i++) s += rect(x + w * 0.84 - (i + 1) * w * 0.11, y + h * 0.08 + sh * 0.38, w * 0.075, sh * 0.42, 2, PALETTE.teal, `fill-opacity="${0.9 - i * 0.12}"`);
  const bx = x + w * 0.1, by = y + h * 0.08 + sh + h * 0.06, bw = w * 0.8, bh = h - (by - y) - h * 0.07;
  const cols = 4, rows = 4, g = w * 0.045, cw = (bw - g * (cols - 1)) / cols, ch = (bh - g * (rows - 1)) / rows;
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < cols; c++) {
      const fill = c === cols - 1 ? (r === rows - 1 ? PALETTE.teal : 'url(#gGold)') : r === 0 ? PALETTE.navyL : '#2e5877';
      s += rect(bx + c * (cw + g), by + r * (ch + g), cw, ch, cw * 0.25, fill);
    }
  return s;
}

/** White chart card with bars and a rising trend line. */
export function chartBoard({ w = 280, h = 200, bars = null, line = true, card = true, colors = null, acc = PALETTE.gold } = {}) {
  const x = -w / 2, y = -h / 2;
  let s = '';
  if (card) {
    s += rect(x, y, w, h, 16, 'url(#gPaper)');
    for (let i = 0; i < 3; i++) s += circle(x + 20 + i * 14, y + 18, 4.5, [PALETTE.rose, PALETTE.gold, PALETTE.tealM][i], 'fill-opacity="0.8"');
    s += rect(x + w - 90, y + 14, 70, 8, 4, PALETTE.line);
  }
  const n = bars ? bars.length : 6;
  const vals = bars || Array.from({ length: n }, (_, i) => 0.25 + (i / (n - 1)) * 0.65 * randomBetween(0.8, 1.1));
  const px = x + w * 0.1, pw = w * 0.8, base = y + h * 0.86, ph = h * (card ? 0.58 : 0.8);
  const bw = pw / (n * 1.5);
  s += lineSegment(px - 6, base, px + pw, base, PALETTE.skyD, 2);
  const pts = [];
  vals.forEach((v, i) => {
    const bx = px + i * (pw / n) + (pw / n - bw) / 2, bh = ph * Math.min(1, v);
    const col = colors ? colors[i % colors.length] : i === n - 1 ? 'url(#gGold)' : i % 2 ? 'url(#gTeal)' : 'url(#gNavy)';
    s += rect(bx, base - bh, bw, bh, Math.min(6, bw * 0.25), col);
    pts.push([bx + bw / 2, base - bh - h * 0.08]);
  });
  if (line) {
    s += polyline(pts, acc, Math.max(3, w * 0.012));
    pts.forEach(([a, b], i) => (s += circle(a, b, Math.max(4, w * 0.016), i === pts.length - 1 ? acc : '#ffffff', `stroke="${acc}" stroke-width="${oneDecimal(Math.max(2, w * 0.008))}"`)));
  }
  return s;
}

export function donut(r, parts = [0.45, 0.3, 0.25], cols = [PALETTE.teal, PALETTE.gold, PALETTE.navy], sw = null) {
  sw = sw || r * 0.42;
  const circumference = 2 * Math.PI * r;
  let s = circle(0, 0, r, 'none', `stroke="${PALETTE.sky}" stroke-width="${oneDecimal(sw)}"`);
  let off = 0;
  parts.forEach((p, i) => {
    s += `<circle cx="0" cy="0" r="${oneDecimal(r)}" fill="none" stroke="${cols[i % cols.length]}" stroke-width="${oneDecimal(sw)}" stroke-dasharray="${oneDecimal(p * circumference - 2)} ${oneDecimal(circumference)}" stroke-dashoffset="${oneDecimal(-off * circumference)}" transform="rotate(-90)"/>`;
    off += p;
  });
  return s;
}

/** Stack of coins, origin at bottom centre. */
export function coinStack(n = 5, r = 34) {
  let s = ellipse(0, 2, r * 1.15, r * 0.3, PALETTE.navyD, 'fill-opacity="0.14"');
  const th = r * 0.26;
  for (let i = 0; i < n; i++) {
    const y = -i * th;
    s += ellipse(0, y, r, r * 0.32, PALETTE.goldD);
    s += rect(-r, y - th, r * 2, th, 0, '#b8862f');
    s += ellipse(0, y - th, r, r * 0.32, i === n - 1 ? 'url(#gGold)' : '#d3a24f');
    s += lineSegment(-r, y - th * 0.5, r, y - th * 0.5, '#d9ad60', 1, 'stroke-opacity="0.5"');
  }
  const ty = -n * th;
  s += ellipse(0, ty, r * 0.68, r * 0.2, 'none', 'stroke="#f4dba6" stroke-width="2"');
  return s;
}

/** Front-facing coin with a currency glyph. */
export function coin(r = 40, face = 'dollar') {
  let s = circle(0, r * 0.08, r, PALETTE.goldD) + circle(0, 0, r, 'url(#gGold)');
  s += circle(0, 0, r * 0.78, 'none', `stroke="#f2d59c" stroke-width="${oneDecimal(r * 0.07)}"`);
  const k = r / 20, c = '#fff6e2';
  if (face === 'dollar') {
    s += strokePath(`M${oneDecimal(6 * k)} ${oneDecimal(-7 * k)}C${oneDecimal(3 * k)} ${oneDecimal(-11 * k)} ${oneDecimal(-7 * k)} ${oneDecimal(-11 * k)} ${oneDecimal(-7 * k)} ${oneDecimal(-4.5 * k)}C${oneDecimal(-7 * k)} ${oneDecimal(1 * k)} ${oneDecimal(7 * k)} ${oneDecimal(-1 * k)} ${oneDecimal(7 * k)} ${oneDecimal(5 * k)}C${oneDecimal(7 * k)} ${oneDecimal(11 * k)} ${oneDecimal(-4 * k)} ${oneDecimal(11 * k)} ${oneDecimal(-7 * k)} ${oneDecimal(7 * k)}`, c, 2.6 * k);
    s += lineSegment(0, -13 * k, 0, 13 * k, c, 2.4 * k);
  } else if (face === 'block') {
    s += group(cubeIso(8 * k, '#fff6e2', '#f2d59c', '#e6c27c'), 0, -2 * k);
  } else {
    s += star(0, 0, 8 * k, c);
  }
  return s;
}

export function compass(r = 80, ang = 30) {
  let s = circle(0, -r - r * 0.1, r * 0.13, 'none', `stroke="${PALETTE.goldD}" stroke-width="${oneDecimal(r * 0.06)}"`);
  s += circle(0, r * 0.05, r, PALETTE.goldD) + circle(0, 0, r, 'url(#gGold)');
  s += circle(0, 0, r * 0.86, PALETTE.cream) + circle(0, 0, r * 0.86, 'url(#dotsL)');
  for (let i = 0; i < 32; i++) {
    const a = (i / 32) * Math.PI * 2, big = i % 8 === 0, r1 = r * (big ? 0.66 : 0.74), r2 = r * 0.8;
    s += lineSegment(Math.cos(a) * r1, Math.sin(a) * r1, Math.cos(a) * r2, Math.sin(a) * r2, PALETTE.navy, big ? r * 0.035 : r * 0.018, `stroke-opacity="${big ? 0.8 : 0.4}"`);
  }
  s += circle(0, 0, r * 0.5, 'none', `stroke="${PALETTE.skyD}" stroke-width="${oneDecimal(r * 0.015)}"`);
  const n = r * 0.62, w = r * 0.13;
  s += group(svgPath(`M0 ${oneDecimal(-n)}L${oneDecimal(w)} 0H${oneDecimal(-w)}Z`, PALETTE.rose) + svgPath(`M0 ${oneDecimal(n)}L${oneDecimal(w)} 0H${oneDecimal(-w)}Z`, PALETTE.navy) + svgPath(`M0 ${oneDecimal(-n)}L${oneDecimal(w)} 0H0Z`, '#000', 'fill-opacity="0.12"') + svgPath(`M0 ${oneDecimal(n)}L${oneDecimal(w)} 0H0Z`, '#fff', 'fill-opacity="0.15"'), 0, 0, 1, ang);
  s += circle(0, 0, r * 0.08, 'url(#gGold)') + circle(0, 0, r * 0.035, '#fff');
  return s;
}

/** Rubber stamp, origin bottom centre. */
export function stamp(k = 1) {
  let s = ellipse(0, -150 * k, 34 * k, 30 * k, 'url(#gTeal)');
  s += ellipse(-10 * k, -160 * k, 10 * k, 7 * k, '#ffffff', 'fill-opacity="0.25"');
  s += svgPath(`M${oneDecimal(-14 * k)} ${oneDecimal(-124 * k)}H${oneDecimal(14 * k)}L${oneDecimal(22 * k)} ${oneDecimal(-72 * k)}H${oneDecimal(-22 * k)}Z`, PALETTE.tealD);
  s += rect(-62 * k, -76 * k, 124 * k, 20 * k, 10 * k, PALETTE.navy);
  s += rect(-72 * k, -58 * k, 144 * k, 42 * k, 9 * k, 'url(#gGold)');
  s += rect(-66 * k, -18 * k, 132 * k, 14 * k, 4 * k, PALETTE.navyD);
  return s;
}
export function stampMark(r = 50, col = PALETTE.teal) {
  let s = circle(0, 0, r, 'none', `stroke="${col}" stroke-width="${oneDecimal(r * 0.1)}"`);
  s += circle(0, 0, r * 0.78, 'none', `stroke="${col}" stroke-width="${oneDecimal(r * 0.035)}" stroke-dasharray="${oneDecimal(r * 0.08)} ${oneDecimal(r * 0.08)}"`);
  s += strokePath(`M${oneDecimal(-r * 0.36)} ${oneDecimal(r * 0.02)}L${oneDecimal(-r * 0.08)} ${oneDecimal(r * 0.3)}L${oneDecimal(r * 0.4)} ${oneDecimal(-r * 0.28)}`, col, r * 0.14);
  return `<g opacity="0.85">${s}</g>`;
}

export function calendar(w = 200, h = 200, hl = 10, head = PALETTE.teal) {
  const x = -w / 2, y = -h / 2, hh = h * 0.24, rr = w * 0.07;
  let s = rect(x, y, w, h, rr, 'url(#gPaper)');
  s += svgPath(`M${oneDecimal(x)} ${oneDecimal(y + hh)}V${oneDecimal(y + rr)}Q${oneDecimal(x)} ${oneDecimal(y)} ${oneDecimal(x + rr)} ${oneDecimal(y)}H${oneDecimal(x + w - rr)}Q${oneDecimal(x + w)} ${oneDecimal(y)} ${oneDecimal(x + w)} ${oneDecimal(y + rr)}V${oneDecimal(y + hh)}Z`, head === PALETTE.teal ? 'url(#gTeal)' : head);
  s += rect(x + w * 0.3, y + hh * 0.42, w * 0.4, hh * 0.22, hh * 0.11, '#ffffff', 'fill-opacity="0.85"');
  for (const rx of [x + w * 0.25, x + w * 0.75]) s += rect(rx - w * 0.03, y - h * 0.07, w * 0.06, h * 0.15, w * 0.03, PALETTE.navy);
  const cols = 7, rows = 5, gx = x + w * 0.08, gw = w * 0.84, gy = y + hh + h * 0.07, gh = h - hh - h * 0.13;
  const cw = gw / cols, ch = gh / rows;
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < cols; c++) {
      const i = r * cols + c, cx = gx + c * cw + cw / 2, cy = gy + r * ch + ch / 2;
      if (i === hl) s += circle(cx, cy, Math.min(cw, ch) * 0.48, 'url(#gGold)');
      else s += rect(cx - cw * 0.3, cy - ch * 0.3, cw * 0.6, ch * 0.6, 3, i % 9 === 4 ? PALETTE.tealP : '#e7eef3');
    }
  return s;
}

export function folder(w = 220, h = 160, tone = 'teal') {
  const T = { teal: ['#0b5553', 'url(#gTeal)'], gold: ['#a67a2e', 'url(#gGold)'], navy: ['#0b2131', 'url(#gNavy)'], sky: ['#9fbacd', 'url(#gSky)'] }[tone];
  const x = -w / 2, y = -h / 2;
  let s = rect(x, y, w * 0.4, h * 0.3, 10, T[0]) + rect(x, y + h * 0.1, w, h * 0.9, 12, T[0]);
  s += group(rect(x + w * 0.08, y + h * 0.0, w * 0.8, h * 0.7, 6, '#ffffff') + rect(x + w * 0.16, y + h * 0.1, w * 0.4, 5, 2.5, PALETTE.line) + rect(x + w * 0.16, y + h * 0.1 + 12, w * 0.55, 5, 2.5, PALETTE.line), 0, 0, 1, -3);
  s += rect(x + w * 0.12, y + h * 0.06, w * 0.8, h * 0.6, 6, PALETTE.cream);
  s += svgPath(`M${oneDecimal(x)} ${oneDecimal(y + h * 0.3)}Q${oneDecimal(x)} ${oneDecimal(y + h * 0.26)} ${oneDecimal(x + 8)} ${oneDecimal(y + h * 0.26)}H${oneDecimal(x + w - 8)}Q${oneDecimal(x + w)} ${oneDecimal(y + h * 0.26)} ${oneDecimal(x + w)} ${oneDecimal(y + h * 0.3)}V${oneDecimal(y + h - 12)}Q${oneDecimal(x + w)} ${oneDecimal(y + h)} ${oneDecimal(x + w - 12)} ${oneDecimal(y + h)}H${oneDecimal(x + 12)}Q${oneDecimal(x)} ${oneDecimal(y + h)} ${oneDecimal(x)} ${oneDecimal(y + h - 12)}Z`, T[1]);
  s += rect(x + w * 0.35, y + h * 0.5, w * 0.3, h * 0.12, 5, '#ffffff', 'fill-opacity="0.35"');
  return s;
}

export function clipboard(w = 200, h = 260, board = 'url(#gNavy)') {
  const x = -w / 2, y = -h / 2;
  let s = rect(x, y, w, h, 16, board);
  s += rect(x + 14, y + 30, w - 28, h - 44, 8, '#ffffff');
  s += rect(-w * 0.22, y - 12, w * 0.44, 40, 11, 'url(#gGold)') + circle(0, y - 2, 6, PALETTE.navy);
  const rows = 5, top = y + 56, step = (h - 84) / rows, bs = Math.min(22, step * 0.55);
  for (let i = 0; i < rows; i++) {
    const yy = top + i * step;
    s += rect(x + 30, yy, bs, bs, 5, i < 3 ? PALETTE.tealP : '#ffffff', `stroke="${PALETTE.tealM}" stroke-width="2"`);
    if (i < 3) s += strokePath(`M${oneDecimal(x + 34)} ${oneDecimal(yy + bs * 0.5)}l${oneDecimal(bs * 0.25)} ${oneDecimal(bs * 0.25)}l${oneDecimal(bs * 0.42)} ${oneDecimal(-bs * 0.5)}`, PALETTE.teal, 3.2);
    s += rect(x + 30 + bs + 12, yy + bs * 0.35, (w - 90 - bs) * (0.6 + ((i * 37) % 40) / 100), 6, 3, PALETTE.line);
  }
  return s;
}

export function downloadBadge(r = 70, col = 'url(#gGold)') {
  let s = circle(0, 0, r, col);
  s += circle(0, 0, r * 0.84, 'none', 'stroke="#ffffff" stroke-opacity="0.35" stroke-width="3"');
  s += svgPath(`M${oneDecimal(-r * 0.12)} ${oneDecimal(-r * 0.48)}H${oneDecimal(r * 0.12)}V${oneDecimal(-r * 0.02)}H${oneDecimal(r * 0.3)}L0 ${oneDecimal(r * 0.26)}L${oneDecimal(-r * 0.3)} ${oneDecimal(-r * 0.02)}H${oneDecimal(-r * 0.12)}Z`, '#ffffff', 'stroke="#ffffff" stroke-width="4" stroke-linejoin="round"');
  s += strokePath(`M${oneDecimal(-r * 0.42)} ${oneDecimal(r * 0.2)}V${oneDecimal(r * 0.42)}H${oneDecimal(r * 0.42)}V${oneDecimal(r * 0.2)}`, '#ffffff', r * 0.09);
  return s;
}

export function phone(w = 120, h = 230) {
  const x = -w / 2, y = -h / 2;
  let s = rect(x, y, w, h, w * 0.17, 'url(#gNavyD)');
  s += rect(x + w * 0.07, y + w * 0.07, w * 0.86, h - w * 0.14, w * 0.12, 'url(#gSky)');
  s += rect(-w * 0.15, y + w * 0.1, w * 0.3, w * 0.06, w * 0.03, PALETTE.navy);
  const sx = x + w * 0.16, sw = w * 0.68;
  s += circle(0, y + h * 0.25, w * 0.14, PALETTE.tealL) + circle(0, y + h * 0.235, w * 0.05, '#ffffff') + svgPath(`M${oneDecimal(-w * 0.08)} ${oneDecimal(y + h * 0.3)}q${oneDecimal(w * 0.08)} ${oneDecimal(-w * 0.1)} ${oneDecimal(w * 0.16)} 0`, '#ffffff');
  s += rect(sx + sw * 0.15, y + h * 0.37, sw * 0.7, h * 0.025, 3, PALETTE.navyL);
  s += rect(sx + sw * 0.25, y + h * 0.415, sw * 0.5, h * 0.02, 3, PALETTE.skyD);
  for (let i = 0; i < 3; i++) s += rect(sx, y + h * (0.49 + i * 0.1), sw, h * 0.075, 6, '#ffffff');
  s += rect(sx + sw * 0.08, y + h * 0.515, sw * 0.45, h * 0.018, 2, PALETTE.line) + rect(sx + sw * 0.08, y + h * 0.615, sw * 0.6, h * 0.018, 2, PALETTE.line) + rect(sx + sw * 0.08, y + h * 0.715, sw * 0.35, h * 0.018, 2, PALETTE.line);
  s += rect(sx + sw * 0.1, y + h * 0.82, sw * 0.8, h * 0.07, h * 0.035, 'url(#gTeal)');
  return s;
}

export function envelope(w = 220, h = 140, open = true) {
  const x = -w / 2, y = -h / 2;
  let s = rect(x, y, w, h, 10, '#e3d5bb');
  if (open) {
    s += svgPath(`M${oneDecimal(x)} ${oneDecimal(y + 4)}L0 ${oneDecimal(y - h * 0.55)}L${oneDecimal(x + w)} ${oneDecimal(y + 4)}Z`, '#eadfc9', 'stroke="#eadfc9" stroke-width="8" stroke-linejoin="round"');
    s += rect(x + w * 0.09, y - h * 0.38, w * 0.82, h * 0.82, 6, '#ffffff');
    s += rect(x + w * 0.17, y - h * 0.26, w * 0.36, 7, 3.5, PALETTE.teal) + rect(x + w * 0.17, y - h * 0.14, w * 0.6, 6, 3, PALETTE.line) + rect(x + w * 0.17, y - h * 0.04, w * 0.5, 6, 3, PALETTE.line);
  }
  s += svgPath(`M${oneDecimal(x)} ${oneDecimal(y + 6)}L0 ${oneDecimal(y + h * 0.58)}L${oneDecimal(x + w)} ${oneDecimal(y + 6)}V${oneDecimal(y + h - 10)}Q${oneDecimal(x + w)} ${oneDecimal(y + h)} ${oneDecimal(x + w - 10)} ${oneDecimal(y + h)}H${oneDecimal(x + 10)}Q${oneDecimal(x)} ${oneDecimal(y + h)} ${oneDecimal(x)} ${oneDecimal(y + h - 10)}Z`, 'url(#gCream)');
  s += svgPath(`M${oneDecimal(x + 4)} ${oneDecimal(y + h - 3)}L0 ${oneDecimal(y + h * 0.46)}L${oneDecimal(x + w - 4)} ${oneDecimal(y + h - 3)}Z`, '#efe6d4', 'stroke="#efe6d4" stroke-width="6" stroke-linejoin="round"');
  if (!open) {
    s += svgPath(`M${oneDecimal(x + 2)} ${oneDecimal(y + 2)}L0 ${oneDecimal(y + h * 0.56)}L${oneDecimal(x + w - 2)} ${oneDecimal(y + 2)}Z`, '#f3ecdf', 'stroke="#f3ecdf" stroke-width="6" stroke-linejoin="round"');
    s += circle(0, y + h * 0.52, h * 0.1, 'url(#gGold)');
  }
  return s;
}
