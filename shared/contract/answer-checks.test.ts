/**
 * The browser's hand-written checks say exactly what the contract's schemas say, for every
 * field's presence and type (lengths are the API's to enforce): each field of a valid answer is
 * removed and replaced by values of every JSON type, and the check must agree with Ajv.
 */
import Ajv from 'ajv';
import type { TObject } from '@sinclair/typebox';
import { BlogPost } from './blog-post';
import { FilterOptions, Teacher } from './candidate';
import { FreeSlot, PublicBooking } from './booking';
import { ApplicantProfile, PublicApplication } from './applicant';
import { isBlogPost, isFilterOptions, isFreeSlot, isPublicBooking, isTeacher } from './answer-checks';
import { isApplicantProfile, isPublicApplication } from './applicant-checks';
import { PublicShortlist, ShortlistCandidate } from './shortlist';
import { isPublicShortlist } from './shortlist-checks';

const ajv = new Ajv({ strict: false });

const VALUES: unknown[] = [undefined, null, 0, 7, 2.5, -1, '', 'text', 'en', [], ['a'], [1], {}, true];

const SHORTLISTED = {
  id: 7,
  first_name: 'Maria',
  last_name: 'Santos',
  roles: ['Nanny'],
  languages: ['English'],
  experience_with_ages: '0-2',
  country: null,
  rating: 5,
  photo_url: 'https://api.example/media/a.jpg',
  description: null,
  has_cv: true,
  answer: 'decline',
  reason: 'Too far from us.',
};

const cases: Array<[string, TObject, (value: unknown) => boolean, Record<string, unknown>]> = [
  ['free slot', FreeSlot, isFreeSlot, { start: '2026-11-30T05:00:00.000Z', end: '2026-11-30T05:30:00.000Z' }],
  [
    'booking shown by its link',
    PublicBooking,
    isPublicBooking,
    {
      id: 4,
      starts_at: '2026-11-30T05:00:00.000Z',
      ends_at: '2026-11-30T05:30:00.000Z',
      meeting: 'video',
      full_name: 'Fatima',
      service: null,
      status: 'booked',
      cancelled_by: null,
      site_language: 'ar',
    },
  ],
  [
    'application shown by its link',
    PublicApplication,
    isPublicApplication,
    {
      name: 'Maria Santos',
      role: 'Nanny',
      languages: ['English'],
      age_group: '0-2',
      created_at: '2026-11-30T05:00:00.000Z',
      consent_version: 1,
      consent_at: '2026-11-30T05:00:00.000Z',
      consent_withdrawn_at: null,
      profile: {
        shown: true,
        first_name: 'Maria',
        last_name: 'Santos',
        roles: ['Nanny'],
        languages: ['English'],
        experience_with_ages: '0-2',
        country: null,
        photo_url: 'https://api.example/media/a.jpg',
        has_cv: true,
        description: null,
      },
    },
  ],
  [
    'profile an application shows',
    ApplicantProfile,
    isApplicantProfile,
    {
      shown: false,
      first_name: 'Maria',
      last_name: 'Santos',
      roles: ['Nanny'],
      languages: ['English'],
      experience_with_ages: null,
      country: 'Philippines',
      photo_url: null,
      has_cv: false,
      description: 'Warm and patient.',
      rating: 4,
    },
  ],
  [
    'blog post',
    BlogPost,
    isBlogPost,
    {
      id: 3,
      slug: 'choosing-a-nanny',
      title: 'Choosing a nanny',
      content: '<p>Text</p>',
      category: null,
      author: 'Layla',
      meta_description: null,
      content_language: 'en',
      category_language: 'en',
      author_language: 'en',
      image: null,
      published_at: '2026-01-05T08:00:00.000Z',
    },
  ],
  [
    'candidate',
    Teacher,
    isTeacher,
    {
      id: 1,
      first_name: 'Maria',
      last_name: 'Santos',
      roles: ['Nanny'],
      language: 'English',
      image: 'https://api.example/media/maria.jpg',
      rating: 5,
      experience_with_ages: '0-5',
      attach_cv: null,
      country: 'Philippines',
      description: 'Warm and patient.',
      description_language: 'ar',
      cv_on_request: false,
    },
  ],
  ['filter options', FilterOptions, isFilterOptions, { roles: ['Nanny'], countries: [], languages: ['English', 'Arabic'] }],
  ['shortlist shown by its link', PublicShortlist, isPublicShortlist, { family_name: 'Layla Haddad', service: 'premier-nanny', candidates: [SHORTLISTED] }],
  // Each candidate of it, field by field (the list above holds one).
  ['shortlisted candidate', ShortlistCandidate, (value: unknown) => isPublicShortlist({ family_name: 'L', service: null, candidates: [value] }), SHORTLISTED],
];

describe.each(cases)('the %s check', (_name, schema, check, valid) => {
  const contract = ajv.compile(schema);

  test('takes a valid answer and refuses what is not an object', () => {
    expect(contract(valid)).toBe(true);
    expect(check(valid)).toBe(true);
    for (const value of [null, 'text', [valid], 3]) expect(check(value)).toBe(false);
  });

  test.each(Object.keys(schema.properties))('agrees with the contract on every value of %s', (field) => {
    for (const value of VALUES) {
      const answer = { ...valid, [field]: value };
      if (value === undefined) delete answer[field];
      expect({ field, value, accepted: check(answer) }).toEqual({ field, value, accepted: contract(answer) });
    }
  });
});
