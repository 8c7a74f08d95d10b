/**
 * No lead goes unnoticed: every application and contact message mails the staff through SMTP
 * (a local smtp-server here), applicants get a confirmation in their language, an SMTP outage
 * delays mail without losing it, and without SMTP_URL mail is written to the outbox as .eml.
 */
import fs from 'node:fs';
import path from 'node:path';
import os from 'node:os';
import Database from 'better-sqlite3';
import { simpleParser } from 'mailparser';
import { ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY, CONTACT as CONTACT_DETAILS } from '@efe/shared/constants';
import { SMTPServer } from 'smtp-server';
import { mailTransport } from '../src/mail/mail-transport';
import { Outbox } from '../src/mail/outbox';
import { freePort } from '../../scripts/lib/test-ports';
import { ADMIN_TOKEN, adminCall } from './support/admin';
import { applicationForm, postForm, postJson } from './support/forms';
import { removeServerFiles, startServer, temporaryServerFiles, type RunningServer } from './support/server';

interface Received {
  to: string[];
  raw: string;
}

interface Smtp {
  received: Received[];
  close(): Promise<void>;
}

function startSmtp(port: number): Promise<Smtp> {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => (raw += chunk));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((recipient) => recipient.address), raw });
        callback();
      });
    },
  });
  return new Promise((resolve) =>
    server.listen(port, '127.0.0.1', () => resolve({ received, close: () => new Promise((done) => server.close(() => done())) })),
  );
}

/** The text of a received mail: its body with the transfer encoding (base64 or quoted-printable) undone. */
function textOf(raw: string): string {
  const normalized = raw.replace(/\r\n/g, '\n');
  const split = normalized.indexOf('\n\n');
  const headers = normalized.slice(0, split);
  const body = normalized.slice(split + 2);
  const encoding = /^Content-Transfer-Encoding: (\S+)/im.exec(headers)?.[1].toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding !== 'quoted-printable') return body;
  const bytes = body.replace(/=\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

const CONTACT = { full_name: 'Omar Haddad', email: 'omar@example.com', phone: '+971501234567', subject: 'A nanny for twins', message: 'We need help from March.' };

async function until<T>(read: () => T | undefined, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('with SMTP_URL', () => {
  let smtpPort: number;
  let smtp: Smtp;
  let server: RunningServer;

  beforeAll(async () => {
    smtpPort = await freePort();
    smtp = await startSmtp(smtpPort);
    server = await startServer({
      env: { ADMIN_TOKEN, SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, NOTIFY_TO: 'staff@example.com', MAIL_RETRY_BASE_MS: '300' },
    });
  });

  afterAll(async () => {
    await server.stop();
    await smtp.close().catch(() => undefined);
    removeServerFiles(server);
  });

  it('mails the staff about a new application, with a link to it and without its files, and confirms to the applicant in Arabic', async () => {
    const reply = await postForm(server.baseUrl, applicationForm({ site_language: 'ar', name: 'Maria Santos' }));
    expect(reply.status).toBe(201);
    const staffMail = await until(() => smtp.received.find((mail) => mail.to.includes('staff@example.com') && mail.raw.includes('Maria Santos')));
    expect(staffMail.raw).toMatch(/^Subject: New application: Maria Santos, Nanny\r?$/m);
    const text = textOf(staffMail.raw);
    expect(text).toContain('E-mail: maria.santos@example.com');
    expect(text).toContain(`/admin/#/applications/${reply.body.id}/show`);
    expect(staffMail.raw).not.toMatch(/Content-Disposition: attachment|application\/pdf|image\/png/i);

    // As a mail client reads it: Reply answers the applicant.
    const parsed = await simpleParser(staffMail.raw);
    expect(parsed.replyTo?.value.map((address) => address.address)).toEqual(['maria.santos@example.com']);

    const confirmation = await until(() => smtp.received.find((mail) => mail.to.includes('maria.santos@example.com')));
    expect(textOf(confirmation.raw)).toContain('شكرًا لرغبتكم في الانضمام');
    expect((await simpleParser(confirmation.raw)).replyTo).toBeUndefined();
    // The queue says they went out by SMTP (marked right after the server took them).
    const routes = await until(() => {
      const db = new Database(server.databasePath, { readonly: true });
      try {
        const rows = db.prepare("SELECT sent_via FROM mail_queue WHERE lead_kind = 'application' AND lead_id = ?").all(reply.body.id) as Array<{ sent_via: string | null }>;
        return rows.length === 2 && rows.every((row) => row.sent_via) ? rows.map((row) => row.sent_via) : undefined;
      } finally {
        db.close();
      }
    });
    expect(routes).toEqual(['smtp', 'smtp']);
  });

  it('acknowledges a family in the language of their page, saying how to reach us, with nothing of what they wrote but their name', async () => {
    const family = { ...CONTACT, full_name: 'Huda Saleh', email: 'huda.saleh@example.com', site_language: 'ar', message: 'A private detail about our son.' };
    expect((await postJson(server.baseUrl, '/api/contact', family)).status).toBe(201);
    const mail = await until(() => smtp.received.find((item) => item.to.includes('huda.saleh@example.com')));
    const parsed = await simpleParser(mail.raw);
    expect(parsed.subject).toBe('لقد استلمنا رسالتكم');
    expect(parsed.text).toContain('Huda Saleh');
    for (const way of [CONTACT_DETAILS.phoneDisplay, CONTACT_DETAILS.whatsappDisplay, CONTACT_DETAILS.email]) expect(parsed.text).toContain(way);
    expect(parsed.text).not.toContain('A private detail');
    expect(parsed.attachments).toEqual([]);
  });

  it(`acknowledges one address at most ${ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY} times a day, however often the forms are sent for it; the staff hear of every one`, async () => {
    const flooded = 'someone.else@example.com';
    for (let n = 1; n <= ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY + 2; n++) {
      expect((await postJson(server.baseUrl, '/api/contact', { ...CONTACT, full_name: `Flood ${n}`, email: flooded })).status).toBe(201);
    }
    await until(() => (smtp.received.filter((item) => item.raw.includes(`Flood ${ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY + 2}`)).length > 0 ? true : undefined));
    const db = new Database(server.databasePath, { readonly: true });
    try {
      const kinds = db.prepare("SELECT kind, COUNT(*) AS n FROM mail_queue WHERE instr(body, 'Flood ') > 0 GROUP BY kind ORDER BY kind").all();
      expect(kinds).toEqual([
        { kind: 'contact-confirmation', n: ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY },
        { kind: 'contact-notification', n: ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY + 2 },
      ]);
    } finally {
      db.close();
    }
  });

  it("keeps a visitor's subject one line of text: no encoded word, line or paragraph separator reaches the staff's subject", async () => {
    const hostile = '=?UTF-8?B?4oCuZmRwLmV4ZQ==?= =?UTF-8?B?DQpCY2M6IGV2aWxAZXZpbC50ZXN0?= next\u2028line\u2029para';
    expect((await postJson(server.baseUrl, '/api/contact', { ...CONTACT, full_name: 'Encoded Words', subject: hostile })).status).toBe(201);
    const mail = await until(() => smtp.received.find((item) => item.raw.includes('Encoded Words')));
    const parsed = await simpleParser(mail.raw);
    // What was typed stays readable, but no part of it is an encoded word any more.
    expect(parsed.subject).toContain('?UTF-8?B?DQpCY2M6IGV2aWxAZXZpbC50ZXN0?');
    expect(parsed.subject).toContain(' next line para');
    expect(parsed.subject).not.toMatch(/=\?[^?\s]+\?[bq]\?[^?\s]*\?=/i);
    expect(mail.raw.split(/\r?\n\r?\n/)[0]).not.toMatch(/^Bcc:/im);
    expect(parsed.subject).not.toMatch(/[\r\n\u2028\u2029\u202e]/);
    expect(parsed.bcc).toBeUndefined();
    expect(mail.to).toEqual(['staff@example.com']);
  });

  it('mails the staff about a contact message', async () => {
    expect((await postJson(server.baseUrl, '/api/contact', CONTACT)).status).toBe(201);
    const mail = await until(() => smtp.received.find((item) => item.raw.includes('Omar Haddad')));
    expect(mail.to).toEqual(['staff@example.com']);
    expect(textOf(mail.raw)).toContain('We need help from March.');
    const parsed = await simpleParser(mail.raw);
    expect(parsed.replyTo?.value.map((address) => address.address)).toEqual(['omar@example.com']);
    expect(parsed.to && !Array.isArray(parsed.to) ? parsed.to.value.map((address) => address.address) : parsed.to).toEqual(['staff@example.com']);
  });

  it('keeps a mail through an SMTP outage and sends it once the server is back', async () => {
    await smtp.close();
    const reply = await postJson(server.baseUrl, '/api/contact', { ...CONTACT, full_name: 'Layla Outage' });
    expect(reply.status).toBe(201); // the visitor is not made to wait for the mail server

    const db = new Database(server.databasePath, { readonly: true });
    try {
      const failed = await until(() => {
        const row = db.prepare("SELECT attempts, sent_at, last_error FROM mail_queue WHERE subject LIKE '%Layla Outage%'").get() as
          | { attempts: number; sent_at: string | null; last_error: string | null }
          | undefined;
        return row && row.attempts >= 1 ? row : undefined;
      });
      expect(failed.sent_at).toBeNull();
      expect(failed.last_error).toBeTruthy();

      const queue = await fetch(`${server.baseUrl}/api/admin/mail`, { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });
      const waiting = ((await queue.json()) as { data: Array<{ subject: string; sent_at: string | null; attempts: number }> }).data.find((item) =>
        item.subject.includes('Layla Outage'),
      );
      expect(waiting).toMatchObject({ sent_at: null });

      smtp = await startSmtp(smtpPort);
      const delivered = await until(() => smtp.received.find((mail) => mail.raw.includes('Layla Outage')));
      expect(delivered.to).toEqual(['staff@example.com']);
      // The server has the mail a moment before the worker hears its answer and records the sending.
      const sentAt = await until(() => {
        const row = db.prepare("SELECT sent_at FROM mail_queue WHERE subject LIKE '%Layla Outage%'").get() as { sent_at: string | null };
        return row.sent_at ?? undefined;
      });
      expect(Number.isNaN(Date.parse(sentAt))).toBe(false);
    } finally {
      db.close();
    }
  });
});

describe('without SMTP_URL', () => {
  it('writes the staff notification and the acknowledgement as .eml files in the outbox', async () => {
    const files = temporaryServerFiles();
    const outbox = path.join(files.dataDir, 'outbox');
    const again = await startServer({ files, env: { OUTBOX_DIR: outbox, NOTIFY_TO: 'staff@example.com', ADMIN_TOKEN } });
    try {
      expect((await postForm(again.baseUrl, applicationForm({ name: 'Outbox Person' }))).status).toBe(201);
      const all = await until(() => {
        const names = fs.existsSync(outbox) ? fs.readdirSync(outbox).filter((name) => name.endsWith('.eml')) : [];
        return names.length >= 2 ? names.sort() : undefined;
      });
      expect(all).toHaveLength(2);
      const texts = all.map((name) => fs.readFileSync(path.join(outbox, name), 'utf8'));
      const toStaff = (text: string) => /^To: staff@example.com$/m.test(text);
      const [raw, acknowledgement] = [texts.find(toStaff) ?? '', texts.find((text) => !toStaff(text)) ?? ''];
      expect(acknowledgement).toMatch(/^Subject: We have received your application$/m);
      expect(raw).toMatch(/^To: staff@example.com$/m);
      expect(raw).toMatch(/^Subject: New application: Outbox Person, Nanny$/m);
      expect(again.output()).toContain(`mail goes to the outbox ${outbox}`);
      // Nothing was sent, and the log does not say it was.
      await until(() => (again.output().includes('mail written to the outbox') ? true : undefined));
      expect(again.output()).not.toContain('"mail sent"');
      // The queue says where it went: written to the outbox, not sent.
      const list = await adminCall<{ data: Array<{ subject: string; sent_via: string | null }> }>(again.baseUrl, 'GET', '/api/admin/mail', { token: ADMIN_TOKEN });
      expect(list.body.data.find((mail) => mail.subject.includes('Outbox Person'))).toMatchObject({ sent_via: 'outbox' });
    } finally {
      await again.stop();
      removeServerFiles(again);
    }
  });
});

describe('Reply-To', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'reply-to-'));
  let nextId = 1;
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  /** The .eml the outbox transport writes for a mail with this Reply-To, as mailparser reads it. */
  async function sent(id: number, replyTo: string | null) {
    const outbox = new Outbox(dir);
    const transport = mailTransport({ smtpUrl: null, outbox, from: 'site@example.com' });
    await transport.send({ id, to: 'staff@example.com', replyTo, subject: 'New message', body: 'Text', calendar: null });
    transport.close();
    const [file] = outbox.filesOf([id]);
    return simpleParser(await outbox.read(file));
  }

  it('is the address given when it is one plain address', async () => {
    const mail = await sent(nextId++, 'omar.haddad+family@example.co.uk');
    expect(mail.replyTo?.value.map((address) => address.address)).toEqual(['omar.haddad+family@example.co.uk']);
  });

  it.each([
    ['a line break and a Bcc', 'omar@example.com\r\nBcc: evil@evil.test'],
    ['a second address', 'omar@example.com, evil@evil.test'],
    ['a display name', 'Staff <evil@evil.test>'],
    ['an encoded word', '=?UTF-8?B?ZXZpbEBldmlsLnRlc3Q=?=@example.com'],
    ['a bidi override', 'omar\u202E@example.com'],
  ])('is left out for %s, and nothing of it becomes a header', async (_case, hostile) => {
    const mail = await sent(nextId++, hostile);
    expect(mail.replyTo).toBeUndefined();
    expect(mail.bcc).toBeUndefined();
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.value.map((address) => address.address) : mail.to).toEqual(['staff@example.com']);
    expect([...mail.headers.keys()].sort()).toEqual(['content-transfer-encoding', 'content-type', 'date', 'from', 'message-id', 'mime-version', 'subject', 'to']);
  });
});
