/** A seeded content API on loopback with its own temporary database, for the benchmarks. */
import fs from 'fs';
import os from 'os';
import path from 'path';
import type { ChildProcess } from 'child_process';
import { apiLogTail, startApi, stop, waitForHealth } from '../../scripts/lib/processes';

export interface TempApi {
  url: string;
  dataDir: string;
  close: () => Promise<void>;
}

export async function startTempApi(port: number, env: NodeJS.ProcessEnv = {}): Promise<TempApi> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-api-'));
  const url = `http://127.0.0.1:${port}`;
  const logFile = path.join(dataDir, 'api.log');
  const apiEnv = {
    HOST: '127.0.0.1',
    PORT: String(port),
    DATABASE_PATH: path.join(dataDir, 'content.db'),
    UPLOADS_DIR: path.join(dataDir, 'uploads'),
    MEDIA_DIR: path.join(dataDir, 'media'),
    RATE_LIMIT_MAX: '1000000',
    BOOKINGS_PER_CLIENT_PER_DAY: '1000000',
    LOG_LEVEL: 'warn',
    ...env,
  };
  const child: ChildProcess = startApi(apiEnv, logFile);
  try {
    await waitForHealth(url);
  } catch (error) {
    console.error(apiLogTail(logFile));
    await stop(child);
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    url,
    dataDir,
    close: async () => {
      await stop(child);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
