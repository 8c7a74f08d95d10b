/**
 * How the browser asks the content API (lib/api-client.ts holds every call): each request resolves
 * to a result object instead of throwing, so every caller must handle the failure cases it can show.
 * Apart from the client, with the one call the booking page's first view makes (its free times):
 * that view carries no more of the client, whose other calls come with the code that makes them.
 */
import { isRecord, propertyOf } from '@efe/shared/read-unknown';
import { errorMessage } from '@efe/shared/error-facts';

const DEFAULT_TIMEOUT_MS = 20_000;

export function apiBaseUrl(): string {
  return (process.env.GATSBY_API_URL || 'http://127.0.0.1:4000').replace(/\/+$/, '');
}

/** `data` is the answer as sent: callers check what they read (shared/contract/answer-checks.ts). */
export type ApiResult<T = unknown> =
  | { ok: true; status: number; data: T }
  /** The server answered with an error; `errors` holds its field messages when it sent any. */
  | { ok: false; kind: 'http'; status: number; message: string; errors: Record<string, string>; body?: unknown }
  | { ok: false; kind: 'network' | 'timeout'; message: string };

export async function request(path: string, init: RequestInit = {}, timeoutMs = DEFAULT_TIMEOUT_MS): Promise<ApiResult> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  let response: Response;
  try {
    response = await fetch(`${apiBaseUrl()}${path}`, {
      ...init,
      signal: controller.signal,
      headers: { accept: 'application/json', ...(init.headers ?? {}) },
    });
  } catch (error) {
    clearTimeout(timer);
    const timedOut = controller.signal.aborted;
    return {
      ok: false,
      kind: timedOut ? 'timeout' : 'network',
      message: errorMessage(error),
    };
  }
  clearTimeout(timer);
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    body = null;
  }
  if (!response.ok) {
    const said = (field: string) => {
      const value = propertyOf(body, field);
      return typeof value === 'string' ? value : '';
    };
    return {
      ok: false,
      kind: 'http',
      status: response.status,
      message: said('error') || said('message') || response.statusText || `HTTP ${response.status}`,
      errors: fieldMessages(propertyOf(body, 'errors')),
      body,
    };
  }
  return { ok: true, status: response.status, data: body };
}

/** The answer's field messages (`{ "errors": { "email": "…" } }`), text only. */
function fieldMessages(errors: unknown): Record<string, string> {
  if (!isRecord(errors)) return {};
  return Object.fromEntries(Object.entries(errors).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/** The consultation times still free (never cached: they change with every booking). */
export const freeSlots = () => request('/api/booking/slots', { cache: 'no-store' });
