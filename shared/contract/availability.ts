/**
 * The free consultation's diary settings, as the staff set them in the admin (Availability) and
 * the API keeps them: weekly hours in Dubai time, the slot length, how many consultations run at
 * once, the shortest notice, how far ahead, and closed days.
 */
import { Type, type Static } from '@sinclair/typebox';
import { BOOKING_DEFAULTS } from '../constants';

/** "HH:MM" from 00:00 to 23:59; an end may also be 24:00 (midnight, closing). */
const START_TIME = '^([01]\\d|2[0-3]):[0-5]\\d$';
const END_TIME = '^(([01]\\d|2[0-3]):[0-5]\\d|24:00)$';
/** The longest slot: no booking holds a longer time, whatever the settings were when it was made. */
export const SLOT_MINUTES_MAX = 240;

export const WeeklyHours = Type.Object(
  {
    /** 0 Sunday … 6 Saturday, the Dubai calendar's weekday. */
    weekday: Type.Integer({ minimum: 0, maximum: 6 }),
    from: Type.String({ pattern: START_TIME }),
    to: Type.String({ pattern: END_TIME }),
  },
  { additionalProperties: false },
);
export type WeeklyHours = Static<typeof WeeklyHours>;

export const AvailabilitySettings = Type.Object(
  {
    weekly: Type.Array(WeeklyHours, { maxItems: 70 }),
    slot_minutes: Type.Integer({ minimum: 15, maximum: SLOT_MINUTES_MAX, multipleOf: 5 }),
    /** Consultations that can run at the same time. */
    capacity: Type.Integer({ minimum: 1, maximum: 20 }),
    /** No slot starts sooner than this after now (at most two weeks). */
    notice_hours: Type.Integer({ minimum: 0, maximum: 336 }),
    /** How far ahead a slot may start. */
    horizon_days: Type.Integer({ minimum: 1, maximum: 365 }),
    /** Office calendar days (YYYY-MM-DD) with no consultations. */
    closed_days: Type.Array(Type.String({ format: 'date' }), { maxItems: 366, uniqueItems: true }),
  },
  { additionalProperties: false },
);
export type AvailabilitySettings = Static<typeof AvailabilitySettings>;

/**
 * Why a booked consultation is outside the diary the settings describe: its day is closed, no open
 * hours of its weekday hold its whole time, or more are booked at its time than run at once.
 */
export const OUTSIDE_REASONS = ['closed-day', 'outside-hours', 'over-capacity'] as const;
export type OutsideReason = (typeof OUTSIDE_REASONS)[number];

/** A booking the saved settings leave outside the diary: it stands until someone cancels it. */
export const OutsideBooking = Type.Object({
  id: Type.Integer(),
  starts_at: Type.String(),
  ends_at: Type.String(),
  full_name: Type.String(),
  reason: Type.Unsafe<OutsideReason>({ type: 'string', enum: [...OUTSIDE_REASONS] }),
});
export type OutsideBooking = Static<typeof OutsideBooking>;

/**
 * The admin API's answer about the diary (GET and PUT /api/admin/availability): the saved settings,
 * or, when the stored row cannot be read, the defaults to start again from and why (`unreadable`:
 * no time is offered until the staff save the settings again). `outside`: the bookings that have
 * not started and that the saved settings leave outside the diary (none while they cannot be read).
 */
export const AvailabilityAnswer = Type.Object({ data: AvailabilitySettings, unreadable: Type.Optional(Type.String()), outside: Type.Array(OutsideBooking) });
export type AvailabilityAnswer = Static<typeof AvailabilityAnswer>;

/** Sunday to Thursday, 09:00 to 18:00 Dubai time, until the staff set their own. */
export const DEFAULT_AVAILABILITY: AvailabilitySettings = {
  weekly: [0, 1, 2, 3, 4].map((weekday) => ({ weekday, from: '09:00', to: '18:00' })),
  slot_minutes: BOOKING_DEFAULTS.slotMinutes,
  capacity: BOOKING_DEFAULTS.capacity,
  notice_hours: BOOKING_DEFAULTS.noticeHours,
  horizon_days: BOOKING_DEFAULTS.horizonDays,
  closed_days: [],
};

/** Minutes since midnight of "HH:MM" (00:00 … 24:00), or null when it is not such a time. */
export function minutesOf(time: string): number | null {
  const match = /^([01]\d|2[0-4]):([0-5]\d)$/.exec(time);
  if (!match) return null;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  return minutes <= 24 * 60 ? minutes : null;
}

/**
 * What the schema cannot say: each range ends after it starts and holds at least one slot, and
 * ranges of one weekday do not overlap. Keyed by the range's place in `weekly`.
 */
export function weeklyHoursProblems(settings: Pick<AvailabilitySettings, 'weekly' | 'slot_minutes'>): Record<string, string> {
  const problems: Record<string, string> = {};
  const ranges = settings.weekly.map((range, index) => ({ index, weekday: range.weekday, from: minutesOf(range.from), to: minutesOf(range.to) }));
  for (const range of ranges) {
    if (range.from === null || range.to === null) problems[`weekly.${range.index}`] = 'Write times as HH:MM, from 00:00 to 24:00.';
    else if (range.to - range.from < settings.slot_minutes) problems[`weekly.${range.index}`] = `The hours must end at least one slot (${settings.slot_minutes} minutes) after they start.`;
  }
  for (const range of ranges) {
    const clash = ranges.find((other) => other.index < range.index && other.weekday === range.weekday && other.from !== null && other.to !== null && range.from !== null && range.to !== null && other.from < range.to && range.from < other.to);
    if (clash && !problems[`weekly.${range.index}`]) problems[`weekly.${range.index}`] = `These hours overlap the ones in row ${clash.index + 1} on the same day.`;
  }
  return problems;
}
