/** @jest-environment node */
import fs from 'fs';
import os from 'os';
import path from 'path';
import webpack from 'webpack';
import { STRICT_WEBPACK_CONFIG } from './webpack-strict';

/** Bundles `entry` with our strict settings; resolves with webpack's error messages. */
function bundleErrors(files: Record<string, string>): Promise<string[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'webpack-strict-'));
  for (const [name, content] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), content);
  return new Promise((resolve, reject) => {
    webpack({ ...STRICT_WEBPACK_CONFIG, mode: 'production', context: dir, entry: './entry.js', output: { path: path.join(dir, 'out') } }, (error, stats) => {
      fs.rmSync(dir, { recursive: true, force: true });
      if (error) reject(error);
      else resolve((stats?.toJson({ all: false, errors: true }).errors ?? []).map((item) => item.message));
    });
  });
}

describe('strict webpack settings (gatsby-node onCreateWebpackConfig)', () => {
  it('fail the build on an import of a name the module does not export', async () => {
    // What a CSS module with no `.copy` rule looks like to webpack: a module without that export.
    const errors = await bundleErrors({
      'styles.js': 'export const title = "Hero-module--title";',
      'entry.js': 'import * as styles from "./styles.js"; console.log(styles.title, styles.copy);',
    });
    expect(errors.join('\n')).toMatch(/export 'copy' \(imported as 'styles'\) was not found/);
  });

  it('accept a bundle whose imports all exist', async () => {
    const errors = await bundleErrors({
      'styles.js': 'export const title = "Hero-module--title";',
      'entry.js': 'import * as styles from "./styles.js"; console.log(styles.title);',
    });
    expect(errors).toEqual([]);
  });
});
