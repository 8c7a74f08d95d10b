/**
 * `npm run screenshots:compare -- before after`: compares two sets written by `npm run screenshots`
 * (screenshots/before and screenshots/after) picture by picture, and says which differ and where.
 * Exits 1 when any picture differs or is in one set only.
 */
import fs from 'fs';
import path from 'path';
import sharp from 'sharp';
import { pixelDifference, type RawImage } from './lib/pixel-difference';
import { runMain } from './lib/run-main';
import { SCREENSHOTS_DIR } from './screenshots';

async function rawImage(file: string): Promise<RawImage> {
  const { data, info } = await sharp(file).raw().toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, channels: info.channels, data };
}

const picturesIn = (dir: string) => fs.readdirSync(dir).filter((name) => name.endsWith('.png'));

async function main(): Promise<number> {
  const [first, second] = process.argv.slice(2);
  if (!first || !second) {
    console.error('Usage: npm run screenshots:compare -- <set> <other set>   (folders under screenshots/)');
    return 2;
  }
  const [a, b] = [first, second].map((set) => path.join(SCREENSHOTS_DIR, set));
  const missing = [first, second].filter((set) => !fs.existsSync(path.join(SCREENSHOTS_DIR, set)));
  if (missing.length > 0) {
    console.error(missing.map((set) => `No screenshots/${set}: take it with npm run screenshots -- ${set}`).join('\n'));
    return 2;
  }
  const names = [...new Set([...picturesIn(a), ...picturesIn(b)])].sort();
  let differing = 0;
  for (const name of names) {
    const [inA, inB] = [a, b].map((dir) => fs.existsSync(path.join(dir, name)));
    if (!inA || !inB) {
      console.log(`${name}: only in ${inA ? first : second}`);
      differing++;
      continue;
    }
    const difference = pixelDifference(await rawImage(path.join(a, name)), await rawImage(path.join(b, name)));
    if (difference.pixels === 0) continue;
    differing++;
    const { box, sizes } = difference;
    const where = box ? `x ${box.left}-${box.right}, y ${box.top}-${box.bottom}` : '';
    console.log(`${name}: ${difference.pixels} pixels differ (${where}; ${sizes.first.join('×')} and ${sizes.second.join('×')})`);
  }
  console.log(`${names.length} pictures, ${differing} differ`);
  return differing === 0 ? 0 : 1;
}

if (require.main === module) runMain(main);
