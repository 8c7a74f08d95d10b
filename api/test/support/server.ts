/**
 * Runs the real API as a child process (`tsx api/src/main.ts`: the same code `npm run api` starts), on a free
 * port with its own temporary database and uploads directory.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import type http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../../scripts/lib/test-ports';
import { waitForHealth } from '../../../scripts/lib/processes';
import { PROCESSES_DIR_VARIABLE } from './api-processes';

export const REPOSITORY_ROOT = path.resolve(__dirname, '..', '..', '..');
export const FIXTURE_SEED_DIR = path.join(REPOSITORY_ROOT, 'api', 'test', 'fixtures', 'seed');
const TSX = path.join(REPOSITORY_ROOT, 'node_modules', '.bin', 'tsx');
const MAIN = path.join(REPOSITORY_ROOT, 'api', 'src', 'main.ts');

export interface ServerFiles {
  dataDir: string;
  databasePath: string;
  uploadsDir: string;
}

export interface RunningServer extends ServerFiles {
  baseUrl: string;
  /** Everything the process wrote to stdout and stderr so far (structured logs). */
  output(): string;
  stop(): Promise<void>;
  /** Kills the process with a signal (SIGKILL: a crash, nothing flushed) and waits for it to end. */
  kill(signal: NodeJS.Signals): Promise<void>;
}

export function temporaryServerFiles(): ServerFiles {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-api-test-'));
  return { dataDir, databasePath: path.join(dataDir, 'content.db'), uploadsDir: path.join(dataDir, 'uploads') };
}

/**
 * A start can outlive its caller (a beforeAll that timed out on a busy machine goes on, and no
 * afterAll stops what it started). Such a process must not keep jest waiting at the end, so the
 * test process holds no reference to it; each running one is listed in the run's folder
 * (`API_TEST_PROCESSES_DIR`, from api-processes.ts), and the run's teardown ends what is left.
 */
function track(child: ChildProcess): void {
  child.unref();
  // A pipe to a child is a socket; only its reference holds the process.
  for (const stream of [child.stdout, child.stderr]) if (stream instanceof net.Socket) stream.unref();
  const folder = process.env[PROCESSES_DIR_VARIABLE];
  if (!folder || child.pid === undefined) return;
  const entry = path.join(folder, String(child.pid));
  fs.writeFileSync(entry, '');
  child.once('exit', () => fs.rmSync(entry, { force: true }));
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

export interface StartOptions {
  /** Reuse the database and uploads of an earlier run (to test a restart). */
  files?: ServerFiles;
  env?: Record<string, string>;
  /** Another way to start it (the compiled API under Node alone); by default tsx on the source. */
  command?: { executable: string; args: string[]; cwd: string };
}

export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const files = options.files ?? temporaryServerFiles();
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const command = options.command ?? { executable: TSX, args: [MAIN], cwd: REPOSITORY_ROOT };
  const child = spawn(command.executable, command.args, {
    cwd: command.cwd,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_PATH: files.databasePath,
      UPLOADS_DIR: files.uploadsDir,
      SEED_DIR: FIXTURE_SEED_DIR,
      RATE_LIMIT_MAX: '100000',
      BOOKINGS_PER_CLIENT_PER_DAY: '100000',
      LOG_LEVEL: 'info',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group: tsx runs the server in a child process, and a crash must take both.
    detached: true,
  });
  track(child);
  let log = '';
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const output = () => log;

  try {
    // Within the API tests' hook timeout (jest.config.js), so a start that fails says why.
    await waitForHealth(baseUrl, { timeoutMs: 50_000, child, output });
  } catch (error) {
    child.kill('SIGKILL');
    // The folder it made for this start: nothing of a failed start is left (a caller's own stays).
    if (!options.files) removeServerFiles(files);
    throw error;
  }

  return {
    ...files,
    baseUrl,
    output,
    async kill(signal: NodeJS.Signals) {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const done = exited(child);
      process.kill(-child.pid!, signal);
      await done;
    },
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited(child);
      clearTimeout(timer);
    },
  };
}

export function removeServerFiles(files: ServerFiles): void {
  fs.rmSync(files.dataDir, { recursive: true, force: true });
}

/**
 * One API for the test file (or the `describe` it is called in): started before its tests,
 * stopped and its files removed after. The value reads through to the running server.
 */
export function serverForTests(options: StartOptions = {}, timeouts: { start?: number; stop?: number } = {}): RunningServer {
  let running: RunningServer | undefined;
  beforeAll(async () => {
    running = await startServer(options);
  }, timeouts.start);
  afterAll(async () => {
    if (!running) return;
    await running.stop();
    removeServerFiles(running);
  }, timeouts.stop);
  return new Proxy({} as RunningServer, {
    get(_target, key) {
      if (!running) throw new Error('the test API is not running yet (use it inside a test)');
      return Reflect.get(running, key);
    },
  });
}

/** The port a test's own server listens on (it was told 0: any free one). */
export function portOf(server: http.Server): number {
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the server is not listening on a TCP port');
  return address.port;
}
