/**
 * Where one run of the browser tests keeps its files: a folder of its own in the system's temporary
 * directory, so runs side by side (two checkouts, a CI job beside a developer) never write to the
 * same log. Its data (the test API's database, uploads, media) is removed when the run ends; its two
 * logs stay, to be read after a failed run.
 */
import fs from 'fs';
import os from 'os';
import path from 'path';

export interface E2eRunFolder {
  dataDir: string;
  apiLog: string;
  buildLog: string;
  /** Removes the run's data, keeping its logs. */
  removeData(): void;
}

export function e2eRunFolder(parent = os.tmpdir()): E2eRunFolder {
  const folder = fs.mkdtempSync(path.join(parent, 'site-e2e-'));
  const dataDir = path.join(folder, 'data');
  fs.mkdirSync(dataDir);
  return {
    dataDir,
    apiLog: path.join(folder, 'api.log'),
    buildLog: path.join(folder, 'build.log'),
    removeData: () => fs.rmSync(dataDir, { recursive: true, force: true }),
  };
}
