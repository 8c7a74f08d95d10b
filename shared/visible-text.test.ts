import { withoutInvisible } from './visible-text';

test('control characters and bidi controls go; line breaks and tabs become one space', () => {
  expect(withoutInvisible('cv\u202Efdp.exe')).toBe('cvfdp.exe');
  expect(withoutInvisible('a\u0000b\u0007c\u007fd\u0085e\u2066f\u2069g\u200fh')).toBe('abcdefgh');
  expect(withoutInvisible('Line one\r\n\tLine two')).toBe('Line one Line two');
});

test('letters of every script, and marks that are not controls, stay', () => {
  expect(withoutInvisible('مربية Няня nanny é')).toBe('مربية Няня nanny é');
  expect(withoutInvisible('zero\u200bwidth')).toBe('zero\u200bwidth');
});

test('the line and paragraph separators (U+2028, U+2029) break a line in mail clients: they become a space too', () => {
  expect(withoutInvisible('one\u2028two\u2029three')).toBe('one two three');
});
