/**
 * Wordmark logos of the fictional software, clients and community partners, 320×140 on transparent.
 */
import { heart } from '../objects/desk.mjs';
import { star } from '../objects/paperwork.mjs';
import { cloud } from '../objects/places.mjs';
import { gear, shield } from '../objects/symbols.mjs';
import { leaf } from '../objects/trades.mjs';
import { PALETTE, SANS_FONT } from '../palette.mjs';
import { addImage } from '../registry.mjs';
import { circle, escapeXml, group, lineSegment, oneDecimal, rect, strokePath, svgPath } from '../svg.mjs';

/* Wordmark logos 320×140 PNG (transparent) */
const WORDMARK_SERIF = 'DejaVu Serif, Georgia, serif';
function wordmark(glyph, name, o = {}) {
  return () => {
    const col = o.col || PALETTE.navy, acc = o.acc || col;
    const fam = o.serif ? WORDMARK_SERIF : SANS_FONT;
    const lines = Array.isArray(name) ? name : [name];
    const main = lines[0];
    const size = Math.min(o.size || 34, 196 / (main.length * (o.serif ? 0.66 : 0.64)));
    let s = group(glyph(col, acc), 56, 70);
    const tx = 100;
    if (lines.length === 1) {
      s += `<text x="${tx}" y="${oneDecimal(70 + size * 0.36)}" font-family="${fam}" font-weight="${o.weight || 'bold'}" font-size="${oneDecimal(size)}" fill="${col}" letter-spacing="${o.ls ?? -0.5}">${escapeXml(main)}${o.suffix ? `<tspan fill="${acc}" font-weight="normal">${escapeXml(o.suffix)}</tspan>` : ''}</text>`;
    } else {
      s += `<text x="${tx}" y="${oneDecimal(66)}" font-family="${fam}" font-weight="${o.weight || 'bold'}" font-size="${oneDecimal(size)}" fill="${col}" letter-spacing="${o.ls ?? -0.3}">${escapeXml(main)}</text>`;
      s += `<text x="${tx + 1}" y="${oneDecimal(66 + 24)}" font-family="${SANS_FONT}" font-size="13" fill="${acc}" letter-spacing="3.2">${escapeXml(lines[1].toUpperCase())}</text>`;
    }
    return s;
  };
}
const logoImage = (folder, id, glyph, name, o) => addImage(`logos/${folder}/${id}.png`, 320, 140, wordmark(glyph, name, o));
const roundedSquare = (col, inner) => rect(-26, -26, 52, 52, 13, col) + inner;

/* tools: monochrome navy / teal / slate */
const LOGO_SLATE = '#55697a';
logoImage('tools', 'ledgerly', (c, a) => roundedSquare(c, rect(-12, -15, 24, 30, 3, '#ffffff') + lineSegment(-6, -6, 6, -6, c, 2.5) + lineSegment(-6, 1, 6, 1, c, 2.5) + lineSegment(-6, 8, 2, 8, c, 2.5)), 'ledgerly', { col: PALETTE.navy });
logoImage('tools', 'taxwise-pro', (c, a) => circle(0, 0, 26, c) + strokePath('M-11 0L-3 9L12 -9', '#ffffff', 6), 'TaxWise', { col: PALETTE.teal, suffix: '\u00a0Pro', size: 32 });
logoImage('tools', 'payflow', (c, a) => strokePath('M-26 -6C-14 -20 -6 8 6 -6S22 -14 26 -8', c, 8) + strokePath('M-26 10C-14 -4 -6 24 6 10S22 2 26 8', c, 8, 'stroke-opacity="0.5"'), 'payflow', { col: LOGO_SLATE, weight: 'normal', ls: 0 });
logoImage('tools', 'cloudbooks', (c, a) => group(cloud(60, c), 0, 12) + rect(-8, -2, 16, 14, 2, '#ffffff'), 'CloudBooks', { col: PALETTE.navy });
logoImage('tools', 'docuvault', (c, a) => svgPath('M-20 -26H8L20 -14V26H-20Z', c) + rect(-9, 0, 18, 14, 3, '#ffffff') + strokePath('M-5 0V-5A5 5 0 0 1 5 -5V0', '#ffffff', 3), 'DocuVault', { col: PALETTE.teal });
logoImage('tools', 'receiptly', (c, a) => svgPath('M-18 -26H18V26L12 20L6 26L0 20L-6 26L-12 20L-18 26Z', c) + lineSegment(-9, -14, 9, -14, '#ffffff', 3) + lineSegment(-9, -5, 9, -5, '#ffffff', 3) + lineSegment(-9, 4, 3, 4, '#ffffff', 3), 'receiptly', { col: LOGO_SLATE });
logoImage('tools', 'bankbridge', (c, a) => svgPath('M-28 -6L0 -26L28 -6Z', c) + rect(-24, 18, 48, 7, 2, c) + [-17, -6, 5, 16].map((x) => rect(x, -2, 6, 18, 1, c)).join(''), 'BankBridge', { col: PALETTE.navy });
logoImage('tools', 'filesafe', (c, a) => shield(0.38, c, false) + svgPath('M-12 -6H-2L1 -2H12V12H-12Z', '#ffffff'), 'FileSafe', { col: PALETTE.teal });

/* clients */
logoImage('clients', 'dupage-dental', (c) => svgPath('M-18 -20C-26 -20 -28 -8 -24 4C-20 16 -18 26 -12 26C-6 26 -6 8 0 8S6 26 12 26S20 16 24 4S26 -20 18 -20C10 -20 6 -16 0 -16S-10 -20 -18 -20Z', 'none', `stroke="${c}" stroke-width="5" stroke-linejoin="round"`), ['DuPage', 'Dental Care'], { col: PALETTE.teal });
logoImage('clients', 'prairie-path-builders', (c) => svgPath('M-28 22L-4 -22L8 0L14 -10L28 22Z', c) + svgPath('M-4 22C0 10 8 6 18 4', 'none', 'stroke="#ffffff" stroke-width="3" stroke-dasharray="3 4"'), ['Prairie Path', 'Builders'], { col: '#6e5a3a', serif: true });
logoImage('clients', 'fox-river-logistics', (c) => svgPath('M-26 -18L0 -4L26 -18L18 14L0 24L-18 14Z', c) + circle(-8, 4, 3, '#fff') + circle(8, 4, 3, '#fff'), ['Fox River', 'Logistics'], { col: PALETTE.navy });
logoImage('clients', 'westbrook-realty', (c) => strokePath('M-24 6L0 -18L24 6', c, 6) + rect(-15, 4, 30, 20, 2, c) + rect(-4, 12, 8, 12, 1, '#ffffff'), ['Westbrook', 'Realty Group'], { col: '#2f5b73', serif: true });
logoImage('clients', 'cedar-lane-cafe', (c) => rect(-18, -8, 30, 30, 6, c) + strokePath('M12 -2h4a6 6 0 0 1 0 12h-4', c, 4) + strokePath('M-10 -14q4 -6 0 -12M0 -14q4 -6 0 -12', c, 3), ['Cedar Lane', 'Café & Bakery'], { col: '#7a4b36', serif: true });
logoImage('clients', 'northgate-manufacturing', (c) => gear(26, 8, c, '#ffffff').replace(/stroke="[^"]*"/, `stroke="${c}"`) + svgPath('M-6 8L0 -10L6 8Z', c), ['Northgate', 'Manufacturing'], { col: LOGO_SLATE });
logoImage('clients', 'bright-minds-academy', (c, a) => circle(0, -4, 16, c) + rect(-8, 12, 16, 8, 2, c) + rect(-6, 22, 12, 4, 2, c) + [0, 1, 2, 3, 4].map((i) => { const ang = -Math.PI * (0.1 + i * 0.2); return lineSegment(Math.cos(ang) * 22, -4 + Math.sin(ang) * 22, Math.cos(ang) * 28, -4 + Math.sin(ang) * 28, PALETTE.gold, 3); }).join(''), ['Bright Minds', 'Academy'], { col: PALETTE.teal, acc: PALETTE.goldD });
logoImage('clients', 'lumen-software', (c) => svgPath('M0 -28L24 -14V14L0 28L-24 14V-14Z', c) + svgPath('M0 -14L12 -7V7L0 14L-12 7V-7Z', '#ffffff') + circle(0, 0, 5, c), ['lumen', 'software'], { col: '#233a4f' });

/* community partners */
logoImage('partners', 'naperville-food-pantry', (c, a) => svgPath('M-24 -4H24L18 24H-18Z', c) + circle(-10, -12, 8, PALETTE.gold) + circle(4, -14, 9, PALETTE.tealL) + rect(10, -22, 8, 18, 3, PALETTE.rose), ['Naperville', 'Food Pantry'], { col: PALETTE.teal, acc: PALETTE.navy });
logoImage('partners', 'riverwalk-literacy-project', (c, a) => svgPath('M0 -12C-10 -20 -20 -20 -26 -16V20C-20 16 -10 16 0 22C10 16 20 16 26 20V-16C20 -20 10 -20 0 -12Z', c) + lineSegment(0, -10, 0, 20, '#ffffff', 2.5), ['Riverwalk', 'Literacy Project'], { col: PALETTE.navy, acc: PALETTE.teal, serif: true });
logoImage('partners', 'dupage-shelter-alliance', (c, a) => strokePath('M-26 4L0 -20L26 4', c, 6) + group(heart(0.36, a), 0, 10), ['DuPage Shelter', 'Alliance'], { col: PALETTE.navy, acc: PALETTE.rose });
logoImage('partners', 'green-prairie-coalition', (c, a) => group(leaf(44, c, false), -20, 18, 1, -50) + group(leaf(34, PALETTE.tealL, false), -2, 20, 1, -100) + lineSegment(-20, 22, 20, 22, c, 3), ['Green Prairie', 'Coalition'], { col: PALETTE.teal, acc: '#4f7d5f' });
logoImage('partners', 'safe-harbor-recovery', (c, a) => circle(0, 0, 26, 'none', `stroke="${c}" stroke-width="5"`) + strokePath('M0 -16V16M-12 6Q0 20 12 6M-8 -8H8', c, 4) + circle(0, -18, 4, c), ['Safe Harbor', 'Recovery'], { col: '#2f5b73', acc: PALETTE.teal });
logoImage('partners', 'minds-matter-il', (c, a) => circle(-8, -2, 18, c) + circle(10, -6, 14, a) + circle(4, 12, 12, c, 'fill-opacity="0.7"'), ['Minds Matter', 'Illinois'], { col: PALETTE.navy, acc: PALETTE.tealL });
logoImage('partners', 'youth-futures-fund', (c, a) => star(0, 2, 26, a) + circle(0, 2, 8, '#ffffff'), ['Youth Futures', 'Fund'], { col: PALETTE.navy, acc: PALETTE.gold });
logoImage('partners', 'west-suburban-habitat', (c, a) => svgPath('M-26 2L0 -22L26 2V24H-26Z', c) + rect(-6, 8, 12, 16, 2, '#ffffff') + strokePath('M-22 24Q0 10 22 24', a, 4), ['West Suburban', 'Habitat'], { col: PALETTE.teal, acc: PALETTE.gold });
