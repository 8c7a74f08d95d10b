/** @jest-environment node */
/**
 * Ctrl+C always reaches `npm start`'s own shutdown. Run by tsx's command, a process whose event
 * loop was busy when the signal came (a build on two loaded cores) was SIGKILLed by tsx 60 ms
 * later: "Stopping…" without "Stopped.", and a half-removed temporary folder. npm start runs under
 * Node itself, with tsx as a loader only.
 */
import { spawn } from 'child_process';
import fs from 'fs';
import path from 'path';
import { BIN, ROOT } from './processes';

const start = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')).scripts.start as string;

it('npm start\'s command lets a busy process finish its shutdown after Ctrl+C', async () => {
  const command = start.replace('scripts/start.ts', 'scripts/lib/fixtures/slow-to-stop.ts');
  expect(command).not.toBe(start);
  // Its own process group, which the terminal's Ctrl+C signals as a whole.
  const child = spawn('sh', ['-c', command], { cwd: ROOT, detached: true, env: { ...process.env, PATH: `${BIN}:${process.env.PATH}` } });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  // Once every process holding its output has ended (sh itself may end at the signal).
  const closed = new Promise<void>((resolve) => child.on('close', () => resolve()));
  for (let waited = 0; !output.includes('ready') && waited < 15_000; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
  expect(output).toContain('ready');
  // Now its event loop is busy for half a second at a time.
  process.kill(-child.pid!, 'SIGINT');
  await closed;
  expect(output).toContain('Stopping…\nStopped.');
}, 30_000);
