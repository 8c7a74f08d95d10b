import type { NewContactMessage } from '../../src/db/lead-rows';

/** A contact message as the repository stores it: no service, candidate or source unless given. */
export const newContactMessage = (overrides: Partial<NewContactMessage> = {}): NewContactMessage => ({
  full_name: 'Sara',
  email: 'sara@example.com',
  phone: '+971501234567',
  subject: 'A nanny',
  message: 'From March.',
  service: null,
  candidate_id: null,
  candidate_name: null,
  site_language: 'en',
  landing_path: null,
  referrer_host: null,
  utm_source: null,
  utm_medium: null,
  utm_campaign: null,
  ...overrides,
});
