import { fieldErrorsOf, sortedHours, WEEKDAYS } from './availability-form';

describe('the Availability form', () => {
  it('orders the rows by weekday, then by start', () => {
    expect(sortedHours([{ weekday: 3, from: '14:00', to: '18:00' }, { weekday: 0, from: '09:00', to: '12:00' }, { weekday: 3, from: '09:00', to: '12:00' }])).toEqual([
      { weekday: 0, from: '09:00', to: '12:00' },
      { weekday: 3, from: '09:00', to: '12:00' },
      { weekday: 3, from: '14:00', to: '18:00' },
    ]);
    expect(WEEKDAYS[0]).toBe('Sunday');
  });

  it('keeps the API\'s text messages by field', () => {
    expect(fieldErrorsOf({ 'weekly.1': 'These hours overlap', capacity: 3 })).toEqual({ 'weekly.1': 'These hours overlap' });
    expect(fieldErrorsOf(undefined)).toEqual({});
  });
});
