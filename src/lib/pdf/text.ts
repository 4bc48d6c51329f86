/**
 * Text helpers for the PDFs. The standard 14 fonts encode WinAnsi only, so
 * characters outside it are mapped to close equivalents rather than failing
 * the build on a stray arrow or check mark typed into data/.
 */
const replacements: Record<string, string> = {
  "\u2192": "->",
  "\u2190": "<-",
  "\u2264": "<=",
  "\u2265": ">=",
  "\u2713": "x",
  "\u2714": "x",
  "\u00a0": " ",
  "\u2009": " ",
  "\u202f": " ",
  "\u2212": "-",
  "\u2011": "-",
};

/** Characters of Windows-1252 beyond Latin-1 that WinAnsiEncoding can print. */
const winAnsiExtras = new Set("€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ");

export function toWinAnsi(text: string): string {
  let out = "";
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (replacements[char] !== undefined) out += replacements[char];
    else if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || winAnsiExtras.has(char)) out += char;
    else if (char === "\n" || char === "\t") out += " ";
    else out += "?";
  }
  return out;
}

export interface MeasuringFont {
  widthOfTextAtSize(text: string, size: number): number;
}

/** Greedy word wrap; a word longer than the line is kept whole rather than split mid-word. */
export function wrapText(text: string, font: MeasuringFont, size: number, maxWidth: number): string[] {
  const words = toWinAnsi(text).split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = "";
  for (const word of words) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(candidate, size) > maxWidth) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}
