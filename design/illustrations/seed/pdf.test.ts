/** @jest-environment node */
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { buildCvPdf } from './cv';
import { showable, wrapText } from './pdf';

const details = {
  name: 'Łucja Müller',
  roles: ['Nanny', 'Governess'],
  languages: ['English', 'Polish'],
  profile: 'Caring for babies and toddlers in Dubai and Singapore for nine years. '.repeat(30),
  experience: 'Nine years with families.',
  qualifications: ['Paediatric first aid'],
  skills: null,
  ages: '0-2, 3-5',
  country: 'Poland',
};

describe('seed CVs', () => {
  it('are PDFs pdf-lib reads back, titled with the name, a long profile flowing onto a second page', async () => {
    const pdf = await PDFDocument.load(await buildCvPdf(details));
    expect(pdf.getTitle()).toBe('Łucja Müller - CV');
    expect(pdf.getPageCount()).toBe(2);
  });

  it('are byte-for-byte deterministic', async () => {
    expect((await buildCvPdf(details)).equals(await buildCvPdf(details))).toBe(true);
  });
});

describe('text helpers', () => {
  it('keeps what Helvetica can show and replaces the rest', async () => {
    const font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
    expect(showable('Müller – Łucja Ж', font)).toBe('Müller – ?ucja ?');
  });

  it('wraps lines within the width it is given', async () => {
    const font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
    const lines = wrapText('Caring for babies and toddlers in Dubai and Singapore for nine years', font, 11, 120);
    expect(lines.length).toBeGreaterThan(2);
    for (const line of lines) expect(font.widthOfTextAtSize(line, 11)).toBeLessThanOrEqual(120);
  });
});
