import { fc, test } from '@fast-check/jest';
import { isBookingToken } from '@efe/shared/contract/booking';
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

it('reads a key that a mail program took with the bidi mark after it, raw or percent-encoded', () => {
  expect(privateKeyOfFragment(`#${KEY}%E2%81%A9`)).toBe(KEY);
  expect(privateKeyOfFragment(`#${KEY}\u2069`)).toBe(KEY);
  expect(privateKeyOfFragment(`#%E2%81%A8${KEY}%e2%81%a9%20`)).toBe(KEY);
  // A mark inside is no key.
  expect(isBookingToken(privateKeyOfFragment(`#${KEY.slice(0, 20)}%E2%81%A9${KEY.slice(20)}`))).toBe(false);
});

const KEY_CHARACTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-'.split('');
/** The bidi marks, embeddings, overrides and isolates, and the spaces, a link may come with. */
const AROUND = ['\u200e', '\u200f', '\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069', ' ', '\u00a0'];
const percentEncoded = (text: string, upper: boolean) => {
  const encoded = encodeURIComponent(text);
  return upper ? encoded.toUpperCase() : encoded.toLowerCase();
};
const around = fc.array(fc.tuple(fc.constantFrom(...AROUND), fc.boolean(), fc.boolean()), { maxLength: 4 }).map((marks) =>
  marks.map(([mark, encoded, upper]) => (encoded ? percentEncoded(mark, upper) : mark)).join(''),
);

test.prop([fc.array(fc.constantFrom(...KEY_CHARACTERS), { minLength: 43, maxLength: 43 }), fc.array(fc.boolean(), { minLength: 43, maxLength: 43 }), around, around])(
  'any key, with any of its characters percent-encoded and any bidi marks or spaces at its ends, raw or percent-encoded, reads as itself',
  (characters, encoded, before, after) => {
    const key = characters.join('');
    const hash = `#${before}${characters.map((character, at) => (encoded[at] ? `%${character.charCodeAt(0).toString(16).toUpperCase()}` : character)).join('')}${after}`;
    expect(privateKeyOfFragment(hash)).toBe(key);
  },
);

test.prop([fc.array(fc.constantFrom(...KEY_CHARACTERS), { minLength: 43, maxLength: 43 }), fc.integer({ min: 1, max: 42 }), fc.constantFrom(...AROUND.filter((mark) => mark.trim() !== ''))])(
  'a key with a mark inside is no key',
  (characters, at, mark) => {
    expect(isBookingToken(privateKeyOfFragment(`#${characters.slice(0, at).join('')}${mark}${characters.slice(at).join('')}`))).toBe(false);
  },
);
