/**
 * The one client for every call the browser makes to the content API. Each call resolves to a
 * result object instead of throwing, so every caller must handle the failure cases it can show.
 */
import type { Language } from './constants';
import type { ContactFormValues } from './contact-schema';
import type { BlogPost } from './contract/blog-post';
import type { FilterOptions, Teacher } from './contract/candidate';
import { rememberedLeadSource, visitStorage } from './lead-source-storage';

const DEFAULT_TIMEOUT_MS = 20_000;

export function apiBaseUrl(): string {
  return (process.env.GATSBY_API_URL || 'http://127.0.0.1:4000').replace(/\/+$/, '');
}

export type ApiResult<T> =
  | { ok: true; status: number; data: T }
  /** The server answered with an error; `errors` holds its field messages when it sent any. */
  | { ok: false; kind: 'http'; status: number; message: string; errors: Record<string, string> }
  | { ok: false; kind: 'network' | 'timeout'; message: string };

async function request<T>(path: string, init: RequestInit = {}, timeoutMs = DEFAULT_TIMEOUT_MS): Promise<ApiResult<T>> {
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
      message: error instanceof Error ? error.message : String(error),
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
    const record = (body ?? {}) as { errors?: Record<string, string>; error?: string; message?: string };
    return {
      ok: false,
      kind: 'http',
      status: response.status,
      message: record.error || record.message || response.statusText || `HTTP ${response.status}`,
      errors: record.errors && typeof record.errors === 'object' ? record.errors : {},
    };
  }
  return { ok: true, status: response.status, data: body as T };
}

/** `candidate_id`: the message asks about this candidate (her card's "Ask about …"). */
export type ContactMessage = ContactFormValues & { site_language: Language; candidate_id?: number };

/** Where this visit came from (src/lib/lead-source.ts), sent with every lead; nothing when unknown. */
const visitSource = () => rememberedLeadSource(visitStorage());

export const api = {
  teachers: (language: Language) => request<{ data: Teacher[] }>(`/api/teachers?site_language=${language}`),
  filterOptions: () => request<{ data: FilterOptions }>('/api/teachers/filterforsearch/teacher'),
  blogPost: (slug: string, language: Language) =>
    request<{ data: BlogPost }>(`/api/blog/${encodeURIComponent(slug)}?site_language=${language}`),
  /** Multipart; the browser sets the boundary header itself. */
  createApplication: (form: FormData, timeoutMs = 60_000) => {
    for (const [field, value] of Object.entries(visitSource())) form.set(field, value);
    return request<{ id: number }>('/api/teachers/create', { method: 'POST', body: form }, timeoutMs);
  },
  sendContactMessage: (message: ContactMessage) =>
    request<{ id: number }>('/api/contact', {
      method: 'POST',
      body: JSON.stringify({ ...message, ...visitSource() }),
      headers: { 'content-type': 'application/json' },
    }),
};
