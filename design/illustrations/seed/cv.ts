/** Sample candidate CVs as small, real one- or two-page PDFs. */
import { PALETTE } from '../lib/palette';
import { A4, PdfPage, buildPdf, hexToRgb, wrapText, type FontName, type Rgb } from './pdf';

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

const MARGIN = 56;
const BODY_SIZE = 11;
const LEADING = 15.5;
const BOTTOM = 70;

/** Lays text out top to bottom, starting a new page when the current one is full. */
class Flow {
  readonly pages: PdfPage[] = [];
  private page: PdfPage;
  y: number;

  constructor() {
    this.page = this.newPage();
    this.y = A4.height - 170;
  }

  private newPage(): PdfPage {
    const page = new PdfPage();
    page.rect(0, 0, A4.width, A4.height, CREAM).rect(0, A4.height - 14, A4.width, 14, NAVY);
    this.pages.push(page);
    this.y = A4.height - 60;
    return page;
  }

  current(): PdfPage {
    return this.page;
  }

  ensure(height: number): void {
    if (this.y - height < BOTTOM) this.page = this.newPage();
  }

  heading(text: string): void {
    this.ensure(40 + LEADING);
    this.y -= 12;
    this.page.text(MARGIN, this.y, text, 'bold', 13, NAVY);
    this.page.rect(MARGIN, this.y - 7, 36, 2, GOLD);
    this.y -= 26;
  }

  paragraph(text: string, font: FontName = 'regular', colour: Rgb = INK, indent = 0): void {
    for (const line of wrapText(text, font, BODY_SIZE, A4.width - MARGIN * 2 - indent)) {
      this.ensure(LEADING);
      this.page.text(MARGIN + indent, this.y, line, font, BODY_SIZE, colour);
      this.y -= LEADING;
    }
  }

  bullet(text: string): void {
    this.ensure(LEADING);
    this.page.rect(MARGIN + 2, this.y + 3, 4, 4, TEAL);
    this.paragraph(text, 'regular', INK, 14);
  }

  gap(points: number): void {
    this.y -= points;
  }
}

export function buildCvPdf(details: CvDetails): Buffer {
  const flow = new Flow();
  const first = flow.current();
  first.rect(0, A4.height - 140, A4.width, 140, NAVY).rect(0, A4.height - 144, A4.width, 4, GOLD);
  first.text(MARGIN, A4.height - 72, details.name, 'bold', 26, WHITE);
  const headline = details.roles.length > 0 ? details.roles.join('  |  ') : 'Childcare and education professional';
  first.text(MARGIN, A4.height - 100, headline, 'regular', 12, GOLD);
  if (details.country) first.text(MARGIN, A4.height - 120, details.country, 'regular', 10, CREAM);

  if (details.profile) {
    flow.heading('Profile');
    flow.paragraph(details.profile);
    flow.gap(6);
  }
  flow.heading('Experience');
  flow.paragraph(details.experience);
  flow.gap(6);
  if (details.qualifications.length > 0) {
    flow.heading('Qualifications');
    for (const qualification of details.qualifications) flow.bullet(qualification);
    flow.gap(6);
  }
  if (details.skills) {
    flow.heading('Skills');
    flow.paragraph(details.skills);
    flow.gap(6);
  }
  if (details.roles.length > 0) {
    flow.heading('Roles');
    for (const role of details.roles) flow.bullet(role);
    flow.gap(6);
  }
  if (details.languages.length > 0) {
    flow.heading('Languages');
    flow.paragraph(details.languages.join(', '));
    flow.gap(6);
  }
  if (details.ages) {
    flow.heading('Experience with age groups');
    flow.paragraph(details.ages);
    flow.gap(6);
  }
  flow.heading('References');
  flow.paragraph('References and certificates are available on request through Elite Family Education, Dubai.');

  flow.pages.forEach((page, i) => {
    page.text(MARGIN, 40, `Sample CV held by Elite Family Education, Dubai  -  page ${i + 1} of ${flow.pages.length}`, 'regular', 8.5, NAVY);
  });
  return buildPdf(flow.pages, `${details.name} - CV`, details.name);
}
