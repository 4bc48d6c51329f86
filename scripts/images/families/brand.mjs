/**
 * The firm's own marks: logo SVGs, the favicon source and the 1200×630 share card of each edition
 * (og/share-default-<code>.jpg), with the name, city and founding year from data/site/en/firm.json and the words of
 * the edition's dictionary (`shareCard`); gatsby/post-build.ts serves each at its edition's /og/share-default.jpg.
 */
import { plus, sparkle } from '../backgrounds.mjs';
import { sun, tree } from '../objects/places.mjs';
import { coveredBridge } from '../objects/trades.mjs';
import { BODY_FONT, HEADING_FONT, PALETTE, SANS_FONT, SERIF_FONT } from '../palette.mjs';
import { dictionaries, fillText, firm } from '../project.mjs';
import { randomBetween, uniqueId } from '../random.mjs';
import { addImage } from '../registry.mjs';
import { circle, clipCircle, group, linearGradient, rect, svgPath, threeDecimals } from '../svg.mjs';

/** "Riverwalk" over "CPA GROUP": the first word of the firm's name, then the rest in capitals. */
const [WORDMARK_NAME, ...wordmarkRest] = firm.name.split(' ');
const WORDMARK_SUBLINE = wordmarkRest.join(' ').toUpperCase();

function markSvgInner({ bg = PALETTE.navy, arch = PALETTE.gold, wave1 = '#4fb0a6', wave2 = PALETTE.sky } = {}) {
  return `<rect width="48" height="48" rx="11" fill="${bg}"/>` +
    `<path d="M9.5 30A14.5 14.5 0 0 1 38.5 30" fill="none" stroke="${arch}" stroke-width="3.4" stroke-linecap="round"/>` +
    `<path d="M6.5 30H41.5" fill="none" stroke="${arch}" stroke-width="2.6" stroke-linecap="round"/>` +
    `<path d="M16.5 30V22.6M24 30V19.5M31.5 30V22.6" fill="none" stroke="${arch}" stroke-width="1.6" stroke-linecap="round" stroke-opacity="0.75"/>` +
    `<path d="M8 36.4q4-3.2 8 0t8 0t8 0t8 0" fill="none" stroke="${wave1}" stroke-width="2.6" stroke-linecap="round"/>` +
    `<path d="M12 41.4q4-3 8 0t8 0t8 0" fill="none" stroke="${wave2}" stroke-opacity="0.6" stroke-width="2.2" stroke-linecap="round"/>`;
}
function logoSvg(white) {
  const mark = white ? markSvgInner({ bg: PALETTE.teal, wave1: '#ffffff', wave2: PALETTE.sky }) : markSvgInner();
  const word = white ? '#ffffff' : PALETTE.navy, sub = white ? PALETTE.goldL : PALETTE.teal;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="220" height="48" viewBox="0 0 220 48" role="img" aria-label="${firm.name}">` +
    `<title>${firm.name}</title>${mark}` +
    `<text x="58" y="26" font-family="${SERIF_FONT}" font-weight="700" font-size="21" fill="${word}">${WORDMARK_NAME}</text>` +
    `<text x="59" y="41" font-family="${BODY_FONT}" font-weight="600" font-size="9.5" letter-spacing="3" fill="${sub}">${WORDMARK_SUBLINE}</text></svg>\n`;
}
addImage('brand/logo.svg', 220, 48, () => logoSvg(false));
addImage('brand/logo-white.svg', 220, 48, () => logoSvg(true));
addImage('brand/logo-mark.svg', 64, 64, () => `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 48 48" role="img" aria-label="${firm.name}"><title>${firm.name}</title>${markSvgInner()}</svg>\n`);
addImage('brand/logo-mark-512.png', 512, 512, () => `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 48 48">${markSvgInner()}</svg>`);

for (const [code, dictionary] of Object.entries(dictionaries)) addImage(`og/share-default-${code}.jpg`, 1200, 630, (W, H) => {
  const words = { firm: firm.name, city: firm.address.city, year: firm.foundingYear };
  const id = uniqueId('og'), sky = uniqueId('os');
  let s = `<defs>${linearGradient(id, [[0, '#0a1f30'], [0.6, '#12304a'], [1, '#174a60']], 0, 0, 1, 0.4)}${linearGradient(sky, [[0, '#0d2538'], [0.55, '#24566a'], [0.85, '#5f8c88'], [1, '#d9a75c']])}</defs>`;
  s += rect(0, 0, W, H, 0, `url(#${id})`) + rect(0, 0, W, H, 0, 'url(#gridD)');
  s += circle(-60, H + 40, 420, 'none', 'stroke="#ffffff" stroke-opacity="0.05" stroke-width="2"') + rect(560, 40, 150, 100, 0, 'url(#dotsD)');
  const cx = 972, cy = 318, r = 214;
  let sc = rect(cx - r, cy - r, 2 * r, 2 * r, 0, `url(#${sky})`);
  for (let i = 0; i < 24; i++) sc += circle(randomBetween(cx - r, cx + r), randomBetween(cy - r, cy - 40), randomBetween(0.8, 1.8), '#ffffff', `fill-opacity="${threeDecimals(randomBetween(0.2, 0.7))}"`);
  sc += group(sun(44), cx + 40, cy + 46);
  [[-190, 60], [-150, 95], [-110, 70], [-70, 120], [90, 100], [130, 140], [170, 80]].forEach(([dx, h]) => (sc += rect(cx + dx, cy + 50 - h, 36, h + 4, 3, '#1d4259') + rect(cx + dx + 8, cy + 60 - h, 8, 7, 1, PALETTE.goldL, 'fill-opacity="0.8"')));
  for (let x = cx - r; x < cx + r + 30; x += 30) sc += circle(x, cy + 52, randomBetween(16, 26), '#14394f');
  sc += rect(cx - r, cy + 50, 2 * r, r, 0, '#0f3244');
  sc += svgPath(`M${cx + 10} ${cy + 50}C${cx} ${cy + 110} ${cx - 120} ${cy + 170} ${cx - 200} ${cy + r}H${cx + r}V${cy + 180}C${cx + 140} ${cy + 140} ${cx + 70} ${cy + 100} ${cx + 70} ${cy + 50}Z`, '#2c6470');
  for (let i = 0; i < 10; i++) sc += rect(cx + randomBetween(-60, 100), cy + randomBetween(70, 200), randomBetween(30, 70), 3, 1.5, PALETTE.goldL, `fill-opacity="${threeDecimals(randomBetween(0.2, 0.5))}"`);
  sc += group(coveredBridge(340, 96), cx - 150, cy + 130);
  sc += group(tree(120, 'round', '#1f6664'), cx - 180, cy + 110) + group(tree(100, 'tall', '#1f6664'), cx + 200, cy + 130);
  s += circle(cx + 18, cy + 16, r + 16, 'none', `stroke="${PALETTE.gold}" stroke-opacity="0.6" stroke-width="3" stroke-dasharray="2 13" stroke-linecap="round"`);
  s += clipCircle(cx, cy, r, sc);
  s += sparkle(cx + 190, cy - 200, 14, PALETTE.goldL) + plus(cx - 230, cy + 200, 9, PALETTE.tealL, 3, 0.8);
  s += group(markSvgInner(), 80, 120, 2);
  s += `<text x="80" y="318" font-family="${HEADING_FONT}" font-weight="bold" font-size="50" fill="#ffffff">${firm.name}</text>`;
  s += rect(82, 350, 90, 5, 2.5, PALETTE.gold);
  // A longer line (Spanish) gets a smaller size, so it ends before the picture's ring (about 640 px of room).
  const services = fillText(dictionary.shareCard.services, words);
  s += `<text x="80" y="410" font-family="${SANS_FONT}" font-size="${Math.min(24, Math.floor(1360 / services.length))}" fill="${PALETTE.sky}">${services}</text>`;
  s += `<text x="80" y="530" font-family="${SANS_FONT}" font-size="17" fill="#ffffff" fill-opacity="0.55" letter-spacing="2.5">${fillText(dictionary.shareCard.credential, words).toLocaleUpperCase(code)}</text>`;
  return s;
});
