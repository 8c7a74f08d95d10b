/**
 * The applicant's page as an applicant meets it: a damaged private link said at once in the
 * page's language without asking the server; what families see, the consent in the words agreed
 * to; withdrawing and erasing each asked once more, the outcome said and focused.
 */
import React from 'react';
import { fc, test } from '@fast-check/jest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LANGUAGES, type Language } from '@efe/shared/constants';
import { renderWithI18n } from '../../../test-support/render-with-i18n';
import { MyApplication } from './MyApplication';
import { privateKeyOfFragment } from '../../lib/private-link-key';
import { applicantCalls, applicationWith, KEY, locale, NAMESPACES, PROFILE, texts } from '../../../test-support/applicant-page';

jest.mock('./applicant-api', () => ({ applicantApi: { lookUp: jest.fn(), withdrawConsent: jest.fn(), erase: jest.fn() } }));
const { lookUp: lookUpApplication, withdrawConsent, erase: eraseApplication } = applicantCalls();
const linkUnknown = (language: Language) => (locale(language, 'validation').applicant as { linkUnknown: string }).linkUnknown;

const APPLICATION = applicationWith('given', PROFILE);

function openWith(fragment: string, language: Language) {
  window.history.replaceState(null, '', `/my-application#${fragment}`);
  return renderWithI18n(<MyApplication />, { language, namespaces: NAMESPACES });
}

beforeEach(() => {
  lookUpApplication.mockReset();
  withdrawConsent.mockReset();
  eraseApplication.mockReset();
  lookUpApplication.mockResolvedValue({ ok: true, status: 200, data: { data: APPLICATION } });
});
afterEach(cleanup);

/** What the page reads from a fragment (private-link-key.ts), which is what decides the message. */
const readKey = (fragment: string) => privateKeyOfFragment(`#${fragment}`);
test.prop([fc.string({ maxLength: 60 }).filter((key) => !/^[A-Za-z0-9_-]{43}$/.test(readKey(new URL(`https://example.ae/#${key}`).hash.slice(1)))), fc.constantFrom(...LANGUAGES)], { numRuns: 30 })(
  'a damaged link is said at once in the page language, and the server is not asked',
  async (key, language) => {
    const fragment = new URL(`https://example.ae/#${key}`).hash.slice(1);
    openWith(fragment, language);
    const said = await screen.findByRole('alert');
    expect(said).toHaveTextContent(readKey(fragment) === '' ? texts(language).noLink : linkUnknown(language));
    expect(lookUpApplication).not.toHaveBeenCalled();
    cleanup();
  },
);

it('opens with a key a mail client percent-encoded in part or wrapped in spaces', async () => {
  openWith(`%20%6B${KEY.slice(1)}%20`, 'en');
  await screen.findByTestId('my-application');
  expect(lookUpApplication).toHaveBeenCalledWith(KEY, 'en');
});

it.each(LANGUAGES)('shows on the %s page what families see and the words agreed to', async (language) => {
  openWith(KEY, language);
  await screen.findByTestId('my-application');
  expect(lookUpApplication).toHaveBeenCalledWith(KEY, language);
  expect(screen.getByTestId('profile-shown')).toHaveTextContent(texts(language).profileShown);
  expect(screen.getByTestId('consent-wording')).toHaveTextContent((locale(language, 'consent').profile as { v1: string }).v1);
  expect(screen.getByRole('img', { name: /Grace Okafor/ })).toHaveAttribute('src', APPLICATION.profile?.photo_url);
  // The role as the candidates page names it in this language.
  const roles = (locale(language, 'candidates').values as { roles: Record<string, string> }).roles;
  expect(screen.getByTestId('applicant-profile')).toHaveTextContent(roles.Nanny ?? 'Nanny');
});

it('withdraws only once asked again, says so and takes the button away', async () => {
  const user = userEvent.setup();
  withdrawConsent.mockResolvedValue({ ok: true, status: 200, data: { data: { ...APPLICATION, consent_withdrawn_at: '2026-11-27T10:00:00.000Z', profile: { ...APPLICATION.profile!, shown: false } } } });
  openWith(KEY, 'ru');
  await user.click(await screen.findByTestId('withdraw-consent'));
  expect(withdrawConsent).not.toHaveBeenCalled();
  expect(screen.getByText(texts('ru').withdrawQuestion)).toHaveFocus();
  await user.click(screen.getByTestId('confirm-withdraw'));
  await waitFor(() => expect(screen.getByTestId('application-outcome')).toHaveTextContent(texts('ru').withdrawn));
  expect(screen.getByTestId('application-outcome')).toHaveFocus();
  expect(withdrawConsent).toHaveBeenCalledWith(KEY, 'ru');
  // Still on the built site until its next update.
  expect(screen.getByTestId('profile-shown')).toHaveTextContent(texts('ru').profileLeaving);
  expect(screen.queryByTestId('withdraw-consent')).not.toBeInTheDocument();
});

it('erases once asked again; "No, keep it" keeps it', async () => {
  const user = userEvent.setup();
  eraseApplication.mockResolvedValue({ ok: true, status: 200, data: { data: { erased: true } } });
  openWith(KEY, 'ar');
  await user.click(await screen.findByTestId('erase-application'));
  await user.click(screen.getByTestId('keep-application'));
  expect(eraseApplication).not.toHaveBeenCalled();
  await user.click(screen.getByTestId('erase-application'));
  await user.click(screen.getByTestId('confirm-erase'));
  const erased = await screen.findByTestId('application-erased');
  expect(erased).toHaveTextContent(texts('ar').erased);
  expect(screen.getByRole('status')).toHaveFocus();
});

it("says the server's refusal in its words and keeps the page", async () => {
  const user = userEvent.setup();
  withdrawConsent.mockResolvedValue({ ok: false, kind: 'http', status: 409, message: 'Вы уже отозвали согласие', errors: {} });
  openWith(KEY, 'ru');
  await user.click(await screen.findByTestId('withdraw-consent'));
  await user.click(screen.getByTestId('confirm-withdraw'));
  await waitFor(() => expect(screen.getByTestId('application-outcome')).toHaveTextContent('Вы уже отозвали согласие'));
  expect(screen.getByTestId('my-application')).toBeInTheDocument();
});
