import { brokenStorage } from '../../test-support/broken-storage';
import { LEAD_SOURCE_STORAGE_KEY, rememberedLeadSource, rememberLeadSource } from './lead-source-storage';

describe('remembering the source for the visit', () => {
  it('keeps the first page\'s source for the whole visit', () => {
    rememberLeadSource(sessionStorage, () => ({ landing_path: '/elite-governess', utm_source: 'newsletter' }));
    rememberLeadSource(sessionStorage, () => ({ landing_path: '/contact-us' }));
    expect(rememberedLeadSource(sessionStorage)).toEqual({ landing_path: '/elite-governess', utm_source: 'newsletter' });
    sessionStorage.clear();
  });

  it('checks what it reads back, and gives nothing for an unreadable or refused storage', () => {
    sessionStorage.setItem(LEAD_SOURCE_STORAGE_KEY, JSON.stringify({ landing_path: '/', utm_source: '<b>', referrer_host: 42 }));
    expect(rememberedLeadSource(sessionStorage)).toEqual({ landing_path: '/' });
    sessionStorage.setItem(LEAD_SOURCE_STORAGE_KEY, '{not json');
    expect(rememberedLeadSource(sessionStorage)).toEqual({});
    sessionStorage.clear();
    expect(rememberedLeadSource(null)).toEqual({});
    expect(() => rememberLeadSource(brokenStorage, () => ({ landing_path: '/' }))).not.toThrow();
    expect(rememberedLeadSource(brokenStorage)).toEqual({});
  });
});
