import { validationTranslate } from '../test-support/validation-translate';
import { createBookingSchema, EMPTY_BOOKING_FORM, isInstant, type BookingFormValues } from './booking-schema';
import { checkFields } from './form-rules';

const english = createBookingSchema(validationTranslate('en'));
const booking: BookingFormValues = {
  start: '2026-11-30T05:00:00.000Z',
  meeting: 'video',
  full_name: 'Olga Smirnova',
  email: 'olga@example.ru',
  phone: '+7 916 555 01 23',
  service: 'elite-governess',
  message: '',
};

describe('the booking form\'s rules', () => {
  it('takes a picked time, a way to meet and the family\'s details; the message and service may stay empty', () => {
    expect(checkFields(english, booking)).toEqual({ ok: true, value: booking });
    expect(checkFields(english, { ...booking, service: '', message: 'Two children, 4 and 7.' }).ok).toBe(true);
  });

  it('asks for each missing part by name', () => {
    expect(checkFields(english, EMPTY_BOOKING_FORM)).toEqual({
      ok: false,
      errors: {
        start: 'Please choose a day and a time.',
        meeting: 'Please choose how we will meet.',
        full_name: 'Full name is required.',
        email: 'Email is required.',
        phone: 'Phone number is required.',
      },
    });
  });

  it('refuses a time, a way to meet, a service or a message it cannot take, in the family\'s language', () => {
    expect(checkFields(english, { ...booking, start: 'next Monday', meeting: 'carrier pigeon', service: 'yacht-crew', message: 'x'.repeat(5001) })).toEqual({
      ok: false,
      errors: {
        start: 'This time could not be read. Please choose it again.',
        meeting: 'Please choose a phone call, a video call or our office.',
        service: 'Please choose a service from the list.',
        message: 'This field is too long (at most 5000 characters).',
      },
    });
    const arabic = checkFields(createBookingSchema(validationTranslate('ar')), { ...booking, meeting: '' });
    expect(arabic).toEqual({ ok: false, errors: { meeting: 'يُرجى اختيار طريقة اللقاء.' } });
    const russian = checkFields(createBookingSchema(validationTranslate('ru')), { ...booking, start: '' });
    expect(russian).toEqual({ ok: false, errors: { start: 'Выберите день и время.' } });
  });

  it('reads instants as the API writes them, or with an offset, on real calendar days only', () => {
    expect(['2026-11-30T05:00:00.000Z', '2026-11-30T09:00+04:00', '2028-02-29T05:00:00Z'].map(isInstant)).toEqual([true, true, true]);
    expect(['2026-02-30T05:00:00Z', '2026-11-30 05:00', '2026-11-30T24:00:00Z', '2026-11-30', '1764478800000'].map(isInstant)).toEqual([false, false, false, false, false]);
  });
});
