import { replaceContent } from '../content-store/content-writer';
import type { Db } from '../db/connection';
import { readSeed } from './read-seed';

/** The one logging call seeding makes; pino's logger and a console adapter both fit. */
export interface SeedWarnings {
  warn(details: object, message: string): void;
}

export interface SeedSummary {
  blogPosts: number;
  testimonials: number;
  candidates: number;
  missingMedia: string[];
}

/** Replaces the content tables with the seed in `seedDir` (submissions are kept). */
export function seedDatabase(db: Db, seedDir: string, log?: SeedWarnings): SeedSummary {
  const { content, missingMedia } = readSeed(seedDir);
  if (missingMedia.length > 0) {
    // The site falls back to its default pictures, so this is worth a warning, not a failure.
    log?.warn({ missingMedia, seedDir }, 'seed names media files that do not exist');
  }
  replaceContent(db, content);
  return {
    blogPosts: content.blog.length,
    testimonials: content.testimonials.length,
    candidates: content.candidates.length,
    missingMedia,
  };
}
