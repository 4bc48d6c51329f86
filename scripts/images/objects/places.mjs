/**
 * Places and outdoor things, each drawn around its own origin: map pin, street map, office, shop, factory,
 * clinic, house, truck, trees, lamp post, cloud and sun.
 */
import { PALETTE } from '../palette.mjs';
import { nextRandom, randomPick, uniqueId } from '../random.mjs';
import { circle, ellipse, lineSegment, oneDecimal, rect, strokePath, svgPath } from '../svg.mjs';

/** Map pin, origin at the tip. */
export function mapPin(k = 1, col = 'url(#gGold)', inner = '#ffffff') {
  let s = ellipse(0, 0, 26 * k, 8 * k, PALETTE.navyD, 'fill-opacity="0.2"');
  s += svgPath(`M0 0C${oneDecimal(-14 * k)} ${oneDecimal(-24 * k)} ${oneDecimal(-42 * k)} ${oneDecimal(-42 * k)} ${oneDecimal(-42 * k)} ${oneDecimal(-70 * k)}A${oneDecimal(42 * k)} ${oneDecimal(42 * k)} 0 1 1 ${oneDecimal(42 * k)} ${oneDecimal(-70 * k)}C${oneDecimal(42 * k)} ${oneDecimal(-42 * k)} ${oneDecimal(14 * k)} ${oneDecimal(-24 * k)} 0 0Z`, col);
  s += circle(0, -70 * k, 17 * k, inner);
  s += svgPath(`M${oneDecimal(-30 * k)} ${oneDecimal(-88 * k)}A${oneDecimal(36 * k)} ${oneDecimal(36 * k)} 0 0 1 ${oneDecimal(-4 * k)} ${oneDecimal(-106 * k)}`, 'none', `stroke="#ffffff" stroke-opacity="0.35" stroke-width="${oneDecimal(6 * k)}" stroke-linecap="round"`);
  return s;
}

/** Flat street map card centred on origin (uses a clip path). */
export function streetMap(w = 560, h = 360, o = {}) {
  const id = uniqueId('map'), x = -w / 2, y = -h / 2;
  let s = `<clipPath id="${id}"><rect x="${oneDecimal(x)}" y="${oneDecimal(y)}" width="${oneDecimal(w)}" height="${oneDecimal(h)}" rx="22"/></clipPath>`;
  let inner = rect(x, y, w, h, 0, o.base || '#efe9dc');
  const cols = 6, rows = 4, cw = w / cols, ch = h / rows;
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < cols; c++) {
      const fill = randomPick(['#e2ecf2', '#f7f3ea', '#dceee9', '#f4e8cf', '#e2ecf2', '#ffffff']);
      inner += rect(x + c * cw + 8, y + r * ch + 8, cw - 16, ch - 16, 6, fill);
    }
  inner += rect(x + cw * 1 + 8, y + ch * 2 + 8, cw * 2 - 16, ch - 16, 10, '#cfe6dc');
  for (let i = 0; i < 5; i++) inner += circle(x + cw * 1.2 + i * cw * 0.35, y + ch * 2.5 + (i % 2 ? 8 : -8), 10, PALETTE.tealL, 'fill-opacity="0.8"');
  inner += strokePath(`M${oneDecimal(x - 20)} ${oneDecimal(y + h * 0.78)}C${oneDecimal(x + w * 0.25)} ${oneDecimal(y + h * 0.62)} ${oneDecimal(x + w * 0.45)} ${oneDecimal(y + h * 1.02)} ${oneDecimal(x + w * 0.7)} ${oneDecimal(y + h * 0.8)}S${oneDecimal(x + w * 0.95)} ${oneDecimal(y + h * 0.55)} ${oneDecimal(x + w + 20)} ${oneDecimal(y + h * 0.62)}`, '#9fcad6', 22);
  inner += strokePath(`M${oneDecimal(x)} ${oneDecimal(y + h * 0.08)}L${oneDecimal(x + w)} ${oneDecimal(y + h * 0.52)}`, '#ffffff', 12);
  inner += strokePath(`M${oneDecimal(x)} ${oneDecimal(y + h * 0.08)}L${oneDecimal(x + w)} ${oneDecimal(y + h * 0.52)}`, PALETTE.goldL, 3, 'stroke-dasharray="10 10"');
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
      const lit = nextRandom() < (o.lit ?? 0.18);
      s += rect(wx, wy, cw, ch, Math.min(cw, ch) * 0.14, lit ? (o.litCol || PALETTE.goldL) : o.win || PALETTE.sky);
      if (!lit && o.glare !== false) s += svgPath(`M${oneDecimal(wx)} ${oneDecimal(wy + ch * 0.55)}L${oneDecimal(wx + cw * 0.55)} ${oneDecimal(wy)}H${oneDecimal(wx + cw * 0.8)}L${oneDecimal(wx)} ${oneDecimal(wy + ch * 0.85)}Z`, '#ffffff', 'fill-opacity="0.35"');
    }
  return s;
}

export function office(w = 220, h = 320, o = {}) {
  const x = -w / 2, y = -h;
  let s = rect(x, y, w, h, 6, o.body || 'url(#gNavy)');
  s += rect(x, y, w * 0.12, h, 0, '#ffffff', 'fill-opacity="0.06"');
  s += rect(x - w * 0.04, y - h * 0.03, w * 1.08, h * 0.045, 4, o.cap || PALETTE.gold);
  s += windowsGrid(x + w * 0.06, y + h * 0.05, w * 0.88, h * 0.72, o.cols || 4, o.rows || 6, { lit: o.lit ?? 0.2, win: o.win });
  s += rect(x + w * 0.32, y + h * 0.82, w * 0.36, h * 0.18, 4, PALETTE.teal);
  s += rect(x + w * 0.35, y + h * 0.85, w * 0.3, h * 0.15, 2, '#cfe6ea');
  s += lineSegment(0, y + h * 0.85, 0, y + h, PALETTE.teal, 3);
  s += rect(x + w * 0.26, y + h * 0.79, w * 0.48, h * 0.035, 4, PALETTE.gold);
  return s;
}

export function shop(w = 240, h = 200, o = {}) {
  const x = -w / 2, y = -h;
  let s = rect(x, y, w, h, 6, o.body || PALETTE.cream);
  s += rect(x - 6, y - 8, w + 12, h * 0.14, 6, o.roof || PALETTE.navy);
  s += rect(x + w * 0.1, y + h * 0.1, w * 0.8, h * 0.12, 5, PALETTE.gold);
  for (let i = 0; i < 3; i++) s += rect(x + w * 0.2 + i * w * 0.1, y + h * 0.145, w * 0.06, h * 0.05, 2, '#ffffff', 'fill-opacity="0.85"');
  const ay = y + h * 0.27, ah = h * 0.14, n = 7, aw = (w + 16) / n;
  for (let i = 0; i < n; i++) {
    const ax = x - 8 + i * aw, col = i % 2 ? '#ffffff' : o.awning || PALETTE.teal;
    s += rect(ax, ay, aw, ah, 0, col) + circle(ax + aw / 2, ay + ah, aw / 2, col);
  }
  s += rect(x + w * 0.08, y + h * 0.5, w * 0.5, h * 0.42, 5, PALETTE.sky);
  s += svgPath(`M${oneDecimal(x + w * 0.12)} ${oneDecimal(y + h * 0.85)}L${oneDecimal(x + w * 0.3)} ${oneDecimal(y + h * 0.53)}H${oneDecimal(x + w * 0.38)}L${oneDecimal(x + w * 0.2)} ${oneDecimal(y + h * 0.85)}Z`, '#ffffff', 'fill-opacity="0.55"');
  s += rect(x + w * 0.66, y + h * 0.48, w * 0.26, h * 0.52, 5, o.door || PALETTE.navy) + circle(x + w * 0.7, y + h * 0.76, 3.5, PALETTE.goldL);
  s += rect(x + w * 0.06, y + h * 0.9, w * 0.54, h * 0.06, 3, o.roof || PALETTE.navy);
  for (let i = 0; i < 3; i++) s += circle(x + w * 0.15 + i * w * 0.2, y + h * 0.88, w * 0.05, PALETTE.tealM);
  return s;
}

export function factory(w = 300, h = 200, o = {}) {
  const x = -w / 2, y = -h;
  let s = '';
  const chx = [x + w * 0.62, x + w * 0.8];
  chx.forEach((cx, i) => {
    const top = y - h * (0.42 + i * 0.12);
    s += rect(cx, top, w * 0.07, h * 0.6, 3, i ? PALETTE.tealD : PALETTE.teal) + rect(cx - 2, top + h * 0.08, w * 0.07 + 4, h * 0.04, 2, PALETTE.gold);
    for (let k = 0; k < 3; k++) s += circle(cx + w * 0.04 + k * 16, top - 16 - k * 14, 12 + k * 5, '#ffffff', `fill-opacity="${0.75 - k * 0.2}"`);
  });
  const teeth = 4, tw = w / teeth;
  let d = `M${oneDecimal(x)} ${oneDecimal(y + h * 0.3)}`;
  for (let i = 0; i < teeth; i++) d += `L${oneDecimal(x + i * tw)} ${oneDecimal(y)}L${oneDecimal(x + (i + 1) * tw)} ${oneDecimal(y + h * 0.3)}`;
  s += svgPath(d + `V${oneDecimal(y + h)}H${oneDecimal(x)}Z`, o.body || '#e4ecf1');
  for (let i = 0; i < teeth; i++) s += svgPath(`M${oneDecimal(x + i * tw)} ${oneDecimal(y)}L${oneDecimal(x + (i + 1) * tw)} ${oneDecimal(y + h * 0.3)}H${oneDecimal(x + (i + 1) * tw - 10)}L${oneDecimal(x + i * tw)} ${oneDecimal(y + 12)}Z`, o.roof || PALETTE.navy);
  for (let i = 0; i < teeth; i++) s += svgPath(`M${oneDecimal(x + i * tw + 6)} ${oneDecimal(y + 16)}L${oneDecimal(x + i * tw + 6)} ${oneDecimal(y + h * 0.3)}H${oneDecimal(x + i * tw + tw * 0.5)}Z`, PALETTE.sky);
  s += rect(x, y + h * 0.3, w, h * 0.08, 0, o.band || PALETTE.navyM);
  s += windowsGrid(x + w * 0.04, y + h * 0.42, w * 0.5, h * 0.25, 4, 1, { lit: 0.2 });
  s += rect(x + w * 0.62, y + h * 0.5, w * 0.3, h * 0.5, 4, PALETTE.navyL);
  for (let i = 0; i < 5; i++) s += lineSegment(x + w * 0.62, y + h * (0.56 + i * 0.085), x + w * 0.92, y + h * (0.56 + i * 0.085), '#ffffff', 2, 'stroke-opacity="0.25"');
  s += rect(x + w * 0.06, y + h * 0.75, w * 0.2, h * 0.25, 3, PALETTE.gold);
  return s;
}

export function clinic(w = 220, h = 220) {
  const x = -w / 2, y = -h;
  let s = rect(x, y, w, h, 6, '#ffffff');
  s += rect(x - 6, y - 6, w + 12, h * 0.1, 5, PALETTE.teal);
  s += circle(0, y - h * 0.12, h * 0.14, 'url(#gTeal)') + circle(0, y - h * 0.12, h * 0.14, 'none', 'stroke="#ffffff" stroke-width="4"');
  const k = h * 0.07;
  s += svgPath(`M${oneDecimal(-k / 2)} ${oneDecimal(y - h * 0.12 - k * 1.4)}h${oneDecimal(k)}v${oneDecimal(k * 0.9)}h${oneDecimal(k * 0.9)}v${oneDecimal(k)}h${oneDecimal(-k * 0.9)}v${oneDecimal(k * 0.9)}h${oneDecimal(-k)}v${oneDecimal(-k * 0.9)}h${oneDecimal(-k * 0.9)}v${oneDecimal(-k)}h${oneDecimal(k * 0.9)}Z`, '#ffffff');
  s += windowsGrid(x + w * 0.04, y + h * 0.14, w * 0.92, h * 0.45, 4, 2, { win: '#d8ecee', lit: 0.1 });
  s += rect(x + w * 0.3, y + h * 0.66, w * 0.4, h * 0.34, 4, '#cfe6ea') + lineSegment(0, y + h * 0.66, 0, y + h, '#ffffff', 3);
  s += rect(x + w * 0.24, y + h * 0.62, w * 0.52, h * 0.05, 4, PALETTE.teal);
  s += rect(x, y + h * 0.97, w, h * 0.03, 0, PALETTE.skyD);
  return s;
}

export function house(w = 200, h = 170, o = {}) {
  const x = -w / 2, y = -h, bh = h * 0.6;
  let s = rect(x + w * 0.66, y + h * 0.08, w * 0.1, h * 0.3, 2, o.chim || PALETTE.navyM);
  s += rect(x + w * 0.06, y + h - bh, w * 0.88, bh, 4, o.body || PALETTE.cream);
  s += svgPath(`M${oneDecimal(x - w * 0.04)} ${oneDecimal(y + h - bh + 6)}L0 ${oneDecimal(y)}L${oneDecimal(x + w * 1.04)} ${oneDecimal(y + h - bh + 6)}Z`, o.roof || 'url(#gNavy)', 'stroke-linejoin="round"');
  s += svgPath(`M0 ${oneDecimal(y)}L${oneDecimal(x + w * 1.04)} ${oneDecimal(y + h - bh + 6)}H${oneDecimal(x + w * 0.9)}L0 ${oneDecimal(y + h * 0.12)}Z`, '#000', 'fill-opacity="0.12"');
  s += circle(0, y + h * 0.27, h * 0.06, o.acc || PALETTE.goldL);
  s += rect(x + w * 0.42, y + h * 0.62, w * 0.18, h * 0.38, 3, o.door || PALETTE.teal) + circle(x + w * 0.56, y + h * 0.82, 2.5, PALETTE.goldL);
  s += rect(x + w * 0.14, y + h * 0.58, w * 0.2, h * 0.18, 3, PALETTE.sky) + lineSegment(x + w * 0.24, y + h * 0.58, x + w * 0.24, y + h * 0.76, '#ffffff', 2);
  s += rect(x + w * 0.68, y + h * 0.58, w * 0.18, h * 0.18, 3, PALETTE.sky) + lineSegment(x + w * 0.77, y + h * 0.58, x + w * 0.77, y + h * 0.76, '#ffffff', 2);
  return s;
}

export function truck(w = 300, o = {}) {
  const h = w * 0.52, x = -w / 2, y = -h;
  let s = '';
  s += rect(x, y, w * 0.66, h * 0.78, 8, o.box || '#ffffff');
  s += rect(x, y + h * 0.5, w * 0.66, h * 0.1, 0, o.stripe || PALETTE.teal);
  s += circle(x + w * 0.2, y + h * 0.28, h * 0.13, PALETTE.gold) + svgPath(`M${oneDecimal(x + w * 0.16)} ${oneDecimal(y + h * 0.3)}l${oneDecimal(w * 0.04)} ${oneDecimal(-h * 0.08)}l${oneDecimal(w * 0.04)} ${oneDecimal(h * 0.08)}`, 'none', 'stroke="#fff" stroke-width="3" stroke-linecap="round"');
  s += rect(x + w * 0.32, y + h * 0.2, w * 0.28, h * 0.06, 3, PALETTE.line) + rect(x + w * 0.32, y + h * 0.32, w * 0.2, h * 0.06, 3, PALETTE.line);
  s += svgPath(`M${oneDecimal(x + w * 0.68)} ${oneDecimal(y + h * 0.78)}V${oneDecimal(y + h * 0.2)}Q${oneDecimal(x + w * 0.68)} ${oneDecimal(y + h * 0.14)} ${oneDecimal(x + w * 0.74)} ${oneDecimal(y + h * 0.14)}H${oneDecimal(x + w * 0.86)}L${oneDecimal(x + w)} ${oneDecimal(y + h * 0.45)}V${oneDecimal(y + h * 0.78)}Z`, o.cab || 'url(#gNavy)');
  s += svgPath(`M${oneDecimal(x + w * 0.74)} ${oneDecimal(y + h * 0.22)}H${oneDecimal(x + w * 0.84)}L${oneDecimal(x + w * 0.94)} ${oneDecimal(y + h * 0.44)}H${oneDecimal(x + w * 0.74)}Z`, PALETTE.sky);
  s += rect(x + w * 0.96, y + h * 0.62, w * 0.05, h * 0.08, 2, PALETTE.goldL);
  s += rect(x - 4, y + h * 0.76, w + 8, h * 0.08, 4, PALETTE.navyD);
  for (const wx of [x + w * 0.16, x + w * 0.48, x + w * 0.84]) s += circle(wx, y + h * 0.86, h * 0.14, PALETTE.navyD) + circle(wx, y + h * 0.86, h * 0.065, '#c9d5de');
  return s;
}

/** Tree, origin at base of trunk. kind: round | pine | tall */
export function tree(hh = 160, kind = 'round', col = null) {
  let s = '';
  if (kind === 'pine') {
    s += rect(-hh * 0.04, -hh * 0.2, hh * 0.08, hh * 0.2, 2, PALETTE.trunk);
    const c = col || PALETTE.tealD;
    for (let i = 0; i < 3; i++) {
      const yb = -hh * (0.15 + i * 0.25), wb = hh * (0.36 - i * 0.08);
      s += svgPath(`M${oneDecimal(-wb)} ${oneDecimal(yb)}Q0 ${oneDecimal(yb + 8)} ${oneDecimal(wb)} ${oneDecimal(yb)}L${oneDecimal(hh * 0.03)} ${oneDecimal(yb - hh * 0.42)}Q0 ${oneDecimal(yb - hh * 0.45)} ${oneDecimal(-hh * 0.03)} ${oneDecimal(yb - hh * 0.42)}Z`, c);
      s += svgPath(`M0 ${oneDecimal(yb - hh * 0.44)}L${oneDecimal(wb)} ${oneDecimal(yb)}Q${oneDecimal(wb * 0.5)} ${oneDecimal(yb + 5)} 0 ${oneDecimal(yb + 5)}Z`, '#000', 'fill-opacity="0.12"');
    }
    return s;
  }
  const c = col || 'url(#gTeal)';
  if (kind === 'tall') {
    s += rect(-hh * 0.035, -hh * 0.35, hh * 0.07, hh * 0.35, 3, PALETTE.trunk);
    s += ellipse(0, -hh * 0.62, hh * 0.2, hh * 0.38, c);
    s += svgPath(`M0 ${oneDecimal(-hh)}A${oneDecimal(hh * 0.2)} ${oneDecimal(hh * 0.38)} 0 0 1 0 ${oneDecimal(-hh * 0.24)}Z`, '#000', 'fill-opacity="0.1"');
    s += lineSegment(0, -hh * 0.3, 0, -hh * 0.75, PALETTE.trunk, hh * 0.02, 'stroke-opacity="0.5"');
    return s;
  }
  s += rect(-hh * 0.045, -hh * 0.4, hh * 0.09, hh * 0.4, 3, PALETTE.trunk);
  s += svgPath(`M0 ${oneDecimal(-hh * 0.3)}L${oneDecimal(-hh * 0.14)} ${oneDecimal(-hh * 0.52)}M0 ${oneDecimal(-hh * 0.38)}L${oneDecimal(hh * 0.12)} ${oneDecimal(-hh * 0.55)}`, 'none', `stroke="${PALETTE.trunk}" stroke-width="${oneDecimal(hh * 0.035)}" stroke-linecap="round"`);
  s += circle(-hh * 0.16, -hh * 0.56, hh * 0.24, c) + circle(hh * 0.17, -hh * 0.58, hh * 0.22, c) + circle(0, -hh * 0.74, hh * 0.26, c);
  s += circle(hh * 0.1, -hh * 0.7, hh * 0.2, '#000', 'fill-opacity="0.08"');
  s += circle(-hh * 0.09, -hh * 0.8, hh * 0.08, '#ffffff', 'fill-opacity="0.18"');
  return s;
}

export function bush(w = 80, col = PALETTE.tealM) {
  return circle(-w * 0.25, -w * 0.2, w * 0.28, col) + circle(w * 0.22, -w * 0.18, w * 0.26, col) + circle(0, -w * 0.32, w * 0.3, col) + rect(-w * 0.5, -w * 0.2, w, w * 0.2, w * 0.1, col);
}

export function lampPost(hh = 180, glow = true) {
  let s = '';
  if (glow) s += circle(0, -hh, hh * 0.28, 'url(#gGlow)');
  s += rect(-3, -hh, 6, hh, 3, PALETTE.navyD) + rect(-10, -8, 20, 8, 3, PALETTE.navyD);
  s += svgPath(`M-12 ${oneDecimal(-hh)}H12L8 ${oneDecimal(-hh - 20)}H-8Z`, PALETTE.navyD) + rect(-8, -hh + 1, 16, 12, 3, PALETTE.goldL);
  return s;
}

export function cloud(w = 160, col = '#ffffff', op = 1) {
  return `<g opacity="${op}">` + rect(-w / 2, -w * 0.14, w, w * 0.18, w * 0.09, col) + circle(-w * 0.15, -w * 0.16, w * 0.2, col) + circle(w * 0.12, -w * 0.2, w * 0.24, col) + '</g>';
}

export function sun(r = 60) {
  return circle(0, 0, r * 2.2, 'url(#gGlow)') + circle(0, 0, r, 'url(#gGold)') + circle(0, 0, r * 0.8, PALETTE.goldL, 'fill-opacity="0.35"');
}
