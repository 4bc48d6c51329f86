/**
 * Page banners, 1920×720: a dark field with the subject on a stage at the right.
 */
import { plus, sparkle } from '../backgrounds.mjs';
import {
  curveArrow, desk, flag, hand, heart, laptop, ledgerClosed, ledgerOpen, monitor, mountains, mug, pencil, plant,
} from '../objects/desk.mjs';
import {
  calculator, calendar, chartBoard, clipboard, coin, coinStack, compass, donut, downloadBadge, envelope, folder,
  paper, phone, stamp, stampMark, star,
} from '../objects/paperwork.mjs';
import {
  bush, clinic, cloud, factory, house, lampPost, mapPin, office, shop, streetMap, sun, tree, truck,
} from '../objects/places.mjs';
import { gear, lightbulb, scales, shield, speech } from '../objects/symbols.mjs';
import { coveredBridge, ladder, sprout } from '../objects/trades.mjs';
import { HAIR_COLOURS, PALETTE, SKIN_TONES } from '../palette.mjs';
import { person, personBust } from '../people.mjs';
import { nextRandom, randomBetween, uniqueId } from '../random.mjs';
import { addImage } from '../registry.mjs';
import {
  SHADOW, SHADOW_LARGE, archPath, circle, clipArch, clipRect, ellipse, group, linearGradient, rect, strokePath,
  svgPath, threeDecimals,
} from '../svg.mjs';

const BANNER_WIDTH = 1920, BANNER_HEIGHT = 720, STAGE_X = 1480, STAGE_Y = 372;

function bannerBase(o = {}) {
  const id = uniqueId('bb');
  let s = `<defs>${linearGradient(id, [[0, '#0a1f30'], [0.5, '#12304a'], [1, o.tint || '#1a4761']], 0, 0, 1, 0.35)}</defs>`;
  s += rect(0, 0, BANNER_WIDTH, BANNER_HEIGHT, 0, `url(#${id})`) + rect(0, 0, BANNER_WIDTH, BANNER_HEIGHT, 0, 'url(#gridD)');
  s += circle(-80, BANNER_HEIGHT + 60, 520, 'none', 'stroke="#ffffff" stroke-opacity="0.045" stroke-width="2"');
  s += circle(-80, BANNER_HEIGHT + 60, 380, 'none', 'stroke="#ffffff" stroke-opacity="0.035" stroke-width="2"');
  s += rect(860, 60, 150, 110, 0, 'url(#dotsD)');
  const stage = o.stage ?? 'circle', col = o.stageCol || 'url(#gSky)';
  if (stage === 'circle') {
    s += circle(STAGE_X + 40, STAGE_Y + 20, 352, 'none', `stroke="${PALETTE.gold}" stroke-opacity="0.55" stroke-width="3" stroke-dasharray="2 14" stroke-linecap="round"`);
    s += circle(STAGE_X, STAGE_Y, 330, col) + circle(STAGE_X, STAGE_Y, 330, 'url(#hatchL)', 'fill-opacity="0.5"');
    if (o.dot !== false) s += circle(STAGE_X + 250, STAGE_Y - 240, 60, PALETTE.gold, 'fill-opacity="0.9"') + circle(STAGE_X + 250, STAGE_Y - 240, 60, 'url(#hatchD)');
  } else if (stage === 'arch') {
    s += archPath(1090, 80, 780, 640, col);
    s += circle(1090, 170, 46, PALETTE.gold, 'fill-opacity="0.9"');
  } else if (stage === 'panel') {
    s += rect(1030, 96, 860, 560, 48, col);
  }
  s += sparkle(1020, 560, 16, PALETTE.goldL, 'fill-opacity="0.9"') + plus(1890, 640, 10, PALETTE.tealL, 3, 0.8) + sparkle(1880, 120, 10, '#ffffff', 'fill-opacity="0.6"');
  return s;
}

addImage('banners/home-1.jpg', BANNER_WIDTH, BANNER_HEIGHT, () => {
  const sky = uniqueId('s'), river = uniqueId('r'), ground = uniqueId('g');
  let s = `<defs>${linearGradient(sky, [[0, '#0a1d2d'], [0.45, '#173f58'], [0.8, '#3c6f7a'], [1, '#c99a56']])}${linearGradient(river, [[0, '#4c7f86'], [0.3, '#1f5366'], [1, '#0f2f44']])}${linearGradient(ground, [[0, '#123a4c'], [1, '#0a2232']])}</defs>`;
  s += rect(0, 0, BANNER_WIDTH, 420, 0, `url(#${sky})`);
  for (let i = 0; i < 60; i++) s += circle(randomBetween(0, BANNER_WIDTH), randomBetween(0, 260), randomBetween(0.8, 2), '#ffffff', `fill-opacity="${threeDecimals(randomBetween(0.15, 0.6))}"`);
  s += group(sun(64), 1500, 412);
  s += circle(1500, 420, 420, 'url(#gGlow)', 'fill-opacity="0.45"');
  // skyline
  const sk = [[1160, 60], [1205, 100], [1250, 80], [1300, 140], [1352, 90], [1398, 115], [1600, 100], [1650, 150], [1710, 95], [1760, 120], [1812, 70], [1858, 96]];
  sk.forEach(([x, h], i) => {
    s += rect(x, 420 - h, 46, h + 2, 3, i % 2 ? '#1d4259' : '#22495f');
    for (let k = 0; k < Math.floor(h / 24); k++) if (nextRandom() < 0.5) s += rect(x + 8 + (k % 2) * 18, 420 - h + 12 + k * 22, 10, 8, 1.5, PALETTE.goldL, `fill-opacity="${threeDecimals(randomBetween(0.5, 0.95))}"`);
  });
  s += rect(1560, 320, 8, 100, 2, '#1d4259') + svgPath('M1554 322L1564 284L1574 322Z', '#1d4259');
  // far tree line
  for (let x = -20; x < BANNER_WIDTH + 40; x += 34) s += circle(x, 420 + randomBetween(-6, 4), randomBetween(20, 34), x < 1000 ? '#10334a' : '#14394f');
  s += rect(0, 418, BANNER_WIDTH, 302, 0, `url(#${ground})`);
  // river widening toward the viewer
  s += svgPath('M1410 418C1380 500 1150 600 960 720H1920V650C1760 590 1580 500 1560 418Z', `url(#${river})`);
  s += strokePath('M1410 418C1380 500 1150 600 960 720', '#5f9aa0', 3, 'stroke-opacity="0.6"') + strokePath('M1560 418C1580 500 1760 590 1920 650', '#5f9aa0', 3, 'stroke-opacity="0.6"');
  for (let i = 0; i < 26; i++) {
    const y = randomBetween(430, 710), span = (y - 418) / 302;
    const x = 1480 + randomBetween(-60, 60) * (0.4 + span * 2);
    s += rect(x - 20 - span * 50, y, 40 + span * 100, 3 + span * 3, 2, i % 3 ? PALETTE.goldL : '#ffffff', `fill-opacity="${threeDecimals(randomBetween(0.15, 0.45))}"`);
  }
  // banks: trees and lamps
  s += svgPath('M0 520Q400 470 1040 560L1000 720H0Z', '#0c2738', 'fill-opacity="0.6"');
  [[960, 150, 'round'], [1040, 120, 'tall'], [1110, 170, 'round'], [900, 110, 'pine']].forEach(([x, h, k]) => (s += group(tree(h, k, '#1c5a5c'), x, 522)));
  [[1740, 190, 'round'], [1830, 150, 'tall'], [1895, 200, 'round']].forEach(([x, h, k]) => (s += group(tree(h, k, '#1f6664'), x, 560)));
  s += group(lampPost(100), 1130, 540, 0.9);
  s += group(coveredBridge(600, 150), 1150, 560);
  s += svgPath('M1700 640Q1800 622 1920 626V720H1600Z', '#0b2738') + strokePath('M1700 640Q1800 622 1920 626', '#2d5f6c', 4);
  s += group(lampPost(130), 1760, 640) + group(lampPost(130), 1900, 636);
  s += group(person({ skin: SKIN_TONES[4], hair: HAIR_COLOURS[0], top: PALETTE.gold, bottom: PALETTE.navyD, stride: 10, armL: -12, armR: 14 }), 1830, 690, 0.42);
  s += group(person({ skin: SKIN_TONES[1], hair: HAIR_COLOURS[3], hairStyle: 'long', top: PALETTE.tealL, bottom: PALETTE.navyD, stride: -8, armL: 12, armR: -10 }), 1800, 690, 0.4);
  s += group(bush(120, '#0d2f3e'), 120, 700) + group(bush(90, '#0d2f3e'), 260, 712);
  return s;
});

addImage('banners/home-2.jpg', BANNER_WIDTH, BANNER_HEIGHT, () => {
  let s = bannerBase({ stage: 'arch', stageCol: 'url(#gSky)', tint: '#164e5e' });
  s += group(chartBoard({ w: 420, h: 280 }), 1480, 300, 1, 0, SHADOW_LARGE);
  s += group(plant(170), 1800, 540, 1, 0, SHADOW);
  s += rect(1010, 540, 910, 180, 0, 'url(#gWood)') + rect(1010, 540, 910, 14, 0, PALETTE.woodD, 'fill-opacity="0.6"');
  s += group(ledgerOpen(360, 190, PALETTE.teal), 1360, 622, 1, -4, SHADOW);
  s += group(calculator(120, 170), 1690, 610, 1, 10, SHADOW);
  s += group(pencil(180), 1550, 676, 1, -14, SHADOW);
  s += group(coinStack(5, 34), 1150, 640) + group(coinStack(3, 30), 1200, 672);
  s += group(mug(1.4, PALETTE.navy), 1840, 660, 1, 0, SHADOW);
  return s;
});

addImage('banners/home-3.jpg', BANNER_WIDTH, BANNER_HEIGHT, () => {
  let s = bannerBase({ stage: 'circle', stageCol: 'url(#gCream)', tint: '#1b4a63' });
  s += group(speech(130, 80, '#ffffff', 'left', 'dots', PALETTE.teal), 1310, 150, 1, 0, SHADOW) + group(speech(120, 74, PALETTE.tealP, 'right', 'check', PALETTE.teal), 1660, 140, 1, 0, SHADOW);
  const left = { skin: SKIN_TONES[3], hair: HAIR_COLOURS[0], hairStyle: 'short', top: PALETTE.navy, collar: '#ffffff', armL: 18, armR: -58 };
  const right = { skin: SKIN_TONES[1], hair: HAIR_COLOURS[3], hairStyle: 'bun', top: PALETTE.teal, collar: '#ffffff', armL: 58, armR: -16 };
  s += group(personBust(left), 1340, 520, 2.3) + group(personBust(right), 1620, 520, 2.3);
  s += group(ellipse(0, 0, 22, 17, SKIN_TONES[3]) + ellipse(10, -4, 20, 15, SKIN_TONES[1]) + rect(-4, -12, 22, 6, 3, '#000', 'fill-opacity="0.08"'), 1480, 412);
  s += rect(1080, 516, 800, 22, 8, 'url(#gWood)') + rect(1110, 538, 740, 150, 10, 'url(#gNavy)') + rect(1110, 538, 740, 12, 0, '#000', 'fill-opacity="0.2"');
  s += group(laptop(170), 1230, 518) + group(mug(1, PALETTE.gold), 1750, 518);
  s += group(plant(130), 1830, 516);
  return s;
});

addImage('banners/about.jpg', BANNER_WIDTH, BANNER_HEIGHT, () => {
  let s = bannerBase({ stage: 'none', tint: '#184a5f' });
  let scene = rect(1060, 60, 820, 700, 0, 'url(#gSky)');
  scene += group(cloud(180, '#ffffff', 0.9), 1250, 200) + group(cloud(130, '#ffffff', 0.7), 1720, 150);
  scene += circle(1740, 230, 56, 'url(#gGold)');
  scene += group(office(200, 300, { body: PALETTE.navyM, cols: 3, rows: 6, cap: PALETTE.navyL }), 1180, 640);
  scene += group(office(220, 280, { body: '#2b6a75', cols: 3, rows: 5, cap: PALETTE.tealL }), 1780, 640);
  scene += group(office(360, 470, { cols: 5, rows: 8, cap: PALETTE.gold }), 1480, 650);
  scene += rect(1060, 640, 820, 120, 0, '#cfdfe6') + rect(1060, 640, 820, 10, 0, '#b5cbd6');
  [[1270, 170], [1330, 130], [1640, 170], [1700, 140]].forEach(([x, h], i) => (scene += group(tree(h, i % 2 ? 'tall' : 'round'), x, 660)));
  scene += group(bush(90, PALETTE.tealM), 1120, 670) + group(bush(80, PALETTE.tealM), 1850, 672);
  scene += group(person({ skin: SKIN_TONES[5], hair: HAIR_COLOURS[0], hairStyle: 'short', top: PALETTE.gold, bottom: PALETTE.navy, stride: 8, armL: -10, armR: 12, itemR: rect(-10, 60, 24, 18, 3, PALETTE.navy) }), 1560, 700, 0.55);
  s += clipArch(1060, 60, 820, 700, scene);
  s += archPath(1060, 60, 820, 700, 'none', `stroke="${PALETTE.gold}" stroke-width="4" stroke-opacity="0.7"`);
  return s;
});

addImage('banners/services.jpg', BANNER_WIDTH, BANNER_HEIGHT, () => {
  let s = bannerBase({ stage: 'circle', stageCol: 'url(#gSky)', tint: '#174a5e' });
  const ped = (x, y, w) => ellipse(x, y, w / 2, w * 0.12, PALETTE.navy, 'fill-opacity="0.12"');
  s += ped(1250, 560, 200) + ped(1480, 600, 240) + ped(1720, 560, 200);
  s += group(paper({ w: 190, h: 250, variant: 'form' }), 1250, 410, 1, -8, SHADOW_LARGE);
  s += group(ledgerClosed(190, 250), 1480, 440, 1, 3, SHADOW_LARGE);
  s += group(compass(100, 35), 1720, 420, 1, 0, SHADOW_LARGE);
  s += sparkle(1600, 170, 14, PALETTE.gold) + sparkle(1340, 220, 9, PALETTE.teal);
  return s;
});

addImage('banners/taxes.jpg', BANNER_WIDTH, BANNER_HEIGHT, () => {
  let s = bannerBase({ stage: 'circle', stageCol: 'url(#gCream)', tint: '#1a4760' });
  s += group(calendar(210, 220, 17), 1730, 230, 1, 8, SHADOW_LARGE);
  s += group(paper({ w: 250, h: 330, variant: 'lines' }), 1330, 400, 1, -12, SHADOW);
  s += group(paper({ w: 250, h: 330, variant: 'form' }) + group(stampMark(56, PALETTE.teal), 40, 90, 1, -16), 1420, 390, 1, -2, SHADOW_LARGE);
  s += group(stamp(1.05), 1700, 600, 1, 8, SHADOW_LARGE);
  s += group(pencil(190), 1290, 620, 1, -20, SHADOW);
  return s;
});

addImage('banners/accounting.jpg', BANNER_WIDTH, BANNER_HEIGHT, () => {
  let s = bannerBase({ stage: 'arch', stageCol: 'url(#gSky)', tint: '#145060' });
  s += group(paper({ w: 340, h: 420, variant: 'table', fold: false }), 1340, 400, 1, -4, SHADOW_LARGE);
  s += group(chartBoard({ w: 320, h: 220, bars: [0.35, 0.5, 0.45, 0.7, 0.95] }), 1660, 290, 1, 4, SHADOW_LARGE);
  s += group(donut(44, [0.5, 0.3, 0.2]), 1740, 160) ;
  s += group(coinStack(6, 38), 1590, 640) + group(coinStack(4, 38), 1680, 668) + group(coinStack(8, 38), 1770, 640);
  s += group(coin(40), 1830, 530, 1, 10, SHADOW);
  return s;
});

addImage('banners/advisory.jpg', BANNER_WIDTH, BANNER_HEIGHT, () => {
  let s = bannerBase({ stage: 'none', tint: '#17505f' });
  let scene = rect(1060, 60, 820, 700, 0, 'url(#gSky)') + circle(1560, 220, 60, 'url(#gGold)') + group(cloud(150, '#ffffff', 0.85), 1250, 230);
  scene += group(mountains(900, 430), 1470, 720);
  scene += strokePath('M1200 720C1260 640 1380 660 1420 600S1500 500 1560 470S1590 380 1596 300', '#ffffff', 10, 'stroke-dasharray="2 20"');
  scene += group(flag(1.1, PALETTE.gold), 1597, 292);
  scene += group(tree(90, 'pine'), 1140, 700) + group(tree(120, 'pine'), 1200, 716) + group(tree(80, 'pine', PALETTE.teal), 1820, 706);
  s += clipArch(1060, 60, 820, 700, scene);
  s += curveArrow([[1120, 600], [1260, 520], [1330, 560], [1470, 420], [1540, 450], [1700, 250]], PALETTE.gold, 16);
  s += group(compass(84, -20), 1800, 560, 1, 0, SHADOW_LARGE);
  return s;
});

addImage('banners/industries.jpg', BANNER_WIDTH, BANNER_HEIGHT, () => {
  let s = bannerBase({ stage: 'none', tint: '#174d60' });
  let scene = rect(1030, 96, 870, 560, 0, 'url(#gSky)') + circle(1760, 220, 52, 'url(#gGold)') + group(cloud(140, '#ffffff', 0.9), 1220, 200) + group(cloud(100, '#ffffff', 0.7), 1620, 170);
  scene += rect(1030, 560, 870, 100, 0, PALETTE.tealP) + rect(1030, 560, 870, 6, 0, PALETTE.tealL);
  scene += group(factory(250, 170), 1260, 566);
  scene += group(office(150, 330, { cols: 3, rows: 7 }), 1480, 566);
  scene += group(clinic(160, 170), 1650, 566);
  scene += group(shop(170, 150), 1820, 566);
  scene += group(tree(110), 1570, 572) + group(tree(90, 'tall'), 1100, 572);
  scene += group(truck(210), 1370, 640);
  s += clipRect(1030, 96, 870, 560, 48, scene);
  return s;
});

addImage('banners/resources.jpg', BANNER_WIDTH, BANNER_HEIGHT, () => {
  let s = bannerBase({ stage: 'circle', stageCol: 'url(#gCream)', tint: '#1a4a62' });
  s += group(folder(250, 180, 'gold'), 1290, 470, 1, -6, SHADOW);
  s += group(folder(250, 180, 'teal'), 1330, 560, 1, 3, SHADOW_LARGE);
  s += group(paper({ w: 170, h: 220, variant: 'chart' }), 1410, 250, 1, -10, SHADOW);
  s += group(clipboard(230, 300), 1660, 400, 1, 5, SHADOW_LARGE);
  s += group(pencil(150), 1800, 620, 1, -40, SHADOW);
  return s;
});

addImage('banners/other-resources.jpg', BANNER_WIDTH, BANNER_HEIGHT, () => {
  let s = bannerBase({ stage: 'arch', stageCol: 'url(#gCream)', tint: '#1a4760' });
  for (let i = 3; i >= 0; i--) s += group(paper({ w: 230, h: 300, variant: 'pdf', acc: [PALETTE.rose, PALETTE.gold, PALETTE.teal, PALETTE.rose][i] }), 1390 + i * 34, 400 - i * 30, 1, -8 + i * 5, i === 0 ? SHADOW_LARGE : SHADOW);
  s += group(downloadBadge(96), 1720, 520, 1, 0, SHADOW_LARGE);
  s += group(cloud(200, '#ffffff', 1), 1700, 250, 1, 0, SHADOW) + svgPath('M1700 240v-40M1684 214l16-16 16 16', 'none', `stroke="${PALETTE.teal}" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"`);
  return s;
});

addImage('banners/contact.jpg', BANNER_WIDTH, BANNER_HEIGHT, () => {
  let s = bannerBase({ stage: 'none', tint: '#174c60' });
  s += group(streetMap(720, 470), 1470, 390, 1, -5, SHADOW_LARGE);
  s += group(mapPin(1.6), 1470, 420, 1, 0, SHADOW);
  s += group(phone(140, 270), 1800, 460, 1, 8, SHADOW_LARGE);
  s += group(envelope(230, 145, true), 1180, 580, 1, -8, SHADOW_LARGE);
  s += group(speech(110, 70, PALETTE.gold, 'left', 'dots', '#ffffff'), 1830, 230, 1, 0, SHADOW);
  return s;
});

addImage('banners/careers.jpg', BANNER_WIDTH, BANNER_HEIGHT, () => {
  let s = bannerBase({ stage: 'circle', stageCol: 'url(#gSky)', tint: '#184c61', dot: false });
  s += group(ladder(330, 96, PALETTE.gold), 1710, 560) + group(star(0, 0, 32, PALETTE.gold), 1735, 190, 1, 0, SHADOW);
  s += curveArrow([[1610, 470], [1650, 380], [1660, 300]], PALETTE.teal, 12);
  s += group(personBust({ skin: SKIN_TONES[4], hair: HAIR_COLOURS[0], hairStyle: 'curly', top: PALETTE.teal, collar: '#fff', armL: 30, armR: -40 }), 1260, 470, 1.6);
  s += group(personBust({ skin: SKIN_TONES[0], hair: HAIR_COLOURS[4], hairStyle: 'pony', top: PALETTE.gold, collar: '#fff', armL: 30, armR: -35 }), 1520, 470, 1.6);
  s += group(monitor(150), 1230, 470, 1, 0, SHADOW) + group(laptop(150), 1535, 472, 1, 0, SHADOW);
  s += group(desk(640, 140), 1390, 470);
  s += group(plant(160), 1100, 470) + group(mug(1, PALETTE.navy), 1640, 470);
  return s;
});

addImage('banners/community.jpg', BANNER_WIDTH, BANNER_HEIGHT, () => {
  let s = bannerBase({ stage: 'none', tint: '#185062' });
  let scene = rect(1060, 60, 820, 700, 0, 'url(#gSky)') + circle(1700, 200, 54, 'url(#gGold)') + group(cloud(150, '#ffffff', 0.9), 1260, 190);
  scene += svgPath('M1040 560Q1300 470 1560 540T1900 500V760H1040Z', PALETTE.tealL) + svgPath('M1040 620Q1360 560 1600 610T1900 590V760H1040Z', '#5da39b');
  scene += svgPath('M1040 680Q1400 640 1900 680V760H1040Z', '#4a948c');
  [[1110, 170, 'round'], [1860, 180, 'round']].forEach(([x, h, k]) => (scene += group(tree(h, k), x, 610)));
  scene += group(person({ skin: SKIN_TONES[5], hair: HAIR_COLOURS[0], hairStyle: 'afro', top: PALETTE.gold, bottom: PALETTE.navy, armL: 10, armR: -40 }), 1220, 690, 0.85);
  scene += group(person({ skin: SKIN_TONES[3], hair: HAIR_COLOURS[0], hairStyle: 'short', top: PALETTE.rose, bottom: PALETTE.navy, armL: 40, armR: -10 }), 1290, 700, 0.58);
  scene += group(person({ skin: SKIN_TONES[1], hair: HAIR_COLOURS[4], hairStyle: 'pony', top: PALETTE.navy, bottom: PALETTE.navyD, dress: true, dressCol: PALETTE.teal, armL: 15, armR: -35 }), 1700, 695, 0.8);
  scene += group(person({ skin: SKIN_TONES[0], hair: HAIR_COLOURS[5], hairStyle: 'short', top: PALETTE.teal, bottom: PALETTE.navy, armL: 35, armR: -10 }), 1775, 700, 0.84);
  scene += group(sprout(90), 1160, 700) + group(sprout(70), 1640, 705);
  scene += group(hand(1.35, SKIN_TONES[2], PALETTE.teal, '#ffffff', 260), 1420, 480, 1, 28) + group(hand(1.35, SKIN_TONES[4], PALETTE.navy, '#ffffff', 260), 1580, 480, 1, -28);
  s += clipArch(1060, 60, 820, 700, scene);
  s += group(heart(1.8), 1500, 330, 1, 0, SHADOW_LARGE) + group(heart(0.5), 1620, 220, 1, 12) + group(heart(0.35), 1380, 240, 1, -12);
  return s;
});

addImage('banners/legal.jpg', BANNER_WIDTH, BANNER_HEIGHT, () => {
  let s = bannerBase({ stage: 'circle', stageCol: 'url(#gCream)', tint: '#1a4560' });
  s += ellipse(1400, 640, 190, 26, PALETTE.navy, 'fill-opacity="0.14"');
  s += group(scales(1.45, -7), 1400, 640);
  s += group(paper({ w: 230, h: 300, variant: 'seal' }), 1740, 420, 1, 7, SHADOW_LARGE);
  s += group(pencil(160), 1740, 620, 1, -25, SHADOW);
  return s;
});

addImage('banners/categories.jpg', BANNER_WIDTH, BANNER_HEIGHT, () => {
  let s = bannerBase({ stage: 'none', tint: '#174d60' });
  const tiles = [
    ['#ffffff', (x) => group(chartBoard({ w: 120, h: 80, card: false, line: false }), x, 0)],
    [PALETTE.tealP, () => group(coin(30), 0, 0)],
    [PALETTE.goldP, () => group(shield(0.5, 'url(#gTeal)'), 0, 0)],
    ['#ffffff', () => group(donut(28), 0, 0)],
    [PALETTE.sky, () => group(house(90, 80), 0, 38)],
    ['#ffffff', () => group(lightbulb(0.42, false), 0, 28)],
    [PALETTE.goldP, () => group(calendar(84, 84, 9), 0, 0)],
    ['#ffffff', () => group(gear(36, 8), 0, 0)],
    [PALETTE.tealP, () => group(heart(0.9), 0, 0)],
  ];
  let g = '';
  tiles.forEach(([bg, icon], i) => {
    const cx = (i % 3) * 190, cy = Math.floor(i / 3) * 190;
    g += group(rect(-80, -80, 160, 160, 26, bg) + (bg === '#ffffff' ? rect(-80, -80, 160, 160, 26, 'url(#dotsL)') : '') + icon(0), cx, cy, 1, 0, SHADOW);
  });
  s += group(g, 1300, 200, 1, -8);
  s += sparkle(1850, 560, 18, PALETTE.gold) + circle(1850, 200, 40, PALETTE.gold, 'fill-opacity="0.9"');
  return s;
});

addImage('banners/not-found.jpg', BANNER_WIDTH, BANNER_HEIGHT, () => {
  let s = bannerBase({ stage: 'none', tint: '#184b61' });
  const panels = [[1120, 'url(#gCream)'], [1370, '#efe6d3'], [1620, 'url(#gCream)']];
  let map = '';
  panels.forEach(([x, col], i) => {
    const skew = i % 2 ? 18 : -18;
    map += svgPath(`M${x} ${150 + (i % 2 ? 18 : 0)}L${x + 250} ${150 + (i % 2 ? 0 : 18)}L${x + 250} ${610 + (i % 2 ? 0 : 18)}L${x} ${610 + (i % 2 ? 18 : 0)}Z`, col);
    void skew;
  });
  map += svgPath('M1120 420C1200 380 1260 460 1330 430S1480 330 1560 380S1720 470 1870 400', 'none', 'stroke="#a6cdd7" stroke-width="28" stroke-linecap="round"');
  for (let i = 0; i < 8; i++) map += rect(1150 + (i % 4) * 180, 190 + Math.floor(i / 4) * 300 + (i % 2) * 40, 110, 70, 10, i % 3 ? '#e4ecf1' : '#d7ebe5');
  map += svgPath('M1370 168L1620 150V628L1370 628Z', '#000', 'fill-opacity="0.05"');
  map += strokePath('M1190 560C1260 520 1230 440 1300 450S1380 560 1440 500S1390 360 1470 330S1600 400 1560 460S1500 520 1600 520S1700 300 1760 260', PALETTE.rose, 6, 'stroke-dasharray="4 16"');
  map += group(strokePath('M-18 -18L18 18M18 -18L-18 18', PALETTE.rose, 9), 1770, 250);
  map += circle(1190, 560, 12, PALETTE.navy);
  s += `<g ${SHADOW_LARGE}>${map}</g>`;
  s += group(compass(90, 125), 1790, 560, 1, 0, SHADOW_LARGE);
  s += group(speech(90, 72, '#ffffff', 'left', 'q', PALETTE.teal), 1440, 240, 1, 0, SHADOW);
  return s;
});

addImage('banners/insights.jpg', BANNER_WIDTH, BANNER_HEIGHT, () => {
  let s = bannerBase({ stage: 'circle', stageCol: 'url(#gSky)', tint: '#17495f', dot: false });
  s += group(paper({ w: 250, h: 330, variant: 'lines' }), 1330, 420, 1, -9, SHADOW);
  s += group(paper({ w: 270, h: 350, variant: 'chart', acc: PALETTE.teal }), 1480, 400, 1, 3, SHADOW_LARGE);
  s += group(lightbulb(0.95), 1720, 230, 1, 10, SHADOW_LARGE);
  s += group(speech(150, 92, '#ffffff', 'left', 'lines', PALETTE.teal), 1240, 180, 1, 0, SHADOW);
  s += group(pencil(200), 1700, 610, 1, -32, SHADOW);
  s += sparkle(1620, 150, 12, PALETTE.gold) + sparkle(1180, 560, 9, PALETTE.teal);
  return s;
});
