/** Folders of files a test lays out in the system's temporary directory, and their removal. */
import fs from 'fs';
import os from 'os';
import path from 'path';

const made = new Set<string>();

/** A new folder holding `files` (path inside it: content); removed by `removeTemporaryTrees`. */
export function temporaryTree(prefix: string, files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  made.add(dir);
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), content);
  }
  return dir;
}

/** One folder at once (a property's run, so hundreds do not wait for the test's end), or all of them. */
export function removeTemporaryTrees(dir?: string): void {
  for (const each of dir === undefined ? [...made] : [dir]) {
    fs.rmSync(each, { recursive: true, force: true });
    made.delete(each);
  }
}
