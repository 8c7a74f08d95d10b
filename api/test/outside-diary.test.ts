/** Which bookings settings leave outside the diary, on examples the generated ones rarely hit. */
import { DEFAULT_AVAILABILITY, type AvailabilitySettings } from '@efe/shared/contract/availability';
import { bookingsOutside } from '../src/booking/outside-diary';

/** Tuesday 1 December 2026, office time (UTC+4): "09:30" is 05:30Z. */
const at = (time: string, day = '2026-12-01') => new Date(Date.parse(`${day}T${time}:00+04:00`)).toISOString();
const booking = (id: number, from: string, to: string, day?: string) => ({ id, starts_at: at(from, day), ends_at: to === '24:00' ? at('00:00', '2026-12-02') : at(to, day) });
const tuesday = (weekly: AvailabilitySettings['weekly'], capacity = 1): AvailabilitySettings => ({ ...DEFAULT_AVAILABILITY, weekly, capacity });

it('takes hours that touch for one stretch: a booking across 12:00 stays in', () => {
  const settings = tuesday([{ weekday: 2, from: '09:00', to: '12:00' }, { weekday: 2, from: '12:00', to: '18:00' }]);
  expect(bookingsOutside(settings, [booking(1, '11:45', '12:15')])).toEqual([]);
  expect(bookingsOutside(tuesday([{ weekday: 2, from: '09:00', to: '12:00' }, { weekday: 2, from: '12:30', to: '18:00' }]), [booking(1, '11:45', '12:15')])).toEqual([
    { ...booking(1, '11:45', '12:15'), reason: 'outside-hours' },
  ]);
});

it('holds a booking that ends at midnight in hours to 24:00', () => {
  expect(bookingsOutside(tuesday([{ weekday: 2, from: '20:00', to: '24:00' }]), [booking(1, '23:30', '24:00')])).toEqual([]);
});

it('names the bookings of an over-full time only, and a closed day before any other reason', () => {
  const settings = { ...tuesday([{ weekday: 2, from: '09:00', to: '18:00' }], 2), closed_days: ['2026-12-08'] };
  const bookings = [booking(1, '09:00', '09:30'), booking(2, '09:00', '10:00'), booking(3, '09:15', '09:45'), booking(4, '10:00', '10:30'), booking(5, '09:00', '09:30', '2026-12-08')];
  expect(bookingsOutside(settings, bookings).map(({ id, reason }) => [id, reason])).toEqual([
    [1, 'over-capacity'],
    [2, 'over-capacity'],
    [3, 'over-capacity'],
    [5, 'closed-day'],
  ]);
});
