/**
 * The calendar invitation mailed with each booking, move and cancellation (RFC 5545, iTIP):
 * one event whose UID stays the booking's, so a move (a higher SEQUENCE) replaces the event in
 * the family's calendar and a cancellation (METHOD:CANCEL) removes it.
 */

export interface CalendarPerson {
  name: string;
  email: string;
}

export interface Invitation {
  /** Stable for the booking's whole life. */
  uid: string;
  /** 0 when booked, one more at each move or cancellation. */
  sequence: number;
  method: 'REQUEST' | 'CANCEL';
  start: Date;
  end: Date;
  /** When this version was written. */
  stamp: Date;
  summary: string;
  description: string;
  location: string;
  organizer: CalendarPerson;
  attendee: CalendarPerson;
}

const PRODUCT_ID = '-//Family Education Consultancy//Free consultation//EN';
/** Content lines are folded at 75 octets (RFC 5545, 3.1). */
const LINE_OCTETS = 75;

/** 20261130T050000Z */
const utcStamp = (moment: Date) => moment.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/** A TEXT value: backslash, semicolon, comma and line breaks escaped (RFC 5545, 3.3.11). */
const text = (value: string) =>
  value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');

/** A parameter value (CN): quoted, as a name may hold ":" ";" or ","; quotes and control characters cannot be carried. */
const parameter = (value: string) => `"${value.replace(/["\p{Cc}]/gu, '')}"`;

/** An e-mail address as a calendar user (a mailto: URI). */
const calendarAddress = (email: string) => `mailto:${email.replace(/[\p{Cc}\s]/gu, '')}`;

/** Splits a content line into pieces of at most 75 octets, never inside a UTF-8 character. */
function fold(line: string): string {
  const pieces: string[] = [];
  let piece = '';
  let octets = 0;
  for (const character of line) {
    const size = Buffer.byteLength(character, 'utf8');
    // Continuation lines start with a space, which counts towards their 75 octets.
    const limit = pieces.length === 0 ? LINE_OCTETS : LINE_OCTETS - 1;
    if (octets + size > limit) {
      pieces.push(piece);
      piece = '';
      octets = 0;
    }
    piece += character;
    octets += size;
  }
  pieces.push(piece);
  return pieces.join('\r\n ');
}

/** The .ics file's text: CRLF line ends, folded lines. */
export function invitationFile(invitation: Invitation): string {
  const { organizer, attendee } = invitation;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${PRODUCT_ID}`,
    'CALSCALE:GREGORIAN',
    `METHOD:${invitation.method}`,
    'BEGIN:VEVENT',
    `UID:${text(invitation.uid)}`,
    `SEQUENCE:${invitation.sequence}`,
    `DTSTAMP:${utcStamp(invitation.stamp)}`,
    `DTSTART:${utcStamp(invitation.start)}`,
    `DTEND:${utcStamp(invitation.end)}`,
    `SUMMARY:${text(invitation.summary)}`,
    `DESCRIPTION:${text(invitation.description)}`,
    `LOCATION:${text(invitation.location)}`,
    `STATUS:${invitation.method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED'}`,
    `ORGANIZER;CN=${parameter(organizer.name)}:${calendarAddress(organizer.email)}`,
    `ATTENDEE;CN=${parameter(attendee.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=FALSE:${calendarAddress(attendee.email)}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
