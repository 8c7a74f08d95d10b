/**
 * The repository a newcomer opens: a short README with the documents beside it, each saying when
 * it was last checked, every link between them leading somewhere, and no comment or document
 * citing one the repository does not hold.
 */
import fs from 'fs';
import path from 'path';

const ROOT = path.resolve(__dirname, '..');
const README_MAX_BYTES = 25 * 1024;
/** Built, installed or generated: not the sources a reader opens. */
const SKIPPED = new Set(['node_modules', 'public', '.cache', 'data', 'coverage', 'test-results', 'screenshots', 'dist', '.git']);
const SOURCE = /\.(ts|tsx|js|mjs|mts|css|yml)$/;

function filesUnder(dir: string, wanted: RegExp): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (SKIPPED.has(entry.name)) return [];
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(full, wanted);
    return wanted.test(entry.name) ? [full] : [];
  });
}

/**
 * What a reader of this repository cannot open: a specification's sections ("SPEC 7", "the spec"),
 * an issue or a design card by name ("issue 17", "the issue's goal", "the design card"), the brief
 * a change was made from. A comment says what is true and why instead; where a rule came from is
 * in git's history.
 */
const OUTSIDE_REFERENCES = [
  /\bSPEC\b/,
  /\bDESIGN\.md\b/,
  /\bissues? #?\d+/i,
  /\bthe (?:[\w-]+ )?issue\b/i,
  /\bdesign card\b/i,
  /\bthe spec(?:ification)?\b(?!\.ts| files?\b)/i,
  /\bthe brief\b/i,
];

const documents = () => ['README.md', ...fs.readdirSync(path.join(ROOT, 'docs')).filter((name) => name.endsWith('.md')).map((name) => `docs/${name}`)];

describe('the repository for a newcomer', () => {
  it(`keeps the README within ${README_MAX_BYTES / 1024} KB`, () => {
    expect(fs.statSync(path.join(ROOT, 'README.md')).size).toBeLessThanOrEqual(README_MAX_BYTES);
  });

  it('has each document say when it was last reviewed or measured', () => {
    const undated = documents()
      .filter((file) => file !== 'README.md')
      .filter((file) => !/^Last (reviewed|measured): \d{4}-\d\d-\d\d/m.test(fs.readFileSync(path.join(ROOT, file), 'utf8')));
    expect(undated).toEqual([]);
  });

  it('has every relative link of the README and the documents lead to a file that exists', () => {
    const broken: string[] = [];
    for (const file of documents()) {
      const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
      for (const [, target] of text.matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)) {
        if (/^[a-z]+:/.test(target)) continue;
        if (!fs.existsSync(path.resolve(ROOT, path.dirname(file), target))) broken.push(`${file}: ${target}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('cites nothing outside the repository: no specification, issue, design card or brief, in the code or the documents', () => {
    const files = [...filesUnder(ROOT, SOURCE), ...documents().map((file) => path.join(ROOT, file))].filter((file) => file !== __filename);
    const citing = files.flatMap((file) =>
      fs
        .readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) => {
          const named = OUTSIDE_REFERENCES.filter((reference) => reference.test(line)).map((reference) => reference.source);
          return named.length > 0 ? [`${path.relative(ROOT, file)}:${index + 1} ${named.join(' ')}`] : [];
        }),
    );
    expect(citing).toEqual([]);
  });
});
