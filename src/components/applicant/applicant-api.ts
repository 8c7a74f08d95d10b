import type { Language } from '@efe/shared/constants';
import { postJson } from '../../lib/api-client';

/**
 * The page's language in the address too: a refusal given before the body is read (one too large
 * to read) is then in the page's language as well.
 */
const route = (action: 'lookup' | 'withdraw' | 'erase', language: Language) => `/api/applicant/${action}?site_language=${language}`;

/** An applicant's own application, by the private link's key (in the body, never in a URL); loaded with the applicant's page only. */
export const applicantApi = {
  lookUp: (token: string, language: Language) => postJson(route('lookup', language), { token, site_language: language }),
  withdrawConsent: (token: string, language: Language) => postJson(route('withdraw', language), { token, site_language: language }),
  erase: (token: string, language: Language) => postJson(route('erase', language), { token, site_language: language }),
};
