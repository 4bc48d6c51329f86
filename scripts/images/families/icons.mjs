/**
 * Icons: value tiles (400×400) and fun-fact badges (160×160).
 */
import { THEMES, sparkle } from '../backgrounds.mjs';
import { svgDoc } from '../defs.mjs';
import { curveArrow, heart, laptop } from '../objects/desk.mjs';
import { calendar, coin, donut, paper, seal, star } from '../objects/paperwork.mjs';
import { cloud, mapPin } from '../objects/places.mjs';
import { clock, piggy, shield, speech, target } from '../objects/symbols.mjs';
import { books, gradCap, illinoisPath } from '../objects/trades.mjs';
import { HAIR_COLOURS, PALETTE, SKIN_TONES } from '../palette.mjs';
import { personBust } from '../people.mjs';
import { randomBetween, uniqueId } from '../random.mjs';
import { addImage } from '../registry.mjs';
import { SHADOW, circle, group, lineSegment, linearGradient, rect, strokePath, svgPath } from '../svg.mjs';
import { avatarDisc } from './services.mjs';

/* Values 400×400 PNG (icon on a soft rounded tile) */
function tile(theme, icon) {
  return () => {
    const t = THEMES[theme];
    const id = uniqueId('tl'), cid = uniqueId('tc');
    let inner = rect(0, 0, 400, 400, 0, `url(#${id})`) + rect(0, 0, 400, 400, 0, 'url(#gridL)');
    inner += circle(randomBetween(40, 120), randomBetween(300, 360), randomBetween(70, 110), t.blobs[1], 'fill-opacity="0.8"') + circle(randomBetween(300, 360), randomBetween(30, 90), randomBetween(50, 80), t.blobs[2], 'fill-opacity="0.8"');
    inner += circle(200, 206, 128, '#ffffff', 'fill-opacity="0.75"') + circle(200, 206, 128, 'url(#hatchL)', 'fill-opacity="0.5"');
    inner += sparkle(randomBetween(310, 350), randomBetween(300, 350), 12, PALETTE.gold);
    return `<defs>${linearGradient(id, [[0, t.g[0]], [1, t.g[1]]], 0, 0, 1, 1)}<clipPath id="${cid}"><rect x="8" y="8" width="384" height="384" rx="72"/></clipPath></defs>` +
      `<g clip-path="url(#${cid})">${inner}</g>` + `<g>${icon()}</g>`;
  };
}
const valueImage = (id, theme, icon) => addImage(`values/${id}.png`, 400, 400, tile(theme, icon));

valueImage('personalization', 'cream', () => group(avatarDisc(92, { skin: SKIN_TONES[3], hair: HAIR_COLOURS[1], hairStyle: 'bun', top: PALETTE.teal }, PALETTE.teal), 200, 210, 1, 0, SHADOW) + group(circle(0, 0, 34, 'url(#gGold)') + star(0, 0, 16, '#ffffff'), 276, 136, 1, 0, SHADOW));
valueImage('proactive', 'sky', () => group(clock(96, 300, 60), 200, 210, 1, 0, SHADOW) + curveArrow([[92, 250], [90, 160], [150, 96], [230, 92]], PALETTE.gold, 12));
valueImage('transparency', 'mint', () => {
  let s = svgPath('M80 206Q200 80 320 206Q200 332 80 206Z', '#ffffff', `stroke="${PALETTE.navy}" stroke-width="10" stroke-linejoin="round"`);
  s += circle(200, 206, 54, 'url(#gTeal)') + circle(200, 206, 24, PALETTE.navy) + circle(184, 190, 10, '#ffffff', 'fill-opacity="0.85"');
  for (let i = 0; i < 5; i++) { const a = -Math.PI * (0.25 + i * 0.125); s += lineSegment(200 + Math.cos(a) * 140, 206 + Math.sin(a) * 140, 200 + Math.cos(a) * 166, 206 + Math.sin(a) * 166, PALETTE.gold, 9); }
  return `<g ${SHADOW}>${s}</g>`;
});
valueImage('support', 'gold', () => group(donut(80, [0.25, 0.25, 0.25, 0.25], [PALETTE.rose, '#ffffff', PALETTE.rose, '#ffffff'], 46) + circle(0, 0, 103, 'none', `stroke="${PALETTE.navy}" stroke-width="3" stroke-opacity="0.25"`) + circle(0, 0, 57, 'none', `stroke="${PALETTE.navy}" stroke-width="3" stroke-opacity="0.25"`), 200, 206, 1, 0, SHADOW) + strokePath('M110 120Q200 60 290 120', PALETTE.navy, 5, 'stroke-dasharray="2 10"'));
valueImage('passion', 'cream', () => group(heart(2.3), 200, 210, 1, 0, SHADOW) + sparkle(300, 110, 20, PALETTE.gold) + sparkle(100, 140, 12, PALETTE.teal));
valueImage('trust', 'sky', () => group(shield(2.0, 'url(#gTeal)'), 200, 206, 1, 0, SHADOW) + group(circle(0, 0, 30, 'url(#gGold)') + star(0, 0, 14, '#ffffff'), 276, 290, 1, 0, SHADOW));
valueImage('quality', 'mint', () => group(seal(88), 200, 180, 1, 0, SHADOW));
valueImage('expertise', 'gold', () => group(books(0.7), 200, 320, 1, 0, SHADOW) + group(gradCap(0.95), 200, 168, 1, -4, SHADOW));
valueImage('responsiveness', 'cream', () => group(speech(230, 160, 'url(#gTeal)', 'left', 'none'), 200, 190, 1, 0, SHADOW) + svgPath('M212 120L162 204H200L186 262L242 170H204Z', PALETTE.goldL, 'stroke="#f3d08a" stroke-width="6" stroke-linejoin="round"'));
valueImage('results', 'sky', () => group(target(100), 190, 214, 1, 0, SHADOW));
valueImage('technology', 'mint', () => group(laptop(260), 200, 300, 1, 0, SHADOW) + group(cloud(150, '#ffffff'), 200, 140, 1, 0, SHADOW) + svgPath('M200 108v40M184 124l16-16 16 16', 'none', `stroke="${PALETTE.teal}" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"`));
valueImage('local', 'gold', () => group(svgPath('M-120 0A120 120 0 0 1 120 0', 'none', `stroke="${PALETTE.navy}" stroke-width="16" stroke-linecap="round"`) + rect(-140, 0, 280, 18, 9, PALETTE.navy) + strokePath('M-130 44q22 -14 44 0t44 0t44 0t44 0t44 0t44 0', PALETTE.teal, 9), 200, 270) + group(mapPin(1.45), 200, 250, 1, 0, SHADOW));

/* Fun-fact icons 160×160 PNG */
function badgeIcon(col, icon) {
  return () => svgDoc(160, 160, circle(200, 200, 190, col) + circle(200, 200, 190, 'url(#hatchL)', 'fill-opacity="0.6"') + circle(200, 200, 190, 'none', `stroke="${PALETTE.gold}" stroke-width="6" stroke-opacity="0.6"`) + icon()).replace('viewBox="0 0 160 160"', 'viewBox="0 0 400 400"');
}
const funFactImage = (id, col, icon) => addImage(`funfacts/${id}.png`, 160, 160, badgeIcon(col, icon));
funFactImage('returns', PALETTE.tealP, () => group(paper({ w: 170, h: 220, variant: 'lines' }), 190, 200, 1, -6, SHADOW) + group(circle(0, 0, 44, 'url(#gTeal)') + strokePath('M-18 0L-5 14L20 -14', '#ffffff', 10), 270, 270, 1, 0, SHADOW));
funFactImage('savings', PALETTE.goldP, () => group(piggy(1.25), 200, 220, 1, 0, SHADOW) + group(coin(34), 200, 92, 1, 0, SHADOW));
funFactImage('clients', PALETTE.sky, () => group(personBust({ skin: SKIN_TONES[4], hair: HAIR_COLOURS[0], hairStyle: 'curly', top: PALETTE.teal, armL: 8, armR: -8 }), 120, 300, 1.35) + group(personBust({ skin: SKIN_TONES[1], hair: HAIR_COLOURS[3], hairStyle: 'long', top: PALETTE.gold, armL: 8, armR: -8 }), 280, 300, 1.35) + group(personBust({ skin: SKIN_TONES[2], hair: HAIR_COLOURS[1], hairStyle: 'short', top: PALETTE.navy, armL: 8, armR: -8 }), 200, 330, 1.6));
funFactImage('states', PALETTE.tealP, () => group(svgPath(illinoisPath(150, 270), 'url(#gTeal)') + svgPath(illinoisPath(150, 270), 'url(#hatchD)'), 122, 66, 1, 0, SHADOW) + group(mapPin(1.1), 240, 200, 1, 0, SHADOW));
funFactImage('years', PALETTE.goldP, () => group(calendar(210, 210, 18), 200, 215, 1, 0, SHADOW));
funFactImage('retention', PALETTE.sky, () => {
  const a = (d, c) => strokePath(d, c, 26);
  return `<g ${SHADOW}>` + a('M110 170A100 100 0 0 1 290 150', PALETTE.teal) + svgPath('M318 150L276 196L262 130Z', PALETTE.teal) + a('M290 240A100 100 0 0 1 110 250', PALETTE.navy) + svgPath('M82 250L124 204L138 270Z', PALETTE.navy) + '</g>' + group(heart(1.1), 200, 210, 1, 0, SHADOW);
});
