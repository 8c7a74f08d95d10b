/**
 * Each state of an applicant's consent and profile, as the applicant reads it in each language:
 * what the page says of the consent and of what families see must all be true together (no "if
 * we make a profile, families will see…" under "families are not shown a profile", no "the
 * profile leaves our website" when there was none on it, no "we send your CV to a family" where
 * the consent does not stand); the rating families see on the card is shown; dates are on the
 * visitor's own calendar, not Dubai's.
 */
import { localeTexts } from '../../../test-support/locale-file';
import React from 'react';
import { fc, test } from '@fast-check/jest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LANGUAGES, type Language } from '@efe/shared/constants';
import type { PublicApplication } from '@efe/shared/contract/applicant';
import { DATE_LOCALES } from '@efe/shared/office-clock';
import { renderWithI18n } from '../../../test-support/render-with-i18n';
import { MyApplication } from './MyApplication';
import { applicantCalls, applicationWith, KEY, NAMESPACES, PROFILE, texts } from '../../../test-support/applicant-page';

jest.mock('./applicant-api', () => ({ applicantApi: { lookUp: jest.fn(), withdrawConsent: jest.fn(), erase: jest.fn() } }));
const { lookUp: lookUpApplication, withdrawConsent } = applicantCalls();

const cardRating = (language: Language, rating: number) => (localeTexts(language, 'candidates', 'card').rating ?? '').replace('{{rating}}', String(rating));
/** A text with its {{date}} left out: what must be on the page around the date. */
const around = (text: string) => text.split(/{{date}}/).map((part) => part.trim()).filter(Boolean);

async function open(shown: PublicApplication, language: Language) {
  lookUpApplication.mockResolvedValue({ ok: true, status: 200, data: { data: shown } });
  window.history.replaceState(null, '', `/my-application#${KEY}`);
  renderWithI18n(<MyApplication />, { language, namespaces: NAMESPACES });
  return screen.findByTestId('my-application');
}

/** Every text of the page's namespace that says something of the profile or the consent, and which of them the page shows. */
const STATE_TEXTS = ['consentGiven', 'consentWithdrawn', 'consentNone', 'profileShown', 'profileNotShown', 'profileLeaving', 'profileDraft', 'profileWithoutConsent', 'profileNone', 'profileNoneWithoutConsent', 'cvPrivate', 'cvNotSent', 'noCv'] as const;
function shownTexts(language: Language): string[] {
  const page = screen.getByTestId('my-application').textContent ?? '';
  return STATE_TEXTS.filter((key) => around(texts(language)[key]).every((part) => page.includes(part)));
}

beforeEach(() => {
  lookUpApplication.mockReset();
  withdrawConsent.mockReset();
});
afterEach(() => {
  cleanup();
  jest.restoreAllMocks();
});

const STATES: Array<[string, PublicApplication, string[]]> = [
  ['consent given, no profile yet', applicationWith('given', null), ['consentGiven', 'profileNone']],
  ['consent given, the profile on the website', applicationWith('given', PROFILE), ['consentGiven', 'profileShown', 'cvPrivate']],
  ['consent given, the profile a draft', applicationWith('given', { ...PROFILE, shown: false }), ['consentGiven', 'profileNotShown', 'profileDraft', 'cvPrivate']],
  ['no consent, no profile', applicationWith('none', null), ['consentNone', 'profileNoneWithoutConsent']],
  ['no consent, a draft made all the same', applicationWith('none', { ...PROFILE, shown: false }), ['consentNone', 'profileNotShown', 'profileWithoutConsent', 'cvNotSent']],
  ['consent withdrawn, no profile', applicationWith('withdrawn', null), ['consentWithdrawn', 'profileNoneWithoutConsent']],
  ['consent withdrawn, the profile taken off', applicationWith('withdrawn', { ...PROFILE, shown: false }), ['consentWithdrawn', 'profileNotShown', 'profileWithoutConsent', 'cvNotSent']],
  ['consent withdrawn, a draft without a CV', applicationWith('withdrawn', { ...PROFILE, shown: false, has_cv: false }), ['consentWithdrawn', 'profileNotShown', 'profileWithoutConsent', 'noCv']],
];

describe.each(LANGUAGES)('the applicant page in %s', (language) => {
  it.each(STATES)('%s: says exactly what is true of it', async (_state, shown, expected) => {
    await open(shown, language);
    expect(shownTexts(language).sort()).toEqual([...expected].sort());
    // Withdrawing is offered only while there is a consent to withdraw.
    expect(screen.queryByTestId('withdraw-consent') !== null).toBe(shown.consent_at !== null && shown.consent_withdrawn_at === null);
    // A Russian date ends in "г.": no sentence adds a full stop after it.
    expect(screen.getByTestId('my-application').textContent).not.toMatch(/г\.\s*\./);
  });

  it('shows the rating families see on the card, and no stars where none was given', async () => {
    await open(applicationWith('given', PROFILE), language);
    const profile = screen.getByTestId('applicant-profile');
    expect(within(profile).getByRole('img', { name: cardRating(language, 4) })).toBeVisible();
    cleanup();
    // No rating given, or an API that does not say it: nothing is made up.
    const { rating: _left, ...withoutRating } = PROFILE;
    for (const unrated of [{ ...PROFILE, rating: null }, withoutRating]) {
      await open(applicationWith('given', unrated), language);
      expect(screen.queryByTestId('profile-rating')).not.toBeInTheDocument();
      expect(within(screen.getByTestId('applicant-profile')).queryByRole('img', { name: /\d/ })).not.toBeInTheDocument();
      expect(screen.getByTestId('applicant-profile')).not.toHaveTextContent(localeTexts(language, 'candidates', 'dialog').rating ?? 'no such text');
      cleanup();
    }
  });

  it.each([
    ['on the website', true, 'withdrawQuestion', 'withdrawn', 'profileLeaving'],
    ['a draft', false, 'withdrawQuestionNotShown', 'withdrawnNotShown', 'profileNotShown'],
  ] as const)('withdrawing with the profile %s says what becomes of it', async (_where, wasShown, question, outcome, status) => {
    const user = userEvent.setup();
    withdrawConsent.mockResolvedValue({ ok: true, status: 200, data: { data: applicationWith('withdrawn', { ...PROFILE, shown: false }) } });
    await open(applicationWith('given', { ...PROFILE, shown: wasShown }), language);
    await user.click(screen.getByTestId('withdraw-consent'));
    expect(screen.getByText(texts(language)[question])).toHaveFocus();
    await user.click(screen.getByTestId('confirm-withdraw'));
    await waitFor(() => expect(screen.getByTestId('application-outcome')).toHaveTextContent(texts(language)[outcome]));
    expect(screen.getByTestId('profile-shown')).toHaveTextContent(texts(language)[status]);
    // Leaving the website or not, the CV is no longer promised to a family.
    expect(shownTexts(language)).toContain('cvNotSent');
    expect(shownTexts(language)).not.toContain('cvPrivate');
  });

  it('withdrawing with no profile never says a profile leaves the website', async () => {
    const user = userEvent.setup();
    withdrawConsent.mockResolvedValue({ ok: true, status: 200, data: { data: applicationWith('withdrawn', null) } });
    await open(applicationWith('given', null), language);
    await user.click(screen.getByTestId('withdraw-consent'));
    expect(screen.getByText(texts(language).withdrawQuestionNotShown)).toHaveFocus();
    await user.click(screen.getByTestId('confirm-withdraw'));
    await waitFor(() => expect(screen.getByTestId('application-outcome')).toHaveTextContent(texts(language).withdrawnNotShown));
    expect(screen.getByTestId('my-application')).not.toHaveTextContent(texts(language).withdrawn);
    expect(shownTexts(language).sort()).toEqual(['consentWithdrawn', 'profileNoneWithoutConsent']);
  });
});

/** The browser's own time zone, as the page reads it (Intl's resolved options). */
function visitorIn(timeZone: string) {
  const real = Intl.DateTimeFormat.prototype.resolvedOptions;
  jest.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (this: Intl.DateTimeFormat) {
    return { ...real.call(this), timeZone };
  });
}

describe("the page's dates", () => {
  it.each([
    ['en', '27 November 2026'],
    ['ru', '27 ноября 2026 г.'],
    ['ar', '27 نوفمبر 2026'],
  ] as const)('are the visitor’s own (%s): applying at 19:10 on 27 November in Los Angeles says the 27th, not Dubai’s 28th', async (language, day) => {
    visitorIn('America/Los_Angeles');
    const lateEvening = '2026-11-28T03:10:00.000Z';
    await open({ ...applicationWith('withdrawn', null), created_at: lateEvening, consent_at: lateEvening, consent_withdrawn_at: lateEvening }, language);
    const page = screen.getByTestId('my-application');
    expect(page.textContent?.split(day).length).toBe(3);
    expect(page).not.toHaveTextContent(day.replace('27', '28'));
  });

  const zones = fc.constantFrom(...Intl.supportedValuesOf('timeZone'), 'UTC', 'Etc/GMT+12', 'Etc/GMT-14');
  const instants = fc.integer({ min: Date.UTC(2025, 0, 1), max: Date.UTC(2028, 11, 31) }).map((ms) => new Date(ms));
  test.prop([zones, instants, fc.constantFrom(...LANGUAGES)], { numRuns: 25 })('are the day of any zone the browser names', async (timeZone, instant, language) => {
    visitorIn(timeZone);
    await open({ ...applicationWith('given', null), created_at: instant.toISOString(), consent_at: instant.toISOString() }, language);
    // The zone's wall-clock day, read apart from how the page writes it.
    const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric' }).formatToParts(instant);
    const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
    const wallDay = new Date(Date.UTC(part('year'), part('month') - 1, part('day')));
    const written = new Intl.DateTimeFormat(DATE_LOCALES[language], { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(wallDay);
    expect(screen.getByTestId('consent-state')).toHaveTextContent(written);
    cleanup();
    jest.restoreAllMocks();
  });
});
