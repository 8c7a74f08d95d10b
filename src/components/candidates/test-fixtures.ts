import type { Teacher } from '@efe/shared/contract/candidate';
import type { FilterOptions } from '@efe/shared/contract/candidate';
import type { CandidateView } from './candidate-view';

/** Realistic candidates for component tests (no build images: jsdom has no sharp output). */
export function candidate(id: number, overrides: Partial<CandidateView> = {}): CandidateView {
  return {
    id,
    name: `Candidate ${id}`,
    roles: ['Nanny'],
    languages: ['English'],
    imageUrl: null,
    rating: 5,
    description: null,
    descriptionLanguage: null,
    experienceWithAges: null,
    cvUrl: null,
    cvOnRequest: false,
    country: 'Philippines',
    image: null,
    ...overrides,
  };
}

export const amina = candidate(1, {
  name: 'Amina Haddad',
  roles: ['Governess', 'Tutor'],
  languages: ['Arabic', 'English', 'French'],
  country: 'Lebanon',
  rating: 4,
  description: 'Former primary teacher who prepares children for British curriculum schools.',
  descriptionLanguage: 'en',
  experienceWithAges: '6-12 years',
  cvUrl: 'http://127.0.0.1:4000/media/cv/amina.pdf',
  imageUrl: 'http://127.0.0.1:4000/media/photos/amina.jpg',
});
export const grace = candidate(2, { name: 'Grace Wanjiru', roles: ['Nanny'], languages: ['English'], country: 'Kenya' });
export const olga = candidate(3, {
  name: 'Olga Petrova',
  roles: ['Tutor'],
  languages: ['Russian', 'English'],
  country: 'Russia',
  rating: 5,
});
/** Everything missing: every display default applies, and no stars (docs/product-rules.md, Candidates). */
export const maria = candidate(4, { name: 'Maria Santos', roles: [], languages: [], country: null, rating: null });

export const options: FilterOptions = {
  roles: ['Governess', 'Nanny', 'Teacher', 'Tutor'],
  countries: ['Kenya', 'Lebanon', 'Philippines', 'Russia'],
  languages: ['Arabic', 'English', 'French', 'Russian'],
};

export function teacherOf(view: CandidateView): Teacher {
  const [first_name, ...rest] = view.name.split(' ');
  return {
    id: view.id,
    first_name,
    last_name: rest.join(' '),
    roles: view.roles,
    language: view.languages,
    image: view.imageUrl,
    rating: view.rating,
    description: view.description,
    description_language: view.descriptionLanguage,
    experience_with_ages: view.experienceWithAges,
    attach_cv: view.cvUrl,
    country: view.country,
    cv_on_request: view.cvOnRequest,
  };
}

/** `count` candidates with ids 1 to count. */
export const many = (count: number) => Array.from({ length: count }, (_, index) => candidate(index + 1));
