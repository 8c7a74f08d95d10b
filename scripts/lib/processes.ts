/** Child processes for the start and test scripts: the API, gatsby build, and waiting on them. */
import { spawn, type ChildProcess, type SpawnOptions } from 'child_process';
import path from 'path';

export const ROOT = path.resolve(__dirname, '../..');
export const BIN = path.join(ROOT, 'node_modules/.bin');

export function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}, options: SpawnOptions = {}): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(path.join(BIN, command), args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env }, ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

export function startApi(env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(path.join(BIN, 'tsx'), ['api/src/main.ts'], { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
}

export async function waitForHealth(baseUrl: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${baseUrl}/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The API at ${baseUrl} did not become healthy within ${timeoutMs / 1000} s`);
}

export function stop(child: ChildProcess | undefined): Promise<void> {
  return new Promise((resolve) => {
    if (!child || child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 5000).unref();
  });
}
