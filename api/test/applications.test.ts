/**
 * POST /api/teachers/create over real HTTP: every form rule (docs/product-rules.md, Forms) checked by the server with its
 * message, file types by magic bytes, exact size limits, nothing stored on rejection or abort,
 * and an accepted application surviving a restart.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import sharp from 'sharp';
import { CV_MAX_BYTES, PHONE_MAX_DIGITS, PHOTO_MAX_BYTES } from '@efe/shared/constants';
import type { ApplicationRow } from '../src/db/lead-rows';
import { MAX_APPLICATION_BODY_BYTES } from '../src/routes/application-routes';
import { countRows, queryAll } from './support/database';
import { applicationForm, postForm, validFiles, VALID_FIELDS, type FormFields, type UploadPart } from './support/forms';
import { LEAD_SOURCE_FIELDS } from '@efe/shared/lead-source';
import { PROFILE_CONSENT_FIELD } from '@efe/shared/profile-consent';
import { expectedMessage } from './support/messages';
import {
  jpegOfSize,
  pdfOfSize,
  plainZip,
  pngOfSize,
  streamedDocx,
  streamedDocxWithLargePicture,
  windowsExecutable,
} from './support/sample-files';
import { removeServerFiles, startServer, type RunningServer } from './support/server';

let server: RunningServer;

beforeAll(async () => {
  server = await startServer();
});

afterAll(async () => {
  await server.stop();
  removeServerFiles(server);
});

const uploads = () => fs.readdirSync(server.uploadsDir).sort();
const applicationCount = () => countRows(server.databasePath, 'applications');
const applicationRow = (id: number) =>
  queryAll<ApplicationRow>(server.databasePath, 'SELECT * FROM applications WHERE id = ?', id)[0];

async function expectAccepted(form: FormData): Promise<ApplicationRow> {
  const reply = await postForm(server.baseUrl, form);
  expect(reply).toEqual({ status: 201, body: { id: expect.any(Number) } });
  const row = applicationRow(reply.body.id!);
  expect(row).toBeDefined();
  return row;
}

/** Posts, expects exactly these field errors, and checks that no row and no file appeared. */
async function expectRejected(form: FormData, errors: Record<string, string>): Promise<void> {
  const filesBefore = uploads();
  const rowsBefore = applicationCount();
  const reply = await postForm(server.baseUrl, form);
  expect(reply).toEqual({ status: 400, body: { errors } });
  expect(uploads()).toEqual(filesBefore);
  expect(applicationCount()).toBe(rowsBefore);
}

const en = (key: string, values?: Record<string, number>) => expectedMessage('en', key, values);
const pdf = (size: number, filename = 'cv.pdf'): UploadPart => ({ bytes: pdfOfSize(size), filename, type: 'application/pdf' });
const png = (size: number, filename = 'photo.png'): UploadPart => ({ bytes: pngOfSize(size), filename, type: 'image/png' });
const jpeg = (size: number, filename = 'photo.jpg'): UploadPart => ({ bytes: jpegOfSize(size), filename, type: 'image/jpeg' });

describe('an accepted application', () => {
  it('answers 201 { id } and stores the row and both files', async () => {
    const files = validFiles();
    const row = await expectAccepted(applicationForm({}, files));
    expect(row).toMatchObject({
      name: 'Maria Santos',
      email: 'maria.santos@example.com',
      phone: '+971 50 123 4567',
      role: 'Nanny',
      age_group: '3-5',
      quote: 'I have cared for newborns and toddlers in Dubai for eight years.',
      site_language: 'en',
      cv_original_name: 'maria-santos-cv.pdf',
      cv_mime: 'application/pdf',
      cv_size: files.cv.bytes.length,
      photo_original_name: 'maria.png',
      photo_mime: 'image/png',
    });
    // Sent lower-cased, stored in the filter options' spelling.
    expect(JSON.parse(row.languages)).toEqual(['English', 'Tagalog']);
    expect(new Date(row.created_at).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(row.cv_file).toMatch(/^[0-9a-f]{32}\.pdf$/);
    expect(row.photo_file).toMatch(/^[0-9a-f]{32}\.png$/);
    expect(fs.readFileSync(path.join(server.uploadsDir, row.cv_file)).equals(files.cv.bytes)).toBe(true);
    // The photo is stored re-encoded (padding chunk gone), its size as stored.
    const storedPhoto = fs.readFileSync(path.join(server.uploadsDir, row.photo_file));
    expect(row.photo_size).toBe(storedPhoto.length);
    expect(storedPhoto.length).toBeLessThan(files.photo.bytes.length);
    expect(await sharp(storedPhoto).metadata()).toMatchObject({ format: 'png', width: 1, height: 1 });
  });

  it('never serves uploaded files', async () => {
    const row = await expectAccepted(applicationForm());
    for (const url of [`/media/${row.cv_file}`, `/uploads/${row.cv_file}`, `/data/uploads/${row.photo_file}`]) {
      expect((await fetch(`${server.baseUrl}${url}`)).status).toBe(404);
    }
  });

  it.each<[string, FormFields, string[]]>([
    ['one comma-separated language value', { language: 'english, french' }, ['English', 'French']],
    ['one language', { language: 'russian' }, ['Russian']],
    ['languages in any letter case', { language: ['ENGLISH', 'Tagalog'] }, ['English', 'Tagalog']],
  ])('accepts %s', async (_, fields, languages) => {
    const row = await expectAccepted(applicationForm(fields));
    expect(JSON.parse(row.languages)).toEqual(languages);
  });

  it.each(['Governess', 'tutor', 'teacher', 'maternity nurse'])('accepts the role "%s" from the filter options', async (role) => {
    await expectAccepted(applicationForm({ role }));
  });

  it.each<[string, string | null, string | null]>([
    ['no country', null, null],
    ['a blank country', '  ', null],
    ['a country the site names, in any letter case', 'philippines', 'Philippines'],
  ])('accepts %s, kept in the site spelling', async (_, country, kept) => {
    expect((await expectAccepted(applicationForm({ country }))).country).toBe(kept);
  });

  it.each(['0-2', '3-5', '6-12'])('accepts the age group %s', async (ageGroup) => {
    expect((await expectAccepted(applicationForm({ ageGroup }))).age_group).toBe(ageGroup);
  });

  it.each(['(050) 123-4567', '+44 20 7946 0958', '1', '9'.repeat(PHONE_MAX_DIGITS), '[04] 331 0914'])(
    'accepts the phone number %s',
    async (phone) => {
      await expectAccepted(applicationForm({ phone }));
    },
  );

  it('accepts a CV of exactly 2 MiB', async () => {
    const row = await expectAccepted(applicationForm({}, { cv: pdf(CV_MAX_BYTES) }));
    expect(row.cv_size).toBe(CV_MAX_BYTES);
    expect(fs.statSync(path.join(server.uploadsDir, row.cv_file)).size).toBe(CV_MAX_BYTES);
  });

  it('accepts a PNG photo of exactly 200 KiB', async () => {
    const row = await expectAccepted(applicationForm({}, { photo: png(PHOTO_MAX_BYTES) }));
    expect(row).toMatchObject({ photo_mime: 'image/png' });
  });

  it('accepts a JPEG photo of exactly 200 KiB', async () => {
    const row = await expectAccepted(applicationForm({}, { photo: jpeg(PHOTO_MAX_BYTES) }));
    expect(row).toMatchObject({ photo_mime: 'image/jpeg' });
    expect(row.photo_file).toMatch(/\.jpg$/);
  });

  it('accepts a DOCX written with data descriptors (general purpose flag bit 3), as Google Docs exports', async () => {
    const docx = streamedDocx();
    // The archive really is streamed: bit 3 set and zero sizes in the first local header.
    expect(docx.readUInt16LE(6) & 0x0008).toBe(0x0008);
    expect(docx.readUInt32LE(18)).toBe(0);
    const row = await expectAccepted(
      applicationForm({}, { cv: { bytes: docx, filename: 'CV from Google Docs.docx', type: 'application/octet-stream' } }),
    );
    expect(row).toMatchObject({
      cv_mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      cv_original_name: 'CV from Google Docs.docx',
    });
    expect(row.cv_file).toMatch(/\.docx$/);
  });

  it('accepts a streamed DOCX that file-type alone reports as a plain zip (large picture first)', async () => {
    const row = await expectAccepted(
      applicationForm({}, { cv: { bytes: streamedDocxWithLargePicture(), filename: 'cv.docx', type: 'application/zip' } }),
    );
    expect(row.cv_mime).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
  });

  it('decides the type by the bytes, not the name or the browser MIME type', async () => {
    const row = await expectAccepted(applicationForm({}, { photo: { bytes: pngOfSize(900), filename: 'me.jpg', type: 'image/jpeg' } }));
    expect(row.photo_mime).toBe('image/png');
    expect(row.photo_file).toMatch(/\.png$/);
  });
});

describe('where the applicant came from', () => {
  it('stores the landing page, the referring host and the campaign tags; an older page without them is accepted too', async () => {
    const source = { landing_path: '/ru/candidate-details', referrer_host: 'jobs.example.org', utm_source: 'jobboard', utm_medium: 'cpc', utm_campaign: 'nannies-2027' };
    expect(await expectAccepted(applicationForm(source))).toMatchObject(source);
    expect(await expectAccepted(applicationForm())).toMatchObject({ landing_path: null, referrer_host: null, utm_source: null, utm_medium: null, utm_campaign: null });
  });

  it.each([
    ['a tag far too long', { utm_source: 'n'.repeat(5000) }],
    ['control characters', { utm_campaign: 'a\u0007b' }],
    ['a full address instead of a host', { referrer_host: 'https://jobs.example.org/listing/7' }],
    ['script text', { utm_medium: '"><svg onload=alert(1)>' }],
  ])('refuses %s with a 400 naming the field, and stores no row and no file', async (_what, hostile) => {
    await expectRejected(applicationForm(hostile), { [Object.keys(hostile)[0]]: en('leadSource') });
  });
});

describe('each rule, rejected with its message (en)', () => {
  const tooLong = (max: number) => en('tooLong', { max });

  it.each<[string, FormFields, Record<string, string>]>([
    ['name missing', { name: null }, { name: en('name.required') }],
    ['name blank', { name: '   ' }, { name: en('name.required') }],
    ['name too long', { name: 'N'.repeat(101) }, { name: tooLong(100) }],
    ['email missing', { email: null }, { email: en('email.required') }],
    ['email invalid', { email: 'maria at example.com' }, { email: en('email.invalid') }],
    ['email without a domain', { email: 'maria@' }, { email: en('email.invalid') }],
    ['phone missing', { phone: null }, { phone: en('phone.required') }],
    ['phone with letters', { phone: 'call me' }, { phone: en('phone.invalid', { max: PHONE_MAX_DIGITS }) }],
    ['phone with 16 digits', { phone: '1'.repeat(PHONE_MAX_DIGITS + 1) }, { phone: en('phone.invalid', { max: PHONE_MAX_DIGITS }) }],
    ['phone with no digits', { phone: '+ ( ) -' }, { phone: en('phone.invalid', { max: PHONE_MAX_DIGITS }) }],
    ['language missing', { language: null }, { language: en('language.required') }],
    ['language empty', { language: ' , ' }, { language: en('language.required') }],
    ['language not offered', { language: 'klingon' }, { language: en('language.invalid') }],
    ['one of the languages not offered', { language: ['english', 'klingon'] }, { language: en('language.invalid') }],
    ['role missing', { role: null }, { role: en('role.required') }],
    ['role not offered', { role: 'astronaut' }, { role: en('role.invalid') }],
    ['ageGroup missing', { ageGroup: null }, { ageGroup: en('ageGroup.required') }],
    ['ageGroup not offered', { ageGroup: '13-17' }, { ageGroup: en('ageGroup.invalid') }],
    ['country not offered', { country: 'Atlantis' }, { country: en('country.invalid') }],
    ['country with a direction override', { country: 'Kenya\u202e' }, { country: en('country.invalid') }],
    ['country with a control character', { country: 'Ken\u0007ya' }, { country: en('controlCharacters') }],
    ['country too long', { country: 'C'.repeat(101) }, { country: tooLong(100) }],
    ['quote missing', { quote: null }, { quote: en('quote.required') }],
    ['quote too long', { quote: 'q'.repeat(2001) }, { quote: tooLong(2000) }],
  ])('%s', async (_, fields, errors) => {
    await expectRejected(applicationForm(fields), errors);
  });

  it.each<[string, Partial<Record<string, UploadPart | UploadPart[] | null>>, Record<string, string>]>([
    ['CV missing', { cv: null }, { cv: en('cv.required') }],
    ['CV empty (no file chosen)', { cv: { bytes: Buffer.alloc(0), filename: '', type: 'application/octet-stream' } }, { cv: en('cv.required') }],
    ['photo missing', { photo: null }, { photo: en('photo.required') }],
    ['a renamed .exe sent as cv.pdf', { cv: { bytes: windowsExecutable(), filename: 'cv.pdf', type: 'application/pdf' } }, { cv: en('cv.type') }],
    ['a PNG sent as cv.pdf', { cv: { bytes: pngOfSize(500), filename: 'cv.pdf', type: 'application/pdf' } }, { cv: en('cv.type') }],
    ['a zip that is not a Word document, sent as cv.docx', { cv: { bytes: plainZip(), filename: 'cv.docx', type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' } }, { cv: en('cv.type') }],
    ['plain text sent as cv.pdf', { cv: { bytes: Buffer.from('I am a nanny with eight years of experience.'), filename: 'cv.pdf', type: 'application/pdf' } }, { cv: en('cv.type') }],
    ['a CV of 2 MiB + 1 byte', { cv: pdf(CV_MAX_BYTES + 1) }, { cv: en('cv.size') }],
    ['a CV far over 2 MiB', { cv: pdf(CV_MAX_BYTES * 2) }, { cv: en('cv.size') }],
    ['a PDF sent as photo.jpg', { photo: { bytes: pdfOfSize(900), filename: 'photo.jpg', type: 'image/jpeg' } }, { photo: en('photo.type') }],
    ['a renamed .exe sent as photo.png', { photo: { bytes: windowsExecutable(), filename: 'photo.png', type: 'image/png' } }, { photo: en('photo.type') }],
    ['a PNG photo of 200 KiB + 1 byte', { photo: png(PHOTO_MAX_BYTES + 1) }, { photo: en('photo.size') }],
    ['a JPEG photo of 200 KiB + 1 byte', { photo: jpeg(PHOTO_MAX_BYTES + 1) }, { photo: en('photo.size') }],
    ['a photo over the CV limit too', { photo: png(CV_MAX_BYTES + 10) }, { photo: en('photo.size') }],
    ['two CVs and no photo', { cv: [pdf(1000), pdf(1200)], photo: null }, { cv: en('tooManyFiles'), photo: en('photo.required') }],
    ['three files', { cv: [pdf(1000), pdf(1200)] }, { files: en('tooManyFiles') }],
    ['a file under another name', { cv: null, resume: pdf(1000) }, { cv: en('cv.required'), files: en('tooManyFiles') }],
  ])('%s', async (_, files, errors) => {
    await expectRejected(applicationForm({}, files), errors);
  });

  it('reports every problem at once', async () => {
    const empty = applicationForm(
      { name: null, email: null, phone: null, language: null, role: null, ageGroup: null, quote: null },
      { cv: null, photo: null },
    );
    await expectRejected(empty, {
      name: en('name.required'),
      email: en('email.required'),
      phone: en('phone.required'),
      language: en('language.required'),
      role: en('role.required'),
      ageGroup: en('ageGroup.required'),
      quote: en('quote.required'),
      cv: en('cv.required'),
      photo: en('photo.required'),
    });
  });
});

describe.each(['ar', 'ru'])('messages in %s', (language) => {
  const t = (key: string, values?: Record<string, number>) => expectedMessage(language, key, values);

  it('answers every required-field message in the form language', async () => {
    const form = applicationForm(
      { name: null, email: null, phone: null, language: null, role: null, ageGroup: null, quote: null, site_language: language },
      { cv: null, photo: null },
    );
    const errors = {
      name: t('name.required'),
      email: t('email.required'),
      phone: t('phone.required'),
      language: t('language.required'),
      role: t('role.required'),
      ageGroup: t('ageGroup.required'),
      quote: t('quote.required'),
      cv: t('cv.required'),
      photo: t('photo.required'),
    };
    // Arabic and Russian really differ from English (the locale files are translated).
    expect(errors.name).not.toBe(en('name.required'));
    await expectRejected(form, errors);
  });

  it('answers format, type and size messages in the form language', async () => {
    const form = applicationForm(
      { email: 'nope', phone: 'abc', language: 'klingon', role: 'pilot', ageGroup: '1', site_language: language },
      { cv: { bytes: windowsExecutable(), filename: 'cv.pdf', type: 'application/pdf' }, photo: png(PHOTO_MAX_BYTES + 1) },
    );
    await expectRejected(form, {
      email: t('email.invalid'),
      phone: t('phone.invalid', { max: PHONE_MAX_DIGITS }),
      language: t('language.invalid'),
      role: t('role.invalid'),
      ageGroup: t('ageGroup.invalid'),
      cv: t('cv.type'),
      photo: t('photo.size'),
    });
  });

  it('stores the form language with an accepted application', async () => {
    expect((await expectAccepted(applicationForm({ site_language: language }))).site_language).toBe(language);
  });
});

describe.each(['ar', 'ru'])('fields that are not as the form sends them, in %s', (language) => {
  const t = (key: string) => expectedMessage(language, key);

  // A text field sent as a file is a third file: the parser stops there, after the fields the form
  // sends first (the page's language among them), and the answer is in that language.
  it.each([PROFILE_CONSENT_FIELD, 'country'])('refuses %s sent as a file in the form language', async (field) => {
    await expectRejected(applicationForm({ site_language: language, [field]: null }, { [field]: pdf(1000, `${field}.pdf`) }), { files: t('tooManyFiles') });
  });

  it('refuses a third file in the query language when the form said none before it', async () => {
    const form = applicationForm({ site_language: null }, { resume: pdf(1000) });
    const filesBefore = uploads();
    expect(await postForm(server.baseUrl, form, `?site_language=${language}`)).toEqual({ status: 400, body: { errors: { files: t('tooManyFiles') } } });
    expect(uploads()).toEqual(filesBefore);
  });

  // Every field the form sends once, sent twice (the same value, or two): refused as the consent
  // sent twice is, naming the field, in the form's language; nothing stored.
  const once: Array<[string, string[], string]> = [
    ...(['name', 'email', 'phone', 'role', 'ageGroup', 'quote'] as const).map((field): [string, string[], string] => {
      const value = VALID_FIELDS[field];
      return [field, [String(value), String(value)], 'unreadable'];
    }),
    ['country', ['Kenya', 'Kenya'], 'unreadable'],
    ['country', ['Kenya', 'Philippines'], 'unreadable'],
    [PROFILE_CONSENT_FIELD, ['yes', 'yes'], 'profileConsent'],
    ...LEAD_SOURCE_FIELDS.map((field): [string, string[], string] => [field, field === 'landing_path' ? ['/ru', '/ru'] : ['jobboard', 'newsletter'], 'leadSource']),
  ];
  it.each(once)('refuses %s sent twice (%j)', async (field, values, message) => {
    await expectRejected(applicationForm({ site_language: language, [field]: values }), { [field]: t(message) });
  });

  it('refuses the page language sent twice, in that language when both say it, in English when they differ', async () => {
    await expectRejected(applicationForm({ site_language: [language, language] }), { site_language: t('siteLanguage') });
    await expectRejected(applicationForm({ site_language: [language, 'en'] }), { site_language: en('siteLanguage') });
  });
});

describe('requests that are not a valid form', () => {
  it('answers 400 for an unknown site_language, in English (the language left), and stores nothing', async () => {
    const before = uploads();
    const reply = await postForm(server.baseUrl, applicationForm({ site_language: 'de' }));
    expect(reply).toEqual({ status: 400, body: { errors: { site_language: en('siteLanguage') } } });
    expect(uploads()).toEqual(before);
  });

  it('answers 400 for an unknown site_language in the query, never in the schema\'s words, and stores nothing', async () => {
    const before = uploads();
    const reply = await postForm(`${server.baseUrl}`, applicationForm(), '?site_language=de');
    expect(reply).toEqual({ status: 400, body: { errors: { site_language: en('siteLanguage') } } });
    expect(uploads()).toEqual(before);
  });

  it('answers 413 { error } when a flood of fields arrives', async () => {
    const form = applicationForm();
    for (let index = 0; index < 40; index += 1) form.append(`extra${index}`, 'x');
    const before = uploads();
    const reply = await postForm(server.baseUrl, form);
    expect(reply).toEqual({ status: 413, body: { error: expect.any(String) } });
    expect(uploads()).toEqual(before);
  });

  it('answers 413 { error } before reading a body declared far too large', async () => {
    const { port } = new URL(server.baseUrl);
    const reply = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = http.request(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/teachers/create',
          headers: {
            'content-type': 'multipart/form-data; boundary=----x',
            'content-length': MAX_APPLICATION_BODY_BYTES + 1,
          },
        },
        (response) => {
          let body = '';
          response.on('data', (chunk: Buffer) => (body += chunk.toString()));
          response.on('end', () => {
            request.destroy();
            resolve({ status: response.statusCode ?? 0, body });
          });
        },
      );
      request.on('error', reject);
      request.write(Buffer.alloc(1024, 'a'));
    });
    expect(reply.status).toBe(413);
    expect(JSON.parse(reply.body)).toEqual({ error: expect.any(String) });
  });

  it('leaves no file and no row when the upload is aborted half-way', async () => {
    const request = new Request(`${server.baseUrl}/api/teachers/create`, {
      method: 'POST',
      body: applicationForm({}, { cv: pdf(CV_MAX_BYTES) }),
    });
    const body = Buffer.from(await request.arrayBuffer());
    const filesBefore = uploads();
    const rowsBefore = applicationCount();
    const { port } = new URL(server.baseUrl);
    await new Promise<void>((resolve) => {
      const partial = http.request({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/teachers/create',
        headers: { 'content-type': request.headers.get('content-type')!, 'content-length': body.length },
      });
      partial.on('error', () => resolve());
      partial.write(body.subarray(0, Math.floor(body.length / 2)), () => {
        setTimeout(() => {
          partial.destroy();
          resolve();
        }, 100);
      });
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(uploads()).toEqual(filesBefore);
    expect(applicationCount()).toBe(rowsBefore);
    expect((await fetch(`${server.baseUrl}/health`)).status).toBe(200);
  });
});

describe('durability', () => {
  it('keeps an accepted application across a restart and sweeps every file no row references', async () => {
    const row = await expectAccepted(applicationForm({ name: 'Olga Ivanova' }));
    const total = applicationCount();
    await server.stop();

    // What a crash between writing files and committing the row would leave behind, an hour ago.
    const anHourAgo = new Date(Date.now() - 60 * 60_000);
    const strays = ['deadbeefdeadbeefdeadbeefdeadbeef.pdf', '.tmp-0123456789abcdef'];
    for (const stray of strays) {
      fs.writeFileSync(path.join(server.uploadsDir, stray), 'left over');
      fs.utimesSync(path.join(server.uploadsDir, stray), anHourAgo, anHourAgo);
    }
    // Before the API listens, no request of its own can be finishing: a file written a moment
    // before the crash is as orphaned as an old one (fault.test.ts crashes mid-burst to prove it).
    const fresh = 'feedfacefeedfacefeedfacefeedface.png';
    fs.writeFileSync(path.join(server.uploadsDir, fresh), pngOfSize(300));

    server = await startServer({ files: server });
    expect(applicationRow(row.id)).toEqual(row);
    expect(applicationCount()).toBe(total);
    const referenced = queryAll<{ cv_file: string; photo_file: string }>(
      server.databasePath,
      'SELECT cv_file, photo_file FROM applications',
    ).flatMap((item) => [item.cv_file, item.photo_file]);
    expect(uploads()).toEqual([...referenced].sort());
    expect(server.output()).toContain('removed upload files no application references');
  });
});
