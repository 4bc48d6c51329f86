/**
 * People: standing figures, busts and the portraits of the team and the testimonial avatars.
 */
import { HAIR_COLOURS, PALETTE, SKIN_TONES, shade } from './palette.mjs';
import { circle, ellipse, group, lineSegment, oneDecimal, rect, strokePath, svgPath } from './svg.mjs';

/* People */
/** Small faceless head with hair at (0,cy) radius r. */
function headSmall(cy, r, skin, hair, style) {
  let back = '', front = '';
  const hc = hair;
  if (style === 'long') back += svgPath(`M${oneDecimal(-r * 1.1)} ${oneDecimal(cy - r * 0.1)}C${oneDecimal(-r * 1.2)} ${oneDecimal(cy - r * 1.5)} ${oneDecimal(r * 1.2)} ${oneDecimal(cy - r * 1.5)} ${oneDecimal(r * 1.1)} ${oneDecimal(cy - r * 0.1)}L${oneDecimal(r * 1.15)} ${oneDecimal(cy + r * 1.7)}Q0 ${oneDecimal(cy + r * 2)} ${oneDecimal(-r * 1.15)} ${oneDecimal(cy + r * 1.7)}Z`, hc);
  if (style === 'hijab') back += svgPath(`M${oneDecimal(-r * 1.25)} ${oneDecimal(cy)}A${oneDecimal(r * 1.25)} ${oneDecimal(r * 1.3)} 0 0 1 ${oneDecimal(r * 1.25)} ${oneDecimal(cy)}L${oneDecimal(r * 1.5)} ${oneDecimal(cy + r * 2.1)}H${oneDecimal(-r * 1.5)}Z`, hc);
  if (style === 'curly' || style === 'afro') {
    const n = 9, rr = style === 'afro' ? r * 1.18 : r * 0.98;
    for (let i = 0; i < n; i++) {
      const a = Math.PI * (1.02 + (i / (n - 1)) * 0.96);
      back += circle(Math.cos(a) * rr, cy + Math.sin(a) * rr * 0.95, r * (style === 'afro' ? 0.5 : 0.36), hc);
    }
  }
  if (style === 'bun') back += circle(0, cy - r * 1.15, r * 0.45, hc);
  if (style === 'pony') back += svgPath(`M${oneDecimal(r * 0.6)} ${oneDecimal(cy - r * 0.6)}Q${oneDecimal(r * 1.7)} ${oneDecimal(cy - r * 0.2)} ${oneDecimal(r * 1.2)} ${oneDecimal(cy + r * 1.3)}Q${oneDecimal(r * 0.9)} ${oneDecimal(cy + r * 0.4)} ${oneDecimal(r * 0.5)} ${oneDecimal(cy - r * 0.1)}Z`, hc);
  const headC = circle(0, cy, r, skin);
  if (style === 'hijab') {
    front += svgPath(`M${oneDecimal(-r * 0.95)} ${oneDecimal(cy + r * 0.1)}A${oneDecimal(r * 0.95)} ${oneDecimal(r * 1.05)} 0 0 1 ${oneDecimal(r * 0.95)} ${oneDecimal(cy + r * 0.1)}A${oneDecimal(r * 1.1)} ${oneDecimal(r * 1.1)} 0 0 0 ${oneDecimal(r * 0.9)} ${oneDecimal(cy - r * 0.55)}A${oneDecimal(r * 1.25)} ${oneDecimal(r * 1.3)} 0 0 0 ${oneDecimal(-r * 0.9)} ${oneDecimal(cy - r * 0.55)}A${oneDecimal(r * 1.1)} ${oneDecimal(r * 1.1)} 0 0 0 ${oneDecimal(-r * 0.95)} ${oneDecimal(cy + r * 0.1)}Z`, hc);
  } else if (style !== 'bald') {
    front += svgPath(`M${oneDecimal(-r * 1.04)} ${oneDecimal(cy + r * 0.05)}C${oneDecimal(-r * 1.15)} ${oneDecimal(cy - r * 1.1)} ${oneDecimal(-r * 0.2)} ${oneDecimal(cy - r * 1.45)} ${oneDecimal(r * 0.4)} ${oneDecimal(cy - r * 1.1)}C${oneDecimal(r * 0.95)} ${oneDecimal(cy - r * 0.9)} ${oneDecimal(r * 1.15)} ${oneDecimal(cy - r * 0.4)} ${oneDecimal(r * 1.04)} ${oneDecimal(cy + r * 0.05)}C${oneDecimal(r * 0.7)} ${oneDecimal(cy - r * 0.45)} ${oneDecimal(r * 0.1)} ${oneDecimal(cy - r * 0.55)} ${oneDecimal(-r * 0.3)} ${oneDecimal(cy - r * 0.62)}C${oneDecimal(-r * 0.6)} ${oneDecimal(cy - r * 0.5)} ${oneDecimal(-r * 0.9)} ${oneDecimal(cy - r * 0.3)} ${oneDecimal(-r * 1.04)} ${oneDecimal(cy + r * 0.05)}Z`, hc);
  }
  return back + headC + front;
}

/**
 * Standing person, origin at the feet. ~205 units tall.
 * pose: armL/armR in degrees (0 = hanging; +left arm swings outward/up), legs: stride angle.
 */
export function person(o = {}) {
  const skin = o.skin || SKIN_TONES[2], hair = o.hair || HAIR_COLOURS[1], top = o.top || PALETTE.teal, bottom = o.bottom || PALETTE.navy;
  const style = o.hairStyle || 'short', shoe = o.shoe || PALETTE.navyD;
  const aL = o.armL ?? 8, aR = o.armR ?? -8, stride = o.stride ?? 0;
  let s = '';
  const leg = (x, ang, col) => group(rect(-6.5, 0, 13, 86, 6.5, col) + ellipse(ang > 0 ? -4 : 4, 86, 11, 5.5, shoe), x, -92, 1, ang);
  const arm = (x, ang, col, item) => group(lineSegment(0, 0, 0, 60, col, 12.5) + circle(0, 66, 6.5, skin) + (item || ''), x, -160, 1, ang);
  if (o.dress) {
    s += leg(-6, stride, skin) + leg(6, -stride, skin);
    s += svgPath(`M-22 -110L-32 -52Q0 -44 32 -52L22 -110Z`, o.dressCol || top);
  } else {
    s += leg(-7, stride, bottom) + leg(7, -stride, bottom);
  }
  s += arm(-20, aL, o.sleeve || top, o.itemL) ;
  s += svgPath(`M-24 -150Q-26 -170 -8 -171H8Q26 -170 24 -150L22 -92Q22 -86 16 -86H-16Q-22 -86 -22 -92Z`, top);
  if (o.jacketOpen) s += svgPath(`M-5 -171L0 -150L5 -171Z`, '#ffffff') + svgPath(`M-6 -170L0 -140L6 -170L4 -88H-4Z`, o.shirt || '#ffffff') + (o.tie ? svgPath(`M-3 -160H3L4 -120L0 -114L-4 -120Z`, o.tie) : '');
  if (o.lanyard) s += strokePath('M-8 -170L0 -135L8 -170', o.lanyard, 2.5) + rect(-7, -137, 14, 18, 3, '#ffffff');
  if (o.bib) s += rect(-14, -140, 28, 22, 3, '#ffffff') + rect(-9, -134, 18, 5, 2, o.bib) + rect(-9, -126, 12, 4, 2, o.bib);
  if (o.apron) s += svgPath(`M-16 -150H16L18 -90H-18Z`, o.apron) + strokePath('M-14 -150Q0 -178 14 -150', o.apron, 3);
  s += rect(-5, -177, 10, 10, 3, skin);
  s += arm(20, aR, o.sleeve || top, o.itemR);
  s += headSmall(-190, 15, skin, hair, style);
  if (o.cap) s += svgPath(`M-16 -194A16 16 0 0 1 16 -194Z`, o.cap) + rect(o.capDir === 'left' ? -26 : 0, -196, 26, 5, 2.5, o.cap);
  return s;
}

/** Upper body only (for sitting behind desks etc.). Origin at the waist. */
export function personBust(o = {}) {
  const skin = o.skin || SKIN_TONES[2], hair = o.hair || HAIR_COLOURS[1], top = o.top || PALETTE.teal;
  let s = '';
  const arm = (x, ang, item) => group(lineSegment(0, 0, 0, 52, o.sleeve || top, 12.5) + circle(0, 58, 6.5, skin) + (item || ''), x, -68, 1, ang);
  s += arm(-20, o.armL ?? 20);
  s += svgPath(`M-24 -58Q-26 -78 -8 -79H8Q26 -78 24 -58L22 0H-22Z`, top);
  if (o.collar) s += svgPath(`M-6 -78L0 -62L6 -78Z`, o.collar);
  s += rect(-5, -85, 10, 10, 3, skin);
  s += arm(20, o.armR ?? -20);
  s += headSmall(-98, 15, skin, hair, o.hairStyle || 'short');
  return s;
}

/* ---------- detailed portrait (600×600 design space) ---------- */
export function portrait(p, simple = false) {
  const { skin, hair, style } = p;
  const top = p.top || PALETTE.navy, shirt = p.shirt || '#ffffff';
  const dark = shade(skin, -0.14), cx = 300, cy = 282;
  let s = '';
  // back hair
  if (style === 'long' || style === 'longWave') s += svgPath(`M196 300C180 150 420 150 404 300L414 470Q300 500 186 470Z`, hair);
  if (style === 'bob') s += svgPath(`M204 290C190 160 410 160 396 290L402 392Q300 412 198 392Z`, hair);
  if (style === 'afro') { for (let i = 0; i < 14; i++) { const a = Math.PI * (0.92 + (i / 13) * 1.16); s += circle(cx + Math.cos(a) * 96, cy - 20 + Math.sin(a) * 92, 46, hair); } }
  if (style === 'hijab') s += svgPath(`M188 300C180 150 420 150 412 300L440 520H160Z`, hair);
  if (style === 'bun') s += circle(cx + 6, 176, 40, hair);
  // shoulders / jacket
  s += svgPath(`M100 600C100 500 150 462 228 446L372 446C450 462 500 500 500 600Z`, top);
  if (style !== 'hijab') {
    s += rect(270, 360, 60, 100, 24, skin) + svgPath(`M270 372Q300 398 330 372V392Q300 414 270 392Z`, dark, 'fill-opacity="0.6"');
  }
  // shirt & lapels
  if (p.attire === 'blouse') {
    s += svgPath(`M244 446Q300 500 356 446Q352 470 300 520Q248 470 244 446Z`, shirt);
    s += svgPath(`M232 446L300 560L368 446Q380 452 392 458L330 600H270L208 458Q220 452 232 446Z`, top);
  } else if (p.attire === 'sweater') {
    s += svgPath(`M248 446Q300 486 352 446L360 452Q300 506 240 452Z`, shirt);
  } else {
    s += svgPath(`M246 446H354L300 548Z`, shirt);
    if (p.tie) s += svgPath(`M290 458H310L316 530L300 552L284 530Z`, p.tie) + svgPath(`M288 446H312L306 464H294Z`, shade(p.tie, -0.15));
    s += svgPath(`M228 446L262 446L300 548L270 520L250 540Z`, shade(top, -0.18)) + svgPath(`M372 446L338 446L300 548L330 520L350 540Z`, shade(top, -0.18));
    s += svgPath(`M228 446L300 600H290L206 470Z`, shade(top, 0.08), 'fill-opacity="0.6"');
  }
  if (p.pin) s += circle(368, 506, 7, PALETTE.gold);
  if (style === 'hijab') s += svgPath(`M212 330Q210 440 300 470Q390 440 388 330L420 470Q300 540 180 470Z`, hair) + svgPath(`M236 420Q300 470 364 420L380 470Q300 505 220 470Z`, shade(hair, -0.12));
  // ears
  if (style !== 'hijab' && style !== 'long' && style !== 'longWave') s += ellipse(222, 300, 14, 22, skin) + ellipse(378, 300, 14, 22, skin);
  // head
  s += ellipse(cx, cy, 80, 96, skin);
  s += svgPath(`M300 186A80 96 0 0 1 300 378A92 96 0 0 0 300 186Z`, dark, 'fill-opacity="0.25"');
  // front hair
  const H = (d, e = '') => svgPath(d, hair, e);
  switch (style) {
    case 'short': s += H(`M218 282C206 190 260 166 306 170C352 172 392 200 384 282C374 246 360 226 344 220C312 232 262 232 236 226C226 240 222 258 218 282Z`); break;
    case 'sidepart': s += H(`M218 286C204 196 256 164 306 168C362 170 396 206 384 286C378 248 368 228 350 216C330 222 300 218 274 206C260 226 236 240 218 286Z`); break;
    case 'buzz': s += H(`M222 262C216 200 260 178 300 178C340 178 384 200 378 262C366 226 340 212 300 212C260 212 234 226 222 262Z`, 'fill-opacity="0.85"'); break;
    case 'bald': s += H(`M220 300C216 276 220 262 226 254L232 300Z`) + H(`M380 300C384 276 380 262 374 254L368 300Z`); break;
    case 'curlyShort': for (let i = 0; i < 11; i++) { const a = Math.PI * (1.05 + (i / 10) * 0.9); s += circle(cx + Math.cos(a) * 74, cy - 18 + Math.sin(a) * 84, 24, hair); } s += H(`M226 262C228 220 260 196 300 194C340 196 372 220 374 262C352 236 330 228 300 228C270 228 248 236 226 262Z`); break;
    case 'long': case 'longWave': s += H(`M214 330C196 196 262 170 310 172C366 176 402 214 388 330C380 262 356 226 330 214C300 246 252 256 222 262C216 282 214 304 214 330Z`); break;
    case 'bob': s += H(`M212 320C198 200 262 172 306 174C360 176 402 210 388 320C380 264 364 232 344 216C314 240 262 238 236 232C222 256 214 284 212 320Z`); break;
    case 'bun': s += H(`M218 282C210 200 258 176 302 176C352 176 392 204 382 282C372 240 350 222 300 220C254 222 228 240 218 282Z`); break;
    case 'afro': s += H(`M222 262C226 214 262 196 300 196C338 196 374 214 378 262C352 240 330 234 300 234C270 234 248 240 222 262Z`); break;
    case 'hijab': s += H(`M204 300C204 190 256 170 300 170C344 170 396 190 396 300C396 330 392 356 386 380C380 300 360 232 300 226C240 232 220 300 214 380C208 356 204 330 204 300Z`); s += svgPath(`M300 170C344 170 396 190 396 300C396 250 360 190 300 184Z`, '#ffffff', 'fill-opacity="0.1"'); break;
    default: break;
  }
  if (p.beard) s += svgPath(`M224 296C226 360 256 392 300 394C344 392 374 360 376 296C366 330 348 344 334 344C322 336 312 334 300 334C288 334 278 336 266 344C252 344 234 330 224 296Z`, p.beard) + svgPath(`M276 340Q300 330 324 340Q300 352 276 340Z`, skin, 'fill-opacity="0.6"');
  // face
  const eyeY = 292;
  s += ellipse(268, eyeY, 6.5, 8, '#2a1f1a') + ellipse(332, eyeY, 6.5, 8, '#2a1f1a');
  s += circle(270, eyeY - 3, 2, '#ffffff', 'fill-opacity="0.8"') + circle(334, eyeY - 3, 2, '#ffffff', 'fill-opacity="0.8"');
  if (!simple) {
    const bc = style === 'hijab' ? '#2a1f1a' : shade(hair === '#d8d4cc' || hair === '#a9aeb3' ? '#8a8a8a' : hair, -0.1);
    s += strokePath(`M252 ${eyeY - 20}Q268 ${eyeY - 28} 284 ${eyeY - 21}`, bc, 5.5) + strokePath(`M316 ${eyeY - 21}Q332 ${eyeY - 28} 348 ${eyeY - 20}`, bc, 5.5);
    s += strokePath(`M302 ${eyeY + 8}Q308 ${eyeY + 30} 296 ${eyeY + 34}`, dark, 4.5);
  }
  s += ellipse(252, 332, 16, 9, PALETTE.rose, 'fill-opacity="0.22"') + ellipse(348, 332, 16, 9, PALETTE.rose, 'fill-opacity="0.22"');
  if (!p.beard) s += svgPath(`M276 344Q300 366 324 344Q300 356 276 344Z`, '#8c4a3c') + (simple ? '' : svgPath(`M282 347Q300 352 318 347Q300 360 282 347Z`, '#ffffff', 'fill-opacity="0.85"'));
  else s += strokePath('M282 350Q300 362 318 350', '#6b3a2e', 4);
  if (p.glasses) s += `<g fill="#ffffff" fill-opacity="0.12" stroke="${p.glasses}" stroke-width="5">` + rect(240, 272, 52, 40, 14, '#ffffff') + rect(308, 272, 52, 40, 14, '#ffffff') + '</g>' + strokePath('M292 288Q300 282 308 288', p.glasses, 5) + lineSegment(240, 284, 224, 280, p.glasses, 5) + lineSegment(360, 284, 376, 280, p.glasses, 5);
  if (p.earring) s += circle(220, 328, 6, PALETTE.gold) + circle(380, 328, 6, PALETTE.gold);
  return s;
}
