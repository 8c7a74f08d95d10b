/** Files for the career form's pickers, written to a temporary folder per test file. */
import fs from 'fs';
import os from 'os';
import path from 'path';
import { test } from './support';

export function tinyPdf(bytes = 2048): Buffer {
  const head = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n');
  const body = Buffer.alloc(Math.max(0, bytes - head.length - 6), 0x20);
  return Buffer.concat([head, body, Buffer.from('\n%%EOF')]);
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
