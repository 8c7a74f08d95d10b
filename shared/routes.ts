/**
 * Every fixed route (docs/product-rules.md, Pages and languages). One table drives page creation, the sitemap and the
 * browser tests, so they cannot drift apart (the static server knows none of them: it serves
 * whatever the build wrote, and each language's 404 page for the rest).
 */
import { LANGUAGES, type Language } from './constants';
import { localizePath } from './language';

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

/** The query parameter that makes the candidates page open one candidate's profile. */
export const CANDIDATE_QUERY = 'candidate';

/** A candidate's profile on the site (a link in the staff's mail and admin opens her card). */
export function candidatePathFor(id: number): string {
  return `/candidate-details?${CANDIDATE_QUERY}=${id}`;
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

export type Template = 'home' | 'about' | 'service' | 'contact' | 'booking' | 'bookingManage' | 'applicant' | 'shortlist' | 'blogs' | 'candidates' | 'privacy' | 'notFound';

export interface RouteDefinition {
  /** Path without language prefix. */
  path: string;
  template: Template;
  /** Locale namespaces the page needs besides "common". */
  namespaces: readonly string[];
  serviceSlug?: ServiceSlug;
  /** False for a page search engines must not list (noindex, left out of the sitemap). */
  indexed?: false;
}

export const FIXED_ROUTES: readonly RouteDefinition[] = [
  { path: '/', template: 'home', namespaces: ['home', 'forms', 'validation'] },
  { path: '/about-us', template: 'about', namespaces: ['about'] },
  ...SERVICE_SLUGS.map(
    (slug): RouteDefinition => ({ path: `/${slug}`, template: 'service', namespaces: ['services'], serviceSlug: slug }),
  ),
  { path: '/contact-us', template: 'contact', namespaces: ['contact', 'booking', 'forms', 'validation'] },
  { path: BOOKING_PATH, template: 'booking', namespaces: ['booking', 'forms', 'validation'] },
  // A family's own booking, opened by the private link of their mail: nothing for a search engine.
  { path: BOOKING_MANAGE_PATH, template: 'bookingManage', namespaces: ['booking', 'forms', 'validation'], indexed: false },
  // An applicant's own application, opened by the private link of their mail: nothing for a search engine.
  { path: APPLICANT_PATH, template: 'applicant', namespaces: ['applicant', 'candidates', 'consent', 'validation'], indexed: false },
  // A family's shortlist, opened by the private link of the mail that presents it: nothing for a search engine.
  { path: SHORTLIST_PATH, template: 'shortlist', namespaces: ['shortlist', 'candidates', 'validation'], indexed: false },
  { path: '/blogs', template: 'blogs', namespaces: ['blog'] },
  { path: '/candidate-details', template: 'candidates', namespaces: ['candidates', 'consent', 'forms', 'validation'] },
  { path: PRIVACY_PATH, template: 'privacy', namespaces: ['privacy', 'forms'] },
  { path: '/404', template: 'notFound', namespaces: [] },
];

export const BLOG_BASE_PATH = '/blogs';

export function blogPostPath(slug: string): string {
  return `${BLOG_BASE_PATH}/${slug}`;
}

export interface LocalizedRoute extends RouteDefinition {
  language: Language;
  localizedPath: string;
}

export function localizedFixedRoutes(): LocalizedRoute[] {
  return FIXED_ROUTES.flatMap((route) =>
    LANGUAGES.map((language) => ({ ...route, language, localizedPath: localizePath(route.path, language) })),
  );
}
