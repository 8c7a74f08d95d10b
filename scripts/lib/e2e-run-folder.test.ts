/** @jest-environment node */
import fs from 'fs';
import os from 'os';
import path from 'path';
import { e2eRunFolder } from './e2e-run-folder';

let parent: string;
beforeEach(() => (parent = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-run-folder-test-'))));
afterEach(() => fs.rmSync(parent, { recursive: true, force: true }));

it('gives each run of the browser tests logs of its own, so runs side by side never share one', () => {
  const [first, second] = [e2eRunFolder(parent), e2eRunFolder(parent)];
  expect(new Set([first.apiLog, first.buildLog, second.apiLog, second.buildLog]).size).toBe(4);
  for (const file of [first.apiLog, first.buildLog, first.dataDir]) expect(path.relative(parent, file)).not.toMatch(/^\.\./);
});

it('removes the run\'s data at its end and keeps its logs', () => {
  const run = e2eRunFolder(parent);
  fs.writeFileSync(path.join(run.dataDir, 'content.db'), 'x');
  fs.writeFileSync(run.apiLog, 'log');
  run.removeData();
  expect(fs.existsSync(run.dataDir)).toBe(false);
  expect(fs.readFileSync(run.apiLog, 'utf8')).toBe('log');
});
