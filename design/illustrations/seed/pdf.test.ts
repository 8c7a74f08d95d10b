/** @jest-environment node */
import { PdfPage, buildPdf, checkPdfStructure, textWidth, toWinAnsi, wrapText } from './pdf';

function samplePdf(pages = 1): Buffer {
  const list = Array.from({ length: pages }, (_, i) => new PdfPage().rect(0, 0, 10, 10, [0, 0, 0]).text(50, 700, `Page (${i + 1}) \\ Müller`, 'bold', 12, [0, 0, 0]));
  return buildPdf(list, 'Title', 'Author');
}

describe('buildPdf', () => {
  it('writes a PDF 1.4 file whose xref offsets and stream lengths are exact', () => {
    const pdf = samplePdf(2);
    expect(pdf.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
    expect(() => checkPdfStructure(pdf)).not.toThrow();
    expect(pdf.toString('latin1')).toContain('/Count 2');
  });

  it('escapes parentheses and backslashes and encodes accents as WinAnsi octal', () => {
    const text = samplePdf().toString('latin1');
    expect(text).toContain('(Page \\(1\\) \\\\ M\\374ller) Tj');
  });

  it('is byte-for-byte deterministic', () => {
    expect(samplePdf().equals(samplePdf())).toBe(true);
  });
});

describe('checkPdfStructure', () => {
  it('rejects a file whose xref entry points at the wrong offset', () => {
    const text = samplePdf().toString('latin1');
    const broken = text.replace(/(xref\n0 \d+\n0000000000 65535 f \n)(\d{10})/, (_, head: string, offset: string) => `${head}${String(Number(offset) + 1).padStart(10, '0')}`);
    expect(() => checkPdfStructure(Buffer.from(broken, 'latin1'))).toThrow(/wrong offset/);
  });

  it('rejects a stream whose /Length is wrong', () => {
    const broken = samplePdf().toString('latin1').replace(/\/Length (\d+)/, (_, length: string) => `/Length ${Number(length) + 3}`);
    expect(() => checkPdfStructure(Buffer.from(broken, 'latin1'))).toThrow();
  });
});

describe('text helpers', () => {
  it('maps WinAnsi characters and replaces the rest', () => {
    expect(toWinAnsi('ü–é')).toEqual([0xfc, 0x96, 0xe9]);
    expect(toWinAnsi('Ж')).toEqual([63]);
    expect(toWinAnsi('ł')).toEqual([63]);
  });

  it('wraps lines within the width it is given', () => {
    const lines = wrapText('Caring for babies and toddlers in Dubai and Singapore for nine years', 'regular', 11, 120);
    expect(lines.length).toBeGreaterThan(2);
    for (const line of lines) expect(textWidth(line, 'regular', 11)).toBeLessThanOrEqual(120);
  });
});
