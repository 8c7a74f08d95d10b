import type { ConsultationEvent } from '@efe/shared/contract/consultation';
import { historyStep } from './booking-history';

const step = (change: Partial<ConsultationEvent>): ConsultationEvent => ({
  id: 1,
  at: '2026-11-27T10:00:00.000Z',
  event: 'booked',
  actor: 'family',
  staff_name: null,
  starts_at: '2026-11-30T05:00:00.000Z',
  previous_starts_at: null,
  reason: null,
  ...change,
});

describe('a booking\'s history in words', () => {
  it('says each step and who took it, times in Dubai whatever the browser\'s zone', () => {
    expect(historyStep(step({}))).toBe('Booked by the family for Monday 30 November, 09:00');
    expect(historyStep(step({ event: 'moved', previous_starts_at: '2026-11-30T05:00:00.000Z', starts_at: '2026-12-01T10:30:00.000Z' }))).toBe(
      'Moved by the family from Monday 30 November, 09:00 to Tuesday 1 December, 14:30',
    );
    expect(historyStep(step({ event: 'cancelled' }))).toBe('Cancelled by the family');
    expect(historyStep(step({ event: 'cancelled', actor: 'staff', staff_name: 'Olga Petrova', reason: 'Our consultant is ill.' }))).toBe('Cancelled by Olga Petrova (staff): “Our consultant is ill.”');
    expect(historyStep(step({ event: 'held', actor: 'staff', staff_name: 'Omar' }))).toBe('Marked held by Omar (staff)');
    expect(historyStep(step({ event: 'link-mailed', actor: 'visitor' }))).toMatch(/^Someone tried to book again with this address/);
  });

  it('says so when a time was not recorded (a booking moved before its history was kept)', () => {
    expect(historyStep(step({ starts_at: null }))).toBe('Booked by the family for a time not recorded');
  });
});
