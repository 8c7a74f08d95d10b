/**
 * Draws every picture of the site and its seed content as code (SVG rendered by sharp).
 * Deterministic and idempotent: run it again and unchanged files are left untouched.
 *
 *   npx tsx design/illustrations/generate.ts
 */
import { relative } from 'node:path';
import { writtenFiles } from './lib/output';
import { REPO_ROOT } from './lib/paths';
import { generateSeedMedia } from './seed-media';
import { generateSiteImages } from './site-images';

async function main(): Promise<void> {
  await generateSiteImages();
  const seed = await generateSeedMedia();
  for (const file of writtenFiles()) {
    const size = `${(file.bytes / 1024).toFixed(1)} KB`.padStart(10);
    console.log(`${file.changed ? 'wrote    ' : 'unchanged'} ${size}  ${relative(REPO_ROOT, file.path)}`);
  }
  if (seed.manifestFound) {
    console.log(`seed media: ${seed.counts.blog} blog, ${seed.counts.candidate} candidate, ${seed.counts.cv} cv`);
  } else {
    console.log('seed media skipped: api/seed/content/media-manifest.json does not exist yet');
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
