/** @jest-environment node */
import crypto from 'crypto';
import fs from 'fs';
import os from 'os';
import path from 'path';
import { removeBuildLeftovers } from './build-leftovers';

const md5 = (bytes: string) => crypto.createHash('md5').update(bytes).digest('hex');

let work: string;
beforeEach(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'build-leftovers-'));
});
afterEach(() => fs.rmSync(work, { recursive: true, force: true }));

function write(file: string, text: string): string {
  const full = path.join(work, file);
  fs.mkdirSync(path.dirname(full), { recursive: true });
  fs.writeFileSync(full, text);
  return full;
}

/** Gatsby's store as onPostBuild sees it: its finished jobs, and what is dispatched. */
function storeWith(jobs: Record<string, string[]>) {
  const complete = new Map(Object.entries(jobs).map(([digest, inputs]) => [digest, { result: {}, inputPaths: inputs.map((input) => ({ path: input, contentDigest: 'sha1' })) }]));
  const dispatched: unknown[] = [];
  return {
    dispatched,
    complete,
    store: {
      getState: () => ({ jobsV2: { complete, incomplete: new Map() } }),
      dispatch: (action: { type: string; payload: { contentDigest: string } }) => {
        dispatched.push(action);
        complete.delete(action.payload.contentDigest);
      },
    },
  };
}

/** gatsby-source-filesystem's cache folder, where createRemoteFileNode keeps what it downloads. */
const DOWNLOADS = '.cache/caches/gatsby-source-filesystem';
const downloadsDir = () => path.join(work, DOWNLOADS);

it("removes the withdrawn candidate's page and her photo's copies and original, logs them, and has Gatsby forget the jobs that made them", () => {
  // The sources Gatsby downloaded into its cache: her photo, and another candidate's.
  const herPhoto = write(`${DOWNLOADS}/${md5('her url')}/hers.png`, 'her photo');
  const otherPhoto = write(`${DOWNLOADS}/${md5('other url')}/other.png`, 'another photo');
  // A download of her photo that stopped half-way, beside the folders.
  write(`${DOWNLOADS}/tmp-${md5('her url')}.png`, 'her ph');
  const publicDir = path.join(work, 'public');
  const [hers, other] = [`static/${md5('her photo')}`, `static/${md5('another photo')}`];
  write('public/candidates/index.html', `<img srcset="/${other}/1a2b3/other.webp 100w, /${other}/4c5d6/other.webp 200w">`);
  write('public/page-data/candidates/page-data.json', `{"src":"/${other}/1a2b3/other.webp"}`);
  write('public/ru/blogs/gone/index.html', `<img src="/${hers}/0f0f0/hers.webp">`);
  for (const file of [`${hers}/0f0f0/hers.webp`, `${hers}/0f0f1/hers.avif`, `${hers}/0f0f2/hers.jpg`, `${other}/1a2b3/other.webp`, `${other}/4c5d6/other.webp`]) write(`public/${file}`, 'picture');
  const { store, dispatched, complete } = storeWith({ herJob: [herPhoto], otherJob: [otherPhoto], goneSourceJob: [path.join(work, 'no-longer-there.png')] });
  const logged: string[] = [];
  removeBuildLeftovers(publicDir, downloadsDir(), store, { info: (text) => void logged.push(`info: ${text}`), warn: (text) => void logged.push(`warn: ${text}`) });

  expect(fs.existsSync(path.join(publicDir, 'ru/blogs/gone/index.html'))).toBe(false);
  expect(fs.existsSync(path.join(publicDir, hers))).toBe(false);
  expect(fs.readdirSync(path.join(publicDir, other)).sort()).toEqual(['1a2b3', '4c5d6']);
  // Her original is gone from Gatsby's cache with its folder; the other candidate's stays.
  expect(fs.readdirSync(downloadsDir())).toEqual([md5('other url')]);
  expect(fs.existsSync(otherPhoto)).toBe(true);
  expect(logged).toEqual([
    'info: Removed the HTML of 1 pages that no longer exist: /ru/blogs/gone',
    `info: Removed 3 processed pictures no built file names (1 image jobs forgotten, to run again should a page need them): ${hers}/0f0f0/hers.webp, ${hers}/0f0f1/hers.avif, ${hers}/0f0f2/hers.jpg`,
    `info: Removed 2 downloaded pictures no built page shows from ${downloadsDir()}`,
  ]);
  expect(dispatched).toEqual([{ type: 'REMOVE_STALE_JOB_V2', payload: { contentDigest: 'herJob' } }]);
  expect([...complete.keys()]).toEqual(['otherJob', 'goneSourceJob']);
});

it('warns of pictures the pages name that are not there, saying how to make them again, forgets their jobs and keeps their originals', () => {
  const source = write(`${DOWNLOADS}/${md5('post url')}/post.png`, 'post picture');
  const folder = `static/${md5('post picture')}/abcde`;
  write('public/blogs/post/index.html', `<img src="/${folder}/post.webp">`);
  write('public/page-data/blogs/post/page-data.json', '{}');
  const { store, dispatched } = storeWith({ postJob: [source] });
  const logged: string[] = [];
  removeBuildLeftovers(path.join(work, 'public'), downloadsDir(), store, { info: (text) => void logged.push(`${text}`), warn: (text) => void logged.push(`warn: ${text}`) });
  expect(logged).toEqual([
    `warn: Built pages name 1 processed pictures that are not in public/: ${folder}/. Their image jobs are forgotten, so a page built again makes them; to build every page again now, run "npx gatsby clean" and build.`,
  ]);
  expect(fs.existsSync(source)).toBe(true);
  expect(dispatched).toEqual([{ type: 'REMOVE_STALE_JOB_V2', payload: { contentDigest: 'postJob' } }]);
});

it('logs nothing and forgets nothing after a build that left nothing behind', () => {
  const { store, dispatched } = storeWith({ job: [write(`${DOWNLOADS}/${md5('a url')}/a.png`, 'a')] });
  write('public/index.html', `<img src="/static/${md5('a')}/12345/a.webp">`);
  write('public/page-data/index/page-data.json', '{}');
  write(`public/static/${md5('a')}/12345/a.webp`, 'picture');
  const logged: string[] = [];
  removeBuildLeftovers(path.join(work, 'public'), downloadsDir(), store, { info: (text) => void logged.push(`${text}`), warn: (text) => void logged.push(`${text}`) });
  expect(logged).toEqual([]);
  expect(fs.readdirSync(path.join(downloadsDir(), md5('a url')))).toEqual(['a.png']);
  expect(dispatched).toEqual([]);
});
