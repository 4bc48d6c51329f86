/**
 * Colours and type of the illustrations. The brand colours come from data/brand.json; the shades around them
 * (darker, lighter, paler) and the colours of skin, hair, wood and foliage belong to the drawings only.
 */
import { brand, brandColor } from './project.mjs';

const { body, heading } = brand.fonts;
/** librsvg renders with the fonts installed on the machine, so each stack ends in fonts Debian ships. */
export const SANS_FONT = 'DejaVu Sans, Arial, sans-serif';
export const SERIF_FONT = `${heading.family}, Georgia, serif`;
export const HEADING_FONT = `${heading.family}, DejaVu Serif, Georgia, serif`;
/** The static family name of the brand's variable body font ("Inter Variable" on the website). */
export const BODY_FONT = `${body.fallbacks[0]}, DejaVu Sans, Arial, sans-serif`;

export const PALETTE = {
  navy: brandColor('navy'), navyD: brandColor('navy-900'), navyM: '#23506f', navyL: '#3d6a89',
  teal: brandColor('teal'), tealD: '#0a5250', tealM: '#2b8a83', tealL: '#78b9b1', tealP: '#d4e9e5',
  gold: brandColor('gold'), goldD: '#a67a2e', goldL: '#e4bd76', goldP: '#f3e5c8',
  cream: brandColor('cream'), cream2: '#ebe3d2', sky: brandColor('sky'), skyD: '#b8cedd', skyM: '#cddde8',
  white: brandColor('white'), ink: '#0b1f2e', slate: '#6f8597', line: '#d3dee6',
  rose: '#d27f69', roseP: '#f2d5ca', wood: '#e6d2ae', woodD: '#c9a874', trunk: '#6b5440',
};
export const SKIN_TONES = ['#f5d8c1', '#eec3a1', '#dba67f', '#c08660', '#9a6342', '#74472c', '#573421'];
export const HAIR_COLOURS = ['#1f1712', '#3a2619', '#5c3b22', '#8a5a2e', '#c9a063', '#a9aeb3', '#d8d4cc', '#111111'];

/** A colour moved towards white (amount > 0) or black (amount < 0) by a fraction. */
export function shade(hex, amt) {
  if (!hex.startsWith('#')) return hex;
  const n = parseInt(hex.slice(1), 16);
  let r = (n >> 16) & 255, g = (n >> 8) & 255, b = n & 255;
  const t = amt < 0 ? 0 : 255, p = Math.abs(amt);
  r = Math.round((t - r) * p + r); g = Math.round((t - g) * p + g); b = Math.round((t - b) * p + b);
  return '#' + ((1 << 24) + (r << 16) + (g << 8) + b).toString(16).slice(1);
}
