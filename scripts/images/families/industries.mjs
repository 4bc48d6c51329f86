/**
 * Industry cards, 800×560: small outdoor scenes.
 */
import { THEMES, background } from '../backgrounds.mjs';
import { desk, heart, laptop, monitor, plant } from '../objects/desk.mjs';
import { calendar, coin, coinStack, phone } from '../objects/paperwork.mjs';
import { bush, clinic, cloud, factory, house, mapPin, office, shop, sun, tree, truck } from '../objects/places.mjs';
import { briefcase, chainLink, cubeIso, rocket, speech } from '../objects/symbols.mjs';
import {
  box, cart, chip, crane, hardhat, key, ladder, pulseLine, shoppingBag, toolbox, whiteboard,
} from '../objects/trades.mjs';
import { HAIR_COLOURS, PALETTE, SKIN_TONES } from '../palette.mjs';
import { person } from '../people.mjs';
import { randomBetween } from '../random.mjs';
import { addImage } from '../registry.mjs';
import { SHADOW, circle, group, lineSegment, rect, strokePath, svgPath } from '../svg.mjs';

export function industryScene(theme, build, o = {}) {
  return (W, H) => {
    let s = background(W, H, theme, { blobs: 2, rings: 1, sparkles: 2 });
    const dark = THEMES[theme].dark;
    if (o.sun !== false) s += group(sun(o.sunR || 34), o.sunX ?? 640, o.sunY ?? 110);
    if (o.clouds !== false) s += group(cloud(120, '#ffffff', dark ? 0.15 : 0.9), o.cloudX ?? 180, 110) + group(cloud(80, '#ffffff', dark ? 0.1 : 0.7), 470, 80);
    const gy = o.ground ?? 450;
    s += svgPath(`M0 ${gy}Q${W / 2} ${gy - 24} ${W} ${gy}V${H}H0Z`, o.groundCol || (dark ? '#ffffff' : PALETTE.tealP), dark ? 'fill-opacity="0.08"' : '');
    s += svgPath(`M0 ${gy + 40}Q${W / 2} ${gy + 22} ${W} ${gy + 40}V${H}H0Z`, dark ? '#000' : '#ffffff', `fill-opacity="${dark ? 0.12 : 0.45}"`);
    return s + build(W, H, gy);
  };
}
const industryImage = (id, theme, build, o) => addImage(`industries/${id}.jpg`, 800, 560, industryScene(theme, build, o));

industryImage('smbs', 'cream', (W, H, gy) => {
  let s = group(shop(330, 250, {}), 400, gy, 1, 0, SHADOW);
  s += group(person({ skin: SKIN_TONES[4], hair: HAIR_COLOURS[0], hairStyle: 'short', top: PALETTE.cream, bottom: PALETTE.navy, apron: PALETTE.teal, armL: 10, armR: -30 }), 610, gy + 50, 1.05);
  s += group(tree(170), 130, gy + 20) + group(plant(80), 250, gy + 34);
  s += group(box(26), 690, gy + 40);
  return s;
});

industryImage('real-estate', 'sky', (W, H, gy) => {
  let s = group(house(200, 190, { body: '#ffffff', roof: 'url(#gNavy)' }), 220, gy + 6, 1, 0, SHADOW) + group(house(230, 220, { body: PALETTE.goldP, roof: 'url(#gTeal)', door: PALETTE.navy }), 450, gy + 10, 1, 0, SHADOW) + group(house(170, 160, { body: '#ffffff', roof: 'url(#gGold)' }), 650, gy + 4, 1, 0, SHADOW);
  s += rect(86, gy - 70, 8, 120, 3, PALETTE.navy) + rect(60, gy - 60, 100, 60, 8, 'url(#gGold)') + rect(76, gy - 40, 60, 8, 4, '#ffffff', 'fill-opacity="0.8"') + rect(76, gy - 24, 40, 6, 3, '#ffffff', 'fill-opacity="0.6"');
  s += group(key(0.6), 640, 170, 1, -25, SHADOW);
  s += group(bush(70), 330, gy + 24) + group(bush(60), 560, gy + 26);
  return s;
}, { sunX: 110, sunY: 90, cloudX: 300 });

industryImage('healthcare', 'mint', (W, H, gy) => {
  let s = pulseLine(0, 170, W, PALETTE.rose, 5);
  s += group(clinic(280, 230), 380, gy + 10, 1, 0, SHADOW);
  s += group(truck(220, { box: '#ffffff', stripe: PALETTE.rose, cab: 'url(#gTeal)' }), 640, gy + 60, 1, 0, SHADOW);
  s += group(tree(140, 'tall'), 160, gy + 20) + group(bush(70), 100, gy + 30);
  s += group(heart(0.6), 640, 240, 1, 10, SHADOW);
  return s;
}, { sun: false });

industryImage('construction', 'gold', (W, H, gy) => {
  let s = group(crane(300, PALETTE.navy), 200, gy + 10);
  let frame = '';
  for (let i = 0; i <= 4; i++) frame += lineSegment(380 + i * 70, gy + 10, 380 + i * 70, gy - 240, PALETTE.teal, 8);
  for (let j = 0; j <= 4; j++) frame += lineSegment(380, gy + 10 - j * 62, 660, gy + 10 - j * 62, PALETTE.teal, 8);
  frame += rect(380, gy - 54, 280, 64, 0, '#ffffff', 'fill-opacity="0.6"') + rect(380, gy - 116, 140, 62, 0, '#ffffff', 'fill-opacity="0.4"');
  for (let i = 0; i < 4; i++) frame += lineSegment(380 + i * 70, gy - 52 - 62 * 2, 450 + i * 70, gy - 114 - 62 * 2 + 62, PALETTE.tealL, 4);
  s += frame;
  s += group(hardhat(0.45), 700, gy + 44, 1, 0, SHADOW);
  for (const x of [90, 320]) s += svgPath(`M${x - 14} ${gy + 50}L${x} ${gy}L${x + 14} ${gy + 50}Z`, PALETTE.rose) + rect(x - 8, gy + 20, 16, 7, 2, '#ffffff') + rect(x - 20, gy + 48, 40, 8, 3, PALETTE.navy);
  return s;
}, { sunX: 700, sunY: 100 });

industryImage('contractors', 'sky', (W, H, gy) => {
  let s = group(house(260, 230, { body: PALETTE.cream, roof: 'url(#gNavy)' }), 250, gy + 10, 1, 0, SHADOW);
  s += group(ladder(230, 60, PALETTE.gold), 380, gy + 20, 1, -8);
  s += group(truck(260, { stripe: PALETTE.gold, cab: 'url(#gTeal)' }), 600, gy + 60, 1, 0, SHADOW);
  s += group(toolbox(130), 430, gy + 64, 1, 0, SHADOW);
  s += group(person({ skin: SKIN_TONES[2], hair: HAIR_COLOURS[1], top: PALETTE.gold, bottom: PALETTE.navy, cap: PALETTE.teal, armL: 10, armR: -10 }), 90, gy + 60, 0.9);
  return s;
}, { sunX: 720 });

industryImage('retail', 'mint', (W, H, gy) => {
  let s = group(shop(300, 240, { awning: PALETTE.gold, roof: PALETTE.teal, door: PALETTE.teal }), 320, gy, 1, 0, SHADOW);
  s += group(shoppingBag(110, 'url(#gGold)'), 570, gy + 50, 1, -6, SHADOW) + group(shoppingBag(90, 'url(#gNavy)'), 650, gy + 56, 1, 8, SHADOW) + group(shoppingBag(70, 'url(#gRose)'), 720, gy + 60, 1, 0, SHADOW);
  s += group(cart(0.9), 120, gy + 60, 1, 0, SHADOW);
  s += group(person({ skin: SKIN_TONES[1], hair: HAIR_COLOURS[2], hairStyle: 'long', dress: true, dressCol: PALETTE.rose, top: PALETTE.rose, armL: 10, armR: -25, itemR: group(shoppingBag(30, 'url(#gTeal)'), 0, 100) }), 500, gy + 54, 0.95);
  return s;
}, { sunX: 700 });

industryImage('crypto', 'navy', (W, H, gy) => {
  let s = '';
  for (let i = 0; i < 6; i++) s += lineSegment(randomBetween(40, 760), randomBetween(40, 260), randomBetween(40, 760), randomBetween(40, 260), '#ffffff', 1.5, 'stroke-opacity="0.12"');
  s += group(desk(560, 120), 400, gy - 20);
  s += group(laptop(280), 380, gy - 20, 1, 0, SHADOW);
  s += group(coinStack(5, 34), 600, gy - 22) + group(coin(40, 'block'), 640, 180, 1, 10, SHADOW) + group(coin(30, 'dollar'), 710, 250, 1, -10, SHADOW);
  s += group(cubeIso(34, '#f3dcae', PALETTE.gold, PALETTE.goldD), 180, gy - 64, 1, 0, SHADOW) + group(cubeIso(26, PALETTE.tealL, PALETTE.teal, PALETTE.tealD), 130, gy - 52, 1, 0, SHADOW) + chainLink(150, gy - 70, 168, gy - 80, PALETTE.goldL, 4);
  return s;
}, { sun: false, clouds: false, ground: 470 });

industryImage('technology', 'teal', (W, H, gy) => {
  let s = group(cloud(240, '#ffffff', 0.95), 560, 170, 1, 0, SHADOW);
  s += strokePath('M560 200V260M520 200V240H470V300M600 200V240H650V300', '#ffffff', 4, 'stroke-opacity="0.6"') + circle(560, 264, 7, PALETTE.goldL) + circle(470, 304, 7, PALETTE.goldL) + circle(650, 304, 7, PALETTE.goldL);
  s += group(desk(600, 100), 420, gy);
  s += group(monitor(250, { screen: '#0d2a3c', line: PALETTE.goldL }), 300, gy, 1, 0, SHADOW);
  s += group(laptop(200, { content: 'code', screen: PALETTE.navyD }), 560, gy, 1, 0, SHADOW);
  s += group(chip(90), 130, 150, 1, 0, SHADOW);
  s += group(plant(90), 710, gy);
  return s;
}, { sun: false, clouds: false, ground: 480 });

industryImage('startups', 'sky', (W, H, gy) => {
  let s = strokePath(`M380 ${gy - 130}C390 300 420 220 470 150`, '#ffffff', 34, 'stroke-opacity="0.75"');
  for (let i = 0; i < 5; i++) s += circle(300 + i * 40, gy - 126 - (i % 2) * 12, 30 - Math.abs(i - 2) * 4, '#ffffff');
  s += group(rocket(1.2), 480, 200, 1, 28, SHADOW);
  s += group(laptop(300), 360, gy + 20, 1, 0, SHADOW);
  s += group(person({ skin: SKIN_TONES[4], hair: HAIR_COLOURS[0], hairStyle: 'bun', top: PALETTE.teal, bottom: PALETTE.navy, armL: 10, armR: -150 }), 640, gy + 60, 0.95);
  s += group(person({ skin: SKIN_TONES[2], hair: HAIR_COLOURS[2], hairStyle: 'short', top: PALETTE.gold, bottom: PALETTE.navy, armL: 150, armR: -10 }), 120, gy + 60, 0.95);
  return s;
}, { sun: false, cloudX: 650 });

industryImage('manufacturing-distribution', 'cream', (W, H, gy) => {
  let s = group(factory(400, 210), 330, gy + 10, 1, 0, SHADOW);
  s += rect(500, gy + 30, 260, 16, 8, PALETTE.navy);
  for (let i = 0; i < 7; i++) s += circle(515 + i * 38, gy + 50, 9, PALETTE.navyL);
  s += group(box(30), 550, gy - 6) + group(box(30), 630, gy - 6) + group(box(30), 710, gy - 6);
  s += group(box(34), 80, gy + 40) + group(box(34), 80, gy - 14) + group(box(34), 140, gy + 46);
  return s;
}, { sunX: 710 });

industryImage('non-profit', 'gold', (W, H, gy) => {
  let s = group(house(300, 250, { body: '#ffffff', roof: 'url(#gTeal)', acc: PALETTE.rose }), 400, gy + 10, 1, 0, SHADOW);
  s += group(heart(0.32, '#ffffff'), 400, gy - 174);
  s += group(box(30, false) + '<g transform="translate(-16 12) skewY(30)">' + heart(0.24, '#ffffff') + '</g>', 640, gy + 20, 1, 0, SHADOW);
  s += group(person({ skin: SKIN_TONES[5], hair: HAIR_COLOURS[0], hairStyle: 'afro', top: PALETTE.teal, bottom: PALETTE.navy, armL: 10, armR: -50 }), 160, gy + 60, 0.9);
  s += group(person({ skin: SKIN_TONES[1], hair: HAIR_COLOURS[3], hairStyle: 'pony', top: PALETTE.rose, bottom: PALETTE.navy, armL: 50, armR: -10 }), 240, gy + 64, 0.78);
  s += group(heart(0.6), 640, 170, 1, -10, SHADOW);
  return s;
}, { sunX: 110, cloudX: 300 });

industryImage('professional-services', 'sky', (W, H, gy) => {
  let s = group(office(200, 330, { cols: 4, rows: 7 }), 560, gy + 10, 1, 0, SHADOW);
  s += group(person({ skin: SKIN_TONES[3], hair: HAIR_COLOURS[0], top: PALETTE.navy, bottom: PALETTE.navy, jacketOpen: true, tie: PALETTE.gold, armL: 8, armR: -8, itemR: group(briefcase(34, 26), 0, 80) }), 220, gy + 60, 1.05);
  s += group(person({ skin: SKIN_TONES[1], hair: HAIR_COLOURS[4], hairStyle: 'bob', top: PALETTE.teal, bottom: PALETTE.navy, jacketOpen: true, shirt: '#fff', armL: 8, armR: -30, itemR: rect(-6, 60, 30, 36, 4, '#fff') }), 320, gy + 60, 1.0);
  s += group(speech(110, 66, '#ffffff', 'left', 'dots', PALETTE.teal), 290, 170, 1, 0, SHADOW);
  s += group(tree(130, 'tall'), 710, gy + 20);
  return s;
}, { sunX: 100 });

industryImage('consulting-services', 'mint', (W, H, gy) => {
  let s = group(whiteboard(320, 210, { line: PALETTE.gold }), 430, gy - 20, 1, 0, SHADOW);
  s += group(person({ skin: SKIN_TONES[4], hair: HAIR_COLOURS[0], hairStyle: 'short', top: PALETTE.navy, bottom: PALETTE.navy, jacketOpen: true, armL: 5, armR: -122 }), 170, gy + 70, 1.05);
  s += group(person({ skin: SKIN_TONES[2], hair: HAIR_COLOURS[3], hairStyle: 'long', top: PALETTE.gold, bottom: PALETTE.navy, armL: 10, armR: -20 }), 680, gy + 70, 1.0);
  s += group(speech(100, 62, PALETTE.teal, 'left', 'check', '#ffffff'), 700, 170, 1, 0, SHADOW);
  return s;
}, { sun: false, clouds: false, ground: 470 });

industryImage('service-based-businesses', 'cream', (W, H, gy) => {
  let s = group(house(250, 220, { body: '#ffffff', roof: 'url(#gGold)', door: PALETTE.navy }), 230, gy + 10, 1, 0, SHADOW);
  s += group(truck(250, { stripe: PALETTE.teal, cab: 'url(#gNavy)' }), 590, gy + 60, 1, 0, SHADOW);
  s += group(person({ skin: SKIN_TONES[3], hair: HAIR_COLOURS[1], top: PALETTE.teal, bottom: PALETTE.navy, cap: PALETTE.gold, armL: 8, armR: -40, itemR: rect(-14, 56, 28, 36, 4, PALETTE.cream) }), 410, gy + 64, 1);
  s += group(calendar(90, 90, 11), 560, 190, 1, 8, SHADOW);
  return s;
}, { sunX: 720 });

industryImage('transportation-logistics', 'sky', (W, H, gy) => {
  let s = rect(0, gy + 30, W, 70, 0, PALETTE.navyM) + lineSegment(0, gy + 65, W, gy + 65, '#ffffff', 5, 'stroke-dasharray="30 24" stroke-opacity="0.8"');
  s += group(truck(330, { stripe: PALETTE.gold }), 460, gy + 72, 1, 0, SHADOW);
  s += strokePath('M90 330C200 230 320 320 420 250S620 160 700 220', PALETTE.teal, 4, 'stroke-dasharray="4 12"');
  s += group(mapPin(0.5), 90, 330) + group(mapPin(0.5, 'url(#gTeal)'), 700, 220);
  s += group(box(30), 120, gy + 10) + group(box(30), 170, gy + 20);
  return s;
}, { sun: false });

industryImage('ecommerce', 'gold', (W, H, gy) => {
  let s = group(laptop(360, { content: 'shop' }), 350, gy + 30, 1, 0, SHADOW);
  s += group(phone(100, 190), 620, gy - 40, 1, 8, SHADOW) + group(cart(0.45, PALETTE.navy), 624, gy - 30, 1, 8);
  s += group(box(40), 640, gy + 50) + group(box(32), 720, gy + 58) + group(box(28), 110, gy + 50);
  s += group(mapPin(0.5, 'url(#gTeal)'), 110, gy - 10);
  return s;
}, { sunX: 120, cloudX: 620 });
