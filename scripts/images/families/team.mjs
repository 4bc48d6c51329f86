/**
 * Team portraits (600×600) and testimonial avatars (240×240).
 */
import { THEMES, sparkle } from '../backgrounds.mjs';
import { svgDoc } from '../defs.mjs';
import { HAIR_COLOURS, PALETTE, SKIN_TONES } from '../palette.mjs';
import { portrait } from '../people.mjs';
import { randomBetween, uniqueId } from '../random.mjs';
import { addImage } from '../registry.mjs';
import { circle, linearGradient, rect } from '../svg.mjs';

const TEAM = {
  'margaret-okafor': { skin: SKIN_TONES[5], hair: '#2a2a2a', style: 'afro', top: PALETTE.navy, attire: 'blouse', shirt: PALETTE.goldP, earring: true, bg: 'gold', disk: PALETTE.teal },
  'daniel-reyes': { skin: SKIN_TONES[3], hair: HAIR_COLOURS[0], style: 'sidepart', top: PALETTE.navyM, tie: PALETTE.teal, beard: '#2b1d16', bg: 'sky', disk: PALETTE.gold },
  'priya-natarajan': { skin: SKIN_TONES[3], hair: HAIR_COLOURS[0], style: 'longWave', top: PALETTE.teal, attire: 'blouse', shirt: '#ffffff', earring: true, bg: 'cream', disk: PALETTE.navy },
  'thomas-keller': { skin: SKIN_TONES[0], hair: HAIR_COLOURS[6], style: 'short', top: PALETTE.navy, tie: PALETTE.gold, glasses: '#33495c', bg: 'mint', disk: PALETTE.gold },
  'aisha-bennett': { skin: SKIN_TONES[4], hair: '#2f4f6b', style: 'hijab', top: PALETTE.gold, attire: 'sweater', shirt: PALETTE.cream, bg: 'sky', disk: PALETTE.teal },
  'michael-chen': { skin: SKIN_TONES[1], hair: HAIR_COLOURS[7], style: 'short', top: '#2e4a5f', tie: PALETTE.rose, glasses: '#1b2a36', bg: 'cream', disk: PALETTE.teal },
  'laura-kowalski': { skin: SKIN_TONES[0], hair: HAIR_COLOURS[4], style: 'bob', top: PALETTE.navyL, attire: 'blouse', shirt: '#ffffff', earring: true, bg: 'mint', disk: PALETTE.navy },
  'james-whitfield': { skin: SKIN_TONES[2], hair: HAIR_COLOURS[5], style: 'bald', top: PALETTE.navy, tie: PALETTE.teal, beard: '#9aa0a6', bg: 'gold', disk: PALETTE.teal },
};
function portraitScene(p, simple = false) {
  return (W, H) => {
    const t = THEMES[p.bg];
    const id = uniqueId('pt');
    let s = `<defs>${linearGradient(id, [[0, t.g[0]], [1, t.g[1]]], 0, 0, 1, 1)}</defs>` + rect(0, 0, 600, 600, 0, `url(#${id})`);
    if (!simple) {
      s += rect(0, 0, 600, 600, 0, 'url(#gridL)');
      s += circle(randomBetween(60, 140), randomBetween(60, 140), randomBetween(50, 90), t.blobs[1], 'fill-opacity="0.9"');
      s += rect(randomBetween(400, 470), randomBetween(430, 480), 110, 90, 0, 'url(#dotsL)');
    }
    s += circle(300, 318, 232, p.disk, 'fill-opacity="0.92"') + circle(300, 318, 232, 'url(#hatchD)');
    if (!simple) s += circle(300, 318, 254, 'none', `stroke="${PALETTE.gold}" stroke-width="3" stroke-dasharray="2 13" stroke-linecap="round" stroke-opacity="0.8"`) + sparkle(randomBetween(470, 530), randomBetween(80, 130), 16, PALETTE.gold);
    s += portrait(p, simple);
    return s;
  };
}
for (const [name, p] of Object.entries(TEAM)) addImage(`team/${name}.jpg`, 600, 600, portraitScene(p));

const CLIENTS = [
  { skin: SKIN_TONES[2], hair: HAIR_COLOURS[2], style: 'short', top: PALETTE.teal, attire: 'sweater', shirt: PALETTE.cream, bg: 'cream', disk: PALETTE.teal },
  { skin: SKIN_TONES[4], hair: HAIR_COLOURS[0], style: 'curlyShort', top: PALETTE.gold, attire: 'sweater', shirt: '#fff', bg: 'sky', disk: PALETTE.navy },
  { skin: SKIN_TONES[0], hair: HAIR_COLOURS[3], style: 'longWave', top: PALETTE.navyL, attire: 'blouse', shirt: '#fff', bg: 'mint', disk: PALETTE.gold },
  { skin: SKIN_TONES[5], hair: HAIR_COLOURS[7], style: 'buzz', top: PALETTE.navy, tie: PALETTE.gold, bg: 'gold', disk: PALETTE.teal },
  { skin: SKIN_TONES[1], hair: HAIR_COLOURS[0], style: 'bun', top: PALETTE.rose, attire: 'blouse', shirt: PALETTE.cream, bg: 'sky', disk: PALETTE.teal },
  { skin: SKIN_TONES[3], hair: HAIR_COLOURS[1], style: 'sidepart', top: PALETTE.teal, attire: 'sweater', shirt: '#fff', beard: HAIR_COLOURS[1], bg: 'cream', disk: PALETTE.navy },
  { skin: SKIN_TONES[6], hair: '#5a2d3c', style: 'hijab', top: PALETTE.navy, attire: 'sweater', shirt: PALETTE.goldP, bg: 'mint', disk: PALETTE.gold },
  { skin: SKIN_TONES[0], hair: HAIR_COLOURS[5], style: 'short', top: PALETTE.gold, glasses: '#2a3a48', tie: PALETTE.navy, bg: 'sky', disk: PALETTE.navy },
  { skin: SKIN_TONES[2], hair: HAIR_COLOURS[2], style: 'bob', top: PALETTE.tealL, attire: 'blouse', shirt: '#fff', bg: 'gold', disk: PALETTE.navy },
  { skin: SKIN_TONES[4], hair: HAIR_COLOURS[0], style: 'afro', top: PALETTE.navyL, attire: 'sweater', shirt: PALETTE.cream, bg: 'cream', disk: PALETTE.teal },
];
CLIENTS.forEach((p, i) =>
  addImage(`testimonials/avatar-${i + 1}.png`, 240, 240, (W, H) => svgDoc(240, 240, portraitScene(p, true)(600, 600)).replace('width="240" height="240" viewBox="0 0 240 240"', 'width="240" height="240" viewBox="0 0 600 600"')),
);
