/**
 * shared/ is the workspace package @efe/shared, found by every tool the way it finds any package
 * (node_modules/@efe/shared, its manifest's `exports`), not told to each by an alias. The one
 * exception is Gatsby's compiler of gatsby-node.ts and gatsby-config.ts (Parcel): Gatsby has it
 * leave every package to Node (`includeNodeModules: false`), and Node cannot run the package's
 * TypeScript, so package.json's "alias" has Parcel compile it in (docs/decisions.md).
 */
import fs from 'fs';
import path from 'path';
import ts from 'typescript';

const ROOT = path.resolve(__dirname, '..');
const SHARED = path.join(ROOT, 'shared');

function manifest(folder: string): Record<string, unknown> {
  const parsed: unknown = JSON.parse(fs.readFileSync(path.join(ROOT, folder, 'package.json'), 'utf8'));
  return parsed && typeof parsed === 'object' ? { ...parsed } : {};
}

describe('the shared package', () => {
  it('is a workspace the API and the admin depend on', () => {
    expect(manifest('.').workspaces).toEqual(['shared', 'api', 'admin']);
    expect(manifest('shared').name).toBe('@efe/shared');
    for (const folder of ['.', 'api', 'admin']) expect(manifest(folder).dependencies).toHaveProperty(['@efe/shared']);
  });

  it.each(['.', 'api', 'admin'])("resolves for Node from the %s workspace to shared/'s source", (folder) => {
    const resolved = require.resolve('@efe/shared/constants', { paths: [path.join(ROOT, folder)] });
    expect(fs.realpathSync(resolved)).toBe(path.join(SHARED, 'constants.ts'));
  });

  it.each(['tsconfig.json', 'api/tsconfig.json', 'admin/tsconfig.json'])('has no path alias for the type checker (%s)', (file) => {
    const { config, error } = ts.readConfigFile(path.join(ROOT, file), ts.sys.readFile);
    if (error) throw new Error(ts.flattenDiagnosticMessageText(error.messageText, '\n'));
    expect(config?.compilerOptions?.paths).toBeUndefined();
  });

  it('has no module mapper in jest', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- jest's own config is CommonJS
    const config: unknown = require('../jest.config.js');
    const projects = config && typeof config === 'object' && 'projects' in config && Array.isArray(config.projects) ? config.projects : [];
    expect(projects.length).toBe(2);
    for (const project of projects) expect(JSON.stringify(project.moduleNameMapper ?? {})).not.toContain('shared');
  });

  it('is aliased for Parcel only, to shared/ itself', () => {
    expect(manifest('.').alias).toEqual({ '@efe/shared': './shared' });
  });
});
