import { withListFields } from './list-fields';

describe('withListFields', () => {
  it("turns a candidate's comma-separated roles into a list and leaves lists alone", () => {
    expect(withListFields('candidates', { roles: 'Nanny, Tutor', language: ['English'] })).toEqual({ roles: ['Nanny', 'Tutor'], language: ['English'] });
    expect(withListFields('blog', { roles: 'x' })).toEqual({ roles: 'x' });
  });
});
