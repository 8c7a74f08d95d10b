import { recordOf } from './record-of';

test('recordOf gives each key its value', () => {
  expect(recordOf(['name', 'email'] as const, (field) => `${field}-id`)).toEqual({ name: 'name-id', email: 'email-id' });
  expect(recordOf([], () => 0)).toEqual({});
});
