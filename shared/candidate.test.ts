import { normalizeRating, parseList, toCandidate } from './candidate';
import type { TeacherAnswer } from './contract/candidate';

describe('parseList', () => {
  it.each<[unknown, string[]]>([
    [['Nanny', ' Governess '], ['Nanny', 'Governess']],
    ['["Nanny","Tutor"]', ['Nanny', 'Tutor']],
    ['Nanny, Tutor', ['Nanny', 'Tutor']],
    ['Tutor', ['Tutor']],
    ['', []],
    [null, []],
    [undefined, []],
    [[], []],
    ['[broken', ['broken']],
  ])('%p becomes %p', (input, expected) => {
    expect(parseList(input)).toEqual(expected);
  });
});

describe('normalizeRating', () => {
  it('keeps 1..5 and makes no rating of a missing or unreadable one (no default stars)', () => {
    expect(normalizeRating(3)).toBe(3);
    expect(normalizeRating('4')).toBe(4);
    expect(normalizeRating(9)).toBe(5);
    for (const none of [null, undefined, 0, 0.4, -2, '', ' ', 'five', Number.NaN, Infinity, {}]) expect(normalizeRating(none)).toBeNull();
  });
});

describe('toCandidate', () => {
  it('joins the name and maps every field', () => {
    expect(
      toCandidate({
        id: 7,
        first_name: 'Maria',
        last_name: 'Santos',
        roles: '["Nanny"]',
        language: 'English, Tagalog',
        image: 'http://api.test/media/a.jpg',
        rating: null,
        description: '  ',
        description_language: 'en',
        experience_with_ages: '0-2',
        attach_cv: null,
        country: 'Philippines',
      }),
    ).toEqual({
      id: 7,
      name: 'Maria Santos',
      roles: ['Nanny'],
      languages: ['English', 'Tagalog'],
      imageUrl: 'http://api.test/media/a.jpg',
      rating: null,
      description: null,
      descriptionLanguage: null,
      experienceWithAges: '0-2',
      cvUrl: null,
      cvOnRequest: false,
      country: 'Philippines',
    });
  });

  // Our API says cv_on_request; an API of the seed's contract does not (absent: no CV on request).
  // A CV to download is offered as it is, whatever the flag.
  it.each<[string, Partial<TeacherAnswer>, { cvUrl: string | null; cvOnRequest: boolean }]>([
    ['flag absent, no CV', {}, { cvUrl: null, cvOnRequest: false }],
    ['flag absent, a CV', { attach_cv: 'http://api.test/media/cv.pdf' }, { cvUrl: 'http://api.test/media/cv.pdf', cvOnRequest: false }],
    ['a private CV', { attach_cv: null, cv_on_request: true }, { cvUrl: null, cvOnRequest: true }],
    ['a private CV, attach_cv empty', { attach_cv: '', cv_on_request: true }, { cvUrl: null, cvOnRequest: true }],
    ['no CV at all', { attach_cv: null, cv_on_request: false }, { cvUrl: null, cvOnRequest: false }],
    ['a CV to download and the flag', { attach_cv: 'http://api.test/media/cv.pdf', cv_on_request: true }, { cvUrl: 'http://api.test/media/cv.pdf', cvOnRequest: false }],
  ])('reads the CV: %s', (_case, fields, expected) => {
    expect(toCandidate({ id: 3, ...fields })).toMatchObject(expected);
  });
});
