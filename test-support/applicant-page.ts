/** What the applicant page's tests share: its namespaces, a key, its texts, and its mocked calls (each test file mocks its './applicant-api'). */
import type { Language } from '@efe/shared/constants';
import type { ApplicantProfile, PublicApplication } from '@efe/shared/contract/applicant';
import { applicantApi } from '../src/components/applicant/applicant-api';
import { localeFile, localeTexts } from './locale-file';

export const NAMESPACES = ['applicant', 'candidates', 'consent', 'validation', 'common'] as const;
/** A key of the private link's shape. */
export const KEY = 'k'.repeat(43);

export const locale = localeFile;
export const texts = (language: Language) => localeTexts(language, 'applicant');

/** The page's calls, as the test file's jest.mock('./applicant-api', …) made them. */
export const applicantCalls = () => ({
  lookUp: applicantApi.lookUp as jest.MockedFunction<typeof applicantApi.lookUp>,
  withdrawConsent: applicantApi.withdrawConsent as jest.MockedFunction<typeof applicantApi.withdrawConsent>,
  erase: applicantApi.erase as jest.MockedFunction<typeof applicantApi.erase>,
});

const GIVEN = '2026-11-20T08:00:00.000Z';
/** When `applicationWith('withdrawn', …)` was withdrawn. */
export const WITHDRAWN = '2026-11-27T10:00:00.000Z';

/** A profile on the website, rated 4: every field our API's answer carries (api/test/applicant-consent.test.ts checks it sends them all). */
export const PROFILE: Required<ApplicantProfile> = {
  shown: true,
  first_name: 'Grace',
  last_name: 'Okafor',
  roles: ['Nanny'],
  languages: ['English'],
  experience_with_ages: '0-2',
  country: 'Kenya',
  photo_url: 'https://api.example/media/grace.png',
  has_cv: true,
  description: 'Warm and patient.',
  rating: 4,
};

/** Grace's application, sent and (unless 'none') agreed to on the same day, with `profile` made from it or none. */
export const applicationWith = (consent: 'given' | 'none' | 'withdrawn', profile: ApplicantProfile | null): PublicApplication => ({
  name: 'Grace Okafor',
  role: 'Nanny',
  languages: ['English'],
  age_group: '0-2',
  created_at: GIVEN,
  consent_version: consent === 'none' ? null : 1,
  consent_at: consent === 'none' ? null : GIVEN,
  consent_withdrawn_at: consent === 'withdrawn' ? WITHDRAWN : null,
  profile,
});
