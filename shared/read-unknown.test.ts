import { isRecord, propertyOf } from './read-unknown';

test('isRecord takes plain objects only', () => {
  expect(isRecord({ a: 1 })).toBe(true);
  for (const value of [null, undefined, [], 'text', 3, () => undefined]) expect(isRecord(value)).toBe(false);
});

test('propertyOf reads what is there and nothing else', () => {
  class Plugin {}
  expect(propertyOf({ version: '13.5.0' }, 'version')).toBe('13.5.0');
  expect(propertyOf(new Plugin(), 'constructor')).toBe(Plugin);
  expect(propertyOf(Plugin, 'name')).toBe('Plugin');
  for (const value of [null, undefined, 'text', 3, {}]) expect(propertyOf(value, 'version')).toBeUndefined();
});
