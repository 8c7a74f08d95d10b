import { sortedHours, WEEKDAYS } from './availability-form';

describe('the Availability form', () => {
  it('orders the rows by weekday, then by start', () => {
    expect(sortedHours([{ weekday: 3, from: '14:00', to: '18:00' }, { weekday: 0, from: '09:00', to: '12:00' }, { weekday: 3, from: '09:00', to: '12:00' }])).toEqual([
      { weekday: 0, from: '09:00', to: '12:00' },
      { weekday: 3, from: '09:00', to: '12:00' },
      { weekday: 3, from: '14:00', to: '18:00' },
    ]);
    expect(WEEKDAYS[0]).toBe('Sunday');
  });
});
