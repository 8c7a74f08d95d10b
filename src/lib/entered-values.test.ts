import { enteredTexts } from './entered-values';

test('enteredTexts takes the first text of each field asked for, and skips the rest', () => {
  const text = { full_name: ['Layla'], email: ['layla@example.com', 'second@example.com'], extra: ['not asked for'] };
  expect(enteredTexts(text, ['full_name', 'email', 'phone'] as const)).toEqual({ full_name: 'Layla', email: 'layla@example.com' });
  expect(enteredTexts({}, ['full_name'] as const)).toEqual({});
});
