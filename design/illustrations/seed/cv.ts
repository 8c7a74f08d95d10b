/** Sample candidate CVs as small, real one- or two-page PDFs, written with pdf-lib. */
import { PALETTE } from '../lib/palette';
import { PDFDocument, PageSizes, StandardFonts, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';
import { hexToRgb, showable, wrapText } from './pdf';

export interface CvDetails {
  name: string;
  roles: readonly string[];
  languages: readonly string[];
  /** Third-person profile (the candidate's public description). */
  profile: string | null;
  /** Work history summary. */
  experience: string;
  qualifications: readonly string[];
  skills: string | null;
  ages: string | null;
  country: string | null;
}

const NAVY = hexToRgb(PALETTE.navy);
const GOLD = hexToRgb(PALETTE.gold);
const TEAL = hexToRgb(PALETTE.teal);
const INK = hexToRgb(PALETTE.ink);
const WHITE = hexToRgb(PALETTE.white);
const CREAM = hexToRgb(PALETTE.cream);

const [WIDTH, HEIGHT] = PageSizes.A4;
const MARGIN = 56;
const BODY_SIZE = 11;
const LEADING = 15.5;
const BOTTOM = 70;
/** Fixed, so that the same details always give the same bytes. */
const WRITTEN_ON = new Date('2025-01-01T00:00:00Z');

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

/** Lays text out top to bottom, starting a new page when the current one is full. */
class Flow {
  private page: PDFPage;
  y = HEIGHT - 170;

  constructor(
    private readonly doc: PDFDocument,
    readonly fonts: Fonts,
  ) {
    this.page = this.newPage();
    this.y = HEIGHT - 170;
  }

  private newPage(): PDFPage {
    const page = this.doc.addPage(PageSizes.A4);
    rect(page, 0, 0, WIDTH, HEIGHT, CREAM);
    rect(page, 0, HEIGHT - 14, WIDTH, 14, NAVY);
    this.y = HEIGHT - 60;
    return page;
  }

  current(): PDFPage {
    return this.page;
  }

  text(x: number, y: number, value: string, font: keyof Fonts, size: number, color: RGB, page = this.page): void {
    page.drawText(showable(value, this.fonts[font]), { x, y, size, font: this.fonts[font], color });
  }

  ensure(height: number): void {
    if (this.y - height < BOTTOM) this.page = this.newPage();
  }

  heading(text: string): void {
    this.ensure(40 + LEADING);
    this.y -= 12;
    this.text(MARGIN, this.y, text, 'bold', 13, NAVY);
    rect(this.page, MARGIN, this.y - 7, 36, 2, GOLD);
    this.y -= 26;
  }

  paragraph(text: string, font: keyof Fonts = 'regular', colour: RGB = INK, indent = 0): void {
    for (const line of wrapText(text, this.fonts[font], BODY_SIZE, WIDTH - MARGIN * 2 - indent)) {
      this.ensure(LEADING);
      this.text(MARGIN + indent, this.y, line, font, BODY_SIZE, colour);
      this.y -= LEADING;
    }
  }

  bullet(text: string): void {
    this.ensure(LEADING);
    rect(this.page, MARGIN + 2, this.y + 3, 4, 4, TEAL);
    this.paragraph(text, 'regular', INK, 14);
  }

  gap(points: number): void {
    this.y -= points;
  }

  /** A headed section: a text as a paragraph, a list as bullets; left out when there is nothing to say. */
  section(title: string, content: string | readonly string[] | null | undefined): void {
    if (!content || content.length === 0) return;
    this.heading(title);
    if (typeof content === 'string') this.paragraph(content);
    else for (const item of content) this.bullet(item);
    this.gap(6);
  }
}

function rect(page: PDFPage, x: number, y: number, width: number, height: number, color: RGB): void {
  page.drawRectangle({ x, y, width, height, color });
}

export async function buildCvPdf(details: CvDetails): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.setTitle(`${details.name} - CV`);
  doc.setAuthor(details.name);
  doc.setCreator('Elite Family Education');
  doc.setProducer('pdf-lib');
  doc.setCreationDate(WRITTEN_ON);
  doc.setModificationDate(WRITTEN_ON);
  const fonts = { regular: await doc.embedFont(StandardFonts.Helvetica), bold: await doc.embedFont(StandardFonts.HelveticaBold) };
  const flow = new Flow(doc, fonts);
  const first = flow.current();
  rect(first, 0, HEIGHT - 140, WIDTH, 140, NAVY);
  rect(first, 0, HEIGHT - 144, WIDTH, 4, GOLD);
  flow.text(MARGIN, HEIGHT - 72, details.name, 'bold', 26, WHITE);
  const headline = details.roles.length > 0 ? details.roles.join('  |  ') : 'Childcare and education professional';
  flow.text(MARGIN, HEIGHT - 100, headline, 'regular', 12, GOLD);
  if (details.country) flow.text(MARGIN, HEIGHT - 120, details.country, 'regular', 10, CREAM);
  flow.section('Profile', details.profile);
  flow.section('Experience', details.experience);
  flow.section('Qualifications', details.qualifications);
  flow.section('Skills', details.skills);
  flow.section('Roles', details.roles);
  flow.section('Languages', details.languages.join(', '));
  flow.section('Experience with age groups', details.ages);
  flow.heading('References');
  flow.paragraph('References and certificates are available on request through Elite Family Education, Dubai.');

  const pages = doc.getPages();
  pages.forEach((page, i) => {
    flow.text(MARGIN, 40, `Sample CV held by Elite Family Education, Dubai  -  page ${i + 1} of ${pages.length}`, 'regular', 8.5, NAVY, page);
  });
  return Buffer.from(await doc.save());
}
