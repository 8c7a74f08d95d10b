/**
 * `@shared/…` is shared/…, and each tool that reads the code is told so in its own file (no tool
 * reads another's): the type checkers, Gatsby's compiler of its own files (Parcel, through
 * package.json's "alias"), jest, and, tested by the builds themselves, webpack and Vite. An edit
 * to one of them that misses another fails here before it fails in one tool only.
 */
import fs from 'fs';
import path from 'path';
import ts from 'typescript';

const ROOT = path.resolve(__dirname, '..');
const SHARED = path.join(ROOT, 'shared');

function tsconfigPaths(file: string): { dir: string; targets: unknown } {
  const { config, error } = ts.readConfigFile(path.join(ROOT, file), ts.sys.readFile);
  if (error) throw new Error(ts.flattenDiagnosticMessageText(error.messageText, '\n'));
  return { dir: path.dirname(path.join(ROOT, file)), targets: config?.compilerOptions?.paths?.['@shared/*'] };
}

describe('the alias of the shared code', () => {
  it.each(['tsconfig.json', 'api/tsconfig.json'])('is shared/ for the type checker (%s)', (file) => {
    const { dir, targets } = tsconfigPaths(file);
    expect(Array.isArray(targets) && targets.length === 1 ? path.resolve(dir, String(targets[0]).replace(/\*$/, '')) : targets).toBe(SHARED);
  });

  it("is shared/ for Gatsby's compiler of gatsby-node.ts and gatsby-config.ts", () => {
    const manifest: unknown = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
    expect(manifest).toMatchObject({ alias: { '@shared/*': './shared/$1' } });
  });

  it('is shared/ for jest, in both projects', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- jest's own config is CommonJS
    const config: unknown = require('../jest.config.js');
    const mappers = config && typeof config === 'object' && 'projects' in config && Array.isArray(config.projects) ? config.projects.map((project: { moduleNameMapper?: Record<string, string> }) => project.moduleNameMapper?.['^@shared/(.*)$']) : [];
    expect(mappers).toEqual(['<rootDir>/shared/$1', '<rootDir>/shared/$1']);
  });
});
