/**
 * Booked consultations the diary no longer holds: saved settings may close a day that has bookings,
 * take away hours or a weekday they sit in, or lower how many run at once below what is booked.
 * Those bookings stand (no one cancels a family's time without telling them); the staff are told
 * which they are, to call the family or cancel with a reason. Pure: the bookings are given.
 */
import { minutesOf, type AvailabilitySettings, type OutsideReason } from '@efe/shared/contract/availability';
import { officeDay, officeDayStart, weekdayOf } from '@efe/shared/office-clock';

export interface BookedTime {
  id: number;
  starts_at: string;
  ends_at: string;
}

const MINUTE_MS = 60_000;

/** Each weekday's open stretches in minutes: its ranges, those that touch joined (09:00-12:00 and 12:00-18:00 are one). */
function openStretches(settings: AvailabilitySettings): Array<Array<{ from: number; to: number }>> {
  const days = Array.from({ length: 7 }, (): Array<{ from: number; to: number }> => []);
  for (const range of settings.weekly) {
    const from = minutesOf(range.from);
    const to = minutesOf(range.to);
    if (from !== null && to !== null) days[range.weekday].push({ from, to });
  }
  return days.map((ranges) =>
    ranges
      .sort((a, b) => a.from - b.from)
      .reduce<Array<{ from: number; to: number }>>((joined, range) => {
        const last = joined.at(-1);
        if (last && range.from <= last.to) last.to = Math.max(last.to, range.to);
        else joined.push({ ...range });
        return joined;
      }, []),
  );
}

/** Whether one open stretch of its weekday holds the booking's whole time (a stretch may end at 24:00, its day's midnight). */
function withinHours(stretches: ReturnType<typeof openStretches>, booking: BookedTime): boolean {
  const start = Date.parse(booking.starts_at);
  const end = Date.parse(booking.ends_at);
  const day = officeDay(new Date(start));
  const midnight = officeDayStart(day).getTime();
  return stretches[weekdayOf(day)].some(({ from, to }) => start >= midnight + from * MINUTE_MS && end <= midnight + to * MINUTE_MS);
}

/**
 * The ids of bookings that share an instant with more bookings than the capacity: at the start of
 * each booking (where the number running at once can grow), every booking still running then.
 * `bookings` in order of start.
 */
function overCapacity(settings: AvailabilitySettings, bookings: readonly BookedTime[]): Set<number> {
  const over = new Set<number>();
  let running: Array<{ id: number; end: number }> = [];
  for (const booking of bookings) {
    const start = Date.parse(booking.starts_at);
    running = running.filter((other) => other.end > start);
    running.push({ id: booking.id, end: Date.parse(booking.ends_at) });
    if (running.length > settings.capacity) for (const other of running) over.add(other.id);
  }
  return over;
}

/** The bookings the settings leave outside the diary, each with its first reason, in order of start. `bookings` in order of start. */
export function bookingsOutside<Booking extends BookedTime>(settings: AvailabilitySettings, bookings: readonly Booking[]): Array<Booking & { reason: OutsideReason }> {
  const closed = new Set(settings.closed_days);
  const stretches = openStretches(settings);
  const crowded = overCapacity(settings, bookings);
  return bookings.flatMap((booking) => {
    const reason: OutsideReason | null = closed.has(officeDay(new Date(booking.starts_at)))
      ? 'closed-day'
      : !withinHours(stretches, booking)
        ? 'outside-hours'
        : crowded.has(booking.id)
          ? 'over-capacity'
          : null;
    return reason ? [{ ...booking, reason }] : [];
  });
}
