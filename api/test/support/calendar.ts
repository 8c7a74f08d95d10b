/** A calendar invitation as a calendar reads it: parsed by ical.js, a real iCalendar parser. */
import ICAL from 'ical.js';

export function parsedInvitation(file: string) {
  const calendar = new ICAL.Component(ICAL.parse(file));
  const vevent = calendar.getFirstSubcomponent('vevent');
  if (!vevent) throw new Error('no VEVENT');
  const event = new ICAL.Event(vevent);
  return {
    method: calendar.getFirstPropertyValue('method'),
    uid: event.uid,
    sequence: event.sequence,
    start: event.startDate.toJSDate().toISOString(),
    end: event.endDate.toJSDate().toISOString(),
    summary: event.summary,
    description: event.description,
    location: event.location,
    status: vevent.getFirstPropertyValue('status'),
    organizer: vevent.getFirstPropertyValue('organizer'),
    organizerName: vevent.getFirstProperty('organizer')?.getParameter('cn'),
    attendees: event.attendees.map((attendee) => ({ address: attendee.getFirstValue(), name: attendee.getParameter('cn') })),
  };
}
