import { normalizeRating, parseList, toCandidate } from './candidate';

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
  it('defaults to 5 and keeps 1..5', () => {
    expect(normalizeRating(null)).toBe(5);
    expect(normalizeRating(0)).toBe(5);
    expect(normalizeRating('4')).toBe(4);
    expect(normalizeRating(9)).toBe(5);
    expect(normalizeRating(3)).toBe(3);
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
      rating: 5,
      description: null,
      descriptionLanguage: null,
      experienceWithAges: '0-2',
      cvUrl: null,
      country: 'Philippines',
    });
  });
});
