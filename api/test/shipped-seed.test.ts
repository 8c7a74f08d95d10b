/** The seed shipped in api/seed (what `npm run api` serves on a fresh clone) is complete. */
import fs from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from '@efe/shared/constants';
import { mediaDirOf, readSeed } from '../src/seed/read-seed';
import { REPOSITORY_ROOT } from './support/server';

const SHIPPED_SEED_DIR = path.join(REPOSITORY_ROOT, 'api', 'seed');

it('is in the seed format and fills every page: a full page of posts, the testimonials and candidates, in every language', () => {
  const { content } = readSeed(SHIPPED_SEED_DIR);
  expect(content.blog.length).toBeGreaterThanOrEqual(12);
  expect(content.testimonials.length).toBeGreaterThanOrEqual(9);
  expect(content.candidates.length).toBeGreaterThanOrEqual(20);
  for (const language of LANGUAGES) {
    expect(content.blog.filter((post) => post.translations[language]).length).toBe(content.blog.length);
    expect(content.testimonials.filter((item) => item.translations[language]).length).toBe(content.testimonials.length);
  }
});

it('has every media file its content names, none of them empty', () => {
  const { missingMedia, content } = readSeed(SHIPPED_SEED_DIR);
  expect(missingMedia).toEqual([]);
  const named = [...content.blog.map((post) => post.image), ...content.candidates.flatMap((item) => [item.image, item.attach_cv])];
  for (const name of named) {
    if (name) expect(fs.statSync(path.join(mediaDirOf(SHIPPED_SEED_DIR), name)).size).toBeGreaterThan(0);
  }
});
