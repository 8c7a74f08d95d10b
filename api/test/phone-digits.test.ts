/**
 * Phone numbers typed with Arabic-Indic (٠-٩) or Persian (۰-۹) digits, as Arabic and Persian
 * keyboards give them, through the three routes that take one (contact, booking, application):
 * accepted by the forms' shared rules and stored with Western digits, which the mails then show.
 */
import { fc, test } from '@fast-check/jest';
import { PHONE_MAX_DIGITS } from '@efe/shared/constants';
import { ADMIN_TOKEN, adminCall } from './support/admin';
import { queryAll } from './support/database';
import { applicationForm, postForm, postJson } from './support/forms';
import { expectedMessage } from './support/messages';
import { OPEN_EVERY_DAY } from './support/diary';
import { serverForTests } from './support/server';
import { typedPhoneNumber } from '../../test-support/typed-phone-numbers';

const server = serverForTests({ env: { ADMIN_TOKEN } });

const contactMessage = (phone: string, language: string) => ({
  full_name: 'Fatima Al Suwaidi',
  email: 'fatima@example.ae',
  phone,
  subject: 'A governess',
  message: 'Two daughters, aged 7 and 9.',
  site_language: language,
});

const storedPhone = (table: string, id: number) => queryAll<{ phone: string }>(server.databasePath, `SELECT phone FROM ${table} WHERE id = ?`, id)[0]?.phone;

let bookings = 0;
async function freeSlot(): Promise<string> {
  const answer = (await (await fetch(`${server.baseUrl}/api/booking/slots`)).json()) as { data: { slots: Array<{ start: string }> } };
  return answer.data.slots[answer.data.slots.length - 1].start;
}

beforeAll(async () => {
  expect((await adminCall(server.baseUrl, 'PUT', '/api/admin/availability', { json: OPEN_EVERY_DAY })).status).toBe(200);
});

describe('a phone number in Arabic-Indic or Persian digits', () => {
  test.prop({ number: typedPhoneNumber(1, PHONE_MAX_DIGITS), language: fc.constantFrom('en', 'ar', 'ru') }, { numRuns: 25 })(
    'is accepted by the contact, booking and application routes and stored with Western digits',
    async ({ number, language }) => {
      const contact = await postJson(server.baseUrl, '/api/contact', contactMessage(number.typed, language));
      expect(contact.status).toBe(201);
      expect(storedPhone('contact_messages', contact.body.id!)).toBe(number.western);

      const application = await postForm(server.baseUrl, applicationForm({ phone: number.typed, site_language: language }));
      expect(application.status).toBe(201);
      expect(storedPhone('applications', application.body.id!)).toBe(number.western);

      bookings += 1;
      const booking = await fetch(`${server.baseUrl}/api/booking`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          start: await freeSlot(),
          meeting: 'phone',
          full_name: 'Fatima Al Suwaidi',
          email: `family${bookings}@example.ae`,
          phone: number.typed,
          service: 'elite-governess',
          message: '',
          site_language: language,
        }),
      });
      expect(booking.status).toBe(201);
      expect(queryAll<{ phone: string }>(server.databasePath, 'SELECT phone FROM consultations WHERE email = ?', `family${bookings}@example.ae`)[0]?.phone).toBe(number.western);
    },
  );

  test.prop({ number: typedPhoneNumber(PHONE_MAX_DIGITS + 1, PHONE_MAX_DIGITS + 6, { spaces: false }), language: fc.constantFrom('en', 'ar', 'ru') }, { numRuns: 15 })(
    'is refused in the page\'s language past 15 digits, whichever digits were typed',
    async ({ number, language }) => {
      // Without spaces (the generator's option), so the number stays within the field's length and only its digits are wrong.
      const reply = await postJson(server.baseUrl, '/api/contact', contactMessage(number.typed, language));
      expect(reply).toEqual({ status: 400, body: { errors: { phone: expectedMessage(language, 'phone.invalid', { max: PHONE_MAX_DIGITS }) } } });
    },
  );
});
