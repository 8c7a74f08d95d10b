/**
 * A tiny PDF 1.4 writer for text CVs: standard Helvetica fonts (no embedding), WinAnsi text,
 * filled rectangles, multiple pages, and an exact cross-reference table. It writes only what
 * the seed CVs need and nothing more.
 */

export type Rgb = readonly [number, number, number];

export function hexToRgb(hex: string): Rgb {
  const value = Number.parseInt(hex.slice(1), 16);
  return [((value >> 16) & 255) / 255, ((value >> 8) & 255) / 255, (value & 255) / 255];
}

export type FontName = 'regular' | 'bold';

/** Helvetica advance widths (1/1000 em) for ASCII 32..126, from the standard AFM metrics. */
const HELVETICA_WIDTHS = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556,
  556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778,
  667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556, 556, 278, 556,
  556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
];
/** Helvetica-Bold is close to 5% wider on average; wrapping only needs an upper bound. */
const BOLD_FACTOR = 1.07;

/** Characters WinAnsiEncoding places in 0x80..0x9f. */
const WIN_ANSI_EXTRAS: Record<string, number> = {
  '€': 0x80, '‚': 0x82, 'ƒ': 0x83, '„': 0x84, '…': 0x85, '†': 0x86, '‡': 0x87, 'ˆ': 0x88, '‰': 0x89, 'Š': 0x8a,
  '‹': 0x8b, 'Œ': 0x8c, 'Ž': 0x8e, '‘': 0x91, '’': 0x92, '“': 0x93, '”': 0x94, '•': 0x95, '–': 0x96, '—': 0x97,
  '˜': 0x98, '™': 0x99, 'š': 0x9a, '›': 0x9b, 'œ': 0x9c, 'ž': 0x9e, 'Ÿ': 0x9f,
};

/** Converts text to WinAnsi byte values; characters it cannot show lose accents or become '?'. */
export function toWinAnsi(text: string): number[] {
  const bytes: number[] = [];
  for (const char of text) {
    const code = char.codePointAt(0) ?? 63;
    if ((code >= 32 && code <= 126) || (code >= 0xa0 && code <= 0xff)) bytes.push(code);
    else if (WIN_ANSI_EXTRAS[char] !== undefined) bytes.push(WIN_ANSI_EXTRAS[char]);
    else if (char === '\n' || char === '\t') bytes.push(32);
    else {
      const base = char.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
      const fallback = base.codePointAt(0) ?? 63;
      bytes.push(base !== char && fallback >= 32 && fallback <= 126 ? fallback : 63);
    }
  }
  return bytes;
}

export function textWidth(text: string, font: FontName, size: number): number {
  let units = 0;
  for (const byte of toWinAnsi(text)) units += byte >= 32 && byte <= 126 ? HELVETICA_WIDTHS[byte - 32] : 556;
  return (units * size * (font === 'bold' ? BOLD_FACTOR : 1)) / 1000;
}

/** Greedy word wrap to a maximum width in points. */
export function wrapText(text: string, font: FontName, size: number, maxWidth: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = current ? `${current} ${word}` : word;
    if (textWidth(candidate, font, size) <= maxWidth || !current) current = candidate;
    else {
      lines.push(current);
      current = word;
    }
  }
  if (current) lines.push(current);
  return lines;
}

function pdfString(text: string): string {
  let out = '(';
  for (const byte of toWinAnsi(text)) {
    if (byte === 0x28 || byte === 0x29 || byte === 0x5c) out += `\\${String.fromCharCode(byte)}`;
    else if (byte > 126) out += `\\${byte.toString(8).padStart(3, '0')}`;
    else out += String.fromCharCode(byte);
  }
  return `${out})`;
}

function num(value: number): string {
  return (Math.round(value * 100) / 100).toString();
}

export class PdfPage {
  private readonly ops: string[] = [];

  rect(x: number, y: number, w: number, h: number, colour: Rgb): this {
    this.ops.push(`${colour.map(num).join(' ')} rg ${num(x)} ${num(y)} ${num(w)} ${num(h)} re f`);
    return this;
  }

  text(x: number, y: number, text: string, font: FontName, size: number, colour: Rgb): this {
    const fontRef = font === 'bold' ? 'F2' : 'F1';
    this.ops.push(`BT ${colour.map(num).join(' ')} rg /${fontRef} ${num(size)} Tf ${num(x)} ${num(y)} Td ${pdfString(text)} Tj ET`);
    return this;
  }

  content(): string {
    return this.ops.join('\n');
  }
}

export const A4 = { width: 595.28, height: 841.89 } as const;

/** Serialises pages into a complete PDF with byte-exact xref offsets. */
export function buildPdf(pages: readonly PdfPage[], title: string, author: string): Buffer {
  const objects: string[] = [];
  // 1 catalog, 2 pages, 3 regular font, 4 bold font, 5 info, then a page + content pair per page.
  const pageIds = pages.map((_, i) => 6 + i * 2);
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`;
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';
  objects[4] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>';
  objects[5] = `<< /Title ${pdfString(title)} /Author ${pdfString(author)} /Producer (scripts/images) >>`;
  pages.forEach((page, i) => {
    const pageId = pageIds[i];
    const stream = page.content();
    objects[pageId] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${A4.width} ${A4.height}] ` +
      `/Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${pageId + 1} 0 R >>`;
    objects[pageId + 1] = `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`;
  });

  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id += 1) {
    offsets[id] = Buffer.byteLength(body, 'latin1');
    body += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xrefOffset = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id += 1) body += `${offsets[id].toString().padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xrefOffset}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/**
 * Structural self-check: the startxref offset points at the xref table and every in-use entry
 * points at its "N 0 obj" header. Throws with a reason when the file is malformed.
 */
export function checkPdfStructure(pdf: Buffer): void {
  const text = pdf.toString('latin1');
  if (!text.startsWith('%PDF-1.4')) throw new Error('missing %PDF-1.4 header');
  const start = /startxref\n(\d+)\n%%EOF\n?$/.exec(text);
  if (!start) throw new Error('missing startxref / %%EOF trailer');
  const xrefAt = Number(start[1]);
  if (!text.startsWith('xref\n', xrefAt)) throw new Error(`startxref ${xrefAt} does not point at the xref table`);
  const header = /^xref\n0 (\d+)\n/.exec(text.slice(xrefAt));
  if (!header) throw new Error('malformed xref header');
  const count = Number(header[1]);
  const entriesStart = xrefAt + header[0].length;
  for (let id = 0; id < count; id += 1) {
    const entry = text.slice(entriesStart + id * 20, entriesStart + (id + 1) * 20);
    if (!/^\d{10} \d{5} [nf] \n$/.test(entry)) throw new Error(`xref entry ${id} is not 20 bytes`);
    if (entry[17] === 'n') {
      const offset = Number(entry.slice(0, 10));
      if (!text.startsWith(`${id} 0 obj`, offset)) throw new Error(`xref entry ${id} points at the wrong offset`);
    }
  }
  for (const match of text.matchAll(/<< \/Length (\d+) >>\nstream\n/g)) {
    const length = Number(match[1]);
    const dataStart = (match.index ?? 0) + match[0].length;
    if (!text.startsWith('\nendstream', dataStart + length)) throw new Error('stream /Length does not match its data');
  }
}
