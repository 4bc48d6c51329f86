/**
 * Award badges, 480×480.
 */
import { star } from '../objects/paperwork.mjs';
import { leaf } from '../objects/trades.mjs';
import { PALETTE, SANS_FONT } from '../palette.mjs';
import { addImage } from '../registry.mjs';
import { SHADOW, circle, escapeXml, group, oneDecimal, rect, svgPath } from '../svg.mjs';

function laurel(r, col) {
  let s = '';
  for (const side of [-1, 1]) for (let i = 0; i < 9; i++) {
    const a = Math.PI / 2 + side * (0.35 + i * 0.26), x = Math.cos(a) * r, y = Math.sin(a) * r;
    const deg = (a * 180) / Math.PI + (side > 0 ? 65 : -65);
    s += group(leaf(34, col, false), x, y, 1, deg);
  }
  return s;
}
function awardBadge(year, title, kind) {
  return () => {
    const words = title.toUpperCase().split(' ');
    const l1 = words.length > 2 ? words.slice(0, words.length - 1).join(' ') : words[0];
    const l2 = words.length > 2 ? words[words.length - 1] : words.slice(1).join(' ');
    let s = '';
    const cx = 240, cy = 220;
    // ribbons behind
    const rib = (x, rot, col) => group(svgPath('M-34 0H34V150L0 124L-34 150Z', col) + svgPath('M-34 0H0V124L-34 150Z', '#000', 'fill-opacity="0.12"'), x, 300, 1, rot);
    s += rib(190, 16, kind === 'shield' ? PALETTE.gold : PALETTE.teal) + rib(290, -16, kind === 'shield' ? PALETTE.goldD : PALETTE.tealD);
    let face = PALETTE.navy, ringCol = 'url(#gGold)', txt = '#ffffff', sub = PALETTE.goldL;
    if (kind === 'rosette') {
      let d = '';
      for (let i = 0; i < 48; i++) { const a = (i / 48) * Math.PI * 2, rr = i % 2 ? 170 : 184; d += `${i ? 'L' : 'M'}${oneDecimal(cx + Math.cos(a) * rr)} ${oneDecimal(cy + Math.sin(a) * rr)}`; }
      s += svgPath(d + 'Z', 'url(#gGold)', SHADOW);
      s += circle(cx, cy, 150, 'url(#gNavy)') + circle(cx, cy, 138, 'none', `stroke="${PALETTE.goldL}" stroke-width="3" stroke-dasharray="3 7"`);
    } else if (kind === 'shield') {
      s += group(svgPath('M0 -200L170 -150V10C170 120 90 180 0 214C-90 180 -170 120 -170 10V-150Z', 'url(#gGold)'), cx, cy + 10, 1, 0, SHADOW);
      s += group(svgPath('M0 -178L150 -134V8C150 106 80 160 0 190C-80 160 -150 106 -150 8V-134Z', 'url(#gTeal)'), cx, cy + 10);
      face = PALETTE.teal;
    } else if (kind === 'laurel') {
      s += circle(cx, cy, 172, 'url(#gNavy)', SHADOW) + circle(cx, cy, 160, 'none', `stroke="${PALETTE.goldL}" stroke-width="4"`);
      s += group(laurel(130, PALETTE.goldL), cx, cy + 6);
    } else {
      let d = '';
      for (let i = 0; i < 16; i++) { const a = -Math.PI / 2 + (i / 16) * Math.PI * 2, rr = i % 2 ? 160 : 190; d += `${i ? 'L' : 'M'}${oneDecimal(cx + Math.cos(a) * rr)} ${oneDecimal(cy + Math.sin(a) * rr)}`; }
      s += svgPath(d + 'Z', 'url(#gNavy)', `stroke="${PALETTE.navy}" stroke-width="14" stroke-linejoin="round" ${SHADOW}`);
      s += circle(cx, cy, 140, 'url(#gGold)') + circle(cx, cy, 126, '#fbf6ea');
      txt = PALETTE.navy; sub = PALETTE.teal;
    }
    s += star(cx, cy - 84, 16, kind === 'star' ? PALETTE.gold : PALETTE.goldL);
    s += `<text x="${cx}" y="${cy + 22}" text-anchor="middle" font-family="${SANS_FONT}" font-weight="bold" font-size="64" fill="${txt}" letter-spacing="1">${year}</text>`;
    // title band
    const bw = 330, by = cy + 52;
    s += svgPath(`M${cx - bw / 2 - 30} ${by + 8}L${cx - bw / 2} ${by}V${by + 70}L${cx - bw / 2 - 30} ${by + 78}L${cx - bw / 2 - 14} ${by + 40}Z`, PALETTE.goldD) + svgPath(`M${cx + bw / 2 + 30} ${by + 8}L${cx + bw / 2} ${by}V${by + 70}L${cx + bw / 2 + 30} ${by + 78}L${cx + bw / 2 + 14} ${by + 40}Z`, PALETTE.goldD);
    s += rect(cx - bw / 2, by, bw, 70, 6, kind === 'star' ? 'url(#gNavy)' : 'url(#gGold)');
    const bandTxt = kind === 'star' ? '#ffffff' : PALETTE.navy;
    s += `<text x="${cx}" y="${by + 30}" text-anchor="middle" font-family="${SANS_FONT}" font-weight="bold" font-size="${l1.length > 12 ? 21 : 24}" fill="${bandTxt}" letter-spacing="1.5">${escapeXml(l1)}</text>`;
    s += `<text x="${cx}" y="${by + 58}" text-anchor="middle" font-family="${SANS_FONT}" font-weight="bold" font-size="${l2.length > 12 ? 21 : 24}" fill="${bandTxt}" letter-spacing="1.5">${escapeXml(l2)}</text>`;
    void sub; void face; void ringCol;
    return s;
  };
}
addImage('awards/award-2014.png', 480, 480, awardBadge(2014, 'Small Business Award', 'rosette'));
addImage('awards/award-2020.png', 480, 480, awardBadge(2020, 'Champion of Change', 'shield'));
addImage('awards/award-2021.png', 480, 480, awardBadge(2021, 'Volunteer Award', 'laurel'));
addImage('awards/award-2024.png', 480, 480, awardBadge(2024, 'Employer Award', 'star'));
