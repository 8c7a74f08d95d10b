/** The booking's calendar invitation, read back by a real iCalendar parser (ical.js), as a calendar would. */
import { invitationFile, type Invitation } from '../src/booking/ics';
import { parsedInvitation as parsed } from './support/calendar';

const booked: Invitation = {
  uid: 'consultation-17@familyeducation.ae',
  sequence: 0,
  method: 'REQUEST',
  start: new Date('2026-11-30T05:00:00Z'),
  end: new Date('2026-11-30T05:30:00Z'),
  stamp: new Date('2026-11-26T12:00:00Z'),
  summary: 'Free consultation, Family Education Consultancy',
  description: 'Video call. Service: Elite governess.\nTo move or cancel: https://example.ae/book-consultation/manage#token',
  location: 'Video call',
  organizer: { name: 'Family Education Consultancy', email: 'info@familyeducation.ae' },
  attendee: { name: 'Fatima Al Suwaidi', email: 'fatima@example.ae' },
};

describe('the booking invitation', () => {
  it('carries the booking\'s time, people and UID, as a calendar reads them', () => {
    expect(parsed(invitationFile(booked))).toEqual({
      method: 'REQUEST',
      uid: 'consultation-17@familyeducation.ae',
      sequence: 0,
      start: '2026-11-30T05:00:00.000Z',
      end: '2026-11-30T05:30:00.000Z',
      summary: booked.summary,
      description: booked.description,
      location: 'Video call',
      status: 'CONFIRMED',
      organizer: 'mailto:info@familyeducation.ae',
      organizerName: 'Family Education Consultancy',
      attendees: [{ address: 'mailto:fatima@example.ae', name: 'Fatima Al Suwaidi' }],
    });
  });

  it('keeps the UID when the booking moves, with a higher sequence, and cancels the same event', () => {
    const moved = parsed(invitationFile({ ...booked, sequence: 1, start: new Date('2026-12-01T06:00:00Z'), end: new Date('2026-12-01T06:30:00Z') }));
    expect(moved).toMatchObject({ uid: booked.uid, sequence: 1, start: '2026-12-01T06:00:00.000Z', method: 'REQUEST' });
    expect(parsed(invitationFile({ ...booked, sequence: 2, method: 'CANCEL' }))).toMatchObject({ uid: booked.uid, sequence: 2, method: 'CANCEL', status: 'CANCELLED' });
  });

  it('carries what families type (commas, semicolons, backslashes, line breaks, Arabic and Cyrillic) unchanged', () => {
    const typed = {
      ...booked,
      description: 'Два ребёнка; 4 и 7 лет, a\\b\r\nنبحث عن مربية بدوام كامل لطفلين، في دبي 👶 '.repeat(3),
      attendee: { name: 'Al Suwaidi, Fatima; "Umm Saeed": فاطمة', email: 'fatima@example.ae' },
    };
    const result = parsed(invitationFile(typed));
    expect(result.description).toBe(typed.description.replace(/\r\n/g, '\n'));
    expect(result.attendees).toEqual([{ address: 'mailto:fatima@example.ae', name: 'Al Suwaidi, Fatima; Umm Saeed: فاطمة' }]);
  });

  it('writes CRLF lines of at most 75 octets, never splitting a character', () => {
    const file = invitationFile({ ...booked, description: 'نبحث عن مربية بدوام كامل لطفلين '.repeat(10) });
    expect(file.endsWith('\r\n')).toBe(true);
    // Line by line as octets, as a mail may carry them: each must decode as UTF-8 on its own.
    const bytes = Buffer.from(file, 'utf8');
    const lines: Buffer[] = [];
    for (let from = 0, at = bytes.indexOf('\r\n'); at !== -1; from = at + 2, at = bytes.indexOf('\r\n', from)) lines.push(bytes.subarray(from, at));
    expect(Math.max(...lines.map((line) => line.length))).toBeLessThanOrEqual(75);
    const strict = new TextDecoder('utf-8', { fatal: true });
    expect(lines.map((line) => strict.decode(line)).filter((line) => line.includes('\n'))).toEqual([]);
  });
});
