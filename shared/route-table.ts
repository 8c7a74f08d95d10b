/**
 * Every fixed route (docs/product-rules.md, Pages and languages). One table drives page creation, the sitemap and the
 * browser tests, so they cannot drift apart (the static server knows none of them: it serves
 * whatever the build wrote, and each language's 404 page for the rest). Kept apart from the paths
 * (routes.ts): a page's JavaScript links to paths, and never needs this table.
 */
import { LANGUAGES, type Language } from './constants';
import { localizePath } from './language';
import { APPLICANT_PATH, BOOKING_MANAGE_PATH, CANDIDATES_PATH, BOOKING_PATH, PRIVACY_PATH, SERVICE_SLUGS, SHORTLIST_PATH, type ServiceSlug } from './routes';

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
  { path: CANDIDATES_PATH, template: 'candidates', namespaces: ['candidates', 'consent', 'forms', 'validation'] },
  { path: PRIVACY_PATH, template: 'privacy', namespaces: ['privacy', 'forms'] },
  { path: '/404', template: 'notFound', namespaces: [] },
];

export interface LocalizedRoute extends RouteDefinition {
  language: Language;
  localizedPath: string;
}

export function localizedFixedRoutes(): LocalizedRoute[] {
  return FIXED_ROUTES.flatMap((route) =>
    LANGUAGES.map((language) => ({ ...route, language, localizedPath: localizePath(route.path, language) })),
  );
}
