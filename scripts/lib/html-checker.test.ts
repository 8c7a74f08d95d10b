/**
 * @jest-environment node
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import { checkerErrors, describeProblems, isCssParserLag, nulBytes, runHtmlChecker } from './html-checker';

const page = (body: string, style = '') =>
  `<!DOCTYPE html>\n<html lang="ru"><head><meta charset="utf-8"><title>Страница</title>${style ? `<style>${style}</style>` : ''}</head>\n<body>\n${body}\n</body></html>\n`;

describe('the HTML checker', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'html-checker-'));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  function write(name: string, html: string | Buffer): string {
    const file = path.join(dir, name);
    fs.writeFileSync(file, html);
    return file;
  }

  // Java starts once for all the files; on a busy machine that alone takes seconds.
  it('passes a valid page, and fails a NUL byte, the old sizer markup and a hidden label, naming file and line', async () => {
    const valid = write('valid.html', page('<p>за мену</p>', '@starting-style { dialog[open] { opacity: 0; } } dialog { transition: display 0.2s allow-discrete; }'));
    const withNul = write('nul.html', page('<p>за\u0000\u0000мену</p>'));
    const sizer = write(
      'sizer.html',
      page(
        `<img alt="" role="presentation" aria-hidden="true" src="data:image/svg+xml;charset=utf-8,%3Csvg height='426.99999999999994' width='640'%3E%3C/svg%3E" width="640" height="426.99999999999994">\n` +
          '<input id="cv" type="file"><label for="cv" aria-hidden="true">Choose</label>',
      ),
    );
    const problems = await runHtmlChecker([valid, withNul, sizer]);
    expect(problems.filter((problem) => problem.file === valid)).toEqual([]);
    expect(problems).toContainEqual({ file: withNul, line: 4, message: 'Saw U+0000 in stream.' });
    const sizerMessages = problems.filter((problem) => problem.file === sizer).map((problem) => problem.message);
    expect(sizerMessages).toEqual(
      expect.arrayContaining([
        expect.stringContaining('must not have an “alt” attribute whose value is the empty string'),
        expect.stringContaining('Bad value “426.99999999999994” for attribute “height”'),
        expect.stringMatching(/^Bad value “data:image.*Space is not allowed/),
        expect.stringContaining('“aria-hidden” attribute must not be used on any “label” element'),
      ]),
    );
    expect(problems.every((problem) => problem.line !== null)).toBe(true);
  }, 90_000);

  it('filters only the CSS parser\'s lag on @starting-style and allow-discrete, by message', () => {
    expect(isCssParserLag('CSS: Unrecognized at-rule “@starting-style”.')).toBe(true);
    expect(isCssParserLag('CSS: “transition”: “allow-discrete” is not a “transition” value.')).toBe(true);
    expect(isCssParserLag('CSS: “color”: “allow-discrete” is not a “color” value.')).toBe(false);
    expect(isCssParserLag('CSS: Unrecognized at-rule “@tailwind”.')).toBe(false);
    expect(isCssParserLag('CSS: “anchor-name”: Property “anchor-name” doesn\'t exist.')).toBe(true);
    expect(isCssParserLag('CSS: “position-anchor”: Property “position-anchor” doesn\'t exist.')).toBe(true);
    expect(isCssParserLag('CSS: “inset-block-start”: “anchor(bottom)” is not a “inset-block-start” value.')).toBe(true);
    expect(isCssParserLag('CSS: “colour”: Property “colour” doesn\'t exist.')).toBe(false);
    expect(isCssParserLag('CSS: “inset-block-start”: “10 px” is not a “inset-block-start” value.')).toBe(false);
    expect(isCssParserLag('CSS: “margin-inline-start”: Parse Error.')).toBe(false);
    const report = JSON.stringify({
      messages: [
        { type: 'error', url: 'file:/site/a/index.html', lastLine: 3, message: 'CSS: Unrecognized at-rule “@starting-style”.' },
        { type: 'error', url: 'file:/site/a/index.html', lastLine: 9, message: 'Duplicate ID “x”.' },
        { type: 'info', url: 'file:/site/a/index.html', lastLine: 1, message: 'Trailing slash on void elements has no effect.' },
        { type: 'non-document-error', subType: 'io', url: 'file:/site/b.html', message: 'File not found.' },
      ],
    });
    expect(checkerErrors(report)).toEqual([{ file: '/site/a/index.html', line: 9, message: 'Duplicate ID “x”.' }]);
  });

  it('finds each NUL byte with its line, and none in clean text', () => {
    const file = write('bytes.html', Buffer.concat([Buffer.from('a\nб'), Buffer.from([0]), Buffer.from('\nc')]));
    expect(nulBytes(file)).toEqual([{ file, line: 2, message: 'NUL byte at byte 4' }]);
    expect(nulBytes(write('clean.html', 'العالم\n'))).toEqual([]);
    expect(describeProblems(nulBytes(file), dir)).toBe('bytes.html line 2: NUL byte at byte 4');
  });
});
