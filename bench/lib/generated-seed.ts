/**
 * A seed directory with N blog posts per language, made from the shipped seed's posts (cycled,
 * with their pictures), for measuring how the build scales with content.
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import { ROOT } from '../../scripts/lib/processes';

interface SeedPost {
  slug: string;
  image: string | null;
  published_at: string;
  translations: Record<string, { title: string; content: string }>;
}

export function seedWithPosts(postsPerLanguage: number): string {
  const source = path.join(ROOT, 'api/seed');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `bench-seed-${postsPerLanguage}-`));
  fs.cpSync(path.join(source, 'content'), path.join(dir, 'content'), { recursive: true });
  fs.symlinkSync(path.join(source, 'media'), path.join(dir, 'media'), 'dir');
  const originals = JSON.parse(fs.readFileSync(path.join(source, 'content/blog.json'), 'utf8')) as SeedPost[];
  const start = Date.parse('2026-01-01T00:00:00Z');
  const posts = Array.from({ length: postsPerLanguage }, (_, index): SeedPost => {
    const original = originals[index % originals.length];
    const translations = Object.fromEntries(
      Object.entries(original.translations).map(([language, translation]) => [language, { ...translation, title: `${translation.title} (${index + 1})` }]),
    );
    return { ...original, slug: `${original.slug}-${index + 1}`, published_at: new Date(start - index * 3_600_000).toISOString(), translations };
  });
  fs.writeFileSync(path.join(dir, 'content/blog.json'), JSON.stringify(posts));
  return dir;
}
