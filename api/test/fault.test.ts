/**
 * "Never loses an application", measured: 1,000 applications sent at once while the API process is
 * killed with SIGKILL part-way (a crash: nothing flushed, no shutdown hook), then restarted on the
 * same database and uploads. Every application that was answered 201 must be stored with both
 * files intact, and no file may be left without its application.
 */
import fs from 'node:fs';
import path from 'node:path';
import { queryAll } from './support/database';
import { applicationForm, validFiles } from './support/forms';
import { removeServerFiles, startServer, type RunningServer } from './support/server';

const APPLICATIONS = 1000;
/** Killed once this many answers have come back, while the rest are in flight. */
const KILL_AFTER_ANSWERS = 200;
/**
 * On loopback a small application takes a few milliseconds, so most would be answered before the
 * first answer is read. Like real visitors on real networks, each body arrives in pieces and the
 * senders start a little apart: at the kill, some are mid-upload, some mid-write.
 */
const BODY_PIECES = 6;
const PIECE_DELAY_MS = 15;
const START_SPREAD_MS = 2;

async function slowUpload(url: string, form: FormData): Promise<Response> {
  const encoded = new Request(url, { method: 'POST', body: form });
  const bytes = new Uint8Array(await encoded.arrayBuffer());
  const pieceSize = Math.ceil(bytes.length / BODY_PIECES);
  let offset = 0;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (offset >= bytes.length) return controller.close();
      if (offset > 0) await new Promise((resolve) => setTimeout(resolve, PIECE_DELAY_MS));
      controller.enqueue(bytes.subarray(offset, offset + pieceSize));
      offset += pieceSize;
    },
  });
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': encoded.headers.get('content-type')!, 'content-length': String(bytes.length) },
    body,
    duplex: 'half',
  } as RequestInit & { duplex: 'half' });
}

interface StoredApplication {
  id: number;
  email: string;
  cv_file: string;
  cv_size: number;
  photo_file: string;
  photo_size: number;
}

type Outcome = { kind: 'created'; id: number; email: string } | { kind: 'refused'; status: number } | { kind: 'failed'; reason: string };

let first: RunningServer;
let restarted: RunningServer | undefined;

afterAll(async () => {
  await restarted?.stop();
  await first?.stop();
  if (first) removeServerFiles(first);
});

it('keeps every accepted application, and only those, across a SIGKILL mid-burst', async () => {
  first = await startServer();
  const files = validFiles();

  let answers = 0;
  let killed: Promise<void> | null = null;
  const send = async (index: number): Promise<Outcome> => {
    const email = `applicant-${index}@example.com`;
    await new Promise((resolve) => setTimeout(resolve, index * START_SPREAD_MS));
    try {
      const response = await slowUpload(`${first.baseUrl}/api/teachers/create`, applicationForm({ email }, files));
      const body = (await response.json()) as { id?: number };
      return response.status === 201 && typeof body.id === 'number' ? { kind: 'created', id: body.id, email } : { kind: 'refused', status: response.status };
    } catch (error) {
      return { kind: 'failed', reason: error instanceof Error ? error.message : String(error) };
    } finally {
      answers += 1;
      if (answers === KILL_AFTER_ANSWERS) killed = first.kill('SIGKILL');
    }
  };

  const outcomes = await Promise.all(Array.from({ length: APPLICATIONS }, (_, index) => send(index)));
  await killed;
  const created = outcomes.filter((outcome): outcome is Extract<Outcome, { kind: 'created' }> => outcome.kind === 'created');
  const failed = outcomes.filter((outcome) => outcome.kind === 'failed');

  // The test means something only if the crash really hit requests in flight.
  expect(killed).not.toBeNull();
  expect(created.length).toBeGreaterThanOrEqual(KILL_AFTER_ANSWERS - 5);
  expect(failed.length).toBeGreaterThan(0);
  expect(outcomes.filter((outcome) => outcome.kind === 'refused')).toEqual([]);

  restarted = await startServer({ files: first });

  const stored = queryAll<StoredApplication>(first.databasePath, 'SELECT id, email, cv_file, cv_size, photo_file, photo_size FROM applications');
  const byId = new Map(stored.map((row) => [row.id, row]));
  for (const { id, email } of created) {
    const row = byId.get(id);
    expect(row?.email).toBe(email);
    expect(fs.statSync(path.join(first.uploadsDir, row!.cv_file)).size).toBe(row!.cv_size);
    expect(fs.statSync(path.join(first.uploadsDir, row!.photo_file)).size).toBe(row!.photo_size);
    expect(fs.readFileSync(path.join(first.uploadsDir, row!.cv_file)).equals(files.cv.bytes)).toBe(true);
  }
  // Rows the client never heard about (killed between commit and answer) are allowed, but each
  // must be complete; what must not exist is a file that no row points at.
  const referenced = new Set(stored.flatMap((row) => [row.cv_file, row.photo_file]));
  const orphans = fs.readdirSync(first.uploadsDir).filter((name) => !referenced.has(name));
  expect(orphans).toEqual([]);
  for (const row of stored) {
    expect(fs.existsSync(path.join(first.uploadsDir, row.cv_file))).toBe(true);
    expect(fs.existsSync(path.join(first.uploadsDir, row.photo_file))).toBe(true);
  }

  // And the restarted API takes applications again.
  const after = await fetch(`${restarted.baseUrl}/api/teachers/create`, { method: 'POST', body: applicationForm({ email: 'after-restart@example.com' }, files) });
  expect(after.status).toBe(201);
}, 90_000);
