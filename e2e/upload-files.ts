/** Files for the career form's pickers, written to a temporary folder per test file. */
import fs from 'fs';
import os from 'os';
import path from 'path';
import { pdfOfSize } from '../api/test/support/sample-files';
import { test } from './support';

/** A real one-page PDF (the API opens every CV), padded to `bytes`. */
export function tinyPdf(bytes = 2048): Buffer {
  return pdfOfSize(bytes);
}

export function tinyPng(): Buffer {
  return Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
}

/**
 * Returns a writer of files under a folder removed after the calling test file; each file gets a
 * folder of its own, so parallel tests never share a name. Call at the top of a spec file. The
 * folder is made by the first file written: Playwright also loads spec files only to list their
 * tests, in processes that run none and no afterAll, which left an empty folder behind each time.
 */
export function uploadFiles(): (name: string, content: Buffer) => string {
  let dir: string | null = null;
  test.afterAll(() => {
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
    dir = null;
  });
  return (name, content) => {
    dir ??= fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-uploads-'));
    const file = path.join(fs.mkdtempSync(path.join(dir, 'f-')), name);
    fs.writeFileSync(file, content);
    return file;
  };
}
