/** The API's check of a booking: the booking form's own schema, run again on what arrived. */
import { createBookingSchema, isMeetingWay, type BookingFormValues, type MeetingWay } from '@efe/shared/booking-schema';
import { checkFields, type Checked, type ValidationTranslate } from '@efe/shared/form-rules';

export type BookingBody = Partial<BookingFormValues>;
export type CheckedBooking = Omit<BookingFormValues, 'meeting'> & { meeting: MeetingWay };

export function validateBooking(body: BookingBody, t: ValidationTranslate): Checked<CheckedBooking> {
  const checked = checkFields(createBookingSchema(t), body);
  if (!checked.ok) return checked;
  const value = checked.value;
  const meeting = value.meeting.trim();
  // The schema has checked it; this only tells the type checker.
  if (!isMeetingWay(meeting)) return { ok: false, errors: { meeting: t('meeting.invalid') } };
  return {
    ok: true,
    value: {
      start: value.start.trim(),
      meeting,
      full_name: value.full_name.trim(),
      email: value.email.trim(),
      phone: value.phone.trim(),
      service: value.service.trim(),
      message: value.message.trim(),
    },
  };
}

/** A zone name this runtime knows ("Europe/London"), or null: a time is never shown in a zone we cannot compute. */
export function knownTimeZone(value: string | undefined): string | null {
  if (!value || value.length > 64 || !/^[A-Za-z0-9_+\-/]+$/.test(value)) return null;
  try {
    return new Intl.DateTimeFormat('en', { timeZone: value }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}
