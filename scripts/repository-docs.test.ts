/**
 * The repository a newcomer opens: a short README with the documents beside it, each saying when
 * it was last checked, every link between them leading somewhere, and no comment citing a document
 * the repository does not hold.
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

  it('cites no numbered section of a specification outside the repository', () => {
    const citing = filesUnder(ROOT, SOURCE).flatMap((file) =>
      fs
        .readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) => (/\bSPEC (section )?\d/.test(line) ? [`${path.relative(ROOT, file)}:${index + 1}`] : [])),
    );
    expect(citing).toEqual([]);
  });
});
