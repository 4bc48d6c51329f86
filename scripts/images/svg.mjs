/**
 * SVG drawing primitives: numbers rounded for short output, shapes, gradients, patterns and clip paths.
 */
import { uniqueId } from './random.mjs';

export const oneDecimal = (v) => String(Math.round(v * 10) / 10);
export const threeDecimals = (v) => String(Math.round(v * 1000) / 1000);
const transformAttribute = (x, y, s = 1, r = 0) =>
  `translate(${oneDecimal(x)} ${oneDecimal(y)})${r ? ` rotate(${oneDecimal(r)})` : ''}${s !== 1 ? ` scale(${threeDecimals(s)})` : ''}`;
export const group = (content, x = 0, y = 0, s = 1, r = 0, extra = '') =>
  `<g transform="${transformAttribute(x, y, s, r)}"${extra ? ' ' + extra : ''}>${content}</g>`;
export const extraAttributes = (e) => (e ? ' ' + e : '');
export const rect = (x, y, w, h, rx, fill, e = '') =>
  `<rect x="${oneDecimal(x)}" y="${oneDecimal(y)}" width="${oneDecimal(w)}" height="${oneDecimal(h)}"${rx ? ` rx="${oneDecimal(rx)}"` : ''} fill="${fill}"${extraAttributes(e)}/>`;
export const circle = (cx, cy, r, fill, e = '') => `<circle cx="${oneDecimal(cx)}" cy="${oneDecimal(cy)}" r="${oneDecimal(r)}" fill="${fill}"${extraAttributes(e)}/>`;
export const ellipse = (cx, cy, rx, ry, fill, e = '') =>
  `<ellipse cx="${oneDecimal(cx)}" cy="${oneDecimal(cy)}" rx="${oneDecimal(rx)}" ry="${oneDecimal(ry)}" fill="${fill}"${extraAttributes(e)}/>`;
export const svgPath = (d, fill, e = '') => `<path d="${d}" fill="${fill}"${extraAttributes(e)}/>`;
export const lineSegment = (x1, y1, x2, y2, stroke, sw, e = '') =>
  `<line x1="${oneDecimal(x1)}" y1="${oneDecimal(y1)}" x2="${oneDecimal(x2)}" y2="${oneDecimal(y2)}" stroke="${stroke}" stroke-width="${oneDecimal(sw)}" stroke-linecap="round"${extraAttributes(e)}/>`;
export const polygon = (pts, fill, e = '') => `<polygon points="${pts.map((p) => p.map(oneDecimal).join(',')).join(' ')}" fill="${fill}"${extraAttributes(e)}/>`;
export const polyline = (pts, stroke, sw, e = '') =>
  `<polyline points="${pts.map((p) => p.map(oneDecimal).join(',')).join(' ')}" fill="none" stroke="${stroke}" stroke-width="${oneDecimal(sw)}" stroke-linecap="round" stroke-linejoin="round"${extraAttributes(e)}/>`;
export const strokePath = (d, col, sw, e = '') =>
  `<path d="${d}" fill="none" stroke="${col}" stroke-width="${oneDecimal(sw)}" stroke-linecap="round" stroke-linejoin="round"${extraAttributes(e)}/>`;
export const SHADOW = 'filter="url(#ds)"';
export const SHADOW_LARGE = 'filter="url(#dsL)"';
export const escapeXml = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function linearGradient(id, stops, x1 = 0, y1 = 0, x2 = 0, y2 = 1) {
  return `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stops
    .map(([o, c, op]) => `<stop offset="${o}" stop-color="${c}"${op !== undefined ? ` stop-opacity="${op}"` : ''}/>`)
    .join('')}</linearGradient>`;
}
export function radialGradient(id, stops, cx = 0.5, cy = 0.5, r = 0.5) {
  return `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stops
    .map(([o, c, op]) => `<stop offset="${o}" stop-color="${c}"${op !== undefined ? ` stop-opacity="${op}"` : ''}/>`)
    .join('')}</radialGradient>`;
}
export const pattern = (id, w, h, body, extra = '') =>
  `<pattern id="${id}" width="${w}" height="${h}" patternUnits="userSpaceOnUse"${extraAttributes(extra)}>${body}</pattern>`;
export function archPath(x, y, w, h, fill, e = '') {
  const r = w / 2;
  return svgPath(`M${oneDecimal(x)} ${oneDecimal(y + h)}V${oneDecimal(y + r)}A${oneDecimal(r)} ${oneDecimal(r)} 0 0 1 ${oneDecimal(x + w)} ${oneDecimal(y + r)}V${oneDecimal(y + h)}Z`, fill, e);
}
export function clipArch(x, y, w, h, content) {
  const id = uniqueId('ca');
  const r = w / 2;
  return `<clipPath id="${id}"><path d="M${oneDecimal(x)} ${oneDecimal(y + h)}V${oneDecimal(y + r)}A${oneDecimal(r)} ${oneDecimal(r)} 0 0 1 ${oneDecimal(x + w)} ${oneDecimal(y + r)}V${oneDecimal(y + h)}Z"/></clipPath><g clip-path="url(#${id})">${content}</g>`;
}
export function clipCircle(cx, cy, r, content) {
  const id = uniqueId('cc');
  return `<clipPath id="${id}"><circle cx="${oneDecimal(cx)}" cy="${oneDecimal(cy)}" r="${oneDecimal(r)}"/></clipPath><g clip-path="url(#${id})">${content}</g>`;
}
export function clipRect(x, y, w, h, rx, content) {
  const id = uniqueId('cr');
  return `<clipPath id="${id}"><rect x="${oneDecimal(x)}" y="${oneDecimal(y)}" width="${oneDecimal(w)}" height="${oneDecimal(h)}" rx="${oneDecimal(rx)}"/></clipPath><g clip-path="url(#${id})">${content}</g>`;
}
