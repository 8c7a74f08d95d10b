/** A throwaway copy of the project's sources (node_modules linked), so a bench never touches public/ or .cache. */
import fs from 'fs';
import os from 'os';
import path from 'path';
import { ROOT } from '../../scripts/lib/processes';

const SKIPPED = new Set(['node_modules', 'public', '.cache', 'data', '.git', 'test-results', 'screenshots']);

export function copyProject(): string {
  const target = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-project-'));
  for (const entry of fs.readdirSync(ROOT)) {
    if (SKIPPED.has(entry)) continue;
    fs.cpSync(path.join(ROOT, entry), path.join(target, entry), { recursive: true });
  }
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(target, 'node_modules'), 'dir');
  return target;
}
