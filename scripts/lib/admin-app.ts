/** The staff admin for `npm start` and `npm test`: its build, and a first account to log in with. */
import { execFile } from 'child_process';
import path from 'path';
import { promisify } from 'util';
import { BIN, ROOT } from './processes';
import { propertyOf } from '@efe/shared/read-unknown';

const execFileAsync = promisify(execFile);

const FIRST_OWNER_EMAIL = 'owner@localhost';

/** Vite builds admin/ into admin/dist (a few seconds); its output only shows when it fails. */
export async function buildAdminApp(): Promise<void> {
  try {
    await execFileAsync(path.join(BIN, 'vite'), ['build', '--config', 'admin/vite.config.mts'], { cwd: ROOT, env: { ...process.env, NO_COLOR: '1' } });
  } catch (error) {
    const output = ['stdout', 'stderr'].map((stream) => propertyOf(error, stream) ?? '').join('');
    throw new Error(`The staff admin did not build (npm run admin:build):\n${output}`);
  }
}

/**
 * Creates the owner (every part of the admin, staff included) when the database has no staff
 * account yet and answers what to tell the person at the keyboard (its e-mail and one-time
 * password); answers '' when accounts exist.
 */
export async function ensureFirstOwner(): Promise<string> {
  const { stdout } = await execFileAsync(path.join(BIN, 'tsx'), ['api/src/staff-cli.ts', 'first-owner', FIRST_OWNER_EMAIL], {
    cwd: ROOT,
  });
  return stdout.trim();
}
