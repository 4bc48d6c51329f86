/**
 * Insights article heroes (1200×800, cropped to 2:1 on the article and 16:10 on cards), in the service-page style.
 */
import { plus, sparkle, groundShadow } from '../backgrounds.mjs';
import { cheque } from '../objects/desk.mjs';
import { calendar, paper, stampMark } from '../objects/paperwork.mjs';
import { house, tree } from '../objects/places.mjs';
import { HAIR_COLOURS, PALETTE, SKIN_TONES } from '../palette.mjs';
import { person } from '../people.mjs';
import { addImage } from '../registry.mjs';
import { SHADOW, SHADOW_LARGE, group } from '../svg.mjs';
import { scene } from './services.mjs';

const insightImage = (id, theme, build, o) => addImage(`insights/${id}.jpg`, 1200, 800, scene(theme, build, o));

/* Household employers: a home, the caregiver and child, the paycheck, the calendar and Schedule H. */
insightImage('household-employer', 'mint', () => {
  let s = groundShadow(600, 690, 640);
  s += group(tree(170, 'round'), 250, 640) + group(house(320, 280, { door: PALETTE.gold }), 420, 650, 1, 0, SHADOW);
  s += group(paper({ w: 250, h: 320, variant: 'form' }) + group(stampMark(50, PALETTE.teal), 60, 110, 1, -12), 850, 380, 1, 7, SHADOW_LARGE);
  s += group(calendar(170, 170, 15), 930, 190, 1, 8, SHADOW);
  s += group(cheque(330, 140, PALETTE.navy), 880, 640, 1, -4, SHADOW_LARGE);
  const carer = { skin: SKIN_TONES[3], hair: HAIR_COLOURS[0], hairStyle: 'bun', top: PALETTE.teal, bottom: PALETTE.navy, stride: 6, armL: 6, armR: -22 };
  const child = { skin: SKIN_TONES[3], hair: HAIR_COLOURS[1], hairStyle: 'curly', top: PALETTE.gold, bottom: PALETTE.navyL, stride: -8, armL: 24, armR: -6 };
  s += group(person(carer), 590, 700, 1.15) + group(person(child), 670, 700, 0.7);
  s += sparkle(300, 230, 16, PALETTE.gold) + plus(1060, 640, 12, PALETTE.teal, 4, 0.7);
  return s;
});
