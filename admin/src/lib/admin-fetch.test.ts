import { Type } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { answerError, fieldProblem } from './admin-fetch';

// Only react-admin's error class and fetchJson.
jest.mock('react-admin', () => jest.requireActual<typeof import('../../../test-support/react-admin-http-only')>('../../../test-support/react-admin-http-only').reactAdminHttpOnly());

/** What react-admin pops up for a form the API refused: the errors' root.serverError, else "The form is not valid". */
const PopUp = Type.Object({ errors: Type.Object({ root: Type.Object({ serverError: Type.String() }) }) });
/** The pop-up's words react-admin takes from the error's body, or undefined when it has none. */
const popUpOf = (error: ReturnType<typeof answerError>) => (Value.Check(PopUp, error.body) ? error.body.errors.root.serverError : undefined);

describe("the API's refusal of a form's fields", () => {
  it("pops up the one field's sentence whole, and keeps it under its field", () => {
    const refusal = 'Not published: Amina Yusuf has withdrawn the consent to a profile. The draft stays private.';
    const error = answerError(409, { errors: { published: refusal } });
    expect(popUpOf(error)).toBe(refusal);
    expect(error.message).toBe(refusal);
    expect(fieldProblem(error, 'published')).toBe(refusal);
  });

  it("pops up a fragment after its field's name", () => {
    expect(popUpOf(answerError(400, { errors: { email: 'is not an e-mail address' } }))).toBe('email is not an e-mail address');
    expect(popUpOf(answerError(400, { errors: { 'translations.en.title': 'is required' } }))).toBe('translations.en.title is required');
  });

  it('says where to look when several fields are refused, each message under its field', () => {
    const error = answerError(400, { errors: { slug: 'is taken', 'translations.en.title': 'is required' } });
    expect(popUpOf(error)).toBe('Some fields need attention: see the messages under them.');
    expect(fieldProblem(error, 'translations.en.title')).toBe('is required');
  });

  it('keeps a refusal without fields as the API words it', () => {
    const error = answerError(404, { error: 'No candidate with id 9' });
    expect(error.message).toBe('No candidate with id 9');
    expect(popUpOf(error)).toBeUndefined();
  });
});
