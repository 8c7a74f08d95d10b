import { consentStands } from '@efe/shared/profile-consent';
import { consentLine } from './consent-text';

describe('the consent as the admin says it', () => {
  const given = { consent_version: 1, consent_at: '2026-11-25T10:05:00.000Z', consent_withdrawn_at: null };

  it('names the time, the page and the wording of a consent given', () => {
    expect(consentLine(given, 'ar')).toBe('Given 25/11/2026 14:05 (Dubai) on the العربية (Arabic) page (wording 1)');
    expect(consentStands(given)).toBe(true);
  });

  it('says a withdrawn consent first, with what it was', () => {
    const withdrawn = { ...given, consent_withdrawn_at: '2026-11-26T08:00:00.000Z' };
    expect(consentLine(withdrawn, 'ru')).toBe('Withdrawn 26/11/2026 12:00 (Dubai): the profile cannot be published (given 25/11/2026 14:05 (Dubai) on the Русский (Russian) page (wording 1))');
    expect(consentStands(withdrawn)).toBe(false);
  });

  it('says when none was given', () => {
    const none = { consent_version: null, consent_at: null, consent_withdrawn_at: null };
    expect(consentLine(none, 'en')).toBe('Not given: a profile made from this application cannot be published');
    expect(consentStands(none)).toBe(false);
  });
});
