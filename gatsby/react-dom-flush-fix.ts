/**
 * React 18's streaming server renderer (renderToPipeableStream, which Gatsby 5 uses to write every
 * page) encodes text into a 2,048-byte buffer. When a multi-byte character does not fit at its end,
 * it sends the whole buffer anyway, unwritten zero bytes included: Arabic and Russian pages got NUL
 * bytes that the W3C checker rejects and that crawlers and mail clients read as the end of the page
 * (facebook/react#26228, fixed upstream after 18.3; gatsbyjs/gatsby#38747). This applies the
 * upstream fix to the installed react-dom: send only the bytes written. It runs after every install
 * (package.json's postinstall) and every build checks it first (gatsby-node's onPreBootstrap).
 */
import fs from 'fs';
import { createRequire } from 'module';
import path from 'path';

interface FlushFix {
  /** Under node_modules/react-dom. */
  file: string;
  /** React 18.3's code, which sends the whole buffer. */
  broken: string;
  /** The upstream fix: the part written so far. */
  fixed: string;
}

export const FLUSH_FIXES: readonly FlushFix[] = [
  {
    file: 'cjs/react-dom-server.node.production.min.js',
    broken: 'd<b.length&&(t(a,k),',
    fixed: 'd<b.length&&(t(a,k.subarray(0,l)),',
  },
  {
    file: 'cjs/react-dom-server.node.development.js',
    broken: 'if (read < stringChunk.length) {\n    writeToDestination(destination, currentView);',
    fixed: 'if (read < stringChunk.length) {\n    writeToDestination(destination, currentView.subarray(0, writtenBytes));',
  },
];

export type FixState = 'fixed' | 'broken' | 'unknown';

/** Whether `source` holds the fix, the broken code (exactly once), or neither (another react-dom). */
export function fixState(source: string, fix: FlushFix): FixState {
  const count = (text: string) => source.split(text).length - 1;
  if (count(fix.fixed) === 1 && count(fix.broken) === 0) return 'fixed';
  if (count(fix.broken) === 1) return 'broken';
  return 'unknown';
}

/** Files under `reactDomDir` whose code is neither React 18.3's nor fixed: the fix must be looked at again. */
function unknownFiles(reactDomDir: string): string[] {
  return FLUSH_FIXES.filter((fix) => fixState(fs.readFileSync(path.join(reactDomDir, fix.file), 'utf8'), fix) === 'unknown').map(
    (fix) => fix.file,
  );
}

function unknownError(reactDomDir: string, files: string[]): Error {
  return new Error(
    `react-dom at ${reactDomDir} is not the version whose server flush this project fixes (${files.join(', ')}): ` +
      'check whether it still writes NUL bytes (scripts/lib/react-dom-flush-fix.ts) and update the fix.',
  );
}

/** Applies the fix where it is missing; returns the files changed. Throws on a react-dom it does not know. */
export function applyFlushFix(reactDomDir: string): string[] {
  const unknown = unknownFiles(reactDomDir);
  if (unknown.length) throw unknownError(reactDomDir, unknown);
  const changed: string[] = [];
  for (const fix of FLUSH_FIXES) {
    const file = path.join(reactDomDir, fix.file);
    const source = fs.readFileSync(file, 'utf8');
    if (fixState(source, fix) === 'broken') {
      fs.writeFileSync(file, source.replace(fix.broken, fix.fixed));
      changed.push(fix.file);
    }
  }
  return changed;
}

/** Files still without the fix (empty when every one has it). Throws on a react-dom it does not know. */
export function filesWithoutFlushFix(reactDomDir: string): string[] {
  const unknown = unknownFiles(reactDomDir);
  if (unknown.length) throw unknownError(reactDomDir, unknown);
  return FLUSH_FIXES.filter((fix) => fixState(fs.readFileSync(path.join(reactDomDir, fix.file), 'utf8'), fix) === 'broken').map(
    (fix) => fix.file,
  );
}

/** The react-dom the site renders with (the project's own). */
export function installedReactDomDir(): string {
  // Gatsby bundles gatsby-node with Parcel, which leaves no working require.resolve.
  return path.dirname(createRequire(path.resolve('package.json')).resolve('react-dom/package.json'));
}
