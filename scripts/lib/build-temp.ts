/**
 * A temporary folder for one `gatsby build`, removed when the build ends. Gatsby's worker pools
 * each make a folder in the system's temporary directory (gatsby-worker…) and never remove it, so
 * every build left a few behind; a build told to use this folder (TMPDIR) leaves nothing.
 */
import fs from 'fs';
import os from 'os';
import path from 'path';

export async function inBuildTemp<T>(run: (env: { TMPDIR: string; TMP: string; TEMP: string }) => Promise<T>): Promise<T> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'site-build-'));
  try {
    return await run({ TMPDIR: folder, TMP: folder, TEMP: folder });
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}
