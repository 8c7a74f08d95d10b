/**
 * Rules of the free consultation's booking form: the contact form's rules for the family's
 * details, plus the time picked and how to meet. The page validates with this schema and the API
 * runs it again; whether the time is still free is the API's to say (it alone sees the diary).
 */
import * as yup from 'yup';
import { CONTACT_MAX_LENGTH, serviceField } from './contact-schema';
import { emailField, isBlank, oneLineText, optionalText, phoneField, requiredText, type ValidationTranslate } from './form-rules';
import { isMeetingWay } from './consultation-values';

export { MEETING_WAYS, isMeetingWay, type MeetingWay } from './consultation-values';

export interface BookingFormValues {
  /** The slot's start, a UTC ISO instant as the API listed it. */
  start: string;
  meeting: string;
  full_name: string;
  email: string;
  phone: string;
  service: string;
  message: string;
}

/** In screen order: the time, how to meet, then the family's details. */
export const BOOKING_FIELDS = ['start', 'meeting', 'full_name', 'email', 'phone', 'service', 'message'] as const satisfies ReadonlyArray<keyof BookingFormValues>;
export type BookingField = (typeof BOOKING_FIELDS)[number];
/** The fields typed as text (the contact form's controls show them). */
export const BOOKING_DETAIL_FIELDS = ['full_name', 'email', 'phone', 'service', 'message'] as const satisfies readonly BookingField[];

export const EMPTY_BOOKING_FORM: BookingFormValues = { start: '', meeting: '', full_name: '', email: '', phone: '', service: '', message: '' };

/** An instant written as the API writes one (2026-11-30T05:00:00.000Z), or with an offset. */
const INSTANT = /^(\d{4})-(\d{2})-(\d{2})T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** Such an instant on a real calendar day (Date.parse takes 30 February for 2 March). */
export function isInstant(value: string): boolean {
  const match = INSTANT.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export function createBookingSchema(t: ValidationTranslate): yup.ObjectSchema<BookingFormValues> {
  return yup.object({
    start: requiredText(t, 'slot').test('slot', t('slot.invalid'), (value) => isBlank(value) || isInstant((value ?? '').trim())),
    meeting: requiredText(t, 'meeting').test('meeting', t('meeting.invalid'), (value) => isBlank(value) || isMeetingWay((value ?? '').trim())),
    full_name: oneLineText(t, 'full_name', CONTACT_MAX_LENGTH.full_name),
    email: emailField(t, CONTACT_MAX_LENGTH.email),
    phone: phoneField(t, CONTACT_MAX_LENGTH.phone),
    service: serviceField(t),
    message: optionalText(t, CONTACT_MAX_LENGTH.message),
  });
}
