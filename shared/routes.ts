/**
 * The site's paths and the links between its pages (docs/product-rules.md, Pages and languages).
 * Which page each path gets, in which languages, is the route table beside it (route-table.ts),
 * which only the build and the tests read: the pages' own JavaScript carries only the paths.
 */

export const SERVICE_SLUGS = [
  'elite-governess',
  'premier-nanny',
  'baby-brain-boost',
  'personalised-home-learning-support',
  'university-pathway-program',
  'alchemy-leadership',
  'school-placement',
  'education-consultancy-dubai',
  'private-tutoring-service-in-dubai',
  'online-homeschooling-in-dubai',
  'abroad-education-consultancy-dubai',
] as const;
export type ServiceSlug = (typeof SERVICE_SLUGS)[number];

export function isServiceSlug(value: string): value is ServiceSlug {
  return SERVICE_SLUGS.some((slug) => slug === value);
}

/** The contact page with a service already chosen: where a service page's buttons lead. */
export function contactPathFor(service: ServiceSlug): string {
  return `/contact-us?service=${service}`;
}

/** The free consultation's booking page, where every "Book a free consultation" button leads. */
export const BOOKING_PATH = '/book-consultation';

/** The booking page with a service already chosen (a service page's buttons). */
export function bookingPathFor(service: ServiceSlug): string {
  return `${BOOKING_PATH}?service=${service}`;
}

/**
 * A family's own booking, to move or cancel: the private link of their mail carries its key in
 * the fragment, which browsers never send to a server or in a Referer.
 */
export const BOOKING_MANAGE_PATH = '/book-consultation/manage';

/**
 * An applicant's own application, opened by the private link of their acknowledgement mail (its
 * key in the fragment, as the booking's): what families would be shown, withdrawing the consent,
 * erasing the application.
 */
export const APPLICANT_PATH = '/my-application';

/**
 * A family's shortlist, opened by the private link of the mail that presents it (its key in the
 * fragment, as the booking's): the candidates, their CVs, and an answer to each.
 */
export const SHORTLIST_PATH = '/shortlist';

/** The candidate search. */
export const CANDIDATES_PATH = '/candidate-details';

/** The query parameter that makes the candidates page open one candidate's profile. */
export const CANDIDATE_QUERY = 'candidate';

/** A candidate's profile on the site (a link in the staff's mail and admin opens her card). */
export function candidatePathFor(id: number): string {
  return `${CANDIDATES_PATH}?${CANDIDATE_QUERY}=${id}`;
}

/** The header's Services dropdown (the first seven service pages, docs/product-rules.md, Services). */
export const HEADER_SERVICE_SLUGS: readonly ServiceSlug[] = SERVICE_SLUGS.slice(0, 7);

/** The home page's grid of six service cards. */
export const HOME_SERVICE_SLUGS = [
  'elite-governess',
  'premier-nanny',
  'baby-brain-boost',
  'personalised-home-learning-support',
  'university-pathway-program',
  'school-placement',
] as const satisfies readonly ServiceSlug[];

/** The privacy notice, linked from the footer and under each form's send button. */
export const PRIVACY_PATH = '/privacy-policy';

export const BLOG_BASE_PATH = '/blogs';

export function blogPostPath(slug: string): string {
  return `${BLOG_BASE_PATH}/${slug}`;
}
