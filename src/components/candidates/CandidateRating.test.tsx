/**
 * A candidate's stars are the recruiters' rating and nothing else: a rating left out, null or
 * unreadable in the API's answer draws no stars and no rating text on her card and in her profile
 * (no "5 of 5" no one gave), in every language. Driven from the API's answer through the site's
 * mapping (toCandidate, as the build and the refresh read it) to the rendered list and dialog.
 */
import React from 'react';
import { fc, test } from '@fast-check/jest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LANGUAGES, MAX_CANDIDATE_RATING, type Language } from '@efe/shared/constants';
import { toCandidate } from '@efe/shared/candidate';
import type { TeacherAnswer } from '@efe/shared/contract/candidate';
import { renderWithI18n } from '../../../test-support/render-with-i18n';
import { localeTexts } from '../../../test-support/locale-file';
import { api } from '../../lib/api-client';
import { CandidateList } from './CandidateList';
import { options } from './test-fixtures';

jest.mock('../../lib/api-client', () => ({ api: { teachers: jest.fn(), filterOptions: jest.fn() } }));
const teachers = jest.mocked(api.teachers);

/** "Rated N out of 5" as the language says it, for every N a card could claim (0 to 5). */
const ratingSentences = (language: Language) =>
  Array.from({ length: MAX_CANDIDATE_RATING + 1 }, (_, stars) => (localeTexts(language, 'candidates', 'card').rating ?? '').replace('{{rating}}', String(stars)));
const ratingLabel = (language: Language) => localeTexts(language, 'candidates', 'dialog').rating;

/** Her card and her opened profile, from the API's answer with this rating. */
async function showCandidate(rating: Partial<Pick<TeacherAnswer, 'rating'>>, language: Language) {
  // The refresh never answers: the page shows what the build made of the answer.
  teachers.mockReturnValue(new Promise(() => undefined));
  const teacher: TeacherAnswer = { id: 11, first_name: 'Leyla', last_name: 'Haddad', roles: ['Nanny'], language: ['Arabic'], country: 'Lebanon', ...rating };
  renderWithI18n(<CandidateList built={[{ ...toCandidate(teacher), image: null }]} options={options} placeholder={null} />, {
    language,
    namespaces: ['candidates', 'common'],
  });
  const card = screen.getByTestId('candidate-card');
  await userEvent.setup().click(within(card).getByRole('button'));
  return { card, dialog: await screen.findByRole('dialog') };
}

/** What a page says of her rating: the stars' sentences found, and whether the profile has a "Rating" line. */
function ratingShown(where: HTMLElement, language: Language) {
  return {
    sentences: ratingSentences(language).filter((sentence) => within(where).queryByRole('img', { name: sentence }) !== null),
    label: within(where).queryByText(ratingLabel(language), { exact: true }) !== null,
  };
}

afterEach(cleanup);

/** What an answer may hold where no rating was given: nothing, null, or a value that is no rating. */
const NO_RATING = fc.oneof(
  fc.constant({}),
  fc.constant({ rating: null }),
  fc.integer({ min: -5, max: 0 }).map((rating) => ({ rating })),
  fc.constantFrom(Number.NaN, 0.4, -1.5).map((rating) => ({ rating })),
);

test.prop([NO_RATING, fc.constantFrom(...LANGUAGES)], { numRuns: 24 })('a candidate without a rating has no stars and no rating line (%s)', async (rating, language) => {
  const { card, dialog } = await showCandidate(rating, language);
  expect(ratingShown(card, language)).toEqual({ sentences: [], label: false });
  expect(ratingShown(dialog, language)).toEqual({ sentences: [], label: false });
  // Her other facts are still there: only the claim no one made is left out.
  expect(dialog).toHaveTextContent(localeTexts(language, 'candidates', 'defaults').description ?? '');
  cleanup();
});

test.prop([fc.integer({ min: 1, max: MAX_CANDIDATE_RATING }), fc.constantFrom(...LANGUAGES)], { numRuns: 15 })('a rated candidate shows her stars on the card and in the profile', async (stars, language) => {
  const { card, dialog } = await showCandidate({ rating: stars }, language);
  const sentence = ratingSentences(language)[stars];
  expect(ratingShown(card, language)).toEqual({ sentences: [sentence], label: false });
  expect(ratingShown(dialog, language)).toEqual({ sentences: [sentence], label: true });
  cleanup();
});
