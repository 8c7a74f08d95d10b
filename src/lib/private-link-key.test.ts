import { fc, test } from '@fast-check/jest';
import { isBookingToken } from '@shared/contract/booking';
import { privateKeyOfFragment } from './private-link-key';

const KEY = 'NVdPo3Kq_x-9aZbYcXwVuTsRqPoNmLkJiHgFeDcBa01';

it('reads a key whose letters were percent-encoded, or that came with spaces around it', () => {
  expect(privateKeyOfFragment(`#${KEY}`)).toBe(KEY);
  expect(privateKeyOfFragment(`#%4E${KEY.slice(1)}`)).toBe(KEY);
  expect(privateKeyOfFragment(`#%20${KEY}%20`)).toBe(KEY);
});

it('keeps what is no key a non-key: a space inside, a lone %, a cut key', () => {
  for (const hash of [`#${'A'.repeat(43)}%20x`, `#${KEY.slice(0, 20)}%${KEY.slice(21)}`, `#${KEY.slice(0, 40)}`, '#', '']) {
    expect([hash, isBookingToken(privateKeyOfFragment(hash))]).toEqual([hash, false]);
  }
});

const KEY_CHARACTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-'.split('');

test.prop([fc.array(fc.constantFrom(...KEY_CHARACTERS), { minLength: 43, maxLength: 43 }), fc.array(fc.boolean(), { minLength: 43, maxLength: 43 })])(
  'any key, with any of its characters percent-encoded, reads as itself',
  (characters, encoded) => {
    const key = characters.join('');
    const hash = `#${characters.map((character, at) => (encoded[at] ? `%${character.charCodeAt(0).toString(16).toUpperCase()}` : character)).join('')}`;
    expect(privateKeyOfFragment(hash)).toBe(key);
  },
);
