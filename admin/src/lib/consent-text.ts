/**
 * How the admin says what a profile's consent is: given (when, from which page, which wording),
 * withdrawn, or never given. One wording for the application's page and the candidate's.
 */
import { isLanguage } from '@efe/shared/language';
import { officeMoment } from './dates';
import { LANGUAGE_NAMES } from './language-names';

export interface ConsentFacts {
  consent_version: number | null;
  consent_at: string | null;
  consent_withdrawn_at: string | null;
}

const pageName = (language: string) => (isLanguage(language) ? LANGUAGE_NAMES[language] : language);

/** "Given 25/11/2026 14:05 (Dubai) on the English page (wording 1)"; "Withdrawn 26/11/2026 09:00 (Dubai): … (given …)"; "Not given". */
export function consentLine(consent: ConsentFacts, language: string): string {
  if (consent.consent_at === null) return 'Not given: a profile made from this application cannot be published';
  const given = `given ${officeMoment(consent.consent_at)} on the ${pageName(language)} page (wording ${consent.consent_version ?? '?'})`;
  if (consent.consent_withdrawn_at !== null) return `Withdrawn ${officeMoment(consent.consent_withdrawn_at)}: the profile cannot be published (${given})`;
  return `G${given.slice(1)}`;
}
