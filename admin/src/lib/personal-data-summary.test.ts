import { erasedSummary, foundSummary, isNothingFound } from './personal-data-summary';

const nothing = { applications: [], candidates: [], messages: [], consultations: [], engagements: [], mails: [], outbox_files: 0 };
const some = {
  applications: [{ id: 1, name: 'Layla', role: 'nanny', created_at: '2026-11-01T10:00:00.000Z', site_language: 'ar', consent_version: null, consent_at: null, consent_withdrawn_at: null }],
  candidates: [],
  messages: [
    { id: 2, full_name: 'Layla', subject: 'Twins', created_at: '2026-11-02T10:00:00.000Z' },
    { id: 3, full_name: 'Layla', subject: 'Again', created_at: '2026-11-03T10:00:00.000Z' },
  ],
  consultations: [{ id: 5, full_name: 'Layla', starts_at: '2026-12-01T06:00:00.000Z', ends_at: '2026-12-01T06:30:00.000Z', status: 'booked' as const, created_at: '2026-11-04T10:00:00.000Z' }],
  engagements: [],
  mails: [{ id: 4, kind: 'application-notification', subject: 'New application', created_at: '2026-11-01T10:00:00.000Z', sent_at: null }],
  outbox_files: 0,
};

describe('the data request summaries', () => {
  it('say when nothing is held', () => {
    expect(isNothingFound(nothing)).toBe(true);
    expect(foundSummary('a@example.com', nothing)).toBe('Nothing is held for a@example.com.');
  });

  it('count what is held, in one sentence', () => {
    expect(isNothingFound(some)).toBe(false);
    expect(foundSummary('a@example.com', some)).toBe('Held for a@example.com: 1 application, 2 contact messages, 1 booked consultation, 1 mail and 0 outbox files.');
  });

  it('count the candidate profiles made from the applications', () => {
    const withProfile = { ...some, candidates: [{ id: 7, application_id: 1, first_name: 'Layla', last_name: 'Haddad', published: true }] };
    expect(foundSummary('a@example.com', withProfile)).toBe(
      'Held for a@example.com: 1 application, 1 candidate profile made from them, 2 contact messages, 1 booked consultation, 1 mail and 0 outbox files.',
    );
  });

  it('count what was erased, the files with their applications', () => {
    expect(erasedSummary('a@example.com', { applications: 2, candidates: 0, messages: 1, consultations: 2, engagements: 0, mails: 4, files: 4, outbox_files: 3 })).toBe(
      'Erased for a@example.com: 2 applications (4 files), 1 contact message, 2 booked consultations, 4 mails and 3 outbox files.',
    );
  });

  it('name the candidate profiles erased with their applications', () => {
    expect(erasedSummary('a@example.com', { applications: 1, candidates: 1, messages: 0, consultations: 0, engagements: 0, mails: 2, files: 2, outbox_files: 2 })).toBe(
      'Erased for a@example.com: 1 application (2 files), 1 candidate profile made from them (off the site with the next deploy), 0 contact messages, 0 booked consultations, 2 mails and 2 outbox files.',
    );
  });

  it("name a family's engagements, found and erased with the shortlists", () => {
    const family = { ...nothing, engagements: [{ id: 7, family_name: 'Layla', service: null, stage: 'trial' as const, created_at: '2026-11-05T10:00:00.000Z' }] };
    expect(isNothingFound(family)).toBe(false);
    expect(foundSummary('a@example.com', family)).toBe('Held for a@example.com: 0 applications, 0 contact messages, 0 booked consultations, 1 engagement, 0 mails and 0 outbox files.');
    expect(erasedSummary('a@example.com', { applications: 0, candidates: 0, messages: 0, consultations: 1, engagements: 1, mails: 3, files: 0, outbox_files: 3 })).toBe(
      'Erased for a@example.com: 0 applications (0 files), 0 contact messages, 1 booked consultation, 1 engagement (shortlists included), 3 mails and 3 outbox files.',
    );
  });
});
