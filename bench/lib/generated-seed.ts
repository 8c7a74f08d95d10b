/**
 * A seed directory with N blog posts per language, made from the shipped seed's posts (cycled),
 * each with a picture of its own made here, as an editor's uploads would be: JPEGs (1200 × 675 unless
 * BENCH_PICTURE_WIDTH says otherwise) with varied colours, shapes and grain (never one flat colour,
 * which would encode unrealistically fast).
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import sharp from 'sharp';
import { ROOT } from '../../scripts/lib/processes';
import { Type, type Static } from '@sinclair/typebox';
import { checked } from './checked';

const SeedPost = Type.Object({
  slug: Type.String(),
  image: Type.Union([Type.String(), Type.Null()]),
  published_at: Type.String(),
  translations: Type.Record(Type.String(), Type.Object({ title: Type.String(), content: Type.String() })),
});
type SeedPost = Static<typeof SeedPost>;

/**
 * 1200 × 675 by default: the widest the pages show. An editor's upload is kept as sent (at most
 * 2 MB), often a photo several times as wide: BENCH_PICTURE_WIDTH=3200 measures those (16:9).
 */
export const PICTURE_WIDTH = Number(process.env.BENCH_PICTURE_WIDTH ?? 1200);
const WIDTH = PICTURE_WIDTH;
const HEIGHT = Math.round((PICTURE_WIDTH * 9) / 16);

/** A small deterministic random source, so a run can be repeated picture for picture. */
function randomFrom(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4_294_967_296;
  };
}

const colour = (random: () => number) => `hsl(${Math.floor(random() * 360)} ${40 + Math.floor(random() * 45)}% ${30 + Math.floor(random() * 50)}%)`;

/** Picture `index`: a gradient, a dozen soft shapes and a grain over all. */
export async function benchPicture(index: number): Promise<Buffer> {
  const random = randomFrom(index * 2_654_435_761);
  const shapes = Array.from({ length: 12 }, () => {
    const [x, y, size] = [random() * WIDTH, random() * HEIGHT, 40 + random() * 260];
    return random() < 0.5
      ? `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${size.toFixed(0)}" fill="${colour(random)}" opacity="${(0.4 + random() * 0.5).toFixed(2)}"/>`
      : `<rect x="${x.toFixed(0)}" y="${y.toFixed(0)}" width="${size.toFixed(0)}" height="${(size * (0.4 + random())).toFixed(0)}" rx="${(random() * 30).toFixed(0)}" fill="${colour(random)}" transform="rotate(${(random() * 60 - 30).toFixed(0)} ${x.toFixed(0)} ${y.toFixed(0)})"/>`;
  });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colour(random)}"/><stop offset="1" stop-color="${colour(random)}"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>${shapes.join('')}</svg>`;
  const grain = await sharp({ create: { width: WIDTH, height: HEIGHT, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 22 } } })
    .png()
    .toBuffer();
  return sharp(Buffer.from(svg))
    .composite([{ input: grain, blend: 'soft-light' }])
    .jpeg({ quality: 85 })
    .toBuffer();
}

export async function seedWithPosts(postsPerLanguage: number): Promise<string> {
  const source = path.join(ROOT, 'api/seed');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `bench-seed-${postsPerLanguage}-`));
  fs.cpSync(path.join(source, 'content'), path.join(dir, 'content'), { recursive: true });
  fs.cpSync(path.join(source, 'media'), path.join(dir, 'media'), { recursive: true });
  const originals = checked(Type.Array(SeedPost), JSON.parse(fs.readFileSync(path.join(source, 'content/blog.json'), 'utf8')), 'api/seed/content/blog.json');
  const start = Date.parse('2026-01-01T00:00:00Z');
  const posts: SeedPost[] = [];
  for (let index = 0; index < postsPerLanguage; index += 1) {
    const original = originals[index % originals.length];
    const image = `bench-post-${index + 1}.jpg`;
    fs.writeFileSync(path.join(dir, 'media', image), await benchPicture(index + 1));
    const translations = Object.fromEntries(
      Object.entries(original.translations).map(([language, translation]) => [language, { ...translation, title: `${translation.title} (${index + 1})` }]),
    );
    posts.push({ ...original, slug: `${original.slug}-${index + 1}`, image, published_at: new Date(start - index * 3_600_000).toISOString(), translations });
  }
  fs.writeFileSync(path.join(dir, 'content/blog.json'), JSON.stringify(posts));
  return dir;
}
