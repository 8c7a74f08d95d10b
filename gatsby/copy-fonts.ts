import fs from 'fs';
import path from 'path';
import { createRequire } from 'module';
import subsetFont from 'subset-font';
import { FONT_FILES, fontUrl, packageModulePath, type FontFile } from '../src/lib/fonts';
import { charactersOf } from '../src/lib/unicode-range';

/** The woff2 file as it is served: the package's file, or its trimmed subset (harfbuzz). */
export async function servedFontFile(file: FontFile, packageFile: Buffer): Promise<Buffer> {
  return file.trimTo ? subsetFont(packageFile, charactersOf(file.trimTo), { targetFormat: 'woff2' }) : packageFile;
}

/**
 * Writes the declared font files out of the @fontsource packages to where fontUrl() points, unless
 * an earlier build did: a URL names one content (the package's version, the kept characters), and
 * trimming the Arabic faces took half a second of every rebuild.
 */
export async function copyFontFiles(publicDir: string): Promise<void> {
  // Gatsby bundles gatsby-node with Parcel, which leaves no working require.resolve.
  const resolve = createRequire(path.resolve('package.json')).resolve;
  for (const file of FONT_FILES) {
    const target = path.join(publicDir, ...fontUrl(file).split('/'));
    if (fs.existsSync(target)) continue;
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, await servedFontFile(file, fs.readFileSync(resolve(packageModulePath(file)))));
  }
}
