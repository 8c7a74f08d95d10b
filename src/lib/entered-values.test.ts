import { enteredTexts, layeredValues } from './entered-values';

test('enteredTexts takes the first text of each field asked for, and skips the rest', () => {
  const text = { full_name: ['Layla'], email: ['layla@example.com', 'second@example.com'], extra: ['not asked for'] };
  expect(enteredTexts(text, ['full_name', 'email', 'phone'] as const)).toEqual({ full_name: 'Layla', email: 'layla@example.com' });
  expect(enteredTexts({}, ['full_name'] as const)).toEqual({});
});

test('layeredValues lays each newer layer over the older ones, and gives null when none holds anything', () => {
  const empty = { name: '', email: '', service: '' };
  const draft = { name: 'Layla (draft)', email: 'draft@example.com' };
  const fromLink = { service: 'elite-governess' };
  const typed = { name: 'Layla' };
  expect(layeredValues(empty, draft, fromLink, typed)).toEqual({ name: 'Layla', email: 'draft@example.com', service: 'elite-governess' });
  expect(layeredValues(empty, null, {}, typed)).toEqual({ name: 'Layla', email: '', service: '' });
  expect(layeredValues(empty, null, {}, {})).toBeNull();
  expect(empty).toEqual({ name: '', email: '', service: '' });
});
