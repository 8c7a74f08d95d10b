/** @jest-environment node */
import crypto from 'crypto';
import fs from 'fs';
import os from 'os';
import path from 'path';
import { fc, test } from '@fast-check/jest';
import { pruneUnshownDownloads } from './prune-downloads';
import { removeTemporaryTrees, temporaryTree } from '../test-support/temporary-tree';

const md5 = (bytes: string) => crypto.createHash('md5').update(bytes).digest('hex');

afterEach(() => removeTemporaryTrees());

/** Files under a new folder, as gatsby-source-filesystem lays its downloads out. */
const downloads = (files: Record<string, string>): string => temporaryTree('prune-downloads-', files);

/** Every file under `dir`, relative, sorted. */
function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

describe('pruneUnshownDownloads', () => {
  it('answers nothing for a build that downloaded nothing', () => {
    expect(pruneUnshownDownloads(path.join(os.tmpdir(), `no-such-folder-${process.pid}`), new Set())).toEqual([]);
  });

  test.prop(
    [
      // Pictures by their bytes, each downloaded from one or two URLs (another candidate with the same photo); some shown.
      fc.uniqueArray(fc.record({ bytes: fc.string({ minLength: 1, maxLength: 40 }), urls: fc.integer({ min: 1, max: 2 }), shown: fc.boolean(), stopped: fc.boolean() }), {
        selector: (picture) => picture.bytes,
        maxLength: 8,
      }),
    ],
    { numRuns: 40 },
  )('keeps exactly the downloads whose bytes a built page shows, and no folder left empty', (pictures) => {
    const files: Record<string, string> = {};
    pictures.forEach((picture, index) => {
      for (let url = 0; url < picture.urls; url += 1) files[`${md5(`${index}:${url}`)}/photo-${index}.jpg`] = picture.bytes;
      // A download that stopped half-way lies beside the folders, under its URL's digest.
      if (picture.stopped) files[`tmp-${md5(`${index}:0`)}.jpg`] = picture.bytes;
    });
    const dir = downloads(files);
    const shown = new Set(pictures.filter((picture) => picture.shown).map((picture) => md5(picture.bytes)));
    const removed = pruneUnshownDownloads(dir, shown);
    const gone = Object.keys(files).filter((file) => !shown.has(md5(files[file])));
    expect(removed).toEqual(gone.sort());
    expect(filesUnder(dir)).toEqual(Object.keys(files).filter((file) => !gone.includes(file)).sort());
    const emptyFolders = fs.readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isDirectory() && fs.readdirSync(path.join(dir, entry.name)).length === 0);
    expect(emptyFolders).toEqual([]);
  });
});
