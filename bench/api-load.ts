/**
 * `npm run bench:api`: autocannon on loopback against a seeded temporary API: the two busiest
 * reads (candidates, blog list), the application upload with small valid files, and the free
 * consultation times with 1,000 consultations booked, while a process of its own asks /health ten
 * times a second; and beside them the ceiling: a one-route Fastify server sending the same
 * /api/teachers bytes, measured in the same run. Prints requests per second and latency
 * percentiles; writes bench/api-results.json; exits 1 when GET /api/teachers is under half the
 * ceiling or its p99 over 25 ms (the goal for a CDN in front), or when the free times are under half
 * of /api/teachers' rate, their p99 over 25 ms, or /health ever takes 50 ms while they are loaded.
 */
import { execFile, spawn } from 'child_process';
import { randomBytes } from 'crypto';
import fs from 'fs';
import os from 'os';
import path from 'path';
import { BIN, ROOT, stop, waitForHealth } from '../scripts/lib/processes';
import { runMain } from '../scripts/lib/run-main';
import { pdfOfSize, pngOfSize } from '../api/test/support/sample-files';
import { ms, table } from './lib/stats';
import { checked } from './lib/checked';
import { Type } from '@sinclair/typebox';
import { FreeSlots } from '@efe/shared/contract/booking';
import { startTempApi, type TempApi } from './lib/temp-api';
import { adminCall } from './lib/admin-call';

const API_PORT = Number(process.env.BENCH_API_PORT ?? 4410);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const CEILING_PORT = API_PORT + 1;
const MIN_SHARE_OF_CEILING = 0.5;
const MAX_P99_MS = 25;
/** Consultations booked before the free times are measured, and how many at once are booked. */
const BOOKED = Number(process.env.BENCH_BOOKED ?? 1000);
const BOOKING_CONCURRENCY = 8;
/** The free times at least at this share of /api/teachers' rate; /health under this while they are loaded. */
const MIN_SLOTS_SHARE_OF_TEACHERS = 0.5;
const MAX_HEALTH_MS = 50;
const ADMIN_TOKEN = randomBytes(24).toString('base64url');

const SlotsAnswer = Type.Object({ data: Type.Object({ slots: FreeSlots }) });
const ProbeAnswer = Type.Object({ count: Type.Integer(), failures: Type.Integer(), p50Ms: Type.Number(), p99Ms: Type.Number(), maxMs: Type.Number() });

interface AutocannonResult {
  requests: { average: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
  '2xx': number;
}

type Autocannon = (options: object) => Promise<AutocannonResult>;

/** A small, valid application: a 20 KB PDF and PNG (the API tests' sample files), fields that pass every rule. */
async function applicationBody(): Promise<{ body: Buffer; contentType: string }> {
  const form = new FormData();
  const fields: Array<[string, string]> = [
    ['name', 'Bench Applicant'],
    ['email', 'bench@example.com'],
    ['phone', '971501234567'],
    ['language', 'english'],
    ['role', 'nanny'],
    ['ageGroup', '3-5'],
    ['quote', 'Measured, not guessed.'],
    ['site_language', 'en'],
  ];
  for (const [name, value] of fields) form.append(name, value);
  form.append('cv', new Blob([new Uint8Array(pdfOfSize(20_000))], { type: 'application/pdf' }), 'cv.pdf');
  form.append('photo', new Blob([new Uint8Array(pngOfSize(20_000))], { type: 'image/png' }), 'photo.png');
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return { body: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get('content-type')! };
}

/** Starts the ceiling server with `body` as its answer; returns its URL and a stop function. */
async function startCeiling(body: Buffer, dataDir: string): Promise<{ url: string; close: () => Promise<void> }> {
  const bodyFile = path.join(dataDir, 'ceiling-body.json');
  fs.writeFileSync(bodyFile, body);
  const child = spawn(path.join(BIN, 'tsx'), ['bench/lib/ceiling-server.ts'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, PORT: String(CEILING_PORT), CEILING_BODY_FILE: bodyFile },
  });
  const url = `http://127.0.0.1:${CEILING_PORT}`;
  await waitForHealth(url);
  return { url, close: () => stop(child) };
}

/**
 * The shipped diary (Sunday to Thursday, 09:00-18:00, 30 minutes, six weeks ahead) with 20
 * consultations at once, then BOOKED families through POST /api/booking, each with its own address;
 * returns once their mails (two each) are written, so the mail worker is quiet while measuring.
 */
async function bookDiary(api: TempApi): Promise<void> {
  const settings = { weekly: [0, 1, 2, 3, 4].map((weekday) => ({ weekday, from: '09:00', to: '18:00' })), slot_minutes: 30, capacity: 20, notice_hours: 12, horizon_days: 42, closed_days: [] };
  await adminCall(api.url, ADMIN_TOKEN, 'PUT', '/api/admin/availability', settings);
  const answer: unknown = await (await fetch(`${api.url}/api/booking/slots`)).json();
  const starts = checked(SlotsAnswer, answer, 'GET /api/booking/slots').data.slots.map((slot) => slot.start);
  let next = 0;
  const bookOne = async (): Promise<void> => {
    for (let n = next++; n < BOOKED; n = next++) {
      const response = await fetch(`${api.url}/api/booking`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ start: starts[n % starts.length], meeting: 'phone', full_name: `Bench Family ${n}`, email: `bench-family-${n}@example.com`, phone: '+971 50 123 4567', site_language: 'en' }),
      });
      if (response.status !== 201) throw new Error(`booking ${n} refused (${response.status}): ${await response.text()}`);
    }
  };
  await Promise.all(Array.from({ length: BOOKING_CONCURRENCY }, bookOne));
  const outbox = path.join(api.dataDir, 'outbox');
  const mailFiles = () => (fs.existsSync(outbox) ? fs.readdirSync(outbox).filter((name) => name.endsWith('.eml')).length : 0);
  while (mailFiles() < 2 * BOOKED) await new Promise((resolve) => setTimeout(resolve, 250));
}

interface Probe {
  count: number;
  failures: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

/** /health asked ten times a second for `durationMs` by a process of its own. */
function probeHealth(url: string, durationMs: number): Promise<Probe> {
  return new Promise((resolve, reject) => {
    execFile(path.join(BIN, 'tsx'), ['bench/lib/latency-probe.ts', `${url}/health`, String(durationMs), '100'], { cwd: ROOT }, (error, stdout) => {
      if (error) reject(error);
      else resolve(checked(ProbeAnswer, JSON.parse(stdout), 'the /health probe'));
    });
  });
}

async function main(): Promise<number> {
  // autocannon ships no types (the shape used here is declared above), and the import by a name
  // held in a variable keeps the compiler from looking for them.
  const moduleName = 'autocannon';
  const { default: autocannon }: { default: Autocannon } = await import(moduleName);
  // Logging as in production: what an operator needs is part of the cost.
  const api = await startTempApi(API_PORT, { LOG_LEVEL: 'info', ADMIN_TOKEN });
  let ceiling: { url: string; close: () => Promise<void> } | undefined;
  try {
    const teachersUrl = `${api.url}/api/teachers?site_language=en`;
    const teachersBody = Buffer.from(await (await fetch(teachersUrl, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer());
    ceiling = await startCeiling(teachersBody, api.dataDir);
    const { body, contentType } = await applicationBody();
    const check = await fetch(`${api.url}/api/teachers/create`, { method: 'POST', headers: { 'content-type': contentType }, body: new Uint8Array(body) });
    if (check.status !== 201) throw new Error(`the sample application is refused (${check.status}): ${await check.text()}`);

    console.log(`Booking ${BOOKED} consultations…`);
    await bookDiary(api);
    const slotsTarget = `GET /api/booking/slots (${BOOKED.toLocaleString('en')} booked)`;
    const targets: Array<[string, object]> = [
      ['ceiling: one Fastify route, same bytes', { url: `${ceiling.url}/ceiling` }],
      ['GET /api/teachers', { url: teachersUrl }],
      ['GET /api/blog', { url: `${api.url}/api/blog?site_language=en` }],
      [slotsTarget, { url: `${api.url}/api/booking/slots` }],
      ['POST /api/teachers/create', { url: `${api.url}/api/teachers/create`, method: 'POST', headers: { 'content-type': contentType }, body }],
    ];
    const results: Array<{ target: string; requestsPerSecond: number; p50Ms: number; p99Ms: number; non2xx: number; errors: number }> = [];
    let health: Probe | undefined;
    for (const [target, options] of targets) {
      // While the free times are loaded, one more visitor asks /health from a process of its own.
      const probe = target === slotsTarget ? probeHealth(api.url, DURATION_S * 1000 - 1000) : null;
      const result = await autocannon({ ...options, connections: CONNECTIONS, duration: DURATION_S });
      if (probe) health = await probe;
      results.push({ target, requestsPerSecond: result.requests.average, p50Ms: result.latency.p50, p99Ms: result.latency.p99, non2xx: result.non2xx, errors: result.errors });
      console.log(`${target}: ${Math.round(result.requests.average)} req/s`);
    }
    console.log(
      `\n${table(
        ['target', 'req/s', 'p50', 'p99', 'non-2xx', 'errors'],
        results.map((item) => [item.target, String(Math.round(item.requestsPerSecond)), ms(item.p50Ms), ms(item.p99Ms), String(item.non2xx), String(item.errors)]),
      )}`,
    );
    const [top, teachers] = results;
    const shareOfCeiling = teachers.requestsPerSecond / top.requestsPerSecond;
    const goal = { minShareOfCeiling: MIN_SHARE_OF_CEILING, maxP99Ms: MAX_P99_MS };
    const met = shareOfCeiling >= MIN_SHARE_OF_CEILING && teachers.p99Ms <= MAX_P99_MS;
    console.log(
      `\nGET /api/teachers: ${Math.round(shareOfCeiling * 100)} % of the ceiling (goal >= ${MIN_SHARE_OF_CEILING * 100} %), ` +
        `p99 ${ms(teachers.p99Ms)} (goal <= ${MAX_P99_MS} ms): ${met ? 'met' : 'NOT met'}`,
    );
    const slots = results.find((item) => item.target === slotsTarget);
    if (!slots || !health) throw new Error('the free times were not measured');
    const slotsShare = slots.requestsPerSecond / teachers.requestsPerSecond;
    const slotsGoal = { booked: BOOKED, minShareOfTeachers: MIN_SLOTS_SHARE_OF_TEACHERS, maxP99Ms: MAX_P99_MS, maxHealthMs: MAX_HEALTH_MS };
    const slotsMet = slotsShare >= MIN_SLOTS_SHARE_OF_TEACHERS && slots.p99Ms <= MAX_P99_MS && health.maxMs < MAX_HEALTH_MS && health.failures === 0;
    console.log(
      `${slotsTarget}: ${Math.round(slotsShare * 100)} % of /api/teachers (goal >= ${MIN_SLOTS_SHARE_OF_TEACHERS * 100} %), p99 ${ms(slots.p99Ms)} (goal <= ${MAX_P99_MS} ms); ` +
        `meanwhile /health p50 ${health.p50Ms.toFixed(1)} ms, p99 ${health.p99Ms.toFixed(1)} ms, max ${health.maxMs.toFixed(1)} ms of ${health.count} (goal < ${MAX_HEALTH_MS} ms): ${slotsMet ? 'met' : 'NOT met'}`,
    );
    const environment = { date: new Date().toISOString(), node: process.version, cpus: os.cpus().length, durationSeconds: DURATION_S, connections: CONNECTIONS };
    const round = (value: number) => Math.round(value * 10) / 10;
    const summary = {
      shareOfCeiling: Math.round(shareOfCeiling * 1000) / 1000,
      goal,
      met,
      freeTimes: {
        shareOfTeachers: Math.round(slotsShare * 1000) / 1000,
        health: { count: health.count, failures: health.failures, p50Ms: round(health.p50Ms), p99Ms: round(health.p99Ms), maxMs: round(health.maxMs) },
        goal: slotsGoal,
        met: slotsMet,
      },
    };
    fs.writeFileSync(path.join(ROOT, 'bench/api-results.json'), `${JSON.stringify({ environment, summary, results }, null, 2)}\n`);
    console.log('\nWrote bench/api-results.json');
    return results.some((item) => item.non2xx > 0 || item.errors > 0) || !met || !slotsMet ? 1 : 0;
  } finally {
    await ceiling?.close();
    await api.close();
  }
}

runMain(main);
