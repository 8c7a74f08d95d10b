/**
 * The links in the mails applicants and families get, read as a mail program reads them: the mail
 * through mailparser, then each run of text without a space around "http://", "https://" or "@",
 * as a program that ends a link only at a space takes it. No bidi mark (U+200E, U+200F,
 * U+202A-U+202E, U+2066-U+2069) is part of such a run in any language, the Arabic mails' isolated
 * values included, and the private link, taken as found, opens what it was sent for.
 */
import { checked } from './support/checked';
import { Type } from '@sinclair/typebox';
import path from 'node:path';
import { LANGUAGES, type Language } from '@efe/shared/constants';
import { localizePath } from '@efe/shared/language';
import { APPLICANT_PATH, BOOKING_MANAGE_PATH, BOOKING_PATH, SHORTLIST_PATH } from '@efe/shared/routes';
import { PROFILE_CONSENT_FIELD } from '@efe/shared/profile-consent';
import { ADMIN_TOKEN, adminCall } from './support/admin';
import { OPEN_EVERY_DAY, freeStarts, postJson } from './support/diary';
import { applicationForm, postForm } from './support/forms';
import { mailsMatching, type ReadMail } from './support/outbox-mails';
import { serverForTests } from './support/server';

const server = serverForTests({ env: { ADMIN_TOKEN, NOTIFY_TO: 'staff@example.com' } });
const outbox = () => path.join(server.dataDir, 'outbox');

const BIDI_MARK = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;
/** What a mail program that ends a link only at a space makes a link of. */
const linksIn = (mail: ReadMail) => (mail.parsed.text ?? '').match(/\S*(?:https?:\/\/|@)\S*/g) ?? [];

function expectNoMarkInLinks(mail: ReadMail): void {
  const links = linksIn(mail);
  expect(links.length).toBeGreaterThan(0);
  for (const link of links) expect([link, BIDI_MARK.test(link)]).toEqual([link, false]);
}

/** The one link to `pagePath` in the mail, as found: the whole run, nothing cut off. */
function linkTo(mail: ReadMail, pagePath: string): URL {
  const found = linksIn(mail).filter((link) => link.includes(`${pagePath}#`));
  expect(found).toHaveLength(1);
  expect(found[0]).toMatch(new RegExp(`^https?://[^/]+${pagePath}#[A-Za-z0-9_-]{43}$`));
  return new URL(found[0]);
}

describe.each(LANGUAGES)('the mails of a %s page', (language: Language) => {
  it("the application's acknowledgement: its private link and our address touch no mark, and the link opens the application", async () => {
    const email = `links-${language}@example.com`;
    const sent = await postForm(server.baseUrl, applicationForm({ email, site_language: language, [PROFILE_CONSENT_FIELD]: 'yes' }));
    expect(sent.status).toBe(201);
    const [mail] = await mailsMatching(outbox(), (each) => each.to.includes(email));
    expectNoMarkInLinks(mail);
    const link = linkTo(mail, localizePath(APPLICANT_PATH, language));
    // The key exactly as the link carries it, nothing taken off.
    const opened = await postJson(server.baseUrl, '/api/applicant/lookup', { token: link.hash.slice(1), site_language: language });
    expect(opened.status).toBe(200);
  });

  it("the booking's mails: the link to move or cancel, the link to book again and our address touch no mark, even after a reason ending in a link", async () => {
    expect((await adminCall(server.baseUrl, 'PUT', '/api/admin/availability', { json: OPEN_EVERY_DAY })).status).toBe(200);
    const email = `booking-links-${language}@example.com`;
    const starts = await freeStarts(server.baseUrl);
    const booked = await postJson(server.baseUrl, '/api/booking', {
      meeting: 'phone',
      full_name: 'Huda Saleh',
      email,
      phone: '+971 50 123 4567',
      site_language: language,
      start: starts[starts.length - 1 - LANGUAGES.indexOf(language)],
    });
    expect(booked.status).toBe(201);
    const [confirmation] = await mailsMatching(outbox(), (each) => each.to.includes(email));
    expectNoMarkInLinks(confirmation);
    const manage = linkTo(confirmation, localizePath(BOOKING_MANAGE_PATH, language));
    expect((await postJson(server.baseUrl, '/api/booking/lookup', { token: manage.hash.slice(1), site_language: language })).status).toBe(200);

    const { data } = checked(Type.Object({ data: Type.Object({ id: Type.Integer() }) }), booked.body);
    const reason = 'The consultant is ill. Please choose another time: https://example.ae/book-consultation';
    expect((await adminCall(server.baseUrl, 'POST', `/api/admin/consultations/${data.id}/cancel`, { json: { reason } })).status).toBe(200);
    const [cancelled] = await mailsMatching(outbox(), (each) => each.to.includes(email) && each.file !== confirmation.file);
    expectNoMarkInLinks(cancelled);
    const links = linksIn(cancelled);
    expect(links).toContain('https://example.ae/book-consultation');
    expect(links.some((link) => link.endsWith(localizePath(BOOKING_PATH, language)))).toBe(true);
  });

  it("the shortlist's mail: its private link and our address touch no mark, and the link opens the shortlist", async () => {
    const email = `shortlist-links-${language}@example.com`;
    const opened = await adminCall(server.baseUrl, 'POST', '/api/admin/engagements', {
      json: { service: 'premier-nanny', family_name: 'Huda Saleh', email, phone: '+971 50 123 4567', site_language: language, details: '' },
    });
    expect(opened.status).toBe(201);
    const { data } = checked(Type.Object({ data: Type.Object({ id: Type.Integer() }) }), opened.body);
    expect((await adminCall(server.baseUrl, 'POST', `/api/admin/engagements/${data.id}/mobilization-fee`, { json: {} })).status).toBe(200);
    expect((await adminCall(server.baseUrl, 'POST', `/api/admin/engagements/${data.id}/stage`, { json: { to: 'engaged' } })).status).toBe(200);
    const listed = checked(Type.Object({ data: Type.Array(Type.Object({ id: Type.Integer() })) }), await (await fetch(`${server.baseUrl}/api/teachers`)).json());
    const candidate_ids = listed.data.slice(0, 2).map((candidate) => candidate.id);
    expect((await adminCall(server.baseUrl, 'PUT', `/api/admin/engagements/${data.id}/shortlist`, { json: { candidate_ids } })).status).toBe(200);
    expect((await adminCall(server.baseUrl, 'POST', `/api/admin/engagements/${data.id}/shortlist/send`)).status).toBe(200);
    const [mail] = await mailsMatching(outbox(), (each) => each.to.includes(email));
    expectNoMarkInLinks(mail);
    const link = linkTo(mail, localizePath(SHORTLIST_PATH, language));
    expect((await postJson(server.baseUrl, '/api/shortlist/lookup', { token: link.hash.slice(1), site_language: language })).status).toBe(200);
  });
});
