/**
 * jest's global setup and teardown for the API processes the tests start (support/server.ts):
 * one folder per run lists those still running, and the teardown ends them, so a start that
 * outlived its timed-out hook neither outlives the run nor touches another run's processes.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const PROCESSES_DIR_VARIABLE = 'API_TEST_PROCESSES_DIR';

export function listApiProcesses(): void {
  // Set before jest starts its workers, so every worker's tests write here.
  process.env[PROCESSES_DIR_VARIABLE] = fs.mkdtempSync(path.join(os.tmpdir(), 'api-test-processes-'));
}

export function endApiProcesses(): void {
  const folder = process.env[PROCESSES_DIR_VARIABLE];
  if (!folder) return;
  for (const pid of fs.readdirSync(folder).map(Number)) {
    try {
      // Its process group: tsx runs the server in a child process of its own.
      process.kill(-pid, 'SIGKILL');
    } catch {
      // It ended meanwhile.
    }
  }
  fs.rmSync(folder, { recursive: true, force: true });
}
