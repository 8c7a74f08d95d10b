import { fc, test } from '@fast-check/jest';
import { isBookingToken } from '@shared/contract/booking';
import { bookingKeyOfFragment } from './booking-link-key';

const KEY = 'NVdPo3Kq_x-9aZbYcXwVuTsRqPoNmLkJiHgFeDcBa01';

it('reads a key whose letters were percent-encoded, or that came with spaces around it', () => {
  expect(bookingKeyOfFragment(`#${KEY}`)).toBe(KEY);
  expect(bookingKeyOfFragment(`#%4E${KEY.slice(1)}`)).toBe(KEY);
  expect(bookingKeyOfFragment(`#%20${KEY}%20`)).toBe(KEY);
});

it('keeps what is no key a non-key: a space inside, a lone %, a cut key', () => {
  for (const hash of [`#${'A'.repeat(43)}%20x`, `#${KEY.slice(0, 20)}%${KEY.slice(21)}`, `#${KEY.slice(0, 40)}`, '#', '']) {
    expect([hash, isBookingToken(bookingKeyOfFragment(hash))]).toEqual([hash, false]);
  }
});

const KEY_CHARACTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-'.split('');

test.prop([fc.array(fc.constantFrom(...KEY_CHARACTERS), { minLength: 43, maxLength: 43 }), fc.array(fc.boolean(), { minLength: 43, maxLength: 43 })])(
  'any key, with any of its characters percent-encoded, reads as itself',
  (characters, encoded) => {
    const key = characters.join('');
    const hash = `#${characters.map((character, at) => (encoded[at] ? `%${character.charCodeAt(0).toString(16).toUpperCase()}` : character)).join('')}`;
    expect(bookingKeyOfFragment(hash)).toBe(key);
  },
);
