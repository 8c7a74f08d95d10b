/**
 * What the terminal shows of a `gatsby build`: Gatsby's ~90 lines (every step, the page tree, the
 * react-helmet plugin's deprecation notice) go to a log file; the terminal gets one progress line
 * (rewritten in place on a terminal, cut to its width so it never wraps: a wrapped line leaves its
 * first rows behind, as erase-line clears only the row the cursor is on; elsewhere, a whole line
 * now and then), the warnings that matter, and one line at the end. A failed build shows the end of
 * the log, where Gatsby's error is.
 */
import fs from 'fs';

/** Kept out of the terminal: the plugin stays, as it is how the pages' head renders on the server (docs/decisions.md). */
const KNOWN_NOTICES = [/^warn(ing)? gatsby-plugin-react-helmet: Gatsby now has built-in support for modifying\b/];

/**
 * Gatsby starts most lines with cursor codes (erase the line, up one, erase, to column one) even
 * into a pipe: "\x1b[2K\x1b[1A\x1b[2K\x1b[Gsuccess load plugins - 0.3s". Matched without them.
 */
// eslint-disable-next-line no-control-regex -- the escape character is what this removes
const TERMINAL_CODES = /\x1b\[[0-9;?]*[A-Za-z]/g;

export const withoutTerminalCodes = (line: string) => line.replace(TERMINAL_CODES, '');

/** The step a finished-step line names ("success Building HTML renderer - 9.7s"), if it is one. */
export function finishedStep(line: string): string | null {
  return /^success (.+?) - [\d.]+s\b/.exec(line)?.[1] ?? null;
}

/**
 * A finished step's name, seconds and the count of its items where Gatsby gives one
 * ("success run queries in workers - 143.2s - 3310/3310 23.1/s"), if the line is one.
 */
export function stepTime(line: string): { step: string; seconds: number; count: string | null } | null {
  const match = /^success (.+?) - ([\d.]+)s\b(?: - (\d+\/\d+)\b)?/.exec(withoutTerminalCodes(line));
  return match ? { step: match[1], seconds: Number(match[2]), count: match[3] ?? null } : null;
}

/** The progress after a finished step, in the terminal's words. */
export function progressText(steps: number, step: string, count: string | null): string {
  return `  building the site: ${steps} steps done, last "${step}"${count ? ` (${count})` : ''}`;
}

/** The width assumed when a terminal does not tell its own. */
const DEFAULT_COLUMNS = 80;

/**
 * The text cut to fit a terminal row of `columns` without wrapping, an ellipsis where it was cut.
 * One column is left free: some terminals wrap as soon as the last one is written.
 */
export function fitToColumns(text: string, columns: number): string {
  const room = Math.max(columns - 1, 1);
  const characters = Array.from(text);
  return characters.length <= room ? text : `${characters.slice(0, room - 1).join('')}…`;
}

/** Where the output is not a terminal (a log, CI), a progress line at most this often. */
export const PLAIN_PROGRESS_EVERY_MS = 10_000;

/** A warning or error line the person running the site should see. */
export function isNotice(line: string): boolean {
  if (KNOWN_NOTICES.some((pattern) => pattern.test(line))) return false;
  return /^(warn|warning|error|ERROR)\b/.test(line);
}

export interface BuildReporterOptions {
  /** Where Gatsby's whole output goes (started afresh for each build). */
  logFile: string;
  /** A terminal: the progress line is rewritten in place. */
  tty: boolean;
  /** The terminal's width (process.stdout.columns), asked at each update, as a terminal can be resized. */
  columns?: () => number | undefined;
  write: (text: string) => void;
  /** The time now, in milliseconds (the tests give their own). */
  now?: () => number;
}

export class BuildReporter {
  private readonly log: number;
  private finished = false;
  private partial = '';
  private progressShown = false;
  private steps = 0;
  private readonly now: () => number;
  private lastPlainLine: number;

  constructor(private readonly options: BuildReporterOptions) {
    this.log = fs.openSync(options.logFile, 'w');
    this.now = options.now ?? Date.now;
    this.lastPlainLine = this.now();
  }

  /** A chunk of Gatsby's stdout or stderr. */
  take(chunk: Buffer | string): void {
    // What a stopped build still writes after the end is not ours to log (its file is closed).
    if (this.finished) return;
    const text = chunk.toString();
    fs.writeSync(this.log, text);
    const lines = (this.partial + text).split('\n');
    this.partial = lines.pop() ?? '';
    for (const line of lines) this.line(withoutTerminalCodes(line.replace(/\r$/, '')));
  }

  /** Ends the progress line; answers the end of the log, for a failed build's message. */
  finish(tailLines = 30): string {
    this.finished = true;
    if (this.partial) this.line(withoutTerminalCodes(this.partial));
    this.partial = '';
    this.clearProgress();
    fs.closeSync(this.log);
    return fs.readFileSync(this.options.logFile, 'utf8').trimEnd().split('\n').slice(-tailLines).join('\n');
  }

  private line(line: string): void {
    const finished = stepTime(line);
    if (finished) {
      this.steps += 1;
      this.progress(progressText(this.steps, finished.step, finished.count));
      return;
    }
    if (isNotice(line)) {
      this.clearProgress();
      this.options.write(`  ${line}\n`);
    }
  }

  private progress(text: string): void {
    if (this.options.tty) {
      const columns = this.options.columns?.() || DEFAULT_COLUMNS;
      this.options.write(`\r\x1b[2K${fitToColumns(text, columns)}`);
      this.progressShown = true;
      return;
    }
    // Not a terminal: nothing can be rewritten, so whole lines, few enough to keep the output calm.
    if (this.now() - this.lastPlainLine < PLAIN_PROGRESS_EVERY_MS) return;
    this.lastPlainLine = this.now();
    this.options.write(`${text}\n`);
  }

  private clearProgress(): void {
    if (!this.progressShown) return;
    this.options.write('\r\x1b[2K');
    this.progressShown = false;
  }
}
