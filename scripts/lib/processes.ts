/** Child processes for the start and test scripts: the API, gatsby build, and waiting on them. */
import { spawn, type ChildProcess, type SpawnOptions } from 'child_process';
import fs from 'fs';
import path from 'path';

export const ROOT = path.resolve(__dirname, '../..');
export const BIN = path.join(ROOT, 'node_modules/.bin');

export function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}, options: SpawnOptions = {}): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(path.join(BIN, command), args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env }, ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** Like `run`, with the child's stdout and stderr handed to `onOutput` instead of the terminal. */
export function runQuietly(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  options: SpawnOptions,
  onOutput: (chunk: Buffer) => void,
): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, ...options, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
    child.stdout?.on('data', onOutput);
    child.stderr?.on('data', onOutput);
    // It could not start: a failed run. Stopped by `options.signal`, it still ends with 'close'
    // below, once its output is all read (resolving earlier let a reader be closed before it).
    child.on('error', () => {
      if (child.pid === undefined) resolve(1);
    });
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/**
 * The API with its log in `logFile` (started afresh), not on the terminal, where its JSON lines
 * would interleave with Gatsby's progress. `apiLogTail` shows the end of it when the API dies.
 */
export function startApi(env: NodeJS.ProcessEnv, logFile: string): ChildProcess {
  fs.mkdirSync(path.dirname(logFile), { recursive: true });
  const log = fs.openSync(logFile, 'w');
  // Node itself with tsx as a loader, not tsx's command: that one SIGKILLs a child that has not
  // answered a signal within 60 ms (a busy API would lose its clean close; see package.json's start).
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/main.ts'], {
    cwd: ROOT,
    stdio: ['ignore', log, log],
    env: { ...process.env, ...env },
  });
  fs.closeSync(log);
  return child;
}

export function apiLogTail(logFile: string, lines = 15): string {
  try {
    return fs.readFileSync(logFile, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log written)';
  }
}

/** Where a log file is, as a newcomer would type it: relative to the project when inside it. */
export function shownPath(file: string): string {
  const relative = path.relative(process.cwd(), file);
  return relative.startsWith('..') ? file : relative;
}

export interface HealthWait {
  timeoutMs?: number;
  /** The API's process: its exit ends the wait at once, with `output` (what it printed) in the error. */
  child?: ChildProcess;
  output?: () => string;
}

/** Until the API at `baseUrl` answers /health; the one wait used by the start script, the tests and the benchmarks. */
export async function waitForHealth(baseUrl: string, { timeoutMs = 60_000, child, output = () => '' }: HealthWait = {}): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && (child.exitCode !== null || child.signalCode !== null)) {
      throw new Error(`The API ended (${child.signalCode ?? `exit code ${child.exitCode}`}):\n${output()}`);
    }
    try {
      const response = await fetch(`${baseUrl}/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The API at ${baseUrl} did not become healthy within ${timeoutMs / 1000} s\n${output()}`);
}

export function stop(child: ChildProcess | undefined): Promise<void> {
  return new Promise((resolve) => {
    if (!child || child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 5000).unref();
  });
}
