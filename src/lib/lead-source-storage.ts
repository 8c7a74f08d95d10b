/**
 * The visit's source in the browser's session storage (what it is: lead-source.ts): noted on the
 * first page of a visit (gatsby-browser.tsx), read when a form is sent.
 */
import { acceptable, type LeadSource, type LeadSourceField } from '@efe/shared/lead-source';

export const LEAD_SOURCE_STORAGE_KEY = 'leadSource';

/** Notes where this visit came from, once: later pages of the visit keep the first one's. */
export function rememberLeadSource(storage: Pick<Storage, 'getItem' | 'setItem'>, source: () => LeadSource): void {
  try {
    if (storage.getItem(LEAD_SOURCE_STORAGE_KEY) === null) storage.setItem(LEAD_SOURCE_STORAGE_KEY, JSON.stringify(source()));
  } catch {
    // Storage refused (private mode, full): the lead is sent without its source.
  }
}

/** The visit's source as noted, checked again (storage is the visitor's to change), or nothing. */
export function rememberedLeadSource(storage: Pick<Storage, 'getItem'> | null): LeadSource {
  try {
    const stored: unknown = JSON.parse(storage?.getItem(LEAD_SOURCE_STORAGE_KEY) ?? 'null');
    if (typeof stored !== 'object' || stored === null) return {};
    const values = new Map<string, unknown>(Object.entries(stored));
    const field = (name: LeadSourceField) => {
      const value = values.get(name);
      return typeof value === 'string' ? value : null;
    };
    return acceptable({
      landing_path: field('landing_path'),
      referrer_host: field('referrer_host'),
      utm_source: field('utm_source'),
      utm_medium: field('utm_medium'),
      utm_campaign: field('utm_campaign'),
    });
  } catch {
    return {};
  }
}

/** The window's session storage, or null where the browser refuses it (cookies blocked). */
export function visitStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}
