/** Diary settings the booking tests share. */

/** Every day 08:00-20:00 Dubai, 30-minute slots, one at a time, from an hour ahead: many free times whatever the day the test runs. */
export const OPEN_EVERY_DAY = {
  weekly: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, from: '08:00', to: '20:00' })),
  slot_minutes: 30,
  capacity: 1,
  notice_hours: 1,
  horizon_days: 21,
  closed_days: [],
};
