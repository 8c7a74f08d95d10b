/**
 * Which consultation times a family may book: the staff's weekly hours (office time, Dubai) cut
 * into slots, less closed days, times too soon or too far ahead, and slots as full as the number
 * of consultations that can run at once. Pure: the bookings and the clock are given.
 */
import { minutesOf, type AvailabilitySettings } from '@shared/contract/availability';
import { DAY_MS, HOUR_MS, nextDay, officeDay, officeDayStart, weekdayOf } from '@shared/office-clock';

const MINUTE_MS = 60_000;

/** A booking that holds its time: start and end as UTC instants. */
export interface HeldTime {
  start: Date;
  end: Date;
}

/** A slot as the API answers it: UTC ISO instants. */
export interface Slot {
  start: string;
  end: string;
}

/** Every slot the weekly hours give from the office day `firstDay` to `lastDay`, closed days left out. */
function slotsOfDays(availability: AvailabilitySettings, firstDay: string, lastDay: string): HeldTime[] {
  const closed = new Set(availability.closed_days);
  const slotMs = availability.slot_minutes * MINUTE_MS;
  const slots: HeldTime[] = [];
  for (let day = firstDay; day <= lastDay; day = nextDay(day)) {
    if (closed.has(day)) continue;
    const midnight = officeDayStart(day).getTime();
    const hours = availability.weekly.filter((range) => range.weekday === weekdayOf(day));
    for (const range of hours) {
      const from = minutesOf(range.from);
      const to = minutesOf(range.to);
      if (from === null || to === null) continue;
      for (let start = midnight + from * MINUTE_MS; start + slotMs <= midnight + to * MINUTE_MS; start += slotMs) {
        slots.push({ start: new Date(start), end: new Date(start + slotMs) });
      }
    }
  }
  return slots.sort((a, b) => a.start.getTime() - b.start.getTime());
}

const overlaps = (a: HeldTime, b: HeldTime) => a.start < b.end && b.start < a.end;

/**
 * The slots a family may book now, earliest first. A booking holds every slot its time overlaps,
 * so one made under other hours or another slot length still counts.
 */
export function freeSlots(availability: AvailabilitySettings, held: readonly HeldTime[], now: Date): Slot[] {
  const earliest = now.getTime() + availability.notice_hours * HOUR_MS;
  const latest = now.getTime() + availability.horizon_days * DAY_MS;
  const candidates = slotsOfDays(availability, officeDay(new Date(earliest)), officeDay(new Date(latest))).filter(
    (slot) => slot.start.getTime() >= earliest && slot.start.getTime() <= latest,
  );
  return candidates
    .filter((slot) => held.filter((booking) => overlaps(booking, slot)).length < availability.capacity)
    .map((slot) => ({ start: slot.start.toISOString(), end: slot.end.toISOString() }));
}

/** The free slot starting at `start` (a UTC ISO instant), or null when that time cannot be booked now. */
export function freeSlotAt(availability: AvailabilitySettings, held: readonly HeldTime[], now: Date, start: string): Slot | null {
  const wanted = Date.parse(start);
  if (Number.isNaN(wanted)) return null;
  return freeSlots(availability, held, now).find((slot) => Date.parse(slot.start) === wanted) ?? null;
}
