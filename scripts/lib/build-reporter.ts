/**
 * What the terminal shows of a `gatsby build`: Gatsby's ~90 lines (every step, the page tree, the
 * react-helmet plugin's deprecation notice) go to a log file; the terminal gets one progress line
 * (rewritten in place on a terminal, nothing until the end elsewhere), the warnings that matter,
 * and one line at the end. A failed build shows the end of the log, where Gatsby's error is.
 */
import fs from 'fs';

/** Kept out of the terminal: the plugin stays, as the design card names it (docs/decisions.md). */
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

/** A finished step's name and seconds ("success run queries in workers - 143.2s - 3310/3310"), if the line is one. */
export function stepTime(line: string): { step: string; seconds: number } | null {
  const match = /^success (.+?) - ([\d.]+)s\b/.exec(withoutTerminalCodes(line));
  return match ? { step: match[1], seconds: Number(match[2]) } : null;
}

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
  write: (text: string) => void;
}

export class BuildReporter {
  private readonly log: number;
  private finished = false;
  private partial = '';
  private progressShown = false;
  private steps = 0;

  constructor(private readonly options: BuildReporterOptions) {
    this.log = fs.openSync(options.logFile, 'w');
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
    const step = finishedStep(line);
    if (step) {
      this.steps += 1;
      if (this.options.tty) {
        this.options.write(`\r\x1b[2K  building the site: ${this.steps} steps done, last "${step}"`);
        this.progressShown = true;
      }
      return;
    }
    if (isNotice(line)) {
      this.clearProgress();
      this.options.write(`  ${line}\n`);
    }
  }

  private clearProgress(): void {
    if (!this.progressShown) return;
    this.options.write('\r\x1b[2K');
    this.progressShown = false;
  }
}
