/**
 * `npm run api:build`: the API as JavaScript in api/dist, for `npm run api:start` (Node alone).
 * tsc keeps import names as written, and Node reads no tsconfig: `@shared/…` (the code shared
 * with the site, compiled beside the API in dist/shared) is found the way Node finds any bare
 * name, in a node_modules folder above the importing file, where dist/node_modules/@shared links
 * to dist/shared.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { runMain } from './lib/run-main';

const REPOSITORY_ROOT = path.resolve(__dirname, '..');
export const API_DIST = path.join(REPOSITORY_ROOT, 'api', 'dist');

export async function buildApi(outDir: string = API_DIST): Promise<void> {
  fs.rmSync(outDir, { recursive: true, force: true });
  const tsc = path.join(REPOSITORY_ROOT, 'node_modules', '.bin', 'tsc');
  await promisify(execFile)(tsc, ['-p', 'api/tsconfig.build.json', '--outDir', outDir], { cwd: REPOSITORY_ROOT });
  fs.mkdirSync(path.join(outDir, 'node_modules'));
  // Relative, so the compiled tree can be copied or moved whole.
  fs.symlinkSync(path.join('..', 'shared'), path.join(outDir, 'node_modules', '@shared'));
}

if (require.main === module) {
  runMain(async () => {
    await buildApi();
    console.log(`The API is compiled into ${path.relative(process.cwd(), API_DIST)}; start it with \`npm run api:start\`.`);
    return 0;
  });
}
