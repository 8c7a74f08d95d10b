import { isOneOf } from './one-of';

test('isOneOf takes exactly the listed values', () => {
  const roles = ['editor', 'recruiter'] as const;
  expect(isOneOf(roles, 'editor')).toBe(true);
  for (const value of ['Editor', ' editor', '', undefined, null, ['editor']]) expect(isOneOf(roles, value)).toBe(false);
});
