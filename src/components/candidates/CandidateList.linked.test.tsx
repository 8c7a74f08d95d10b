/**
 * A shared link to one candidate (?candidate=N) against every way the refreshed list may differ from
 * the build's: once the API's list has arrived, her profile is open exactly when that list has her,
 * and her card is shown only then; otherwise the page says, in its language, that the profile is gone.
 */
import React from 'react';
import { fc, test } from '@fast-check/jest';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { LANGUAGES, type Language } from '@efe/shared/constants';
import { renderWithI18n } from '../../../test-support/render-with-i18n';
import { localeTexts } from '../../../test-support/locale-file';
import { api, type ApiResult } from '../../lib/api-client';
import type { Teacher } from '@efe/shared/contract/candidate';
import { CandidateList } from './CandidateList';
import { many, options, teacherOf } from './test-fixtures';

jest.mock('../../lib/api-client', () => ({ api: { teachers: jest.fn(), filterOptions: jest.fn() } }));
const teachers = jest.mocked(api.teachers);

const BUILT = many(8);
/** Ids 9 and 10 are candidates published after the build. */
const ALL = many(10);

afterEach(cleanup);

test.prop([fc.integer({ min: 1, max: ALL.length }), fc.subarray(ALL.map((item) => item.id)), fc.constantFrom<Language>(...LANGUAGES)], { numRuns: 60 })(
  'the profile opens exactly when the refreshed list has the linked candidate (%s, kept %s, %s)',
  async (id, kept, language) => {
    // A run that failed left its page behind: each run starts from an empty document, or shrinking reads the last one's.
    cleanup();
    let release: (result: ApiResult<{ data: Teacher[] }>) => void = () => undefined;
    teachers.mockReturnValue(new Promise((resolve) => (release = resolve)));
    window.history.replaceState(null, '', `${language === 'en' ? '' : `/${language}`}/candidate-details?candidate=${id}`);
    renderWithI18n(<CandidateList built={BUILT} options={options} placeholder={null} />, { language, namespaces: ['candidates', 'common'] });
    const name = `Candidate ${id}`;
    if (id <= BUILT.length) await screen.findByRole('dialog', { name });

    const fresh = ALL.filter((item) => kept.includes(item.id));
    await act(async () => release({ ok: true, status: 200, data: { data: fresh.map(teacherOf) } }));
    // The fresh list is drawn in a transition: each outcome is waited for, never read right after the answer.
    const cardIds = () => screen.queryAllByTestId('candidate-card').map((card) => Number(card.getAttribute('data-candidate-id')));
    await waitFor(() => expect(cardIds().every((cardId) => kept.includes(cardId))).toBe(true));
    if (kept.includes(id)) {
      await screen.findByRole('dialog', { name });
      await waitFor(() => expect(cardIds()).toContain(id));
      expect(screen.queryByTestId('profile-gone')).not.toBeInTheDocument();
    } else {
      expect(await screen.findByTestId('profile-gone')).toHaveTextContent(localeTexts(language, 'candidates').profileGone ?? '');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    }
    cleanup();
  },
);
