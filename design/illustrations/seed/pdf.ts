/** Text helpers for the seed CVs, which pdf-lib writes with its standard Helvetica (no embedding). */
import { rgb, type PDFFont, type RGB } from 'pdf-lib';

export function hexToRgb(hex: string): RGB {
  const value = Number.parseInt(hex.slice(1), 16);
  return rgb(((value >> 16) & 255) / 255, ((value >> 8) & 255) / 255, (value & 255) / 255);
}

/**
 * What Helvetica's WinAnsi encoding can show: a character it lacks loses its accent ("ł" has
 * none to lose and becomes "?"), so a name in the seed never stops the CV from being written.
 */
export function showable(text: string, font: PDFFont): string {
  const known = new Set(font.getCharacterSet());
  let result = '';
  for (const char of text.replace(/[\n\t]/g, ' ')) {
    if (known.has(char.codePointAt(0)!)) result += char;
    else {
      const base = char.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
      result += base !== char && [...base].every((c) => known.has(c.codePointAt(0)!)) ? base : '?';
    }
  }
  return result;
}

/** Greedy word wrap to a maximum width in points. */
export function wrapText(text: string, font: PDFFont, size: number, maxWidth: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of showable(text, font).split(/\s+/).filter(Boolean)) {
    const candidate = current ? `${current} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= maxWidth || !current) current = candidate;
    else {
      lines.push(current);
      current = word;
    }
  }
  if (current) lines.push(current);
  return lines;
}
