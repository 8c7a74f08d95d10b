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
 * folder of its own, so parallel tests never share a name. Call at the top of a spec file.
 */
export function uploadFiles(): (name: string, content: Buffer) => string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-uploads-'));
  test.afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  return (name, content) => {
    const file = path.join(fs.mkdtempSync(path.join(dir, 'f-')), name);
    fs.writeFileSync(file, content);
    return file;
  };
}
