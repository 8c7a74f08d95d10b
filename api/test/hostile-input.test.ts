/**
 * Hostile input against the running API, one case per attack: each asserts the status, the
 * message a visitor would read, and that nothing was stored (no row, no file). Attacks that are
 * meant to be accepted (a polyglot photo, a traversal file name) assert what was stored instead.
 */
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import sharp from 'sharp';
import { CV_MAX_BYTES, PHOTO_MAX_BYTES } from '@efe/shared/constants';
import type { ApplicationRow } from '../src/db/lead-rows';
import { UNREAD_BODY_LIMITS } from '../src/http/unread-body';
import { MAX_APPLICATION_BODY_BYTES } from '../src/routes/application-routes';
import { adminCall } from './support/admin';
import { countRows, queryAll } from './support/database';
import { applicationForm, postForm, postJson, type FormFields, type UploadPart } from './support/forms';
import { expectedMessage } from './support/messages';
import {
  docxBomb,
  docxWithMismatchedLocalHeader,
  htmlDressedAsDocx,
  jpegOfSize,
  pdfHeaderThenHtml,
  pdfOfSize,
  pngOfPixels,
  pngOfSize,
  svgWithScript,
  windowsExecutable,
} from './support/sample-files';
import { serverForTests, startServer } from './support/server';

const REQUEST_TIMEOUT_MS = 2000;
const MIB = 1024 * 1024;


const server = serverForTests(
  { env: { ADMIN_TOKEN: 'test-admin-token-0123456789', REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS) } },
  { start: 30_000, stop: 15_000 },
);

const en = (key: string, values?: Record<string, number>) => expectedMessage('en', key, values);
const uploads = () => fs.readdirSync(server.uploadsDir).sort();
const stored = () => ({
  files: uploads(),
  applications: countRows(server.databasePath, 'applications'),
  messages: countRows(server.databasePath, 'contact_messages'),
});
const applicationRow = (id: number) =>
  queryAll<ApplicationRow>(server.databasePath, 'SELECT * FROM applications WHERE id = ?', id)[0];
const storedFile = (name: string) => fs.readFileSync(path.join(server.uploadsDir, name));

/** Runs the attack and checks that it left no row and no file behind. */
async function storesNothing<T>(attack: () => Promise<T>): Promise<T> {
  const before = stored();
  const result = await attack();
  // A refused upload's temp file is removed just after the answer: wait for that, at most 2 s.
  const deadline = Date.now() + 2000;
  while (JSON.stringify(stored()) !== JSON.stringify(before) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(stored()).toEqual(before);
  return result;
}

async function expectFieldErrors(fields: FormFields, files: Partial<Record<string, UploadPart | UploadPart[] | null>>, errors: Record<string, string>) {
  const reply = await storesNothing(() => postForm(server.baseUrl, applicationForm(fields, files)));
  expect(reply).toEqual({ status: 400, body: { errors } });
}

async function expectAccepted(files: Partial<Record<string, UploadPart>>): Promise<ApplicationRow> {
  const reply = await postForm(server.baseUrl, applicationForm({}, files));
  expect(reply.status).toBe(201);
  return applicationRow(reply.body.id!);
}

interface RawReply {
  status: number | null;
  body: string;
  /** Bytes of the body the client managed to send before the answer or the end of the connection. */
  sent: number;
  elapsedMs: number;
}

/**
 * Sends a request body piece by piece over a raw connection and stops sending as soon as the
 * server answers or hangs up: what a slow or endless client does.
 */
function rawRequest(
  route: string,
  headers: Record<string, string>,
  pieces: Iterable<Buffer>,
  options: { method?: string; pauseMs?: number } = {},
): Promise<RawReply> {
  const started = Date.now();
  return new Promise((resolve) => {
    let sent = 0;
    let answered = false;
    let body = '';
    let status: number | null = null;
    const done = () => resolve({ status, body, sent, elapsedMs: Date.now() - started });
    const request = http.request(`${server.baseUrl}${route}`, { method: options.method ?? 'POST', headers });
    request.on('response', (response) => {
      answered = true;
      status = response.statusCode ?? null;
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', done);
      response.on('error', done);
    });
    request.on('error', () => {
      if (!answered) done();
    });
    request.on('close', () => {
      if (!answered) done();
    });
    const iterator = pieces[Symbol.iterator]();
    const sendNext = () => {
      if (answered || request.destroyed) return;
      const next = iterator.next();
      if (next.done) {
        request.end();
        return;
      }
      sent += next.value.length;
      const flushed = request.write(next.value);
      const again = () => (options.pauseMs ? setTimeout(sendNext, options.pauseMs) : setImmediate(sendNext));
      if (flushed) again();
      else request.once('drain', again);
    };
    sendNext();
  });
}

function* repeated(piece: Buffer, totalBytes: number): Generator<Buffer> {
  for (let sent = 0; sent < totalBytes; sent += piece.length) yield piece;
}

const BOUNDARY = 'hostileboundary';
const multipartHeaders = (boundary = BOUNDARY) => ({ 'content-type': `multipart/form-data; boundary=${boundary}` });

/** The multipart body a browser would send for a valid application, as bytes. */
async function encodedApplication(): Promise<{ bytes: Buffer; contentType: string }> {
  const request = new Request('http://x/', { method: 'POST', body: applicationForm() });
  return { bytes: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get('content-type')! };
}

describe('bodies too large, slow or cut off', () => {
  it('refuses a declared 50 MiB body before reading it (413, in the query language)', async () => {
    const reply = await storesNothing(() =>
      rawRequest('/api/teachers/create?site_language=ar', { ...multipartHeaders(), 'content-length': String(50 * MIB) }, repeated(Buffer.alloc(MIB), 50 * MIB)),
    );
    expect(reply.status).toBe(413);
    expect(JSON.parse(reply.body)).toEqual({ error: expectedMessage('ar', 'bodyTooLarge') });
    expect(reply.sent).toBeLessThan(10 * MIB);
  });

  it('lets a client that is still writing read the refusal of its too large body', async () => {
    // A busy client (or a slow phone) keeps writing and only reads later. The API keeps reading and
    // dropping for a moment after its answer: closing at once made those writes meet a closed
    // socket, and the reset that came back could end the connection before the answer was read.
    const socket = net.connect(Number(new URL(server.baseUrl).port), new URL(server.baseUrl).hostname);
    await new Promise((connected) => socket.once('connect', connected));
    let received = '';
    let failure: unknown = null;
    socket.on('data', (chunk) => (received += chunk.toString('latin1')));
    socket.on('error', (error) => (failure = error));
    const closed = new Promise((done) => socket.once('close', done));
    socket.write(
      `POST /api/teachers/create HTTP/1.1\r\nHost: localhost\r\nContent-Type: ${multipartHeaders()['content-type']}\r\nContent-Length: ${50 * MIB}\r\n\r\n`,
    );
    for (let piece = 0; piece < 6; piece += 1) socket.write(Buffer.alloc(MIB, 0x41));
    // The client's own work: nothing is read for a while, as the refusal arrives.
    const busyUntil = Date.now() + 700;
    while (Date.now() < busyUntil);
    await new Promise((later) => setTimeout(later, 300));
    socket.destroy();
    await closed;
    expect({ answer: received.split('\r\n')[0], failure }).toEqual({ answer: 'HTTP/1.1 413 Payload Too Large', failure: null });
  });

  it('closes on a client that ignores the refusal and goes on sending, after a few MiB', async () => {
    const socket = net.connect(Number(new URL(server.baseUrl).port), new URL(server.baseUrl).hostname);
    await new Promise((connected) => socket.once('connect', connected));
    socket.on('error', () => undefined);
    const started = Date.now();
    let written = 0;
    const closed = new Promise((done) => socket.once('close', done));
    socket.write(
      `POST /api/teachers/create HTTP/1.1\r\nHost: localhost\r\nContent-Type: ${multipartHeaders()['content-type']}\r\nContent-Length: ${50 * MIB}\r\n\r\n`,
    );
    const piece = Buffer.alloc(256 * 1024, 0x41);
    const sendMore = () => {
      while (!socket.destroyed && written < 50 * MIB) {
        written += piece.length;
        if (!socket.write(piece)) return void socket.once('drain', sendMore);
      }
    };
    sendMore();
    await closed;
    // 8 MiB read after the answer, plus what the sockets buffer between the two ends.
    expect(written).toBeLessThan(UNREAD_BODY_LIMITS.bytes + 8 * MIB);
    expect(Date.now() - started).toBeLessThan(UNREAD_BODY_LIMITS.ms + 1000);
  });

  it('stops reading a chunked 50 MiB body at the application limit (413)', async () => {
    const { bytes, contentType } = await encodedApplication();
    const endless = function* () {
      yield bytes.subarray(0, bytes.length - 100); // a real form, then a file part that never ends
      yield* repeated(Buffer.alloc(256 * 1024, 0x41), 50 * MIB);
    };
    const reply = await storesNothing(() =>
      rawRequest('/api/teachers/create', { 'content-type': contentType, 'transfer-encoding': 'chunked' }, endless()),
    );
    expect(reply.status).toBe(413);
    expect(JSON.parse(reply.body)).toEqual({ error: en('bodyTooLarge') });
    // Stopped near the limit, not after 50 MiB (sockets buffer a few MiB between the two ends).
    expect(reply.sent).toBeLessThan(MAX_APPLICATION_BODY_BYTES + 8 * MIB);
  });

  it('cuts off a body sent one byte at a time once the request timeout passes', async () => {
    const { bytes, contentType } = await encodedApplication();
    const reply = await storesNothing(() =>
      rawRequest(
        '/api/teachers/create',
        { 'content-type': contentType, 'content-length': String(bytes.length) },
        (function* () {
          for (let at = 0; at < bytes.length; at += 1) yield bytes.subarray(at, at + 1);
        })(),
        { pauseMs: 200 },
      ),
    );
    expect(reply.sent).toBeLessThan(bytes.length);
    expect(reply.elapsedMs).toBeLessThan(REQUEST_TIMEOUT_MS + 5000);
    if (reply.status !== null) expect(reply.status).toBe(408);
  }, 15_000);

  it('keeps nothing of an upload the client aborts half way', async () => {
    const { bytes, contentType } = await encodedApplication();
    await storesNothing(
      () =>
        new Promise<void>((resolve) => {
          const request = http.request(`${server.baseUrl}/api/teachers/create`, {
            method: 'POST',
            headers: { 'content-type': contentType, 'content-length': String(bytes.length) },
          });
          request.on('error', () => resolve());
          request.write(bytes.subarray(0, bytes.length / 2), () => setTimeout(() => (request.destroy(), resolve()), 100));
        }),
    );
    expect((await fetch(`${server.baseUrl}/health`)).status).toBe(200);
  });

  it('answers a CV one byte over 2 MiB with the size message', async () => {
    await expectFieldErrors({}, { cv: { bytes: pdfOfSize(CV_MAX_BYTES + 1), filename: 'cv.pdf', type: 'application/pdf' } }, { cv: en('cv.size') });
  });

  it('answers a photo one byte over 200 KiB with the size message', async () => {
    await expectFieldErrors({}, { photo: { bytes: pngOfSize(PHOTO_MAX_BYTES + 1), filename: 'p.png', type: 'image/png' } }, { photo: en('photo.size') });
  });

  it('refuses a contact message over 64 KiB (413)', async () => {
    const reply = await storesNothing(() => postJson(server.baseUrl, '/api/contact', { message: 'x'.repeat(70 * 1024) }));
    expect(reply.status).toBe(413);
    expect(reply.body.error).toMatch(/too large/i);
  });
});

describe('malformed multipart', () => {
  const form = (boundary: string, body: string) => Buffer.from(body.replace(/\n/g, '\r\n'), 'latin1');

  it.each<[string, Record<string, string>, Buffer]>([
    ['no boundary', { 'content-type': 'multipart/form-data' }, form('', '--x\nContent-Disposition: form-data; name="name"\n\nMaria\n--x--\n')],
    ['a truncated part', multipartHeaders(), form(BOUNDARY, `--${BOUNDARY}\nContent-Disposition: form-data; name="cv"; filename="cv.pdf"\nContent-Type: application/pdf\n\n%PDF-1.4 and then the connection`)],
  ])('answers %s with 400 and a message in the form language', async (_, headers, body) => {
    const reply = await storesNothing(() =>
      rawRequest('/api/teachers/create?site_language=ru', { ...headers, 'content-length': String(body.length) }, [body]),
    );
    expect(reply.status).toBe(400);
    expect(JSON.parse(reply.body)).toEqual({ error: expectedMessage('ru', 'formUnreadable') });
  });

  it.each([
    ['another boundary than declared', form('other', '--other\nContent-Disposition: form-data; name="name"\n\nMaria\n--other--\n')],
    ['a broken part header', form(BOUNDARY, `--${BOUNDARY}\nthis is no header\n\nvalue\n--${BOUNDARY}--\n`)],
  ])('answers a body with %s as a form with nothing readable in it (400)', async (_, body) => {
    const reply = await storesNothing(() => rawRequest('/api/teachers/create', { ...multipartHeaders(), 'content-length': String(body.length) }, [body]));
    expect(reply.status).toBe(400);
    const answer = JSON.parse(reply.body) as { error?: string; errors?: Record<string, string> };
    expect(answer.error ?? answer.errors?.name).toBe(answer.error ? en('formUnreadable') : en('name.required'));
  });

  it('answers a JSON body sent to the application form with 400 and the same message', async () => {
    const reply = await storesNothing(() => postJson(server.baseUrl, '/api/teachers/create', { name: 'Maria' }));
    expect(reply).toEqual({ status: 400, body: { error: en('formUnreadable') } });
  });

  it('refuses a field named __proto__', async () => {
    const body = form(BOUNDARY, `--${BOUNDARY}\nContent-Disposition: form-data; name="__proto__"\n\n{"polluted":true}\n--${BOUNDARY}--\n`);
    const reply = await storesNothing(() => rawRequest('/api/teachers/create', { ...multipartHeaders(), 'content-length': String(body.length) }, [body]));
    expect(reply.status).toBe(400);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuses a flood of fields (more parts than a form has)', async () => {
    const parts = Array.from({ length: 60 }, (_, index) => `--${BOUNDARY}\nContent-Disposition: form-data; name="f${index}"\n\nv\n`).join('');
    const body = form(BOUNDARY, `${parts}--${BOUNDARY}--\n`);
    const reply = await storesNothing(() => rawRequest('/api/teachers/create', { ...multipartHeaders(), 'content-length': String(body.length) }, [body]));
    expect(reply.status).toBe(413);
  });
});

describe('missing, duplicated and confused fields', () => {
  it('answers an empty form (only the closing boundary) with every required field named', async () => {
    const body = Buffer.from(`--${BOUNDARY}--\r\n`, 'latin1');
    const reply = await storesNothing(() =>
      rawRequest('/api/teachers/create?site_language=ar', { ...multipartHeaders(), 'content-length': String(body.length) }, [body]),
    );
    expect(reply.status).toBe(400);
    const { errors } = JSON.parse(reply.body) as { errors: Record<string, string> };
    expect(Object.keys(errors).sort()).toEqual(['ageGroup', 'cv', 'email', 'language', 'name', 'phone', 'photo', 'quote', 'role']);
    expect(errors.cv).toBe(expectedMessage('ar', 'cv.required'));
  });

  it('answers a text field sent as a file, and a file sent as text, as missing', async () => {
    const form = applicationForm({ name: null, cv: 'not a file' }, { cv: null, name: { bytes: Buffer.from('Maria'), filename: 'name.txt', type: 'text/plain' } });
    const reply = await storesNothing(() => postForm(server.baseUrl, form));
    expect(reply.status).toBe(400);
    expect(reply.body.errors).toMatchObject({ cv: en('cv.required'), files: en('tooManyFiles') });
  });

  it('refuses two CVs', async () => {
    const cv = { bytes: pdfOfSize(2048), filename: 'cv.pdf', type: 'application/pdf' };
    await expectFieldErrors({}, { cv: [cv, cv] }, { files: en('tooManyFiles') });
  });

  it('refuses a file under a name the form does not have', async () => {
    await expectFieldErrors({}, { passport: { bytes: pdfOfSize(2048), filename: 'passport.pdf', type: 'application/pdf' } }, { files: en('tooManyFiles') });
  });

  it('refuses an unknown site_language', async () => {
    const reply = await storesNothing(() => postForm(server.baseUrl, applicationForm({ site_language: 'xx' })));
    expect(reply).toEqual({ status: 400, body: { errors: { site_language: en('siteLanguage') } } });
  });

  it.each<[string, unknown, Record<string, string>]>([
    ['fields sent as arrays and objects', { full_name: ['a', 'b'], email: { $ne: 1 }, phone: 1, subject: true, message: null }, { full_name: en('unreadable'), email: en('unreadable'), phone: en('unreadable'), subject: en('unreadable'), message: en('unreadable') }],
    ['a whitespace-only message', { full_name: 'A', email: 'a@example.com', phone: '1', subject: 'S', message: '   ' }, { message: en('message.required') }],
  ])('answers a contact message with %s with 400', async (_, body, errors) => {
    const reply = await storesNothing(() => postJson(server.baseUrl, '/api/contact', body));
    expect(reply.status).toBe(400);
    for (const [field, message] of Object.entries(errors)) expect(reply.body.errors?.[field]).toBe(message);
  });

  it('answers invalid JSON with 400 and the form\'s own words', async () => {
    const reply = await storesNothing(() =>
      fetch(`${server.baseUrl}/api/contact`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"full_name": ' }),
    );
    expect(reply.status).toBe(400);
    expect(await reply.json()).toEqual({ error: en('formUnreadable') });
  });

  it.each(['application/x-www-form-urlencoded', 'application/xml'])('answers a contact message sent as %s with 415', async (type) => {
    const reply = await storesNothing(() => fetch(`${server.baseUrl}/api/contact`, { method: 'POST', headers: { 'content-type': type }, body: 'full_name=A' }));
    expect(reply.status).toBe(415);
    expect(((await reply.json()) as { error: string }).error).toMatch(/Unsupported Media Type/);
  });

  it('answers a contact message sent as text/plain with 400: it is no object', async () => {
    const reply = await storesNothing(() => fetch(`${server.baseUrl}/api/contact`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'full_name=A' }));
    expect(reply.status).toBe(400);
    expect(await reply.json()).toEqual({ error: en('formUnreadable') });
  });
});

describe('files that are not what they claim', () => {
  const cv = (bytes: Buffer, filename = 'cv.docx', type = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'): UploadPart => ({ bytes, filename, type });

  it.each<[string, UploadPart, string]>([
    ['a Windows executable renamed cv.pdf', cv(windowsExecutable(), 'cv.pdf', 'application/pdf'), 'cv.type'],
    ['a PDF header followed by a web page', cv(pdfHeaderThenHtml(), 'cv.pdf', 'application/pdf'), 'cv.unreadable'],
    ['a DOCX zip bomb (1.5 MB that inflates to 1.5 GB, scaled down: 2 MiB at 1000:1)', cv(docxBomb(2 * MIB)), 'cv.unreadable'],
    ['a DOCX whose parts inflate past 64 MiB', cv(docxBomb(70 * MIB)), 'cv.unreadable'],
    ['a web page packed as a DOCX', cv(htmlDressedAsDocx()), 'cv.unreadable'],
    ['a DOCX whose local header disagrees with its directory', cv(docxWithMismatchedLocalHeader()), 'cv.unreadable'],
  ])('refuses %s as a CV', async (_, file, key) => {
    await expectFieldErrors({}, { cv: file }, { cv: en(key) });
  });

  it.each<[string, UploadPart, string]>([
    ['an SVG with a script', { bytes: svgWithScript(), filename: 'me.svg', type: 'image/svg+xml' }, 'photo.type'],
    ['an SVG renamed .png', { bytes: svgWithScript(), filename: 'me.png', type: 'image/png' }, 'photo.type'],
    ['a Windows executable renamed .jpg', { bytes: windowsExecutable(), filename: 'me.jpg', type: 'image/jpeg' }, 'photo.type'],
    ['a PNG that claims 100 million pixels (decompression bomb)', { bytes: pngOfPixels(10_000), filename: 'me.png', type: 'image/png' }, 'photo.unreadable'],
    ['a JPEG header with no picture in it', { bytes: Buffer.concat([jpegOfSize(300).subarray(0, 20), Buffer.alloc(500)]), filename: 'me.jpg', type: 'image/jpeg' }, 'photo.unreadable'],
  ])('refuses %s as a photo', async (_, file, key) => {
    await expectFieldErrors({}, { photo: file }, { photo: en(key) });
  });

  it('stores a PNG with a web page appended re-encoded: the page is gone', async () => {
    const polyglot = Buffer.concat([pngOfSize(2048), Buffer.from('<html><script>alert(document.cookie)</script></html>')]);
    const row = await expectAccepted({ photo: { bytes: polyglot, filename: 'me.png', type: 'image/png' } });
    const photo = storedFile(row.photo_file);
    expect(photo.includes('<script')).toBe(false);
    expect((await sharp(photo).metadata()).format).toBe('png');
  });

  it('stores a JPEG with a script appended re-encoded: the script is gone', async () => {
    const polyglot = Buffer.concat([jpegOfSize(4096), Buffer.from('<script>alert(1)</script>')]);
    const row = await expectAccepted({ photo: { bytes: polyglot, filename: 'me.jpg', type: 'image/jpeg' } });
    expect(storedFile(row.photo_file).includes('<script')).toBe(false);
  });

  it('stores a photo without its EXIF data (a phone writes the place it was taken)', async () => {
    const withLocation = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#8a5' } })
      .jpeg()
      .withExif({ IFD0: { Artist: 'Maria Santos', ImageDescription: 'taken at 25.2048 N 55.2708 E' } })
      .toBuffer();
    expect((await sharp(withLocation).metadata()).exif).toBeDefined();
    const row = await expectAccepted({ photo: { bytes: withLocation, filename: 'me.jpg', type: 'image/jpeg' } });
    const photo = storedFile(row.photo_file);
    expect((await sharp(photo).metadata()).exif).toBeUndefined();
    expect(photo.includes('Maria Santos')).toBe(false);
  });
});

describe('file names', () => {
  it.each<[string, string, string]>([
    ['a NUL byte and control characters', 'cv\u0000\u0007\u001b[31m.pdf', 'cv[31m.pdf'],
    ['a right-to-left override that disguises the extension', 'cv\u202Efdp.exe', 'cvfdp.exe'],
    ['DEL, C1 controls and invisible direction marks', 'c\u007fv\u0085\u009b\u200e\u2066.pdf', 'cv.pdf'],
  ])('strips %s from the stored name', async (_, filename, expected) => {
    const row = await expectAccepted({ cv: { bytes: pdfOfSize(2048), filename, type: 'application/pdf' } });
    expect(row.cv_original_name).toBe(expected);
  });

  it('keeps a traversal name as text only: the file gets a random name inside the uploads directory', async () => {
    const row = await expectAccepted({ cv: { bytes: pdfOfSize(2048), filename: '../../../etc/passwd.pdf', type: 'application/pdf' } });
    expect(row.cv_file).toMatch(/^[0-9a-f]{32}\.pdf$/);
    expect(fs.existsSync(path.join(server.uploadsDir, row.cv_file))).toBe(true);
  });

  it('keeps at most 255 characters of a very long name', async () => {
    const row = await expectAccepted({ cv: { bytes: pdfOfSize(2048), filename: `${'a'.repeat(1000)}.pdf`, type: 'application/pdf' } });
    expect(Array.from(row.cv_original_name!)).toHaveLength(255);
    expect(row.cv_original_name!.endsWith('.pdf')).toBe(true);
  });
});

describe('parameters out of range', () => {
  const admin = (route: string) => adminCall(server.baseUrl, 'GET', route, { token: 'test-admin-token-0123456789' });

  it.each(['page=1e20', 'page=0', 'page=-1', 'page=abc', 'per_page=1000', 'per_page=0', 'page=9007199254740993'])(
    'answers admin applications?%s with 400',
    async (query) => {
      const reply = await admin(`/api/admin/applications?${query}`);
      expect(reply.status).toBe(400);
      expect(JSON.stringify(reply.body)).toMatch(/page/);
    },
  );

  it('answers an admin id of 1e20 with 400', async () => {
    const reply = await admin('/api/admin/blog/1e20');
    expect(reply.status).toBe(400);
  });

  it('answers a 150-character slug like any unknown post (404), not 414', async () => {
    const reply = await fetch(`${server.baseUrl}/api/blog/${'a'.repeat(150)}`);
    expect(reply.status).toBe(404);
    expect(await reply.json()).toEqual({ error: 'Blog not found' });
  });

  it('answers a 200-character slug with 404, the longest the schema allows', async () => {
    expect((await fetch(`${server.baseUrl}/api/blog/${'a'.repeat(200)}`)).status).toBe(404);
  });

  it.each(['..%2F..%2Fetc%2Fpasswd', '%00', "x'%20OR%201=1--"])('answers the slug %s with 404', async (slug) => {
    expect((await fetch(`${server.baseUrl}/api/blog/${slug}`)).status).toBe(404);
  });
});

describe('the data on disk', () => {
  it('keeps the database readable by its owner only, in a private directory', () => {
    for (const file of [server.databasePath, `${server.databasePath}-wal`]) {
      if (fs.existsSync(file)) expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    }
    expect(fs.statSync(server.uploadsDir).mode & 0o777).toBe(0o700);
  });

  it('creates a missing data directory 0700', async () => {
    const dataDir = path.join(server.dataDir, 'fresh', 'data');
    const other = await startServer({
      files: { dataDir: server.dataDir, databasePath: path.join(dataDir, 'content.db'), uploadsDir: path.join(dataDir, 'uploads') },
    });
    try {
      expect(fs.statSync(dataDir).mode & 0o777).toBe(0o700);
      expect(fs.statSync(path.join(dataDir, 'content.db')).mode & 0o777).toBe(0o600);
    } finally {
      await other.stop();
    }
  });
});
