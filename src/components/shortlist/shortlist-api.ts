import type { Language } from '@efe/shared/constants';
import type { ShortlistAnswer } from '@efe/shared/contract/engagement';
import { propertyOf } from '@efe/shared/read-unknown';
import { apiBaseUrl, postJson } from '../../lib/api-client';

const CV_TIMEOUT_MS = 60_000;

/** A CV as the link gave it, or why not (the server's words when it said any). */
export type CvResult = { ok: true; file: Blob } | { ok: false; message: string | null; status: number | null };

/**
 * A family's shortlist, by the private link's key (in the body, never in a URL); loaded with the
 * shortlist's page only, so no other page carries these calls.
 */
export const shortlistApi = {
  lookUp: (token: string, language: Language) => postJson('/api/shortlist/lookup', { token, site_language: language }),
  answer: (token: string, language: Language, candidateId: number, answer: ShortlistAnswer, reason: string) =>
    postJson('/api/shortlist/answer', { token, site_language: language, candidate_id: candidateId, answer, ...(reason ? { reason } : {}) }),
  /** The CV's bytes: served only through the key, so fetched and handed to the browser as a file, never a link of its own. */
  async cv(token: string, language: Language, candidateId: number): Promise<CvResult> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), CV_TIMEOUT_MS);
    try {
      const response = await fetch(`${apiBaseUrl()}/api/shortlist/cv`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token, site_language: language, candidate_id: candidateId }),
        signal: controller.signal,
      });
      if (response.ok) return { ok: true, file: await response.blob() };
      const said: unknown = await response.json().catch(() => null);
      const error = propertyOf(said, 'error');
      return { ok: false, message: typeof error === 'string' ? error : null, status: response.status };
    } catch {
      return { ok: false, message: null, status: null };
    } finally {
      clearTimeout(timer);
    }
  },
};
