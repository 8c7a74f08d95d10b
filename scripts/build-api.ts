/**
 * `npm run api:build`: the API as JavaScript in api/dist, for `npm run api:start` (Node alone).
 * tsc keeps import names as written: the shared package (`@efe/shared/…`, compiled beside the API
 * in dist/shared) is found the way Node finds any package, in a node_modules folder above the
 * importing file: dist/node_modules/@efe/shared links to dist/shared, whose manifest maps each
 * name to its compiled file (the workspace's own maps them to the TypeScript sources).
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
  const source: unknown = JSON.parse(fs.readFileSync(path.join(REPOSITORY_ROOT, 'shared', 'package.json'), 'utf8'));
  const name = source && typeof source === 'object' && 'name' in source ? source.name : undefined;
  if (typeof name !== 'string') throw new Error('shared/package.json names no package');
  fs.writeFileSync(path.join(outDir, 'shared', 'package.json'), `${JSON.stringify({ name, private: true, exports: { './*': './*.js' } }, null, 2)}\n`);
  fs.mkdirSync(path.join(outDir, 'node_modules', path.dirname(name)), { recursive: true });
  // Relative, so the compiled tree can be copied or moved whole.
  fs.symlinkSync(path.join('..', '..', 'shared'), path.join(outDir, 'node_modules', name));
}

if (require.main === module) {
  runMain(async () => {
    await buildApi();
    console.log(`The API is compiled into ${path.relative(process.cwd(), API_DIST)}; start it with \`npm run api:start\`.`);
    return 0;
  });
}
