/** @jest-environment node */
/**
 * The build's progress as a person sees it: on a terminal of any width, the progress line never
 * wraps, so each update replaces the last and nothing is left behind; where the output is not a
 * terminal, whole lines now and then.
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import { fc, test } from '@fast-check/jest';
import { BuildReporter, PLAIN_PROGRESS_EVERY_MS, fitToColumns, stepTime } from './build-reporter';

const RECORDED = fs.readFileSync(path.join(__dirname, 'fixtures/gatsby-build-output.txt'), 'utf8');

/**
 * A terminal screen as xterm keeps it: text wraps to the next row past the last column, "\r" goes
 * back to the row's start, ESC[2K erases the row the cursor is on (only that one).
 */
class Screen {
  private readonly rows: string[][] = [[]];
  private row = 0;
  private column = 0;

  constructor(private readonly columns: number) {}

  write(text: string): void {
    for (let at = 0; at < text.length; ) {
      if (text.startsWith('\x1b[2K', at)) {
        this.rows[this.row] = [];
        at += 4;
        continue;
      }
      const character = String.fromCodePoint(text.codePointAt(at) ?? 0);
      at += character.length;
      if (character === '\r') this.column = 0;
      else if (character === '\n') this.newRow();
      else {
        if (this.column >= this.columns) this.newRow();
        this.rows[this.row][this.column++] = character;
      }
    }
  }

  /** The rows with something on them, as read. */
  text(): string[] {
    return this.rows.map((row) => row.join('')).filter((row) => row !== '');
  }

  private newRow(): void {
    this.row += 1;
    this.column = 0;
    this.rows[this.row] ??= [];
  }
}

const ESCAPE = '\x1b';
const FINAL_LINE = 'Built the site in 52 s (its output: data/site-build.log).';

let folder: string;
beforeEach(() => (folder = fs.mkdtempSync(path.join(os.tmpdir(), 'build-reporter-'))));
afterEach(() => fs.rmSync(folder, { recursive: true, force: true }));

/** Gatsby's recorded output, with extra steps of the given names, through a reporter; then the final line. */
function build(options: { tty: boolean; columns?: number; extraSteps?: string[]; write: (text: string) => void; now?: () => number }) {
  const reporter = new BuildReporter({ logFile: path.join(folder, 'build.log'), tty: options.tty, columns: () => options.columns, write: options.write, now: options.now });
  const lines = RECORDED.split('\n');
  const extra = (options.extraSteps ?? []).map((step, index) => `success ${step} - 1.${index}s - ${index}/${index + 1} 2.0/s`);
  for (const line of [...lines.slice(0, 100), ...extra, ...lines.slice(100)]) reporter.take(`${line}\n`);
  reporter.finish();
  options.write(`${FINAL_LINE}\n`);
}

describe('on a terminal', () => {
  test.prop({ columns: fc.integer({ min: 20, max: 240 }), extraSteps: fc.array(fc.string({ minLength: 1, maxLength: 200 }).map((step) => step.replace(/[\r\n]/g, ' ').split(ESCAPE).join(' ').trim() || 'step'), { maxLength: 5 }) })(
    'the progress line fits the width, so the build leaves only its final line on the screen',
    ({ columns, extraSteps }) => {
      const screen = new Screen(columns);
      build({ tty: true, columns, extraSteps, write: (text) => screen.write(text) });
      // The final line itself wraps on a narrow terminal, as any text does.
      expect(screen.text().join('')).toBe(FINAL_LINE);
      expect(screen.text()).toHaveLength(Math.ceil(FINAL_LINE.length / columns));
    },
  );

  it('at 80 columns, each update is at most 79 characters, and says the count Gatsby gives', () => {
    const updates: string[] = [];
    build({ tty: true, columns: 80, write: (text) => updates.push(text) });
    const progress = updates.filter((text) => text.startsWith('\r\x1b[2K') && text.length > 5).map((text) => text.slice(5));
    expect(progress.length).toBeGreaterThan(50);
    for (const line of progress) expect(Array.from(line).length).toBeLessThanOrEqual(79);
    expect(progress.find((line) => line.includes('"run queries in workers"'))).toMatch(/^ {2}building the site: \d+ steps done, last "run queries in workers" \(101\/101\)$/);
    // A name too long for the row is cut where the row ends, and says so.
    expect(progress.filter((line) => line.endsWith('…')).length).toBeGreaterThan(0);
  });

  it('takes an 80-column width when the terminal does not tell its own', () => {
    const screen = new Screen(80);
    build({ tty: true, columns: undefined, write: (text) => screen.write(text) });
    expect(screen.text()).toEqual([FINAL_LINE]);
  });
});

describe('where the output is not a terminal (a log, CI)', () => {
  it('prints whole lines, one at most every 10 seconds, and nothing to rewrite', () => {
    let clock = 0;
    let printed = '';
    // Each of Gatsby's lines a second after the one before.
    build({ tty: false, write: (text) => (printed += text), now: () => (clock += 1000) });
    const lines = printed.split('\n').filter(Boolean);
    expect(printed).not.toContain('\r');
    expect(printed).not.toContain(ESCAPE);
    const progress = lines.slice(0, -1);
    expect(progress.length).toBeGreaterThan(3);
    expect(progress.length).toBeLessThanOrEqual(RECORDED.split('\n').length / (PLAIN_PROGRESS_EVERY_MS / 1000) + 1);
    for (const line of progress) expect(line).toMatch(/^ {2}building the site: \d+ steps done, last "[^"]+"( \(\d+\/\d+\))?$/);
    expect(lines.at(-1)).toMatch(/^Built the site in/);
  });

  it('prints no progress at all for a build quicker than that', () => {
    let printed = '';
    build({ tty: false, write: (text) => (printed += text), now: () => 0 });
    expect(printed).toBe(`${FINAL_LINE}\n`);
  });
});

describe('fitToColumns and stepTime', () => {
  it('cuts by characters, not bytes, and leaves the last column free', () => {
    expect(fitToColumns('abcdef', 7)).toBe('abcdef');
    expect(fitToColumns('abcdefg', 7)).toBe('abcde…');
    expect(fitToColumns('ёёёёёёё', 7)).toBe('ёёёёё…');
  });

  it('reads the count of a step where Gatsby gives one', () => {
    expect(stepTime('success run queries in workers - 143.2s - 3310/3310 23.1/s')).toEqual({ step: 'run queries in workers', seconds: 143.2, count: '3310/3310' });
    expect(stepTime('success load plugins - 0.341s')).toEqual({ step: 'load plugins', seconds: 0.341, count: null });
  });
});
