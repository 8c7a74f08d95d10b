/** POST /api/contact over real HTTP: validation with localized messages, storage, body limits. */
import { PHONE_MAX_DIGITS } from '@efe/shared/constants';
import { countRows, queryAll } from './support/database';
import { postJson } from './support/forms';
import { expectedMessage } from './support/messages';
import { serverForTests } from './support/server';


const server = serverForTests();

const VALID = {
  full_name: 'Fatima Al Suwaidi',
  email: 'fatima@example.ae',
  phone: '+971 50 420 7718',
  subject: 'Governess for two children',
  message: 'We are looking for a full-time governess for our daughters, aged 7 and 9.',
  site_language: 'en',
};

const en = (key: string, values?: Record<string, number>) => expectedMessage('en', key, values);
const messageCount = () => countRows(server.databasePath, 'contact_messages');

async function expectRejected(body: Record<string, unknown>, errors: Record<string, string>): Promise<void> {
  const before = messageCount();
  expect(await postJson(server.baseUrl, '/api/contact', body)).toEqual({ status: 400, body: { errors } });
  expect(messageCount()).toBe(before);
}

it('stores a valid message and answers 201 { id }', async () => {
  const reply = await postJson(server.baseUrl, '/api/contact', { ...VALID, site_language: 'ar' });
  expect(reply).toEqual({ status: 201, body: { id: expect.any(Number) } });
  const [row] = queryAll<Record<string, unknown>>(server.databasePath, 'SELECT * FROM contact_messages WHERE id = ?', reply.body.id);
  expect(row).toMatchObject({ ...VALID, site_language: 'ar' });
});

it('uses English when site_language is missing', async () => {
  const { site_language: _, ...withoutLanguage } = VALID;
  const reply = await postJson(server.baseUrl, '/api/contact', withoutLanguage);
  expect(reply.status).toBe(201);
  const [row] = queryAll<{ site_language: string }>(server.databasePath, 'SELECT site_language FROM contact_messages WHERE id = ?', reply.body.id);
  expect(row.site_language).toBe('en');
});

it.each<[string, Record<string, unknown>, Record<string, string>]>([
  ['full_name missing', { full_name: undefined }, { full_name: en('full_name.required') }],
  ['full_name too long', { full_name: 'F'.repeat(101) }, { full_name: en('tooLong', { max: 100 }) }],
  ['email missing', { email: '' }, { email: en('email.required') }],
  ['email invalid', { email: 'fatima.example.ae' }, { email: en('email.invalid') }],
  ['phone missing', { phone: '  ' }, { phone: en('phone.required') }],
  ['phone with letters', { phone: '050-CALL-NOW' }, { phone: en('phone.invalid', { max: PHONE_MAX_DIGITS }) }],
  ['phone with 16 digits', { phone: '+' + '7'.repeat(16) }, { phone: en('phone.invalid', { max: PHONE_MAX_DIGITS }) }],
  ['subject missing', { subject: undefined }, { subject: en('subject.required') }],
  ['subject too long', { subject: 's'.repeat(201) }, { subject: en('tooLong', { max: 200 }) }],
  ['message missing', { message: '' }, { message: en('message.required') }],
  ['message too long', { message: 'm'.repeat(5001) }, { message: en('tooLong', { max: 5000 }) }],
])('rejects %s with its message', async (_, change, errors) => {
  await expectRejected({ ...VALID, ...change }, errors);
});

it.each(['ar', 'ru'])('answers messages in %s', async (language) => {
  const t = (key: string, values?: Record<string, number>) => expectedMessage(language, key, values);
  await expectRejected(
    { site_language: language, email: 'x', phone: 'y' },
    {
      full_name: t('full_name.required'),
      email: t('email.invalid'),
      phone: t('phone.invalid', { max: PHONE_MAX_DIGITS }),
      subject: t('subject.required'),
      message: t('message.required'),
    },
  );
});

it('answers 400 for an unknown site_language, in English (the language left)', async () => {
  expect(await postJson(server.baseUrl, '/api/contact', { ...VALID, site_language: 'fr' })).toEqual({
    status: 400,
    body: { errors: { site_language: en('siteLanguage') } },
  });
});

it('answers 400 { error } for a body that is not an object', async () => {
  const reply = await postJson(server.baseUrl, '/api/contact', ['not', 'an', 'object']);
  expect(reply).toEqual({ status: 400, body: { error: en('formUnreadable') } });
});

it('answers 415 for a body that is not JSON', async () => {
  const response = await fetch(`${server.baseUrl}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/xml' },
    body: '<message>hello</message>',
  });
  expect(response.status).toBe(415);
  expect(await response.json()).toEqual({ error: expect.any(String) });
});

it('answers 413 for an oversized body and stores nothing', async () => {
  const before = messageCount();
  const reply = await postJson(server.baseUrl, '/api/contact', { ...VALID, message: 'm'.repeat(100_000) });
  expect(reply).toEqual({ status: 413, body: { error: expect.any(String) } });
  expect(messageCount()).toBe(before);
});

describe('where the lead came from', () => {
  const SOURCE = { landing_path: '/ar/elite-governess', referrer_host: 'www.google.com', utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'spring 2027' };

  it('stores the landing page, the referring host and the campaign tags with the message', async () => {
    const reply = await postJson(server.baseUrl, '/api/contact', { ...VALID, ...SOURCE });
    expect(reply.status).toBe(201);
    const [row] = queryAll<Record<string, unknown>>(server.databasePath, 'SELECT * FROM contact_messages WHERE id = ?', reply.body.id);
    expect(row).toMatchObject(SOURCE);
    // The staff mail says it at a glance: in the subject, and in full in the text.
    const [mail] = queryAll<{ subject: string; body: string }>(server.databasePath, "SELECT subject, body FROM mail_queue WHERE lead_kind = 'message' AND lead_id = ?", reply.body.id);
    expect(mail.subject).toBe(`New message from ${VALID.full_name}: ${VALID.subject} (via newsletter)`);
    expect(mail.body).toContain('Came from: newsletter / email / spring 2027, from www.google.com, landed on /ar/elite-governess');
  });

  it('takes a message from an older page without them (201), and stores none', async () => {
    const reply = await postJson(server.baseUrl, '/api/contact', VALID);
    expect(reply.status).toBe(201);
    const [row] = queryAll<Record<string, unknown>>(server.databasePath, 'SELECT landing_path, referrer_host, utm_source FROM contact_messages WHERE id = ?', reply.body.id);
    expect(row).toEqual({ landing_path: null, referrer_host: null, utm_source: null });
  });

  it.each([
    ['a tag far too long', { utm_source: 'n'.repeat(5000) }],
    ['control characters', { utm_campaign: 'spring\u0000\u001b[31m' }],
    ['a full address instead of a host', { referrer_host: 'https://www.google.com/search?q=nanny' }],
    ['script text', { utm_medium: '<script>alert(1)</script>' }],
    ['a landing page on another site', { landing_path: 'https://evil.example/' }],
  ])('refuses %s with a 400 naming the field, in the sender\'s language, and stores nothing', async (_what, hostile) => {
    const field = Object.keys(hostile)[0];
    await expectRejected({ ...VALID, ...hostile }, { [field]: en('leadSource') });
    const before = messageCount();
    const russian = await postJson(server.baseUrl, '/api/contact', { ...VALID, site_language: 'ru', ...hostile });
    expect(russian).toEqual({ status: 400, body: { errors: { [field]: expectedMessage('ru', 'leadSource') } } });
    expect(messageCount()).toBe(before);
  });
});

describe('the service the family chose', () => {
  it('is stored by its key, and the staff mail names it in English in the subject and the text', async () => {
    const reply = await postJson(server.baseUrl, '/api/contact', { ...VALID, service: 'elite-governess', site_language: 'ar' });
    expect(reply.status).toBe(201);
    const [row] = queryAll<{ service: string | null }>(server.databasePath, 'SELECT service FROM contact_messages WHERE id = ?', reply.body.id);
    expect(row.service).toBe('elite-governess');
    const [mail] = queryAll<{ subject: string; body: string }>(server.databasePath, "SELECT subject, body FROM mail_queue WHERE lead_kind = 'message' AND lead_id = ?", reply.body.id);
    expect(mail.subject).toBe(`New message from ${VALID.full_name} about Elite Governess: ${VALID.subject}`);
    expect(mail.body).toContain('Service: Elite Governess');
  });

  it('is none for "Not sure yet" and for an older page that does not send it', async () => {
    for (const body of [{ ...VALID, service: '' }, VALID]) {
      const reply = await postJson(server.baseUrl, '/api/contact', body);
      const [row] = queryAll<{ service: string | null }>(server.databasePath, 'SELECT service FROM contact_messages WHERE id = ?', reply.body.id);
      expect(row.service).toBeNull();
    }
  });

  it('refuses a service the site does not offer, in the sender\'s language', async () => {
    await expectRejected({ ...VALID, service: 'rocket-science' }, { service: en('service.invalid') });
  });
});

describe('a question about a candidate ("Ask about …" on her card)', () => {
  const firstCandidate = () =>
    queryAll<{ id: number; first_name: string; last_name: string }>(server.databasePath, 'SELECT id, first_name, last_name FROM candidates ORDER BY id LIMIT 1')[0];

  it('is stored with her id and name, and the staff mail names her with a link to her card', async () => {
    const candidate = firstCandidate();
    const name = `${candidate.first_name} ${candidate.last_name}`;
    const reply = await postJson(server.baseUrl, '/api/contact', { ...VALID, candidate_id: candidate.id, service: 'premier-nanny', utm_source: 'newsletter' });
    expect(reply.status).toBe(201);
    const [row] = queryAll<Record<string, unknown>>(server.databasePath, 'SELECT candidate_id, candidate_name FROM contact_messages WHERE id = ?', reply.body.id);
    expect(row).toEqual({ candidate_id: candidate.id, candidate_name: name });
    const [mail] = queryAll<{ subject: string; body: string }>(server.databasePath, "SELECT subject, body FROM mail_queue WHERE lead_kind = 'message' AND lead_id = ?", reply.body.id);
    expect(mail.subject).toBe(`New message from ${VALID.full_name} about candidate ${name} (Premier Nanny): ${VALID.subject} (via newsletter)`);
    expect(mail.body).toMatch(new RegExp(`^Candidate: ${name} \\(no\\. ${candidate.id}\\), her card on the site: http\\S+/candidate-details\\?candidate=${candidate.id}$`, 'm'));
  });

  it('keeps the message of a family whose candidate left the site meanwhile, without her', async () => {
    const reply = await postJson(server.baseUrl, '/api/contact', { ...VALID, candidate_id: 999_999 });
    expect(reply.status).toBe(201);
    const [row] = queryAll<Record<string, unknown>>(server.databasePath, 'SELECT candidate_id, candidate_name, message FROM contact_messages WHERE id = ?', reply.body.id);
    expect(row).toEqual({ candidate_id: null, candidate_name: null, message: VALID.message });
  });

  it.each([['a text', '5'], ['zero', 0], ['a fraction', 1.5], ['a negative number', -3], ['an exponent in text', '1e3'], ['a list', [1]], ['script text', '<script>']])(
    'refuses %s as her id with a 400 and stores nothing',
    async (_what, candidateId) => {
      const before = messageCount();
      const reply = await postJson(server.baseUrl, '/api/contact', { ...VALID, candidate_id: candidateId });
      expect(reply).toEqual({ status: 400, body: { errors: { candidate_id: en('unreadable') } } });
      expect(messageCount()).toBe(before);
    },
  );
});
