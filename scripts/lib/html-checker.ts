/**
 * The W3C Nu HTML Checker (npm vnu-jar, run with Java) over built pages, and a NUL byte scan of the
 * same files: what crawlers and validators no one here wrote think of the HTML we publish.
 */
import { execFile } from 'child_process';
import fs from 'fs';
import path from 'path';
import { isRecord, propertyOf } from '@efe/shared/read-unknown';

export interface HtmlProblem {
  file: string;
  line: number | null;
  message: string;
}

/**
 * Valid CSS that the checker's CSS parser does not know yet (it reports it as an error): the
 * `@starting-style` rule and `transition-behavior: allow-discrete`, with which the dialogs and the
 * phone menu fade in and out; anchor positioning (`anchor-name`, `position-anchor`, `anchor()`),
 * which places the header's services list under its item. Filtered by message, nothing else is
 * (the checker names no value for an `anchor()` inside `calc()`: "Parse Error" of that property alone).
 */
const CSS_PARSER_LAG = [
  /^CSS: Unrecognized at-rule “@starting-style”\.?$/,
  /^CSS: “transition(-behavior)?”: “allow-discrete” is not a “transition(-behavior)?” value\.?$/,
  /^CSS: “(anchor-name|position-anchor)”: Property “\1” doesn't exist\.?$/,
  /^CSS: “inset-(block|inline)-(start|end)”: “anchor\([a-z-]+\)” is not a “inset-\1-\2” value\.?$/,
  /^CSS: “inset-inline-start”: Parse Error\.?$/,
];

export const isCssParserLag = (message: string) => CSS_PARSER_LAG.some((pattern) => pattern.test(message));

/** Every NUL byte of a file, as a problem naming its line (a NUL is never in HTML we meant). */
export function nulBytes(file: string): HtmlProblem[] {
  const bytes = fs.readFileSync(file);
  const problems: HtmlProblem[] = [];
  let line = 1;
  for (let index = 0; index < bytes.length; index++) {
    if (bytes[index] === 0x0a) line++;
    else if (bytes[index] === 0) problems.push({ file, line, message: `NUL byte at byte ${index}` });
  }
  return problems;
}

function fileOf(url: string): string {
  return url.startsWith('file:') ? decodeURIComponent(new URL(url).pathname) : url;
}

/** The errors of the checker's JSON report (`--format json`), less the CSS parser's lag. */
export function checkerErrors(report: string): HtmlProblem[] {
  const parsed: unknown = JSON.parse(report);
  const messages = propertyOf(parsed, 'messages');
  if (!Array.isArray(messages)) throw new Error(`The HTML checker's report has no messages: ${report.slice(0, 300)}`);
  return messages.filter(isRecord).flatMap((entry) => {
    const message = String(entry.message ?? '');
    if (entry.type !== 'error' && entry.subType !== 'fatal') return [];
    if (isCssParserLag(message)) return [];
    const line = typeof entry.lastLine === 'number' ? entry.lastLine : null;
    return [{ file: fileOf(String(entry.url ?? '(unknown file)')), line, message }];
  });
}

export const VNU_JAR = path.join(path.dirname(require.resolve('vnu-jar/package.json')), 'build/dist/vnu.jar');

/** Runs the checker over `files` (one Java process for all of them); its errors, each naming its file and line. */
export function runHtmlChecker(files: string[]): Promise<HtmlProblem[]> {
  return new Promise((resolve, reject) => {
    const args = ['-jar', VNU_JAR, '--format', 'json', '--errors-only', '--exit-zero-always', '--stdout', ...files];
    execFile('java', args, { maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error) {
        const missing = 'code' in error && error.code === 'ENOENT';
        reject(new Error(missing ? 'The HTML checker needs Java: apt-get install default-jre-headless (.ci/run does).' : `The HTML checker failed: ${stderr || error.message}`));
        return;
      }
      try {
        resolve(checkerErrors(stdout));
      } catch (parseError) {
        reject(parseError instanceof Error ? parseError : new Error(String(parseError)));
      }
    });
  });
}

/** One line per problem: "ar/premier-nanny/index.html line 25: Saw U+0000 in stream." */
export function describeProblems(problems: HtmlProblem[], root: string): string {
  return problems.map(({ file, line, message }) => `${path.relative(root, file)}${line === null ? '' : ` line ${line}`}: ${message}`).join('\n');
}
