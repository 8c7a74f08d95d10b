import { HttpError } from 'react-admin';
import { answerError, fieldProblem } from './admin-fetch';
import { memberStatus, rolesInWords } from './staff-members';

// Only react-admin's error class and fetchJson.
jest.mock('react-admin', () => jest.requireActual<typeof import('../../../test-support/react-admin-http-only')>('../../../test-support/react-admin-http-only').reactAdminHttpOnly());

describe('the staff page words', () => {
  it('names roles in the table order, whatever order they come in', () => {
    expect(rolesInWords(['recruiter', 'editor'])).toBe('Editor and recruiter');
    expect(rolesInWords(['owner'])).toBe('Owner');
  });

  it('says where an account stands: disabled first, then a one-time password not yet replaced, then the last login', () => {
    const base = { created_at: '2026-11-02T10:00:00.000Z', last_login_at: '2026-11-20T09:00:00.000Z', disabled: false, must_change_password: false };
    expect(memberStatus({ ...base, disabled: true, must_change_password: true })).toBe('Disabled: cannot log in');
    expect(memberStatus({ ...base, must_change_password: true })).toBe('Added 02/11/2026; has not yet replaced the one-time password');
    expect(memberStatus(base)).toBe('Last logged in 20/11/2026');
    expect(memberStatus({ ...base, last_login_at: null })).toBe('Added 02/11/2026');
  });

  it('reads the message for one field of an API refusal, and nothing else', () => {
    const refusal = new HttpError('Some fields need attention', 409, { errors: { email: 'already has an account' } });
    expect(fieldProblem(refusal, 'email')).toBe('already has an account');
    expect(fieldProblem(refusal, 'roles')).toBeNull();
    expect(fieldProblem(new Error('offline'), 'email')).toBeNull();
    // A field in a list by its path, as the API names it ("weekly.2"), though the errors arrive nested.
    const row = answerError(400, { errors: { 'weekly.2': 'The hours must end at least one slot (30 minutes) after they start.' } });
    expect(fieldProblem(row, 'weekly.2')).toBe('The hours must end at least one slot (30 minutes) after they start.');
    expect([fieldProblem(row, 'weekly.1'), fieldProblem(row, 'weekly')]).toEqual([null, null]);
  });
});
