/**
 * @jest-environment node
 */
import { createElement } from 'react';
import { Writable } from 'stream';
import fs from 'fs';
import path from 'path';
import { FLUSH_FIXES, filesWithoutFlushFix, fixState, installedReactDomDir } from './react-dom-flush-fix';

type PipeableRender = (element: ReturnType<typeof createElement>, options: { onAllReady(): void; onError(error: unknown): void }) => {
  pipe(destination: Writable): void;
};

/** The bytes renderToPipeableStream writes for `element`, as Gatsby collects them. */
function streamedBytes(render: PipeableRender, element: ReturnType<typeof createElement>): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(Buffer.from(chunk));
        done();
      },
    });
    sink.on('finish', () => resolve(Buffer.concat(chunks)));
    const { pipe } = render(element, { onAllReady: () => pipe(sink), onError: reject });
  });
}

/** Short text nodes of two-byte letters after one to three ASCII bytes: some end across a 2,048-byte boundary. */
function cyrillicPage() {
  const items = Array.from({ length: 300 }, (_, index) => createElement('p', { key: index }, 'x'.repeat(1 + (index % 3)), 'за мену ', 'العالم'));
  return createElement('main', null, items);
}

const builds: Array<[name: string, file: string]> = [
  ['production', 'cjs/react-dom-server.node.production.min.js'],
  ['development', 'cjs/react-dom-server.node.development.js'],
];

describe('react-dom server flush fix', () => {
  it('is applied to the installed react-dom (npm install runs it)', () => {
    expect(filesWithoutFlushFix(installedReactDomDir())).toEqual([]);
  });

  it.each(builds)('the %s build streams Cyrillic and Arabic text without a NUL byte, every letter kept', async (_name, file) => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the build under test, by file
    const server: { renderToPipeableStream: PipeableRender } = require(path.join(installedReactDomDir(), file));
    const bytes = await streamedBytes(server.renderToPipeableStream, cyrillicPage());
    expect(bytes.includes(0)).toBe(false);
    const text = bytes.toString('utf8');
    expect(text.split('за мену ').length - 1).toBe(300);
    expect(text.split('العالم').length - 1).toBe(300);
  });

  it('tells the broken code, the fixed code and code it does not know apart', () => {
    for (const fix of FLUSH_FIXES) {
      expect(fixState(`a ${fix.broken} b`, fix)).toBe('broken');
      expect(fixState(`a ${fix.fixed} b`, fix)).toBe('fixed');
      expect(fixState('another version', fix)).toBe('unknown');
      expect(fixState(`${fix.broken} ${fix.broken}`, fix)).toBe('unknown');
    }
  });

  it('names the files of the installed react-dom it fixes', () => {
    for (const fix of FLUSH_FIXES) expect(fs.existsSync(path.join(installedReactDomDir(), fix.file))).toBe(true);
  });
});
