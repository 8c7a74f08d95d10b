/**
 * The admin's one way to call the admin API: same origin (the session cookie goes along), the
 * session's CSRF token on every write, JSON in and out through react-admin's fetchJson, and errors
 * as react-admin shows them (a message, and per-field messages that land under the inputs).
 */
import { fetchUtils, HttpError } from 'react-admin';
import { isRecord, propertyOf } from '@efe/shared/read-unknown';

let csrfToken: string | null = null;

/** Set on login and on each session check; cleared on logout. */
export function setCsrfToken(token: string | null): void {
  csrfToken = token;
}

export interface AdminAnswer<T> {
  status: number;
  body: T;
}

const UNREACHABLE = 'The admin API cannot be reached. Check your connection and try again.';

/** Same origin (the session cookie goes along), the session's CSRF token on every write, JSON sent as JSON. */
function requestOf(init: RequestInit, accept: string): RequestInit {
  const headers = new Headers(init.headers);
  const method = (init.method ?? 'GET').toUpperCase();
  if (method !== 'GET' && method !== 'HEAD' && csrfToken) headers.set('X-CSRF-Token', csrfToken);
  if (typeof init.body === 'string') headers.set('Content-Type', 'application/json');
  headers.set('Accept', accept);
  return { ...init, headers, credentials: 'same-origin' };
}

/** A JSON call through react-admin's own fetchJson, its refusals as the API words them. */
export async function adminFetch<T = unknown>(path: string, init: RequestInit = {}): Promise<AdminAnswer<T>> {
  try {
    const { status, json } = await fetchUtils.fetchJson(path, requestOf(init, 'application/json'));
    // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- the admin API serializes each answer through its route's response schema, which `T` restates (same origin, same repository).
    return { status, body: json as T };
  } catch (error) {
    if (error instanceof HttpError) throw answerError(error.status, error.body);
    throw new HttpError(UNREACHABLE, 0);
  }
}

/** A file the API answers (a ZIP), with the name it suggests. */
export async function adminDownload(path: string, init: RequestInit = {}): Promise<{ blob: Blob; filename: string }> {
  const response = await fetch(path, requestOf(init, 'application/zip, application/json')).catch(() => {
    throw new HttpError(UNREACHABLE, 0);
  });
  if (!response.ok) throw answerError(response.status, await response.json().catch(() => null));
  const filename = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'download';
  return { blob: await response.blob(), filename };
}

/**
 * The API answers `{ error }` or `{ errors: { field: message } }`; react-admin reads `body.errors`,
 * puts each message under its input, and pops up `root.serverError`, which is the refusal in
 * one line (without it, a form the API refused popped up "The form is not valid").
 */
export function answerError(status: number, body: unknown): HttpError {
  const said = propertyOf(body, 'error');
  const errors = propertyOf(body, 'errors');
  const fields = isRecord(errors) && Object.keys(errors).length > 0 ? errors : null;
  const message = typeof said === 'string' ? said : fields ? refusalLine(fields) : `The admin API answered ${status}.`;
  return new HttpError(message, status, fields ? { errors: { ...fieldErrors(fields), root: { serverError: message } } } : (body ?? {}));
}

/**
 * A refusal of fields in one line: the one field's message, whole (a sentence such as "Not
 * published: …", or a fragment such as "is required" after its field's name), or, for several,
 * where to look.
 */
function refusalLine(fields: Record<string, unknown>): string {
  const messages = Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  if (messages.length !== 1) return 'Some fields need attention: see the messages under them.';
  const [field, message] = messages[0];
  return /^\p{Ll}/u.test(message) ? `${field} ${message}` : message;
}

/** "translations.ar.title" → nested { translations: { ar: { title } } }, as the form's fields are named. */
export function fieldErrors(flat: Record<string, unknown>): Record<string, unknown> {
  const nested: Record<string, unknown> = {};
  for (const [field, message] of Object.entries(flat)) {
    const parts = field.split('.');
    let node = nested;
    for (const part of parts.slice(0, -1)) {
      const next = node[part];
      const child: Record<string, unknown> = isRecord(next) ? next : {};
      node[part] = child;
      node = child;
    }
    node[parts[parts.length - 1]] = message;
  }
  return nested;
}

/**
 * The API's message for one field of a refusal (`{ errors: { email: … } }`), or null for any other
 * error. A field in a list or an object is named by its path ("weekly.2"), as the API names it;
 * the errors arrive nested (fieldErrors).
 */
export function fieldProblem(error: unknown, field: string): string | null {
  const errors = error instanceof HttpError ? propertyOf(error.body, 'errors') : undefined;
  const message = field.split('.').reduce<unknown>((node, part) => propertyOf(node, part), errors);
  return typeof message === 'string' ? message : null;
}
