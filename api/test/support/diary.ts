/** What the booking tests share: an open diary to save, the answers' shapes, and the free times as the page reads them. */
import { Type } from '@sinclair/typebox';
import { FreeSlots, PublicBooking } from '@efe/shared/contract/booking';
import { checked } from './checked';

/** Every day 08:00-20:00 Dubai, 30-minute slots, one at a time, from an hour ahead: many free times whatever the day a test runs. */
export const OPEN_EVERY_DAY = {
  weekly: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, from: '08:00', to: '20:00' })),
  slot_minutes: 30,
  capacity: 1,
  notice_hours: 1,
  horizon_days: 21,
  closed_days: [],
};

export const SlotsAnswer = Type.Object({ data: Type.Object({ slots: FreeSlots, slot_minutes: Type.Integer() }) });
/** A booking's 201: the booking as its link shows it, and the page's key. */
export const Booked = Type.Object({ data: PublicBooking, token: Type.String() });

/** The free times' starts, earliest first. */
export async function freeStarts(baseUrl: string): Promise<string[]> {
  const response = await fetch(`${baseUrl}/api/booking/slots`);
  return checked(SlotsAnswer, await response.json()).data.slots.map((slot) => slot.start);
}

/** POSTs JSON as the booking page does: the status and the parsed body, to read with `checked`. */
export async function postJson(baseUrl: string, route: string, body: unknown, headers: Record<string, string> = {}): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${baseUrl}${route}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}
