import type { Language } from '@shared/constants';
import { postJson } from '../../lib/api-client';

/** An applicant's own application, by the private link's key (in the body, never in a URL); loaded with the applicant's page only. */
export const applicantApi = {
  lookUp: (token: string, language: Language) => postJson('/api/applicant/lookup', { token, site_language: language }),
  withdrawConsent: (token: string, language: Language) => postJson('/api/applicant/withdraw', { token, site_language: language }),
  erase: (token: string, language: Language) => postJson('/api/applicant/erase', { token, site_language: language }),
};
