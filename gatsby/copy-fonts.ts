import fs from 'fs';
import path from 'path';
import { createRequire } from 'module';
import { FONT_FILES, fontUrl, packageModulePath } from '../src/lib/fonts';

/** Copies the declared font files out of the @fontsource packages to where fontUrl() points. */
export function copyFontFiles(publicDir: string): void {
  // Gatsby bundles gatsby-node with Parcel, which leaves no working require.resolve.
  const resolve = createRequire(path.resolve('package.json')).resolve;
  for (const file of FONT_FILES) {
    const target = path.join(publicDir, ...fontUrl(file).split('/'));
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.copyFileSync(resolve(packageModulePath(file)), target);
  }
}
