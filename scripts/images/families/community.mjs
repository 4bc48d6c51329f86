/**
 * Community: event photos for the gallery (900×600) and the campaign pictures (1000×640).
 */
import { groundShadow, sparkle } from '../backgrounds.mjs';
import { desk, hand, heart, laptop, mug, pencil } from '../objects/desk.mjs';
import { calculator, coin } from '../objects/paperwork.mjs';
import { sun, tree } from '../objects/places.mjs';
import { globe } from '../objects/symbols.mjs';
import { books, box, coat, gradCap, leaf, shoppingBag, snowflake, sprout } from '../objects/trades.mjs';
import { HAIR_COLOURS, PALETTE, SKIN_TONES } from '../palette.mjs';
import { person, personBust } from '../people.mjs';
import { randomBetween } from '../random.mjs';
import { addImage } from '../registry.mjs';
import { SHADOW, SHADOW_LARGE, circle, ellipse, group, lineSegment, rect, strokePath, svgPath } from '../svg.mjs';
import { industryScene } from './industries.mjs';
import { scene } from './services.mjs';

/* Gallery 900×600 (community events) */
function galleryScene(theme, build, o = {}) {
  return industryScene(theme, build, { ground: 470, ...o });
}
const galleryImage = (id, theme, build, o) => addImage(`gallery/${id}.jpg`, 900, 600, galleryScene(theme, build, o));
const CROWD = [
  { skin: SKIN_TONES[4], hair: HAIR_COLOURS[0], hairStyle: 'afro', top: PALETTE.teal, bottom: PALETTE.navy },
  { skin: SKIN_TONES[1], hair: HAIR_COLOURS[3], hairStyle: 'long', top: PALETTE.gold, bottom: PALETTE.navy },
  { skin: SKIN_TONES[2], hair: HAIR_COLOURS[1], hairStyle: 'short', top: PALETTE.navy, bottom: PALETTE.navyD },
  { skin: SKIN_TONES[0], hair: HAIR_COLOURS[4], hairStyle: 'pony', top: PALETTE.rose, bottom: PALETTE.navy },
  { skin: SKIN_TONES[5], hair: HAIR_COLOURS[0], hairStyle: 'short', top: PALETTE.tealL, bottom: PALETTE.navy },
  { skin: SKIN_TONES[3], hair: HAIR_COLOURS[2], hairStyle: 'bun', top: PALETTE.navyL, bottom: PALETTE.navyD },
  { skin: SKIN_TONES[6], hair: '#3b2a4a', hairStyle: 'hijab', top: PALETTE.gold, bottom: PALETTE.navy },
];
const wearing = (p, col) => ({ ...p, top: col });

galleryImage('food-drive', 'cream', (W, H, gy) => {
  let s = rect(250, 150, 400, 60, 10, PALETTE.teal) + lineSegment(260, 210, 260, gy, PALETTE.navy, 6) + lineSegment(640, 210, 640, gy, PALETTE.navy, 6) + group(heart(0.45, '#ffffff'), 450, 178);
  s += group(person({ ...wearing(CROWD[0], PALETTE.teal), armL: 10, armR: -50 }), 330, gy + 10, 1.1) + group(person({ ...wearing(CROWD[3], PALETTE.teal), armL: 50, armR: -10 }), 560, gy + 10, 1.05);
  s += rect(220, gy - 110, 460, 22, 6, 'url(#gWood)') + rect(240, gy - 88, 420, 130, 6, PALETTE.navy, 'fill-opacity="0.9"');
  for (let i = 0; i < 6; i++) s += group(rect(-14, -34, 28, 34, 4, [PALETTE.rose, PALETTE.gold, PALETTE.tealL][i % 3]) + rect(-14, -26, 28, 12, 0, '#ffffff', 'fill-opacity="0.8"'), 270 + i * 26, gy - 110);
  s += group(box(34), 530, gy - 140) + group(box(34), 610, gy - 140) + group(shoppingBag(50, 'url(#gGold)'), 440, gy - 108);
  s += group(person({ ...CROWD[2], armL: 10, armR: -60, itemR: group(box(20), 0, 80) }), 790, gy + 40, 1.05) + group(person({ ...CROWD[5], armL: 8, armR: -8 }), 110, gy + 44, 1.0);
  return s;
}, { sunX: 800 });

galleryImage('tree-planting', 'mint', (W, H, gy) => {
  let s = group(tree(300), 160, gy + 20) + group(tree(220, 'tall'), 780, gy + 10);
  s += ellipse(450, gy + 60, 90, 18, '#8a6a4c') + group(sprout(110), 450, gy + 58);
  s += group(person({ ...wearing(CROWD[4], PALETTE.gold), armL: 20, armR: -60, itemR: group(lineSegment(0, -30, 0, 110, PALETTE.trunk, 5) + svgPath('M-12 110H12L8 140H-8Z', PALETTE.navyL), 0, 40) }), 330, gy + 70, 1.1);
  s += group(person({ ...wearing(CROWD[1], PALETTE.gold), armL: 60, armR: -10, itemL: group(rect(-18, 0, 36, 30, 6, PALETTE.teal), 0, 70) }), 580, gy + 70, 1.05);
  s += group(person({ ...wearing(CROWD[6], PALETTE.gold), armL: 10, armR: -10 }), 680, gy + 90, 0.8);
  return s;
}, { sunX: 470, sunY: 100 });

galleryImage('tax-clinic', 'sky', (W, H, gy) => {
  let s = rect(180, 90, 540, 80, 14, PALETTE.navy) + rect(210, 112, 200, 14, 7, PALETTE.goldL) + rect(210, 136, 140, 10, 5, '#ffffff', 'fill-opacity="0.6"') + group(circle(0, 0, 28, PALETTE.gold) + strokePath('M-10 0L-3 8L12 -8', '#fff', 5), 660, 130);
  s += group(personBust({ skin: SKIN_TONES[3], hair: HAIR_COLOURS[0], top: PALETTE.teal, collar: '#fff', armL: 30, armR: -40 }), 300, gy - 70, 1.3);
  s += group(personBust({ skin: SKIN_TONES[0], hair: HAIR_COLOURS[5], hairStyle: 'short', top: PALETTE.gold, collar: '#fff', armL: 40, armR: -30 }), 600, gy - 70, 1.3);
  s += group(desk(700, 120), 450, gy - 70);
  s += group(laptop(180), 330, gy - 70) + group(calculator(50, 70), 540, gy - 106, 1, 6) + group(mug(0.8, PALETTE.rose), 640, gy - 70);
  s += group(person({ ...CROWD[6], armL: 8, armR: -8 }), 820, gy + 70, 1) + group(person({ ...CROWD[2], armL: 8, armR: -8 }), 80, gy + 70, 1);
  return s;
}, { sun: false, clouds: false });

galleryImage('charity-run', 'gold', (W, H, gy) => {
  let s = rect(590, 120, 16, gy - 110, 4, PALETTE.navy) + rect(830, 120, 16, gy - 110, 4, PALETTE.navy) + rect(580, 110, 276, 56, 8, 'url(#checker)') + rect(580, 110, 276, 56, 8, 'none', `stroke="${PALETTE.navy}" stroke-width="6"`);
  s += rect(0, gy + 20, W, 70, 0, PALETTE.rose, 'fill-opacity="0.55"') + lineSegment(0, gy + 55, W, gy + 55, '#ffffff', 3, 'stroke-dasharray="20 14"');
  const runners = [[180, CROWD[0], PALETTE.teal], [330, CROWD[3], PALETTE.gold], [470, CROWD[5], PALETTE.teal], [710, CROWD[4], PALETTE.navyL]];
  runners.forEach(([x, p, col], i) => (s += group(person({ ...wearing(p, col), bib: PALETTE.navy, stride: i % 2 ? 28 : -28, armL: i % 2 ? 38 : 12, armR: i % 2 ? -12 : -38 }), x, gy + 60 + (i % 2) * 6, i === 3 ? 1.1 : 1.0)));
  s += group(heart(0.5), 720, 70, 1, 10);
  return s;
}, { sun: false, cloudX: 200 });

galleryImage('classroom-visit', 'cream', (W, H, gy) => {
  let s = rect(120, 60, 520, 260, 14, '#2f5d55') + rect(134, 74, 492, 232, 8, '#3a6e64');
  s += strokePath('M170 260L250 200L320 230L420 140L500 170L580 110', '#ffffff', 5, 'stroke-opacity="0.85"') + group(coin(26), 220, 130) + rect(430, 240, 150, 10, 5, '#ffffff', 'fill-opacity="0.6"') + rect(430, 262, 100, 10, 5, '#ffffff', 'fill-opacity="0.4"');
  s += group(person({ skin: SKIN_TONES[3], hair: HAIR_COLOURS[0], hairStyle: 'bob', top: PALETTE.navy, bottom: PALETTE.navy, jacketOpen: true, armL: 8, armR: -125 }), 720, gy + 40, 1.2);
  for (let i = 0; i < 3; i++) {
    const x = 160 + i * 200;
    s += group(personBust({ ...CROWD[(i * 2) % 7], armL: i === 1 ? 150 : 20, armR: -20 }), x, gy + 20, 0.95);
    s += rect(x - 80, gy + 16, 160, 16, 5, 'url(#gWood)') + rect(x - 70, gy + 32, 12, 60, 3, PALETTE.navy) + rect(x + 58, gy + 32, 12, 60, 3, PALETTE.navy);
    s += group(books(0.25), x + 40, gy + 16);
  }
  return s;
}, { sun: false, clouds: false });

galleryImage('winter-coat-drive', 'sky', (W, H, gy) => {
  let s = '';
  for (let i = 0; i < 26; i++) s += group(snowflake(randomBetween(6, 14), '#ffffff', randomBetween(0.5, 0.95)), randomBetween(0, W), randomBetween(20, gy - 40));
  s += rect(180, 130, 12, gy - 120, 4, PALETTE.navy) + rect(560, 130, 12, gy - 120, 4, PALETTE.navy) + rect(170, 124, 412, 14, 7, PALETTE.navyL);
  const cols = [PALETTE.teal, PALETTE.rose, PALETTE.gold, PALETTE.navyL];
  cols.forEach((c, i) => (s += group(coat(0.8, c), 240 + i * 95, 240)));
  s += group(box(40), 650, gy + 10) + group(box(40), 700, gy + 50);
  s += group(person({ ...CROWD[1], top: PALETTE.navy, armL: 10, armR: -70, itemR: group(coat(0.3, PALETTE.gold), 0, 90) }), 120, gy + 70, 1.05);
  s += group(person({ ...CROWD[4], top: PALETTE.rose, cap: PALETTE.teal, armL: 60, armR: -8 }), 800, gy + 70, 1.0);
  return s;
}, { sun: false, cloudX: 760 });

/* Causes 1000×640 */
const causeImage = (id, theme, build, o) => addImage(`causes/${id}.jpg`, 1000, 640, scene(theme, build, { diskAt: [500, 330, 270], ...o }));

causeImage('no-planet-b', 'mint', () => {
  let s = groundShadow(500, 600, 420);
  s += group(hand(1.6, SKIN_TONES[2], PALETTE.navy, '#ffffff', 260), 330, 520, 1, 40) + group(hand(1.6, SKIN_TONES[5], PALETTE.teal, '#ffffff', 260), 670, 520, 1, -40);
  s += group(globe(170, { sea: 'url(#gTeal)', land: 'url(#gTealL)' }), 500, 340, 1, 0, SHADOW_LARGE);
  s += group(sprout(130), 500, 175);
  s += group(leaf(60, PALETTE.tealM), 760, 170, 1, -30) + group(leaf(46, PALETTE.teal), 220, 200, 1, 200);
  return s;
});

causeImage('education', 'cream', () => {
  let s = groundShadow(500, 600, 480);
  s += group(books(1.3), 470, 590, 1, 0, SHADOW);
  s += group(gradCap(1.05), 470, 310, 1, -6, SHADOW_LARGE);
  s += group(pencil(240), 770, 470, 1, -55, SHADOW);
  s += group(svgPath('M0 -40C24 -46 44 -28 42 0C40 30 20 46 0 40C-20 46 -40 30 -42 0C-44 -28 -24 -46 0 -40Z', 'url(#gRose)') + strokePath('M0 -40C2 -52 8 -58 14 -62', PALETTE.trunk, 4) + group(leaf(24, PALETTE.teal, false), 4, -50, 1, -40), 210, 540, 1, 0, SHADOW);
  return s;
});

causeImage('homelessness', 'sky', () => {
  let s = groundShadow(500, 590, 520);
  s += group(svgPath('M-300 40L0 -200L300 40', 'none', `stroke="${PALETTE.navy}" stroke-width="36" stroke-linecap="round" stroke-linejoin="round"`) + svgPath('M-300 40L0 -200L300 40', 'none', `stroke="${PALETTE.gold}" stroke-width="10" stroke-linecap="round" stroke-linejoin="round" stroke-opacity="0.8"`), 500, 330, 1, 0, SHADOW);
  s += group(person({ ...CROWD[2], top: PALETTE.teal, armL: 10, armR: -25 }), 390, 590, 1.25) + group(person({ ...CROWD[1], top: PALETTE.rose, armL: 25, armR: -25 }), 500, 595, 1.1) + group(person({ ...CROWD[4], top: PALETTE.gold, armL: 25, armR: -10 }), 600, 598, 0.8);
  s += group(heart(0.8), 500, 210, 1, 0, SHADOW);
  return s;
});

causeImage('drugs-rehabilitation', 'gold', () => {
  let s = group(sun(70), 500, 330);
  s += svgPath('M0 400Q250 340 500 380T1000 360V640H0Z', PALETTE.tealL) + svgPath('M0 470Q300 420 560 460T1000 450V640H0Z', '#5ea79f');
  s += svgPath('M440 640C470 560 500 480 500 380L512 380C520 480 560 560 620 640Z', '#f4ead6');
  s += group(person({ ...CROWD[5], top: PALETTE.teal, stride: 10, armL: -10, armR: 40 }), 470, 560, 0.95) + group(person({ ...CROWD[0], top: PALETTE.gold, stride: -10, armL: -40, armR: 10 }), 540, 566, 1.0);
  s += group(tree(150), 170, 470) + group(tree(120, 'tall'), 840, 460) + group(sprout(80), 720, 520);
  return s;
}, { disk: false });

causeImage('mental-health', 'teal', () => {
  const head = 'M-80 170C-84 120 -120 90 -120 10C-120 -90 -40 -150 40 -150C130 -150 180 -80 170 -10C166 20 186 40 196 60C204 74 194 84 180 86C178 110 172 130 150 136C130 142 110 140 100 150L96 170Z';
  let s = group(svgPath(head, '#ffffff', 'fill-opacity="0.95"'), 460, 380, 1.05, 0, SHADOW_LARGE);
  s += group(circle(0, 0, 92, PALETTE.tealP) + sprout(150) .replace(/^/, '') , 500, 330);
  s += group(heart(0.9), 500, 180, 1, 0, SHADOW);
  s += group(leaf(50, PALETTE.goldL), 640, 250, 1, -40) + sparkle(300, 200, 18, PALETTE.goldL) + sparkle(720, 420, 12, '#ffffff');
  return s;
}, { disk: false });
