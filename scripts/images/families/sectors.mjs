/**
 * Sector cards of the home page, 800×560: close-ups of one object.
 */
import { THEMES, sparkle } from '../backgrounds.mjs';
import { hand, heart, pencil, plant } from '../objects/desk.mjs';
import { house } from '../objects/places.mjs';
import { briefcase, gear } from '../objects/symbols.mjs';
import { box, chip, hardhat, key, pulseLine, stethoscope } from '../objects/trades.mjs';
import { PALETTE, SKIN_TONES } from '../palette.mjs';
import { uniqueId } from '../random.mjs';
import { addImage } from '../registry.mjs';
import {
  SHADOW, SHADOW_LARGE, circle, group, lineSegment, linearGradient, rect, strokePath, svgPath,
} from '../svg.mjs';

function closeUp(theme, build) {
  return (W, H) => {
    const t = THEMES[theme];
    const id = uniqueId('cu');
    let s = `<defs>${linearGradient(id, [[0, t.g[0]], [1, t.g[1]]], 0, 0, 1, 1)}</defs>` + rect(0, 0, W, H, 0, `url(#${id})`);
    s += circle(W * 0.58, H * 0.5, H * 0.62, t.dark ? '#ffffff' : '#ffffff', `fill-opacity="${t.dark ? 0.06 : 0.5}"`);
    s += circle(W * 0.58, H * 0.5, H * 0.62, t.dark ? 'url(#hatchD)' : 'url(#hatchL)');
    s += rect(0, 0, W * 0.3, H, 0, t.dark ? 'url(#dotsD)' : 'url(#dotsL)');
    s += circle(W * 0.08, H * 0.9, 90, t.dark ? PALETTE.gold : PALETTE.teal, 'fill-opacity="0.9"') + circle(W * 0.08, H * 0.9, 90, 'url(#hatchD)');
    s += sparkle(W * 0.9, H * 0.14, 14, PALETTE.gold);
    return s + build(W, H);
  };
}
const sectorImage = (id, theme, build) => addImage(`sectors/${id}.jpg`, 800, 560, closeUp(theme, build));

sectorImage('small-business', 'cream', () => {
  let s = rect(120, 110, 620, 460, 10, '#ffffff', SHADOW);
  s += rect(100, 40, 660, 70, 10, PALETTE.navy) + rect(180, 56, 300, 36, 8, PALETTE.gold);
  for (let i = 0; i < 8; i++) { const x = 100 + i * 82.5, col = i % 2 ? '#ffffff' : PALETTE.teal; s += rect(x, 110, 82.5, 70, 0, col) + circle(x + 41.25, 180, 41.25, col); }
  s += rect(160, 250, 340, 310, 8, PALETTE.sky) + svgPath('M180 520L320 270H380L240 520Z', '#ffffff', 'fill-opacity="0.5"');
  s += group(plant(120), 240, 560) + group(box(34), 400, 520);
  s += lineSegment(620, 236, 590, 280, PALETTE.navy, 3) + lineSegment(620, 236, 650, 280, PALETTE.navy, 3) + group(rect(-60, 0, 120, 56, 10, PALETTE.gold) + rect(-40, 18, 80, 8, 4, '#fff', 'fill-opacity="0.85"') + rect(-28, 32, 56, 6, 3, '#fff', 'fill-opacity="0.6"'), 620, 280, 1, -4, SHADOW);
  s += circle(620, 236, 6, PALETTE.navy);
  return s;
});

sectorImage('real-estate', 'teal', () => {
  let s = group(key(2.2), 470, 300, 1, -28, SHADOW_LARGE);
  s += strokePath('M250 380C220 420 220 460 240 480', PALETTE.goldL, 6);
  s += group(house(200, 170, { body: '#ffffff', roof: 'url(#gGold)' }), 250, 560, 1, -8, SHADOW_LARGE);
  return s;
});

sectorImage('healthcare', 'sky', () => {
  let s = pulseLine(0, 300, 800, PALETTE.rose, 7);
  s += group(stethoscope(2.1), 380, 330, 1, -10, SHADOW_LARGE);
  s += group(heart(1.4), 640, 170, 1, 10, SHADOW);
  s += group(circle(0, 0, 46, 'url(#gTeal)') + rect(-10, -28, 20, 56, 4, '#fff') + rect(-28, -10, 56, 20, 4, '#fff'), 140, 150, 1, 0, SHADOW);
  return s;
});

sectorImage('construction', 'gold', () => {
  let s = group(rect(-230, -170, 460, 340, 12, '#2a5d7c') + rect(-230, -170, 460, 340, 12, 'url(#gridD)') + strokePath('M-170 110V-100H40V-20H140V110ZM-170 0H40M-60 -100V110', '#ffffff', 4, 'stroke-opacity="0.8"') + rect(60, -140, 130, 40, 6, '#ffffff', 'fill-opacity="0.18"'), 430, 250, 1, -6, SHADOW_LARGE);
  s += group(hardhat(1.5), 470, 500, 1, 0, SHADOW_LARGE);
  s += group(rect(-150, -16, 300, 32, 4, PALETTE.goldL) + Array.from({ length: 14 }, (_, i) => lineSegment(-140 + i * 20, -16, -140 + i * 20, i % 2 ? -4 : 2, PALETTE.navy, 2)).join(''), 650, 470, 1, -60, SHADOW);
  return s;
});

sectorImage('technology', 'navy', () => {
  let s = '';
  for (let i = 0; i < 7; i++) {
    const y = 60 + i * 72, x0 = i % 2 ? 0 : 800;
    s += strokePath(`M${x0} ${y}H${i % 2 ? 220 : 580}L${i % 2 ? 280 : 520} ${y + 40}`, PALETTE.tealL, 3, 'stroke-opacity="0.5"') + circle(i % 2 ? 280 : 520, y + 40, 6, PALETTE.goldL);
  }
  s += group(chip(300), 400, 280, 1, 0, SHADOW_LARGE);
  return s;
});

sectorImage('non-profit', 'cream', () => {
  let s = group(hand(1.7, SKIN_TONES[1], PALETTE.teal, '#ffffff', 200), 300, 400, 1, 32, SHADOW) + group(hand(1.7, SKIN_TONES[5], PALETTE.navy, '#ffffff', 200), 500, 400, 1, -32, SHADOW);
  s += group(heart(2.6), 400, 250, 1, 0, SHADOW_LARGE);
  s += group(heart(0.5), 620, 120, 1, 14) + group(heart(0.4), 180, 150, 1, -14);
  return s;
});

sectorImage('manufacturing', 'navy', () => {
  let s = group(gear(170, 12, 'url(#gTeal)', '#163b55'), 330, 290, 1, 0, SHADOW_LARGE);
  s += group(gear(110, 10, 'url(#gGold)', '#163b55').replace(/stroke="#0f6e6b"/, `stroke="${PALETTE.gold}"`), 575, 190, 1, 12, SHADOW_LARGE);
  s += group(gear(80, 9, PALETTE.skyD, '#163b55').replace(/stroke="#b8cedd"/, `stroke="${PALETTE.skyD}"`), 610, 420, 1, 5, SHADOW_LARGE);
  return s;
});

sectorImage('professional-services', 'sky', () => {
  let s = group(briefcase(420, 290), 400, 340, 1, -4, SHADOW_LARGE);
  s += group(pencil(300, 'url(#gNavy)'), 600, 120, 1, 20, SHADOW);
  s += group(svgPath('M-30 -120H30L22 -90H-22Z', PALETTE.navyD) + svgPath('M-20 -90H20L40 130L0 180L-40 130Z', 'url(#gGold)') + svgPath('M-20 -90H20L26 -40L-26 -40Z', '#ffffff', 'fill-opacity="0.12"'), 150, 240, 0.8, -14, SHADOW);
  return s;
});
