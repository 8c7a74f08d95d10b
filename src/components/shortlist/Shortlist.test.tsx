/**
 * The shortlist page as a family meets it: a damaged private link said at once in the page's
 * language without asking the server; the candidates as cards; "We'd like to interview" at once,
 * "Not for us" only with a reason, the server's refusal said by the field; a closed search said.
 */
import { localeTexts } from '../../../test-support/locale-file';
import React from 'react';
import { fc, test } from '@fast-check/jest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LANGUAGES, type Language } from '@efe/shared/constants';
import type { PublicShortlist } from '@efe/shared/contract/shortlist';
import { renderWithI18n } from '../../../test-support/render-with-i18n';
import { shortlistApi } from './shortlist-api';
import { Shortlist } from './Shortlist';
import { privateKeyOfFragment } from '../../lib/private-link-key';

jest.mock('./shortlist-api', () => ({ shortlistApi: { lookUp: jest.fn(), answer: jest.fn(), cv: jest.fn() } }));
const lookUp = shortlistApi.lookUp as jest.MockedFunction<typeof shortlistApi.lookUp>;
const answer = shortlistApi.answer as jest.MockedFunction<typeof shortlistApi.answer>;

const NAMESPACES = ['shortlist', 'candidates', 'validation', 'common'] as const;
const KEY = 'k'.repeat(43);
const texts = (language: Language) => localeTexts(language, 'shortlist');
const refusals = (language: Language) => localeTexts(language, 'validation', 'shortlist');
/** The stars' name, as the candidates page's card says it. */
const cardRating = (language: Language, rating: number) => (localeTexts(language, 'candidates', 'card').rating ?? '').replace('{{rating}}', String(rating));

const candidate = (id: number, first_name: string): PublicShortlist['candidates'][number] => ({
  id,
  first_name,
  last_name: 'Santos',
  roles: ['Nanny'],
  languages: ['English'],
  experience_with_ages: '0-2',
  country: null,
  rating: 5,
  photo_url: `https://api.example/media/${id}.png`,
  description: 'Warm and patient.',
  has_cv: id === 1,
  answer: null,
  reason: null,
});
const SHORTLIST: PublicShortlist = { family_name: 'Layla Haddad', service: 'premier-nanny', candidates: [candidate(1, 'Maria'), candidate(2, 'Grace')] };
const withAnswer = (id: number, given: 'interview' | 'decline', reason: string | null): PublicShortlist => ({
  ...SHORTLIST,
  candidates: SHORTLIST.candidates.map((each) => (each.id === id ? { ...each, answer: given, reason } : each)),
});

function openWith(fragment: string, language: Language) {
  window.history.replaceState(null, '', `/shortlist#${fragment}`);
  return renderWithI18n(<Shortlist />, { language, namespaces: NAMESPACES });
}

beforeEach(() => {
  lookUp.mockReset();
  answer.mockReset();
  lookUp.mockResolvedValue({ ok: true, status: 200, data: { data: SHORTLIST } });
});
afterEach(cleanup);

const readKey = (fragment: string) => privateKeyOfFragment(`#${fragment}`);
test.prop([fc.string({ maxLength: 60 }).filter((key) => !/^[A-Za-z0-9_-]{43}$/.test(readKey(new URL(`https://example.ae/#${key}`).hash.slice(1)))), fc.constantFrom(...LANGUAGES)], { numRuns: 30 })(
  'a damaged link is said at once in the page language, and the server is not asked',
  async (key, language) => {
    const fragment = new URL(`https://example.ae/#${key}`).hash.slice(1);
    openWith(fragment, language);
    const said = await screen.findByRole('alert');
    expect(said).toHaveTextContent(readKey(fragment) === '' ? texts(language).noLink : refusals(language).linkUnknown);
    expect(lookUp).not.toHaveBeenCalled();
    cleanup();
  },
);

it.each(LANGUAGES)('shows the %s family its candidates, each with her facts and an answer to give', async (language) => {
  openWith(KEY, language);
  await screen.findByTestId('shortlist');
  expect(lookUp).toHaveBeenCalledWith(KEY, language);
  const cards = screen.getAllByTestId('shortlist-candidate');
  expect(cards).toHaveLength(2);
  expect(within(cards[0]).getByRole('heading', { name: 'Maria Santos' })).toBeInTheDocument();
  // The recruiters' rating, as the site's card shows it.
  expect(within(cards[0]).getByRole('img', { name: cardRating(language, 5) })).toBeVisible();
  expect(within(cards[0]).getByTestId('open-cv')).toHaveTextContent(texts(language).openCv);
  expect(within(cards[1]).queryByTestId('open-cv')).not.toBeInTheDocument();
  expect(within(cards[1]).getByTestId('answer-interview')).toHaveTextContent(texts(language).interview);
  expect(screen.getByText('Layla Haddad').tagName).toBe('BDI');
});

it('asks for an interview at once, says so and lets the family change it', async () => {
  const user = userEvent.setup();
  answer.mockResolvedValue({ ok: true, status: 200, data: { data: withAnswer(1, 'interview', null) } });
  openWith(KEY, 'ar');
  const [first] = await screen.findAllByTestId('shortlist-candidate');
  await user.click(within(first).getByTestId('answer-interview'));
  expect(answer).toHaveBeenCalledWith(KEY, 'ar', 1, 'interview', '');
  await waitFor(() => expect(within(first).getByTestId('shortlist-answer')).toHaveTextContent(texts('ar').answeredInterview));
  await waitFor(() => expect(within(first).getByTestId('shortlist-answer')).toHaveFocus());
  await user.click(within(first).getByTestId('change-answer'));
  expect(within(first).getByTestId('answer-decline')).toBeInTheDocument();
});

it('declines only with a reason, says the refusal by the field and keeps what was typed', async () => {
  const user = userEvent.setup();
  answer.mockResolvedValueOnce({ ok: true, status: 200, data: { data: withAnswer(2, 'decline', 'Нужен водитель.') } });
  openWith(KEY, 'ru');
  const [, second] = await screen.findAllByTestId('shortlist-candidate');
  await user.click(within(second).getByTestId('answer-decline'));
  const reason = within(second).getByTestId('decline-reason');
  expect(reason).toHaveFocus();
  await user.type(reason, '   ');
  await user.click(within(second).getByTestId('send-decline'));
  // Said by the page, in its language, before anything is sent: no browser bubble (the form does not ask the browser).
  await waitFor(() => expect(within(second).getByRole('alert')).toHaveTextContent(refusals('ru').reasonRequired));
  expect(answer).not.toHaveBeenCalled();
  expect(reason.closest('form')).toHaveAttribute('novalidate');
  expect(reason).toHaveAttribute('aria-invalid', 'true');
  expect(reason).toHaveFocus();
  await user.clear(reason);
  await user.type(reason, 'Нужен водитель.');
  await user.click(within(second).getByTestId('send-decline'));
  expect(answer).toHaveBeenLastCalledWith(KEY, 'ru', 2, 'decline', 'Нужен водитель.');
  await waitFor(() => expect(within(second).getByTestId('shortlist-answer')).toHaveTextContent(texts('ru').answeredDecline));
  expect(within(second).getByText('Нужен водитель.')).toBeInTheDocument();
});

it("says a closed search in the server's words, with how to reach us, and offers no retry", async () => {
  lookUp.mockResolvedValue({ ok: false, kind: 'http', status: 410, message: refusals('en').closed, errors: {} });
  openWith(KEY, 'en');
  const unavailable = await screen.findByTestId('shortlist-unavailable');
  expect(within(unavailable).getByRole('alert')).toHaveTextContent(refusals('en').closed);
  expect(within(unavailable).queryByTestId('shortlist-retry')).not.toBeInTheDocument();
});
