/**
 * The one client for every call the browser makes to the content API (each made by
 * lib/api-request.ts). Each call resolves to a result object instead of throwing, so every caller
 * must handle the failure cases it can show.
 */
import type { Language } from '@efe/shared/constants';
import type { ContactFormValues } from '@efe/shared/contact-schema';
import type { BookingFormValues } from '@efe/shared/booking-schema';
import { rememberedLeadSource, visitStorage } from './lead-source-storage';
import { freeSlots, request } from './api-request';

export { apiBaseUrl, type ApiResult } from './api-request';

/** `candidate_id`: the message asks about this candidate (her card's "Ask about …"). */
export type ContactMessage = ContactFormValues & { site_language: Language; candidate_id?: number };

/** Where this visit came from (shared/lead-source.ts), sent with every lead; nothing when unknown. */
const visitSource = () => rememberedLeadSource(visitStorage());

/** A booking as the booking form sends it: the picked slot, how to meet, the family's details. */
export type BookingRequest = BookingFormValues & { site_language: Language; time_zone: string | null };

/** A JSON POST to the API; pages with calls of their own (the applicant's) build on it, so the shared `api` stays what every form page loads. */
export const postJson = (path: string, body: unknown) =>
  request(path, { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json' } });

export const api = {
  /**
   * Asked again each time (a 304 when unchanged): a list the browser kept from an earlier visit may
   * be older than the page built since, and would take away a candidate the page shows.
   */
  teachers: (language: Language) => request(`/api/teachers?site_language=${language}`, { cache: 'no-cache' }),
  filterOptions: () => request('/api/teachers/filterforsearch/teacher'),
  blogPost: (slug: string, language: Language) =>
    request(`/api/blog/${encodeURIComponent(slug)}?site_language=${language}`),
  /** Multipart; the browser sets the boundary header itself. */
  createApplication: (form: FormData, timeoutMs = 60_000) => {
    for (const [field, value] of Object.entries(visitSource())) form.set(field, value);
    return request('/api/teachers/create', { method: 'POST', body: form }, timeoutMs);
  },
  sendContactMessage: (message: ContactMessage) => postJson('/api/contact', { ...message, ...visitSource() }),
  freeSlots,
  bookConsultation: (booking: BookingRequest) => postJson('/api/booking', { ...booking, ...visitSource() }),
  /** The private link's key goes in the body, never in a URL. */
  lookUpBooking: (token: string, language: Language) => postJson('/api/booking/lookup', { token, site_language: language }),
  /** `time_zone`: the mover's, so the mail about the move gives their clock (they may have moved since booking). */
  moveBooking: (token: string, start: string, language: Language, timeZone: string | null) => postJson('/api/booking/move', { token, start, site_language: language, time_zone: timeZone }),
  cancelBooking: (token: string, language: Language) => postJson('/api/booking/cancel', { token, site_language: language }),
};
