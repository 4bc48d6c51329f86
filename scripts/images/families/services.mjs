/**
 * Service-page illustrations (1200×800) and the process steps (800×600).
 */
import { THEMES, background, groundShadow, plus, sparkle } from '../backgrounds.mjs';
import { cheque, curveArrow, flag, ledgerOpen, monitor, mug, pencil, plant, receipt } from '../objects/desk.mjs';
import { calculator, calendar, chartBoard, clipboard, coin, coinStack, donut, paper } from '../objects/paperwork.mjs';
import { house, mapPin, office, tree } from '../objects/places.mjs';
import {
  briefcase, chainLink, clock, cubeIso, gear, globe, lightbulb, magnifier, orbit, passport, piggy, plane, puzzle,
  rocket, shield, speech, target,
} from '../objects/symbols.mjs';
import { capitol, chessPiece, gauge, illinoisPath, sprout, whiteboard } from '../objects/trades.mjs';
import { HAIR_COLOURS, PALETTE, SKIN_TONES } from '../palette.mjs';
import { person, personBust } from '../people.mjs';
import { uniqueId } from '../random.mjs';
import { addImage } from '../registry.mjs';
import {
  SHADOW, SHADOW_LARGE, circle, ellipse, group, lineSegment, oneDecimal, rect, strokePath, svgPath,
} from '../svg.mjs';

/* Service pages 1200×800 */
export function scene(theme, build, o = {}) {
  return (W, H) => {
    let s = background(W, H, theme, o.bg || {});
    const dark = THEMES[theme].dark;
    if (o.disk !== false) {
      const [dx, dy, dr] = o.diskAt || [W / 2, H * 0.53, Math.min(W, H) * 0.4];
      s += circle(dx, dy, dr, dark ? '#ffffff' : '#ffffff', `fill-opacity="${dark ? 0.07 : 0.6}"`);
      s += circle(dx, dy, dr, 'none', `stroke="${dark ? PALETTE.goldL : PALETTE.gold}" stroke-opacity="0.5" stroke-width="3" stroke-dasharray="2 13" stroke-linecap="round" transform="translate(${oneDecimal(dr * 0.06)} ${oneDecimal(dr * 0.05)})"`);
    }
    return s + build(W, H, dark);
  };
}
const serviceImage = (id, theme, build, o) => addImage(`services/${id}.jpg`, 1200, 800, scene(theme, build, o));

export function avatarDisc(r, p, ring = PALETTE.teal, bg = '#ffffff') {
  let s = circle(0, 0, r, bg) + circle(0, 0, r, 'none', `stroke="${ring}" stroke-width="${oneDecimal(r * 0.12)}"`);
  const id = uniqueId('av');
  s += `<clipPath id="${id}"><circle cx="0" cy="0" r="${oneDecimal(r * 0.92)}"/></clipPath><g clip-path="url(#${id})">` +
    group(personBust({ ...p, armL: 8, armR: -8 }), 0, r * 1.35, r / 55) + '</g>';
  return s;
}

serviceImage('income-tax-preparation', 'cream', () => {
  let s = groundShadow(600, 700, 520);
  s += group(coinStack(5, 40), 300, 660) + group(coinStack(3, 40), 370, 690);
  s += group(paper({ w: 320, h: 420, variant: 'form' }), 540, 400, 1, -6, SHADOW_LARGE);
  s += group(calculator(170, 240), 820, 480, 1, 9, SHADOW_LARGE);
  s += group(pencil(250), 560, 650, 1, -18, SHADOW);
  s += group(coin(44), 860, 230, 1, 12, SHADOW) + sparkle(330, 230, 16, PALETTE.gold) + plus(960, 640, 12, PALETTE.teal, 4, 0.7);
  return s;
});

serviceImage('business-tax-preparation', 'sky', () => {
  let s = groundShadow(600, 700, 620);
  s += group(office(200, 380, { cols: 3, rows: 7 }), 840, 690, 1, 0, SHADOW);
  s += group(paper({ w: 270, h: 350, variant: 'form' }), 420, 380, 1, -9, SHADOW_LARGE);
  s += group(briefcase(300, 210), 600, 580, 1, 0, SHADOW_LARGE);
  s += group(chartBoard({ w: 200, h: 140, bars: [0.3, 0.5, 0.7, 0.9] }), 950, 250, 1, 6, SHADOW);
  s += sparkle(250, 620, 14, PALETTE.gold);
  return s;
});

serviceImage('state-local-tax', 'mint', () => {
  let s = '';
  const d = illinoisPath(330, 600);
  s += group(svgPath(d, PALETTE.navy, 'fill-opacity="0.15"'), 325, 120);
  s += group(svgPath(d, 'url(#gTeal)') + svgPath(d, 'url(#hatchD)'), 310, 100, 1, 0, SHADOW_LARGE);
  s += group(mapPin(0.8), 545, 230, 1, 0) + group(mapPin(0.55, 'url(#gNavy)'), 490, 290) + group(mapPin(0.5, 'url(#gNavy)'), 430, 560) + group(mapPin(0.45, 'url(#gNavy)'), 480, 430);
  s += strokePath('M545 170C640 120 720 160 760 260', PALETTE.gold, 4, 'stroke-dasharray="3 12"');
  s += groundShadow(840, 700, 420);
  s += group(capitol(360), 840, 700, 1, 0, SHADOW);
  s += group(house(110, 96, { body: '#ffffff', roof: 'url(#gGold)' }), 990, 706) + group(tree(110, 'round'), 640, 706);
  return s;
});

serviceImage('irs-representation', 'navy', () => {
  let s = groundShadow(600, 700, 460, 0.3);
  s += group(paper({ w: 260, h: 340, variant: 'lines' }), 430, 400, 1, -16, SHADOW) + group(paper({ w: 260, h: 340, variant: 'form' }), 770, 400, 1, 14, SHADOW);
  s += group(paper({ w: 280, h: 360, variant: 'seal' }), 600, 380, 1, 0, SHADOW_LARGE);
  s += group(shield(2.2, 'url(#gTeal)'), 600, 520, 1, 0, SHADOW_LARGE);
  s += group(speech(150, 92, '#ffffff', 'right', 'dots', PALETTE.teal), 250, 220, 1, 0, SHADOW) + group(speech(140, 86, PALETTE.gold, 'left', 'check', '#ffffff'), 960, 230, 1, 0, SHADOW);
  s += group(briefcase(170, 120, 'url(#gGold)'), 930, 640, 1, 0, SHADOW);
  return s;
}, { bg: { sparkles: 4 } });

serviceImage('international-tax', 'teal', () => {
  let s = '';
  s += group(orbit(300, 110, PALETTE.goldL, -16, true), 560, 390);
  s += group(globe(210), 560, 390, 1, 0, SHADOW_LARGE);
  s += group(`<ellipse cx="0" cy="0" rx="300" ry="110" fill="none" stroke="${PALETTE.goldL}" stroke-width="4" transform="rotate(-16)" stroke-dasharray="0 0 ${oneDecimal(Math.PI * 300)} 2000"/>`, 560, 390);
  s += group(plane(1.3), 840, 250, 1, -28, SHADOW);
  s += group(passport(170, 235), 880, 560, 1, 12, SHADOW_LARGE);
  s += group(coinStack(4, 42), 260, 660) + group(coin(46), 330, 560, 1, -10, SHADOW);
  return s;
});

serviceImage('estate-trust-tax', 'cream', () => {
  let s = circle(560, 330, 290, PALETTE.tealP, 'fill-opacity="0.9"') + circle(560, 330, 290, 'url(#hatchT)', 'fill-opacity="0.5"');
  s += svgPath('M530 720C540 620 545 520 520 440L548 430C575 520 590 620 600 720Z', PALETTE.trunk) + svgPath('M540 520C500 470 460 460 420 470M560 500C600 450 650 440 700 450', 'none', `stroke="${PALETTE.trunk}" stroke-width="14" stroke-linecap="round"`);
  const L = (pts) => strokePath(pts, PALETTE.gold, 5);
  s += L('M560 175V250M410 330V290H710V330M330 470V430H490V470M630 470V430H790V470M410 380V430M710 380V430');
  const people = [
    [560, 160, { skin: SKIN_TONES[2], hair: HAIR_COLOURS[6], hairStyle: 'short', top: PALETTE.navy }],
    [410, 330, { skin: SKIN_TONES[2], hair: HAIR_COLOURS[2], hairStyle: 'short', top: PALETTE.teal }],
    [710, 330, { skin: SKIN_TONES[4], hair: HAIR_COLOURS[0], hairStyle: 'long', top: PALETTE.gold }],
    [330, 480, { skin: SKIN_TONES[1], hair: HAIR_COLOURS[4], hairStyle: 'pony', top: PALETTE.rose }],
    [490, 480, { skin: SKIN_TONES[3], hair: HAIR_COLOURS[1], hairStyle: 'short', top: PALETTE.navyL }],
    [630, 480, { skin: SKIN_TONES[4], hair: HAIR_COLOURS[0], hairStyle: 'curly', top: PALETTE.teal }],
    [790, 480, { skin: SKIN_TONES[0], hair: HAIR_COLOURS[3], hairStyle: 'bun', top: PALETTE.gold }],
  ];
  people.forEach(([x, y, p], i) => (s += group(avatarDisc(i === 0 ? 60 : 48, p, i === 0 ? PALETTE.gold : PALETTE.teal), x, y, 1, 0, SHADOW)));
  s += group(paper({ w: 200, h: 260, variant: 'seal' }), 990, 560, 1, 8, SHADOW_LARGE);
  s += group(house(160, 140, { body: '#ffffff' }), 250, 716, 1, 0, SHADOW);
  return s;
}, { disk: false });

serviceImage('bookkeeping-services', 'gold', () => {
  let s = groundShadow(600, 690, 640, 0.14);
  s += group(receipt(130, 210), 250, 330, 1, -12, SHADOW) + group(receipt(120, 190), 950, 290, 1, 10, SHADOW);
  s += group(ledgerOpen(560, 320, PALETTE.navy), 590, 440, 1, -3, SHADOW_LARGE);
  s += group(calculator(140, 200), 920, 600, 1, 12, SHADOW_LARGE);
  s += group(pencil(240), 430, 660, 1, -10, SHADOW);
  s += group(coin(36), 290, 560, 1, 0, SHADOW);
  return s;
});

serviceImage('financial-statements', 'sky', () => {
  let s = groundShadow(600, 700, 600);
  s += group(paper({ w: 260, h: 340, variant: 'table' }), 380, 400, 1, -10, SHADOW);
  s += group(paper({ w: 260, h: 340, variant: 'lines', fold: false }) + group(donut(64, [0.42, 0.33, 0.25]), 0, 40), 820, 390, 1, 9, SHADOW);
  s += group(paper({ w: 290, h: 380, variant: 'chart' }), 600, 380, 1, 0, SHADOW_LARGE);
  s += group(magnifier(90, 40), 760, 560, 1, 0, SHADOW_LARGE);
  return s;
});

serviceImage('payroll', 'cream', () => {
  let s = groundShadow(600, 690, 600);
  s += group(cheque(380, 160, PALETTE.navy), 560, 470, 1, -12, SHADOW) + group(cheque(380, 160, PALETTE.gold), 590, 520, 1, -4, SHADOW) + group(cheque(380, 160, PALETTE.teal), 620, 570, 1, 4, SHADOW_LARGE);
  s += group(calendar(200, 200, 25), 890, 280, 1, 8, SHADOW_LARGE);
  s += group(clock(78, 120, 0), 300, 280, 1, 0, SHADOW_LARGE);
  const ps = [{ skin: SKIN_TONES[4], hair: HAIR_COLOURS[0], hairStyle: 'curly', top: PALETTE.teal }, { skin: SKIN_TONES[1], hair: HAIR_COLOURS[3], hairStyle: 'long', top: PALETTE.gold }, { skin: SKIN_TONES[2], hair: HAIR_COLOURS[1], hairStyle: 'short', top: PALETTE.navyL }];
  ps.forEach((p, i) => (s += group(avatarDisc(40, p, PALETTE.teal), 520 + i * 86, 230, 1, 0, SHADOW)));
  return s;
});

serviceImage('audit-assurance', 'navy', () => {
  let s = groundShadow(600, 700, 480, 0.3);
  s += group(clipboard(240, 310, 'url(#gTeal)'), 330, 470, 1, -10, SHADOW);
  s += group(paper({ w: 310, h: 410, variant: 'check' }), 600, 390, 1, 2, SHADOW_LARGE);
  s += group(magnifier(105, 40), 720, 470, 1, 0, SHADOW_LARGE);
  s += group(shield(1.1, 'url(#gGold)'), 930, 250, 1, 8, SHADOW);
  return s;
});

serviceImage('crypto', 'teal', () => {
  let s = '';
  const nodes = [[180, 200], [330, 120], [460, 250], [960, 140], [1050, 320], [880, 660], [1060, 600], [160, 560]];
  nodes.forEach(([x, y], i) => { const [x2, y2] = nodes[(i + 1) % nodes.length]; s += lineSegment(x, y, x2, y2, '#ffffff', 2, 'stroke-opacity="0.15"'); s += circle(x, y, 7, PALETTE.goldL, 'fill-opacity="0.6"'); });
  const cubes = [[330, 560, 70], [600, 420, 95], [880, 300, 70]];
  s += chainLink(390, 510, 530, 470, PALETTE.goldL, 8) + chainLink(680, 380, 820, 330, PALETTE.goldL, 8);
  cubes.forEach(([x, y, e], i) => (s += group(cubeIso(e, i === 1 ? '#f3dcae' : PALETTE.tealL, i === 1 ? PALETTE.gold : PALETTE.teal, i === 1 ? PALETTE.goldD : PALETTE.tealD) + svgPath(`M0 ${-e}L${oneDecimal(e * 0.866)} ${oneDecimal(-e / 2)}L0 0L${oneDecimal(-e * 0.866)} ${oneDecimal(-e / 2)}Z`, 'url(#hatchD)'), x, y, 1, 0, SHADOW_LARGE)));
  s += group(coin(70, 'block'), 860, 590, 1, 8, SHADOW_LARGE) + group(coin(52, 'dollar'), 300, 250, 1, -10, SHADOW) + group(coinStack(4, 46), 620, 700);
  return s;
}, { disk: false });

serviceImage('business-advisory', 'mint', () => {
  let s = groundShadow(600, 700, 560);
  s += group(chartBoard({ w: 260, h: 180, bars: [0.3, 0.45, 0.6, 0.85] }), 300, 330, 1, -6, SHADOW);
  s += group(lightbulb(1.9), 600, 560, 1, 0, SHADOW);
  s += group(target(90), 900, 560, 1, 0, SHADOW_LARGE);
  s += group(speech(130, 80, '#ffffff', 'left', 'dots', PALETTE.teal), 930, 230, 1, 0, SHADOW);
  return s;
});

serviceImage('cfo', 'navy', () => {
  let s = groundShadow(600, 700, 620, 0.3);
  s += group(monitor(460, { line: PALETTE.gold }), 560, 680, 1, 0, SHADOW_LARGE);
  s += group(rect(-110, -80, 220, 150, 18, '#ffffff') + group(gauge(70, 0.74), 0, 30), 250, 300, 1, -6, SHADOW);
  s += group(chessPiece(1.25, 'king', 'url(#gGold)'), 940, 700, 1, 0, SHADOW) + group(chessPiece(0.9, 'knight', 'url(#gTeal)'), 1050, 700, 1, 0, SHADOW);
  s += group(coinStack(4, 36), 230, 680);
  return s;
});

serviceImage('controllership-services', 'sky', () => {
  let s = groundShadow(620, 700, 600);
  s += group(gear(120, 10, 'url(#gTeal)', '#eef4f8'), 380, 380, 1, 8, SHADOW) + group(gear(80, 8, 'url(#gGold)', '#eef4f8').replace(/stroke="#0f6e6b"/, `stroke="${PALETTE.gold}"`), 530, 230, 1, 0, SHADOW) + group(gear(62, 8, 'url(#gNavy)', '#eef4f8').replace(/stroke="#0f6e6b"/, `stroke="${PALETTE.navy}"`), 250, 560, 1, 12, SHADOW);
  s += group(clipboard(270, 360), 790, 430, 1, 5, SHADOW_LARGE);
  s += group(shield(0.9, 'url(#gGold)'), 950, 640, 1, 0, SHADOW);
  return s;
});

serviceImage('succession-planning', 'cream', () => {
  let s = '';
  s += svgPath('M0 700Q600 640 1200 700V800H0Z', PALETTE.tealP) + strokePath('M0 730Q600 670 1200 730', '#ffffff', 5, 'stroke-dasharray="26 18"');
  s += curveArrow([[180, 420], [380, 330], [700, 300], [960, 210]], PALETTE.gold, 14);
  const baton = rect(-30, 60, 60, 14, 7, 'url(#gGold)');
  s += group(person({ skin: SKIN_TONES[1], hair: HAIR_COLOURS[6], hairStyle: 'short', top: PALETTE.navy, bottom: PALETTE.navyD, jacketOpen: true, shirt: '#ffffff', tie: PALETTE.gold, stride: 22, armL: 40, armR: -72, itemR: baton }), 470, 690, 1.6);
  s += group(person({ skin: SKIN_TONES[4], hair: HAIR_COLOURS[0], hairStyle: 'pony', top: PALETTE.teal, bottom: PALETTE.navy, stride: 26, armL: 72, armR: -30 }), 740, 690, 1.6);
  s += group(flag(1.3, PALETTE.rose), 1010, 690) + group(tree(150), 160, 690) + group(tree(110, 'tall'), 1090, 690);
  return s;
}, { disk: false });

serviceImage('tax-financial-planning', 'gold', () => {
  let s = groundShadow(560, 690, 520, 0.14);
  s += group(piggy(1.8), 520, 520, 1, 0, SHADOW);
  s += group(coin(38), 500, 250, 1, -10, SHADOW) + group(coin(30), 560, 170, 1, 15, SHADOW);
  s += group(coinStack(5, 38), 860, 690) + group(sprout(160), 860, 690 - 5 * 38 * 0.26);
  s += group(calendar(150, 150, 12), 220, 280, 1, -8, SHADOW);
  s += curveArrow([[700, 430], [800, 380], [880, 300], [980, 260]], PALETTE.teal, 10);
  return s;
});

serviceImage('ma-strategy', 'sky', () => {
  let s = groundShadow(600, 680, 620);
  const mini = (col) => rect(-36, -60, 32, 80, 4, col) + rect(4, -36, 34, 56, 4, col) + rect(-28, -50, 6, 6, 1, PALETTE.goldL) + rect(-16, -50, 6, 6, 1, PALETTE.goldL) + rect(-28, -34, 6, 6, 1, PALETTE.goldL) + rect(12, -24, 6, 6, 1, PALETTE.goldL) + rect(24, -24, 6, 6, 1, PALETTE.goldL);
  s += group(puzzle(260, [0, 1, 0, 0], 'url(#gNavy)') + group(mini('#ffffff'), -10, 30), 440, 420, 1, -8, SHADOW_LARGE);
  s += group(puzzle(260, [0, 0, 0, -1], 'url(#gGold)') + group(mini('#ffffff'), 20, 30), 790, 400, 1, 6, SHADOW_LARGE);
  s += curveArrow([[260, 200], [380, 150], [520, 160]], PALETTE.teal, 10) + curveArrow([[980, 640], [860, 690], [720, 680]], PALETTE.teal, 10);
  s += sparkle(615, 230, 22, PALETTE.gold) + sparkle(650, 190, 10, PALETTE.teal);
  return s;
});

/* Process steps 800×600 */
addImage('process/step-1.jpg', 800, 600, scene('cream', () => {
  let s = '';
  s += group(speech(150, 90, '#ffffff', 'right', 'q', PALETTE.teal), 270, 130, 1, 0, SHADOW) + group(speech(160, 90, PALETTE.teal, 'left', 'lines', '#ffffff'), 540, 110, 1, 0, SHADOW);
  s += group(personBust({ skin: SKIN_TONES[1], hair: HAIR_COLOURS[2], hairStyle: 'long', top: PALETTE.gold, collar: '#fff', armL: 10, armR: -40 }), 250, 410, 1.45);
  s += group(personBust({ skin: SKIN_TONES[4], hair: HAIR_COLOURS[0], hairStyle: 'short', top: PALETTE.navy, collar: '#fff', armL: 40, armR: -10 }), 560, 410, 1.45);
  s += ellipse(400, 418, 300, 30, PALETTE.woodD) + ellipse(400, 410, 300, 28, 'url(#gWood)');
  s += rect(385, 430, 30, 140, 6, PALETTE.navy) + rect(320, 560, 160, 14, 7, PALETTE.navy);
  s += group(paper({ w: 110, h: 80, variant: 'lines', fold: false }), 400, 400, 1, 0).replace('<g', '<g opacity="1"');
  s += group(mug(0.9, PALETTE.teal), 300, 412) + group(mug(0.9, PALETTE.rose), 520, 412) + group(pencil(90), 420, 398, 1, -8);
  return s;
}, { diskAt: [400, 300, 250] }));

addImage('process/step-2.jpg', 800, 600, scene('sky', () => {
  let s = groundShadow(400, 560, 520);
  s += group(whiteboard(440, 300), 430, 400, 1, 0, SHADOW_LARGE);
  s += group(person({ skin: SKIN_TONES[3], hair: HAIR_COLOURS[0], hairStyle: 'bun', top: PALETTE.teal, bottom: PALETTE.navy, armL: 10, armR: -128, stride: 4 }), 150, 560, 1.45);
  s += group(plant(120), 700, 560);
  return s;
}, { diskAt: [430, 290, 250] }));

addImage('process/step-3.jpg', 800, 600, scene('mint', () => {
  let s = groundShadow(400, 540, 520);
  s += group(chartBoard({ w: 440, h: 300, bars: [0.25, 0.38, 0.5, 0.66, 0.82, 1] }), 380, 330, 1, 0, SHADOW_LARGE);
  s += group(circle(0, 0, 46, 'url(#gTeal)') + strokePath('M-18 0L-5 14L20 -14', '#ffffff', 9), 610, 160, 1, 0, SHADOW);
  s += group(rocket(0.65), 660, 440, 1, 30, SHADOW);
  s += group(coinStack(4, 34), 140, 540) + group(coinStack(2, 34), 200, 556);
  return s;
}, { diskAt: [400, 300, 250] }));
