/**
 * The gradients, shadows and patterns every image can use, and the <svg> document around a drawing.
 */
import { PALETTE } from './palette.mjs';
import { circle, linearGradient, pattern, radialGradient, rect } from './svg.mjs';

const COMMON_DEFS = [
  linearGradient('gPaper', [[0, '#ffffff'], [1, '#f2ede3']]),
  linearGradient('gNavy', [[0, '#1f4966'], [1, '#12304a']]),
  linearGradient('gNavyD', [[0, '#163a55'], [1, '#0b2131']]),
  linearGradient('gTeal', [[0, '#1a8680'], [1, '#0d6461']]),
  linearGradient('gTealL', [[0, '#8cc7bf'], [1, '#5ea79f']]),
  linearGradient('gGold', [[0, '#ddb062'], [1, '#c08c35']]),
  linearGradient('gGoldL', [[0, '#f3dcae'], [1, '#e2bd79']]),
  linearGradient('gSky', [[0, '#edf3f7'], [1, '#d2e1eb']]),
  linearGradient('gCream', [[0, '#fbf8f2'], [1, '#efe7d7']]),
  linearGradient('gWood', [[0, '#ecdab8'], [1, '#d9bf92']]),
  linearGradient('gRose', [[0, '#e39a84'], [1, '#cc735d']]),
  radialGradient('gGlow', [[0, '#f3d08a', 0.9], [0.5, '#e4b062', 0.35], [1, '#c8963e', 0]]),
  radialGradient('gGlowW', [[0, '#ffffff', 0.5], [1, '#ffffff', 0]]),
  `<filter id="ds" x="-30%" y="-30%" width="160%" height="170%"><feDropShadow dx="0" dy="6" stdDeviation="7" flood-color="#0b1f2e" flood-opacity="0.18"/></filter>`,
  `<filter id="dsL" x="-30%" y="-30%" width="160%" height="170%"><feDropShadow dx="0" dy="14" stdDeviation="16" flood-color="#0b1f2e" flood-opacity="0.24"/></filter>`,
  `<filter id="blur" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="24"/></filter>`,
  pattern('dotsL', 22, 22, circle(11, 11, 1.5, PALETTE.navy, 'fill-opacity="0.13"')),
  pattern('dotsD', 22, 22, circle(11, 11, 1.5, '#ffffff', 'fill-opacity="0.11"')),
  pattern('dotsG', 16, 16, circle(8, 8, 1.8, PALETTE.gold, 'fill-opacity="0.55"')),
  pattern('gridL', 44, 44, `<path d="M44 0H0V44" fill="none" stroke="${PALETTE.navy}" stroke-opacity="0.055" stroke-width="1"/>`),
  pattern('gridD', 44, 44, `<path d="M44 0H0V44" fill="none" stroke="#ffffff" stroke-opacity="0.05" stroke-width="1"/>`),
  pattern('hatchL', 10, 10, `<path d="M-2 12L12 -2M-2 2L2 -2M8 12L12 8" stroke="${PALETTE.navy}" stroke-opacity="0.10" stroke-width="1.4"/>`),
  pattern('hatchD', 10, 10, `<path d="M-2 12L12 -2M-2 2L2 -2M8 12L12 8" stroke="#ffffff" stroke-opacity="0.09" stroke-width="1.4"/>`),
  pattern('hatchG', 9, 9, `<path d="M-2 11L11 -2M-2 2L2 -2M7 11L11 7" stroke="${PALETTE.gold}" stroke-opacity="0.5" stroke-width="1.6"/>`),
  pattern('hatchT', 9, 9, `<path d="M-2 11L11 -2M-2 2L2 -2M7 11L11 7" stroke="${PALETTE.teal}" stroke-opacity="0.35" stroke-width="1.6"/>`),
  pattern('checker', 24, 24, rect(0, 0, 12, 12, 0, PALETTE.navy) + rect(12, 12, 12, 12, 0, PALETTE.navy)),
].join('');

export function svgDoc(W, H, body, defs = '') {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${COMMON_DEFS}${defs}</defs>${body}</svg>`;
}
